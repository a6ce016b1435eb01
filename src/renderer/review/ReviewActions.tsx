/**
 * What can be done with a reviewed request: sign (after an explicit confirmation), unlock (a
 * destructive confirmation that says what it does), export it for offline signing, import a
 * signature made offline, and share it into a group. Every action that no longer applies stays
 * visible, disabled, with the reason next to it.
 * @module
 */
import { useId, useState } from 'react'
import type { RequestSummary } from '../../shared/bridge'
import { call } from '../app/bridge'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { saveTextFile } from '../app/download'
import { explain, type Explained } from '../app/errors'
import { useAsset } from '../components/asset'
import { formatAmount, shortId } from '../components/format'
import { useAction } from '../components/hooks'
import { signBlockedReason, splitOutputs, unlockBlockedReason } from './review-rules'
import { actions, currentAccount, type ReviewSource } from '../store'
import { ShareDialog } from './ShareDialog'

export interface ReviewActionsProps {
  summary: RequestSummary
  digest: string
  source: ReviewSource
  action: 'sign' | 'unlock'
  /** Reloads the review after something changed it. */
  onChanged: () => void
}

function paysText(s: RequestSummary, symbol: string): string {
  const { paying } = splitOutputs(s.outputs)
  if (paying.length === 0) return `${formatAmount(s.amount)} ${symbol} back to the senders`
  return paying
    .map((o) => (o.kind === 'withdrawal' ? `${formatAmount(o.amount)} ${symbol} withdrawn to ${o.destination}` : `${formatAmount(o.amount)} ${symbol} to ${o.members.map(shortId).join(', ')}`))
    .join('; ')
}

