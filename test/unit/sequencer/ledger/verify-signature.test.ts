/**
 * The sequencer's libsodium-backed signature check must give the Kernel rule's verdicts, which the
 * shared `verifySignatureStrict` implements: on honest signatures and on every edge the two
 * implementations could differ on (S ≥ L, an identity R, non-canonical or torsioned R).
 */
import { randomBytes, createPublicKey, verify as opensslVerify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  numberToBytesLE,
  publicFromScalar,
  signWithScalar,
  toHex,
  verifySignatureStrict,
} from '../../../../src/shared/kernel'
import { verifyLedgerSignature } from '../../../../src/sequencer/ledger/verify-signature'

const randomScalar = () => bytesToNumberLE(new Uint8Array(randomBytes(64))) % GROUP_ORDER || 1n

function signed() {
  const t = randomScalar()
  const key = publicFromScalar(t)
  const message = new Uint8Array(randomBytes(32))
  return { t, key, message, signature: signWithScalar(numberToBytesLE(t, 32), message) }
}

const agree = async (
  signature: Uint8Array,
  message: Uint8Array,
  key: Uint8Array,
): Promise<boolean> => {
  const ours = await verifyLedgerSignature(signature, message, toHex(key))
  expect(ours).toBe(verifySignatureStrict(signature, message, key))
  return ours
}

const challenge = (R: Uint8Array, A: Uint8Array, m: Uint8Array) =>
  bytesToNumberLE(sha512(new Uint8Array([...R, ...A, ...m]))) % GROUP_ORDER

describe('verifyLedgerSignature', () => {
  it('accepts honest signatures and refuses them under another key or message', async () => {
    for (let i = 0; i < 20; i++) {
      const { key, message, signature } = signed()
      expect(await agree(signature, message, key)).toBe(true)
      expect(await agree(signature, new Uint8Array(randomBytes(32)), key)).toBe(false)
      expect(await agree(signature, message, signed().key)).toBe(false)
    }
  })

  it('refuses S + L, which an implementation reducing S would take', async () => {
    const { key, message, signature } = signed()
    const S = bytesToNumberLE(signature.subarray(32))
    const bad = signature.slice()
    bad.set(numberToBytesLE(S + GROUP_ORDER, 32), 32)
    expect(await agree(bad, message, key)).toBe(false)
    const max = signature.slice()
    max.fill(0xff, 32)
    expect(await agree(max, message, key)).toBe(false)
  })

  it('refuses an identity R with S = k·t, which a bare cofactorless check accepts', async () => {
    const t = randomScalar()
    const A = publicFromScalar(t)
    const message = new Uint8Array(randomBytes(32))
    const R = ed.Point.ZERO.toBytes()
    const S = (challenge(R, A, message) * t) % GROUP_ORDER
    const signature = new Uint8Array([...R, ...numberToBytesLE(S, 32)])
    // OpenSSL on its own takes it (R' = [S]B − [k]A is the identity, whose encoding is R) …
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), A])
    expect(
      opensslVerify(
        null,
        message,
        createPublicKey({ key: spki, format: 'der', type: 'spki' }),
        signature,
      ),
    ).toBe(true)
    // … the Kernel does not, and neither do we.
    expect(await agree(signature, message, A)).toBe(false)
  })

  it('refuses a non-canonical or torsioned R for a signature that is otherwise right', async () => {
    const { key, message, signature } = signed()
    const R = ed.Point.fromBytes(signature.subarray(0, 32))
    // A small-order point: R + T has the same prime-order part.
    const torsion = ed.Point.fromBytes(
      Uint8Array.from(
        Buffer.from('c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a', 'hex'),
      ),
    )
    expect(torsion.multiply(8n).is0()).toBe(true)
    const twisted = new Uint8Array([...R.add(torsion).toBytes(), ...signature.subarray(32)])
    expect(await agree(twisted, message, key)).toBe(false)
    // y + p for a small y is the only non-canonical form with room: use the point with y = 1 (identity).
    const nonCanonical = signature.slice()
    nonCanonical.set(numberToBytesLE(ed.Point.CURVE().p + 1n, 32), 0)
    expect(await agree(nonCanonical, message, key)).toBe(false)
  })

  it('agrees on random and mutated bytes', async () => {
    const { key, message, signature } = signed()
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 63 }), fc.integer({ min: 1, max: 255 }), async (at, flip) => {
        const bad = signature.slice()
        bad[at] = bad[at]! ^ flip
        await agree(bad, message, key)
      }),
      { numRuns: 200 },
    )
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 64, maxLength: 64 }), async (bytes) => {
        await agree(bytes, message, key)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses wrong lengths without throwing', async () => {
    const { key, message, signature } = signed()
    expect(await verifyLedgerSignature(signature.subarray(0, 63), message, toHex(key))).toBe(false)
    expect(await verifyLedgerSignature(signature, message, toHex(key).slice(2))).toBe(false)
    expect(await verifyLedgerSignature(signature, message, 'zz'.repeat(32))).toBe(false)
  })
})
