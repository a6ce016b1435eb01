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

/** What a TIP set-up PIN holds: the new TIP public key and its counter. */
export interface TipPinUpdate {
  readonly publicKey: Uint8Array
  readonly counter: bigint
}

/**
 * Reads the plaintext `tipPinUpdateMessage` builds (a decrypted `pin_base64` of `POST /pin/update`).
 * @throws {TypeError|RangeError} when it is not 40 bytes: a 32-byte key and a u64 counter.
 * @example const { publicKey, counter } = readTipPinUpdateMessage(decryptPin(body.pin_base64, keys).pin)
 */
export function readTipPinUpdateMessage(plaintext: Uint8Array): TipPinUpdate {
  abytes(plaintext, 'plaintext', 40)
  return {
    publicKey: plaintext.slice(0, 32),
    counter: new DataView(plaintext.buffer, plaintext.byteOffset, 40).getBigUint64(32, false),
  }
}
