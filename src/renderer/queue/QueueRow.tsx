/**
 * One request in the queue: amount and asset, who it pays (by name), k of t, and how old it is (when
 * it finished, once it did). The whole row is one button that opens the review.
 * @module
 */
import { memo } from 'react'
import { AssetAmount } from '../components/AssetAmount'
import { ThresholdBar } from '../components/ThresholdBar'
import { useNames } from '../components/person'
import { useAccountName } from '../components/shared-account'
import { externalReceivers, paidSigners } from '../base/receivers'
import { rowTime, type QueueItem } from './queue-item'
import { actions } from '../store'
import { useT } from '../components/words'
import type { MessageId, WindowWords } from '../base/words'

const STATE_LABEL: Record<QueueItem['state'], MessageId> = {
  'needs-signature': 'queue.state.needsSignature',
  waiting: 'queue.state.waiting',
  // Complete, but the service has not yet said its transaction is final.
  sending: 'queue.state.sending',
  done: 'queue.state.done',
  unlocked: 'queue.state.unlocked',
}
const ROLE_LABEL: Record<QueueItem['my_role'], MessageId> = {
  signer: 'queue.role.signer',
  receiver: 'queue.role.receiver',
  observer: 'queue.role.observer',
}

function receiverText(item: QueueItem, nameOf: (userId: string) => string, t: WindowWords): string {
  const external = externalReceivers(item)
  if (!external) return t(ROLE_LABEL[item.my_role])
  const first = external[0]!
  const who =
    first.members.length === 1
      ? nameOf(first.members[0]!)
      : t('queue.row.multisig', {
          threshold: first.threshold,
          total: first.members.length,
          names: first.members.map(nameOf).join(t('queue.match.separator')),
        })
  return external.length > 1
    ? t('queue.row.toMore', { who, more: external.length - 1 })
    : t('queue.row.to', { who })
}

/**
 * Who the request pays, by name (the ids are in the title), from which shared account, and a note
 * when it pays one of its own signers.
 */
function Receivers({
  item,
  accountLabel,
  matched,
}: {
  item: QueueItem
  accountLabel: string
  matched: string
}) {
  const t = useT()
  const members = externalReceivers(item)?.[0]?.members ?? []
  const nameOf = useNames(members)
  const account = useAccountName(item.senders, item.threshold, accountLabel)
  const paid = paidSigners(item)
  const paidNames = useNames(paid)
  return (
    <span className="queue-receiver" title={members.join(', ') || undefined}>
      {receiverText(item, nameOf, t)}
      <span className="queue-account muted"> {t('queue.row.from', { account })}</span>
      {paid.length > 0 ? (
        <span className="tag">
          {t('queue.row.paysSigners', {
            count: paid.length,
            names: paid.map(paidNames).join(t('queue.match.separator')),
          })}
        </span>
      ) : null}
      {matched ? (
        <span className="queue-match" data-testid="queue-match">
          {matched}
        </span>
      ) : null}
    </span>
  )
}

export interface QueueRowProps {
  item: QueueItem
  now: number
  /** The label of the shared account it spends from; '' when it has none. */
  accountLabel: string
  /** What the filter matched in it, in words; '' without a filter. */
  matched?: string
}

/** See the module comment. */
export const QueueRow = memo(function QueueRow({
  item,
  now,
  accountLabel,
  matched = '',
}: QueueRowProps) {
  const t = useT()
  const time = rowTime(item, now, t)
  return (
    <button
      type="button"
      className={`queue-row state-${item.state}`}
      data-testid="queue-row"
      data-request-id={item.request_id}
      onClick={() =>
        actions.navigate({
          name: 'review',
          source: { kind: 'request', requestId: item.request_id },
        })
      }
    >
      <span className="queue-amount">
        <AssetAmount amount={item.amount} assetId={item.asset_id} />
        {item.inscription_hash ? <span className="tag">{t('queue.row.collectible')}</span> : null}
      </span>
      <Receivers item={item} accountLabel={accountLabel} matched={matched} />
      <span className="queue-progress">
        <ThresholdBar signed={item.signers.length} threshold={item.threshold} compact />
      </span>
      <span className="queue-state">{t(STATE_LABEL[item.state])}</span>
      <span className="queue-age">
        <time dateTime={time.dateTime}>{time.text}</time>
      </span>
      <span className="visually-hidden">{t('queue.row.request', { id: item.request_id })}</span>
    </button>
  )
})
