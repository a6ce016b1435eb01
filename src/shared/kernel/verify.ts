/**
 * Strict verification of a transaction's per-input signatures (wire-formats.md §2.5; KER
 * validation.go `validateUTXO`, crypto/signature.go `Verify`).
 *
 * A signature (R, S) by key A over the tx hash m is accepted exactly as the Kernel accepts it: A is a
 * canonical encoding of a prime-order point, S < L, and [S]B − [k]A (k = SHA-512(R‖A‖m) mod L)
 * is not the identity and encodes to exactly the bytes R — cofactorless, which also proves R
 * canonical and of prime order. This is stricter than noble's `verify(…, { zip215: false })`
 * (cofactored, accepts torsion in R or A) and equal to the Kernel's rule.
 * @module
 */
import * as ed from '@noble/ed25519'
import { blake3 } from '@noble/hashes/blake3.js'
import { sha512 } from '@noble/hashes/sha2.js'
import { abytes, aint, hexArg } from '../assert'
import { decodeTransaction, encodedSignaturesLength, isSignatureMaps } from './codec'
import { transactionHash } from './hash'
import { InputError } from './input-error'
import type { SignatureMap, Transaction } from './types'
import {
  GROUP_ORDER,
  PointError,
  baseMultiply,
  bytesToNumberLE,
  decodePoint,
  equalBytes,
} from './scalar'

export type SignatureErrorCode =
  /** a map entry's key index is not below the number of keys of the spent output */
  | 'index-out-of-range'
  /** a signature does not verify under the key at its index */
  | 'bad-signature'
  /** fewer valid signatures than the spent output's threshold */
  | 'below-threshold'
  /** signature maps present, but not one per input */
  | 'map-count'
  /** spent outputs do not match the inputs one to one */
  | 'input-count'
  /** the aggregated form, which the Safe API never uses */
  | 'aggregated'

/** A transaction whose signatures the Kernel would refuse; `input` / `index` locate the entry. */
export class SignatureError extends InputError<SignatureErrorCode> {
  override readonly name = 'SignatureError'
}

/** The spent UTXO of one input: its keys and its script threshold. */
export interface SpentOutput {
  readonly keys: readonly (Uint8Array | string)[]
  readonly threshold: number
}

interface InputSignatureReport {
  readonly input: number
  /** key indexes whose signature verifies, ascending */
  readonly valid: number[]
  /** key indexes whose signature fails or that are out of range, ascending */
  readonly invalid: number[]
  readonly threshold: number
  /** valid.length ≥ threshold (invalid entries make the raw unacceptable all the same) */
  readonly complete: boolean
}

export interface SignatureReport {
  readonly hash: Uint8Array
  readonly inputs: InputSignatureReport[]
  /** every input complete and no invalid entry anywhere: the Kernel would accept the signatures */
  readonly complete: boolean
}

/**
 * Checks every signature entry of every input and reports, per input, which key indexes verify.
 * Does not throw for bad signatures — see {@link assertValidSignatures} for that.
 * @param txOrRaw a decoded transaction or its canonical raw
 * @throws {SignatureError} 'aggregated', 'map-count', 'input-count' (nothing to report on)
 * @throws {CodecError} when a raw is not a canonical v5 transaction
 * @throws {TypeError | RangeError} on malformed spent outputs
 */
export function verifyTransactionSignatures(
  txOrRaw: Transaction | Uint8Array,
  spentOutputs: readonly SpentOutput[],
): SignatureReport {
  const { tx, hash } = prepare(txOrRaw)
  if (!Array.isArray(spentOutputs)) throw new TypeError('"spentOutputs" expected an array')
  const n = tx.inputs.length
  if (spentOutputs.length !== n) {
    throw new SignatureError('input-count', `${spentOutputs.length} spent outputs for ${n} inputs`)
  }
  const maps = signatureMaps(tx)
  const inputs: InputSignatureReport[] = []
  for (let i = 0; i < n; i++) {
    const { keys, threshold } = spentOutput(spentOutputs[i], i)
    const valid: number[] = []
    const invalid: number[] = []
    const entries = [...(maps[i] ?? new Map<number, Uint8Array>()).entries()].sort(
      (x, y) => x[0] - y[0],
    )
    for (const [index, sig] of entries) {
      const key = keys[index]
      if (key !== undefined && verifySignatureStrict(sig, hash, key)) valid.push(index)
      else invalid.push(index)
    }
    inputs.push({ input: i, valid, invalid, threshold, complete: valid.length >= threshold })
  }
  const complete = inputs.every((r) => r.complete && r.invalid.length === 0)
  return { hash, inputs, complete }
}

