import type {
  MultisigReceiver,
  MultisigReceiverWire,
  MultisigRequestWire,
} from '../../shared/api/ledger'
import { formatTime } from '../../shared/api/time'
import { formatAmount } from '../../shared/kernel'
import type { RequestInput, RequestRecord } from './requests-store'

/**
 * A multisig request as the caller `viewerId` sees it, in the shape the Go client declares
 * (`SafeMultisigRequest`; wire-formats §2.7, docs/SEQUENCER-FIDELITY.md): no state (clients derive
 * it), `signers` null until someone signs, `revoked_by` '' unless unlocked, and `inscription_hash`,
 * `receivers` and `views` (omitempty) absent when empty. `views` holds, per input, the caller's view
 * scalar for the output it spends (DESIGN "multisig `views`"), read from the output, where it was
 * kept when the output was created; none once the request is unlocked, as it takes no signature.
 */
export function presentRequest(
  r: RequestRecord,
  inputs: readonly RequestInput[],
  viewerId: string,
): MultisigRequestWire {
  const views = r.state === 'unlocked' ? [] : viewsOf(inputs, viewerId)
  return {
    type: 'transaction_request',
    request_id: r.requestId,
    transaction_hash: r.transactionHash,
    asset_id: r.assetId,
    kernel_asset_id: r.kernelAssetId,
    amount: formatAmount(r.amount),
    senders_hash: r.sendersHash,
    senders_threshold: r.sendersThreshold,
    senders: r.senders,
    signers: orNull(r.signers),
    revoked_by: r.revokedBy ?? '',
    extra: r.extra,
    // Node's encoder: every signer's response carries the whole raw.
    raw_transaction: Buffer.from(r.raw.buffer, r.raw.byteOffset, r.raw.byteLength).toString('hex'),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    ...(r.inscriptionHash ? { inscription_hash: r.inscriptionHash } : {}),
    ...(r.receivers.length > 0 ? { receivers: receiversWire(r.receivers) } : {}),
    ...(views.length > 0 ? { views } : {}),
  }
}

/** `viewerId`'s view scalar for each input, or none when it is not a member of every input. */
export function viewsOf(inputs: readonly RequestInput[], viewerId: string): string[] {
  const views = inputs.flatMap((o) => {
    const j = o.members.indexOf(viewerId)
    return j < 0 ? [] : [o.views[j]!]
  })
  return views.length === inputs.length ? views : []
}

/** A list as Go encodes a slice: `null` when empty. */
export function orNull<T>(list: T[]): T[] | null {
  return list.length > 0 ? list : null
}

/** Receivers as Go's `OutputReceiverView` encodes them: an output to keys nobody here was given has `members: null`. */
export function receiversWire(receivers: MultisigReceiver[]): MultisigReceiverWire[] {
  return receivers.some((x) => x.members.length === 0)
    ? receivers.map((x) => ({ ...x, members: orNull(x.members) }))
    : receivers
}
