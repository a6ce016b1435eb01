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
import { useT } from '../components/words'
import { actions, useApp } from '../store'
import { accountName, ruleText } from '../base/account-name'
import { AddAccountDialog } from './AddAccountDialog'
import { AccountAddress, StopFollowing } from './FollowedAccount'
import { OfferedAccounts } from './OfferedAccounts'
import { StaleRequests } from './StaleRequests'
import { SyncButton, SyncLine } from './SyncLine'
import { useTreasury } from '../components/treasury'

function FollowedAccountCard({ account: a, name }: { account: SharedAccount; name: string }) {
  const t = useT()
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
          {a.balances.length === 0 ? (
            <span className="muted">{t('accounts.card.nothingYet')}</span>
          ) : null}
          {a.balances.map((b) => (
            <span key={b.asset_id} className="account-balance">
              <AssetAmount amount={b.balance} assetId={b.asset_id} />
              {b.locked !== '0' ? (
                <span className="locked-note">
                  {t('accounts.card.locked', { amount: formatAmount(b.locked) })}
                </span>
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
  const t = useT()
  if (offline) {
    return (
      <div className="card empty-accounts" data-testid="no-account">
        <p>
          <strong>{t('accounts.none.offlineTitle')}</strong>
        </p>
        <p>
          {met > 0 ? t('accounts.none.offlineMet', { met }) : t('accounts.none.offlineNothing')}
        </p>
        <button type="button" className="button button-primary" onClick={onAdd}>
          {t('accounts.add')}
        </button>
      </div>
    )
  }
  return (
    <div className="card empty-accounts" data-testid="no-account">
      <p>
        <strong>{t('accounts.none.title')}</strong>
      </p>
      <p>{t('accounts.none.why')}</p>
      <button type="button" className="button button-primary" onClick={onAdd}>
        {t('accounts.add')}
      </button>
    </div>
  )
}

/** See the module comment. */
export function Accounts() {
  const t = useT()
  const me = useApp((s) => s.accountId)
  const treasury = useTreasury()
  const [adding, setAdding] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  const accounts = treasury.data?.accounts ?? []
  const followed = accounts.filter((a) => a.status === 'followed')
  const offered = accounts.filter((a) => a.status === 'offered')
  const nameOf = useNames([...new Set(followed.flatMap((a) => a.members))])
  const empty = treasury.data !== undefined && followed.length === 0
  const offline = useApp((s) => isOffline(s.sync.error)) || isOffline(treasury.syncError)
  return (
    <section className="screen accounts" aria-labelledby="accounts-title">
      <div className="screen-head">
        <h1 id="accounts-title">{t('accounts.title')}</h1>
        <span className="button-row">
          {empty ? null : (
            <button
              ref={addButton}
              type="button"
              className="button"
              onClick={() => setAdding(true)}
            >
              {t('accounts.add')}
            </button>
          )}
          <SyncButton treasury={treasury} />
        </span>
      </div>
      <p className="lead">{t('accounts.lead')}</p>
      <SyncLine treasury={treasury} />
      <ErrorNotice error={treasury.error} />
      {empty ? (
        <NoAccountYet onAdd={() => setAdding(true)} offline={offline} met={offered.length} />
      ) : null}
      <ul className="account-list" aria-label={t('accounts.list')}>
        {followed.map((a) => (
          <FollowedAccountCard
            key={`${a.members_hash}:${a.threshold}`}
            account={a}
            name={accountName(a, me, nameOf)}
          />
        ))}
      </ul>
      <OfferedAccounts accounts={offered} />
      <StaleRequests staleAfterMs={treasury.data?.stale_after_ms ?? null} />
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
