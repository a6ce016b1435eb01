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
 * says which (amount, receiver) and asks first. The flows are the store's (../store/review); this
 * screen asks, confirms and shows what they answer.
 * @module
 */
import { useId, useState } from 'react'
import type { RequestSummary, SignedFileInfo } from '../../shared/bridge'
import {
  exportBlockedReason,
  memoDisplay,
  signBlockedReason,
  splitOutputs,
  unlockBlockedReason,
} from '../../shared/review-rules'
import { explain, type Explained } from '../base/errors'
import { formatAmount, shortId } from '../base/format'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { useAsset } from '../components/asset'
import { AssetAmount } from '../components/AssetAmount'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { NameList } from '../components/UserRef'
import { actions, type ReviewSource } from '../store'
import { ProposalShared } from './ProposalShared'
import { ShareDialog } from './ShareDialog'

export interface ReviewActionsProps {
  summary: RequestSummary
  source: ReviewSource
  action: 'sign' | 'unlock'
  /** The service cannot be reached: the summary is the saved copy, and what needs the service waits. */
  offline?: boolean
}

function paysText(s: RequestSummary, symbol: string, nameOf: (userId: string) => string): string {
  const { paying } = splitOutputs(s.outputs)
  if (paying.length === 0) return `${formatAmount(s.amount)} ${symbol} back to the senders`
  return paying
    .map((o) =>
      o.kind === 'withdrawal'
        ? `${formatAmount(o.amount)} ${symbol} withdrawn to ${o.destination}`
        : `${formatAmount(o.amount)} ${symbol} to ${o.members.map(nameOf).join(', ')}`,
    )
    .join('; ')
}

/** The memo as the confirmation repeats it, for the box that asks whether it was checked. */
function memoLine(s: RequestSummary): string {
  const memo = memoDisplay(s.memo)
  if (memo === null) return 'No memo.'
  return memo.kind === 'text' ? `Memo: “${memo.value}”` : `Memo (not text, in hex): ${memo.value}`
}

