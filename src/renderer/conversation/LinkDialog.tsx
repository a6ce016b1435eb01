/**
 * Where a link in a message goes, asked before anything opens it. A request or code link the wallet
 * reads opens its own screen (the review, or "Open anything" for a code that is not a request's);
 * any other link is shown in full and can be copied: the host gives the page no way to open
 * external links (the window denies `window.open`), so a person opens it themselves, knowing where
 * it goes.
 * @module
 */
import { readLink } from '../../shared/links'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyButton } from '../components/CopyButton'
import { call } from '../app/bridge'
import { actions, currentAccount } from '../store'

/** Opens a link the wallet reads itself; false when it is not one. */
export function openKnownLink(url: string): boolean {
  const r = readLink(url)
  if (!r.ok) return false
  const link = r.link
  if (link.kind === 'request') actions.navigate({ name: 'review', source: { kind: 'request', requestId: link.requestId, ...(link.action ? { action: link.action } : {}) } })
  else if (link.kind === 'code') void openCode(url, link.codeId)
  else actions.navigate({ name: 'open', text: url })
  return true
}

/**
 * A code link, as the official clients share a request: a multisig request's code opens its review
 * at once, as a request link does. Any other code (a group to join, a person, a payment) is shown
 * in Open anything, where the user picks what to do, and so is one the service cannot resolve now:
 * that screen asks again and says why.
 */
async function openCode(url: string, codeId: string): Promise<void> {
  try {
    const r = await call('codes.resolve', { account: currentAccount(), code: codeId })
    if (r.kind === 'multisig_request') {
      actions.navigate({ name: 'review', source: { kind: 'request', requestId: r.request_id, action: r.request_action } })
      return
    }
  } catch {
    // Open anything shows the failure in its own words.
  }
  actions.navigate({ name: 'open', text: url })
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
