/**
 * What a co-signer does with a request: review it (./review, over a fresh copy with this account's
 * views, the outputs it spends and the proofs of where they came from), sign it only against the
 * digest of the summary the user confirmed, and unlock it only below its threshold. Every sign and
 * unlock, done or refused, is audited.
 *
 * Each check once: the review the user reads gathers the evidence (spent outputs, proofs, the
 * collectible, the proposer) and caches it; signing reads the request once more at the point of
 * commitment — who signed, whether it was revoked, that its transaction is the one reviewed — reviews
 * that copy against the cached evidence, and answers with the review of the request as the service
 * returns it signed, which the screen shows next. A signature costs two calls, as on Android.
 * @module
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { Hash, Uuid } from '../../../../shared/api/common'
import { MultisigRequest } from '../../../../shared/api/ledger'
import type { RequestItem, RequestSummary, ReviewResult } from '../../../../shared/bridge'
import { cosignTransaction, CosignError, type CosignRequest } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import { CoreError, errorText } from '../../errors'
import type { Vault } from '../../vault'
import { fetchRequest } from './fetch'
import { cachedProofs, fetchProofs } from './proofs'
import { cachedItem, cachedReview, recordOf, storeRequests, type CachedReview } from './records'
import {
  mismatchText,
  reviewRequest,
  type Collectible,
  type PreviousTransactions,
  type SpentOutputInfo,
} from './review'
import { cachedSpentOutputs, fetchSpentOutputs, lookupCollectible } from './spent-outputs'
import { words } from '../../../../shared/i18n/words'

/** What a review rests on besides the request itself. */
export interface Evidence {
  readonly spent: SpentOutputInfo[] | null
  readonly previous: PreviousTransactions
  readonly collectible: Collectible | null
  readonly creator: string | null
}

/** A review of a given copy of a request, and what it rested on. */
export interface Reviewed {
  readonly result: ReviewResult
  readonly request: MultisigRequest
  readonly evidence: Evidence
}

/** The service's transaction of a request: its creator (`user_id`, '' when it does not say). */
const RequestTransaction = z.object({
  transaction_hash: Hash,
  user_id: Uuid.or(z.literal('')).nullish(),
})

/**
 * Who created the request, as the service's transaction of it says (`GET /safe/transactions/:id`);
 * null when it does not say or cannot be asked (a pending request may have no transaction yet).
 * Shown, never trusted for anything else.
 */
async function fetchCreator(client: ApiClient, req: MultisigRequest): Promise<string | null> {
  try {
    const tx = await client.call('GET', `/safe/transactions/${req.request_id}`, RequestTransaction)
    return tx.transaction_hash === req.transaction_hash && tx.user_id ? tx.user_id : null
  } catch {
    return null
  }
}

/** The evidence the cache holds for a request: the last review's, the synced outputs, the proofs kept. */
function cachedEvidence(ctx: CoreContext, userId: string, req: MultisigRequest): Evidence {
  const review = cachedReview(ctx.cache.requests.get(userId, req.request_id))
  const summary = (review as (CachedReview & { summary?: RequestSummary }) | undefined)?.summary
  return {
    spent: cachedSpentOutputs(ctx, userId, req) ?? review?.spent_outputs ?? null,
    previous: cachedProofs(ctx, req),
    collectible:
      summary?.collectible && summary.collectible.collection_hash !== null
        ? summary.collectible
        : null,
    creator: summary?.proposer ?? null,
  }
}

/** Gathers what the cache lacks from the service, the lookups side by side. */
async function freshEvidence(
  ctx: CoreContext,
  userId: string,
  client: ApiClient,
  req: MultisigRequest,
): Promise<Evidence> {
  const cached = cachedEvidence(ctx, userId, req)
  const [spent, collectible, creator] = await Promise.all([
    cached.spent ?? fetchSpentOutputs(ctx, userId, client, req),
    req.inscription_hash === ''
      ? null
      : (cached.collectible ?? lookupCollectible(client, req.inscription_hash)),
    cached.creator ?? fetchCreator(client, req),
  ])
  // After the spent outputs: they tell which inputs came from outside the account, not worth asking about.
  return { spent, previous: await fetchProofs(ctx, userId, client, req), collectible, creator }
}

