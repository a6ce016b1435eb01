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
  exportBlockedWords,
  memoDisplay,
  signBlockedWords,
  splitOutputs,
  unlockBlockedWords,
} from '../../shared/review-rules'
import { explain, type Explained } from '../base/errors'
import { formatAmount, shortId } from '../base/format'
import type { WindowWords } from '../base/words'
import { ConfirmDialog } from '../components/ConfirmDialog'
import { ErrorNotice } from '../components/ErrorNotice'
import { FilePicker } from '../components/FilePicker'
import { useAsset } from '../components/asset'
import { AssetAmount } from '../components/AssetAmount'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { NameList } from '../components/UserRef'
import { useT } from '../components/words'
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

/** An amount of the request's asset as the wallet writes it ("2,500 USDT"), for a message's value. */
function amountOf(amount: string, symbol: string): string {
  return `${formatAmount(amount)} ${symbol}`
}

/** What the request pays, each payment worded whole, as the confirmations repeat it. */
function paysText(
  t: WindowWords,
  s: RequestSummary,
  symbol: string,
  nameOf: (userId: string) => string,
): string {
  const { paying } = splitOutputs(s.outputs)
  if (paying.length === 0) return t('review.pays.back', { amount: amountOf(s.amount, symbol) })
  return paying
    .map((o) =>
      o.kind === 'withdrawal'
        ? t('review.pays.withdrawal', {
            amount: amountOf(o.amount, symbol),
            destination: o.destination,
          })
        : t('review.pays.to', {
            amount: amountOf(o.amount, symbol),
            names: o.members.map(nameOf).join(t('review.join.names')),
          }),
    )
    .join(t('review.join.payments'))
}

/** The memo as the confirmation repeats it, for the box that asks whether it was checked. */
function memoLine(t: WindowWords, s: RequestSummary): string {
  const memo = memoDisplay(s.memo)
  if (memo === null) return t('review.memoLine.none')
  return t(memo.kind === 'text' ? 'review.memoLine.text' : 'review.memoLine.hex', {
    memo: memo.value,
  })
}

