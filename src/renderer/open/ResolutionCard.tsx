/**
 * What a code, link or id stands for, with the action that fits it. A link only opens a screen:
 * a request opens in review (its action only preselected), a payment link fills in the New
 * payment form of an account the user picks; nothing is signed, joined or sent from here.
 * @module
 */
import type { PayLink } from '../../shared/links'
import { accountName, ruleText } from '../base/account-name'
import { useTreasury } from '../components/treasury'
import { AssetAmount } from '../components/AssetAmount'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { Clamped } from '../components/LongText'
import { Avatar, UserRef } from '../components/UserRef'
import { countOf, displayName, formatTime } from '../base/format'
import { useNames, usePerson } from '../components/person'
import { useAction } from '../components/hooks'
import { actions, useApp, type Opened, type PayPrefill } from '../store'
import type { Person, RequestProgress } from '../../shared/bridge'

const PROGRESS_WORDS: Record<RequestProgress, string> = {
  open: 'waiting for signatures',
  complete: 'every signature in, being sent',
  sent: 'sent',
  unlocked: 'unlocked',
}

/** See the module comment. */
export function ResolutionCard({ opened }: { opened: Opened }) {
  const [review, reviewing] = useAction((requestId: string, action: 'sign' | 'unlock') =>
    actions.openRequest(requestId, action),
  )
  const [join, joining] = useAction((code: string) => actions.joinGroup(code))
  const error = reviewing.error ?? joining.error

  if (opened.kind === 'request') {
    const item = opened.item
    const action = opened.action
    return (
      <article className="card resolution" aria-label="Multisig request">
        <h2>
          {action === 'unlock' && item.progress === 'open'
            ? 'Multisig request to unlock'
            : 'Multisig request'}
          {item.offline ? <span className="tag tag-offline">saved copy</span> : null}
        </h2>
        {item.offline ? (
          <p className="callout" role="note" data-testid="saved-copy">
            <strong>Offline.</strong> The service cannot be reached: this is the copy saved on this
            computer
            {item.synced_at > 0 ? `, as of ${formatTime(item.synced_at)}` : ''}. Whether it has been
            signed or unlocked since is not known.
          </p>
        ) : null}
        <p>
          <AssetAmount amount={item.amount} assetId={item.asset_id} /> · {item.signers.length} of{' '}
          {item.threshold} signatures · {PROGRESS_WORDS[item.progress]}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            actions.navigate({
              name: 'review',
              source: {
                kind: 'request',
                requestId: item.request_id,
                ...(action ? { action } : {}),
              },
            })
          }
        >
          {action === 'unlock' ? 'Review the unlock' : 'Review request'}
        </button>
      </article>
    )
  }
  if (opened.kind === 'person') return <PersonCard person={opened.person} />
  if (opened.kind === 'pay') return <PayLinkCard link={opened.link} />
  if (opened.kind === 'group') {
    const g = opened.group
    return (
      <article className="card resolution" aria-label="Group">
        <h2>
          <Clamped text={`Group: ${g.name}`} />
        </h2>
        <p>
          {countOf(g.participants.length, 'member')} ·{' '}
          {g.my_role === null ? 'you are not a member any more' : 'you are a member'}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => actions.navigate({ name: 'group', conversationId: g.conversation_id })}
        >
          Open group
        </button>
      </article>
    )
  }

  const r = opened.resolution
  switch (r.kind) {
    case 'user':
      return (
        <PersonCard
          person={{
            user_id: r.user.user_id,
            full_name: r.user.full_name,
            identity_number: r.user.identity_number,
            avatar: null,
            fetched_at: 0,
          }}
        />
      )
    case 'conversation':
      return (
        <article className="card resolution" aria-label="Group">
          <h2>
            <Clamped text={`Group: ${r.name}`} />
          </h2>
          <p>
            {countOf(r.participant_count, 'member')} ·{' '}
            {r.is_member ? 'you are a member' : 'you are not a member'}
          </p>
          {r.is_member ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => actions.navigate({ name: 'group', conversationId: r.conversation_id })}
            >
              Open group
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={joining.busy}
              onClick={() => void join(opened.code)}
            >
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
            <AssetAmount amount={r.amount} assetId={r.asset_id} /> to{' '}
            {r.receivers.length === 1
              ? 'one receiver'
              : `${r.threshold} of ${r.receivers.length} receivers`}{' '}
            · {r.status === 'paid' ? 'paid' : 'not paid yet'}
          </p>
          <ul className="members" aria-label="Receivers">
            {r.receivers.map((u) => (
              <li key={u}>
                <UserRef userId={u} />
              </li>
            ))}
          </ul>
          {r.memo ? <p className="memo">{r.memo}</p> : null}
          <p className="muted">
            Cosigner co-signs multisig requests; pay this with the wallet that holds the funds.
          </p>
        </article>
      )
    case 'multisig_request':
      return (
        <article className="card resolution" aria-label="Multisig request">
          <h2>
            {r.state === 'signed'
              ? 'Multisig request, fully signed'
              : r.request_action === 'unlock'
                ? 'Multisig request to unlock'
                : 'Multisig request to sign'}
          </h2>
          <p>
            <AssetAmount amount={r.amount} assetId={r.asset_id} /> ·{' '}
            {r.state === 'signed' ? 'fully signed' : 'waiting for signatures'}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={reviewing.busy}
            onClick={() => void review(r.request_id, r.request_action)}
          >
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
            Moves a collectible (token <code>{r.token_id}</code>) ·{' '}
            {r.state === 'signed' ? 'fully signed' : 'waiting for signatures'}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={reviewing.busy}
            onClick={() => void review(r.request_id, 'sign')}
          >
            {reviewing.busy ? 'Opening…' : 'Review request'}
          </button>
          <ErrorNotice error={error} />
        </article>
      )
  }
}

