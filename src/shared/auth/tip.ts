/**
 * The PIN plaintext that sets up a TIP key (`POST /pin/update`, wire-formats §6.1): the new TIP
 * public key ‖ u64 big-endian counter, as Go's `RegisterSafeWithSetupPin` and the SDK's
 * `getTipPinUpdateMsg` build it. Encrypt it with `encryptPin`.
 * @module
 */

import { abigint, abytes } from '../assert'

/**
 * @throws {TypeError|RangeError} when the key is not 32 bytes or the counter not a u64.
 * @example encryptPin(tipPinUpdateMessage(tipPublicKey, 1n), { sessionSeed, serverPublicKey, iterator })
 */
export function tipPinUpdateMessage(tipPublicKey: Uint8Array, counter: bigint): Uint8Array {
  abytes(tipPublicKey, 'tipPublicKey', 32)
  abigint(counter, 'counter', 0n, (1n << 64n) - 1n)
  const out = new Uint8Array(40)
  out.set(tipPublicKey)
  new DataView(out.buffer).setBigUint64(32, counter, false)
  return out
}
