/**
 * Co-signer signing over a raw transaction (wire-formats.md §2.2–2.4) and merging of partial raws.
 *
 * Per input i: x = views[i] (canonical scalar), y = clamped spend scalar of the seed, t = x + y mod L.
 * The signer's key index is found by computing t·G and looking it up in the spent output's keys (as
 * the Kernel's own signers do) — never taken from the caller, so a wrong view or a foreign output
 * fails loudly instead of producing a useless signature. The signature over the tx hash goes into
 * input i's map at that index; other signers' entries stay as they were.
 * @module
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { abytes, hexArg } from '../assert'
import {
  decodeTransaction,
  encodeTransaction,
  encodedSignaturesLength,
  isSignatureMaps,
} from './codec'
import { InputError } from './input-error'
import type { SignatureMap, Transaction } from './types'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  clampedSpendScalar,
  equalBytes,
  numberToBytesLE,
  publicFromScalar,
} from './scalar'
import { signWithScalarUnchecked } from './sign-scalar'

export type CosignErrorCode =
  /** t·G is not among the spent output's keys: wrong view, wrong spend key, or not a member */
  | 'not-a-signer'
  /** a view is not a canonical scalar */
  | 'bad-view'
  /** views or spent outputs do not match the inputs one to one */
  | 'input-count'
  /** the raw carries signature maps, but not one per input */
  | 'map-count'
  /** the raw uses the aggregated signature form, which the Safe API never uses */
  | 'aggregated'
  /** two raws to merge are not the same unsigned transaction */
  | 'hash-mismatch'
  /** two raws to merge hold different signatures at the same input and key index */
  | 'signature-conflict'

/** Why a co-signature could not be made or merged; `input` / `index` locate the problem. */
export class CosignError extends InputError<CosignErrorCode> {
  override readonly name = 'CosignError'
}

/** The spent UTXO of one input, as far as signing needs it. */
interface SpentKeys {
  readonly keys: readonly (Uint8Array | string)[]
}

export interface CosignRequest {
  /** the raw transaction, unsigned or partially signed */
  readonly raw: Uint8Array
  /** the 32-byte spend seed (first half of the spend private key) */
  readonly spendSeed: Uint8Array
  /** one view per input: 32-byte scalars, or their hex as the API returns them */
  readonly views: readonly (string | Uint8Array)[]
  /** one spent output per input, in input order */
  readonly spentOutputs: readonly SpentKeys[]
}

export interface CosignResult {
  /** the raw with this signer's signature in every input's map */
  readonly raw: Uint8Array
  /** the 32-byte transaction hash that was signed */
  readonly hash: Uint8Array
  /** this signer's key index per input */
  readonly indexes: number[]
}

/**
 * Signs every input of `raw` as the co-signer owning `spendSeed`.
 * @throws {CosignError} 'not-a-signer' (with `input`), 'bad-view', 'input-count', 'map-count', 'aggregated'
 * @throws {CodecError} when `raw` is not a canonical v5 transaction
 * @throws {TypeError | RangeError} on arguments of the wrong type or length
 * @example const { raw: signed, indexes } = cosignTransaction({ raw, spendSeed, views, spentOutputs })
 */
export function cosignTransaction(request: CosignRequest): CosignResult {
  const { raw, spendSeed, views, spentOutputs } = request
  abytes(raw, 'raw')
  abytes(spendSeed, 'spendSeed', 32)
  if (!Array.isArray(views)) throw new TypeError('"views" expected an array')
  if (!Array.isArray(spentOutputs)) throw new TypeError('"spentOutputs" expected an array')
  const tx = decodeTransaction(raw)
  const n = tx.inputs.length
  if (views.length !== n)
    throw new CosignError('input-count', `${views.length} views for ${n} inputs`)
  if (spentOutputs.length !== n)
    throw new CosignError('input-count', `${spentOutputs.length} spent outputs for ${n} inputs`)
  const maps = existingMaps(tx)
  const hash = payloadHash(raw, tx)

  const y = clampedSpendScalar(spendSeed)
  const indexes: number[] = []
  const signed: SignatureMap[] = []
  for (let i = 0; i < n; i++) {
    const view = views[i]
    const xBytes = typeof view === 'string' ? hexArg(view, `views[${i}]`, 32) : copyView(view, i)
    const x = bytesToNumberLE(xBytes)
    xBytes.fill(0)
    if (x >= GROUP_ORDER)
      throw new CosignError('bad-view', `view ${i} is not a canonical scalar`, i)
    const t = (x + y) % GROUP_ORDER
    const keys = spentKeys(spentOutputs[i], i)
    const P = t === 0n ? undefined : publicFromScalar(t)
    const index = P === undefined ? -1 : keys.findIndex((k) => equalBytes(k, P))
    if (P === undefined || index < 0) {
      throw new CosignError(
        'not-a-signer',
        `this key is not among the ${keys.length} keys of input ${i}'s output`,
        i,
      )
    }
    const tBytes = numberToBytesLE(t, 32)
    const signature = signWithScalarUnchecked(tBytes, t, P, hash)
    tBytes.fill(0)
    // Our signature is deterministic and valid, so it replaces whatever sat at our index.
    const map = new Map(maps[i])
    map.set(index, signature)
    signed.push(map)
    indexes.push(index)
  }
  return { raw: encodeTransaction({ ...tx, signatures: signed }), hash, indexes }
}

