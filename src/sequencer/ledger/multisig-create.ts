/**
 * `POST /safe/multisigs` (interface 4.2, wire-formats §2.7): records unsigned transactions as
 * multisig requests. Each raw is decoded canonically and held to the Kernel's rules (./tx-rules);
 * then, in one IMMEDIATE transaction for the whole body, each input must be an unspent output of
 * this ledger the caller is a member of, all of one asset and one set of owners, the sums must
 * balance, and the inputs are locked to the request. Idempotent on `request_id`: the same
 * transaction gives back the same record unchanged (a retry), another one under a used id is a
 * conflict, and so is any under the id of a revoked request (wire-formats §8.7).
 *
 * Cheap before dear: the raws of one body carry at most MAX_TRANSACTION_KEYS output keys in all,
 * counted before any key is read, and a raw spending what the caller does not own is refused
 * before any point is checked. The dear part, hashing the raws and checking the foreign points (a
 * subgroup check, ~1 ms, per key), runs on the curve thread (../crypto/curve-work), off the event loop.
 *
 * Receivers are recovered by matching each script output's (mask, keys) with the ghost keys the
 * sequencer handed out (./ghost-keys): scanning every output with every user's view key would find
 * them too, but costs a scalar multiplication per user and output. Outputs to keys it did not hand
 * out (a XIN address, a foreign service) are external: no members.
 */
import type {
  MultisigCreateBody,
  MultisigReceiver,
  MultisigRequestWire,
} from '../../shared/api/ledger'
import { isSignatureMaps, toHex, type Transaction } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import { curveWork } from '../crypto/curve-work'
import { ApiError } from '../http/errors'
import {
  alreadySpent,
  decodeUploaded,
  invalidRaw,
  lockedByAnotherTransaction,
  requestIdTaken,
  requestRevoked,
} from './errors'
import { findGhostKeys, markGhostKeysUsed, type GhostRecord } from './ghost-keys'
import {
  findOutputByReference,
  knownTransaction,
  lockKeys,
  lockOutput,
  type OutputRecord,
} from './outputs-store'
import { presentRequest } from './present-request'
import {
  findRequest,
  insertRequest,
  requestInputs,
  type RequestInput,
  type RequestRecord,
} from './requests-store'
import {
  MAX_TRANSACTION_KEYS,
  checkStructure,
  outputPoints,
  pointRefusal,
  type CheckedOutput,
} from './tx-rules'
import type { Db } from '../../node/sqlite/open'
import { immediateTransaction } from '../../node/sqlite/transaction'

interface Decoded {
  readonly requestId: string
  readonly raw: Uint8Array
  readonly tx: Transaction
}

interface Prepared extends Decoded {
  readonly hash: string
  readonly outputs: CheckedOutput[]
  /** Per output, the ghost keys it uses when the sequencer handed them out. */
  readonly ghosts: (GhostRecord | undefined)[]
}

/**
 * Creates (or finds again) one request per body entry, all or nothing. Nobody is told: the public
 * network announces no request; its senders learn of it from its creator.
 * @throws ApiError 10002 (`raw` refused; `extra.item` is the entry), 409 (request id used for
 *   another transaction, or of a revoked request), 409/10105 (input locked by another request),
 *   409/10106 (input spent)
 */
