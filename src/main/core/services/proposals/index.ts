/**
 * Proposing a payment from a followed shared account (wire-formats §8.7), on the public API's
 * terms and with as few calls as the official SDK makes: the form is checked field by field
 * (./draft); the account's unspent outputs of the asset are read (one call, every official client's
 * query: members, threshold, asset); the receivers are looked up where the wallet does not know them
 * yet (./recipients); outputs are selected (./select) and the transaction built (./build: ghost keys
 * from `POST /safe/keys`, which also tells a receiver without a Safe account); it is created as a
 * multisig request, and the request the service answers is reviewed like any other (what you see is
 * what you sign holds for the proposer too), checked against what was built, and signed at once
 * against that review, with the spent outputs just read. Every proposal that reaches the service is
 * audited.
 *
 * Retries: the ghost key hints and XIN masks derive from the request id (and, for XIN masks, a
 * secret of the proposer's), so the same id and the same outputs give the same raw. Creating under an
 * id that already has a request answers that request (wire-formats §8.7); when it is not the one just
 * built (a retry after a failure halfway: its inputs are locked, so another selection was made), the
 * payment is rebuilt on that request's own inputs and must come out byte-identical; that request is
 * then finished (checked, signed if not yet). An id whose request was unlocked, or that names another
 * payment, is refused.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { MultisigRequest } from '../../../../shared/api/ledger'
import type { FieldError, RequestItem, ReviewResult } from '../../../../shared/bridge'
import { decodeTransactionHex, formatAmount, kernelAssetId, parseAmount, toHex } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { SharedAccountKey, SharedAccountRow } from '../../db'
import { CoreError, errorText } from '../../errors'
import { cachedProofs } from '../requests/proofs'
import { fetchRequest } from '../requests/fetch'
import { cachedItem, storeRequests } from '../requests/records'
import { reviewRequest } from '../requests/review'
import type { RequestSigning } from '../requests/signing'
import { cachedSpentOutputs } from '../requests/spent-outputs'
import { accountGroup } from '../messages/share'
import { shareProposals } from '../settings'
import type { AssetsService } from '../treasury/assets'
import { accountQuery, outputPages, toOutputInput } from '../treasury/sync'
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
      record: MultisigRequest
      /** The account's group it was shared to (its link, for the other members' wallets and phones); null when not. */
      shared_in: string | null
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

const Created = z.array(MultisigRequest)
/** Pages of one asset's unspent outputs read before a payment: 5,000 outputs, far above the 256 one transaction spends. */
const MAX_UNSPENT_PAGES = 10
const invalid = (errors: FieldError[]): ProposalOutcome => ({ status: 'invalid', errors })

interface Funding {
  inputs: { transaction_hash: string; output_index: number }[]
  amount: bigint
  change: bigint
}

/** Shares a request's link to a group (../messages/share). */
export type ShareRequest = (userId: string, conversationId: string, requestId: string) => Promise<unknown>