/** See the module comment. */
export function ReviewActions({ summary: s, digest, source, action, onChanged }: ReviewActionsProps) {
  const isFile = source.kind === 'file'
  const [dialog, setDialog] = useState<'sign' | 'unlock' | 'share' | null>(null)
  const [checked, setChecked] = useState(false)
  const [fileError, setFileError] = useState<Explained | null>(null)
  const ids = useId()
  const symbol = useAsset(s.asset_id).symbol
  const signBlocked = signBlockedReason(s)
  const unlockBlocked = unlockBlockedReason(s)

  const [sign, signing] = useAction(async () => {
    const account = currentAccount()
    if (source.kind === 'file') {
      const file = await call('requests.signOffline', { account, text: source.text, summary_digest: digest, confirmed: true })
      saveTextFile(file.file_name, file.text)
      actions.notify({ tone: 'success', title: `Signed offline and saved as ${file.file_name}. Import it in the online wallet to submit it.` })
      return true
    }
    const r = await call('requests.sign', { account, request_id: s.request_id, summary_digest: digest, confirmed: true })
    const done = r.request.state === 'done'
    actions.notify({ tone: 'success', title: done ? 'Signed. The threshold is reached and the transaction was sent.' : `Signed. ${r.request.signers.length} of ${r.request.threshold} signatures so far.` })
    return true
  })
  const [unlock, unlocking] = useAction(async () => {
    await call('requests.unlock', { account: currentAccount(), request_id: s.request_id, confirmed: true })
    actions.notify({ tone: 'success', title: 'Unlocked. The request is revoked and its funds are free again.' })
    return true
  })
  const [exportFile, exporting] = useAction(async () => {
    const file = await call('requests.exportOffline', { account: currentAccount(), request_id: s.request_id })
    saveTextFile(file.file_name, file.text)
    actions.notify({ tone: 'success', title: `Saved ${file.file_name}. On the offline computer, open it from Requests → “Open a request by id, link or file”.` })
  })
  const [submit, submitting] = useAction(async (text: string) => {
    const r = await call('requests.submitSigned', { account: currentAccount(), text })
    actions.notify({ tone: 'success', title: `Signature submitted: ${r.request.signers.length} of ${r.request.threshold} signatures.` })
    return true
  })

  async function finish(ok: boolean | undefined) {
    if (!ok) return
    setDialog(null)
    setChecked(false)
    if (!isFile) {
      onChanged()
      void actions.reloadQueue()
    }
  }

  return (
    <div className="review-actions">
      <div className="action-row">
        <button type="button" className="button button-primary" disabled={signBlocked !== null} aria-describedby={signBlocked ? `${ids}-sign` : undefined} onClick={() => setDialog('sign')}>
          {isFile ? 'Sign offline…' : 'Sign…'}
        </button>
        {signBlocked ? (
          <span id={`${ids}-sign`} className="reason">
            {signBlocked}
          </span>
        ) : null}
      </div>
      {isFile ? <p className="muted">Signing here needs no network: it saves a signature file. Import that file in the online wallet to submit it.</p> : null}
      {!isFile ? (
        <div className="action-row">
          <button
            type="button"
            className={action === 'unlock' ? 'button button-danger' : 'button button-danger-outline'}
            disabled={unlockBlocked !== null}
            aria-describedby={unlockBlocked ? `${ids}-unlock` : undefined}
            onClick={() => setDialog('unlock')}
          >
            Unlock (revoke)…
          </button>
          {unlockBlocked ? (
            <span id={`${ids}-unlock`} className="reason">
              {unlockBlocked}
            </span>
          ) : null}
        </div>
      ) : null}

      {!isFile ? (
        <details className="offline">
          <summary>Offline signing, sharing</summary>
          <div className="offline-body">
            <div className="action-row">
              <button type="button" className="button" disabled={exporting.busy || signBlocked !== null} onClick={() => void exportFile()}>
                {exporting.busy ? 'Exporting…' : 'Export for offline signing'}
              </button>
              {signBlocked ? <span className="reason">Nothing to sign offline: {signBlocked.charAt(0).toLowerCase() + signBlocked.slice(1)}</span> : null}
            </div>
            <ErrorNotice error={exporting.error} />
            <FilePicker label="Import a signed file" disabled={submitting.busy} onText={(t) => void submit(t).then(finish)} onError={(e) => setFileError(explain(e))} />
            <ErrorNotice error={fileError ?? submitting.error} />
            <div className="action-row">
              <button type="button" className="button" onClick={() => setDialog('share')}>
                Share to a group…
              </button>
            </div>
          </div>
        </details>
      ) : null}

      <ConfirmDialog
        open={dialog === 'sign'}
        title={isFile ? 'Sign this request offline?' : 'Sign this request?'}
        confirmLabel="Sign"
        busy={signing.busy}
        confirmDisabled={!checked}
        onCancel={() => (setDialog(null), setChecked(false), signing.clearError())}
        onConfirm={() => void sign().then(finish)}
      >
        <p>Your signature approves exactly this transaction:</p>
        <p className="confirm-recap">{paysText(s, symbol)}</p>
        <p>
          It will have {Math.min(s.threshold, s.signed_count + 1)} of {s.threshold} signatures{s.signed_count + 1 >= s.threshold ? ', enough to send it.' : '.'}
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />I checked the amount, the receiver and the memo
        </label>
        <ErrorNotice error={signing.error} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'unlock'}
        title="Unlock (revoke) this request?"
        confirmLabel="Unlock request"
        tone="danger"
        busy={unlocking.busy}
        confirmDisabled={!checked}
        onCancel={() => (setDialog(null), setChecked(false), unlocking.clearError())}
        onConfirm={() => void unlock().then(finish)}
      >
        <p>
          Unlocking cancels this request for everyone:{' '}
          {s.signed_count === 0 ? 'nobody can sign it any more' : `the ${s.signed_count === 1 ? 'signature' : `${s.signed_count} signatures`} collected so far ${s.signed_count === 1 ? 'is' : 'are'} discarded`},
          nothing is paid, and the {formatAmount(s.total)} {symbol} it would spend become free for a new request.
        </p>
        <p>
          <strong>This cannot be undone.</strong>
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />I understand that this revokes the request
        </label>
        <ErrorNotice error={unlocking.error} />
      </ConfirmDialog>

      {dialog === 'share' ? <ShareDialog summary={s} onClose={() => setDialog(null)} /> : null}
    </div>
  )
}
