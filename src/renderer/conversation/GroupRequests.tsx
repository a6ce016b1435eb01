/**
 * The requests this group's members make together (./group-requests), from the newest requests of
 * every list — not only the lists the queue has loaded, so one just proposed or shared here shows at
 * once — read again whenever the queue changes; each opens its review.
 * @module
 */
import { useMemo } from 'react'
import type { QueueState } from '../../shared/bridge'
import { AssetAmount } from '../components/AssetAmount'
import { useLoad } from '../components/hooks'
import { actions, useApp } from '../store'
import { requestsOfMembers } from './group-requests'
import { useT } from '../components/words'
import type { MessageId } from '../base/words'
import { ReviewLink } from '../components/ReviewLink'

/** How many of the newest requests are looked through. */
const RECENT = 500

const STATE: Record<QueueState, MessageId> = {
  'needs-signature': 'conversation.requests.needsSignature',
  waiting: 'conversation.requests.waiting',
  sending: 'conversation.requests.sending',
  done: 'conversation.requests.done',
  unlocked: 'conversation.requests.unlocked',
}

/** See the module comment. */
export function GroupRequests({ memberIds }: { memberIds: readonly string[] }) {
  const t = useT()
  // The queue's counts and loaded lists change with every sync, proposal, share and signature.
  const version = useApp(
    (s) =>
      `${s.accountId ?? ''}:${JSON.stringify(s.counts)}:${s.sync.at ?? ''}:${s.queue.waiting.items.length}:${s.queue['needs-signature'].items.length}`,
  )
  // words-exempt: a cache key, not read by people
  const recent = useLoad(`group-requests:${version}`, () => actions.recentRequests(RECENT))
  const loaded = useApp((s) => [
    s.queue['needs-signature'].items,
    s.queue.waiting.items,
    s.queue.done.items,
  ])
  const requests = useMemo(
    () => requestsOfMembers([recent.data ?? [], ...loaded], memberIds),
    [recent.data, loaded, memberIds],
  )
  if (requests.length === 0) return null
  return (
    <section className="card group-requests" aria-labelledby="group-requests-title">
      <h2 id="group-requests-title">{t('conversation.requests.title')}</h2>
      <ul className="plain-list">
        {requests.map((r) => (
          <li key={r.request_id}>
            <ReviewLink requestId={r.request_id}>
              <AssetAmount assetId={r.asset_id} amount={r.amount} /> · {t(STATE[r.state])}
            </ReviewLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
