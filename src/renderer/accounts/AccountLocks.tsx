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
import { useT } from '../components/words'
import { actions } from '../store'
import { joinPayments, membersWords, type Wording } from './receiver-words'

const amountOf = (amount: string, symbol: string) => `${formatAmount(amount)} ${symbol}`

/** "Carol", "2 of 3: Bob, Carol, Dan", "the address XIN…". */
function receiverWords(r: PaidReceiver, nameOf: (id: string) => string, t: Wording): string {
  if (r.kind === 'withdrawal') return t('accounts.locks.toAddress', { address: r.destination })
  return membersWords(r.members, r.threshold, nameOf, t)
}

/** What one lock pays and what comes back, in a sentence: "Pays 120 USDT to Carol; 2,380 USDT returns when it is signed or unlocked." */
function lockSentence(
  lock: AssetLock,
  symbol: string,
  nameOf: (id: string) => string,
  t: Wording,
): string {
  const locked = amountOf(lock.locked, symbol)
  if (lock.pays === null || lock.to === null) return t('accounts.locks.unread', { amount: locked })
  const pays =
    lock.to.length > 0
      ? joinPayments(
          lock.to.map((r) =>
            t('accounts.locks.payment', {
              amount: amountOf(r.amount, symbol),
              receiver: receiverWords(r, nameOf, t),
            }),
          ),
          t,
        )
      : t('accounts.locks.paymentBack', { amount: locked })
  const change = lock.change !== null && lock.change !== '0' ? amountOf(lock.change, symbol) : null
  if (lock.actions.includes('wait'))
    return change
      ? t('accounts.locks.sendingChange', { pays, change })
      : t('accounts.locks.sending', { pays })
  return change
    ? t('accounts.locks.returns', { pays, change })
    : t('accounts.locks.frees', { pays, locked })
}

/** Why Pay… cannot be used for this asset now; null when it can. */
export function payBlockedReason(a: AssetAvailability | undefined, t: Wording): string | null {
  if (!a) return null
  if (a.reason === 'empty') return t('accounts.locks.holdsNone', { symbol: a.symbol })
  if (a.reason === 'all-locked')
    return t('accounts.locks.allLocked', {
      amount: amountOf(a.locked, a.symbol),
      count: a.locks.length,
    })
  return null
}

function LockItem({ lock, symbol }: { lock: AssetLock; symbol: string }) {
  const t = useT()
  const nameOf = useNames((lock.to ?? []).flatMap((r) => r.members))
  const requestId = lock.request_id
  return (
    <li data-testid="lock-row" data-request-id={requestId ?? ''}>
      <p>{lockSentence(lock, symbol, nameOf, t)}</p>
      {lock.memo ? <p className="muted">{t('accounts.locks.memo', { memo: lock.memo })}</p> : null}
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
              {t('accounts.locks.sign')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                actions.navigate({ name: 'review', source: { kind: 'request', requestId } })
              }
            >
              {t('accounts.locks.review')}
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
              {t('accounts.locks.unlock')}
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
  const t = useT()
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
        {t('accounts.locks.heading', {
          amount: amountOf(a.locked, a.symbol),
          count: a.locks.length,
        })}
      </h3>
      <ul aria-label={t('accounts.locks.listLabel', { symbol: a.symbol })}>
        {a.locks.map((l, i) => (
          <LockItem key={l.request_id ?? l.transaction_hash ?? i} lock={l} symbol={a.symbol} />
        ))}
      </ul>
      {a.reason === 'all-locked' ? (
        <p data-testid="why-nothing">
          {t('accounts.locks.nothingElse', { symbol: a.symbol, count: a.locks.length })}
        </p>
      ) : (
        <p data-testid="why-nothing">
          {t('accounts.locks.free', { amount: amountOf(a.available, a.symbol) })}{' '}
          <button type="button" className="link-button" onClick={onPay}>
            {t('accounts.locks.payFromFree')}
          </button>
        </p>
      )}
    </section>
  )
}