/**
 * Merges the signature maps of two raws of the same transaction (e.g. a co-signer's partial raw into
 * the stored one). Identical entries are kept once; the result is in canonical order.
 * @throws {CosignError} 'hash-mismatch', 'signature-conflict' (with `input`, `index`), 'map-count', 'aggregated'
 * @throws {CodecError} when a raw is not a canonical v5 transaction
 */
export function mergeSignatures(baseRaw: Uint8Array, otherRaw: Uint8Array): Uint8Array {
  abytes(baseRaw, 'baseRaw')
  abytes(otherRaw, 'otherRaw')
  const base = decodeTransaction(baseRaw)
  const other = decodeTransaction(otherRaw)
  const a = unsignedPayload(baseRaw, base)
  const b = unsignedPayload(otherRaw, other)
  if (!equalBytes(a, b))
    throw new CosignError('hash-mismatch', 'the raws are not the same unsigned transaction')
  const mapsA = existingMaps(base)
  const mapsB = existingMaps(other)
  const merged: SignatureMap[] = []
  for (let i = 0; i < base.inputs.length; i++) {
    const map = new Map(mapsA[i])
    for (const [index, sig] of mapsB[i] ?? []) {
      const mine = map.get(index)
      if (mine !== undefined && !equalBytes(mine, sig)) {
        throw new CosignError(
          'signature-conflict',
          `input ${i} has two different signatures at key index ${index}`,
          i,
          index,
        )
      }
      map.set(index, sig)
    }
    merged.push(map)
  }
  return encodeTransaction({ ...base, signatures: merged })
}

// One map per input (empty ones for an unsigned raw).
function existingMaps(tx: Transaction): readonly SignatureMap[] {
  if (!isSignatureMaps(tx.signatures)) {
    throw new CosignError(
      'aggregated',
      'aggregated signatures are not supported (the Safe API never uses them)',
    )
  }
  if (tx.signatures.length === 0) return tx.inputs.map(() => new Map())
  if (tx.signatures.length !== tx.inputs.length) {
    throw new CosignError(
      'map-count',
      `${tx.signatures.length} signature maps for ${tx.inputs.length} inputs`,
    )
  }
  return tx.signatures
}

// The raw without its signature section; canonical, so this is the encoder's payload minus `0000`.
function unsignedPayload(raw: Uint8Array, tx: Transaction): Uint8Array {
  return raw.subarray(0, raw.length - encodedSignaturesLength(tx.signatures))
}

function payloadHash(raw: Uint8Array, tx: Transaction): Uint8Array {
  return blake3.create().update(unsignedPayload(raw, tx)).update(Uint8Array.of(0, 0)).digest()
}

function copyView(view: unknown, i: number): Uint8Array {
  abytes(view, `views[${i}]`, 32)
  return view.slice()
}

function spentKeys(output: SpentKeys | undefined, i: number): Uint8Array[] {
  if (typeof output !== 'object' || output === null || !Array.isArray(output.keys)) {
    throw new TypeError(`"spentOutputs[${i}].keys" expected an array`)
  }
  return output.keys.map((k, j) =>
    typeof k === 'string' ? hexArg(k, `spentOutputs[${i}].keys[${j}]`, 32) : checked(k, i, j),
  )
}

function checked(k: unknown, i: number, j: number): Uint8Array {
  abytes(k, `spentOutputs[${i}].keys[${j}]`, 32)
  return k
}
