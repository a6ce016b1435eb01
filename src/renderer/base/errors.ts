/**
 * Errors in plain words: each failure code gets a sentence saying what to do next, shown under the
 * wallet's own message (which says what happened), both in the language shown. Pure, so it is
 * unit-tested without a browser.
 * @module
 */
import { isMessageId } from '../../shared/i18n/catalog'
import type { FailureCode } from './bridge-caller'
import { say, t, type MessageId, type Words } from './words'

/** Whether a failure is the user closing a passphrase prompt (nothing to report). */
export function isCancelled(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'cancelled'
}

/** Whether a failure means the service cannot be reached (offline), as opposed to refusing something. */
export function isOffline(e: { readonly code: string } | null | undefined): boolean {
  return e?.code === 'network' || e?.code === 'timeout'
}

/** What the user sees for a failure: what happened, and what to do about it. */
export interface Explained {
  readonly code: string
  readonly message: string
  readonly next: string
  /** Technical particulars (codes, paths) for a small details line; absent when there are none. */
  readonly details?: string
}

/**
 * What to do next after a failure with `code`: the catalogs' `errors.next.<code>`. Typed so that a
 * code added to the contract fails to compile here until the catalogs word its next step.
 */
function nextStep(code: FailureCode): MessageId {
  return `errors.next.${code}` // words-exempt: a catalog id
}

/** Whether `code` is one the catalogs give a next step for (else the general one applies). */
function isWordedCode(code: string): code is FailureCode {
  return code !== 'fallback' && isMessageId(`errors.next.${code}`) // words-exempt: a catalog id
}

/** Catalog words a failure carries (the core's, across the bridge), if they are ones the catalogs know. */
function wordsOf(e: object): Words | undefined {
  const w = (e as { words?: unknown }).words
  if (typeof w !== 'object' || w === null) return undefined
  const { id, values } = w as { id?: unknown; values?: unknown }
  if (typeof id !== 'string' || !isMessageId(id)) return undefined
  return typeof values === 'object' && values !== null
    ? { id, values: values as Words['values'] }
    : { id }
}

/** A failure's code and message, whatever was thrown. */
function codeAndMessage(e: unknown): {
  code: string
  message: string
  words?: Words
  details?: string
} {
  if (typeof e === 'object' && e !== null) {
    const code =
      typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : 'internal'
    const message =
      typeof (e as { message?: unknown }).message === 'string'
        ? (e as { message: string }).message
        : ''
    const details = (e as { details?: unknown }).details
    const words = wordsOf(e)
    return {
      code,
      message,
      ...(words ? { words } : {}),
      ...(typeof details === 'string' && details !== '' ? { details } : {}),
    }
  }
  return { code: 'internal', message: typeof e === 'string' ? e : '' }
}

/**
 * The plain-words form of a failure, in the language shown: the core's words when it gave them,
 * else its message as it came.
 * @example explain(failure).next // what to do next, in the language shown
 */
export function explain(e: unknown): Explained {
  const { code, message, words, details } = codeAndMessage(e)
  return {
    code,
    message: words ? say(words) : message.trim() === '' ? t('errors.somethingWrong') : message,
    next: t(isWordedCode(code) ? nextStep(code) : 'errors.next.fallback'),
    ...(details ? { details } : {}),
  }
}
