/**
 * The Kernel's finality, as the public network shows it to clients (wire-formats §8.7): a request
 * that reaches its threshold is sent to the Kernel, and its transaction is `signed` until a
 * snapshot makes it final a moment later; only then is it `spent`, are its inputs spent and do its
 * outputs exist for their receivers. Here "a moment" is the context's `finalityMs` after the
 * completion. A final transaction's script outputs become outputs of the ledger, owned by the
 * members their ghost keys were handed out for (external ones by nobody), carrying whatever
 * collectible the followers of new outputs name (../followers; the inscriptions rules).
 *
 * `finalizeDue` does the work for every request whose time has come; ./finality-timer runs it in
 * the server when each one is due, and tests call it after moving their clock.
 */
import { OutputType, decodeTransaction, toHex } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { tellOutputsCreated } from '../followers'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { findGhostKeys } from './ghost-keys'
import { outputIdFor } from './ids'
import { insertOutput, spendOutputs } from './outputs-store'
import {
  findRequest,
  requestInputs,
  requestsAwaitingFinality,
  setRequestFinal,
  type RequestRecord,
} from './requests-store'

/** Requests made final in one transaction at most; more wait for the next turn. */
export const FINALITY_BATCH = 100

const NS_PER_MS = 1_000_000n

/** What one call of {@link finalizeDue} did. */
export interface FinalityRound {
  /** Requests made final. */
  readonly finalized: number
  /** Requests whose finality failed (a follower threw): logged, left as they were, tried again later. */
  readonly failed: number
  /** Whether a full batch was due: more may be waiting. */
  readonly more: boolean
}

/**
 * Makes final, in one IMMEDIATE transaction (a savepoint of the caller's when one is open), the
 * complete requests that completed `finalityMs` ago or more, oldest first, at most FINALITY_BATCH,
 * each in a savepoint of its own: one that fails stays as it was and the others are made final.
 */
export function finalizeDue(ctx: SequencerContext): FinalityRound {
  return immediateTransaction(ctx.db, (): FinalityRound => {
    const nowNs = ctx.clock.nowNs()
    const due = requestsAwaitingFinality(
      ctx.db,
      nowNs - BigInt(ctx.finalityMs) * NS_PER_MS,
      FINALITY_BATCH,
    )
    let failed = 0
    for (const requestId of due) {
      try {
        immediateTransaction(ctx.db, () => finalize(ctx, findRequest(ctx.db, requestId)!, nowNs))
      } catch (error) {
        // SQLite ended the whole transaction (a disk error): nothing of this round stands.
        if (!ctx.db.inTransaction) throw error
        failed++
        console.error(
          'sequencer: making the transaction of request',
          requestId,
          'final failed',
          error,
        )
      }
    }
    return { finalized: due.length - failed, failed, more: due.length === FINALITY_BATCH }
  })
}

/** When a request completed at `completedAtNs` is due to be made final. */
export function finalityDueAt(ctx: SequencerContext, completedAtNs: bigint): bigint {
  return completedAtNs + BigInt(ctx.finalityMs) * NS_PER_MS
}

function finalize(ctx: SequencerContext, r: RequestRecord, nowNs: bigint): void {
  const db = ctx.db
  const inputs = requestInputs(db, r.requestId)
  const tx = decodeTransaction(r.raw)
  const scripts = tx.outputs.flatMap((out, index) =>
    out.type === OutputType.Script ? [{ out, index, receiver: r.receivers[index]! }] : [],
  )
  const inscriptions = tellOutputsCreated(
    ctx,
    inputs.map((o) => ({
      output_id: o.outputId,
      inscription_hash: o.inscriptionHash,
      amount: o.amount,
    })),
    scripts.map((s) => ({
      amount: s.out.amount,
      members: s.receiver.members,
      threshold: s.receiver.threshold,
    })),
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
  setRequestFinal(db, r.requestId, nowNs)
}
