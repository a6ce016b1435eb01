/**
 * The requests this group's members make together (./group-requests, from the queue the window
 * has loaded), each opening its review.
 * @module
 */
import { useMemo } from 'react'
import type { QueueState } from '../../shared/bridge'
import { AssetAmount } from '../components/AssetAmount'
import { actions, useApp } from '../store'
import { requestsOfMembers } from './group-requests'

const STATE: Record<QueueState, string> = { 'needs-signature': 'needs your signature', waiting: 'waiting for others', sending: 'complete, being sent', done: 'sent', unlocked: 'unlocked' }

/** See the module comment. */
export function GroupRequests({ memberIds }: { memberIds: readonly string[] }) {
  const lists = useApp((s) => [s.queue['needs-signature'].items, s.queue.waiting.items, s.queue.done.items])
  const requests = useMemo(() => requestsOfMembers(lists, memberIds), [lists, memberIds])
  if (requests.length === 0) return null
  return (
    <section className="card group-requests" aria-labelledby="group-requests-title">
      <h2 id="group-requests-title">Requests of these members</h2>
      <ul className="plain-list">
        {requests.map((r) => (
          <li key={r.request_id}>
            <button type="button" className="link-button" onClick={() => actions.navigate({ name: 'review', source: { kind: 'request', requestId: r.request_id } })}>
              <AssetAmount assetId={r.asset_id} amount={r.amount} /> · {STATE[r.state]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
