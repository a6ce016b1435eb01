/**
 * Applies the chosen theme (light, dark, or the system's) to the document, following the system
 * when it changes.
 * @module
 */
import { useEffect } from 'react'
import { useApp } from '../store'

/** Sets `data-theme` on the root element from the settings. */
export function useTheme(): void {
  const theme = useApp((s) => s.settings?.theme ?? 'system')
  useEffect(() => {
    const root = document.documentElement
    if (theme !== 'system') {
      root.dataset.theme = theme
      return
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const apply = () => {
      root.dataset.theme = query.matches ? 'dark' : 'light'
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [theme])
}
