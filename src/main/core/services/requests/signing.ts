/**
 * What a co-signer does with a request: review it (./review, over a fresh copy with this account's
 * views and the spent outputs), sign it only against the digest of the summary the user confirmed,
 * recomputed at confirm time, and unlock it only below its threshold. Every sign and unlock, done
 * or refused, is audited.
 * @module
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { Hash, Uuid } from '../../../../shared/api/common'
import { ServiceMultisigRequest } from '../../../../shared/api/ledger'
import type { RequestItem, ReviewResult } from '../../../../shared/bridge'
import { cosignTransaction, CosignError } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { errorText } from '../../errors'
import { cachedItem, cachedReview, recordOf, storeRequests, type CachedReview } from './records'
import { reviewRequest, type PreviousTransactions, type SpentOutputInfo } from './review'
import { cachedProofs, fetchProofs } from './proofs'
import { fetchSpentOutputs, lookupCollectible } from './spent-outputs'
import { fetchRequest } from './sync'

/** A fresh review plus what signing needs (the request as reviewed and its spent outputs). */
export interface FreshReview {
  result: ReviewResult
  request: ServiceMultisigRequest
  spent: SpentOutputInfo[] | null
}

/** Runs review over a given copy of a request and caches the outcome (the summary, or the refusal in the audit log). */
function reviewAndRecord(
  ctx: CoreContext,
  userId: string,
  req: ServiceMultisigRequest,
  spent: SpentOutputInfo[] | null,
  collectible: Parameters<typeof reviewRequest>[0]['collectible'],
  previous: PreviousTransactions,
  creator: string | null,
): ReviewResult {
  const row = ctx.cache.requests.get(userId, req.request_id)
  const result = reviewRequest({ request: req, viewer: userId, spentOutputs: spent, firstSeen: row ? { transaction_hash: row.transaction_hash } : null, collectible, previous, creator })
  if (result.status === 'refused') {
    ctx.audit({
      actor: userId,
      action: 'request.refused',
      subject: req.request_id,
      transaction_hash: row?.transaction_hash ?? req.transaction_hash,
      result: 'refused',
      detail: result.reasons.map((r) => r.kind).join(', '),
    })
    return result
  }
  storeRequests(ctx, userId, [req])
  const cached: CachedReview = { digest: result.digest, reviewed_at: ctx.now(), spent_outputs: spent }
  ctx.cache.requests.setSummary(userId, req.request_id, { ...cached, summary: result.summary })
  return result
}

/**
 * Fetches the request with this account's views, its spent outputs, the previous transactions that
 * prove them (./proofs) and its collectible, and reviews it.
 */
/** The service's transaction of a request: its creator (`user_id`, '' when it does not say). */
const RequestTransaction = z.object({ transaction_hash: Hash, user_id: Uuid.or(z.literal('')) })

/**
 * Who created the request, as the service's transaction of it says (`GET /safe/transactions/:id`);
 * null when it does not say or cannot be asked. Shown, never trusted for anything else.
 */
async function fetchCreator(client: ApiClient, req: ServiceMultisigRequest): Promise<string | null> {
  try {
    const tx = await client.call('GET', `/safe/transactions/${req.request_id}`, RequestTransaction)
    return tx.transaction_hash === req.transaction_hash && tx.user_id !== '' ? tx.user_id : null
  } catch {
    return null
  }
}

export async function reviewFresh(ctx: CoreContext, userId: string, requestId: string, client: ApiClient = ctx.clientFor(userId)): Promise<FreshReview> {
  const req = await fetchRequest(client, requestId)
  if (!req) throw new CoreError('request-not-found', 'The service does not know this request.')
  const spent = await fetchSpentOutputs(client, req)
  const previous = await fetchProofs(ctx, client, req)
  const collectible = req.inscription_hash ? await lookupCollectible(client, req.inscription_hash) : null
  const creator = await fetchCreator(client, req)
  return { result: reviewAndRecord(ctx, userId, req, spent, collectible, previous, creator), request: req, spent }
}

