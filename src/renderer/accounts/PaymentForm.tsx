/**
 * A new payment from a shared account: the asset (with what is available), who receives (one field:
 * people picked from contacts, user ids, user or code links, or one XIN or MIX address; several
 * users with how many must sign), the
 * amount (or the most it can pay), and a memo with its size in bytes. The wallet core checks every
 * field and answers each refusal in words next to its field; nothing is created then. A proposal
 * is signed by the proposer at once and opens in review (the store's `proposePayment`). The request
 * id is chosen when the form opens and kept across retries, so trying again after a failure finishes
 * the same request.
 * @module
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { PaymentField } from '../../shared/bridge'
import { BridgeFailure } from '../base/bridge-caller'
import { ContactPicker } from '../components/ContactPicker'
import { ErrorNotice } from '../components/ErrorNotice'
import { FieldError } from '../components/FieldError'
import { useAsset } from '../components/asset'
import { formatAmount } from '../base/format'
import { useAction, useRefusals } from '../components/hooks'
import { useNames } from '../components/person'
import { actions, useApp, type PayPrefill } from '../store'
import { accountName, ruleText } from '../base/account-name'
import {
  asksThreshold,
  errorsByField,
  MEMO_LIMIT,
  memoBytes,
  thresholdValue,
  typedReceivers,
} from './payment-form'
import { SyncLine } from './SyncLine'
import { findAccount, useTreasury } from '../components/treasury'

function AssetOption({ assetId, balance }: { assetId: string; balance: string }) {
  const asset = useAsset(assetId)
  return (
    <option value={assetId}>
      {asset.symbol} — {formatAmount(balance)} available
    </option>
  )
}

function Available({
  assetId,
  balance,
  locked,
}: {
  assetId: string
  balance: string
  locked: string
}) {
  const symbol = useAsset(assetId).symbol
  return (
    <>
      {formatAmount(balance)} {symbol} available
      {locked !== '0' ? `, ${formatAmount(locked)} locked by pending requests` : ''}.{' '}
    </>
  )
}

export interface PaymentFormProps {
  membersHash: string
  threshold: number
  assetId?: string | undefined
  /** Filled in from a payment link; the user still reviews and proposes it. */
  prefill?: PayPrefill | undefined
}

