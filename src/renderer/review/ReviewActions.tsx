/**
 * What can be done with a reviewed request: sign (after an explicit confirmation), unlock (a
 * destructive confirmation that says what it does), export it for offline signing, import a
 * signature made offline, and share it into a group; after a proposal, where it was shared. Every
 * action that no longer applies stays visible, disabled, with the reason next to it: a complete
 * request offers no signature. After a signature the screen shows the review the core answered with.
 *
 * Before a confirmation opens, the request is reviewed again, so a request another co-signer
 * completed meanwhile shows as it is now instead of offering what it no longer allows. Signing
 * (outside the re-auth window) and unlocking ask for the passphrase, for a grant bound to this
 * request. A signature file is submitted only for the request it signs: one for another request
 * says which (amount, receiver) and asks first.
 * @module
 */
import { useId, useState } from 'react'
import type { RequestSummary, ReviewResult, SignedFileInfo } from '../../shared/bridge'
import { BridgeFailure, call } from '../app/bridge'
import { withGrant, withSigningGrant } from '../lock/grants'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { saveTextFile } from '../app/download'
import { explain, type Explained } from '../app/errors'
import { useAsset } from '../components/asset'
import { AssetAmount } from '../components/AssetAmount'
import { formatAmount, shortId } from '../components/format'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { NameList } from '../components/UserRef'
import { exportBlockedReason, signBlockedReason, splitOutputs, unlockBlockedReason } from '../../shared/review-rules'
import { actions, currentAccount, type ReviewSource } from '../store'
import { signedText } from './outcome-words'
import { ProposalShared } from './ProposalShared'
import { ShareDialog } from './ShareDialog'

export interface ReviewActionsProps {
  summary: RequestSummary
  digest: string
  source: ReviewSource
  action: 'sign' | 'unlock'
  /** The service cannot be reached: the summary is the saved copy, and what needs the service waits. */
  offline?: boolean
  /** Reads the review again after something changed it; resolves once the screen shows it. */
  onChanged: () => Promise<void>
  /** Shows a review the core answered with (the request as a signature made here leaves it). */
  onReviewed: (result: ReviewResult) => void
}

/** Failures that mean the request moved on since it was reviewed: the review reloads. */
const MOVED_ON = new Set(['already-signed', 'request-closed', 'threshold-reached', 'summary-changed'])

function paysText(s: RequestSummary, symbol: string, nameOf: (userId: string) => string): string {
  const { paying } = splitOutputs(s.outputs)
  if (paying.length === 0) return `${formatAmount(s.amount)} ${symbol} back to the senders`
  return paying
    .map((o) => (o.kind === 'withdrawal' ? `${formatAmount(o.amount)} ${symbol} withdrawn to ${o.destination}` : `${formatAmount(o.amount)} ${symbol} to ${o.members.map(nameOf).join(', ')}`))
    .join('; ')
}

