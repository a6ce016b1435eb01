/**
 * A new passphrase, typed twice, with the core's verdict on its strength: used to choose the wallet
 * passphrase, to change it, and for a backup's.
 * @module
 */
import { useId } from 'react'
import { PassphraseStrength, usePassphraseVerdict } from './PassphraseStrength'
import { useT } from '../components/words'

export interface NewPassphraseFieldsProps {
  label: string
  /** The second field's label; "Repeat the passphrase" unless given. */
  againLabel?: string
  value: string
  again: string
  onChange: (value: string) => void
  onAgain: (value: string) => void
}

/** Whether the two fields hold the same, acceptable passphrase (the core decides "acceptable"). */
export function useNewPassphraseReady(
  value: string,
  again: string,
): { ready: boolean; verdict: ReturnType<typeof usePassphraseVerdict> } {
  const verdict = usePassphraseVerdict(value)
  return { ready: value !== '' && value === again && verdict?.ok === true, verdict }
}

/** See the module comment. */
export function NewPassphraseFields({
  label,
  againLabel,
  value,
  again,
  onChange,
  onAgain,
  verdict,
}: NewPassphraseFieldsProps & { verdict: ReturnType<typeof usePassphraseVerdict> }) {
  const t = useT()
  const id = useId()
  const mismatch = again !== '' && again !== value
  return (
    <>
      <label htmlFor={`${id}-p`}>{label}</label>
      <input
        id={`${id}-p`}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <PassphraseStrength verdict={verdict} />
      <label htmlFor={`${id}-a`}>{againLabel ?? t('lock.newPassphrase.repeat')}</label>
      <input
        id={`${id}-a`}
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => onAgain(e.currentTarget.value)}
        aria-invalid={mismatch}
      />
      {mismatch ? <p className="field-error">{t('lock.newPassphrase.differ')}</p> : null}
    </>
  )
}
