import type { SafeOutputWire } from '../../shared/api/ledger'
import { formatTime } from '../../shared/api/time'
import { formatAmount } from '../../shared/kernel'
import type { OutputRecord } from './outputs-store'
import { orNull } from './present-request'

/**
 * An output as `GET /safe/outputs` serves it, in the shape the Go client declares (`Output`;
 * wire-formats §8.6, docs/SEQUENCER-FIDELITY.md): `senders` and `signers` null when empty,
 * `signed_by` '' when nothing locks it, `request_id` and `inscription_hash` (omitempty) absent
 * when empty; with the SDK's `asset` (its `buildSafeTransaction` reads it) and the DOCS' times.
 */
export function presentOutput(o: OutputRecord): SafeOutputWire {
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
    senders: orNull(o.senders),
    receivers_hash: o.membersHash,
    receivers_threshold: o.threshold,
    receivers: o.members,
    extra: o.extra,
    state: o.state,
    sequence: Number(o.sequence),
    created_at: formatTime(o.createdAtNs),
    updated_at: formatTime(o.updatedAtNs),
    signers: orNull(o.requestSigners),
    signed_by: o.signedBy ?? '',
    signed_at: formatTime(o.signedAtNs ?? 0n),
    spent_at: formatTime(o.spentAtNs ?? 0n),
    ...(o.inscriptionHash ? { inscription_hash: o.inscriptionHash } : {}),
    ...(o.requestId ? { request_id: o.requestId } : {}),
  }
}
