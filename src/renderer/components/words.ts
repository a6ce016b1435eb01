/**
 * Which language the window speaks, as hooks: the one chosen in Settings, else the system's
 * (Electron passes its locale to the page's `navigator.languages`; a browser its own, and says when
 * it changes).
 * @module
 */
import { useEffect, useReducer, useState } from 'react'
import { hasCatalog, loadCatalog } from '../../shared/i18n/catalog'
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

/**
 * The locale the window speaks now. A language whose catalog is not loaded yet (the system's, just
 * changed) is loaded, and spoken from the next render; the store loads the one chosen before it
 * changes to it, so a choice in Settings shows at once.
 */
export function useLocale(): Locale {
  const wanted = resolveLanguage(
    useApp((s) => s.language),
    useSystemLanguages(),
  )
  const [, loaded] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (!hasCatalog(wanted)) void loadCatalog(wanted).then(loaded)
  }, [wanted])
  return hasCatalog(wanted) ? wanted : 'en'
}

/** The words of the language shown; the component re-renders when it changes. */
export function useT(): WindowWords {
  return windowWords(useLocale())
}
