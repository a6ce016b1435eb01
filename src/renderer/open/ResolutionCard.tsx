/**
 * What a code or id stands for, with the action that fits it.
 * @module
 */
import { call } from '../app/bridge'
import { AssetAmount } from '../components/AssetAmount'
import { ErrorNotice } from '../components/ErrorNotice'
import { UserRef } from '../components/UserRef'
import { useAction } from '../components/hooks'
import { actions, currentAccount } from '../store'
import type { Opened } from './resolve'

/** See the module comment. */
export function ResolutionCard({ opened }: { opened: Opened }) {
  const [review, reviewing] = useAction(async (requestId: string, action: 'sign' | 'unlock') => {
    await call('requests.open', { account: currentAccount(), ref: requestId })
    actions.navigate({ name: 'review', source: { kind: 'request', requestId, action } })
  })
  const [join, joining] = useAction(async (code: string) => {
    const g = await call('groups.join', { account: currentAccount(), code })
    actions.notify({ tone: 'success', title: `You joined ${g.name}.` })
    actions.navigate({ name: 'group', conversationId: g.conversation_id })
  })
  const error = reviewing.error ?? joining.error

  if (opened.kind === 'request') {
    const item = opened.item
    return (
      <article className="card resolution" aria-label="Multisig request">
        <h2>Multisig request</h2>
        <p>
          <AssetAmount amount={item.amount} assetId={item.asset_id} /> · {item.signers.length} of {item.threshold} signatures ·{' '}
          {item.service_state === 'initial' ? 'pending' : item.service_state === 'signed' ? 'done' : 'unlocked'}
        </p>
        <button type="button" className="button button-primary" onClick={() => actions.navigate({ name: 'review', source: { kind: 'request', requestId: item.request_id } })}>
          Review request
        </button>
      </article>
    )
  }

  const r = opened.resolution
  switch (r.kind) {
    case 'user':
      return (
        <article className="card resolution" aria-label="User">
          <h2>User: {r.user.full_name || 'unnamed'}</h2>
          <dl className="facts">
            <dt>Mixin id</dt>
            <dd>{r.user.identity_number}</dd>
            <dt>User id</dt>
            <dd>
              <code>{r.user.user_id}</code>
            </dd>
            <dt>Safe account</dt>
            <dd>{r.user.has_safe ? 'Yes' : 'No'}</dd>
          </dl>
          <p className="muted">To sign with this user, add them to a group or include them in a multisig account.</p>
        </article>
      )
    case 'conversation':
      return (
        <article className="card resolution" aria-label="Group">
          <h2>Group: {r.name}</h2>
          <p>
            {r.participant_count} members · {r.is_member ? 'you are a member' : 'you are not a member'}
          </p>
          {r.is_member ? (
            <button type="button" className="button button-primary" onClick={() => actions.navigate({ name: 'group', conversationId: r.conversation_id })}>
              Open group
            </button>
          ) : (
            <button type="button" className="button button-primary" disabled={joining.busy} onClick={() => void join(opened.code)}>
              {joining.busy ? 'Joining…' : 'Join group'}
            </button>
          )}
          <ErrorNotice error={error} />
        </article>
      )
    case 'payment':
      return (
        <article className="card resolution" aria-label="Payment">
          <h2>Payment request</h2>
          <p>
            <AssetAmount amount={r.amount} assetId={r.asset_id} /> to {r.threshold} of {r.receivers.length} receiver{r.receivers.length === 1 ? '' : 's'} · {r.status}
          </p>
          <ul className="members" aria-label="Receivers">
            {r.receivers.map((u) => (
              <li key={u}>
                <UserRef userId={u} />
              </li>
            ))}
          </ul>
          {r.memo ? <p className="memo">{r.memo}</p> : null}
          <p className="muted">Cosigner co-signs multisig requests; pay this with the wallet that holds the funds.</p>
        </article>
      )
    case 'multisig_request':
      return (
        <article className="card resolution" aria-label="Multisig request">
          <h2>Multisig request to {r.request_action}</h2>
          <p>
            <AssetAmount amount={r.amount} assetId={r.asset_id} /> · {r.state === 'signed' ? 'done' : 'pending'}
          </p>
          <button type="button" className="button button-primary" disabled={reviewing.busy} onClick={() => void review(r.request_id, r.request_action)}>
            {reviewing.busy ? 'Opening…' : 'Review request'}
          </button>
          <ErrorNotice error={error} />
        </article>
      )
    case 'collectible_request':
      return (
        <article className="card resolution" aria-label="Collectible request">
          <h2>Collectible request</h2>
          <p>
            Moves collectible <code>{r.token_id}</code> · {r.state === 'signed' ? 'done' : 'pending'}
          </p>
          <button type="button" className="button button-primary" disabled={reviewing.busy} onClick={() => void review(r.request_id, 'sign')}>
            {reviewing.busy ? 'Opening…' : 'Review request'}
          </button>
          <ErrorNotice error={error} />
        </article>
      )
  }
}
