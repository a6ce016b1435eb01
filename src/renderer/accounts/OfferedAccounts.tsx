/**
 * The shared accounts the wallet met in requests and links ("Met in requests"), apart from those it
 * follows: each with its members and when it was met, to add (then its funds are read and its
 * requests found at every sync) or to dismiss.
 * @module
 */
import type { SharedAccount } from '../../shared/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatTime } from '../base/format'
import { useAction } from '../components/hooks'
import { useNames } from '../components/person'
import { useT } from '../components/words'
import { NameList } from '../components/UserRef'
import { actions, useApp } from '../store'
import { accountName, ruleText } from '../base/account-name'

/** Add and Dismiss for one offered account. */
export function OfferedActions({ account, name }: { account: SharedAccount; name: string }) {
  const t = useT()
  const [add, adding] = useAction(async () => {
    await actions.followSharedAccount({ members: account.members, threshold: account.threshold })
    actions.notify({
      tone: 'success',
      title: t('accounts.follow.following', { name }),
    })
  })
  const [dismiss, dismissing] = useAction(async () => {
    await actions.unfollowSharedAccount({
      members_hash: account.members_hash,
      threshold: account.threshold,
    })
    actions.notify({
      tone: 'info',
      title: t('accounts.offered.dismissed', { name }),
    })
  })
  const busy = adding.busy || dismissing.busy
  return (
    <>
      <span className="button-row">
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={t('accounts.offered.addNamed', { name })}
          disabled={busy}
          onClick={() => void add()}
        >
          {t('accounts.offered.add')}
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={t('accounts.offered.dismissNamed', { name })}
          disabled={busy}
          onClick={() => void dismiss()}
        >
          {t('accounts.offered.dismiss')}
        </button>
      </span>
      <ErrorNotice error={adding.error ?? dismissing.error} />
    </>
  )
}

function OfferedAccount({ account }: { account: SharedAccount }) {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const nameOf = useNames(account.members)
  const name = accountName(account, me, nameOf)
  return (
    <li
      className="offered-account"
      data-testid="offered-account"
      data-members-hash={account.members_hash}
      data-threshold={account.threshold}
    >
      <span className="account-name">{name}</span>
      <span className="muted">
        {t.rich('accounts.offered.facts', {
          rule: ruleText(account),
          names: <NameList key="names" userIds={account.members} me={me} />,
          time: formatTime(account.first_seen_at),
        })}
      </span>
      <OfferedActions account={account} name={name} />
    </li>
  )
}

/** See the module comment; nothing when no account is offered. */
export function OfferedAccounts({ accounts }: { accounts: readonly SharedAccount[] }) {
  const t = useT()
  if (accounts.length === 0) return null
  return (
    <section className="card offered" aria-labelledby="offered-title">
      <h2 id="offered-title">{t('accounts.offered.title')}</h2>
      <p className="muted">{t('accounts.offered.about')}</p>
      <ul className="plain-list" aria-label={t('accounts.offered.title')}>
        {accounts.map((a) => (
          <OfferedAccount key={`${a.members_hash}:${a.threshold}`} account={a} />
        ))}
      </ul>
    </section>
  )
}
