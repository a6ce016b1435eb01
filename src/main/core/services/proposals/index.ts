/**
 * Proposing a payment from a shared account (wire-formats §8.7): the form is checked field by
 * field (./draft), the treasury synced, the receivers looked up (./recipients), outputs selected
 * (./select), the transaction built (./build) and created as a multisig request; the request is
 * then read back and reviewed like any other (what you see is what you sign holds for the
 * proposer too), checked against what was built, and signed at once through the same signing path
 * a co-signer uses. Every proposal that reaches the service is audited.
 *
 * Retries: the ghost key hints and XIN masks derive from the request id, so the same id and the
 * same outputs give the same raw. When a request already exists under the id (a retry after a
 * failure halfway), the payment is rebuilt on that request's own inputs and must come out
 * byte-identical; the same request is then finished (checked, signed if not yet) and no second one
 * is created. An id whose request was unlocked, or that names another payment, is refused.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { ServiceMultisigRequest } from '../../../../shared/api/ledger'
import type { FieldError, RequestItem } from '../../../../shared/bridge'
import { decodeTransactionHex, formatAmount, parseAmount, toHex } from '../../../../shared/kernel'
import type { ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { SharedAccountKey, SharedAccountRow } from '../../db'
import { CoreError } from '../../errors'
import { errorText } from '../../errors'
import { cachedItem } from '../requests/records'
import { reviewFresh, type FreshReview, type RequestSigning } from '../requests/signing'
import { fetchRequest } from '../requests/sync'
import type { AssetsService } from '../treasury/assets'
import { syncOutputs } from '../treasury/sync'
import { buildPayment, type BuiltPayment, type PlannedOutput } from './build'
import { checkDraft, type CheckedDraft, type PaymentDraft } from './draft'
import { resolveUsers } from './recipients'
import { MAX_INPUTS, selectOutputs } from './select'

export type { PaymentDraft } from './draft'

export type ProposalOutcome =
  | {
      status: 'proposed'
      request: RequestItem
      transaction_hash: string
      signed_by_me: boolean
      /** The request as the service has it after the proposer's signature (for machine output). */
      record: ServiceMultisigRequest
    }
  | { status: 'invalid'; errors: FieldError[] }

export interface ProposalsService {
  /**
   * Proposes a payment from the shared account `draft.members_hash` / `draft.threshold` and signs
   * it as the proposer. A draft refused field by field creates nothing and answers `invalid`.
   * Signing needs the wallet passphrase as for any signature: a grant to sign `draft.request_id`
   * (so the caller picks the id), or none inside the re-auth window; it is checked once the draft
   * passed, before anything is created.
   * @throws CoreError 'account-not-found' | 'reauth-required' | 'request-id-used' | 'request-mismatch' | signing's;
   *   ApiClientError (network, conflict when the outputs were taken meanwhile…); VaultError
   */
  propose(userId: string, draft: PaymentDraft, grant?: string): Promise<ProposalOutcome>
}

const Created = z.array(ServiceMultisigRequest)
const invalid = (errors: FieldError[]): ProposalOutcome => ({ status: 'invalid', errors })

interface Funding {
  inputs: { transaction_hash: string; output_index: number }[]
  amount: bigint
  change: bigint
}