/** Reviews a copy of a request and caches the outcome (the summary and its evidence, or the refusal in the audit log). */
function reviewAndRecord(
  ctx: CoreContext,
  userId: string,
  req: MultisigRequest,
  e: Evidence,
): ReviewResult {
  const row = ctx.cache.requests.get(userId, req.request_id)
  const result = reviewRequest({
    request: req,
    viewer: userId,
    spentOutputs: e.spent,
    firstSeen: row ? { transaction_hash: row.transaction_hash } : null,
    collectible: e.collectible,
    previous: e.previous,
    creator: e.creator,
    sent: row?.state === 'done',
  })
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
  const cached: CachedReview = {
    digest: result.digest,
    reviewed_at: ctx.now(),
    spent_outputs: e.spent,
  }
  ctx.cache.requests.setSummary(userId, req.request_id, { ...cached, summary: result.summary })
  return result
}

/** Fetches the request and what its review needs, and reviews it. @throws CoreError 'request-not-found'; ApiClientError */
export async function reviewFresh(
  ctx: CoreContext,
  userId: string,
  requestId: string,
  client: ApiClient = ctx.clientFor(userId),
): Promise<Reviewed> {
  const req = await fetchRequest(client, requestId)
  if (!req) throw new CoreError('request-not-found', words('core.request.notKnown'))
  const evidence = await freshEvidence(ctx, userId, client, req)
  return { result: reviewAndRecord(ctx, userId, req, evidence), request: req, evidence }
}

/**
 * The request read once more at the point of commitment, reviewed against the evidence already
 * gathered (fetched only where nothing is cached).
 */
async function reviewAtCommitment(
  ctx: CoreContext,
  userId: string,
  requestId: string,
  client: ApiClient,
): Promise<Reviewed> {
  const req = await fetchRequest(client, requestId)
  if (!req) throw new CoreError('request-not-found', words('core.request.notKnown'))
  const cached = cachedEvidence(ctx, userId, req)
  const evidence = cached.spent ? cached : await freshEvidence(ctx, userId, client, req)
  return { result: reviewAndRecord(ctx, userId, req, evidence), request: req, evidence }
}

/**
 * Adds this account's signature to a request's raw transaction, its spend seed borrowed from the
 * vault for the one signature; online and from a file alike.
 * @throws CoreError 'not-a-signer' when the key signs none of the inputs; VaultError
 */
export async function cosignWithKey(
  vault: Vault,
  userId: string,
  req: Pick<MultisigRequest, 'raw_transaction' | 'views'>,
  spentOutputs: CosignRequest['spentOutputs'],
): Promise<Uint8Array> {
  return vault.withSecret(userId, 'spend', (spendSeed) => {
    try {
      return cosignTransaction({
        raw: hexToBytes(req.raw_transaction),
        spendSeed,
        views: req.views,
        spentOutputs,
      }).raw
    } catch (e) {
      if (e instanceof CosignError)
        throw new CoreError('not-a-signer', words('core.request.keyCannotSign', { code: e.code }))
      throw e
    }
  })
}

const reasonText = (r: ReviewResult & { status: 'refused' }) => mismatchText(r.reasons)

export interface SignOutcome {
  item: RequestItem
  transactionHash: string
  /** The request as the service answered the signature, reviewed: what the screen shows next. */
  review: ReviewResult
}

/** What the user agreed to when they asked for a signature. */
export interface SignConsent {
  /** The digest of the summary the user reviewed; the request must still give it. */
  readonly digest: string
  /** That the user confirmed they checked the request; anything but `true` is refused. */
  readonly confirmed: boolean
  /** A grant to sign this request, unless inside the re-auth window. */
  readonly grant?: string | undefined
}

/** What the user agreed to when they asked to unlock (revoke) a request. */
export interface UnlockConsent {
  /** That the user confirmed they want it cancelled for everyone; anything but `true` is refused. */
  readonly confirmed: boolean
  /** A grant to unlock this request; always needed. */
  readonly grant: string | undefined
  /** The digest of the summary the user reviewed, when they did (else any current copy is unlocked). */
  readonly digest?: string | undefined
}

