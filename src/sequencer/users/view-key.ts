import * as ed from '@noble/ed25519'
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js'
import { randomBytes } from 'node:crypto'

const L = ed.Point.CURVE().n

/**
 * A fresh view key pair for a registered user: a uniform non-zero scalar a (64 random bytes
 * reduced mod L, so the bias is below 2^-250) and A = a·G. The ledger derives ghost keys and the
 * `views` of multisig requests from them. Returns a as 32 little-endian bytes; zero it after use.
 */
export function newViewKeyPair(): { privateKey: Uint8Array; publicKey: Uint8Array } {
  for (;;) {
    const wide = randomBytes(64)
    const a = bytesToNumberLE(wide) % L
    wide.fill(0)
    if (a === 0n) continue
    return { privateKey: numberToBytesLE(a, 32), publicKey: ed.Point.BASE.multiply(a).toBytes() }
  }
}
