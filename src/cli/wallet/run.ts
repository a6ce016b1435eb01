/**
 * Runs one `cosigner wallet` subcommand: parses its options, opens and closes the wallet, and prints
 * the result — text for people, or JSON with `--json` — or the failure: one line on stderr for a
 * person (and `{"error": …}` on stdout with `--json`), exit 1.
 * @module
 */
import { parseArgs } from 'node:util'
import { toBridgeError } from '../../main/core/bridge-refusals'
import type { CoreLogger } from '../../main/core/index'
import type { BridgeError } from '../../shared/bridge'
import { translator } from '../../shared/i18n/translate'
import { oneLine, type CliIo } from '../command'
import { say, t } from '../words'
import { COMMON_OPTIONS, commonUsage } from './common-options'
import { pickAccount } from './names'
import {
  CliFailure,
  openWallet,
  unlockWallet,
  type OpenWallet,
  type WalletOptions,
} from './session'
import type { Output, WalletRun, WalletSubcommand } from './subcommand'

const indent = (text: string, by: string) => text.replace(/^/gm, by)

const usageOf = (s: WalletSubcommand) =>
  `${t('cli.run.usage', { synopsis: s.synopsis })}\n\n${indent(s.description(), '  ')}\n\n${commonUsage()}`

/**
 * A failure as `--json` prints it (the core's error codes, or the command's own, with the English
 * message), and the line a person reads in their language.
 */
type CliError = Omit<BridgeError, 'code'> & { code: string; fields?: unknown }
interface Failure {
  readonly error: CliError
  /** The sentence a person reads. */
  readonly said: string
}

/** The one line a person reads, and what `--json` prints. */
function failure(
  e: unknown,
  log: CoreLogger,
  name: string,
  wallet: OpenWallet | undefined,
): Failure {
  if (e instanceof CliFailure) {
    return {
      error: {
        code: e.code,
        message: e.message,
        ...(e.extra.details ? { details: e.extra.details } : {}),
        ...(e.extra.fields ? { fields: e.extra.fields } : {}),
      },
      said: e.said,
    }
  }
  const error = toBridgeError(e, log, `wallet ${name}`)
  const said = say(error.words ?? error.message)
  if (wallet && (error.code === 'network' || error.code === 'timeout'))
    return {
      error: {
        ...error,
        message: translator('en').t('cli.run.atService', {
          problem: error.message,
          url: wallet.baseUrl,
        }),
      },
      said: t('cli.run.atService', { problem: said, url: wallet.baseUrl }),
    }
  return { error, said }
}

const line = ({ error, said }: Failure) =>
  `${oneLine(said.replace(/\s*\n\s*/g, ' '))}${error.details ? ` [${oneLine(error.details)}]` : ''}`

export async function runSubcommand(
  sub: WalletSubcommand,
  args: string[],
  io: CliIo,
): Promise<number> {
  // words-exempt: the program and subcommand's name, as every error line of a command starts
  const prefix = `cosigner: wallet ${sub.name}`
  // A passphrase on the command line would show in the process list and the shell's history.
  if (args.some((a) => /^--passphrase(?:=|$)/.test(a))) {
    io.err(`${prefix}: ${t('cli.run.noPassphraseArgument')}`)
    return 1
  }
  let parsed
  try {
    parsed = parseArgs({
      args,
      options: { ...COMMON_OPTIONS, ...sub.options },
      allowPositionals: true,
      strict: true,
    })
  } catch (e) {
    // The parser's own sentence (Node's, in English) names the option; the pointer to help is ours.
    io.err(`${prefix}: ${t('cli.run.seeHelp', { problem: oneLine(e), name: sub.name })}`)
    return 1
  }
  const values = parsed.values as Record<string, string | boolean | undefined>
  if (values.help) {
    io.out(usageOf(sub))
    return 0
  }
  if (parsed.positionals.length !== sub.positionals) {
    io.err(
      `${prefix}: ${
        sub.positionals === 0
          ? t('cli.run.noArguments', { name: sub.name })
          : t('cli.run.expectedArguments', {
              name: sub.name,
              what: sub.synopsis
                .split(' ')
                .slice(1, 1 + sub.positionals)
                .join(' '),
            })
      }`,
    )
    return 1
  }
  const json = values.json === true
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined)
  const options: WalletOptions = {
    dataDir: str('data-dir'),
    api: str('api'),
    passphraseFile: str('passphrase-file'),
    account: str('account'),
  }
  const note = (text: string) => io.err(`${prefix}: ${text}`)
  // The core's log lines go to stderr, each kept to one line (a stack stays out of a terminal).
  const log: CoreLogger = { warn: (m) => note(oneLine(m)), error: (m) => note(oneLine(m)) }
  let wallet: OpenWallet | undefined
  const run: WalletRun = {
    io,
    values,
    positionals: parsed.positionals,
    options,
    note,
    async open(o = {}) {
      wallet ??= await openWallet(io, { ...options, create: o.create === true }, log)
      return wallet
    },
    async acting(picked) {
      const opened = await run.open()
      // The account first: a wallet that cannot say which one acts is refused before a passphrase is asked.
      const userId = picked ?? pickAccount(opened.core, options.account)
      const { grant } = await unlockWallet(io, opened.core, options.passphraseFile)
      return { ...opened, userId, grant }
    },
  }
  try {
    const output: Output = await sub.run(run)
    io.out(json ? JSON.stringify(output.json, null, 2) : output.text)
    return 0
  } catch (e) {
    const failed = failure(e, log, sub.name, wallet)
    if (json) io.out(JSON.stringify({ error: failed.error }, null, 2))
    io.err(`${prefix}: ${line(failed)}`)
    return 1
  } finally {
    if (wallet) {
      // Closed once its start-up work on the keychain is done, which a command that never unlocked did not wait for.
      await wallet.core.ready
      wallet.core.close()
    }
  }
}
