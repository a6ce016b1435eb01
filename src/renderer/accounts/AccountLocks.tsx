/**
 * Why a shared account's balance is what it is: a pending request locks every output it spends — all
 * 2,500 USDT of one output for a payment of 120 — so per asset this says what each pending request
 * pays and to whom, what returns as change, why nothing else can be paid now, and offers what helps:
 * sign it, unlock it, or pay from the outputs no request locks. The core works it out from its cache
 * (the store's `accountAvailability`); this names the people and offers the ways out.
 * @module
 */
import { useId } from 'react'
import type { AssetAvailability, AssetLock, PaidReceiver } from '../../shared/bridge'
import { formatAmount } from '../base/format'
import { useNames } from '../components/person'
import { actions } from '../store'

const amountOf = (amount: string, symbol: string) => `${formatAmount(amount)} ${symbol}`

/** "Carol", "2 of 3: Bob, Carol, Dan", "the address XIN…". */
function receiverWords(r: PaidReceiver, nameOf: (id: string) => string): string {
  if (r.kind === 'withdrawal') return `the address ${r.destination}`
  const names = r.members.map(nameOf).join(', ')
  return r.members.length > 1 && r.threshold > 0
    ? `${r.threshold} of ${r.members.length}: ${names}`
    : names
}

/** What one lock pays and what comes back, in a sentence: "Pays 120 USDT to Carol; 2,380 USDT returns when it is signed or unlocked." */
function lockSentence(lock: AssetLock, symbol: string, nameOf: (id: string) => string): string {
  if (lock.pays === null || lock.to === null)
    return `A request this wallet has not read yet locks ${amountOf(lock.locked, symbol)}: sync the requests to see what it pays.`
  const pays =
    lock.to.length > 0
      ? lock.to
          .map((r) => `${amountOf(r.amount, symbol)} to ${receiverWords(r, nameOf)}`)
          .join(' and ')
      : `${amountOf(lock.locked, symbol)} back to this account`
  const change = lock.change !== null && lock.change !== '0' ? lock.change : null
  if (lock.actions.includes('wait'))
    return `Pays ${pays}. Every signature is in: it is being sent${change ? `, and ${amountOf(change, symbol)} returns as change when it is final` : ''}.`
  return `Pays ${pays}; ${change ? `${amountOf(change, symbol)} returns when it is signed or unlocked` : `unlocking it frees all ${amountOf(lock.locked, symbol)}`}.`
}

/** Why Pay… cannot be used for this asset now; null when it can. */
export function payBlockedReason(a: AssetAvailability | undefined): string | null {
  if (!a) return null
  if (a.reason === 'empty') return `This account holds no ${a.symbol}.`
  if (a.reason === 'all-locked')
    return `All ${amountOf(a.locked, a.symbol)} is locked by ${a.locks.length === 1 ? 'a pending request' : `${a.locks.length} pending requests`}: sign or unlock it to pay again.`
  return null
}

function LockItem({ lock, symbol }: { lock: AssetLock; symbol: string }) {
  const nameOf = useNames((lock.to ?? []).flatMap((r) => r.members))
  const requestId = lock.request_id
  return (
    <li data-testid="lock-row" data-request-id={requestId ?? ''}>
      <p>{lockSentence(lock, symbol, nameOf)}</p>
      {lock.memo ? <p className="muted">Memo: {lock.memo}</p> : null}
      {requestId ? (
        <span className="button-row">
          {lock.actions.includes('sign') ? (
            <button
              type="button"
              className="button button-small button-primary"
              onClick={() =>
                actions.navigate({ name: 'review', source: { kind: 'request', requestId } })
              }
            >
              Sign…
            </button>
          ) : (
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                actions.navigate({ name: 'review', source: { kind: 'request', requestId } })
              }
            >
              Review
            </button>
          )}
          {lock.actions.includes('unlock') ? (
            <button
              type="button"
              className="button button-small button-danger-outline"
              onClick={() =>
                actions.navigate({
                  name: 'review',
                  source: { kind: 'request', requestId, action: 'unlock' },
                })
              }
            >
              Unlock…
            </button>
          ) : null}
        </span>
      ) : null}
    </li>
  )
}

export interface AssetLocksProps {
  availability: AssetAvailability
  /** Opens New payment with this asset. */
  onPay: () => void
}

/** One asset's locks: see the module comment. Nothing when no request locks any of it. */
export function AssetLocks({ availability: a, onPay }: AssetLocksProps) {
  const id = useId()
  if (a.locks.length === 0) return null
  return (
    <section
      className="asset-locks"
      aria-labelledby={`${id}-h`}
      data-testid="asset-locks"
      data-asset-id={a.asset_id}
    >
      <h3 id={`${id}-h`}>
        {amountOf(a.locked, a.symbol)} locked by{' '}
        {a.locks.length === 1 ? 'a pending request' : `${a.locks.length} pending requests`}
      </h3>
      <ul aria-label={`${a.symbol} locked by`}>
        {a.locks.map((l, i) => (
          <LockItem key={l.request_id ?? l.transaction_hash ?? i} lock={l} symbol={a.symbol} />
        ))}
      </ul>
      {a.reason === 'all-locked' ? (
        <p data-testid="why-nothing">
          Nothing else can be paid in {a.symbol} now: every {a.symbol} output of this account is
          spent by {a.locks.length === 1 ? 'this request' : 'these requests'} until{' '}
          {a.locks.length === 1 ? 'it is' : 'each is'} signed and sent, or unlocked.
        </p>
      ) : (
        <p data-testid="why-nothing">
          {amountOf(a.available, a.symbol)} is in outputs no request spends: it can be paid now.{' '}
          <button type="button" className="link-button" onClick={onPay}>
            Pay from those…
          </button>
        </p>
      )}
    </section>
  )
}
