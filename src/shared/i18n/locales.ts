/**
 * The languages the wallet speaks, and how a system's language tags pick one of them. Pure: the
 * window passes the browser's `navigator.languages`, Electron's main process its preferred system
 * languages, and the command line `LC_ALL`, `LC_MESSAGES` or `LANG`.
 * @module
 */

/** Every locale with a catalog, English first (the one the others are checked against). */
export const LOCALES = ['en', 'zh-CN', 'zh-TW'] as const
export type Locale = (typeof LOCALES)[number]

/** What Settings offers: the system's language, or one of ours. */
export const LANGUAGES = ['system', ...LOCALES] as const
export type Language = (typeof LANGUAGES)[number]

/** Each locale named in its own language, as a language menu lists them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
}

// Traditional script is what Taiwan, Hong Kong and Macao read; a bare "zh" or any other Chinese
// region reads Simplified.
const TRADITIONAL = /^zh(?:[-_](?:hant|tw|hk|mo)\b)/i

/** The locale for one tag (`zh-Hant-HK`, `zh_CN.UTF-8`, `en-GB`), or null when we have none for it. */
export function localeOfTag(tag: string): Locale | null {
  const t = tag.trim()
  if (/^zh\b|^zh[-_]/i.test(t)) return TRADITIONAL.test(t) ? 'zh-TW' : 'zh-CN'
  if (/^en\b|^en[-_]/i.test(t)) return 'en'
  return null
}

/** The first of `tags` (most preferred first) the wallet speaks, else English. */
export function matchLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag)
    if (locale !== null) return locale
  }
  return 'en'
}

/** The locale a language setting means on a system whose preferred tags are `systemTags`. */
export function resolveLanguage(language: Language, systemTags: readonly string[]): Locale {
  return language === 'system' ? matchLocale(systemTags) : language
}

/**
 * The command line's preferred tags, as POSIX orders them: `LC_ALL` overrides `LC_MESSAGES`, which
 * overrides `LANG`; `LANGUAGE` (a colon-separated list) is consulted first, as gettext does, unless
 * the locale is C/POSIX, which means untranslated.
 */
export function posixLocaleTags(env: Readonly<Record<string, string | undefined>>): string[] {
  const chosen = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '')
  if (chosen === undefined || /^(?:C|POSIX)(?:\.|$)/.test(chosen)) return []
  const list = (env.LANGUAGE ?? '').split(':').filter((v) => v !== '')
  return [...list, chosen]
}
