/**
 * The Kernel's signature rule (wire-formats §2.5, shared/kernel `verifySignatureStrict`) at native
 * speed, for the sequencer's sign path, where every signature of every request is checked.
 *
 * libsodium's Ed25519 verification (../crypto/ed25519) is cofactorless like the Kernel's: it
 * recomputes R' = [S]B − [k]A and compares its encoding with the bytes R, so R must be the canonical
 * encoding of a point in the group A and B generate. Against the Kernel's rule two gaps could
 * remain, closed here whatever the library's version does: S must be below L, and R' must not be
 * the identity (its encoding `01 00…00` is refused). A itself must be a canonical prime-order point;
 * that holds for every key this is called with: the keys of ledger outputs with members, which the
 * ledger derived itself from registered spend keys (B + x·G). Tests hold this function to the same
 * verdicts as `verifySignatureStrict`, edge cases included.
 */
import { verifyEd25519 } from '../crypto/ed25519'

/** L, the group order, little-endian, to compare S with byte by byte. */
const L_LE = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex')
const IDENTITY = Buffer.from(
  '0100000000000000000000000000000000000000000000000000000000000000',
  'hex',
)
const HEX_KEY = /^[0-9a-f]{64}$/

/**
 * Whether `signature` (R ‖ S) by the ledger key `keyHex` over `message` is valid under the Kernel's
 * rule; false on hostile bytes.
 */
export function verifyLedgerSignature(
  signature: Uint8Array,
  message: Uint8Array,
  keyHex: string,
): boolean {
  if (signature.length !== 64 || !HEX_KEY.test(keyHex)) return false
  if (!scalarBelowOrder(signature)) return false
  if (Buffer.compare(Buffer.from(signature.buffer, signature.byteOffset, 32), IDENTITY) === 0)
    return false
  return verifyEd25519(signature, message, Buffer.from(keyHex, 'hex'))
}

// S = signature[32..64] little-endian; compare from the most significant byte down.
function scalarBelowOrder(signature: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    const s = signature[32 + i]!
    const l = L_LE[i]!
    if (s !== l) return s < l
  }
  return false
}