export function proposalsService(ctx: CoreContext, signing: RequestSigning, assets: AssetsService): ProposalsService {
  const symbolOf = (assetId: string) => ctx.cache.assets.get(assetId)?.symbol ?? `of asset ${assetId.slice(0, 8)}`

  /** New outputs for a new request, or the refusals of the asset and amount fields. */
  function fund(userId: string, key: SharedAccountKey, d: CheckedDraft): Funding | FieldError[] {
    const symbol = symbolOf(d.assetId)
    const balance = ctx.cache.treasury.balances(userId, key).find((b) => b.asset_id === d.assetId)
    if (!balance || (balance.unspent === '0' && balance.locked === '0')) return [{ field: 'asset_id', message: `This account holds no ${symbol}.` }]
    const selection = selectOutputs(ctx.cache.treasury.spendable(userId, key, d.assetId), d.amount)
    if (selection.ok) {
      return { inputs: selection.inputs.map((o) => ({ transaction_hash: o.transaction_hash, output_index: o.output_index })), amount: selection.amount, change: selection.change }
    }
    if (selection.reason === 'insufficient') {
      const locked = parseAmount(balance.locked)
      if (selection.available === 0n) return [{ field: 'amount', message: `All of this account’s ${symbol} (${balance.locked}) is locked by pending requests; sign or unlock them first.` }]
      const more = locked > 0n ? `, and ${balance.locked} more is locked by pending requests` : ''
      return [{ field: 'amount', message: `The account has ${formatAmount(selection.available)} ${symbol} to spend${more}. Enter at most ${formatAmount(selection.available)}.` }]
    }
    return [
      {
        field: 'amount',
        message:
          `Paying this takes ${selection.needed} of the account’s outputs, but one transaction spends at most ${MAX_INPUTS}. ` +
          `Pay at most ${formatAmount(selection.maxInOne)} ${symbol} now, or merge outputs first: propose “max” to the account itself ` +
          `(its own members, ${key.threshold} of them to sign), which joins its ${MAX_INPUTS} largest outputs into one, then propose this payment again.`,
      },
    ]
  }

  /** The outputs an existing request under the id spends, when it is this very payment's. */
  function fundingOf(userId: string, key: SharedAccountKey, d: CheckedDraft, existing: ServiceMultisigRequest): Funding {
    const used = (why: string) => new CoreError('request-id-used', `${why} Start a new payment: it gets a new request id.`)
    if (existing.state === 'unlocked' || existing.revoked_by !== '') throw used('The payment proposed under this request id was unlocked (revoked), so the id cannot be used again.')
    if (existing.senders_hash !== key.members_hash || existing.senders_threshold !== key.threshold || existing.asset_id !== d.assetId) {
      throw used('This request id belongs to another payment.')
    }
    const inputs = decodeTransactionHex(existing.raw_transaction).inputs.map((i) => ({ transaction_hash: toHex(i.hash), output_index: i.index }))
    let total = 0n
    for (const i of inputs) {
      const o = ctx.cache.treasury.byReference(userId, i.transaction_hash, i.output_index)
      if (!o || o.members_hash !== key.members_hash || o.threshold !== key.threshold) throw used('The request under this id spends outputs that are not this account’s.')
      total += parseAmount(o.amount)
    }
    const amount = d.amount === 'max' ? total : d.amount
    if (amount > total) throw used('This request id belongs to another payment.')
    return { inputs, amount, change: total - amount }
  }

  /** Checks the request as read back against the payment built: the same transaction, the receivers asked for. */
  function checkReadBack(fresh: FreshReview, built: BuiltPayment, outputs: readonly PlannedOutput[]): string {
    if (fresh.request.transaction_hash !== built.hash) {
      throw new CoreError('request-mismatch', 'The service holds another transaction under this request id than the one built here; it was not signed.', {
        reasons: [{ kind: 'changed', detail: `built ${built.hash}, the service has ${fresh.request.transaction_hash}` }],
      })
    }
    const r = fresh.result
    if (r.status === 'refused') {
      throw new CoreError('request-mismatch', `The request as the service has it does not match its transaction; it was not signed: ${r.reasons.map((x) => x.detail).join('; ')}`, { reasons: r.reasons })
    }
    outputs.forEach((o, i) => {
      const seen = r.summary.outputs[i]
      if (o.to.kind !== 'users' || !seen) return
      const asked = [...o.to.members].sort()
      if (seen.threshold !== o.threshold || seen.members.length !== asked.length || seen.members.some((m, j) => m !== asked[j])) {
        throw new CoreError('request-mismatch', `The service reports other receivers for output ${i} than the payment names; it was not signed.`, {
          reasons: [{ kind: 'receivers', detail: `output ${i}: asked ${o.threshold} of ${asked.join(', ')}, reported ${seen.threshold} of ${seen.members.join(', ')}` }],
        })
      }
    })
    return r.digest
  }

  async function receivers(client: ApiClient, d: CheckedDraft): Promise<PlannedOutput['to'] | FieldError[]> {
    if (d.recipient.kind === 'xin') return { kind: 'xin', publics: d.recipient.publics }
    const { ids, errors } = await resolveUsers(ctx, client, d.recipient.refs)
    return errors.length > 0 ? errors : { kind: 'users', members: ids }
  }

  return {
    async propose(userId, draft, grant) {
      ctx.account(userId)
      const checked = checkDraft(draft)
      if (!checked.draft) return invalid(checked.errors)
      const d = checked.draft
      const key = { members_hash: draft.members_hash, threshold: draft.threshold }
      const requestId = draft.request_id?.toLowerCase() ?? randomUUID()
      const client = ctx.clientFor(userId)

      await syncOutputs(ctx, userId, client)
      // For the symbol in what the form says; never throws for want of the service.
      await assets.describe(userId, [d.assetId])
      const account: SharedAccountRow | undefined = ctx.cache.treasury.sharedAccount(userId, key)
      if (!account || !account.members.includes(userId)) {
        return invalid([{ field: 'account', message: 'This wallet knows no shared account of yours with these members and threshold; sync the accounts and pick one.' }])
      }
      const to = await receivers(client, d)
      if (Array.isArray(to)) return invalid(to)
      if (to.kind === 'users') ctx.cache.people.meet(userId, to.members)
      const existing = draft.request_id ? await fetchRequest(client, requestId) : undefined
      const funding = existing ? fundingOf(userId, key, d, existing) : fund(userId, key, d)
      if (Array.isArray(funding)) return invalid(funding)
      // Only now, so a form is answered field by field before anyone is asked for the passphrase.
      ctx.lock.checkSigning(grant, requestId)

      const outputs: PlannedOutput[] = [{ amount: funding.amount, threshold: d.recipient.threshold, to }]
      if (funding.change > 0n) outputs.push({ amount: funding.change, threshold: key.threshold, to: { kind: 'users', members: account.members } })
      const built = await buildPayment(client, {
        requestId,
        assetId: d.assetId,
        inputs: funding.inputs,
        outputs,
        memo: d.memo,
        // XIN-address masks mix in what the account has in common on every retry; not a secret (see trace.ts).
        maskSecret: new TextEncoder().encode(key.members_hash),
      })
      if (existing && existing.transaction_hash !== built.hash) {
        throw new CoreError('request-id-used', 'Another payment was proposed under this request id. Start a new payment: it gets a new request id.')
      }

      const amountText = `${formatAmount(funding.amount)} ${d.assetId}`
      try {
        if (!existing) {
          const [created] = await client.call('POST', '/safe/multisigs', Created, { body: [{ request_id: requestId, raw: built.rawHex }] })
          if (!created || created.request_id !== requestId) throw new CoreError('request-mismatch', 'The service answered the proposal with another request.')
        }
        const fresh = await reviewFresh(ctx, userId, requestId, client)
        const digest = checkReadBack(fresh, built, outputs)
        if (fresh.result.status === 'ok' && !fresh.result.summary.i_have_signed && fresh.request.state === 'initial') {
          await signing.sign(userId, requestId, digest, true, grant)
        }
        const record = (await fetchRequest(client, requestId)) ?? fresh.request
        await syncOutputs(ctx, userId, client).catch((e: unknown) => ctx.log.warn(`the treasury could not be synced after a proposal (${errorText(e)})`))
        ctx.audit({ actor: userId, action: 'propose', subject: requestId, transaction_hash: built.hash, result: 'ok', detail: `${amountText}${existing ? ' (finished a retry)' : ''}` })
        return { status: 'proposed', request: cachedItem(ctx, userId, requestId), transaction_hash: built.hash, signed_by_me: true, record }
      } catch (e) {
        ctx.audit({ actor: userId, action: 'propose', subject: requestId, transaction_hash: built.hash, result: 'failed', detail: `${amountText}: ${errorText(e)}` })
        throw e
      }
    },
  }
}
