import { describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { sha512 } from '@noble/hashes/sha2.js'
import {
  SignatureError,
  assertValidSignatures,
  verifySignatureStrict,
  verifyTransactionSignatures,
} from '../../../../src/shared/kernel/verify'
import { decodeTransaction, encodeTransaction } from '../../../../src/shared/kernel/codec'
import { signWithScalar } from '../../../../src/shared/kernel/sign-scalar'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  newKeyFromSeed,
  numberToBytesLE,
} from '../../../../src/shared/kernel/scalar'
import type { SignatureMap } from '../../../../src/shared/kernel/types'
import { Rng, hex, synthetic, syntheticSpent, txVector, unhex, vectors } from './crypto-fixtures'

const full = unhex(synthetic.tx_full_signed_raw)
const L = GROUP_ORDER
const G = ed.Point.BASE
const ORDER8 = ed.Point.fromHex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05')
const ORDER2 = ed.Point.fromHex('ec' + 'ff'.repeat(30) + '7f')

function signatureError(f: () => unknown): SignatureError | undefined {
  try {
    f()
  } catch (e) {
    if (e instanceof SignatureError) return e
    throw e
  }
  return undefined
}

function withMaps(raw: Uint8Array, edit: (maps: Map<number, Uint8Array>[]) => void): Uint8Array {
  const tx = decodeTransaction(raw)
  const maps = (tx.signatures as readonly SignatureMap[]).map((m) => new Map(m))
  edit(maps)
  return encodeTransaction({ ...tx, signatures: maps })
}

const challenge = (R: Uint8Array, A: Uint8Array, m: Uint8Array): bigint =>
  bytesToNumberLE(sha512(new Uint8Array([...R, ...A, ...m]))) % L

