/**
 * One shared account: its name (a label only this wallet keeps), its members and rule, its balance
 * per asset with the part pending requests lock, an asset's history, the requests that lock its
 * funds, and the stale ones; its MIX address, when it was last synced, and stopping to follow it (or,
 * for one met in a request, adding or dismissing it). A payment from it starts here, and so do a
 * payroll (Pay many) and a move to new members, with the account's runs.
 * @module
 */
import { useId, useState, type FormEvent } from 'react'
import type { AssetAvailability, SharedAccount } from '../../shared/bridge'
import { AssetIcon } from '../components/AssetAmount'
import { useAsset } from '../components/asset'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatAmount } from '../base/format'
import { useAction, useLoad } from '../components/hooks'
import { useNames } from '../components/person'
import { UserRef } from '../components/UserRef'
import { useT } from '../components/words'
import { actions } from '../store'
import { accountName } from '../base/account-name'
import { AssetLocks, payBlockedReason } from './AccountLocks'
import { AssetHistoryList } from './AssetHistoryList'
import { AccountAddress, StopFollowing } from './FollowedAccount'
import { OfferedActions } from './OfferedAccounts'
import { StaleRequests } from './StaleRequests'
import { SyncButton, SyncLine } from './SyncLine'
import { useSharedAccount, type SharedAccountRef } from '../components/treasury'
import { RunsCard } from '../runs/RunsCard'

