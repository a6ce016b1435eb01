/**
 * The window's words. Components call `useT` (../components/words), which re-renders them when the
 * language changes; code outside React (the store's notices, plain helpers) calls {@link t} and
 * {@link say}, which word a message in the language shown when they run. Messages come from the
 * shared catalogs by id, with ICU arguments; numbers and times go through `Intl` in the same locale.
 * @module
 */
import { cloneElement, isValidElement, type ReactNode } from 'react'
import type { MessageId, MessageValues } from '../../shared/i18n/catalog'
import type { Locale } from '../../shared/i18n/locales'
import { translator, type RichValues, type Translator } from '../../shared/i18n/translate'
import type { Words } from '../../shared/i18n/words'

export type { MessageId, MessageValues, Words }

let current: Translator = translator('en')

/** Makes `locale` the language of {@link t} and {@link say} (the app sets it as it renders). */
export function setWordsLocale(locale: Locale): void {
  if (current.locale !== locale) current = translator(locale)
}

/** A message in the language shown now (outside React; components use `useT`). */
export function t(id: MessageId, values?: MessageValues): string {
  return current.t(id, values)
}

/** A time (epoch ms) in the language shown now, local time (outside React; components use `t.dateTime`). */
export function dateTime(ms: number, options?: Intl.DateTimeFormatOptions): string {
  return current.dateTime(ms, options)
}

/** Words the core handed out (an error's, a check's), or text that came as it is, in the language shown now. */
export function say(words: Words | string): string {
  return typeof words === 'string' ? words : current.say(words)
}

/** What a component words with: messages, the core's words, numbers and times in one language. */
export interface WindowWords {
  readonly locale: Locale
  (id: MessageId, values?: MessageValues): string
  say(words: Words | string): string
  /** A message with marked-up parts, e.g. `t.rich('x', { b: (c) => <b>{c}</b>, name: <UserRef … /> })`. */
  rich(id: MessageId, values: RichValues<ReactNode>): ReactNode[]
  number(n: number | bigint | string, options?: Intl.NumberFormatOptions): string
  dateTime(ms: number, options?: Intl.DateTimeFormatOptions): string
}

const made = new Map<Locale, WindowWords>()

/** The words of one locale (made once per locale, so a component's `t` is stable until it changes). */
export function windowWords(locale: Locale): WindowWords {
  const known = made.get(locale)
  if (known !== undefined) return known
  const tr = translator(locale)
  const words: WindowWords = Object.assign(
    (id: MessageId, values?: MessageValues) => tr.t(id, values),
    {
      locale,
      say: (w: Words | string) => (typeof w === 'string' ? w : tr.say(w)),
      // The pieces become children of one element: each part gets a key from its place.
      rich: (id: MessageId, values: RichValues<ReactNode>) =>
        tr
          .rich<ReactNode>(id, values)
          .map((part, i) =>
            isValidElement(part) && part.key === null ? cloneElement(part, { key: i }) : part,
          ),
      number: tr.number,
      dateTime: tr.dateTime,
    },
  )
  made.set(locale, words)
  return words
}
