/**
 * How strong a passphrase must be, decided here and only here (the wallet passphrase and backup
 * passphrases alike): a maintained estimator (zxcvbn-ts, with its common and English dictionaries)
 * scores it from 0 to 4 by how it would be guessed, not by a length rule, and the wallet asks for
 * {@link MIN_SCORE}. The estimator and its dictionaries load on first use (about half a second), so
 * opening the core stays quick.
 * @module
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { isMessageId } from '../../../shared/i18n/catalog'
import { words, type Words } from '../../../shared/i18n/words'
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

/** What the estimator says about a candidate, as catalog words for each host to say. */
export interface PassphraseVerdict {
  readonly ok: boolean
  /** 0 (guessed at once) to 4 (very hard to guess). */
  readonly score: 0 | 1 | 2 | 3 | 4
  /** What makes it weak, when something does. */
  readonly warning: Words | null
  readonly suggestions: Words[]
}

/** The estimator's own feedback, by key: what it says goes through our catalogs ('core.passphrase.*'). */
interface Feedback {
  readonly warning: string | null
  readonly suggestions: readonly string[]
}

// The estimator's feedback comes back as its keys (each translation is the key itself), so the
// catalogs word it in the reader's language.
const keysOf = <T extends Record<string, string>>(o: T): T =>
  Object.fromEntries(Object.keys(o).map((k) => [k, k])) as T

/** The catalog's words for one of the estimator's keys, when the catalog has them. */
function feedbackWords(kind: 'warning' | 'suggestion', key: string): Words | null {
  const id = `core.passphrase.${kind}.${key}`
  return isMessageId(id) ? words(id, { [kind]: key }) : null
}

const verdictOf = (score: PassphraseVerdict['score'], f: Feedback): PassphraseVerdict => ({
  ok: score >= MIN_SCORE,
  score,
  warning: f.warning ? feedbackWords('warning', f.warning) : null,
  suggestions: f.suggestions
    .map((s) => feedbackWords('suggestion', s))
    .filter((w): w is Words => w !== null),
})

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
      translations: {
        ...en.translations,
        warnings: keysOf(en.translations.warnings),
        suggestions: keysOf(en.translations.suggestions),
      },
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
  if (text.trim().length === 0) return verdictOf(0, { warning: 'empty', suggestions: ['fewWords'] })
  const z = await load()
  const r = z.check(text.slice(0, CONSIDERED), [...CONTEXT_WORDS, ...context])
  return verdictOf(r.score as PassphraseVerdict['score'], {
    warning: r.feedback.warning ?? null,
    suggestions: r.feedback.suggestions ?? [],
  })
}

/**
 * Refuses a passphrase the estimator finds too easy to guess.
 * @param what what it protects, for the message (the wallet, or a backup)
 * @throws CoreError 'weak-passphrase', whose message carries the estimator's warning, or else its first advice
 */
export async function requireStrongPassphrase(
  candidate: string,
  what: 'wallet' | 'backup',
  context: readonly string[] = [],
): Promise<void> {
  const v = await judgePassphrase(candidate, context)
  if (v.ok) return
  // The estimator's own words inside ours, worded in the same language.
  const warning = v.warning
  const suggestion = v.suggestions[0]
  throw new CoreError(
    'weak-passphrase',
    warning
      ? words('core.passphrase.tooWeakWarning', { what, warning })
      : suggestion
        ? words('core.passphrase.tooWeakSuggestion', { what, suggestion })
        : words('core.passphrase.tooWeak', { what }),
    { details: `strength ${v.score} of 4, ${MIN_SCORE} needed` },
  )
}