export async function createMultisigRequests(
  ctx: SequencerContext,
  callerId: string,
  body: MultisigCreateBody,
): Promise<MultisigRequestWire[]> {
  // Raw by raw, so a body over the key cap is refused having decoded no more than it takes to tell.
  let keys = 0
  const decoded = body.map((entry, i) =>
    forEntry(i, () => {
      const d = decode(entry.request_id, entry.raw)
      d.tx.outputs.forEach((out, o) => {
        keys += out.keys.length
        if (keys > MAX_TRANSACTION_KEYS)
          throw invalidRaw(`more than ${MAX_TRANSACTION_KEYS} output keys in one request`, {
            output: o,
          })
      })
      return d
    }),
  )
  const outputs = decoded.map((d, i) => forEntry(i, () => checkStructure(d.tx)))
  // A request id already used is settled in the transaction below; its raw needs no more checks.
  const fresh = decoded.map((d) => findRequest(ctx.db, d.requestId) === undefined)
  decoded.forEach((d, i) => fresh[i] && forEntry(i, () => spendableInputs(ctx.db, callerId, d.tx)))
  const ghosts = outputs.map((outs, i) =>
    forEntry(i, () => outs.map((o) => (o.kind === 'script' ? matchGhost(ctx, o) : undefined))),
  )
  const points = outputs.flatMap((outs, i) =>
    fresh[i]
      ? outputPoints(
          outs,
          ghosts[i]!.map((g) => g !== undefined),
        ).map((p) => ({ ...p, item: i }))
      : [],
  )
  const [hashes, invalid] = await Promise.all([
    curveWork.blake3(decoded.map((d) => d.raw)),
    curveWork.firstInvalidPoint(points),
  ])
  if (invalid) {
    const point = points[invalid.index]!
    forEntry(point.item, () => {
      throw pointRefusal(point, invalid.code)
    })
  }
  const prepared = decoded.map((d, i): Prepared => ({
    ...d,
    hash: hashes[i]!,
    outputs: outputs[i]!,
    ghosts: ghosts[i]!,
  }))
  return immediateTransaction(ctx.db, () =>
    prepared.map((p, i) => forEntry(i, () => commit(ctx, callerId, p))),
  ).map((r) => presentRequest(r.record, r.inputs, callerId))
}

/** The raw decoded canonically; it must be unsigned. Its hash is its BLAKE3, computed apart. */
function decode(requestId: string, rawHex: string): Decoded {
  // The body's schema has checked the hex; Node's decoder is some fifty times faster than a JS one.
  const hex = Buffer.from(rawHex, 'hex')
  const raw = new Uint8Array(hex.buffer, hex.byteOffset, hex.length)
  const tx = decodeUploaded(raw)
  if (!isSignatureMaps(tx.signatures) || tx.signatures.length !== 0) {
    throw invalidRaw('the raw must be unsigned; add signatures with POST /safe/multisigs/:id/sign')
  }
  // Unsigned and canonical, so the raw is the payload itself: its BLAKE3 is the transaction hash.
  return { requestId, raw, tx }
}

function matchGhost(ctx: SequencerContext, o: CheckedOutput): GhostRecord | undefined {
  const ghost = findGhostKeys(ctx.db, o.mask)
  if (!ghost) return undefined
  const same =
    ghost.outputIndex === o.index &&
    ghost.keys.length === o.keys.length &&
    ghost.keys.every((k, j) => k === o.keys[j])
  if (!same)
    throw invalidRaw('the output does not use the keys handed out for its mask at its index', {
      output: o.index,
    })
  if (o.threshold > ghost.receivers.length)
    throw invalidRaw('the threshold is above the number of receivers', { output: o.index })
  return ghost
}

