/**
 * The wallet passphrase as it is entered to unlock the wallet or to confirm an action: its label and
 * a password field, focused, that the browser may fill from its password manager.
 * @module
 */
import { useT } from '../components/words'

export function CurrentPassphrase({
  id,
  value,
  onChange,
}: {
  id: string
  value: string
  onChange: (passphrase: string) => void
}) {
  const t = useT()
  return (
    <>
      <label htmlFor={id}>{t('lock.passphrase')}</label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        autoFocus
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </>
  )
}
