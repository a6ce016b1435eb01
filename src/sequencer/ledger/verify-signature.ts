/**
 * The Kernel's signature rule (wire-formats §2.5, shared/kernel `verifySignatureStrict`) at OpenSSL
 * speed, for the sequencer's sign path, where every signature of every request is checked.
 *
 * OpenSSL's Ed25519 verification (node:crypto) is cofactorless like the Kernel's: it recomputes
 * R' = [S]B − [k]A and compares its encoding with the bytes R, so R must be the canonical encoding
 * of a point in the group A and B generate. Against the Kernel's rule two gaps remain, closed here:
 * S must be below L (checked before OpenSSL, whatever its version does), and R' must not be the
 * identity (its encoding `01 00…00` is refused). A itself must be a canonical prime-order point;
 * that holds for every key this is called with: the keys of ledger outputs with members, which the
 * ledger derived itself from registered spend keys (B + x·G). Tests hold this function to the same
 * verdicts as `verifySignatureStrict`, edge cases included.
 */
import { createPublicKey, verify as opensslVerify, type KeyObject } from 'node:crypto'

// An Ed25519 SubjectPublicKeyInfo is this fixed DER prefix followed by the 32-byte key.
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
/** L, the group order, little-endian, to compare S with byte by byte. */
const L_LE = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex')
const IDENTITY = Buffer.from('0100000000000000000000000000000000000000000000000000000000000000', 'hex')
const MAX_CACHED_KEYS = 20_000
const keys = new Map<string, KeyObject>()

/**
 * Whether `signature` (R ‖ S) by the ledger key `keyHex` over `message` is valid under the Kernel's
 * rule. Never throws on hostile bytes.
 */
export function verifyLedgerSignature(signature: Uint8Array, message: Uint8Array, keyHex: string): boolean {
  if (signature.length !== 64 || keyHex.length !== 64) return false
  if (!scalarBelowOrder(signature)) return false
  if (Buffer.compare(Buffer.from(signature.buffer, signature.byteOffset, 32), IDENTITY) === 0) return false
  try {
    return opensslVerify(null, message, keyObject(keyHex), signature)
  } catch {
    return false
  }
}

function keyObject(keyHex: string): KeyObject {
  let key = keys.get(keyHex)
  if (!key) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear()
    key = createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, Buffer.from(keyHex, 'hex')]), format: 'der', type: 'spki' })
    keys.set(keyHex, key)
  }
  return key
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