/** See the module comment. */
export function PaymentForm({
  membersHash,
  threshold,
  assetId: initialAsset,
  prefill,
}: PaymentFormProps) {
  const me = useApp((s) => s.accountId)
  const t = useTreasury()
  const account = findAccount(t.data, membersHash, threshold)
  const nameOf = useNames(account?.members ?? [])
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [assetId, setAssetId] = useState(initialAsset ?? '')
  const [to, setTo] = useState(prefill?.to ?? '')
  const [picked, setPicked] = useState<string[]>([])
  const [toThreshold, setToThreshold] = useState('')
  const [amount, setAmount] = useState(prefill?.amount ?? '')
  const [memo, setMemo] = useState(prefill?.memo ?? '')
  const ids = useId()
  const fieldIds: Record<PaymentField, string> = {
    account: `${ids}-account`,
    asset_id: `${ids}-asset`,
    to: `${ids}-to`,
    to_threshold: `${ids}-threshold`,
    amount: `${ids}-amount`,
    memo: `${ids}-memo`,
    request_id: `${ids}-request`,
  }
  const form = useRef<HTMLFormElement>(null)
  const [errors, refuse] = useRefusals<PaymentField>(form)

  const held = account?.balances.filter((b) => b.balance !== '0' || b.locked !== '0') ?? []
  const chosen = assetId || held[0]?.asset_id || ''
  const balance = account?.balances.find((b) => b.asset_id === chosen)
  const lines = useMemo(() => [...picked, ...typedReceivers(to)], [picked, to])
  const bytes = memoBytes(memo)

  const [propose, proposing] = useAction(async () => {
    const outcome = await actions
      .proposePayment({
        members_hash: membersHash,
        threshold,
        asset_id: chosen,
        to: lines,
        ...(asksThreshold(lines) && thresholdValue(toThreshold) !== undefined
          ? { to_threshold: thresholdValue(toThreshold) }
          : {}),
        amount: amount.trim(),
        memo,
        request_id: requestId,
      })
      .catch((e: unknown) => {
        // An id the service will not take again: the next try gets a new one.
        if (e instanceof BridgeFailure && e.code === 'request-id-used')
          setRequestId(crypto.randomUUID())
        throw e
      })
    refuse(outcome.kind === 'invalid' ? errorsByField(outcome.errors) : {})
  })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    await propose()
  }
  const failed = proposing.error

  const described = (f: PaymentField, hint?: string) => ({
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby':
      [errors[f] ? `${fieldIds[f]}-error` : null, hint ?? null].filter(Boolean).join(' ') ||
      undefined,
  })

  return (
    <section className="screen pay" aria-labelledby="pay-title">
      <button type="button" className="link-button back" onClick={() => actions.back()}>
        ← Back
      </button>
      <h1 id="pay-title">New payment</h1>
      {account ? (
        <p className="lead">
          From <strong>{accountName(account, me, nameOf)}</strong> · {ruleText(account)}. You sign
          it as you propose it; it then waits for {Math.max(0, account.threshold - 1)} more
          signature
          {account.threshold - 1 === 1 ? '' : 's'}.
        </p>
      ) : null}
      {prefill ? (
        <p className="callout" role="note">
          Filled in from a link. Check every field: nothing is sent until you propose it.
        </p>
      ) : null}
      <SyncLine t={t} />
      <ErrorNotice error={t.error} />
      {t.data && !account ? (
        <p className="empty">
          This wallet knows no such account. Go back to Accounts and pick one.
        </p>
      ) : null}
      {account ? (
        <form
          ref={form}
          className="card pay-form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label="New payment"
        >
          <FieldError id={`${fieldIds.account}-error`} message={errors.account} />

          <label htmlFor={fieldIds.asset_id}>Asset</label>
          <select
            id={fieldIds.asset_id}
            value={chosen}
            onChange={(e) => setAssetId(e.currentTarget.value)}
            {...described('asset_id')}
          >
            {held.length === 0 ? <option value="">Nothing to pay with</option> : null}
            {held.map((b) => (
              <AssetOption key={b.asset_id} assetId={b.asset_id} balance={b.balance} />
            ))}
          </select>
          <FieldError id={`${fieldIds.asset_id}-error`} message={errors.asset_id} />

          <ContactPicker
            label="To"
            chosen={picked}
            onChange={setPicked}
            max={64}
            text={to}
            onTextChange={setTo}
            addresses
            errorId={errors.to ? `${fieldIds.to}-error` : undefined}
            hint="A contact by name, a user id, a user or code link, or one XIN or MIX address. Several people receive together; you then choose how many of them must sign to spend it."
          />
          <FieldError id={`${fieldIds.to}-error`} message={errors.to} />

          {asksThreshold(lines) ? (
            <>
              <label htmlFor={fieldIds.to_threshold}>
                How many of the {lines.length} receivers must sign to spend it
              </label>
              <input
                id={fieldIds.to_threshold}
                type="text"
                inputMode="numeric"
                className="short"
                value={toThreshold}
                onChange={(e) => setToThreshold(e.currentTarget.value)}
                {...described('to_threshold')}
              />
              <FieldError id={`${fieldIds.to_threshold}-error`} message={errors.to_threshold} />
            </>
          ) : (
            <FieldError id={`${fieldIds.to_threshold}-error`} message={errors.to_threshold} />
          )}

          <label htmlFor={fieldIds.amount}>Amount</label>
          <span className="inline-form">
            <input
              id={fieldIds.amount}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder="0.00"
              onChange={(e) => setAmount(e.currentTarget.value)}
              {...described('amount', `${fieldIds.amount}-hint`)}
            />
            <button
              type="button"
              className="button"
              onClick={() => setAmount('max')}
              disabled={!balance || balance.balance === '0'}
            >
              Max
            </button>
          </span>
          <p id={`${fieldIds.amount}-hint`} className="muted">
            {balance ? (
              <Available assetId={chosen} balance={balance.balance} locked={balance.locked} />
            ) : null}
            At most 8 decimals; “max” pays everything one transaction can.
          </p>
          <FieldError id={`${fieldIds.amount}-error`} message={errors.amount} />

          <label htmlFor={fieldIds.memo}>Memo (optional)</label>
          <textarea
            id={fieldIds.memo}
            rows={2}
            value={memo}
            onChange={(e) => setMemo(e.currentTarget.value)}
            {...described('memo', `${fieldIds.memo}-count`)}
          />
          <p
            id={`${fieldIds.memo}-count`}
            className={bytes > MEMO_LIMIT ? 'field-error' : 'muted'}
            aria-live="polite"
          >
            {bytes} of {MEMO_LIMIT} bytes
          </p>
          <FieldError id={`${fieldIds.memo}-error`} message={errors.memo} />

          <ErrorNotice error={failed} />
          <button
            type="submit"
            className="button button-primary"
            disabled={proposing.busy || held.length === 0}
          >
            {proposing.busy ? 'Proposing…' : 'Propose and sign'}
          </button>
          <p className="muted">
            Request id <code>{requestId}</code>: trying again after a failure finishes this same
            request, never a second one.
          </p>
        </form>
      ) : null}
    </section>
  )
}
