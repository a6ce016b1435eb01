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
import { NameList } from '../components/UserRef'
import { actions, useApp } from '../store'
import { accountName, ruleText } from '../base/account-name'

/** Add and Dismiss for one offered account. */
export function OfferedActions({ account, name }: { account: SharedAccount; name: string }) {
  const [add, adding] = useAction(async () => {
    await actions.followSharedAccount({ members: account.members, threshold: account.threshold })
    actions.notify({
      tone: 'success',
      title: `Following ${name}. Its funds and requests are read at every sync.`,
    })
  })
  const [dismiss, dismissing] = useAction(async () => {
    await actions.unfollowSharedAccount({
      members_hash: account.members_hash,
      threshold: account.threshold,
    })
    actions.notify({
      tone: 'info',
      title: `Dismissed ${name}. It is offered again if another request names it.`,
    })
  })
  const busy = adding.busy || dismissing.busy
  return (
    <>
      <span className="button-row">
        <button
          type="button"
          className="button button-small button-primary"
          aria-label={`Add ${name}`}
          disabled={busy}
          onClick={() => void add()}
        >
          Add
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Dismiss ${name}`}
          disabled={busy}
          onClick={() => void dismiss()}
        >
          Dismiss
        </button>
      </span>
      <ErrorNotice error={adding.error ?? dismissing.error} />
    </>
  )
}

function OfferedAccount({ account }: { account: SharedAccount }) {
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
        {ruleText(account)} · <NameList userIds={account.members} me={me} /> · met{' '}
        {formatTime(account.first_seen_at)}
      </span>
      <OfferedActions account={account} name={name} />
    </li>
  )
}

/** See the module comment; nothing when no account is offered. */
export function OfferedAccounts({ accounts }: { accounts: readonly SharedAccount[] }) {
  if (accounts.length === 0) return null
  return (
    <section className="card offered" aria-labelledby="offered-title">
      <h2 id="offered-title">Met in requests</h2>
      <p className="muted">
        Shared accounts you are a member of that requests named. Add one to read its funds and find
        its requests as they are made; dismiss it if it is not yours to follow.
      </p>
      <ul className="plain-list" aria-label="Met in requests">
        {accounts.map((a) => (
          <OfferedAccount key={`${a.members_hash}:${a.threshold}`} account={a} />
        ))}
      </ul>
    </section>
  )
}
