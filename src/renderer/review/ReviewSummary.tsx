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
import { formatAmount, timeOf } from '../base/format'
import {
  inputsCheckWords,
  memoDisplay,
  paidSigners,
  splitOutputs,
  stateWords,
} from '../../shared/review-rules'
import { useT } from '../components/words'
import { useAccountLabels, useAccountName } from '../components/shared-account'
import { useNames } from '../components/person'
import { ReviewProofs } from './ReviewProofs'
import { useApp } from '../store'

function OutputCard({ o, assetId, me }: { o: SummaryOutput; assetId: string; me: string | null }) {
  const t = useT()
  const amount = <AssetAmount amount={o.amount} assetId={assetId} />
  if (o.kind === 'withdrawal') {
    return (
      <div className="output" data-testid="output-withdrawal">
        <p>{t.rich('review.receiver.withdrawn', { amount })}</p>
        <dl className="facts">
          <dt>{t('review.receiver.destination')}</dt>
          <dd>
            <code className="break">{o.destination}</code>
          </dd>
          <dt>{t('review.receiver.tag')}</dt>
          <dd>
            {o.tag === '' ? (
              <span className="muted">{t('review.receiver.noTag')}</span>
            ) : (
              <code>{o.tag}</code>
            )}
          </dd>
        </dl>
      </div>
    )
  }
  return (
    <div className="output" data-testid="output-external">
      <p>
        {t.rich('review.receiver.members', {
          amount,
          members: o.members.length,
          threshold: o.threshold,
        })}
      </p>
      <ul className="members" aria-label={t('review.receiver.membersLabel')}>
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
  const t = useT()
  const when = <time dateTime={s.updated_at}>{t.dateTime(timeOf(s.updated_at))}</time>
  if (s.progress === 'complete')
    return <p data-testid="request-ended">{t.rich('review.ended.complete', { when })}</p>
  if (s.progress === 'sent')
    return <p data-testid="request-ended">{t.rich('review.ended.sent', { when })}</p>
  if (s.progress !== 'unlocked') return null
  return (
    <p data-testid="request-ended">
      {s.revoked_by
        ? t.rich('review.ended.unlockedBy', {
            who: <UserRef userId={s.revoked_by} me={me} />,
            when,
            signed: s.signed_count,
          })
        : t.rich('review.ended.unlocked', { when, signed: s.signed_count })}
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
  const t = useT()
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
          {t.say(stateWords(s))}
        </span>
      </div>
      <p className="muted">
        {t.rich('review.summary.from', {
          asset: asset.name,
          account,
          b: (c) => <strong data-testid="request-account">{c}</strong>,
          threshold: s.threshold,
          signers: s.senders.length,
          inputs: s.inputs.length,
          inputsCheck: t.say(inputsCheckWords(s, offline)),
        })}
      </p>
      <p className="muted" data-testid="request-proposer">
        {s.proposer
          ? t.rich('review.summary.proposedBy', {
              proposer: <UserRef userId={s.proposer} me={me} />,
            })
          : t('review.summary.proposerUnknown')}
      </p>
      {paid.length > 0 ? (
        <p className="callout" role="note" data-testid="pays-signer">
          {t('review.summary.paysSigner', {
            names: paid.map(nameOf).join(t('review.join.names')),
            count: paid.length,
          })}
        </p>
      ) : null}
      <ReviewProofs summary={s} />

      {s.collectible ? (
        <section className="card collectible" aria-labelledby={`${hashId}-nft`}>
          <h2 id={`${hashId}-nft`}>{t('review.collectible.title')}</h2>
          <p>
            {t.rich(
              s.collectible.sequence === null
                ? 'review.collectible.moves'
                : 'review.collectible.movesNumber',
              {
                name: s.collectible.collection_name || t('review.collectible.unnamed'),
                sequence: String(s.collectible.sequence ?? ''),
                symbol: s.collectible.symbol || t('review.collectible.noSymbol'),
                b: (c) => <strong>{c}</strong>,
              },
            )}
          </p>
          <dl className="facts">
            <dt>{t('review.collectible.content')}</dt>
            <dd>
              {t.rich('review.collectible.contentAt', {
                type: s.collectible.content_type,
                url: s.collectible.content_url,
                code: (c) => <code className="break">{c}</code>,
              })}
            </dd>
            <dt>{t('review.collectible.inscription')}</dt>
            <dd>
              <code className="break">{s.collectible.inscription_hash}</code>
            </dd>
          </dl>
        </section>
      ) : null}

      <section aria-labelledby={`${hashId}-to`}>
        <h2 id={`${hashId}-to`}>
          {t(
            paying.some((o) => o.kind === 'withdrawal')
              ? 'review.receiver.titleWithdrawal'
              : 'review.receiver.title',
          )}
        </h2>
        {paying.length === 0 ? <p>{t('review.receiver.none')}</p> : null}
        {paying.map((o) => (
          <OutputCard key={o.index} o={o} assetId={s.asset_id} me={me} />
        ))}
        {change.length > 0 ? (
          <details className="change">
            <summary>
              {t('review.change.summary', { amount: `${formatAmount(s.change)} ${asset.symbol}` })}
            </summary>
            {change.map((o) => (
              <p key={o.index}>
                {t('review.change.output', {
                  amount: `${formatAmount(o.amount)} ${asset.symbol}`,
                  threshold: o.threshold,
                  members: o.members.length,
                })}
              </p>
            ))}
          </details>
        ) : null}
      </section>

      <section aria-labelledby={`${hashId}-memo`}>
        <h2 id={`${hashId}-memo`}>{t('review.memo.title')}</h2>
        {memo === null ? (
          <p className="muted">{t('review.memo.none')}</p>
        ) : memo.kind === 'text' ? (
          <p className="memo">{memo.value}</p>
        ) : (
          <code className="memo break">{memo.value}</code>
        )}
      </section>

      <section aria-labelledby={`${hashId}-sig`}>
        <h2 id={`${hashId}-sig`}>{t('review.signatures.title')}</h2>
        <Ended s={s} me={me} />
        {s.progress === 'unlocked' ? null : (
          <ThresholdBar signed={s.signed_count} threshold={s.threshold} />
        )}
        <ul className="senders" aria-label={t('review.signatures.senders')}>
          {s.senders.map((p) => (
            <li key={p.user_id} className={p.signed ? 'signed' : ''}>
              <span className="tick" aria-hidden="true">
                {p.signed ? '✓' : '○'}
              </span>
              <UserRef userId={p.user_id} me={me} />
              <span className="visually-hidden">
                {t(
                  p.signed
                    ? s.progress === 'unlocked'
                      ? 'review.signatures.hadSigned'
                      : 'review.signatures.signed'
                    : 'review.signatures.notSigned',
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${hashId}-tx`}>
        <h2 id={`${hashId}-tx`}>{t('review.transaction.title')}</h2>
        <CopyableCode value={s.transaction_hash} name={t('review.transaction.hash')} />
        <p className="muted">
          {t.rich('review.transaction.request', {
            requestId: s.request_id,
            code: (c) => <code>{c}</code>,
          })}
        </p>
      </section>

      {s.warnings.length > 0 ? (
        <ul className="warnings" aria-label={t('review.warnings')}>
          {s.warnings.map((w, i) => (
            <li key={i} role="note">
              {t.say(w)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
