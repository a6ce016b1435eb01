/**
 * Where a link in a message goes, when it is not one the wallet reads itself (those open their own
 * screen: the store's `openLink`): shown in full, and it can be copied. The host gives the page no
 * way to open external links (the window denies `window.open`), so a person opens it themselves,
 * knowing where it goes.
 * @module
 */
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyButton } from '../components/CopyButton'

/** See the module comment. */
export function LinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  let host = ''
  try {
    host = new URL(url).host
  } catch {
    // Not a URL at all: shown as it is.
  }
  return (
    <ConfirmDialog
      open
      title="A link from a message"
      confirmLabel="Done"
      onConfirm={onClose}
      onCancel={onClose}
    >
      <p>
        This link goes{' '}
        {host ? (
          <>
            to <strong>{host}</strong>
          </>
        ) : (
          'somewhere Cosigner cannot tell'
        )}
        . Cosigner does not open outside links; copy it and open it yourself if you trust it.
      </p>
      <p className="msg-link-url">
        <code>{url}</code>
      </p>
      <CopyButton value={url} label="Copy the link" />
    </ConfirmDialog>
  )
}