export interface RequestSigning {
  /**
   * Reviews a request: fresh from the service, or (offline, or when the service is unreachable) the
   * cached copy with the outputs checked at the last review.
   * @throws CoreError 'request-not-found'; ApiClientError other than unreachable
   */
  review(userId: string, requestId: string, options?: { offline?: boolean }): Promise<ReviewResult>
  /**
   * Signs a request the user reviewed: reads it once more, refuses unless its summary's digest is
   * the one confirmed, co-signs with the spend key (borrowed from the vault for the one signature)
   * and submits the partial raw. Needs a grant for this request unless the user's re-auth window is
   * open. Audited whatever the outcome.
   * @throws CoreError 'not-confirmed' | 'reauth-required' | 'request-mismatch' | 'summary-changed' | 'request-closed' |
   *   'not-a-signer' | 'already-signed' | 'outputs-unavailable'; ApiClientError; VaultError
   */
  sign(userId: string, requestId: string, o: SignConsent): Promise<SignOutcome>
  /**
   * Signs a request reviewed a moment ago by the core itself (the proposer's own request, as the
   * service answered its creation), without reading it again; the same rules as {@link sign}.
   */
  signReviewed(
    userId: string,
    reviewed: Reviewed,
    o: Omit<SignConsent, 'confirmed'>,
  ): Promise<SignOutcome>
  /**
   * One authorization for the several signatures of a run (a payroll's requests, a move's sweeps):
   * a grant to sign `subject` (`run:<run id>`), or the re-auth window, spent here once. The answer
   * signs requests reviewed a moment ago, each by the rules of {@link signReviewed}.
   * @throws CoreError 'reauth-required'
   */
  authorizeBatch(
    userId: string,
    subject: string,
    grant?: string,
  ): (reviewed: Reviewed, summaryDigest: string) => Promise<SignOutcome>
  /**
   * Unlocks (revokes) a request that has not reached its threshold, releasing its inputs. Always
   * needs a grant for this request. With `digest`, only the request whose summary the user
   * confirmed (a command line's `--digest`): a request that changed since, or no longer passes
   * review, is refused.
   * @throws CoreError 'not-confirmed' | 'reauth-required' | 'summary-changed' | 'request-closed' | 'not-a-signer' | 'threshold-reached'; ApiClientError
   */
  unlock(userId: string, requestId: string, o: UnlockConsent): Promise<RequestItem>
}

