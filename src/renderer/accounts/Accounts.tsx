/**
 * The shared accounts the user follows (members and a threshold), each with its name, its rule, its
 * balance per asset with what pending requests lock, its MIX address and when it was last synced;
 * adding one ("Add account…") and stopping to follow one. The public network lists a shared
 * account's funds only to whoever names it, so the screen says so when none is followed. Accounts
 * met in requests are offered apart. Opening one shows its history and lets the user propose a
 * payment from it; the requests pending too long are listed below.
 * @module
 */
import { useRef, useState } from 'react'
import type { SharedAccount } from '../../shared/bridge'
import { AssetAmount } from '../components/AssetAmount'
import { ErrorNotice } from '../components/ErrorNotice'
import { isOffline } from '../base/errors'
import { formatAmount } from '../base/format'
import { useNames } from '../components/person'
import { actions, useApp } from '../store'
import { accountName, ruleText } from '../base/account-name'
import { AddAccountDialog } from './AddAccountDialog'
import { AccountAddress, StopFollowing } from './FollowedAccount'
import { OfferedAccounts } from './OfferedAccounts'
import { StaleRequests } from './StaleRequests'
import { SyncLine } from './SyncLine'
import { useTreasury } from '../components/treasury'

function FollowedAccountCard({ account: a, name }: { account: SharedAccount; name: string }) {
  return (
    <li
      className="account-card"
      data-testid="shared-account"
      data-members-hash={a.members_hash}
      data-threshold={a.threshold}
    >
      <button
        type="button"
        className="account-open"
        onClick={() =>
          actions.navigate({ name: 'account', membersHash: a.members_hash, threshold: a.threshold })
        }
      >
        <span className="account-name">{name}</span>
        <span className="muted">{ruleText(a)}</span>
        <span className="account-balances">
          {a.balances.length === 0 ? <span className="muted">Nothing yet</span> : null}
          {a.balances.map((b) => (
            <span key={b.asset_id} className="account-balance">
              <AssetAmount amount={b.balance} assetId={b.asset_id} />
              {b.locked !== '0' ? (
                <span className="locked-note">+ {formatAmount(b.locked)} locked</span>
              ) : null}
            </span>
          ))}
        </span>
      </button>
      <AccountAddress account={a} />
      <StopFollowing account={a} name={name} />
    </li>
  )
}

/**
 * What an Accounts screen without a followed account says, and its way to add one. Offline it says
 * what is saved — the accounts met in the requests saved here — and that what the service lists is
 * not known now.
 */
function NoAccountYet({
  onAdd,
  offline,
  met,
}: {
  onAdd: () => void
  offline: boolean
  met: number
}) {
  if (offline) {
    return (
      <div className="card empty-accounts" data-testid="no-account">
        <p>
          <strong>
            Offline: this wallet follows no shared account, and what the service lists cannot be
            read now.
          </strong>
        </p>
        <p>
          {met > 0
            ? `The requests saved on this computer come from ${met === 1 ? 'the account' : `the ${met} accounts`} under “Met in requests” below. Add ${met === 1 ? 'it' : 'one'} to follow its funds; they are read once the service can be reached.`
            : 'No shared account is saved on this computer. Its funds are not known until the service can be reached and you add the account.'}
        </p>
        <button type="button" className="button button-primary" onClick={onAdd}>
          Add account…
        </button>
      </div>
    )
  }
  return (
    <div className="card empty-accounts" data-testid="no-account">
      <p>
        <strong>You follow no shared account yet.</strong>
      </p>
      <p>
        The public Mixin network lists a shared account only for whoever names it — its members and
        how many of them must sign, or its MIX address — so the wallet cannot find yours by itself.
        Add each account you sign for: the wallet then reads its funds and finds its requests at
        every sync.
      </p>
      <button type="button" className="button button-primary" onClick={onAdd}>
        Add account…
      </button>
    </div>
  )
}

/** See the module comment. */
export function Accounts() {
  const me = useApp((s) => s.accountId)
  const t = useTreasury()
  const [adding, setAdding] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  const accounts = t.data?.accounts ?? []
  const followed = accounts.filter((a) => a.status === 'followed')
  const offered = accounts.filter((a) => a.status === 'offered')
  const nameOf = useNames([...new Set(followed.flatMap((a) => a.members))])
  const empty = t.data !== undefined && followed.length === 0
  const offline = useApp((s) => isOffline(s.sync.error)) || isOffline(t.syncError)
  return (
    <section className="screen accounts" aria-labelledby="accounts-title">
      <div className="screen-head">
        <h1 id="accounts-title">Accounts</h1>
        <span className="button-row">
          {empty ? null : (
            <button
              ref={addButton}
              type="button"
              className="button"
              onClick={() => setAdding(true)}
            >
              Add account…
            </button>
          )}
          <button
            type="button"
            className="button"
            onClick={() => void t.sync()}
            disabled={t.syncing}
          >
            {t.syncing ? 'Syncing…' : 'Sync now'}
          </button>
        </span>
      </div>
      <p className="lead">
        The shared accounts you follow, with what each holds. Payments from one need the signatures
        its rule asks for.
      </p>
      <SyncLine t={t} />
      <ErrorNotice error={t.error} />
      {empty ? (
        <NoAccountYet onAdd={() => setAdding(true)} offline={offline} met={offered.length} />
      ) : null}
      <ul className="account-list" aria-label="Shared accounts">
        {followed.map((a) => (
          <FollowedAccountCard
            key={`${a.members_hash}:${a.threshold}`}
            account={a}
            name={accountName(a, me, nameOf)}
          />
        ))}
      </ul>
      <OfferedAccounts accounts={offered} />
      <StaleRequests staleAfterMs={t.data?.stale_after_ms ?? null} />
      {/* The first account added takes the empty screen's button away: the focus goes to the one that stays. */}
      {adding ? (
        <AddAccountDialog
          onClose={() => setAdding(false)}
          onAdded={() => requestAnimationFrame(() => addButton.current?.focus())}
        />
      ) : null}
    </section>
  )
}
