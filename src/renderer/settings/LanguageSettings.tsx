/**
 * The language the wallet speaks: the system's, or one chosen here (kept by the wallet, so the lock
 * screen speaks it too). Each language is named in its own script, so it can be found from any.
 * @module
 */
import type { Settings } from '../../shared/bridge'
import { LANGUAGES, LOCALE_NAMES } from '../../shared/i18n/locales'
import { ErrorNotice } from '../components/ErrorNotice'
import { useSavedChoice } from '../components/hooks'
import { useT } from '../components/words'
import { actions } from '../store'

export function LanguageSettings({ settings }: { settings: Settings }) {
  const t = useT()
  const [choice, choose, setting] = useSavedChoice(settings.language, actions.setLanguage)
  return (
    <fieldset className="card">
      <legend>{t('settings.language.title')}</legend>
      {LANGUAGES.map((value) => (
        <label key={value} className="radio" lang={value === 'system' ? undefined : value}>
          <input
            type="radio"
            name="language"
            value={value}
            checked={choice === value}
            onChange={() => choose(value)}
          />
          {value === 'system' ? t('settings.language.system') : LOCALE_NAMES[value]}
        </label>
      ))}
      <ErrorNotice error={setting.error} />
    </fieldset>
  )
}
