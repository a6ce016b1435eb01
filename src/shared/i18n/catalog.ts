/**
 * The catalogs: English declares every message, keyed `area.what` and written in ICU MessageFormat;
 * each other locale is a {@link Translation} of it, so a missing or extra key fails to compile, and a
 * test holds the ICU arguments of each translation to the English ones. The window, the core and the
 * command line all read these same catalogs.
 *
 * English is always here. The other catalogs are modules of their own, loaded when a reader needs
 * them: the window loads its language's as it starts or changes ({@link loadCatalog}), so a reader of
 * English never downloads or parses the Chinese; Node (the core, the command line, the menu) has them
 * all from the start (./node-catalogs).
 * @module
 */
import { en } from './en'
import type { Locale } from './locales'

/** Every message id the wallet has. */
export type MessageId = keyof typeof en

export type { Translation } from './translation'

/** What a message's ICU arguments may be given: text and numbers (dates go in as epoch ms). */
export type MessageValues = Readonly<Record<string, string | number>>

/** One locale's text for every message. */
export type Catalog = Readonly<Record<MessageId, string>>

const loaded = new Map<Locale, Catalog>([['en', en]])
const loading = new Map<Locale, Promise<void>>()

// Each a chunk of its own in the window's build.
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Catalog>>> = {
  'zh-CN': async () => (await import('./zh-CN')).zhCN,
  'zh-TW': async () => (await import('./zh-TW')).zhTW,
}

/** One locale's messages; English while that locale's catalog is not loaded yet. */
export function catalog(locale: Locale): Catalog {
  return loaded.get(locale) ?? en
}

/** Whether a locale's catalog is here, so it can be spoken now. */
export function hasCatalog(locale: Locale): boolean {
  return loaded.has(locale)
}

/** Makes a locale's catalog available at once (what Node does for every locale as it starts). */
export function registerCatalog(locale: Locale, messages: Catalog): void {
  loaded.set(locale, messages)
}

/** Loads a locale's catalog, once however often asked. */
export function loadCatalog(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return Promise.resolve()
  const known = loading.get(locale)
  if (known !== undefined) return known
  const load = LOADERS[locale]().then((messages) => registerCatalog(locale, messages))
  loading.set(locale, load)
  return load
}

/** Whether `id` is a message of the catalogs (for ids that arrive as text, e.g. across the bridge). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id)
}