export function proposalsService(ctx: CoreContext, signing: RequestSigning, assets: AssetsService, share?: ShareRequest): ProposalsService {
  /** Shares a new proposal to its account's group when the user wants that (the default) and there is one. */
  async function shareNew(userId: string, account: SharedAccountRow, requestId: string): Promise<string | null> {
    const group = share && shareProposals(ctx.cache.settings) ? accountGroup(ctx, userId, account.members) : null
    if (!group) return null
    try {
      await share!(userId, group, requestId)
      return group
    } catch (e) {
      ctx.log.warn(`a new proposal could not be shared to its account's group (${errorText(e)})`)
      return null
    }
  }

  const symbolOf = (assetId: string) => ctx.cache.assets.get(assetId)?.symbol ?? `of asset ${assetId.slice(0, 8)}`

  /**
   * New outputs for a new request, or the refusals of the asset and amount fields. Only outputs the
   * service listed as unspent a moment ago are spent: one the cache still holds as unspent may have
   * been locked by another request since.
   */
  function fund(userId: string, key: SharedAccountKey, d: CheckedDraft, unspent: ReadonlySet<string>): Funding | FieldError[] {
    const symbol = symbolOf(d.assetId)
    const balance = ctx.cache.treasury.balances(userId, key).find((b) => b.asset_id === d.assetId)
    if (!balance || (balance.unspent === '0' && balance.locked === '0')) return [{ field: 'asset_id', message: `This account holds no ${symbol}.` }]
    const selection = selectOutputs(
      ctx.cache.treasury.spendable(userId, key, d.assetId).filter((o) => unspent.has(o.output_id)),
      d.amount,
    )
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
  function fundingOf(userId: string, key: SharedAccountKey, d: CheckedDraft, existing: MultisigRequest): Funding {
    const used = (why: string) => new CoreError('request-id-used', `${why} Start a new payment: it gets a new request id.`)
    if (existing.revoked_by !== '') throw used('The payment proposed under this request id was unlocked (revoked), so the id cannot be used again.')
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

  /** Checks the request as the service answered it against the payment built: the same transaction, the receivers asked for. */
  function checkReadBack(request: MultisigRequest, r: ReviewResult, built: BuiltPayment, outputs: readonly PlannedOutput[]): string {
    if (request.transaction_hash !== built.hash) {
      throw new CoreError('request-mismatch', 'The service holds another transaction under this request id than the one built here; it was not signed.', {
        reasons: [{ kind: 'transaction', detail: `built ${built.hash}, the service has ${request.transaction_hash}` }],
      })
    }
    if (r.status === 'refused') {
      throw new CoreError('request-mismatch', `The request as the service has it does not match its transaction; it was not signed: ${r.reasons.map((x) => x.detail).join('; ')}`, { reasons: r.reasons })
    }
    outputs.forEach((o, i) => {
      const seen = r.summary.outputs[i]
      if (o.to.kind !== 'users' || !seen) return
      const asked = [...o.to.members].sort()
      if (seen.threshold !== o.threshold || seen.members.length !== asked.length || seen.members.some((m, j) => m !== asked[j])) {
        throw new CoreError('request-mismatch', `The service reports other receivers for output ${i} than the payment names; it was not signed.`, {
          reasons: [{ kind: 'outputs', detail: `output ${i}: asked ${o.threshold} of ${asked.join(', ')}, reported ${seen.threshold} of ${seen.members.join(', ')}` }],
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

  /**
   * Reads the account's unspent outputs of the asset, as every official client does before paying, and
   * keeps them. An output the cache still holds as unspent that the service no longer lists was locked
   * (by another proposal, maybe one of this wallet's own) or spent since the last sync: spending it
   * again would be refused. Only then are the asset's locked outputs read too, so the balance says
   * which, and the rest is settled as spent.
   * @returns the ids of the outputs listed as unspent: only those are spent
   */
  async function readSpendable(userId: string, client: ApiClient, account: SharedAccountRow, assetId: string): Promise<Set<string>> {
    const query = { ...accountQuery(account), asset: kernelAssetId(assetId) }
    const unspent = await outputPages(client, { ...query, state: 'unspent' }, 0, MAX_UNSPENT_PAGES)
    const listed = new Set(unspent.items.map((o) => o.output_id))
    const stale = unspent.complete && ctx.cache.treasury.spendable(userId, account, assetId).some((o) => !listed.has(o.output_id))
    if (!stale) {
      ctx.cache.treasury.write(userId, unspent.items.map(toOutputInput))
      return listed
    }
    const locked = await outputPages(client, { ...query, state: 'signed' }, 0, MAX_UNSPENT_PAGES)
    const live = [...unspent.items, ...locked.items]
    const settled = locked.complete ? { key: account, live: new Set(live.map((o) => o.output_id)), assetId } : undefined
    ctx.cache.treasury.write(userId, live.map(toOutputInput), settled)
    return listed
  }

  /** A secret of the proposer's for XIN-address masks, as the SDK mixes in the sender's spend key: outsiders cannot recompute the mask. */
  async function maskSecret(userId: string): Promise<Uint8Array> {
    return ctx.vault.withSecret(userId, 'spend', (seed) => hmac(sha256, seed, utf8ToBytes('cosigner xin output mask')))
  }

  return {
    async propose(userId, draft, grant) {
      ctx.requireAccount(userId)
      const checked = checkDraft(draft)
      if (!checked.draft) return invalid(checked.errors)
      const d = checked.draft
      const key = { members_hash: draft.members_hash, threshold: draft.threshold }
      const requestId = draft.request_id?.toLowerCase() ?? randomUUID()
      const client = ctx.clientFor(userId)

      const account: SharedAccountRow | undefined = ctx.cache.treasury.sharedAccount(userId, key)
      if (!account || account.status !== 'followed' || !account.members.includes(userId)) {
        return invalid([{ field: 'account', message: 'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts (its members and threshold, or its MIX address), then pay from it.' }])
      }
      const unspent = await readSpendable(userId, client, account, d.assetId)
      // For the symbol in what the form says; never throws for want of the service.
      await assets.describe(userId, [d.assetId])
      const to = await receivers(client, d)
      if (Array.isArray(to)) return invalid(to)
      if (to.kind === 'users') ctx.cache.people.meet(userId, to.members)
      let funding = fund(userId, key, d, unspent)
      // A retry whose first try locked what it spends: finish that request, if it is this payment.
      let existing: MultisigRequest | undefined
      if (Array.isArray(funding)) {
        existing = draft.request_id ? await fetchRequest(client, requestId) : undefined
        if (!existing) return invalid(funding)
        funding = fundingOf(userId, key, d, existing)
      }

      const plan = async (f: Funding) => {
        const outputs: PlannedOutput[] = [{ amount: f.amount, threshold: d.recipient.threshold, to }]
        if (f.change > 0n) outputs.push({ amount: f.change, threshold: key.threshold, to: { kind: 'users', members: account.members } })
        const secret = to.kind === 'xin' ? await maskSecret(userId) : new Uint8Array(0)
        try {
          return { outputs, built: await buildPayment(client, { requestId, assetId: d.assetId, inputs: f.inputs, outputs, memo: d.memo, maskSecret: secret }) }
        } finally {
          secret.fill(0)
        }
      }
      let outputs: PlannedOutput[]
      let built: BuiltPayment
      try {
        ;({ outputs, built } = await plan(funding))
      } catch (e) {
        // The service tells a receiver without a Safe account only when asked for its keys.
        if (isApiClientError(e, 'not-registered')) return invalid([{ field: 'to', message: notRegistered(to) }])
        throw e
      }
      // Only now, so a form is answered field by field (a receiver without a Safe account included)
      // before anyone is asked for the passphrase; nothing was created yet.
      ctx.lock.requireSigningAllowed(grant, requestId)
      const amountText = `${formatAmount(funding.amount)} ${d.assetId}`
      let retried = false
      const usedByAnother = () => new CoreError('request-id-used', 'Another payment was proposed under this request id. Start a new payment: it gets a new request id.')
      try {
        let request = existing
        if (!request) {
          // The service answers a create under a used id with that request (wire-formats §8.7) or a conflict.
          const answered = await client.call('POST', '/safe/multisigs', Created, { body: [{ request_id: requestId, raw: built.rawHex }] }).then(
            ([r]) => r,
            async (e: unknown) => {
              if (!isApiClientError(e, 'conflict')) throw e
              const found = await fetchRequest(client, requestId)
              if (!found) throw e
              return found
            },
          )
          if (!answered || answered.request_id !== requestId) throw new CoreError('request-mismatch', 'The service answered the proposal with another request.')
          request = answered
          if (answered.transaction_hash !== built.hash) {
            // A request was already made under this id (its inputs locked, so another selection was made here).
            const again = await plan(fundingOf(userId, key, d, answered))
            if (again.built.hash !== answered.transaction_hash) throw usedByAnother()
            ;({ outputs, built } = again)
            retried = true
          }
        } else {
          if (request.transaction_hash !== built.hash) throw usedByAnother()
          retried = true
        }
        if (request.revoked_by !== '') {
          throw new CoreError('request-id-used', 'The payment proposed under this request id was unlocked (revoked), so the id cannot be used again. Start a new payment: it gets a new request id.')
        }
        const spent = cachedSpentOutputs(ctx, userId, request)
        const review = reviewRequest({ request, viewer: userId, spentOutputs: spent, creator: userId })
        const digest = checkReadBack(request, review, built, outputs)
        let record = request
        if (review.status === 'ok' && !review.summary.i_have_signed && review.summary.progress === 'open') {
          storeRequests(ctx, userId, [request])
          await signing.signReviewed(userId, { result: review, request, evidence: { spent, previous: cachedProofs(ctx, request), collectible: null, creator: userId } }, { digest, grant })
          record = recordAfterSigning(userId, requestId) ?? request
        } else {
          storeRequests(ctx, userId, [request])
        }
        ctx.audit({ actor: userId, action: 'propose', subject: requestId, transaction_hash: built.hash, result: 'ok', detail: `${amountText}${retried ? ' (finished a retry)' : ''}` })
        // A retry's request was shared, if at all, when it was first made.
        const sharedIn = retried ? null : await shareNew(userId, account, requestId)
        return { status: 'proposed', request: cachedItem(ctx, userId, requestId), transaction_hash: built.hash, signed_by_me: true, record, shared_in: sharedIn }
      } catch (e) {
        ctx.audit({ actor: userId, action: 'propose', subject: requestId, transaction_hash: built.hash, result: 'failed', detail: `${amountText}: ${errorText(e)}` })
        throw e
      }
    },
  }

  /** What the form says when the service knows no Safe account for a receiver. */
  function notRegistered(to: PlannedOutput['to']): string {
    if (to.kind !== 'users' || to.members.length !== 1) return 'One of the receivers has no Safe account yet, so nothing sent to them could be spent. Ask them to set up their wallet first.'
    const name = ctx.cache.people.getMany(to.members)[0]?.full_name || to.members[0]!
    return `${name} has no Safe account yet, so nothing sent to them could be spent. Ask them to set up their wallet first.`
  }

  /** The request as the service answered the proposer's signature, from the cache the signing wrote. */
  function recordAfterSigning(userId: string, requestId: string): MultisigRequest | undefined {
    const row = ctx.cache.requests.get(userId, requestId)
    const r = row && MultisigRequest.safeParse(row.record)
    return r && r.success ? r.data : undefined
  }
}