const reasonText = (r: ReviewResult & { status: 'refused' }) => r.reasons.map((x) => `${x.kind}: ${x.detail}`).join('; ')

export interface RequestSigning {
  /**
   * Reviews a request: fresh from the service, or (offline, or when the service is unreachable) the
   * cached copy with the outputs checked at the last review.
   * @throws CoreError 'request-not-found'; ApiClientError other than unreachable
   */
  review(userId: string, requestId: string, options?: { offline?: boolean }): Promise<ReviewResult>
  /**
   * Signs a request the user reviewed: re-reviews it fresh, refuses unless the summary's digest is
   * the one confirmed, co-signs with the spend key (borrowed from the vault for the one signature)
   * and submits the partial raw. Needs a grant for this request unless the user's re-auth window is
   * open. Audited whatever the outcome.
   * @throws CoreError 'not-confirmed' | 'reauth-required' | 'request-mismatch' | 'summary-changed' | 'request-closed' |
   *   'not-a-signer' | 'already-signed' | 'outputs-unavailable'; ApiClientError; VaultError
   */
  sign(userId: string, requestId: string, summaryDigest: string, confirmed: boolean, grant?: string): Promise<{ item: RequestItem; transactionHash: string }>
  /**
   * Unlocks (revokes) a request that has not reached its threshold, releasing its inputs. Always
   * needs a grant for this request. With `summaryDigest`, only the request whose summary the user
   * confirmed (a command line's `--digest`): a request that changed since, or no longer passes
   * review, is refused.
   * @throws CoreError 'not-confirmed' | 'reauth-required' | 'summary-changed' | 'request-closed' | 'not-a-signer' | 'threshold-reached'; ApiClientError
   */
  unlock(userId: string, requestId: string, confirmed: boolean, grant: string | undefined, summaryDigest?: string): Promise<RequestItem>
}

