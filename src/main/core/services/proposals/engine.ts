/**
 * Proposing one request from a followed shared account, whatever it pays: a payment to one
 * receiver, a payroll's 255 payees, a sweep of everything to a new set of members. The steps every
 * proposal shares, on the public API's terms:
 * - the account's unspent outputs of the asset are read first, as every official client does
 *   ({@link ProposalEngine.readSpendable});
 * - the transaction is built (./build: ghost keys from the request id, so a retry rebuilds the same
 *   raw), its outputs followed by the change back to the account;
 * - it is created (`POST /safe/multisigs`); the request the service answers is reviewed like any
 *   other (what you see is what you sign holds for the proposer too), checked against what was built
 *   — the same transaction, each output's receivers as asked — and signed as the proposer against
 *   that review. Every proposal that reaches the service is audited.
 *
 * Retries: creating under an id that already has a request answers that request (wire-formats
 * §8.7); when it is not the one just built (a retry after a failure halfway: its inputs are locked,
 * so another selection was made), the request is rebuilt on that request's own inputs and must come
 * out byte-identical; it is then finished (checked, signed if not yet). An id whose request was
 * unlocked, or that names another payment, is refused.
 * @module
 */
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { MultisigRequest } from '../../../../shared/api/ledger'
import type { RequestItem, ReviewResult } from '../../../../shared/bridge'
import { decodeTransactionHex, kernelAssetId, parseAmount, toHex } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { SharedAccountKey, SharedAccountRow } from '../../db'
import { CoreError, errorText } from '../../errors'
import { fetchRequest } from '../requests/fetch'
import { cachedProofs } from '../requests/proofs'
import { cachedItem, storeRequests } from '../requests/records'
import { reviewRequest } from '../requests/review'
import type { Reviewed, SignOutcome } from '../requests/signing'
import { cachedSpentOutputs } from '../requests/spent-outputs'
import { accountQuery, outputPages, toOutputInput } from '../treasury/sync'
import { buildPayment, type BuiltPayment, type GhostKeyCache, type PlannedOutput } from './build'
import { englishOf } from '../../../../shared/i18n/english'
import { words } from '../../../../shared/i18n/words'

/** The outputs a request spends, and what they hold together. */
export interface Funding {
  readonly inputs: readonly { readonly transaction_hash: string; readonly output_index: number }[]
  readonly total: bigint
}

/** One request to propose. */
export interface RequestSpec {
  readonly requestId: string
  readonly assetId: string
  readonly memo: Uint8Array
  /** What it pays others, given what its inputs hold; whatever is left goes back to the account as change. */
  pays(total: bigint): PlannedOutput[]
}

/** A request built and not yet created. */
export interface Prepared {
  readonly funding: Funding
  /** Its outputs, the change last. */
  readonly outputs: PlannedOutput[]
  readonly built: BuiltPayment
}

/** A request created (or found again) and signed by the proposer. */
export interface Proposed {
  /** The request as the service has it after the proposer's signature. */
  readonly record: MultisigRequest
  readonly item: RequestItem
  readonly built: BuiltPayment
  readonly outputs: PlannedOutput[]
  /** Whether it was made by an earlier try under the same id. */
  readonly retried: boolean
}

/** Signs a request the core reviewed a moment ago (../requests/signing). */
export type SignReviewed = (reviewed: Reviewed, digest: string) => Promise<SignOutcome>

export interface ProposalEngine {
  /**
   * Reads the account's unspent outputs of the asset and keeps them. An output the cache still holds
   * as unspent that the service no longer lists was locked (by another proposal, maybe one of this
   * wallet's own) or spent since the last sync: only then are the asset's locked outputs read too, so
   * the balance says which, and the rest is settled as spent.
   * @returns the ids of the outputs listed as unspent: only those are spent
   */
  readSpendable(
    userId: string,
    client: ApiClient,
    account: SharedAccountRow,
    assetId: string,
  ): Promise<Set<string>>
  /**
   * The outputs an existing request spends, when they are this account's and of this asset.
   * @throws CoreError 'request-id-used' when it was unlocked or spends what is not the account's
   */
  fundingOf(
    userId: string,
    key: SharedAccountKey,
    assetId: string,
    existing: MultisigRequest,
  ): Funding
  /** Builds the request on `funding`: its outputs, then the change. @throws ApiClientError ('not-registered' for a receiver without a Safe account) */
  prepare(
    userId: string,
    client: ApiClient,
    account: SharedAccountRow,
    spec: RequestSpec,
    funding: Funding,
  ): Promise<Prepared>
  /**
   * Creates the prepared request (or finishes the one `existing` under its id), checks what the
   * service answered against what was built, and signs it with `sign` unless the proposer's signature
   * is on it already. Audited as `propose` with `detail`, done or failed.
   * @throws CoreError 'request-id-used' | 'request-mismatch' | signing's; ApiClientError
   */
  submit(
    userId: string,
    client: ApiClient,
    account: SharedAccountRow,
    spec: RequestSpec,
    prepared: Prepared,
    sign: SignReviewed,
    o: { existing?: MultisigRequest; detail: string },
  ): Promise<Proposed>
}

