/**
 * The offline round trip as core operations (see ./offline-files for the files): export on the
 * online machine, review and sign on the offline one, submit back online. Each step is audited.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { MultisigRequest } from '../../../../shared/api/ledger'
import type { RequestItem, ReviewResult, SignedFileInfo } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { errorText } from '../../errors'
import {
  buildRequestFile,
  checkSignatureFile,
  parseRequestFile,
  parseSignatureFile,
  reviewRequestFile,
  signRequestFile,
} from './offline-files'
import { cachedProofs } from './proofs'
import { cachedItem, storeRequests, toItem } from './records'
import { reviewFresh, type SignConsent } from './signing'
import { words } from '../../../../shared/i18n/words'

interface OfflineText {
  text: string
  file_name: string
}

export interface OfflineSigning {
  /** Adds the request of an offline request file to the queue. @throws CoreError 'invalid-file' */
  openFile(userId: string, text: string): RequestItem
  /**
   * Exports a request for signing elsewhere; it must review cleanly first.
   * @throws CoreError 'request-mismatch' | 'outputs-unavailable' | 'request-not-found'; ApiClientError
   */
  exportOffline(userId: string, requestId: string): Promise<OfflineText>
  /** Reviews a request file without any network. @throws CoreError 'invalid-file' */
  reviewOffline(userId: string, text: string): ReviewResult
  /**
   * Signs a request file without any network; needs a grant for its request unless the re-auth
   * window is open. @throws as `signRequestFile`; CoreError 'reauth-required'
   */
  signOffline(
    userId: string,
    text: string,
    o: SignConsent,
  ): Promise<OfflineText & { review: ReviewResult }>
  /** What a signature file signs, and the request as this wallet knows it. @throws CoreError 'invalid-file' */
  inspectSigned(userId: string, text: string): SignedFileInfo
  /**
   * Submits a signature file made offline for `requestId`, after checking that the file signs that
   * request and fits it as it is now.
   * @throws CoreError 'invalid-file' | 'wrong-request' | 'request-mismatch'; ApiClientError
   */
  submitSigned(
    userId: string,
    requestId: string,
    text: string,
  ): Promise<{ item: RequestItem; transactionHash: string }>
}

