/**
 * The decoded request: what leaves and to whom (members and threshold), withdrawals with their
 * destination and tag, the change (collapsed), the memo, the collectible it moves, who has signed
 * (with the k-of-t bar), and the transaction hash to copy.
 * @module
 */
import { useId } from 'react'
import type { RequestSummary, SummaryOutput } from '../../shared/bridge'
import { AssetAmount } from '../components/AssetAmount'
import { CopyableCode } from '../components/CopyButton'
import { ThresholdBar } from '../components/ThresholdBar'
import { UserRef } from '../components/UserRef'
import { useAsset } from '../components/asset'
import { formatAmount, formatTime, timeOf } from '../base/format'
import {
  inputsCheckText,
  memoDisplay,
  paidSigners,
  splitOutputs,
  stateText,
} from '../../shared/review-rules'
import { useAccountLabels, useAccountName } from '../components/shared-account'
import { useNames } from '../components/person'
import { ReviewProofs } from './ReviewProofs'
import { useApp } from '../store'

function OutputCard({ o, assetId, me }: { o: SummaryOutput; assetId: string; me: string | null }) {
  if (o.kind === 'withdrawal') {
    return (
      <div className="output" data-testid="output-withdrawal">
        <p>
          <AssetAmount amount={o.amount} assetId={assetId} /> withdrawn to
        </p>
        <dl className="facts">
          <dt>Destination</dt>
          <dd>
            <code className="break">{o.destination}</code>
          </dd>
          <dt>Tag</dt>
          <dd>{o.tag === '' ? <span className="muted">none</span> : <code>{o.tag}</code>}</dd>
        </dl>
      </div>
    )
  }
  return (
    <div className="output" data-testid="output-external">
      <p>
        <AssetAmount amount={o.amount} assetId={assetId} /> to{' '}
        {o.members.length === 1 ? 'one member' : `${o.members.length} members`}, {o.threshold} of{' '}
        {o.members.length} needed to spend it
      </p>
      <ul className="members" aria-label="Receiver members">
        {o.members.map((m) => (
          <li key={m}>
            <UserRef userId={m} me={me} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * How the request ended, when it did: complete and on its way, then sent (the wallet learns it is sent
 * at a sync), or who unlocked it and when.
 */
function Ended({ s, me }: { s: RequestSummary; me: string | null }) {
  const when = <time dateTime={s.updated_at}>{formatTime(timeOf(s.updated_at))}</time>
  if (s.progress === 'complete') {
    return (
      <p data-testid="request-ended">
        Complete: every signature is in; being sent. The last signature came in on {when}; the
        wallet checks at each sync until its transaction is final.
      </p>
    )
  }
  if (s.progress === 'sent')
    return (
      <p data-testid="request-ended">
        Sent: every signature was in by {when}, and its transaction is final.
      </p>
    )
  if (s.progress !== 'unlocked') return null
  const had =
    s.signed_count === 0
      ? 'Nobody had signed it.'
      : `The ${s.signed_count === 1 ? 'signature' : `${s.signed_count} signatures`} it had no longer count${s.signed_count === 1 ? 's' : ''}.`
  return (
    <p data-testid="request-ended">
      Unlocked (revoked){' '}
      {s.revoked_by ? (
        <>
          by <UserRef userId={s.revoked_by} me={me} />{' '}
        </>
      ) : null}
      on {when}. {had}
    </p>
  )
}

/** See the module comment. */
export function ReviewSummary({
  summary: s,
  offline = false,
}: {
  summary: RequestSummary
  offline?: boolean
}) {
  const me = useApp((st) => st.accountId)
  const hashId = useId()
  const { paying, change } = splitOutputs(s.outputs)
  const memo = memoDisplay(s.memo)
  const asset = useAsset(s.asset_id)
  const senderIds = s.senders.map((p) => p.user_id)
  const account = useAccountName(senderIds, s.threshold, useAccountLabels()(senderIds, s.threshold))
  const paid = paidSigners(s)
  const nameOf = useNames(paid)
  return (
    <div className="review-body">
      <div className="headline">
        <AssetAmount amount={s.amount} assetId={s.asset_id} large />
        <span className={`state-pill state-pill-${s.progress}`} data-testid="state-pill">
          {stateText(s)}
        </span>
      </div>
      <p className="muted">
        {asset.name} · from <strong data-testid="request-account">{account}</strong> ({s.threshold}{' '}
        of {s.senders.length} sign) · {s.inputs.length} input
        {s.inputs.length === 1 ? '' : 's'}, {inputsCheckText(s, offline)}
      </p>
      <p className="muted" data-testid="request-proposer">
        {s.proposer ? (
          <>
            Proposed by <UserRef userId={s.proposer} me={me} />
          </>
        ) : (
          'The service does not say who proposed it.'
        )}
      </p>
      {paid.length > 0 ? (
        <p className="callout" role="note" data-testid="pays-signer">
          Pays {paid.map(nameOf).join(', ')},{' '}
          {paid.length === 1 ? 'one of its signers' : 'who are among its signers'}.
        </p>
      ) : null}
      <ReviewProofs summary={s} />

      {s.collectible ? (
        <section className="card collectible" aria-labelledby={`${hashId}-nft`}>
          <h2 id={`${hashId}-nft`}>Collectible</h2>
          <p>
            This request moves <strong>{s.collectible.collection_name || 'a collectible'}</strong>
            {s.collectible.sequence !== null ? ` #${s.collectible.sequence}` : ''} (
            {s.collectible.symbol || 'no symbol'}).
          </p>
          <dl className="facts">
            <dt>Content</dt>
            <dd>
              {s.collectible.content_type} at{' '}
              <code className="break">{s.collectible.content_url}</code>
            </dd>
            <dt>Inscription</dt>
            <dd>
              <code className="break">{s.collectible.inscription_hash}</code>
            </dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby={`${hashId}-to`}>
        <h2 id={`${hashId}-to`}>
          {paying.some((o) => o.kind === 'withdrawal') ? 'Receiver and withdrawal' : 'Receiver'}
        </h2>
        {paying.length === 0 ? (
          <p>Everything goes back to the senders (no external receiver).</p>
        ) : null}
        {paying.map((o) => (
          <OutputCard key={o.index} o={o} assetId={s.asset_id} me={me} />
        ))}
        {change.length > 0 ? (
          <details className="change">
            <summary>
              Change: {formatAmount(s.change)} {asset.symbol} back to the senders
            </summary>
            {change.map((o) => (
              <p key={o.index}>
                {formatAmount(o.amount)} {asset.symbol} to the same {o.threshold}-of-
                {o.members.length} members.
              </p>
            ))}
          </details>
        ) : null}
      </section>

      <section aria-labelledby={`${hashId}-memo`}>
        <h2 id={`${hashId}-memo`}>Memo</h2>
        {memo === null ? (
          <p className="muted">No memo.</p>
        ) : memo.kind === 'text' ? (
          <p className="memo">{memo.value}</p>
        ) : (
          <code className="memo break">{memo.value}</code>
        )}
      </section>

      <section aria-labelledby={`${hashId}-sig`}>
        <h2 id={`${hashId}-sig`}>Signatures</h2>
        <Ended s={s} me={me} />
        {s.progress === 'unlocked' ? null : (
          <ThresholdBar signed={s.signed_count} threshold={s.threshold} />
        )}
        <ul className="senders" aria-label="Senders">
          {s.senders.map((p) => (
            <li key={p.user_id} className={p.signed ? 'signed' : ''}>
              <span className="tick" aria-hidden="true">
                {p.signed ? '✓' : '○'}
              </span>
              <UserRef userId={p.user_id} me={me} />
              <span className="visually-hidden">
                {p.signed
                  ? s.progress === 'unlocked'
                    ? 'had signed before the unlock'
                    : 'has signed'
                  : 'has not signed'}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${hashId}-tx`}>
        <h2 id={`${hashId}-tx`}>Transaction</h2>
        <CopyableCode value={s.transaction_hash} name="Transaction hash" />
        <p className="muted">
          Request <code>{s.request_id}</code>
        </p>
      </section>

      {s.warnings.length > 0 ? (
        <ul className="warnings" aria-label="Warnings">
          {s.warnings.map((w, i) => (
            <li key={i} role="note">
              {w}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