function commit(
  ctx: SequencerContext,
  callerId: string,
  p: Prepared,
): { record: RequestRecord; inputs: readonly RequestInput[] } {
  const db = ctx.db
  const existing = findRequest(db, p.requestId)
  if (existing) {
    if (existing.revokedBy !== null) throw requestRevoked(existing.requestId)
    if (existing.transactionHash !== p.hash) throw requestIdTaken(existing.requestId)
    // Only its senders see it again, as only they could have created it.
    if (!existing.senders.includes(callerId))
      throw invalidRaw('the input is not an output of yours in this ledger', { input: 0 })
    return { record: existing, inputs: requestInputs(db, existing.requestId) }
  }

  const asset = toHex(p.tx.asset)
  const inputs = spendableInputs(db, callerId, p.tx)
  const owners = inputs[0]!
  const totalIn = inputs.reduce((sum, o) => sum + o.amount, 0n)
  const totalOut = p.outputs.reduce((sum, o) => sum + o.amount, 0n)
  if (totalIn !== totalOut)
    throw invalidRaw('the inputs and outputs do not balance', {
      inputs: totalIn.toString(),
      outputs: totalOut.toString(),
    })
  p.tx.references.forEach((ref, i) => {
    if (!knownTransaction(db, toHex(ref)))
      throw invalidRaw('the reference is not a transaction of this ledger', { reference: i })
  })
  for (const o of p.outputs) {
    if (o.kind === 'script' && lockKeys(db, o.keys, p.hash) !== undefined) {
      throw invalidRaw('an output key is already used by another transaction', { output: o.index })
    }
  }

  const nowNs = ctx.clock.nowNs()
  for (const o of inputs) lockOutput(db, o.outputId, p.requestId, p.hash, nowNs)
  for (const ghost of p.ghosts) if (ghost) markGhostKeysUsed(db, ghost.mask, nowNs)
  const receivers = p.outputs.map((o, i) => receiverOf(o, p.ghosts[i]))
  const change = (r: MultisigReceiver) =>
    r.members_hash === owners.membersHash && r.threshold === owners.threshold
  const sent = p.outputs.reduce((sum, o, i) => (change(receivers[i]!) ? sum : sum + o.amount), 0n)
  insertRequest(
    db,
    {
      requestId: p.requestId,
      transactionHash: p.hash,
      creatorId: callerId,
      assetId: owners.assetId,
      kernelAssetId: asset,
      amount: sent === 0n ? totalOut : sent,
      senders: owners.members,
      sendersHash: owners.membersHash,
      sendersThreshold: owners.threshold,
      receivers,
      extra: toHex(p.tx.extra),
      raw: p.raw,
      inscriptionHash: inputs.find((o) => o.inscriptionHash)?.inscriptionHash ?? null,
      createdAtNs: nowNs,
    },
    inputs.map((o) => o.outputId),
  )
  return { record: findRequest(db, p.requestId)!, inputs: requestInputs(db, p.requestId) }
}

/**
 * The outputs the transaction spends: unspent outputs of this ledger the caller is a member of,
 * of the transaction's asset and of one set of owners.
 * @throws ApiError 10002 naming the input, 409/10106 (spent), 409/10105 (locked)
 */
function spendableInputs(db: Db, callerId: string, tx: Transaction): OutputRecord[] {
  const asset = toHex(tx.asset)
  const inputs = tx.inputs.map((input, i) => {
    const o = findOutputByReference(db, toHex(input.hash), input.index)
    if (!o || !o.members.includes(callerId))
      throw invalidRaw('the input is not an output of yours in this ledger', { input: i })
    if (o.state === 'spent') throw alreadySpent(i)
    if (o.state === 'signed') throw lockedByAnotherTransaction(i, o.signedBy ?? '')
    if (o.kernelAssetId !== asset)
      throw invalidRaw('the input is not of the transaction asset', { input: i })
    return o
  })
  const owners = inputs[0]!
  inputs.forEach((o, i) => {
    if (o.membersHash !== owners.membersHash || o.threshold !== owners.threshold) {
      throw invalidRaw('the inputs belong to different owners or thresholds', { input: i })
    }
  })
  return inputs
}

function receiverOf(o: CheckedOutput, ghost: GhostRecord | undefined): MultisigReceiver {
  const base = { destination: o.destination, tag: o.tag, withdrawal_hash: '' }
  if (o.kind === 'withdrawal') return { members: [], members_hash: '', threshold: 0, ...base }
  if (!ghost) return { members: [], members_hash: '', threshold: o.threshold, ...base }
  return {
    members: ghost.receivers,
    members_hash: ghost.membersHash,
    threshold: o.threshold,
    ...base,
  }
}

// Names the body entry a refusal is about when there are several.
function forEntry<T>(i: number, run: () => T): T {
  try {
    return run()
  } catch (e) {
    if (e instanceof ApiError)
      throw new ApiError(e.status, e.code, e.description, { ...e.extra, item: i })
    throw e
  }
}
