import type { MultisigRequestCodeResult } from '../../shared/api/code'
import type { MultisigRequest } from '../../shared/api/ledger'
import { formatTime } from '../../shared/api/time'
import { formatAmount, toHex } from '../../shared/kernel'
import type { RequestInput, RequestRecord } from './requests-store'

/**
 * A multisig request as the caller `viewerId` sees it (interface 2.3, wire-formats §2.7): `views`
 * holds, per input, the caller's view scalar for the output it spends (DESIGN "multisig `views`"),
 * read from the output, where it was kept when the output was created.
 */
export function presentRequest(r: RequestRecord, inputs: readonly RequestInput[], viewerId: string): MultisigRequest {
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
    signers: r.signers,
    revoked_by: r.revokedBy ?? '',
    extra: r.extra,
    // Node's encoder: every signer's response carries the whole raw.
    raw_transaction: Buffer.from(r.raw.buffer, r.raw.byteOffset, r.raw.byteLength).toString('hex'),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    ...(r.inscriptionHash ? { inscription_hash: r.inscriptionHash } : {}),
    receivers: r.receivers,
    views: viewsOf(inputs, viewerId),
    state: r.state,
    sequence: Number(r.sequence),
    code_id: r.codeId,
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

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The legacy `multisig_request` shape of `GET /codes/:id` (interface 2.7). A pending request is
 * action `sign`, state `initial`; a complete one `sign`/`signed`; an unlocked one `unlock`/`signed`
 * (the unlock is done). `receivers` are the members of every receiver, each once, sorted; `memo` is
 * the extra as text when it is UTF-8, else its hex.
 */
export function presentRequestCode(r: RequestRecord): MultisigRequestCodeResult {
  const receivers = [...new Set(r.receivers.flatMap((x) => x.members))].sort()
  return {
    type: 'multisig_request',
    request_id: r.requestId,
    user_id: r.creatorId,
    asset_id: r.assetId,
    amount: formatAmount(r.amount),
    threshold: r.sendersThreshold,
    senders: r.senders,
    receivers,
    signers: r.signers,
    memo: memoText(r.extra),
    action: r.state === 'unlocked' ? 'unlock' : 'sign',
    state: r.state === 'initial' ? 'initial' : 'signed',
    transaction_hash: r.transactionHash,
    raw_transaction: toHex(r.raw),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    code_id: r.codeId,
  }
}

function memoText(extraHex: string): string {
  const bytes = new Uint8Array(extraHex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(extraHex.slice(2 * i, 2 * i + 2), 16)
  try {
    return utf8.decode(bytes)
  } catch {
    return extraHex
  }
}
