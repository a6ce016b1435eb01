/**
 * Identifiers the ledger derives: output ids from their place in a transaction, and the snapshot
 * of a final transaction.
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
  return labelUuid(`cosigner output:${transactionHash}:${index}`)
}

/**
 * The snapshot that made transaction `hash` final. The Kernel's snapshots order transactions across
 * nodes; a local ledger has no nodes, so each final transaction gets a snapshot of its own, named
 * by BLAKE3("cosigner snapshot:" ‖ hash hex), its id being that hash's first 16 bytes as a
 * version-8 UUID. The same transaction always names the same snapshot.
 */
export function snapshotOf(transactionHash: string): {
  readonly hash: string
  readonly id: string
} {
  const label = `cosigner snapshot:${transactionHash}`
  return { hash: toHex(blake3(utf8ToBytes(label))), id: labelUuid(label) }
}

function labelUuid(label: string): string {
  const b = blake3(utf8ToBytes(label)).subarray(0, 16)
  b[6] = (b[6]! & 0x0f) | 0x80
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = toHex(b)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