/** See the module comment. */
export function ReviewActions({ summary: s, digest, source, action, offline = false, onChanged, onReviewed }: ReviewActionsProps) {
  const isFile = source.kind === 'file'
  const [dialog, setDialog] = useState<'sign' | 'unlock' | 'share' | null>(null)
  const [checked, setChecked] = useState(false)
  const [fileError, setFileError] = useState<Explained | null>(null)
  const ids = useId()
  const symbol = useAsset(s.asset_id).symbol
  const nameOf = useNames(s.outputs.flatMap((o) => o.members))
  const signBlocked = signBlockedReason(s, offline)
  const unlockBlocked = unlockBlockedReason(s, offline)
  const exportBlocked = exportBlockedReason(s, offline)

  const [otherFile, setOtherFile] = useState<{ info: SignedFileInfo; text: string } | null>(null)

  /** When the request moved on, the dialog closes and the review shows it as it is now. */
  async function movedOn(e: unknown): Promise<never> {
    if (e instanceof BridgeFailure && MOVED_ON.has(e.code)) {
      setDialog(null)
      setChecked(false)
      await onChanged()
      actions.notify({ tone: 'info', title: `${e.message} The review now shows the request as it is.` })
    }
    throw e
  }

  /** Closes the dialog and shows the request as it now is; the caller's notice comes after. */
  async function settle(): Promise<void> {
    setDialog(null)
    setChecked(false)
    if (isFile) return
    await onChanged()
    void actions.reloadQueue()
  }

  const [sign, signing] = useAction(async () => {
    const account = currentAccount()
    if (source.kind === 'file') {
      const file = await withSigningGrant(s.request_id, 'Signing this request', (grant) =>
        call('requests.signOffline', { account, text: source.text, summary_digest: digest, confirmed: true, ...(grant ? { grant } : {}) }),
      )
      saveTextFile(file.file_name, file.text)
      await settle()
      onReviewed(file.review)
      actions.notify({ tone: 'success', title: `Signed offline and saved as ${file.file_name}. Import it in the online wallet to submit it.` })
      return
    }
    const r = await withSigningGrant(s.request_id, 'Signing this request', (grant) =>
      call('requests.sign', { account, request_id: s.request_id, summary_digest: digest, confirmed: true, ...(grant ? { grant } : {}) }),
    ).catch(movedOn)
    // The core answers with the review of the request as the service took the signature: shown as it is, not fetched again.
    setDialog(null)
    setChecked(false)
    onReviewed(r.review)
    void actions.reloadQueue()
    actions.notify({ tone: 'success', title: signedText(r.request) })
  })
  const [unlock, unlocking] = useAction(async () => {
    await withGrant('unlock-request', s.request_id, 'Unlocking (revoking) this request', (grant) =>
      call('requests.unlock', { account: currentAccount(), request_id: s.request_id, confirmed: true, grant }),
    ).catch(movedOn)
    await settle()
    actions.notify({ tone: 'success', title: 'Unlocked. The request is revoked and its funds are free again.' })
  })
  /** Reviews the request again before a confirmation opens; opens it only if the action still applies. */
  const [openDialog, opening] = useAction(async (kind: 'sign' | 'unlock') => {
    if (source.kind === 'file') return setDialog(kind)
    const fresh = await call('requests.review', { account: currentAccount(), request_id: s.request_id })
    const allowed = fresh.status === 'ok' && fresh.digest === digest && (kind === 'sign' ? fresh.summary.can_sign : fresh.summary.can_unlock)
    if (allowed) return setDialog(kind)
    await onChanged()
    actions.notify({ tone: 'info', title: 'The request changed since you opened it; the review now shows it as it is.' })
  })
  const [exportFile, exporting] = useAction(async () => {
    const file = await call('requests.exportOffline', { account: currentAccount(), request_id: s.request_id })
    saveTextFile(file.file_name, file.text)
    actions.notify({ tone: 'success', title: `Saved ${file.file_name}. On the offline computer, open it from Requests → “Open a request by id, link or file”.` })
  })
  const [submit, submitting] = useAction(async (text: string, requestId: string = s.request_id) => {
    const account = currentAccount()
    if (requestId === s.request_id) {
      const info = await call('requests.inspectSigned', { account, text })
      if (info.request_id !== s.request_id) {
        setOtherFile({ info, text })
        return false
      }
    }
    const r = await call('requests.submitSigned', { account, request_id: requestId, text })
    if (requestId === s.request_id) await settle()
    const which = requestId === s.request_id ? '' : ` for request ${shortId(requestId)}`
    actions.notify({ tone: 'success', title: `Signature submitted${which}: ${r.request.signers.length} of ${r.request.threshold} signatures.` })
    if (requestId !== s.request_id) actions.navigate({ name: 'review', source: { kind: 'request', requestId } })
    return true
  })

  return (
    <div className="review-actions">
      {source.kind === 'request' && source.proposed ? <ProposalShared sharedIn={source.proposed.sharedIn} onShare={() => setDialog('share')} /> : null}
      <div className="action-row">
        <button
          type="button"
          className="button button-primary"
          disabled={signBlocked !== null || opening.busy}
          aria-describedby={signBlocked ? `${ids}-sign` : undefined}
          onClick={() => void openDialog('sign')}
        >
          {isFile ? 'Sign offline…' : 'Sign…'}
        </button>
        {signBlocked ? (
          <span id={`${ids}-sign`} className="reason">
            {signBlocked}
          </span>
        ) : null}
      </div>
      <ErrorNotice error={opening.error} />
      {isFile ? <p className="muted">Signing here needs no network: it saves a signature file. Import that file in the online wallet to submit it.</p> : null}
      {!isFile ? (
        <div className="action-row">
          <button
            type="button"
            className={action === 'unlock' ? 'button button-danger' : 'button button-danger-outline'}
            disabled={unlockBlocked !== null || opening.busy}
            aria-describedby={unlockBlocked ? `${ids}-unlock` : undefined}
            onClick={() => void openDialog('unlock')}
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
              <button type="button" className="button" disabled={exporting.busy || exportBlocked !== null} onClick={() => void exportFile()}>
                {exporting.busy ? 'Exporting…' : 'Export for offline signing'}
              </button>
              {exportBlocked ? <span className="reason">{exportBlocked}</span> : null}
            </div>
            <ErrorNotice error={exporting.error} />
            <FilePicker label="Import a signed file" disabled={submitting.busy} onText={(t) => void submit(t)} onError={(e) => setFileError(explain(e))} />
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
        onConfirm={() => void sign()}
      >
        <p>Your signature approves exactly this transaction:</p>
        <p className="confirm-recap">{paysText(s, symbol, nameOf)}</p>
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
        onConfirm={() => void unlock()}
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

      <ConfirmDialog
        open={otherFile !== null}
        title="This signature is for another request"
        confirmLabel="Submit it for that request"
        busy={submitting.busy}
        onCancel={() => setOtherFile(null)}
        onConfirm={() => {
          const f = otherFile
          if (f) void submit(f.text, f.info.request_id).then((ok) => ok && setOtherFile(null))
        }}
      >
        {otherFile?.info.request ? (
          <p>
            The file signs request <code>{shortId(otherFile.info.request_id)}</code>:{' '}
            <strong>
              <AssetAmount amount={otherFile.info.request.amount} assetId={otherFile.info.request.asset_id} />
            </strong>{' '}
            to <NameList userIds={otherFile.info.request.receivers.flatMap((r) => r.members)} empty="no one" />, not the one on screen.
          </p>
        ) : (
          <p>
            The file signs request <code>{otherFile?.info.request_id}</code>, which this wallet does not know, not the one on screen.
          </p>
        )}
        <p>Nothing was submitted. Submit it for the request it signs?</p>
      </ConfirmDialog>

      {dialog === 'share' ? <ShareDialog summary={s} onClose={() => setDialog(null)} /> : null}
    </div>
  )
}