const Created = z.array(MultisigRequest)
/** Pages of one asset's unspent outputs read before a payment: 5,000 outputs, far above the 256 one transaction spends. */
const MAX_UNSPENT_PAGES = 10

/** Why a request id cannot be used for this payment (the first sentence of the refusal). */
export type UsedIdReason = 'otherPayment' | 'foreignOutputs' | 'proposedOther' | 'revoked'

export const usedId = (why: UsedIdReason) =>
  new CoreError('request-id-used', words('core.proposal.idUsed', { why }))

export function proposalEngine(ctx: CoreContext): ProposalEngine {
  const ghostKeys: GhostKeyCache = new Map()

  /** A secret of the proposer's for XIN-address masks, as the SDK mixes in the sender's spend key: outsiders cannot recompute the mask. */
  async function maskSecret(userId: string): Promise<Uint8Array> {
    return ctx.vault.withSecret(userId, 'spend', (seed) =>
      hmac(sha256, seed, utf8ToBytes('cosigner xin output mask')),
    )
  }

  /** Checks the request as the service answered it against the one built: the same transaction, the receivers asked for. */
  function checkReadBack(
    request: MultisigRequest,
    r: ReviewResult,
    built: BuiltPayment,
    outputs: readonly PlannedOutput[],
  ): string {
    if (request.transaction_hash !== built.hash) {
      throw new CoreError('request-mismatch', words('core.proposal.otherTransaction'), {
        reasons: [
          {
            kind: 'transaction',
            detail: words('review.check.builtOther', {
              built: built.hash,
              service: request.transaction_hash,
            }),
          },
        ],
      })
    }
    if (r.status === 'refused') {
      throw new CoreError(
        'request-mismatch',
        words('core.proposal.mismatch', {
          reasons: r.reasons.map((x) => englishOf(x.detail)).join('; '),
        }),
        { reasons: r.reasons },
      )
    }
    outputs.forEach((o, i) => {
      const seen = r.summary.outputs[i]
      if (o.to.kind !== 'users' || !seen) return
      const asked = [...o.to.members].sort()
      if (
        seen.threshold !== o.threshold ||
        seen.members.length !== asked.length ||
        seen.members.some((m, j) => m !== asked[j])
      ) {
        throw new CoreError(
          'request-mismatch',
          words('core.proposal.otherReceivers', { index: i }),
          {
            reasons: [
              {
                kind: 'outputs',
                detail: words('review.check.askedReceivers', {
                  output: i,
                  threshold: o.threshold,
                  members: asked.join(', '),
                  reportedThreshold: seen.threshold,
                  reported: seen.members.join(', '),
                }),
              },
            ],
          },
        )
      }
    })
    return r.digest
  }

  /** The request as the service answered the proposer's signature, from the cache the signing wrote. */
  function recordAfterSigning(userId: string, requestId: string): MultisigRequest | undefined {
    const row = ctx.cache.requests.get(userId, requestId)
    const r = row && MultisigRequest.safeParse(row.record)
    return r && r.success ? r.data : undefined
  }

  const engine: ProposalEngine = {
    async readSpendable(userId, client, account, assetId) {
      const query = { ...accountQuery(account), asset: kernelAssetId(assetId) }
      const unspent = await outputPages(
        client,
        { ...query, state: 'unspent' },
        0,
        MAX_UNSPENT_PAGES,
      )
      const listed = new Set(unspent.items.map((o) => o.output_id))
      const stale =
        unspent.complete &&
        ctx.cache.treasury.spendable(userId, account, assetId).some((o) => !listed.has(o.output_id))
      if (!stale) {
        ctx.cache.treasury.write(userId, unspent.items.map(toOutputInput))
        return listed
      }
      const locked = await outputPages(client, { ...query, state: 'signed' }, 0, MAX_UNSPENT_PAGES)
      const live = [...unspent.items, ...locked.items]
      const settled = locked.complete
        ? { key: account, live: new Set(live.map((o) => o.output_id)), assetId }
        : undefined
      ctx.cache.treasury.write(userId, live.map(toOutputInput), settled)
      return listed
    },

    fundingOf(userId, key, assetId, existing) {
      if (existing.revoked_by !== '') throw usedId('revoked')
      if (
        existing.senders_hash !== key.members_hash ||
        existing.senders_threshold !== key.threshold ||
        existing.asset_id !== assetId
      ) {
        throw usedId('otherPayment')
      }
      const inputs = decodeTransactionHex(existing.raw_transaction).inputs.map((i) => ({
        transaction_hash: toHex(i.hash),
        output_index: i.index,
      }))
      let total = 0n
      for (const i of inputs) {
        const o = ctx.cache.treasury.byReference(userId, i.transaction_hash, i.output_index)
        if (!o || o.members_hash !== key.members_hash || o.threshold !== key.threshold)
          throw usedId('foreignOutputs')
        total += parseAmount(o.amount)
      }
      return { inputs, total }
    },

    async prepare(userId, client, account, spec, funding) {
      const pays = spec.pays(funding.total)
      const paid = pays.reduce((s, o) => s + o.amount, 0n)
      if (paid > funding.total) throw usedId('otherPayment')
      const outputs =
        paid < funding.total
          ? [
              ...pays,
              {
                amount: funding.total - paid,
                threshold: account.threshold,
                to: { kind: 'users' as const, members: account.members },
              },
            ]
          : pays
      const secret = outputs.some((o) => o.to.kind === 'xin')
        ? await maskSecret(userId)
        : new Uint8Array(0)
      try {
        const built = await buildPayment(
          client,
          {
            requestId: spec.requestId,
            assetId: spec.assetId,
            inputs: funding.inputs,
            outputs,
            memo: spec.memo,
            maskSecret: secret,
          },
          ghostKeys,
        )
        return { funding, outputs, built }
      } finally {
        secret.fill(0)
      }
    },

    async submit(userId, client, account, spec, prepared, sign, o) {
      const requestId = spec.requestId
      let { outputs, built } = prepared
      let retried = false
      try {
        let request = o.existing
        if (!request) {
          // The service answers a create under a used id with that request (wire-formats §8.7) or a conflict.
          const answered = await client
            .call('POST', '/safe/multisigs', Created, {
              body: [{ request_id: requestId, raw: built.rawHex }],
            })
            .then(
              ([r]) => r,
              async (e: unknown) => {
                if (!isApiClientError(e, 'conflict')) throw e
                const found = await fetchRequest(client, requestId)
                if (!found) throw e
                return found
              },
            )
          if (!answered || answered.request_id !== requestId)
            throw new CoreError('request-mismatch', words('core.proposal.otherAnswer'))
          request = answered
          if (answered.transaction_hash !== built.hash) {
            // A request was already made under this id (its inputs locked, so another selection was made here).
            const again = await engine.prepare(
              userId,
              client,
              account,
              spec,
              engine.fundingOf(userId, account, spec.assetId, answered),
            )
            if (again.built.hash !== answered.transaction_hash) throw usedId('proposedOther')
            ;({ outputs, built } = again)
            retried = true
          }
        } else {
          if (request.transaction_hash !== built.hash) throw usedId('proposedOther')
          retried = true
        }
        if (request.revoked_by !== '') throw usedId('revoked')
        const spent = cachedSpentOutputs(ctx, userId, request)
        const review = reviewRequest({
          request,
          viewer: userId,
          spentOutputs: spent,
          creator: userId,
        })
        const digest = checkReadBack(request, review, built, outputs)
        storeRequests(ctx, userId, [request])
        let record = request
        if (
          review.status === 'ok' &&
          !review.summary.i_have_signed &&
          review.summary.progress === 'open'
        ) {
          await sign(
            {
              result: review,
              request,
              evidence: {
                spent,
                previous: cachedProofs(ctx, request),
                collectible: null,
                creator: userId,
              },
            },
            digest,
          )
          record = recordAfterSigning(userId, requestId) ?? request
        }
        ctx.audit({
          actor: userId,
          action: 'propose',
          subject: requestId,
          transaction_hash: built.hash,
          result: 'ok',
          detail: `${o.detail}${retried ? ' (finished a retry)' : ''}`,
        })
        return { record, item: cachedItem(ctx, userId, requestId), built, outputs, retried }
      } catch (e) {
        ctx.audit({
          actor: userId,
          action: 'propose',
          subject: requestId,
          transaction_hash: built.hash,
          result: 'failed',
          detail: `${o.detail}: ${errorText(e)}`,
        })
        throw e
      }
    },
  }
  return engine
}