/** See the module comment. */
export function ReviewActions({ summary: s, source, action, offline = false }: ReviewActionsProps) {
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

  const closeDialog = () => {
    setDialog(null)
    setChecked(false)
  }
  // Done or moved on, the dialog closes: the review shows the request as it now is either way.
  const [sign, signing] = useAction(async () => {
    await actions.signReviewed()
    closeDialog()
  })
  const [unlock, unlocking] = useAction(async () => {
    await actions.unlockReviewed()
    closeDialog()
  })
  /** Reviews the request again before a confirmation opens; opens it only if the action still applies. */
  const [openDialog, opening] = useAction(async (kind: 'sign' | 'unlock') => {
    if (await actions.mayConfirm(kind)) setDialog(kind)
  })
  const [exportFile, exporting] = useAction(() => actions.exportReviewed())
  const [submit, submitting] = useAction(async (text: string) => {
    const r = await actions.submitSignatureFile(text, s.request_id)
    if (r.kind === 'other-request') setOtherFile({ info: r.info, text })
  })
  const [submitOther, submittingOther] = useAction(async (text: string) => {
    await actions.submitSignatureFile(text)
    setOtherFile(null)
  })

  return (
    <div className="review-actions">
      {source.kind === 'request' && source.proposed ? (
        <ProposalShared sharedIn={source.proposed.sharedIn} onShare={() => setDialog('share')} />
      ) : null}
      <div className="action-row">
        <button
          type="button"
          className="button button-primary"
          // Not disabled while it checks the request again: a disabled button would drop the focus the dialog gives back.
          disabled={signBlocked !== null}
          aria-disabled={opening.busy || undefined}
          aria-describedby={signBlocked ? `${ids}-sign` : undefined}
          onClick={() => !opening.busy && void openDialog('sign')}
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
      {isFile ? (
        <p className="muted">
          Signing here needs no network: it saves a signature file. Import that file in the online
          wallet to submit it.
        </p>
      ) : null}
      {!isFile ? (
        <div className="action-row">
          <button
            type="button"
            className={
              action === 'unlock' ? 'button button-danger' : 'button button-danger-outline'
            }
            disabled={unlockBlocked !== null}
            aria-disabled={opening.busy || undefined}
            aria-describedby={unlockBlocked ? `${ids}-unlock` : undefined}
            onClick={() => !opening.busy && void openDialog('unlock')}
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
              <button
                type="button"
                className="button"
                disabled={exporting.busy || exportBlocked !== null}
                onClick={() => void exportFile()}
              >
                {exporting.busy ? 'Exporting…' : 'Export for offline signing'}
              </button>
              {exportBlocked ? <span className="reason">{exportBlocked}</span> : null}
            </div>
            <ErrorNotice error={exporting.error} />
            <FilePicker
              label="Import a signed file"
              disabled={submitting.busy}
              onText={(t) => void submit(t)}
              onError={(e) => setFileError(explain(e))}
            />
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
        onCancel={() => (closeDialog(), signing.clearError())}
        onConfirm={() => void sign()}
      >
        <p>Your signature approves exactly this transaction:</p>
        <p className="confirm-recap">{paysText(s, symbol, nameOf)}</p>
        <p data-testid="confirm-memo">{memoLine(s)}</p>
        <p>
          It will have {Math.min(s.threshold, s.signed_count + 1)} of {s.threshold} signatures
          {s.signed_count + 1 >= s.threshold ? ', enough to send it.' : '.'}
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
          I checked the amount, the receiver and the memo
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
        onCancel={() => (closeDialog(), unlocking.clearError())}
        onConfirm={() => void unlock()}
      >
        <p>
          Unlocking cancels this request for everyone:{' '}
          {s.signed_count === 0
            ? 'nobody can sign it any more'
            : `the ${s.signed_count === 1 ? 'signature' : `${s.signed_count} signatures`} collected so far ${s.signed_count === 1 ? 'is' : 'are'} discarded`}
          , and nothing is paid: not the {paysText(s, symbol, nameOf)} it asks for.{' '}
          {s.change === '0'
            ? `The ${formatAmount(s.total)} ${symbol} it locks is available again for a new request.`
            : `All ${formatAmount(s.total)} ${symbol} it locks is available again for a new request: what it would pay and the ${formatAmount(s.change)} ${symbol} of change.`}
        </p>
        <p>
          <strong>This cannot be undone.</strong>
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={checked}
            onChange={(e) => setChecked(e.currentTarget.checked)}
          />
          I understand that this revokes the request
        </label>
        <ErrorNotice error={unlocking.error} />
      </ConfirmDialog>

      <ConfirmDialog
        open={otherFile !== null}
        title="This signature is for another request"
        confirmLabel="Submit it for that request"
        busy={submittingOther.busy}
        onCancel={() => setOtherFile(null)}
        onConfirm={() => {
          if (otherFile) void submitOther(otherFile.text)
        }}
      >
        {otherFile?.info.request ? (
          <p>
            The file signs request <code>{shortId(otherFile.info.request_id)}</code>:{' '}
            <strong>
              <AssetAmount
                amount={otherFile.info.request.amount}
                assetId={otherFile.info.request.asset_id}
              />
            </strong>{' '}
            to{' '}
            <NameList
              userIds={otherFile.info.request.receivers.flatMap((r) => r.members)}
              empty="no one"
            />
            , not the one on screen.
          </p>
        ) : (
          <p>
            The file signs request <code>{otherFile?.info.request_id}</code>, which this wallet does
            not know, not the one on screen.
          </p>
        )}
        <p>Nothing was submitted. Submit it for the request it signs?</p>
        <ErrorNotice error={submittingOther.error} />
      </ConfirmDialog>

      {dialog === 'share' ? <ShareDialog summary={s} onClose={() => setDialog(null)} /> : null}
    </div>
  )
}
