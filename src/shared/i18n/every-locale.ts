/**
 * One thing worded in every locale the wallet speaks, for a host that cannot word it where it is
 * shown (the web host's notifications, shown by a page script that has no catalogs).
 * @module
 */
import { LOCALES, type Locale } from './locales'
import { translator, type Translator } from './translate'

export function inEveryLocale<T>(word: (t: Translator) => T): Readonly<Record<Locale, T>> {
  return Object.fromEntries(LOCALES.map((l) => [l, word(translator(l))])) as Record<Locale, T>
}