/** See the module comment. */
export function ReviewActions({ summary: s, source, action, offline = false }: ReviewActionsProps) {
  const t = useT()
  const isFile = source.kind === 'file'
  const [dialog, setDialog] = useState<'sign' | 'unlock' | 'share' | null>(null)
  const [checked, setChecked] = useState(false)
  const [fileError, setFileError] = useState<Explained | null>(null)
  const ids = useId()
  const symbol = useAsset(s.asset_id).symbol
  const nameOf = useNames(s.outputs.flatMap((o) => o.members))
  const signBlocked = signBlockedWords(s, offline)
  const unlockBlocked = unlockBlockedWords(s, offline)
  const exportBlocked = exportBlockedWords(s, offline)
  const pays = paysText(t, s, symbol, nameOf)

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
          {t(isFile ? 'review.sign.buttonOffline' : 'review.sign.button')}
        </button>
        {signBlocked ? (
          <span id={`${ids}-sign`} className="reason">
            {t.say(signBlocked)}
          </span>
        ) : null}
      </div>
      <ErrorNotice error={opening.error} />
      {isFile ? <p className="muted">{t('review.sign.fileNote')}</p> : null}
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
            {t('review.unlock.button')}
          </button>
          {unlockBlocked ? (
            <span id={`${ids}-unlock`} className="reason">
              {t.say(unlockBlocked)}
            </span>
          ) : null}
        </div>
      ) : null}

      {!isFile ? (
        <details className="offline">
          <summary>{t('review.offlineSigning.title')}</summary>
          <div className="offline-body">
            <div className="action-row">
              <button
                type="button"
                className="button"
                disabled={exporting.busy || exportBlocked !== null}
                onClick={() => void exportFile()}
              >
                {t(
                  exporting.busy
                    ? 'review.offlineSigning.exporting'
                    : 'review.offlineSigning.export',
                )}
              </button>
              {exportBlocked ? <span className="reason">{t.say(exportBlocked)}</span> : null}
            </div>
            <ErrorNotice error={exporting.error} />
            <FilePicker
              label={t('review.offlineSigning.import')}
              disabled={submitting.busy}
              onText={(text) => void submit(text)}
              onError={(e) => setFileError(explain(e))}
            />
            <ErrorNotice error={fileError ?? submitting.error} />
            <div className="action-row">
              <button type="button" className="button" onClick={() => setDialog('share')}>
                {t('review.share.button')}
              </button>
            </div>
          </div>
        </details>
      ) : null}

      <ConfirmDialog
        open={dialog === 'sign'}
        title={t(isFile ? 'review.sign.titleOffline' : 'review.sign.title')}
        confirmLabel={t('review.sign.confirm')}
        busy={signing.busy}
        confirmDisabled={!checked}
        onCancel={() => (closeDialog(), signing.clearError())}
        onConfirm={() => void sign()}
      >
        <p>{t('review.sign.approves')}</p>
        <p className="confirm-recap">{pays}</p>
        <p data-testid="confirm-memo">{memoLine(t, s)}</p>
        <p>
          {t(
            s.signed_count + 1 >= s.threshold
              ? 'review.sign.willHaveEnough'
              : 'review.sign.willHave',
            {
              count: Math.min(s.threshold, s.signed_count + 1),
              threshold: s.threshold,
            },
          )}
        </p>
        <Acknowledge checked={checked} onChange={setChecked} label={t('review.sign.checked')} />
        <ErrorNotice error={signing.error} />
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === 'unlock'}
        title={t('review.unlock.title')}
        confirmLabel={t('review.unlock.confirm')}
        tone="danger"
        busy={unlocking.busy}
        confirmDisabled={!checked}
        onCancel={() => (closeDialog(), unlocking.clearError())}
        onConfirm={() => void unlock()}
      >
        <p>
          {t(s.change === '0' ? 'review.unlock.body' : 'review.unlock.bodyWithChange', {
            signed: s.signed_count,
            pays,
            total: amountOf(s.total, symbol),
            change: amountOf(s.change, symbol),
          })}
        </p>
        <p>
          <strong>{t('review.unlock.final')}</strong>
        </p>
        <Acknowledge
          checked={checked}
          onChange={setChecked}
          label={t('review.unlock.understood')}
        />
        <ErrorNotice error={unlocking.error} />
      </ConfirmDialog>

      <ConfirmDialog
        open={otherFile !== null}
        title={t('review.otherFile.title')}
        confirmLabel={t('review.otherFile.confirm')}
        busy={submittingOther.busy}
        onCancel={() => setOtherFile(null)}
        onConfirm={() => {
          if (otherFile) void submitOther(otherFile.text)
        }}
      >
        {otherFile?.info.request ? (
          <p>
            {t.rich('review.otherFile.known', {
              requestId: shortId(otherFile.info.request_id),
              code: (c) => <code>{c}</code>,
              b: (c) => <strong>{c}</strong>,
              amount: (
                <AssetAmount
                  amount={otherFile.info.request.amount}
                  assetId={otherFile.info.request.asset_id}
                />
              ),
              receivers: (
                <NameList
                  userIds={otherFile.info.request.receivers.flatMap((r) => r.members)}
                  empty={t('review.nobody')}
                />
              ),
            })}
          </p>
        ) : (
          <p>
            {t.rich('review.otherFile.unknown', {
              requestId: otherFile?.info.request_id ?? '',
              code: (c) => <code>{c}</code>,
            })}
          </p>
        )}
        <p>{t('review.otherFile.ask')}</p>
        <ErrorNotice error={submittingOther.error} />
      </ConfirmDialog>

      {dialog === 'share' ? <ShareDialog summary={s} onClose={() => setDialog(null)} /> : null}
    </div>
  )
}

/** What the person ticks to say they checked what a dialog shows; its confirm waits for it. */
function Acknowledge({
  checked,
  onChange,
  label,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {label}
    </label>
  )
}