export function requestSigning(ctx: CoreContext): RequestSigning {
  return {
    async review(userId, requestId, options = {}) {
      ctx.account(userId)
      if (!options.offline) {
        try {
          return (await reviewFresh(ctx, userId, requestId)).result
        } catch (e) {
          if (!(isApiClientError(e, 'network') || isApiClientError(e, 'timeout'))) throw e
        }
      }
      const row = ctx.cache.requests.get(userId, requestId)
      const req = row && recordOf(row)
      if (!req) throw new CoreError('request-not-found', `Request ${requestId} is not in this wallet.`)
      const saved = reviewRequest({ request: req, viewer: userId, spentOutputs: cachedReview(row)?.spent_outputs ?? null, firstSeen: null, previous: cachedProofs(ctx, req) })
      // Said in the answer, so the screen says "offline" instead of presenting the saved copy as current.
      return saved.status === 'ok' ? { ...saved, offline: true } : saved
    },
    async sign(userId, requestId, digest, confirmed, grant) {
      const refuse: (e: CoreError, hash?: string | null) => never = (e, hash = null) => {
        ctx.audit({ actor: userId, action: 'sign', subject: requestId, transaction_hash: hash, result: 'refused', detail: `${e.code}: ${e.message}` })
        throw e
      }
      ctx.account(userId)
      if (confirmed !== true) refuse(new CoreError('not-confirmed', 'Signing needs the explicit confirmation of the user.'))
      try {
        ctx.lock.authorizeSigning(grant, requestId)
      } catch (e) {
        refuse(e as CoreError)
      }
      const client = ctx.clientFor(userId)
      const { result, request: req, spent } = await reviewFresh(ctx, userId, requestId, client)
      if (result.status === 'refused') {
        return refuse(new CoreError('request-mismatch', `The request does not match its transaction: ${reasonText(result)}`, { reasons: result.reasons }))
      }
      const hash = req.transaction_hash
      if (result.digest !== digest) refuse(new CoreError('summary-changed', 'The request is no longer what you reviewed; review it again.'), hash)
      const s = result.summary
      if (s.service_state !== 'initial') refuse(new CoreError('request-closed', `The request is already ${s.service_state}.`), hash)
      if (!s.i_am_sender) refuse(new CoreError('not-a-signer', 'This account is not among the senders of the request.'), hash)
      if (s.i_have_signed) refuse(new CoreError('already-signed', 'This account has already signed the request.'), hash)
      if (!spent || !s.inputs_verified || req.views.length === 0) refuse(new CoreError('outputs-unavailable', 'The outputs this request spends could not be fetched.'), hash)

      try {
        const raw = await ctx.vault.withSecret(userId, 'spend', (spendSeed) => {
          try {
            return cosignTransaction({ raw: hexToBytes(req.raw_transaction), spendSeed, views: req.views, spentOutputs: spent! }).raw
          } catch (e) {
            if (e instanceof CosignError) throw new CoreError('not-a-signer', `This account's key cannot sign this request (${e.code}).`)
            throw e
          }
        })
        const signed = await client.call('POST', `/safe/multisigs/${requestId}/sign`, ServiceMultisigRequest, { body: { raw: bytesToHex(raw) } })
        if (signed.request_id !== requestId || signed.transaction_hash !== hash) {
          throw new CoreError('request-mismatch', 'The service answered the signature with another request.')
        }
        storeRequests(ctx, userId, [signed])
        ctx.audit({ actor: userId, action: 'sign', subject: requestId, transaction_hash: hash, result: 'ok', detail: `${s.amount} of ${s.asset_id}` })
        return { item: cachedItem(ctx, userId, requestId), transactionHash: hash }
      } catch (e) {
        ctx.audit({ actor: userId, action: 'sign', subject: requestId, transaction_hash: hash, result: 'failed', detail: errorText(e) })
        throw e
      }
    },
    async unlock(userId, requestId, confirmed, grant, summaryDigest) {
      ctx.account(userId)
      const refuse: (e: CoreError, hash: string | null) => never = (e, hash) => {
        ctx.audit({ actor: userId, action: 'unlock', subject: requestId, transaction_hash: hash, result: 'refused', detail: `${e.code}: ${e.message}` })
        throw e
      }
      if (confirmed !== true) refuse(new CoreError('not-confirmed', 'Unlocking needs the explicit confirmation of the user.'), null)
      try {
        ctx.lock.consume(grant, 'unlock-request', requestId)
      } catch (e) {
        refuse(e as CoreError, null)
      }
      const client = ctx.clientFor(userId)
      // Review too: unlocking a tampered request is fine (it releases the inputs), but its signatures
      // are counted from the raw where the outputs are known, not only from the JSON's word.
      const { result, request: req } = await reviewFresh(ctx, userId, requestId, client)
      const hash = req.transaction_hash
      if (summaryDigest !== undefined && (result.status !== 'ok' || result.digest !== summaryDigest)) {
        refuse(new CoreError('summary-changed', 'The request is no longer what you reviewed; review it again.'), hash)
      }
      if (req.state !== 'initial') refuse(new CoreError('request-closed', `The request is already ${req.state}.`), hash)
      if (!req.senders.includes(userId)) refuse(new CoreError('not-a-signer', 'Only a sender can unlock a request.'), hash)
      const signed = result.status === 'ok' ? result.summary.signed_count : new Set(req.signers).size
      if (signed >= req.senders_threshold) {
        refuse(new CoreError('threshold-reached', `The request has ${signed} of ${req.senders_threshold} signatures; it can no longer be unlocked.`), hash)
      }
      try {
        const unlocked = await client.call('POST', `/safe/multisigs/${requestId}/unlock`, ServiceMultisigRequest)
        storeRequests(ctx, userId, [unlocked])
        ctx.audit({ actor: userId, action: 'unlock', subject: requestId, transaction_hash: hash, result: 'ok', detail: `${signed} of ${req.senders_threshold} signed` })
        return cachedItem(ctx, userId, requestId)
      } catch (e) {
        ctx.audit({ actor: userId, action: 'unlock', subject: requestId, transaction_hash: hash, result: 'failed', detail: errorText(e) })
        throw e
      }
    },
  }
}
