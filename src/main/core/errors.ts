/**
 * Why a wallet-core operation was refused, as a code the UI can explain. Vault, cache and HTTP
 * failures keep their own typed errors (VaultError, CacheError, ApiClientError); this one is for
 * the core's own rules: what may be signed, by whom, and what an input must look like (the codes are
 * `CORE_ERROR_CODES`, src/shared/bridge-errors.ts, which the bridge answers with under the same names).
 * Messages name ids and reasons, never a key, a seed, a token or a passphrase.
 * @module
 */
import type { CORE_ERROR_CODES, ReviewMismatch } from '../../shared/bridge'
import { englishOf } from '../../shared/i18n/english'
import type { Words } from '../../shared/i18n/words'

/** The core's own codes, each explained where the list is declared. */
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number]

export class CoreError extends Error {
  override readonly name = 'CoreError'
  readonly code: CoreErrorCode
  /** For 'request-mismatch': every disagreement found. */
  readonly reasons: readonly ReviewMismatch[]
  /** Technical particulars (codes, paths) for a details line under the message; never secrets. */
  readonly details: string | undefined
  /** The message as catalog words, which each host says in its reader's language. */
  readonly words: Words | undefined

  constructor(
    code: CoreErrorCode,
    message: string | Words,
    extra: { reasons?: readonly ReviewMismatch[]; details?: string; cause?: unknown } = {},
  ) {
    super(englishOf(message), extra.cause === undefined ? undefined : { cause: extra.cause })
    this.words = typeof message === 'string' ? undefined : message
    this.code = code
    this.reasons = extra.reasons ?? []
    this.details = extra.details
  }
}

/** Whether `e` is a CoreError, optionally of one code. */
export function isCoreError(e: unknown, code?: CoreErrorCode): e is CoreError {
  return e instanceof CoreError && (code === undefined || e.code === code)
}

/**
 * How a failure is written into the audit log and log lines: by the error's class and code only
 * (`Name:code`), so no message, which may quote input, reaches either.
 */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return 'error'
  const code = (e as { code?: unknown }).code
  return `${e.name}${code !== undefined ? `:${String(code)}` : ''}`.slice(0, 200)
}
