/**
 * What every `cosigner wallet` subcommand shares: opening the wallet core on the app's data folder
 * and keychain service (or the ones given), checking the service it talks to, and the wallet
 * passphrase — from a file, or asked on the terminal without echo, never from the command line —
 * which unlocks the wallet and then gives each action its single-use grant.
 * @module
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { createCore, CACHE_FILE, type Core, type CoreLogger } from '../../main/core/index'
import { isCoreError } from '../../main/core/errors'
import { defaultUserDataDir, launchConfig } from '../../main/core/launch-config'
import { checkServiceAddress } from '../../main/core/services/settings'
import type { GrantPurpose } from '../../shared/bridge'
import type { MessageId, MessageValues } from '../../shared/i18n/catalog'
import { englishOf } from '../../shared/i18n/english'
import { words, type Words } from '../../shared/i18n/words'
import type { CliIo } from '../command'
import { say, t } from '../words'

/**
 * A refusal of the command itself, for a person: catalog words a person reads in their language
 * (`message` keeps the English, which `--json` prints); `code` goes only into a `--json` error.
 */
export class CliFailure extends Error {
  override readonly name = 'CliFailure'
  /** The message as catalog words; undefined when it is text as given. */
  readonly words: Words | undefined
  constructor(
    readonly code: string,
    message: string | Words,
    readonly extra: {
      readonly details?: string
      readonly fields?: readonly { option: string; message: string }[]
      /** The sentence a person reads, when it is made of words already said (see {@link optionFailure}). */
      readonly said?: string
    } = {},
  ) {
    super(englishOf(message))
    this.words = typeof message === 'string' ? undefined : message
  }

  /** What a person reads, in their language. */
  get said(): string {
    return this.extra.said ?? say(this.words ?? this.message)
  }
}

/** A core error about one option, after the option's name (`--api: …`), in the reader's language. */
export function optionFailure(
  option: string,
  e: { readonly code: string; readonly message: string; readonly words?: Words | undefined },
): CliFailure {
  return new CliFailure(e.code, `${option}: ${e.message}`, {
    said: `${option}: ${say(e.words ?? e.message)}`,
  })
}

/**
 * A refusal whose sentence quotes another failure's (`{problem}`): English in `message`, and the
 * reader's language in what a person reads, each with the quoted failure in the same language.
 */
export function failureWith(
  code: string,
  id: MessageId,
  values: MessageValues,
  why: { readonly message: string; readonly words?: Words | undefined },
  extra: { readonly details?: string | undefined } = {},
): CliFailure {
  return new CliFailure(code, words(id, { ...values, problem: why.message }), {
    ...(extra.details ? { details: extra.details } : {}),
    said: t(id, { ...values, problem: say(why.words ?? why.message) }),
  })
}

export interface WalletOptions {
  readonly dataDir?: string | undefined
  readonly api?: string | undefined
  readonly passphraseFile?: string | undefined
  readonly account?: string | undefined
}

/** The wallet core opened for one command; the caller closes it. */
export interface OpenWallet {
  readonly core: Core
  readonly dataDir: string
  readonly baseUrl: string
  /**
   * The service `import --api` names for a wallet that has no account and no service of its own yet:
   * the core already talks to it, and the import saves it once its account is in.
   */
  readonly serviceToSave?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MAX_PASSPHRASE_FILE = 4096

/**
 * Opens the core as the app would on this computer, or on the folder given. A wallet talks to its own
 * service, wherever it is opened: the one saved in its settings (by `import --api`, `service --set` or
 * the app's Settings → Service address), else the default the app uses (COSIGNER_API_URL, else the
 * public Mixin API). `--api` names the service the command expects: another one is refused, saying
 * which the wallet uses, since moving a wallet is a change the core makes only with the passphrase.
 * @param o.create whether a folder without a wallet may become one (import); otherwise it is refused
 * @throws CliFailure for a bad folder, service or environment
 */
export async function openWallet(
  io: CliIo,
  o: WalletOptions & { create: boolean },
  log: CoreLogger,
): Promise<OpenWallet> {
  const env = io.env ?? process.env
  let config
  try {
    config = launchConfig(env, defaultUserDataDir(env))
  } catch (e) {
    throw new CliFailure('invalid-input', (e as Error).message)
  }
  let api: string | undefined
  if (o.api !== undefined) {
    try {
      // Typing the host on the command line is the confirmation a private address asks for.
      api = (await checkServiceAddress(o.api, hostOf(o.api))).url
    } catch (e) {
      if (isCoreError(e)) throw optionFailure('--api', e)
      throw e
    }
  }
  const dataDir = o.dataDir !== undefined ? path.resolve(o.dataDir) : config.dataDir
  if (!o.create && !existsSync(path.join(dataDir, CACHE_FILE))) {
    throw new CliFailure('no-wallet', words('cli.session.noWallet', { dataDir }))
  }
  const open = (baseUrl: string | undefined) => {
    try {
      return createCore({
        dataDir,
        ...(baseUrl !== undefined ? { baseUrl } : {}),
        ...(config.keychainService ? { keychainService: config.keychainService } : {}),
        ...(config.unprotected ? { allowUnprotected: true } : {}),
        logger: log,
      })
    } catch (e) {
      if (isCoreError(e, 'invalid-url')) throw optionFailure('COSIGNER_API_URL', e)
      throw e
    }
  }
  if (o.create && api !== undefined && !existsSync(path.join(dataDir, CACHE_FILE)))
    return { core: open(api), dataDir, baseUrl: api, serviceToSave: api }
  const core = open(config.baseUrl)
  const baseUrl = core.settings.get().base_url
  if (api === undefined || api === baseUrl) return { core, dataDir, baseUrl }
  const saved = core.settings.baseUrlSaved()
  const empty = core.accounts.list().length === 0
  // Closed only once its start-up work on the keychain is done.
  await core.ready
  core.close()
  if (o.create && !saved && empty)
    return { core: open(api), dataDir, baseUrl: api, serviceToSave: api }
  throw new CliFailure(
    'service-differs',
    words('cli.session.serviceDiffers', {
      baseUrl,
      whose: saved ? 'saved' : config.baseUrl !== undefined ? 'environment' : 'mixin',
      api,
    }),
  )
}

/** The host of a URL as typed, or undefined when it is not one. */
export function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname
  } catch {
    return undefined
  }
}

