/**
 * What you see is what you sign: a multisig request is checked against its own raw transaction,
 * decoded here, before anything about it is shown as fact. Each check is named (`REVIEW_CHECKS` in
 * the bridge contract) and lives in a file of its own: `transaction`, `asset-and-memo`, `senders`,
 * `outputs`, `inputs`, `proofs`, `signatures`. Any mismatch refuses the request, with every reason
 * found under the check that found it. Pure: no network, no clock, no secrets.
 * @module
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { RequestSummary, ReviewMismatch, ReviewResult } from '../../../../../shared/bridge'
import { englishOf } from '../../../../../shared/i18n/english'
import { decodeTransaction, formatAmount, type Transaction } from '../../../../../shared/kernel'
import { words, type Words } from '../../../../../shared/i18n/words'
import { progressOf } from '../state'
import { checkAssetAndMemo } from './asset-and-memo'
import { checkContext, text, type ReviewInput } from './context'
import { summaryDigest } from './digest'
import { checkInputs, summaryInputs } from './inputs'
import { checkOutputs } from './outputs'
import { checkProofs } from './proofs'
import { checkSenders } from './senders'
import { checkSignatures } from './signatures'
import { checkTransaction } from './transaction'

export type { Collectible, PreviousTransactions, ReviewInput, SpentOutputInfo } from './context'
export { memoText, summaryDigest } from './digest'

/** @example const r = reviewRequest({ request, viewer: me, spentOutputs }); if (r.status === 'ok') show(r.summary) */
export function reviewRequest(input: ReviewInput): ReviewResult {
  const { request: req, viewer } = input
  let raw: Uint8Array
  let tx: Transaction
  try {
    raw = hexToBytes(req.raw_transaction)
    tx = decodeTransaction(raw)
  } catch (e) {
    return {
      status: 'refused',
      request_id: req.request_id,
      reasons: [
        {
          kind: 'transaction',
          detail: words('review.check.undecodable', {
            reason: e instanceof Error ? e.message : 'invalid',
          }),
        },
      ],
    }
  }
  const { ctx, mismatches, warnings } = checkContext(req, tx, bytesToHex(tx.asset))
  checkTransaction(ctx, raw, input.firstSeen)
  checkAssetAndMemo(ctx)
  checkSenders(ctx)
  const outputs = checkOutputs(ctx)
  const spent = input.spentOutputs ?? null
  const inputs = checkInputs(ctx, spent, outputs.total)
  const proofs = checkProofs(ctx, input.previous ?? null, inputs.found, outputs.total)
  const signers = checkSignatures(ctx, inputs.verified ? spent : null)
  const collectible = collectibleOf(input, tx, warnings)
  if (mismatches.length > 0)
    return { status: 'refused', request_id: req.request_id, reasons: mismatches }

  const iAmSender = req.senders.includes(viewer)
  const iHaveSigned = signers.has(viewer)
  const progress = progressOf(req, { sent: input.sent === true })
  const open = progress === 'open'
  const summary: RequestSummary = {
    request_id: req.request_id,
    transaction_hash: req.transaction_hash,
    asset_id: req.asset_id,
    kernel_asset_id: req.kernel_asset_id,
    amount: formatAmount(outputs.leaving),
    total: formatAmount(outputs.total),
    change: formatAmount(outputs.total - outputs.external),
    outputs: outputs.outputs,
    inputs: summaryInputs(ctx, inputs.found, proofs.amounts),
    inputs_verified: inputs.verified,
    inputs_proven: proofs.allProven,
    memo: { text: text(tx.extra), hex: bytesToHex(tx.extra) },
    senders: req.senders.map((s) => ({ user_id: s, signed: signers.has(s), is_me: s === viewer })),
    threshold: req.senders_threshold,
    signed_count: signers.size,
    progress,
    revoked_by: req.revoked_by === '' ? null : req.revoked_by,
    proposer: input.creator ?? (req.signers.length === 1 ? req.signers[0]! : null),
    updated_at: req.updated_at,
    i_am_sender: iAmSender,
    i_have_signed: iHaveSigned,
    can_sign:
      open && iAmSender && !iHaveSigned && inputs.verified && req.views.length === tx.inputs.length,
    can_unlock: open && iAmSender && signers.size < req.senders_threshold,
    collectible,
    warnings,
  }
  return { status: 'ok', summary, digest: summaryDigest(summary) }
}

/** Mismatches in English, each after its check, for an audit entry or an error's message. */
export function mismatchText(reasons: readonly ReviewMismatch[]): string {
  return reasons.map((r) => `${r.kind}: ${englishOf(r.detail)}`).join('; ')
}

/** The collectible the request moves, with what the review could not say about it. */
function collectibleOf(
  input: ReviewInput,
  tx: Transaction,
  warnings: Words[],
): RequestSummary['collectible'] {
  const hash = input.request.inscription_hash
  if (hash === '') return null
  if (!input.collectible) warnings.push(words('review.warning.collectibleUnknown'))
  if (tx.inputs.length !== 1 || tx.outputs.length !== 1) {
    warnings.push(words('review.warning.collectibleReleased'))
  }
  return (
    input.collectible ?? {
      inscription_hash: hash,
      collection_hash: null,
      collection_name: '',
      symbol: '',
      sequence: null,
      content_type: '',
      content_url: '',
    }
  )
}
