/**
 * What a payment's trace (for a multisig proposal, its request id) fixes, derived as the official
 * SDK's `utxo.ghostKey` does (wire-formats §3): per output index, the hint of its `POST /safe/keys`
 * entry and, for an output to XIN addresses, its mask scalar r. Both are functions of the trace and
 * the index only, so rebuilding a payment under the same request id gives the same raw.
 *
 * traceHash = BLAKE3(trace text); seedHash = BLAKE3(traceHash ‖ minimal big-endian bytes of the
 * index, none for 0); hint = U(hex traceHash, hex seedHash); r = newKeyFromSeed(traceHash ‖
 * BLAKE3(seedHash ‖ secret)).
 * @module
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { abytes, aint, astring } from '../assert'
import { uniqueTextId } from './ids'
import { newKeyFromSeed, toHex } from './scalar'

const encoder = new TextEncoder()

/** The index as the SDK's `integerToBytes`: minimal big-endian bytes, none for 0. */
function indexBytes(index: number): Uint8Array {
  const out: number[] = []
  for (let i = index; i > 0; i = Math.floor(i / 256)) out.unshift(i % 256)
  return Uint8Array.from(out)
}

function seeds(trace: string, index: number): { traceHash: Uint8Array; seedHash: Uint8Array } {
  astring(trace, 'trace')
  aint(index, 'index', 0, 255)
  const traceHash = blake3(encoder.encode(trace))
  const ib = indexBytes(index)
  const input = new Uint8Array(32 + ib.length)
  input.set(traceHash, 0)
  input.set(ib, 32)
  return { traceHash, seedHash: blake3(input) }
}

/**
 * The `hint` of the ghost key request for output `index` of the payment traced by `trace`.
 * @throws {TypeError | RangeError} when `trace` is not a string or `index` is not 0..255
 * @example ghostKeyHint(requestId, 0) // a UUID, the same for every retry of the request
 */
export function ghostKeyHint(trace: string, index: number): string {
  const { traceHash, seedHash } = seeds(trace, index)
  return uniqueTextId(toHex(traceHash), toHex(seedHash))
}

/**
 * The mask scalar r of output `index` to XIN addresses, 32 bytes. The SDK mixes in the sender's
 * private spend key as `secret`; any bytes the sender keeps fixed do, and r stays the same across
 * retries as long as they do.
 * @throws {TypeError | RangeError} on a bad trace or index, or when `secret` is not bytes
 */
export function traceGhostScalar(trace: string, index: number, secret: Uint8Array): Uint8Array {
  abytes(secret, 'secret')
  const { traceHash, seedHash } = seeds(trace, index)
  const mixed = new Uint8Array(32 + secret.length)
  mixed.set(seedHash, 0)
  mixed.set(secret, 32)
  const seed = new Uint8Array(64)
  seed.set(traceHash, 0)
  seed.set(blake3(mixed), 32)
  const r = newKeyFromSeed(seed)
  seed.fill(0)
  mixed.fill(0)
  return r
}
