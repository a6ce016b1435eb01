/**
 * Which language the window speaks, as hooks: the one chosen in Settings, else the system's
 * (Electron passes its locale to the page's `navigator.languages`; a browser its own, and says when
 * it changes).
 * @module
 */
import { useEffect, useState } from 'react'
import { resolveLanguage, type Locale } from '../../shared/i18n/locales'
import { windowWords, type WindowWords } from '../base/words'
import { useApp } from '../store'

/** The system's preferred languages, following a change while the window is open. */
function useSystemLanguages(): readonly string[] {
  const [tags, setTags] = useState<readonly string[]>(() => navigator.languages)
  useEffect(() => {
    const onChange = () => setTags(navigator.languages)
    window.addEventListener('languagechange', onChange)
    return () => window.removeEventListener('languagechange', onChange)
  }, [])
  return tags
}

/** The locale the window speaks now. */
export function useLocale(): Locale {
  return resolveLanguage(
    useApp((s) => s.language),
    useSystemLanguages(),
  )
}

/** The words of the language shown; the component re-renders when it changes. */
export function useT(): WindowWords {
  return windowWords(useLocale())
}
