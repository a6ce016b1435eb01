/**
 * A multisig request's transaction as `GET /safe/transactions/:request_id` serves it, in the shape
 * the Go client declares (`SequencerTransactionRequest`, with the SDK's `type` and `user_id`;
 * docs/SEQUENCER-FIDELITY.md): `asset` is the kernel asset id; `signers` and `views` are null when
 * empty; `snapshot_*` are '' and the zero time until the Kernel made it final.
 */
import type { KernelTransactionWire, TransactionState } from '../../shared/api/ledger'
import { ZERO_TIME, formatTime } from '../../shared/api/time'
import { formatAmount, toHex } from '../../shared/kernel'
import { snapshotOf } from './ids'
import { orNull, receiversWire, viewsOf } from './present-request'
import type { RequestInput, RequestRecord } from './requests-store'

/**
 * `unspent` while its request collects signatures, `signed` once complete and on its way to the
 * Kernel, `spent` once final (with its snapshot, made at its finality). `views` are the caller's
 * while it can still sign: a sender of a request not yet complete. Not for an unlocked request.
 */
export function presentRequestTransaction(
  r: RequestRecord,
  inputs: readonly RequestInput[],
  viewerId: string,
): KernelTransactionWire {
  return {
    type: 'kernel_transaction_request',
    request_id: r.requestId,
    transaction_hash: r.transactionHash,
    asset: r.kernelAssetId,
    amount: formatAmount(r.amount),
    extra: r.extra,
    user_id: r.creatorId,
    state: transactionState(r),
    raw_transaction: toHex(r.raw),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    ...snapshotFields(r.transactionHash, r.finalAtNs),
    receivers: orNull(receiversWire(r.receivers)),
    senders: orNull(r.senders),
    senders_hash: r.sendersHash,
    senders_threshold: r.sendersThreshold,
    signers: orNull(r.signers),
    views: r.state === 'initial' ? orNull(viewsOf(inputs, viewerId)) : null,
  }
}

function transactionState(r: RequestRecord): TransactionState {
  if (r.finalAtNs !== null) return 'spent'
  return r.state === 'signed' ? 'signed' : 'unspent'
}

/** The snapshot fields: a final transaction's own snapshot (./ids), made at its finality. */
function snapshotFields(transactionHash: string, finalAtNs: bigint | null) {
  if (finalAtNs === null) return { snapshot_id: '', snapshot_hash: '', snapshot_at: ZERO_TIME }
  const snapshot = snapshotOf(transactionHash)
  return {
    snapshot_id: snapshot.id,
    snapshot_hash: snapshot.hash,
    snapshot_at: formatTime(finalAtNs),
  }
}
