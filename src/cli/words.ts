/**
 * The words of the command line, in the reader's language: the one `LC_ALL`, `LC_MESSAGES` or `LANG`
 * (with `LANGUAGE` first, as gettext reads it) names, English for `C`, `POSIX` or none. The command
 * line follows the terminal's language, not the wallet's saved one, as every other command a person
 * runs there does. `main` picks the language once per run, from the environment it is given; the
 * commands then word everything through {@link t} and {@link say}.
 * @module
 */
import { loadCatalog, type MessageId, type MessageValues } from '../shared/i18n/catalog'
import { matchLocale, posixLocaleTags, type Locale } from '../shared/i18n/locales'
import { translator, type Translator } from '../shared/i18n/translate'
import type { Words } from '../shared/i18n/words'

let current: Translator | undefined

/** The locale an environment's language variables choose. */
export function cliLocale(env: Readonly<Record<string, string | undefined>>): Locale {
  return matchLocale(posixLocaleTags(env))
}

/**
 * Words the rest of this run in the language `env` chooses, once its catalog is loaded (only that
 * one: a command that starts fast stays fast).
 */
export async function speakAs(
  env: Readonly<Record<string, string | undefined>>,
): Promise<Translator> {
  const locale = cliLocale(env)
  await loadCatalog(locale)
  current = translator(locale)
  return current
}

/** The translator of this run (English until {@link speakAs} chose). */
export function tr(): Translator {
  current ??= translator('en')
  return current
}

/** The message `id` with its values, in this run's language. */
export const t = (id: MessageId, values?: MessageValues): string => tr().t(id, values)

/** Words the core handed out, or text as it is (a failure that has no catalog words). */
export const say = (w: Words | string): string => (typeof w === 'string' ? w : tr().say(w))

/**
 * Text in the reader's quotation marks: 「」 in Traditional Chinese, “” otherwise (the glossary's
 * convention), for a name or a label a refusal quotes as typed.
 */
export const quote = (text: string): string =>
  tr().locale === 'zh-TW' ? `「${text}」` : `“${text}”`
