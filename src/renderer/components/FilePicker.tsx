/**
 * A labelled file input that hands over the chosen file's text.
 * @module
 */
import { useId, useRef } from 'react'
import { readTextFile } from '../base/download'

export interface FilePickerProps {
  /** The visible label (and accessible name) of the input. */
  label: string
  /** File types offered first, e.g. ".json". */
  accept?: string
  disabled?: boolean
  onText: (text: string, fileName: string) => void
  onError: (e: unknown) => void
}

/** See the module comment. */
export function FilePicker({
  label,
  accept = '.json,application/json,text/plain',
  disabled,
  onText,
  onError,
}: FilePickerProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="file-picker">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          if (!file) return
          readTextFile(file)
            .then((text) => onText(text, file.name))
            .catch(onError)
            .finally(() => {
              if (input.current) input.current.value = ''
            })
        }}
      />
    </div>
  )
}