/**
 * Like {@link verifyTransactionSignatures}, but throws on the first problem: an index out of range, a
 * signature that fails, or (unless `allowPartial`) an input below its threshold or a raw without
 * signatures. With `allowPartial` it accepts a partially signed raw whose entries are all valid.
 * @throws {SignatureError} with `code`, `input` and (for entries) `index`
 * @throws {CodecError} when a raw is not a canonical v5 transaction
 */
export function assertValidSignatures(
  txOrRaw: Transaction | Uint8Array,
  spentOutputs: readonly SpentOutput[],
  options: { allowPartial?: boolean } = {},
): SignatureReport {
  const report = verifyTransactionSignatures(txOrRaw, spentOutputs)
  for (const r of report.inputs) {
    for (const index of r.invalid) {
      const count = spentOutputs[r.input]?.keys.length ?? 0
      if (index >= count) {
        throw new SignatureError(
          'index-out-of-range',
          `input ${r.input} signs with key index ${index} of ${count}`,
          r.input,
          index,
        )
      }
      throw new SignatureError(
        'bad-signature',
        `input ${r.input} key index ${index}`,
        r.input,
        index,
      )
    }
    if (options.allowPartial !== true && !r.complete) {
      throw new SignatureError(
        'below-threshold',
        `input ${r.input} has ${r.valid.length} of ${r.threshold} signatures`,
        r.input,
      )
    }
  }
  return report
}

/**
 * One Ed25519 signature under the Kernel's rule (module comment). Never throws on hostile bytes.
 * @param signature 64 bytes R ‖ S
 * @param message the signed message (the 32-byte tx hash)
 * @param publicKey the 32-byte key
 */
export function verifySignatureStrict(
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (!(signature instanceof Uint8Array) || signature.length !== 64) return false
  if (!(message instanceof Uint8Array)) return false
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) return false
  let A
  try {
    A = decodePoint(publicKey, 'publicKey')
  } catch (e) {
    if (e instanceof PointError) return false
    throw e
  }
  const S = bytesToNumberLE(signature.subarray(32, 64))
  if (S >= GROUP_ORDER) return false
  const challenge = new Uint8Array(64 + message.length)
  challenge.set(signature.subarray(0, 32), 0)
  challenge.set(publicKey, 32)
  challenge.set(message, 64)
  const k = bytesToNumberLE(sha512(challenge)) % GROUP_ORDER
  // Variable time is fine: everything here is public.
  const kA = k === 0n ? ed.Point.ZERO : A.multiplyUnsafe(k)
  const R = baseMultiply(S).subtract(kA)
  if (R.is0()) return false
  return equalBytes(R.toBytes(), signature.subarray(0, 32))
}

function prepare(txOrRaw: Transaction | Uint8Array): { tx: Transaction; hash: Uint8Array } {
  if (txOrRaw instanceof Uint8Array) {
    abytes(txOrRaw, 'raw')
    const tx = decodeTransaction(txOrRaw)
    signatureMaps(tx)
    const end = txOrRaw.length - encodedSignaturesLength(tx.signatures)
    const hash = blake3
      .create()
      .update(txOrRaw.subarray(0, end))
      .update(Uint8Array.of(0, 0))
      .digest()
    return { tx, hash }
  }
  if (typeof txOrRaw !== 'object' || txOrRaw === null)
    throw new TypeError('"tx" expected a Transaction or raw bytes')
  signatureMaps(txOrRaw)
  return { tx: txOrRaw, hash: transactionHash(txOrRaw) }
}

function signatureMaps(tx: Transaction): readonly SignatureMap[] {
  if (!isSignatureMaps(tx.signatures)) {
    throw new SignatureError(
      'aggregated',
      'aggregated signatures are not supported (the Safe API never uses them)',
    )
  }
  if (tx.signatures.length !== 0 && tx.signatures.length !== tx.inputs.length) {
    throw new SignatureError(
      'map-count',
      `${tx.signatures.length} signature maps for ${tx.inputs.length} inputs`,
    )
  }
  return tx.signatures
}

function spentOutput(
  output: SpentOutput | undefined,
  i: number,
): { keys: Uint8Array[]; threshold: number } {
  if (typeof output !== 'object' || output === null || !Array.isArray(output.keys)) {
    throw new TypeError(`"spentOutputs[${i}].keys" expected an array`)
  }
  aint(output.threshold, `spentOutputs[${i}].threshold`, 0, 64)
  const keys = output.keys.map((k, j) => {
    const name = `spentOutputs[${i}].keys[${j}]`
    if (typeof k === 'string') return hexArg(k, name, 32)
    abytes(k, name, 32)
    return k
  })
  return { keys, threshold: output.threshold }
}