/**
 * The wallet passphrase: the first line of `file`, or typed on the terminal (twice for a new one).
 * @throws CliFailure when the file cannot be read or is empty, the two entries differ, or there is nobody to ask
 */
export async function readPassphrase(
  io: CliIo,
  file: string | undefined,
  kind: 'existing' | 'new',
): Promise<string> {
  if (file !== undefined) {
    let text: string
    try {
      if (statSync(file).size > MAX_PASSPHRASE_FILE)
        throw new CliFailure(
          'invalid-input',
          words('cli.session.passphraseFileLarge', { file, bytes: MAX_PASSPHRASE_FILE }),
        )
      text = readFileSync(file, 'utf8')
    } catch (e) {
      if (e instanceof CliFailure) throw e
      throw new CliFailure(
        'invalid-input',
        words('cli.file.unreadable', { option: '--passphrase-file', file, ...fileProblem(e) }),
      )
    }
    const passphrase = text.split(/\r?\n/, 1)[0] ?? ''
    if (passphrase === '')
      throw new CliFailure('invalid-input', words('cli.session.passphraseFileEmpty', { file }))
    return passphrase
  }
  if (!io.askSecret) {
    throw new CliFailure('passphrase-needed', words('cli.session.passphraseNeeded'))
  }
  const ask = io.askSecret
  const asked = (prompt: string) =>
    ask(prompt).catch(() => {
      throw new CliFailure('cancelled', words('cli.session.noPassphraseEntered'))
    })
  if (kind === 'existing') return asked(t('cli.session.askPassphrase'))
  const first = await asked(t('cli.session.askNewPassphrase'))
  const again = await asked(t('cli.session.askPassphraseAgain'))
  if (first !== again) throw new CliFailure('invalid-input', words('cli.session.passphrasesDiffer'))
  return first
}

/**
 * A file error as the values of `cli.file.unreadable` / `cli.file.unwritable`: which problem, and the
 * system's code for any other (never the file's content).
 */
export function fileProblem(e: unknown): { problem: string; code: string } {
  const code = (e as NodeJS.ErrnoException | undefined)?.code
  if (code === 'ENOENT') return { problem: 'missing', code }
  if (code === 'EACCES' || code === 'EPERM') return { problem: 'denied', code }
  if (code === 'EISDIR') return { problem: 'folder', code }
  return { problem: 'other', code: code ?? (e instanceof Error ? e.message : String(e)) }
}

/** An unlocked wallet: grants for its actions, under the passphrase it was unlocked with. */
export interface Unlocked {
  grant(purpose: GrantPurpose, subject?: string | null): Promise<string>
}

/**
 * Unlocks the wallet with its passphrase (a demo wallet without one needs none).
 * @throws CliFailure for a wallet without a passphrase yet; CoreError 'wrong-passphrase' | 'throttled'
 */
export async function unlockWallet(
  io: CliIo,
  core: Core,
  passphraseFile: string | undefined,
): Promise<Unlocked> {
  await core.ready
  const state = core.lock.status().state
  if (state === 'unprotected')
    return {
      grant: (purpose, subject = null) => core.lock.reauthenticate(undefined, purpose, subject),
    }
  if (state === 'setup') {
    throw new CliFailure('no-passphrase', words('cli.session.noPassphraseYet'))
  }
  const passphrase = await readPassphrase(io, passphraseFile, 'existing')
  await core.lock.unlock(passphrase)
  return {
    grant: (purpose, subject = null) => core.lock.reauthenticate(passphrase, purpose, subject),
  }
}

/** A request id given as an argument. @throws CliFailure unless a UUID */
export function requestIdArg(text: string | undefined, what = 'REQUEST_ID'): string {
  if (text === undefined || !UUID.test(text.trim()))
    throw new CliFailure(
      'invalid-input',
      words('cli.session.requestId', { what, text: text ?? '' }),
    )
  return text.trim().toLowerCase()
}

export const isUuid = (text: string): boolean => UUID.test(text)
