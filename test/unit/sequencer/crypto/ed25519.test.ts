/**
 * The sequencer's Ed25519 check (libsodium) gives the shared strict verifier's (noble) verdicts on
 * honest and broken signatures, and false, never an exception, on bytes of the wrong length.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { publicKeyOf, signWithSeed, verifyStrict } from '../../../../src/shared/auth/ed25519'
import { verifyEd25519 } from '../../../../src/sequencer/crypto/ed25519'

function signed(length: number) {
  const seed = new Uint8Array(randomBytes(32))
  const message = new Uint8Array(randomBytes(length))
  return { key: publicKeyOf(seed), message, signature: signWithSeed(message, seed) }
}

describe('verifyEd25519', () => {
  it('gives the shared verifier’s verdicts on honest and broken signatures', () => {
    const cases = Array.from({ length: 60 }, (_, i) => {
      const s = signed(i * 37)
      const signature =
        i % 3 === 1 ? s.signature.map((b, k) => (k === (i * 7) % 64 ? b ^ 0x80 : b)) : s.signature
      return { ...s, signature }
    })
    const verdicts = cases.map((c) => verifyEd25519(c.signature, c.message, c.key))
    expect(verdicts).toEqual(cases.map((c) => verifyStrict(c.signature, c.message, c.key)))
    expect(verdicts.filter(Boolean)).toHaveLength(40)
  })

  it('refuses another message, another key, and wrong lengths', () => {
    const s = signed(32)
    const other = signed(32)
    expect(verifyEd25519(s.signature, s.message, s.key)).toBe(true)
    expect(verifyEd25519(s.signature, other.message, s.key)).toBe(false)
    expect(verifyEd25519(s.signature, s.message, other.key)).toBe(false)
    expect(verifyEd25519(s.signature, s.message, s.key.subarray(1))).toBe(false)
    expect(verifyEd25519(s.signature.subarray(0, 63), s.message, s.key)).toBe(false)
  })

  it('verifies large and empty messages, and views into larger buffers', () => {
    const big = signed(64 * 1024)
    const empty = signed(0)
    const backing = new Uint8Array(200)
    backing.set(big.key, 100)
    expect(verifyEd25519(big.signature, big.message, backing.subarray(100, 132))).toBe(true)
    expect(verifyEd25519(empty.signature, empty.message, empty.key)).toBe(true)
  })
})