export function offlineSigning(ctx: CoreContext): OfflineSigning {
  return {
    openFile(userId, text) {
      ctx.requireAccount(userId)
      const file = parseRequestFile(text)
      const { conflicts } = storeRequests(ctx, userId, [file.request])
      if (conflicts.length > 0)
        throw new CoreError('request-mismatch', words('core.offline.knownOtherwise'), {
          reasons: [{ kind: 'transaction', detail: words('review.check.otherTransaction') }],
        })
      return cachedItem(ctx, userId, file.request.request_id)
    },
    async exportOffline(userId, requestId) {
      ctx.requireAccount(userId)
      const { result, request, evidence } = await reviewFresh(ctx, userId, requestId)
      const spent = evidence.spent
      if (result.status === 'refused') {
        throw new CoreError(
          'request-mismatch',
          words('core.request.mismatch', { reasons: result.reasons.map((r) => r.kind).join(', ') }),
          { reasons: result.reasons },
        )
      }
      if (!spent || !result.summary.inputs_verified)
        throw new CoreError('outputs-unavailable', words('core.request.outputsNotFetched'))
      const text = buildRequestFile(
        userId,
        request,
        spent,
        result.summary.collectible,
        ctx.now(),
        cachedProofs(ctx, request).proven,
      )
      ctx.audit({
        actor: userId,
        action: 'offline.export',
        subject: requestId,
        transaction_hash: request.transaction_hash,
        result: 'ok',
      })
      return { text, file_name: `cosigner-request-${requestId}.json` }
    },
    reviewOffline(userId, text) {
      ctx.requireAccount(userId)
      const { file, result } = reviewRequestFile(text, userId)
      if (result.status === 'refused') {
        ctx.audit({
          actor: userId,
          action: 'request.refused',
          subject: file.request.request_id,
          transaction_hash: file.request.transaction_hash,
          result: 'refused',
          detail: result.reasons.map((r) => r.kind).join(', '),
        })
      }
      return result
    },
    async signOffline(userId, text, { digest, confirmed, grant }) {
      ctx.requireAccount(userId)
      try {
        if (confirmed === true)
          ctx.lock.authorizeSigning(grant, parseRequestFile(text).request.request_id)
        const out = await signRequestFile({
          text,
          vault: ctx.vault,
          userId,
          digest,
          confirmed,
          now: ctx.now(),
        })
        const req = out.file.request
        ctx.audit({
          actor: userId,
          action: 'offline.sign',
          subject: req.request_id,
          transaction_hash: req.transaction_hash,
          result: 'ok',
          detail: `${out.summaryAmount} of ${req.asset_id}`,
        })
        return {
          text: out.text,
          file_name: `cosigner-signature-${req.request_id}.json`,
          review: out.review,
        }
      } catch (e) {
        ctx.audit({
          actor: userId,
          action: 'offline.sign',
          result: e instanceof CoreError ? 'refused' : 'failed',
          detail: errorText(e),
        })
        throw e
      }
    },
    inspectSigned(userId, text) {
      ctx.requireAccount(userId)
      const sig = parseSignatureFile(text)
      if (sig.account !== userId)
        throw new CoreError('invalid-file', words('core.offline.otherSigner'))
      const row = ctx.cache.requests.get(userId, sig.request_id)
      const item = row ? toItem(row) : undefined
      return {
        request_id: sig.request_id,
        transaction_hash: sig.transaction_hash,
        request: item ?? null,
      }
    },
    async submitSigned(userId, requestId, text) {
      ctx.requireAccount(userId)
      const sig = parseSignatureFile(text)
      if (sig.account !== userId)
        throw new CoreError('invalid-file', words('core.offline.otherSigner'))
      if (sig.request_id !== requestId) {
        const row = ctx.cache.requests.get(userId, sig.request_id)
        const other = row ? toItem(row) : undefined
        const receivers = (other?.receivers ?? [])
          .flatMap((r) => r.members)
          .map((m) => m.slice(0, 8))
          .join(', ')
        const what = !other
          ? words('core.offline.unknownRequest', { request: sig.request_id })
          : words(receivers ? 'core.offline.otherRequest' : 'core.offline.otherRequestNoOne', {
              amount: other.amount,
              asset: other.asset_id.slice(0, 8),
              receivers,
            })
        ctx.audit({
          actor: userId,
          action: 'sign',
          subject: requestId,
          result: 'refused',
          detail: `offline; the file signs ${sig.request_id}`,
        })
        throw new CoreError('wrong-request', what, {
          details: `file request ${sig.request_id}, expected ${requestId}`,
        })
      }
      const client = ctx.clientFor(userId)
      const { result, request, evidence } = await reviewFresh(ctx, userId, sig.request_id, client)
      const spent = evidence.spent
      const audit = (r: 'ok' | 'failed' | 'refused', detail: string) =>
        ctx.audit({
          actor: userId,
          action: 'sign',
          subject: sig.request_id,
          transaction_hash: request.transaction_hash,
          result: r,
          detail: `offline; ${detail}`,
        })
      try {
        if (result.status === 'refused') {
          throw new CoreError(
            'request-mismatch',
            words('core.request.mismatch', {
              reasons: result.reasons.map((r) => r.kind).join(', '),
            }),
            { reasons: result.reasons },
          )
        }
        const raw = checkSignatureFile(sig, request, spent)
        const signed = await client.call(
          'POST',
          `/safe/multisigs/${sig.request_id}/sign`,
          MultisigRequest,
          { body: { raw: bytesToHex(raw) } },
        )
        storeRequests(ctx, userId, [signed])
        audit('ok', 'submitted')
        return {
          item: cachedItem(ctx, userId, sig.request_id),
          transactionHash: request.transaction_hash,
        }
      } catch (e) {
        audit(e instanceof CoreError ? 'refused' : 'failed', errorText(e))
        throw e
      }
    },
  }
}
