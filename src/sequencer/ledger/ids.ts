/**
 * Identifiers the ledger derives: output ids from their place in a transaction.
 */
import { blake3 } from '@noble/hashes/blake3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { toHex } from '../../shared/kernel'

/**
 * The output id of output `index` of transaction `hash`: the first 16 bytes of
 * BLAKE3("cosigner output:" ‖ hash hex ‖ ":" ‖ index) as a version-8 (RFC 9562 custom) UUID. The
 * same output always gets the same id, whichever process creates it.
 */
export function outputIdFor(transactionHash: string, index: number): string {
  const b = blake3(utf8ToBytes(`cosigner output:${transactionHash}:${index}`)).subarray(0, 16)
  b[6] = (b[6]! & 0x0f) | 0x80
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = toHex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
