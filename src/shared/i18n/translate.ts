/**
 * Wording a message in one locale, for code that is not a React tree: the core's English fallback,
 * the command line, the menu. Amounts and times go through `Intl` in the same locale, and plurals by
 * ICU rules (FormatJS). One formatter per locale, made on first use.
 * @module
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import { catalog, hasCatalog, type MessageId, type MessageValues } from './catalog'
import type { Locale } from './locales'
import type { Words } from './words'

export interface Translator {
  readonly locale: Locale
  /** The message `id` with its values. */
  t(id: MessageId, values?: MessageValues): string
  /** Words the core handed out. */
  say(words: Words): string
  /**
   * A message with parts of it marked up (`<b>…</b>` in the catalog): each tag's function makes the
   * part, so a translation may move it where its grammar needs. Pieces come back in order.
   */
  rich<T>(id: MessageId, values: RichValues<T>): Array<string | T>
  /** A number as this locale writes it (grouping, decimals kept as given unless `options` say). */
  number(n: number | bigint | string, options?: Intl.NumberFormatOptions): string
  /** A time (epoch ms) as this locale writes it, in the local time zone. */
  dateTime(ms: number, options?: Intl.DateTimeFormatOptions): string
}

/** Values for {@link Translator.rich}: plain ones, parts (elements) and tag functions. */
export type RichValues<T> = Readonly<
  Record<string, string | number | T | ((chunks: Array<string | T>) => T)>
>

const cache = createIntlCache()
const made = new Map<Locale, Translator>()

/** The intl object FormatJS formats with, for a React provider to share the same catalogs. */
export function intlFor(locale: Locale): IntlShape {
  return createIntl({ locale, messages: catalog(locale), defaultLocale: 'en' }, cache)
}

/** The words of `locale`: its catalog's, or English until that catalog is loaded (see ./catalog). */
export function translator(locale: Locale): Translator {
  const known = made.get(locale)
  if (known !== undefined) return known
  if (!hasCatalog(locale)) return translator('en')
  const intl = intlFor(locale)
  const t = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values)
  const made1: Translator = {
    locale,
    t,
    say: function say(w: Words): string {
      if (w.values === undefined) return t(w.id)
      // Words inside words are worded first, in the same language.
      const values = Object.fromEntries(
        Object.entries(w.values).map(([k, v]) => [k, typeof v === 'object' ? say(v) : v]),
      )
      return t(w.id, values)
    },
    rich: <T>(id: MessageId, values: RichValues<T>) => {
      const out = intl.formatMessage({ id }, values as never) as string | Array<string | T>
      return Array.isArray(out) ? out : [out]
    },
    // Intl formats a decimal string exactly (no float rounding), which amounts need.
    number: (n, options) =>
      new Intl.NumberFormat(locale, options ?? { maximumFractionDigits: 20 }).format(n as number),
    dateTime: (ms, options) =>
      intl.formatDate(ms, options ?? { dateStyle: 'medium', timeStyle: 'short' }),
  }
  made.set(locale, made1)
  return made1
}
