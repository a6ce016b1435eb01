/**
 * The catalogs: English declares every message, keyed `area.what` and written in ICU MessageFormat;
 * each other locale is a {@link Translation} of it, so a missing or extra key fails to compile, and a
 * test holds the ICU arguments of each translation to the English ones. The window, the core and the
 * command line all read these same catalogs.
 * @module
 */
import { en } from './en'
import type { Locale } from './locales'
import { zhCN } from './zh-CN'
import { zhTW } from './zh-TW'

/** Every message id the wallet has. */
export type MessageId = keyof typeof en

export type { Translation } from './translation'

/** What a message's ICU arguments may be given: text and numbers (dates go in as epoch ms). */
export type MessageValues = Readonly<Record<string, string | number>>

const CATALOGS: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** One locale's messages. */
export function catalog(locale: Locale): Readonly<Record<MessageId, string>> {
  return CATALOGS[locale]
}

/** Whether `id` is a message of the catalogs (for ids that arrive as text, e.g. across the bridge). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id)
}
