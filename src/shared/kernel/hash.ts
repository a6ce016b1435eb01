/**
 * The transaction hash: BLAKE3-256 of the encoding without signatures (wire-formats.md §1.6; KER
 * version.go `PayloadHash`). It is both the transaction id and the message every input signs.
 * @module
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { abytes } from '../assert'
import { decodeTransaction, encodeUnsignedTransaction, encodedSignaturesLength } from './codec'
import type { Transaction } from './types'

const EMPTY_SIGNATURES = new Uint8Array([0, 0])

/**
 * The 32-byte hash of a transaction (its signatures do not count).
 * @throws TypeError, RangeError as encodeTransaction when `tx` is malformed
 * @example bytesToHex(transactionHash(tx)) // "efef5e4f…"
 */
export function transactionHash(tx: Transaction): Uint8Array {
  return blake3(encodeUnsignedTransaction(tx))
}

/**
 * The hash of a raw transaction, signed or not. The raw is decoded canonically first, so bytes the
 * Kernel would refuse throw instead of hashing to something meaningless.
 * @throws TypeError if `raw` is not a Uint8Array
 * @throws CodecError if `raw` is not a canonical v5 transaction
 */
export function rawTransactionHash(raw: Uint8Array): Uint8Array {
  abytes(raw, 'raw')
  const tx = decodeTransaction(raw)
  // Canonical, so the unsigned payload is the raw up to its signature section, then an empty one.
  const payloadEnd = raw.length - encodedSignaturesLength(tx.signatures)
  return blake3.create().update(raw.subarray(0, payloadEnd)).update(EMPTY_SIGNATURES).digest()
}