describe('verifyTransactionSignatures on the synthetic 2-of-3', () => {
  it('accepts the merged raw: every entry valid, every input complete (as full_verify)', () => {
    const report = assertValidSignatures(full, syntheticSpent())
    expect(report.complete).toBe(true)
    expect(hex(report.hash)).toBe(synthetic.tx_hash)
    expect(report.inputs.map((r) => r.valid)).toEqual(
      synthetic.full_verify.map((rows) => rows.map((r) => r.index)),
    )
    expect(
      report.inputs.every((r) => r.invalid.length === 0 && r.threshold === 2 && r.complete),
    ).toBe(true)
    // The decoded transaction gives the same report.
    expect(verifyTransactionSignatures(decodeTransaction(full), syntheticSpent())).toEqual(report)
  })

  it('reports partial raws as incomplete; assert refuses them unless allowPartial', () => {
    const partial = unhex(synthetic.tx_partial_signed_raw[synthetic.members[0]!]!)
    const report = verifyTransactionSignatures(partial, syntheticSpent())
    expect(report.complete).toBe(false)
    expect(report.inputs.map((r) => [r.valid, r.complete])).toEqual([
      [[0], false],
      [[0], false],
    ])
    expect(signatureError(() => assertValidSignatures(partial, syntheticSpent()))?.code).toBe(
      'below-threshold',
    )
    expect(assertValidSignatures(partial, syntheticSpent(), { allowPartial: true }).complete).toBe(
      false,
    )
    const unsigned = verifyTransactionSignatures(unhex(synthetic.tx_unsigned_raw), syntheticSpent())
    expect(unsigned.inputs.map((r) => r.valid.length + r.invalid.length)).toEqual([0, 0])
    expect(hex(unsigned.hash)).toBe(synthetic.tx_hash)
  })

  it('fails a signature checked against another key index', () => {
    const moved = withMaps(full, (maps) => {
      const sig = maps[0]!.get(0)!
      maps[0]!.delete(0)
      maps[0]!.set(1, sig)
    })
    const report = verifyTransactionSignatures(moved, syntheticSpent())
    expect(report.inputs[0]).toMatchObject({ valid: [2], invalid: [1], complete: false })
    const e = signatureError(() => assertValidSignatures(moved, syntheticSpent()))
    expect([e?.code, e?.input, e?.index]).toEqual(['bad-signature', 0, 1])
  })

  it('fails a flipped bit in a signature, and one in the hash-covered body', () => {
    const flipped = withMaps(full, (maps) => {
      const sig = maps[1]!.get(2)!.slice()
      sig[40] = (sig[40] as number) ^ 0x10
      maps[1]!.set(2, sig)
    })
    const report = verifyTransactionSignatures(flipped, syntheticSpent())
    expect(report.inputs[1]).toMatchObject({ valid: [0], invalid: [2] })
    expect(report.complete).toBe(false)
    expect(signatureError(() => assertValidSignatures(flipped, syntheticSpent()))?.index).toBe(2)

    const at = hex(full).indexOf(hex(new TextEncoder().encode('co-sign test'))) / 2
    expect(at).toBeGreaterThan(0)
    const body = full.slice()
    body[at + 3] = (body[at + 3] as number) ^ 0x01
    const tampered = verifyTransactionSignatures(body, syntheticSpent())
    expect(hex(tampered.hash)).not.toBe(synthetic.tx_hash)
    expect(tampered.inputs.map((r) => [r.valid, r.invalid])).toEqual([
      [[], [0, 2]],
      [[], [0, 2]],
    ])
  })

  it("reports an index beyond the output's keys as 'index-out-of-range'", () => {
    const beyond = withMaps(full, (maps) => maps[0]!.set(3, maps[0]!.get(0)!))
    expect(verifyTransactionSignatures(beyond, syntheticSpent()).inputs[0]!.invalid).toEqual([3])
    const e = signatureError(() => assertValidSignatures(beyond, syntheticSpent()))
    expect([e?.code, e?.input, e?.index]).toEqual(['index-out-of-range', 0, 3])
  })

  it('counts against the threshold of each spent output', () => {
    const spent = syntheticSpent().map((s) => ({ ...s, threshold: 3 }))
    expect(verifyTransactionSignatures(full, spent).complete).toBe(false)
    expect(signatureError(() => assertValidSignatures(full, spent))?.code).toBe('below-threshold')
  })

  it('refuses aggregated signatures, map-count and input-count mismatches with typed errors', () => {
    const tx = decodeTransaction(full)
    const agg = { ...tx, signatures: { signature: new Uint8Array(64), signers: [0, 2] } }
    expect(signatureError(() => verifyTransactionSignatures(agg, syntheticSpent()))?.code).toBe(
      'aggregated',
    )
    expect(
      signatureError(() => verifyTransactionSignatures(encodeTransaction(agg), syntheticSpent()))
        ?.code,
    ).toBe('aggregated')
    const one = { ...tx, signatures: [(tx.signatures as readonly SignatureMap[])[0]!] }
    expect(
      signatureError(() => assertValidSignatures(encodeTransaction(one), syntheticSpent()))?.code,
    ).toBe('map-count')
    expect(
      signatureError(() => verifyTransactionSignatures(full, syntheticSpent().slice(1)))?.code,
    ).toBe('input-count')
    expect(() =>
      verifyTransactionSignatures(full, [
        { keys: [], threshold: 65 },
        { keys: [], threshold: 1 },
      ]),
    ).toThrow(RangeError)
  })
})

describe('transaction vectors', () => {
  it('hashes every vector and verifies the signed 1-of-1 strictly', () => {
    for (const v of vectors.transactions) {
      const spent = Array.from({ length: v.inputs }, () => ({
        keys: [v.derived_one_time_public_P ?? '00'.repeat(32)],
        threshold: 1,
      }))
      const report = verifyTransactionSignatures(unhex(v.raw), spent)
      expect(hex(report.hash)).toBe(v.hash)
      expect(report.complete).toBe(v.signature_maps.length > 0)
      expect(report.inputs.map((r) => r.valid.length)).toEqual(
        Array.from({ length: v.inputs }, (_, i) => Object.keys(v.signature_maps[i] ?? {}).length),
      )
    }
  })
})

