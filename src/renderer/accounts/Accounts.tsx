/**
 * The shared accounts the user belongs to (members and a threshold), found from the funds the
 * service lists: each with its name, its rule, and its balance per asset, with what pending
 * requests lock. Opening one shows its history and lets the user propose a payment from it; the
 * requests pending too long are listed below.
 * @module
 */
import { AssetAmount } from '../components/AssetAmount'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAmount } from '../components/format'
import { useNames } from '../components/person'
import { actions, useApp } from '../store'
import { accountName, ruleText } from './account-name'
import { StaleRequests } from './StaleRequests'
import { SyncLine } from './SyncLine'
import { useTreasury } from './treasury'

/** See the module comment. */
export function Accounts() {
  const me = useApp((s) => s.accountId)
  const t = useTreasury()
  const accounts = t.data?.accounts ?? []
  const nameOf = useNames([...new Set(accounts.flatMap((a) => a.members))])
  return (
    <section className="screen accounts" aria-labelledby="accounts-title">
      <div className="screen-head">
        <h1 id="accounts-title">Accounts</h1>
        <button type="button" className="button" onClick={() => void t.sync()} disabled={t.syncing}>
          {t.syncing ? 'Syncing…' : 'Sync now'}
        </button>
      </div>
      <p className="lead">The shared accounts you are a member of, with what each holds. Payments from one need the signatures its rule asks for.</p>
      <SyncLine t={t} />
      <ErrorNotice error={t.error} />
      {t.data && accounts.length === 0 ? <p className="empty">No shared account yet: none of the funds the service lists is yours.</p> : null}
      <ul className="account-list" aria-label="Shared accounts">
        {accounts.map((a) => (
          <li key={`${a.members_hash}:${a.threshold}`} data-testid="shared-account" data-members-hash={a.members_hash} data-threshold={a.threshold}>
            <button type="button" className="account-card" onClick={() => actions.navigate({ name: 'account', membersHash: a.members_hash, threshold: a.threshold })}>
              <span className="account-name">{accountName(a, me, nameOf)}</span>
              <span className="muted">{ruleText(a)}</span>
              <span className="account-balances">
                {a.balances.length === 0 ? <span className="muted">Nothing yet</span> : null}
                {a.balances.map((b) => (
                  <span key={b.asset_id} className="account-balance">
                    <AssetAmount amount={b.balance} assetId={b.asset_id} />
                    {b.locked !== '0' ? <span className="locked-note">+ {formatAmount(b.locked)} locked</span> : null}
                  </span>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <StaleRequests staleAfterMs={t.data?.stale_after_ms ?? null} onThresholdChanged={t.reload} />
    </section>
  )
}
