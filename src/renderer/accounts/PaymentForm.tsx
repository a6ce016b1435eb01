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
import { useT } from '../components/words'
import { actions, type PayPrefill } from '../store'
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
import { useSharedAccount } from '../components/treasury'

function AssetOption({ assetId, balance }: { assetId: string; balance: string }) {
  const t = useT()
  const asset = useAsset(assetId)
  return (
    <option value={assetId}>
      {t('accounts.pay.assetOption', { symbol: asset.symbol, amount: formatAmount(balance) })}
    </option>
  )
}

/** What can be paid with the chosen asset, and how an amount is written. */
function AmountHint({
  assetId,
  balance,
  locked,
}: {
  assetId: string
  balance: string
  locked: string
}) {
  const t = useT()
  const symbol = useAsset(assetId).symbol
  const amount = `${formatAmount(balance)} ${symbol}`
  return locked === '0'
    ? t('accounts.pay.available', { amount })
    : t('accounts.pay.availableLocked', { amount, locked: formatAmount(locked) })
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
  const t = useT()
  const { me, treasury, account } = useSharedAccount(membersHash, threshold)
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
    refuse(outcome.kind === 'invalid' ? errorsByField(outcome.errors, t.say) : {})
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
        {t('common.back')}
      </button>
      <h1 id="pay-title">{t('accounts.pay.title')}</h1>
      {account ? (
        <p className="lead">
          {t.rich('accounts.pay.lead', {
            account: accountName(account, me, nameOf),
            rule: ruleText(account),
            more: Math.max(0, account.threshold - 1),
            b: (chunks) => <strong key="b">{chunks}</strong>,
          })}
        </p>
      ) : null}
      {prefill ? (
        <p className="callout" role="note">
          {t('accounts.pay.prefilled')}
        </p>
      ) : null}
      <SyncLine treasury={treasury} />
      <ErrorNotice error={treasury.error} />
      {treasury.data && !account ? <p className="empty">{t('accounts.pay.noAccount')}</p> : null}
      {account ? (
        <form
          ref={form}
          className="card pay-form"
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={t('accounts.pay.title')}
        >
          <FieldError id={`${fieldIds.account}-error`} message={errors.account} />

          <label htmlFor={fieldIds.asset_id}>{t('accounts.pay.asset')}</label>
          <select
            id={fieldIds.asset_id}
            value={chosen}
            onChange={(e) => setAssetId(e.currentTarget.value)}
            {...described('asset_id')}
          >
            {held.length === 0 ? <option value="">{t('accounts.pay.noAsset')}</option> : null}
            {held.map((b) => (
              <AssetOption key={b.asset_id} assetId={b.asset_id} balance={b.balance} />
            ))}
          </select>
          <FieldError id={`${fieldIds.asset_id}-error`} message={errors.asset_id} />

          <ContactPicker
            label={t('accounts.pay.to')}
            chosen={picked}
            onChange={setPicked}
            max={64}
            text={to}
            onTextChange={setTo}
            addresses
            errorId={errors.to ? `${fieldIds.to}-error` : undefined}
            hint={t('accounts.pay.toHint')}
          />
          <FieldError id={`${fieldIds.to}-error`} message={errors.to} />

          {asksThreshold(lines) ? (
            <>
              <label htmlFor={fieldIds.to_threshold}>
                {t('accounts.pay.toThreshold', { count: lines.length })}
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

          <label htmlFor={fieldIds.amount}>{t('accounts.pay.amount')}</label>
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
              {t('accounts.pay.max')}
            </button>
          </span>
          <p id={`${fieldIds.amount}-hint`} className="muted">
            {balance ? (
              <AmountHint assetId={chosen} balance={balance.balance} locked={balance.locked} />
            ) : (
              t('accounts.pay.amountHint')
            )}
          </p>
          <FieldError id={`${fieldIds.amount}-error`} message={errors.amount} />

          <label htmlFor={fieldIds.memo}>{t('accounts.pay.memo')}</label>
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
            {t('accounts.pay.memoBytes', { bytes, limit: MEMO_LIMIT })}
          </p>
          <FieldError id={`${fieldIds.memo}-error`} message={errors.memo} />

          <ErrorNotice error={failed} />
          <button
            type="submit"
            className="button button-primary"
            disabled={proposing.busy || held.length === 0}
          >
            {t(proposing.busy ? 'accounts.pay.proposing' : 'accounts.pay.propose')}
          </button>
          <p className="muted">
            {t.rich('accounts.pay.requestId', {
              id: requestId,
              code: (chunks) => <code key="code">{chunks}</code>,
            })}
          </p>
        </form>
      ) : null}
    </section>
  )
}
