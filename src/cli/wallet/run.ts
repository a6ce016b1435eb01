/**
 * Runs one `cosigner wallet` subcommand: parses its options, opens and closes the wallet, and prints
 * the result — text for people, or JSON with `--json` — or the failure: one line on stderr for a
 * person (and `{"error": …}` on stdout with `--json`), exit 1.
 * @module
 */
import { parseArgs } from 'node:util'
import { toBridgeError } from '../../main/core/bridge-handlers'
import type { CoreLogger } from '../../main/core/index'
import type { BridgeError } from '../../shared/bridge'
import { oneLine, type CliIo } from '../command'
import { COMMON_OPTIONS, COMMON_USAGE } from './common-options'
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
  `usage: cosigner wallet ${s.synopsis}\n\n${indent(s.description, '  ')}\n\n${COMMON_USAGE}`

/** A failure as `--json` prints it: the core's error codes, or the command's own. */
type CliError = Omit<BridgeError, 'code'> & { code: string; fields?: unknown }

/** The one line a person reads, and what `--json` prints. */
function failure(
  e: unknown,
  log: CoreLogger,
  name: string,
  wallet: OpenWallet | undefined,
): CliError {
  if (e instanceof CliFailure) {
    return {
      code: e.code,
      message: e.message,
      ...(e.extra.details ? { details: e.extra.details } : {}),
      ...(e.extra.fields ? { fields: e.extra.fields } : {}),
    }
  }
  const error = toBridgeError(e, log, `wallet ${name}`)
  if (wallet && (error.code === 'network' || error.code === 'timeout'))
    return { ...error, message: `${error.message} (the service at ${wallet.baseUrl})` }
  return error
}

const line = (e: CliError) =>
  `${oneLine(e.message.replace(/\s*\n\s*/g, ' '))}${e.details ? ` [${oneLine(e.details)}]` : ''}`

export async function runSubcommand(
  sub: WalletSubcommand,
  args: string[],
  io: CliIo,
): Promise<number> {
  const prefix = `cosigner: wallet ${sub.name}`
  // A passphrase on the command line would show in the process list and the shell's history.
  if (args.some((a) => /^--passphrase(?:=|$)/.test(a))) {
    io.err(
      `${prefix}: the passphrase is never taken on the command line; use --passphrase-file FILE, or leave it out to be asked`,
    )
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
    io.err(`${prefix}: ${oneLine(e)} (see "cosigner wallet ${sub.name} --help")`)
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
          ? 'takes no arguments besides its options'
          : `expected ${sub.synopsis
              .split(' ')
              .slice(1, 1 + sub.positionals)
              .join(' ')}`
      } (see "cosigner wallet ${sub.name} --help")`,
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
    const error = failure(e, log, sub.name, wallet)
    if (json) io.out(JSON.stringify({ error }, null, 2))
    io.err(`${prefix}: ${line(error)}`)
    return 1
  } finally {
    if (wallet) {
      // Closed once its start-up work on the keychain is done, which a command that never unlocked did not wait for.
      await wallet.core.ready
      wallet.core.close()
    }
  }
}
