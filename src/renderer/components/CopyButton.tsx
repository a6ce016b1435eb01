/**
 * Copies a value to the clipboard and says so. When the clipboard is refused (some hosts deny it),
 * the value is selected instead so the user can copy it by hand. {@link CopyableCode} shows a long
 * value (a hash, a link) in full with its copy button.
 * @module
 */
import { useId, useState } from 'react'
import { useT } from './words'

export interface CopyButtonProps {
  value: string
  /** Accessible name, e.g. "Copy transaction hash". */
  label: string
  /** Id of the element showing the value, to select it when the clipboard is refused. */
  targetId?: string
}

/** See the module comment. */
export function CopyButton({ value, label, targetId }: CopyButtonProps) {
  const t = useT()
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      const el = targetId ? document.getElementById(targetId) : null
      if (el) window.getSelection()?.selectAllChildren(el)
      setState('select')
    }
    setTimeout(() => setState('idle'), 2500)
  }
  return (
    <>
      <button
        type="button"
        className="button button-small"
        aria-label={label}
        onClick={() => void copy()}
      >
        {state === 'copied' ? t('common.copied') : t('common.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? t('common.copyButton.copied')
          : state === 'select'
            ? t('common.copyButton.selected')
            : ''}
      </span>
    </>
  )
}

/** A long value shown whole, as code named `name` ("Transaction hash"), with a button that copies it. */
export function CopyableCode({ value, name }: { value: string; name: string }) {
  const t = useT()
  const id = useId()
  return (
    <div className="hash-line">
      <code id={id} className="break" aria-label={name}>
        {value}
      </code>
      <CopyButton
        value={value}
        label={t('common.copyButton.copyNamed', {
          name: `${name.charAt(0).toLowerCase()}${name.slice(1)}`,
        })}
        targetId={id}
      />
    </div>
  )
}
