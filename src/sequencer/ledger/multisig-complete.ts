/**
 * Completing a request once every input has reached its threshold: the inputs are spent and the
 * transaction's script outputs become outputs of the ledger, owned by the members their ghost keys
 * were handed out for (external ones by nobody), carrying whatever collectible the followers of new
 * outputs name (../followers; the inscriptions rules). The caller runs this inside the transaction
 * that stored the last signature.
 */
import { OutputType, toHex, type Transaction } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { tellOutputsCreated } from '../followers'
import { findGhostKeys } from './ghost-keys'
import { outputIdFor } from './ids'
import { insertOutput, spendOutputs } from './outputs-store'
import { setRequestState, type RequestInput, type RequestRecord } from './requests-store'

export function completeRequest(ctx: SequencerContext, r: RequestRecord, inputs: readonly RequestInput[], tx: Transaction, nowNs: bigint): void {
  const db = ctx.db
  const scripts = tx.outputs.flatMap((out, index) => (out.type === OutputType.Script ? [{ out, index, receiver: r.receivers[index]! }] : []))
  const inscriptions = tellOutputsCreated(
    ctx,
    inputs.map((o) => ({ output_id: o.outputId, inscription_hash: o.inscriptionHash, amount: o.amount })),
    scripts.map((s) => ({ amount: s.out.amount, members: s.receiver.members, threshold: s.receiver.threshold })),
    nowNs,
  )
  spendOutputs(db, r.requestId, nowNs)
  scripts.forEach(({ out, index, receiver }, k) => {
    const mask = toHex(out.mask)
    const views = receiver.members.length > 0 ? (findGhostKeys(db, mask)?.views ?? []) : []
    insertOutput(db, {
      outputId: outputIdFor(r.transactionHash, index),
      transactionHash: r.transactionHash,
      outputIndex: index,
      assetId: r.assetId,
      kernelAssetId: r.kernelAssetId,
      amount: out.amount,
      keys: out.keys.map(toHex),
      mask,
      threshold: receiver.threshold,
      members: receiver.members,
      membersHash: receiver.members_hash,
      views,
      senders: r.senders,
      sendersHash: r.sendersHash,
      sendersThreshold: r.sendersThreshold,
      extra: r.extra,
      inscriptionHash: inscriptions[k] ?? null,
      nowNs,
    })
  })
  setRequestState(db, r.requestId, 'signed', nowNs)
}
