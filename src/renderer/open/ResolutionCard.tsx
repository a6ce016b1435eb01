/**
 * What a code, link or id stands for, with the action that fits it. A link only opens a screen:
 * a request opens in review (its action only preselected), a payment link fills in the New
 * payment form of an account the user picks; nothing is signed, joined or sent from here.
 * @module
 */
import type { PayLink } from '../../shared/links'
import { accountName } from '../base/account-name'
import type { MessageId } from '../base/words'
import { useTreasury } from '../components/treasury'
import { AssetAmount } from '../components/AssetAmount'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { Clamped } from '../components/LongText'
import { Avatar, UserRef } from '../components/UserRef'
import { displayName } from '../base/format'
import { useNames, usePerson } from '../components/person'
import { useAction } from '../components/hooks'
import { useT } from '../components/words'
import { actions, useApp, type Opened, type PayPrefill } from '../store'
import type { Person, RequestProgress } from '../../shared/bridge'

const PROGRESS_WORDS: Readonly<Record<RequestProgress, MessageId>> = {
  open: 'open.progress.open',
  complete: 'open.progress.complete',
  sent: 'open.progress.sent',
  unlocked: 'open.progress.unlocked',
}

/** See the module comment. */
export function ResolutionCard({ opened }: { opened: Opened }) {
  const t = useT()
  const [review, reviewing] = useAction((requestId: string, action: 'sign' | 'unlock') =>
    actions.openRequest(requestId, action),
  )
  const [join, joining] = useAction((code: string) => actions.joinGroup(code))
  const error = reviewing.error ?? joining.error

  if (opened.kind === 'request') {
    const item = opened.item
    const action = opened.action
    return (
      <article className="card resolution" aria-label={t('open.request.label')}>
        <h2>
          {t(
            action === 'unlock' && item.progress === 'open'
              ? 'open.request.titleUnlock'
              : 'open.request.title',
          )}
          {item.offline ? (
            <span className="tag tag-offline">{t('open.request.savedCopy')}</span>
          ) : null}
        </h2>
        {item.offline ? (
          <p className="callout" role="note" data-testid="saved-copy">
            {t.rich(item.synced_at > 0 ? 'open.request.offlineAsOf' : 'open.request.offline', {
              time: t.dateTime(item.synced_at),
              b: (c) => <strong>{c}</strong>,
            })}
          </p>
        ) : null}
        <p>
          {t.rich('open.request.line', {
            amount: <AssetAmount amount={item.amount} assetId={item.asset_id} />,
            signed: item.signers.length,
            threshold: item.threshold,
            progress: t(PROGRESS_WORDS[item.progress]),
          })}
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
          {t(action === 'unlock' ? 'open.request.reviewUnlock' : 'open.request.review')}
        </button>
      </article>
    )
  }
  if (opened.kind === 'person') return <PersonCard person={opened.person} />
  if (opened.kind === 'pay') return <PayLinkCard link={opened.link} />
  if (opened.kind === 'group') {
    const g = opened.group
    return (
      <article className="card resolution" aria-label={t('open.group.label')}>
        <h2>
          <Clamped text={t('open.group.title', { name: g.name })} />
        </h2>
        <p>
          {t(g.my_role === null ? 'open.group.notMemberAnyMore' : 'open.group.member', {
            members: g.participants.length,
          })}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => actions.navigate({ name: 'group', conversationId: g.conversation_id })}
        >
          {t('open.group.open')}
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
        <article className="card resolution" aria-label={t('open.group.label')}>
          <h2>
            <Clamped text={t('open.group.title', { name: r.name })} />
          </h2>
          <p>
            {t(r.is_member ? 'open.group.member' : 'open.group.notMember', {
              members: r.participant_count,
            })}
          </p>
          {r.is_member ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => actions.navigate({ name: 'group', conversationId: r.conversation_id })}
            >
              {t('open.group.open')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={joining.busy}
              onClick={() => void join(opened.code)}
            >
              {t(joining.busy ? 'open.group.joining' : 'open.group.join')}
            </button>
          )}
          <ErrorNotice error={error} />
        </article>
      )
    case 'payment':
      return (
        <article className="card resolution" aria-label={t('open.payment.label')}>
          <h2>{t('open.payment.title')}</h2>
          <p>
            {t.rich(r.receivers.length === 1 ? 'open.payment.toOne' : 'open.payment.toMany', {
              amount: <AssetAmount amount={r.amount} assetId={r.asset_id} />,
              threshold: r.threshold,
              receivers: r.receivers.length,
              paid: r.status === 'paid' ? 'yes' : 'no',
            })}
          </p>
          <ul className="members" aria-label={t('open.payment.receivers')}>
            {r.receivers.map((u) => (
              <li key={u}>
                <UserRef userId={u} />
              </li>
            ))}
          </ul>
          {r.memo ? <p className="memo">{r.memo}</p> : null}
          <p className="muted">{t('open.payment.note')}</p>
        </article>
      )
    case 'multisig_request':
      return (
        <article className="card resolution" aria-label={t('open.request.label')}>
          <h2>
            {t(
              r.state === 'signed'
                ? 'open.request.titleSigned'
                : r.request_action === 'unlock'
                  ? 'open.request.titleUnlock'
                  : 'open.request.titleSign',
            )}
          </h2>
          <p>
            <AssetAmount amount={r.amount} assetId={r.asset_id} /> ·{' '}
            {t(r.state === 'signed' ? 'open.request.fullySigned' : 'open.request.waiting')}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={reviewing.busy}
            onClick={() => void review(r.request_id, r.request_action)}
          >
            {t(reviewing.busy ? 'open.request.opening' : 'open.request.review')}
          </button>
          <ErrorNotice error={error} />
        </article>
      )
    case 'collectible_request':
      return (
        <article className="card resolution" aria-label={t('open.collectible.label')}>
          <h2>{t('open.collectible.title')}</h2>
          <p>
            {t.rich('open.collectible.line', {
              token: r.token_id,
              code: (c) => <code>{c}</code>,
              state: t(r.state === 'signed' ? 'open.request.fullySigned' : 'open.request.waiting'),
            })}
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={reviewing.busy}
            onClick={() => void review(r.request_id, 'sign')}
          >
            {t(reviewing.busy ? 'open.request.opening' : 'open.request.review')}
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
  const t = useT()
  const me = useApp((s) => s.accountId)
  const treasury = useTreasury()
  // Only a followed account can pay: one merely met in a request is offered under Accounts first.
  const accounts = treasury.data?.accounts.filter((a) => a.status === 'followed') ?? []
  const nameOf = useNames(accounts.flatMap((a) => a.members))
  if (treasury.data && accounts.length === 0)
    return <p className="muted">{t('open.payFrom.none')}</p>
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
              {t('open.payFrom.account', {
                account: accountName(a, me, nameOf),
                solo: a.members.length === 1 ? 'yes' : 'no',
                threshold: a.threshold,
                members: a.members.length,
              })}
            </button>
          </li>
        ))}
      </ul>
      <ErrorNotice error={treasury.error} />
    </div>
  )
}

