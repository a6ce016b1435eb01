/**
 * The page follows the language the wallet speaks: words worded outside React use it, and the
 * page's `lang` names it, so fonts and line breaking suit the script.
 * @module
 */
import { useEffect, type ReactNode } from 'react'
import { setWordsLocale } from '../base/words'
import { useLocale } from '../components/words'

export function WordsProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  // Before the children render, so what they word outside React in this render is in this language.
  setWordsLocale(locale)
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return children
}
