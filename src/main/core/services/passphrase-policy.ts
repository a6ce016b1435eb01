/**
 * How strong a passphrase must be, decided here and only here (the wallet passphrase and backup
 * passphrases alike): a maintained estimator (zxcvbn-ts, with its common and English dictionaries)
 * scores it from 0 to 4 by how it would be guessed, not by a length rule, and the wallet asks for
 * {@link MIN_SCORE}. The estimator and its dictionaries load on first use (about half a second), so
 * opening the core stays quick.
 * @module
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { CoreError } from '../errors'

/** The lowest score accepted: "safely unguessable" in zxcvbn's terms. */
export const MIN_SCORE = 3
/** Longer inputs are judged on their first this many characters (the estimator's own bound). */
const CONSIDERED = 256
/** Words that say nothing in this wallet's passphrase. */
const CONTEXT_WORDS = [
  'cosigner',
  'mixin',
  'wallet',
  'passphrase',
  'password',
  'treasury',
  'backup',
  'multisig',
]

/** What the estimator says about a candidate, in words for a person. */
export interface PassphraseVerdict {
  readonly ok: boolean
  /** 0 (guessed at once) to 4 (very hard to guess). */
  readonly score: 0 | 1 | 2 | 3 | 4
  /** What makes it weak, when something does. */
  readonly warning: string | null
  readonly suggestions: string[]
}

let estimator: Promise<ZxcvbnFactory> | undefined

function load(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ])
    return new Factory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: CONSIDERED,
    })
  })()
  return estimator
}

/**
 * Judges a candidate passphrase.
 * @param context words the passphrase should not lean on (account labels, user ids), besides the wallet's own
 */
export async function judgePassphrase(
  candidate: string,
  context: readonly string[] = [],
): Promise<PassphraseVerdict> {
  if (typeof candidate !== 'string') throw new TypeError('"candidate" expected a string')
  const text = candidate.normalize('NFKC')
  if (text.trim().length === 0)
    return {
      ok: false,
      score: 0,
      warning: 'A passphrase is needed.',
      suggestions: ['Use a few words that are not a phrase you have seen written down.'],
    }
  const z = await load()
  const r = z.check(text.slice(0, CONSIDERED), [...CONTEXT_WORDS, ...context])
  const score = r.score as PassphraseVerdict['score']
  return {
    ok: score >= MIN_SCORE,
    score,
    warning: r.feedback.warning ?? null,
    suggestions: r.feedback.suggestions ?? [],
  }
}

/**
 * Refuses a passphrase the estimator finds too easy to guess.
 * @param what what it protects, for the message ("the wallet", "this backup")
 * @throws CoreError 'weak-passphrase', whose message carries the estimator's advice
 */
export async function requireStrongPassphrase(
  candidate: string,
  what: string,
  context: readonly string[] = [],
): Promise<void> {
  const v = await judgePassphrase(candidate, context)
  if (v.ok) return
  const advice = [v.warning, ...v.suggestions].filter((s): s is string => !!s).join(' ')
  throw new CoreError(
    'weak-passphrase',
    `This passphrase is too easy to guess to protect ${what}.${advice ? ` ${advice}` : ''}`,
    { details: `strength ${v.score} of 4, ${MIN_SCORE} needed` },
  )
}
