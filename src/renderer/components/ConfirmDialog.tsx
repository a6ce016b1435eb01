/**
 * A modal confirmation on the native `<dialog>` (focus is trapped and Escape cancels). Destructive
 * confirmations get a red confirm button; the cancel button takes the focus first, or, in a dialog
 * that is a form, its first field (Enter in a field confirms). Closed, the dialog gives the focus back
 * to what had it before it opened, or, when that is gone or disabled, to the screen's heading.
 * @module
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { useT } from './words'

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
  /** The content is a form's fields: the first takes the focus, and submitting the form confirms. */
  form?: boolean
  onConfirm: () => void
  onCancel: () => void
}

const FIELDS =
  // words-exempt: a CSS selector
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)'

/** See the module comment. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'normal',
  busy = false,
  confirmDisabled = false,
  form = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      d.showModal()
      const first = form ? d.querySelector<HTMLElement>(`.dialog-content :is(${FIELDS})`) : null
      ;(first ?? cancel.current)?.focus()
    } else if (!open && d.open) {
      d.close()
      giveFocusBack(opener)
    }
  }, [open, form])
  // A dialog that goes away while open (its screen changed) gives the focus back too.
  useEffect(() => () => giveFocusBack(opener), [])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy && !confirmDisabled) onConfirm()
  }
  const actions = (
    <div className="dialog-actions">
      <button ref={cancel} type="button" className="button" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </button>
      <button
        type={form ? 'submit' : 'button'}
        className={tone === 'danger' ? 'button button-danger' : 'button button-primary'}
        onClick={form ? undefined : onConfirm}
        disabled={busy || confirmDisabled}
      >
        {busy ? t('common.working') : confirmLabel}
      </button>
    </div>
  )
  const body = (
    <>
      <h2 id={titleId} className="clamp clamp-2" title={title}>
        {title}
      </h2>
      <div className="dialog-content">{children}</div>
      {actions}
    </>
  )
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
        form ? (
          <form className="dialog-body" noValidate onSubmit={submit}>
            {body}
          </form>
        ) : (
          <div className="dialog-body">{body}</div>
        )
      ) : null}
    </dialog>
  )
}

/** Focuses what had the focus before the dialog opened, if it is still on the page. */
function giveFocusBack(opener: { current: HTMLElement | null }): void {
  const el = opener.current
  opener.current = null
  // The opener may have gone or been disabled by what the dialog did (a request signed): the screen's
  // heading then takes the focus, not the page's body.
  if (el?.isConnected && !(el as HTMLButtonElement).disabled) el.focus()
  else document.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus()
}