/** Opens the New payment form of a shared account the user picks, filled in with `prefill`. */
function PayFrom({
  assetId,
  prefill,
  label,
}: {
  assetId?: string | undefined
  prefill: PayPrefill
  label: string
}) {
  const me = useApp((s) => s.accountId)
  const t = useTreasury()
  // Only a followed account can pay: one merely met in a request is offered under Accounts first.
  const accounts = t.data?.accounts.filter((a) => a.status === 'followed') ?? []
  const nameOf = useNames(accounts.flatMap((a) => a.members))
  if (t.data && accounts.length === 0)
    return (
      <p className="muted">
        This wallet follows no shared account to pay from yet. Add one under Accounts.
      </p>
    )
  return (
    <div className="pay-from">
      <p className="muted">{label}</p>
      <ul className="plain-list">
        {accounts.map((a) => (
          <li key={`${a.members_hash}:${a.threshold}`}>
            <button
              type="button"
              className="button"
              onClick={() =>
                actions.navigate({
                  name: 'pay',
                  membersHash: a.members_hash,
                  threshold: a.threshold,
                  ...(assetId ? { assetId } : {}),
                  prefill,
                })
              }
            >
              Pay from {accountName(a, me, nameOf)} ({ruleText(a)})
            </button>
          </li>
        ))}
      </ul>
      <ErrorNotice error={t.error} />
    </div>
  )
}

/** A person: name, identity number, avatar; now among the contacts, and one click from a payment. */
function PersonCard({ person: given }: { person: Person }) {
  // The wallet's copy has the avatar once it is fetched.
  const person = usePerson(given.user_id) ?? given
  const name = displayName(person.user_id, person)
  return (
    <article className="card resolution" aria-label="Person">
      <h2 className="person-heading">
        <Avatar userId={person.user_id} person={person} />
        <Clamped text={name} lines={1} />
      </h2>
      <dl className="facts">
        <dt>Mixin id</dt>
        <dd>{person.identity_number}</dd>
        <dt>User id</dt>
        <dd>
          <code>{person.user_id}</code>
        </dd>
      </dl>
      <p className="muted">
        {name} is among your contacts now: pick them when you add group members or choose who
        receives a payment.
      </p>
      <PayFrom
        prefill={{ to: person.user_id }}
        label={`To pay ${name}, pick the account that pays:`}
      />
    </article>
  )
}

/** A payment link: what it asks for, and the form it fills in. Nothing is sent from here. */
function PayLinkCard({ link }: { link: PayLink }) {
  const asset = useAsset(link.assetId ?? '')
  const isUser = !link.recipient.startsWith('XIN') && !link.recipient.startsWith('MIX')
  return (
    <article className="card resolution" aria-label="Payment link">
      <h2>Payment link</h2>
      <dl className="facts">
        <dt>To</dt>
        <dd>
          {isUser ? (
            <UserRef userId={link.recipient} copy />
          ) : (
            <code className="wrap-anywhere">{link.recipient}</code>
          )}
        </dd>
        <dt>Amount</dt>
        <dd>
          {link.amount ? (
            link.assetId ? (
              <AssetAmount amount={link.amount} assetId={link.assetId} />
            ) : (
              link.amount
            )
          ) : (
            'not given'
          )}
        </dd>
        {link.assetId && !link.amount ? (
          <>
            <dt>Asset</dt>
            <dd>{asset.symbol}</dd>
          </>
        ) : null}
        {link.memo ? (
          <>
            <dt>Memo</dt>
            <dd className="memo">{link.memo}</dd>
          </>
        ) : null}
      </dl>
      <PayFrom
        assetId={link.assetId}
        prefill={{
          to: link.recipient,
          ...(link.amount ? { amount: link.amount } : {}),
          ...(link.memo ? { memo: link.memo } : {}),
        }}
        label="Pick the account that pays; the New payment form opens filled in, and nothing is sent until you propose it."
      />
    </article>
  )
}