function LabelEditor({ account }: { account: SharedAccount }) {
  const t = useT()
  const [label, setLabel] = useState(account.label)
  const id = useId()
  const [save, saving] = useAction(async () => {
    await actions.nameSharedAccount(
      { members_hash: account.members_hash, threshold: account.threshold },
      label.trim(),
    )
    actions.notify({
      tone: 'success',
      title: label.trim()
        ? t('accounts.label.named', { label: label.trim() })
        : t('accounts.label.removed'),
    })
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void save()
  }
  return (
    <form className="label-editor" onSubmit={submit}>
      <label htmlFor={id}>{t('accounts.label.field')}</label>
      <span className="inline-form">
        <input
          id={id}
          type="text"
          maxLength={64}
          value={label}
          placeholder={t('accounts.label.placeholder')}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        <button
          type="submit"
          className="button"
          disabled={saving.busy || label.trim() === account.label}
        >
          {t(saving.busy ? 'common.saving' : 'accounts.label.save')}
        </button>
      </span>
      <ErrorNotice error={saving.error} />
    </form>
  )
}

function BalanceRow({
  account,
  assetId,
  availability,
  selected,
  onSelect,
}: {
  account: SharedAccount
  assetId: string
  availability: AssetAvailability | undefined
  selected: boolean
  onSelect: () => void
}) {
  const t = useT()
  const b = account.balances.find((x) => x.asset_id === assetId)!
  const asset = useAsset(assetId)
  const id = useId()
  const blocked =
    payBlockedReason(availability, t) ??
    (b.balance === '0' ? t('accounts.balances.nothingPayable', { symbol: asset.symbol }) : null)
  const why = b.balance === '0' && blocked ? blocked : null
  return (
    <>
      <tr
        data-testid="balance-row"
        data-asset-id={assetId}
        className={selected ? 'row-selected' : undefined}
      >
        <th scope="row">
          <button
            type="button"
            className="link-button asset-name"
            aria-pressed={selected}
            onClick={onSelect}
          >
            <AssetIcon assetId={assetId} /> {asset.symbol}{' '}
            <span className="muted">{asset.name}</span>
          </button>
        </th>
        <td className="num">{formatAmount(b.balance)}</td>
        <td className="num">
          {b.locked === '0' ? <span className="muted">0</span> : formatAmount(b.locked)}
        </td>
        <td>
          <button
            type="button"
            className="button button-small"
            disabled={b.balance === '0'}
            aria-describedby={why ? `${id}-why` : undefined}
            onClick={() =>
              actions.navigate({
                name: 'pay',
                membersHash: account.members_hash,
                threshold: account.threshold,
                assetId,
              })
            }
            aria-label={t('accounts.balances.payWith', { symbol: asset.symbol })}
          >
            {t('accounts.balances.pay')}
          </button>
        </td>
      </tr>
      {why ? (
        // Why Pay… is disabled, under its row: a cell beside the button would squeeze the table.
        <tr className="balance-reason">
          <td colSpan={4}>
            <span
              id={`${id}-why`}
              className="reason"
              data-testid="pay-blocked"
              data-asset-id={assetId}
            >
              {why}
            </span>
          </td>
        </tr>
      ) : null}
    </>
  )
}

/** See the module comment. */
export function AccountDetail({ membersHash, threshold }: SharedAccountRef) {
  const t = useT()
  const { me, treasury, account } = useSharedAccount(membersHash, threshold)
  const nameOf = useNames(account?.members ?? [])
  const name = account ? accountName(account, me, nameOf) : t('accounts.detail.defaultName')
  const [picked, setPicked] = useState<string | null>(null)
  const assetId = picked ?? account?.balances[0]?.asset_id ?? null
  const id = useId()
  // Read again whenever the balances change (a sync, a signature, an unlock).
  const version = account
    ? `${me ?? ''}:${membersHash}:${threshold}:${account.synced_at ?? ''}:${account.balances.map((b) => `${b.asset_id}=${b.balance}/${b.locked}`).join(',')}`
    : ''
  const availability = useLoad(`availability:${version}`, () =>
    account
      ? actions.accountAvailability({ members_hash: membersHash, threshold })
      : Promise.resolve(undefined),
  )
  const [exportLedger, exportingLedger] = useAction(() =>
    actions.exportLedger({ members_hash: membersHash, threshold }),
  )
  const availabilityOf = (asset: string) =>
    availability.data?.assets.find((a) => a.asset_id === asset)

  return (
    <section className="screen account" aria-labelledby="account-title">
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        {t('common.back')}
      </button>
      <div className="screen-head">
        <h1 id="account-title">{name}</h1>
        <span className="button-row">
          <SyncButton treasury={treasury} />
          <button
            type="button"
            className="button"
            disabled={account?.status !== 'followed' || exportingLedger.busy}
            title={t('accounts.detail.ledgerAbout')}
            onClick={() => void exportLedger()}
          >
            {t(
              exportingLedger.busy
                ? 'accounts.detail.ledgerExporting'
                : 'accounts.detail.ledgerExport',
            )}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={account?.status !== 'followed'}
            onClick={() => actions.navigate({ name: 'pay', membersHash, threshold })}
          >
            {t('accounts.detail.newPayment')}
          </button>
        </span>
      </div>
      <SyncLine treasury={treasury} />
      <ErrorNotice error={treasury.error ?? exportingLedger.error} />
      {treasury.data && !account ? (
        <p className="empty">{t('accounts.detail.notFollowed')}</p>
      ) : null}
      {account?.status === 'offered' ? (
        <div className="callout" role="note">
          <p>
            {t.rich('accounts.detail.offered', {
              b: (chunks) => <strong key="b">{chunks}</strong>,
            })}
          </p>
          <OfferedActions account={account} name={name} />
        </div>
      ) : null}
      {account ? (
        <div className="two-columns">
          <div>
            <section className="card" aria-labelledby={`${id}-bal`}>
              <h2 id={`${id}-bal`}>{t('accounts.balances.title')}</h2>
              {account.balances.length === 0 ? (
                <p className="muted">{t('accounts.balances.none')}</p>
              ) : (
                <table className="balances" aria-label={t('accounts.balances.title')}>
                  <thead>
                    <tr>
                      <th scope="col">{t('accounts.balances.asset')}</th>
                      <th scope="col" className="num">
                        {t('accounts.balances.available')}
                      </th>
                      <th scope="col" className="num">
                        {t('accounts.balances.locked')}
                      </th>
                      <th scope="col">
                        <span className="visually-hidden">{t('accounts.balances.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {account.balances.map((b) => (
                      <BalanceRow
                        key={b.asset_id}
                        account={account}
                        assetId={b.asset_id}
                        availability={availabilityOf(b.asset_id)}
                        selected={b.asset_id === assetId}
                        onSelect={() => setPicked(b.asset_id)}
                      />
                    ))}
                  </tbody>
                </table>
              )}
              <p className="muted">{t('accounts.balances.lockedNote')}</p>
              <ErrorNotice error={availability.error} />
              {(availability.data?.assets ?? []).map((a) => (
                <AssetLocks
                  key={a.asset_id}
                  availability={a}
                  onPay={() =>
                    actions.navigate({
                      name: 'pay',
                      membersHash: account.members_hash,
                      threshold: account.threshold,
                      assetId: a.asset_id,
                    })
                  }
                />
              ))}
            </section>
            {assetId ? (
              <AssetHistoryList key={assetId} account={account} assetId={assetId} />
            ) : null}
          </div>
          <div>
            <section className="card" aria-labelledby={`${id}-who`}>
              <h2 id={`${id}-who`}>{t('accounts.detail.members')}</h2>
              <p>
                {t('accounts.detail.rule', {
                  all: account.threshold === account.members.length ? 'yes' : 'no',
                  threshold: account.threshold,
                  count: account.members.length,
                })}
              </p>
              <ul className="members" aria-label={t('accounts.detail.members')}>
                {account.members.map((m) => (
                  <li key={m}>
                    <UserRef userId={m} me={me} />
                  </li>
                ))}
              </ul>
              <LabelEditor key={account.label} account={account} />
            </section>
            {account.status === 'followed' ? (
              <section className="card" aria-labelledby={`${id}-follow`}>
                <h2 id={`${id}-follow`}>{t('accounts.detail.following')}</h2>
                <AccountAddress account={account} />
                <StopFollowing
                  account={account}
                  name={name}
                  onStopped={() => actions.navigate({ name: 'accounts' })}
                />
              </section>
            ) : null}
            <RunsCard
              membersHash={membersHash}
              threshold={threshold}
              followed={account.status === 'followed'}
            />
            <StaleRequests
              account={{ membersHash, threshold }}
              staleAfterMs={treasury.data?.stale_after_ms ?? null}
            />
          </div>
        </div>
      ) : null}
    </section>
  )
}
