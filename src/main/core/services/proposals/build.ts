/**
 * Building a payment's transaction (wire-formats §8.7 steps 3–5): outputs to the receivers, then
 * the change back to the account; one-time keys from `POST /safe/keys` for users, with hints
 * derived from the request id, or derived here for XIN addresses (the mask from the request id as
 * well); a version 5 transaction with the memo as its extra. Everything depends on the request id
 * and the inputs alone, so building again under the same id gives the same raw.
 * @module
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { GhostKeys } from '../../../../shared/api/ledger'
import {
  deriveGhostOutput,
  encodeTransaction,
  ghostKeyHint,
  kernelAssetId,
  rawTransactionHash,
  thresholdScript,
  toHex,
  traceGhostScalar,
  type Output,
  type XinPublics,
} from '../../../../shared/kernel'
import { ApiClientError, type ApiClient } from '../../client'

/** One output of a payment. Users are sorted (keys[j] belongs to sorted member j). */
export interface PlannedOutput {
  readonly amount: bigint
  readonly threshold: number
  readonly to:
    | { readonly kind: 'users'; readonly members: readonly string[] }
    | { readonly kind: 'xin'; readonly publics: readonly XinPublics[] }
}

export interface PaymentPlan {
  readonly requestId: string
  readonly assetId: string
  readonly inputs: readonly { readonly transaction_hash: string; readonly output_index: number }[]
  readonly outputs: readonly PlannedOutput[]
  readonly memo: Uint8Array
  /** What the XIN-address masks mix in besides the request id (./index: the account's members hash). */
  readonly maskSecret: Uint8Array
}

export interface BuiltPayment {
  readonly raw: Uint8Array
  readonly rawHex: string
  readonly hash: string
}

const Ghosts = z.array(GhostKeys)

/**
 * Ghost keys the service already answered, by hint and receivers: a payroll asks for its keys once
 * at the preview and builds from them again when it is proposed, so the service's hourly quota of
 * key sets is not spent twice. The same hint and receivers always get the same keys.
 */
export type GhostKeyCache = Map<string, GhostKeys>
const cacheKey = (a: { hint: string; receivers: readonly string[]; index: number }) =>
  `${a.hint}|${a.index}|${a.receivers.join(',')}`
/** Entries kept: a few payrolls' worth. */
const MAX_CACHED_KEYS = 8192

/**
 * Asks the service for the users' keys and derives the XIN addresses' keys, then encodes the
 * unsigned transaction.
 * @throws ApiClientError ('not-registered' for a receiver without a Safe account; 'invalid-response'
 *   for keys that do not fit the outputs)
 */
export async function buildPayment(
  client: ApiClient,
  plan: PaymentPlan,
  known?: GhostKeyCache,
): Promise<BuiltPayment> {
  const keyed = new Map<number, { mask: Uint8Array; keys: Uint8Array[] }>()
  const asks: { receivers: string[]; index: number; hint: string }[] = []
  plan.outputs.forEach((o, index) => {
    if (o.to.kind === 'users') {
      asks.push({
        receivers: [...o.to.members].sort(),
        index,
        hint: ghostKeyHint(plan.requestId, index),
      })
      return
    }
    const r = traceGhostScalar(plan.requestId, index, plan.maskSecret)
    try {
      keyed.set(
        index,
        deriveGhostOutput({
          r,
          members: o.to.publics.map((p) => ({ A: p.view, B: p.spend })),
          index,
        }),
      )
    } finally {
      r.fill(0)
    }
  })
  const keep = (index: number, g: GhostKeys) =>
    void keyed.set(index, { mask: hexToBytes(g.mask), keys: g.keys.map((k) => hexToBytes(k)) })
  const missing = asks.filter((a) => {
    const hit = known?.get(cacheKey(a))
    if (hit) keep(a.index, hit)
    return hit === undefined
  })
  if (missing.length > 0) {
    const ghosts = await client.call('POST', '/safe/keys', Ghosts, { body: missing })
    const unfit = (description: string) =>
      new ApiClientError('invalid-response', { method: 'POST', path: '/safe/keys', description })
    if (ghosts.length !== missing.length)
      throw unfit(`${ghosts.length} ghost keys for ${missing.length} outputs`)
    missing.forEach((a, i) => {
      const g = ghosts[i]!
      if (g.keys.length !== a.receivers.length)
        throw unfit(`${g.keys.length} keys for ${a.receivers.length} receivers`)
      keep(a.index, g)
      if (!known) return
      if (known.size >= MAX_CACHED_KEYS) known.delete(known.keys().next().value!)
      known.set(cacheKey(a), g)
    })
  }
  const outputs: Output[] = plan.outputs.map((o, index) => {
    const k = keyed.get(index)!
    return {
      type: 0,
      amount: o.amount,
      keys: k.keys,
      mask: k.mask,
      script: thresholdScript(o.threshold),
    }
  })
  const raw = encodeTransaction({
    version: 5,
    asset: hexToBytes(kernelAssetId(plan.assetId)),
    inputs: plan.inputs.map((i) => ({
      hash: hexToBytes(i.transaction_hash),
      index: i.output_index,
      genesis: new Uint8Array(0),
    })),
    outputs,
    references: [],
    extra: plan.memo,
    signatures: [],
  })
  return { raw, rawHex: toHex(raw), hash: toHex(rawTransactionHash(raw)) }
}
