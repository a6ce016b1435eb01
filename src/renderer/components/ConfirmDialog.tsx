/**
 * A modal confirmation on the native `<dialog>` (focus is trapped and Escape cancels). Destructive
 * confirmations get a red confirm button; the cancel button takes the focus first.
 * @module
 */
import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  /** The dialog's heading and accessible name. */
  title: string
  children: ReactNode
  confirmLabel: string
  /** 'danger' for actions that cannot be undone. */
  tone?: 'normal' | 'danger'
  busy?: boolean
  /** Keeps the confirm button disabled (e.g. until a box is ticked). */
  confirmDisabled?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** See the module comment. */
export function ConfirmDialog({ open, title, children, confirmLabel, tone = 'normal', busy = false, confirmDisabled = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) {
      d.showModal()
      cancel.current?.focus()
    } else if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${tone}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onCancel()
      }}
    >
      {open ? (
        <div className="dialog-body">
          <h2 id={titleId} className="clamp clamp-2" title={title}>
            {title}
          </h2>
          <div className="dialog-content">{children}</div>
          <div className="dialog-actions">
            <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
            <button type="button" className={tone === 'danger' ? 'button button-danger' : 'button button-primary'} onClick={onConfirm} disabled={busy || confirmDisabled}>
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