/** A person: name, identity number, avatar; now among the contacts, and one click from a payment. */
function PersonCard({ person: given }: { person: Person }) {
  const t = useT()
  // The wallet's copy has the avatar once it is fetched.
  const person = usePerson(given.user_id) ?? given
  const name = displayName(person.user_id, person)
  return (
    <article className="card resolution" aria-label={t('open.person.label')}>
      <h2 className="person-heading">
        <Avatar userId={person.user_id} person={person} />
        <Clamped text={name} lines={1} />
      </h2>
      <dl className="facts">
        <dt>{t('open.person.mixinId')}</dt>
        <dd>{person.identity_number}</dd>
        <dt>{t('open.person.userId')}</dt>
        <dd>
          <code>{person.user_id}</code>
        </dd>
      </dl>
      <p className="muted">{t('open.person.contact', { name })}</p>
      <PayFrom prefill={{ to: person.user_id }} label={t('open.person.pick', { name })} />
    </article>
  )
}

/** A payment link: what it asks for, and the form it fills in. Nothing is sent from here. */
function PayLinkCard({ link }: { link: PayLink }) {
  const t = useT()
  const asset = useAsset(link.assetId ?? '')
  const isUser = !link.recipient.startsWith('XIN') && !link.recipient.startsWith('MIX')
  return (
    <article className="card resolution" aria-label={t('open.payLink.label')}>
      <h2>{t('open.payLink.title')}</h2>
      <dl className="facts">
        <dt>{t('open.payLink.to')}</dt>
        <dd>
          {isUser ? (
            <UserRef userId={link.recipient} copy />
          ) : (
            <code className="wrap-anywhere">{link.recipient}</code>
          )}
        </dd>
        <dt>{t('open.payLink.amount')}</dt>
        <dd>
          {link.amount ? (
            link.assetId ? (
              <AssetAmount amount={link.amount} assetId={link.assetId} />
            ) : (
              link.amount
            )
          ) : (
            t('open.payLink.noAmount')
          )}
        </dd>
        {link.assetId && !link.amount ? (
          <>
            <dt>{t('open.payLink.asset')}</dt>
            <dd>{asset.symbol}</dd>
          </>
        ) : null}
        {link.memo ? (
          <>
            <dt>{t('open.payLink.memo')}</dt>
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
        label={t('open.payLink.pick')}
      />
    </article>
  )
}