describe('verifySignatureStrict (the Kernel rule)', () => {
  it('agrees with noble strict verification on honest and flipped signatures', () => {
    const rng = new Rng('verify-strict')
    for (let i = 0; i < 150; i++) {
      const t = newKeyFromSeed(rng.bytes(64))
      const P = G.multiply(bytesToNumberLE(t)).toBytes()
      const m = rng.bytes(32)
      const sig = signWithScalar(t, m)
      expect(verifySignatureStrict(sig, m, P)).toBe(true)
      const bad = sig.slice()
      const at = rng.int(0, 63)
      bad[at] = (bad[at] as number) ^ (1 << rng.int(0, 7))
      expect(verifySignatureStrict(bad, m, P)).toBe(ed.verify(bad, m, P, { zip215: false }))
      expect(verifySignatureStrict(sig, rng.bytes(32), P)).toBe(false)
    }
  })

  it('refuses S ≥ L, a small-order key, and wrong lengths', () => {
    const t = newKeyFromSeed(new Rng('s-big').bytes(64))
    const P = G.multiply(bytesToNumberLE(t)).toBytes()
    const m = new Uint8Array(32).fill(1)
    const sig = signWithScalar(t, m)
    const S = bytesToNumberLE(sig.subarray(32))
    const big = new Uint8Array([...sig.subarray(0, 32), ...numberToBytesLE(S + L, 32)])
    if (S + L < 2n ** 256n) expect(verifySignatureStrict(big, m, P)).toBe(false)
    expect(verifySignatureStrict(sig, m, ed.Point.ZERO.toBytes())).toBe(false)
    expect(verifySignatureStrict(sig, m, ORDER8.toBytes())).toBe(false)
    expect(verifySignatureStrict(sig.subarray(0, 63), m, P)).toBe(false)
    expect(verifySignatureStrict(sig, m, P.subarray(1))).toBe(false)
    expect(verifySignatureStrict(new Uint8Array(64).fill(0xff), m, P)).toBe(false)
  })

  it('refuses a torsion component in R that cofactored (noble strict) verification accepts', () => {
    const rng = new Rng('torsion-r')
    const t = bytesToNumberLE(newKeyFromSeed(rng.bytes(64)))
    const A = G.multiply(t).toBytes()
    const m = rng.bytes(32)
    const z = bytesToNumberLE(newKeyFromSeed(rng.bytes(64)))
    const R = G.multiply(z).add(ORDER8).toBytes()
    const S = (z + challenge(R, A, m) * t) % L
    const sig = new Uint8Array([...R, ...numberToBytesLE(S, 32)])
    expect(ed.verify(sig, m, A, { zip215: false })).toBe(true)
    expect(verifySignatureStrict(sig, m, A)).toBe(false)
  })

  it('refuses a key with a torsion component even when the cofactorless equation holds', () => {
    const rng = new Rng('torsion-a')
    const t = bytesToNumberLE(newKeyFromSeed(rng.bytes(64)))
    const A = G.multiply(t).add(ORDER2).toBytes()
    const m = rng.bytes(32)
    // Grind a nonce whose challenge is even, so k·T2 vanishes and [S]B − [k]A == R exactly.
    for (;;) {
      const z = bytesToNumberLE(newKeyFromSeed(rng.bytes(64)))
      const R = G.multiply(z).toBytes()
      const k = challenge(R, A, m)
      if (k % 2n !== 0n) continue
      const sig = new Uint8Array([...R, ...numberToBytesLE((z + k * t) % L, 32)])
      const Apoint = ed.Point.fromBytes(A)
      expect(
        G.multiply((z + k * t) % L)
          .subtract(Apoint.multiply(k, false))
          .toBytes(),
      ).toEqual(R)
      expect(ed.verify(sig, m, A, { zip215: false })).toBe(true)
      expect(verifySignatureStrict(sig, m, A)).toBe(false)
      break
    }
  })
})

describe('the signed 1-of-1 vector', () => {
  it('fails under any other key', () => {
    const v = txVector('sdk_official_1of1_signed')
    const other = G.multiply(12345n).toBytes()
    const report = verifyTransactionSignatures(unhex(v.raw), [{ keys: [other], threshold: 1 }])
    expect(report.inputs[0]).toMatchObject({ valid: [], invalid: [0], complete: false })
  })
})
