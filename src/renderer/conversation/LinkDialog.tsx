/**
 * Where a link in a message goes, asked before anything opens it. A request or code link the wallet
 * reads opens its own screen (the review, or "Open anything"); any other link is shown in full and
 * can be copied: the host gives the page no way to open external links (the window denies
 * `window.open`), so a person opens it themselves, knowing where it goes.
 * @module
 */
import { readLink } from '../../shared/links'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyButton } from '../components/CopyButton'
import { actions } from '../store'

/** Opens a link the wallet reads itself; false when it is not one. */
export function openKnownLink(url: string): boolean {
  const r = readLink(url)
  if (!r.ok) return false
  if (r.link.kind === 'request') actions.navigate({ name: 'review', source: { kind: 'request', requestId: r.link.requestId, ...(r.link.action ? { action: r.link.action } : {}) } })
  else actions.navigate({ name: 'open', text: url })
  return true
}

/** See the module comment. */
export function LinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  let host = ''
  try {
    host = new URL(url).host
  } catch {
    // Not a URL at all: shown as it is.
  }
  return (
    <ConfirmDialog open title="A link from a message" confirmLabel="Done" onConfirm={onClose} onCancel={onClose}>
      <p>
        This link goes {host ? <>to <strong>{host}</strong></> : 'somewhere Cosigner cannot tell'}. Cosigner does not open outside links; copy it and open it yourself if you trust it.
      </p>
      <p className="msg-link-url">
        <code>{url}</code>
      </p>
      <CopyButton value={url} label="Copy the link" />
    </ConfirmDialog>
  )
}