export function requestSigning(ctx: CoreContext): RequestSigning {
  /** Signs what was reviewed, once the review is the one confirmed and the request still takes this signature. */
  async function commit(
    userId: string,
    client: ApiClient,
    reviewed: Reviewed,
    digest: string,
  ): Promise<SignOutcome> {
    const { result, request: req, evidence } = reviewed
    const requestId = req.request_id
    const refuse = refuser(userId, requestId, 'sign')
    if (result.status === 'refused') {
      return refuse(
        new CoreError(
          'request-mismatch',
          words('core.request.mismatch', { reasons: reasonText(result) }),
          { reasons: result.reasons },
        ),
      )
    }
    const hash = req.transaction_hash
    if (result.digest !== digest)
      refuse(new CoreError('summary-changed', words('core.request.changed')), hash)
    const s = result.summary
    if (s.progress !== 'open')
      refuse(
        new CoreError('request-closed', words('review.check.closed', { progress: s.progress })),
        hash,
      )
    if (!s.i_am_sender)
      refuse(new CoreError('not-a-signer', words('core.request.notASender')), hash)
    if (s.i_have_signed)
      refuse(new CoreError('already-signed', words('core.request.alreadySigned')), hash)
    if (!evidence.spent || !s.inputs_verified || req.views.length === 0)
      refuse(new CoreError('outputs-unavailable', words('core.request.outputsNotFound')), hash)

    try {
      const raw = await cosignWithKey(ctx.vault, userId, req, evidence.spent!)
      const signed = await client.call(
        'POST',
        `/safe/multisigs/${requestId}/sign`,
        MultisigRequest,
        { body: { raw: bytesToHex(raw) } },
      )
      if (signed.request_id !== requestId || signed.transaction_hash !== hash) {
        throw new CoreError('request-mismatch', words('core.request.otherSignatureAnswer'))
      }
      const review = reviewAndRecord(ctx, userId, signed, evidence)
      if (review.status === 'refused') storeRequests(ctx, userId, [signed])
      ctx.audit({
        actor: userId,
        action: 'sign',
        subject: requestId,
        transaction_hash: hash,
        result: 'ok',
        detail: `${s.amount} of ${s.asset_id}`,
      })
      return { item: cachedItem(ctx, userId, requestId), transactionHash: hash, review }
    } catch (e) {
      ctx.audit({
        actor: userId,
        action: 'sign',
        subject: requestId,
        transaction_hash: hash,
        result: 'failed',
        detail: errorText(e),
      })
      throw e
    }
  }

  const refuser =
    (userId: string, requestId: string, action: 'sign' | 'unlock') =>
    (e: CoreError, hash: string | null = null): never => {
      ctx.audit({
        actor: userId,
        action,
        subject: requestId,
        transaction_hash: hash,
        result: 'refused',
        detail: `${e.code}: ${e.message}`,
      })
      throw e
    }

  return {
    async review(userId, requestId, options = {}) {
      ctx.requireAccount(userId)
      if (!options.offline) {
        try {
          return (await reviewFresh(ctx, userId, requestId)).result
        } catch (e) {
          if (!(isApiClientError(e, 'network') || isApiClientError(e, 'timeout'))) throw e
        }
      }
      const row = ctx.cache.requests.get(userId, requestId)
      const req = row && recordOf(row)
      if (!req)
        throw new CoreError(
          'request-not-found',
          words('core.request.notInWallet', { request: requestId }),
        )
      const e = cachedEvidence(ctx, userId, req)
      const saved = reviewRequest({
        request: req,
        viewer: userId,
        spentOutputs: e.spent,
        firstSeen: null,
        previous: e.previous,
        collectible: e.collectible,
        creator: e.creator,
        sent: row.state === 'done',
      })
      // Said in the answer, so the screen says "offline" instead of presenting the saved copy as current.
      return saved.status === 'ok' ? { ...saved, offline: true } : saved
    },

    async sign(userId, requestId, { digest, confirmed, grant }) {
      const refuse = refuser(userId, requestId, 'sign')
      ctx.requireAccount(userId)
      if (confirmed !== true)
        refuse(new CoreError('not-confirmed', words('core.request.confirmSigning')))
      try {
        ctx.lock.authorizeSigning(grant, requestId)
      } catch (e) {
        refuse(e as CoreError)
      }
      const client = ctx.clientFor(userId)
      return commit(
        userId,
        client,
        await reviewAtCommitment(ctx, userId, requestId, client),
        digest,
      )
    },

    async signReviewed(userId, reviewed, { digest, grant }) {
      const requestId = reviewed.request.request_id
      ctx.requireAccount(userId)
      try {
        ctx.lock.authorizeSigning(grant, requestId)
      } catch (e) {
        refuser(userId, requestId, 'sign')(e as CoreError)
      }
      return commit(userId, ctx.clientFor(userId), reviewed, digest)
    },

    authorizeBatch(userId, subject, grant) {
      ctx.requireAccount(userId)
      try {
        ctx.lock.authorizeSigning(grant, subject)
      } catch (e) {
        refuser(userId, subject, 'sign')(e as CoreError)
      }
      const client = ctx.clientFor(userId)
      return (reviewed, digest) => commit(userId, client, reviewed, digest)
    },

    async unlock(userId, requestId, { confirmed, grant, digest: summaryDigest }) {
      ctx.requireAccount(userId)
      const refuse = refuser(userId, requestId, 'unlock')
      if (confirmed !== true)
        refuse(new CoreError('not-confirmed', words('core.request.confirmUnlocking')))
      try {
        ctx.lock.consume(grant, 'unlock-request', requestId)
      } catch (e) {
        refuse(e as CoreError)
      }
      const client = ctx.clientFor(userId)
      // Reviewed too: unlocking a tampered request is fine (it releases the inputs), but its signatures
      // are counted from the raw where the outputs are known, not only from the JSON's word.
      const { result, request: req } = await reviewAtCommitment(ctx, userId, requestId, client)
      const hash = req.transaction_hash
      if (
        summaryDigest !== undefined &&
        (result.status !== 'ok' || result.digest !== summaryDigest)
      ) {
        refuse(new CoreError('summary-changed', words('core.request.changed')), hash)
      }
      if (req.revoked_by !== '')
        refuse(new CoreError('request-closed', words('core.request.alreadyUnlocked')), hash)
      if (!req.senders.includes(userId))
        refuse(new CoreError('not-a-signer', words('core.request.onlySenderUnlocks')), hash)
      const signed =
        result.status === 'ok'
          ? result.summary.signed_count
          : new Set(req.signers.filter((x) => req.senders.includes(x))).size
      if (signed >= req.senders_threshold) {
        refuse(
          new CoreError(
            'threshold-reached',
            words('core.request.thresholdReached', { signed, threshold: req.senders_threshold }),
          ),
          hash,
        )
      }
      try {
        const unlocked = await client.call(
          'POST',
          `/safe/multisigs/${requestId}/unlock`,
          MultisigRequest,
        )
        storeRequests(ctx, userId, [unlocked])
        ctx.audit({
          actor: userId,
          action: 'unlock',
          subject: requestId,
          transaction_hash: hash,
          result: 'ok',
          detail: `${signed} of ${req.senders_threshold} signed`,
        })
        return cachedItem(ctx, userId, requestId)
      } catch (e) {
        ctx.audit({
          actor: userId,
          action: 'unlock',
          subject: requestId,
          transaction_hash: hash,
          result: 'failed',
          detail: errorText(e),
        })
        throw e
      }
    },
  }
}
