import type { SafeOutput } from '../../shared/api/ledger'
import { formatTime } from '../../shared/api/time'
import { formatAmount } from '../../shared/kernel'
import type { OutputRecord } from './outputs-store'

/**
 * An output as `GET /safe/outputs` serves it (wire-formats §8.6; see SafeOutput for the fields that
 * are not in the official documentation but that official clients read).
 */
export function presentOutput(o: OutputRecord): SafeOutput {
  return {
    type: 'kernel_output',
    output_id: o.outputId,
    transaction_hash: o.transactionHash,
    output_index: o.outputIndex,
    asset: o.kernelAssetId,
    asset_id: o.assetId,
    kernel_asset_id: o.kernelAssetId,
    amount: formatAmount(o.amount),
    mask: o.mask,
    keys: o.keys,
    senders_hash: o.sendersHash,
    senders_threshold: o.sendersThreshold,
    senders: o.senders,
    receivers_hash: o.membersHash,
    receivers_threshold: o.threshold,
    receivers: o.members,
    extra: o.extra,
    state: o.state,
    sequence: Number(o.sequence),
    created_at: formatTime(o.createdAtNs),
    updated_at: formatTime(o.updatedAtNs),
    signers: o.requestSigners,
    signed_by: o.signedBy ?? '',
    signed_at: formatTime(o.signedAtNs ?? 0n),
    spent_at: formatTime(o.spentAtNs ?? 0n),
    ...(o.inscriptionHash ? { inscription_hash: o.inscriptionHash } : {}),
    ...(o.requestId ? { request_id: o.requestId } : {}),
  }
}
