/**
 * Transactions of the ledger in the official `kernel_transaction_request` shape (shared/api/ledger
 * `KernelTransaction`): a multisig request's, pending or final, and a deposit's.
 */
import type { KernelTransaction } from '../../shared/api/ledger'
import { ZERO_TIME, formatTime } from '../../shared/api/time'
import { formatAmount, toHex } from '../../shared/kernel'
import type { DepositRecord } from './deposits-store'
import { snapshotOf } from './ids'
import type { OutputRecord } from './outputs-store'
import { viewsOf } from './present-request'
import type { RequestInput, RequestRecord } from './requests-store'

/** The snapshot fields: a final transaction's own snapshot (./ids), made final at `finalAtNs`. */
function snapshotFields(transactionHash: string, finalAtNs: bigint | undefined) {
  if (finalAtNs === undefined) return { snapshot_id: '', snapshot_hash: '', snapshot_at: ZERO_TIME }
  const snapshot = snapshotOf(transactionHash)
  return { snapshot_id: snapshot.id, snapshot_hash: snapshot.hash, snapshot_at: formatTime(finalAtNs) }
}

/**
 * A multisig request's transaction: `unspent` while collecting signatures, `spent` once complete
 * (its completion, the request's last update, is when it became final). Not for an unlocked one.
 */
export function presentRequestTransaction(r: RequestRecord, inputs: readonly RequestInput[], viewerId: string): KernelTransaction {
  const final = r.state === 'signed'
  return {
    type: 'kernel_transaction_request',
    request_id: r.requestId,
    transaction_hash: r.transactionHash,
    asset: r.kernelAssetId,
    asset_id: r.assetId,
    kernel_asset_id: r.kernelAssetId,
    amount: formatAmount(r.amount),
    extra: r.extra,
    user_id: r.creatorId,
    state: final ? 'spent' : 'unspent',
    raw_transaction: toHex(r.raw),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    ...snapshotFields(r.transactionHash, final ? r.updatedAtNs : undefined),
    receivers: r.receivers,
    senders: r.senders,
    senders_hash: r.sendersHash,
    senders_threshold: r.sendersThreshold,
    signers: r.signers,
    views: final ? [] : viewsOf(inputs, viewerId),
    ...(r.inscriptionHash ? { inscription_hash: r.inscriptionHash } : {}),
  }
}

/** A deposit's transaction, final as it is made; `output` is its one output. */
export function presentDepositTransaction(d: DepositRecord, output: OutputRecord): KernelTransaction {
  return {
    type: 'kernel_transaction_request',
    request_id: d.depositId,
    transaction_hash: d.transactionHash,
    asset: output.kernelAssetId,
    asset_id: output.assetId,
    kernel_asset_id: output.kernelAssetId,
    amount: formatAmount(output.amount),
    extra: output.extra,
    user_id: '',
    state: 'spent',
    raw_transaction: toHex(d.raw),
    created_at: formatTime(d.createdAtNs),
    updated_at: formatTime(d.createdAtNs),
    ...snapshotFields(d.transactionHash, d.createdAtNs),
    receivers: [{ members: output.members, members_hash: output.membersHash, threshold: output.threshold, destination: '', tag: '', withdrawal_hash: '' }],
    senders: [],
    senders_hash: '',
    senders_threshold: 0,
    signers: [],
    views: [],
    ...(output.inscriptionHash ? { inscription_hash: output.inscriptionHash } : {}),
  }
}
