/**
 * The worker-thread verifier (libsodium) answers each signature of a batch with its own verdict,
 * in order, the same as the shared strict verifier (noble) on honest and broken signatures.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { publicKeyOf, signWithSeed, verifyStrict } from '../../../../src/shared/auth/ed25519'
import { BatchVerifier, ed25519Verifier } from '../../../../src/sequencer/crypto/batch-verifier'

function signed(length: number) {
  const seed = new Uint8Array(randomBytes(32))
  const message = new Uint8Array(randomBytes(length))
  return { key: publicKeyOf(seed), message, signature: signWithSeed(message, seed) }
}

describe('BatchVerifier', () => {
  it('gives every signature of one batch its own verdict, in order', async () => {
    const cases = Array.from({ length: 60 }, (_, i) => {
      const s = signed(i * 37)
      const broken = i % 3 === 1
      const signature = broken ? s.signature.map((b, k) => (k === i % 64 ? b ^ 1 : b)) : s.signature
      return { ...s, signature, expected: verifyStrict(signature, s.message, s.key) }
    })
    expect(cases.filter((c) => c.expected)).toHaveLength(40)
    // Asked within one turn of the event loop: one batch.
    const verdicts = await Promise.all(cases.map((c) => ed25519Verifier.verify(c.key, c.message, c.signature)))
    expect(verdicts).toEqual(cases.map((c) => c.expected))
  })

  it('refuses another message, another key, and wrong lengths', async () => {
    const s = signed(32)
    const other = signed(32)
    expect(await ed25519Verifier.verify(s.key, s.message, s.signature)).toBe(true)
    expect(await ed25519Verifier.verify(s.key, other.message, s.signature)).toBe(false)
    expect(await ed25519Verifier.verify(other.key, s.message, s.signature)).toBe(false)
    expect(await ed25519Verifier.verify(s.key.subarray(1), s.message, s.signature)).toBe(false)
    expect(await ed25519Verifier.verify(s.key, s.message, s.signature.subarray(0, 63))).toBe(false)
  })

  it('verifies large and empty messages, and views into larger buffers', async () => {
    const big = signed(64 * 1024)
    const empty = signed(0)
    const backing = new Uint8Array(200)
    backing.set(big.key, 100)
    expect(await ed25519Verifier.verify(backing.subarray(100, 132), big.message, big.signature)).toBe(true)
    expect(await ed25519Verifier.verify(empty.key, empty.message, empty.signature)).toBe(true)
  })

  it('keeps answering across batches and separate verifiers', async () => {
    const own = new BatchVerifier()
    for (let round = 0; round < 3; round++) {
      const s = signed(48)
      const [a, b] = await Promise.all([own.verify(s.key, s.message, s.signature), ed25519Verifier.verify(s.key, s.message, s.signature)])
      expect([a, b]).toEqual([true, true])
    }
  })

  it('gives the same verdicts at once on the calling thread (verifyNow) as on the worker', async () => {
    const cases = Array.from({ length: 30 }, (_, i) => {
      const s = signed(i * 53)
      const signature = i % 2 === 1 ? s.signature.map((b, k) => (k === (i * 7) % 64 ? b ^ 0x80 : b)) : s.signature
      return { ...s, signature }
    })
    const now = cases.map((c) => ed25519Verifier.verifyNow(c.key, c.message, c.signature))
    expect(now).toEqual(await Promise.all(cases.map((c) => ed25519Verifier.verify(c.key, c.message, c.signature))))
    expect(now).toEqual(cases.map((c) => verifyStrict(c.signature, c.message, c.key)))
    expect(now.filter(Boolean)).toHaveLength(15)
    const s = cases[0]!
    expect(ed25519Verifier.verifyNow(s.key.subarray(1), s.message, s.signature)).toBe(false)
    expect(ed25519Verifier.verifyNow(s.key, s.message, s.signature.subarray(0, 63))).toBe(false)
  })
})
