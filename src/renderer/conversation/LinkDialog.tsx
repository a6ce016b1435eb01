/**
 * Where a link in a message goes, when it is not one the wallet reads itself (those open their own
 * screen: the store's `openLink`): shown in full, and it can be copied. The host gives the page no
 * way to open external links (the window denies `window.open`), so a person opens it themselves,
 * knowing where it goes.
 * @module
 */
import { ConfirmDialog } from '../components/ConfirmDialog'
import { CopyButton } from '../components/CopyButton'
import { useT } from '../components/words'

/** See the module comment. */
export function LinkDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const t = useT()
  let host = ''
  try {
    host = new URL(url).host
  } catch {
    // Not a URL at all: shown as it is.
  }
  return (
    <ConfirmDialog
      open
      title={t('conversation.link.title')}
      confirmLabel={t('conversation.link.done')}
      onConfirm={onClose}
      onCancel={onClose}
    >
      <p>
        {host
          ? t.rich('conversation.link.goesTo', { host, b: (chunks) => <strong>{chunks}</strong> })
          : t('conversation.link.goesSomewhere')}
      </p>
      <p className="msg-link-url">
        <code>{url}</code>
      </p>
      <CopyButton value={url} label={t('conversation.link.copy')} />
    </ConfirmDialog>
  )
}
