import { describe, expect, it } from 'vitest'
import {
  CosignError,
  cosignTransaction,
  mergeSignatures,
} from '../../../../src/shared/kernel/cosign'
import { assertValidSignatures } from '../../../../src/shared/kernel/verify'
import { decodeTransaction, encodeTransaction } from '../../../../src/shared/kernel/codec'
import { CodecError } from '../../../../src/shared/kernel/codec-errors'
import { GROUP_ORDER, numberToBytesLE } from '../../../../src/shared/kernel/scalar'
import { hex, synthetic, syntheticSpent, syntheticViews, txVector, unhex } from './crypto-fixtures'

const unsigned = unhex(synthetic.tx_unsigned_raw)
const seedOf = (m: number): Uint8Array => unhex(synthetic.member_keys[m]!.spend_seed)
const partial = (m: number): string => synthetic.tx_partial_signed_raw[synthetic.members[m]!]!

function cosignError(f: () => unknown): CosignError | undefined {
  try {
    f()
  } catch (e) {
    if (e instanceof CosignError) return e
    throw e
  }
  return undefined
}

describe('cosignTransaction', () => {
  it('reproduces the SDK official 1-of-1 signed raw', () => {
    const u = txVector('sdk_official_1of1_unsigned')
    const s = txVector('sdk_official_1of1_signed')
    const result = cosignTransaction({
      raw: unhex(u.raw),
      spendSeed: unhex(s.spend_private_key_hex_seed_then_pub!).subarray(0, 32),
      views: s.views!,
      spentOutputs: [{ keys: [unhex(s.derived_one_time_public_P!)] }],
    })
    expect(hex(result.raw)).toBe(s.raw)
    expect(hex(result.hash)).toBe(s.hash)
    expect(result.indexes).toEqual([0])
  })

  it('synthetic 2-of-3: members 0 and 2 sign, the partial raws and their merge equal the vector', () => {
    const a = cosignTransaction({
      raw: unsigned,
      spendSeed: seedOf(0),
      views: syntheticViews(0),
      spentOutputs: syntheticSpent(),
    })
    const c = cosignTransaction({
      raw: unsigned,
      spendSeed: seedOf(2),
      views: syntheticViews(2),
      spentOutputs: syntheticSpent(),
    })
    expect(a.indexes).toEqual([0, 0])
    expect(c.indexes).toEqual([2, 2])
    expect(hex(a.hash)).toBe(synthetic.tx_hash)
    expect(hex(a.raw)).toBe(partial(0))
    expect(hex(c.raw)).toBe(partial(2))
    const merged = mergeSignatures(a.raw, c.raw)
    expect(hex(merged)).toBe(synthetic.tx_full_signed_raw)
    expect(hex(mergeSignatures(c.raw, a.raw))).toBe(synthetic.tx_full_signed_raw)
    expect(assertValidSignatures(merged, syntheticSpent()).complete).toBe(true)
  })

  it('adds a signature to a partially signed raw, leaving the other entries as they were', () => {
    const c = cosignTransaction({
      raw: unhex(partial(0)),
      spendSeed: seedOf(2),
      views: syntheticViews(2),
      spentOutputs: syntheticSpent(),
    })
    expect(hex(c.raw)).toBe(synthetic.tx_full_signed_raw)
    // Signing again is idempotent.
    const again = cosignTransaction({
      raw: c.raw,
      spendSeed: seedOf(0),
      views: syntheticViews(0),
      spentOutputs: syntheticSpent(),
    })
    expect(hex(again.raw)).toBe(synthetic.tx_full_signed_raw)
  })

  it('finds the index from t·G, whatever order the views come from', () => {
    const b = cosignTransaction({
      raw: unsigned,
      spendSeed: seedOf(1),
      views: syntheticViews(1),
      spentOutputs: syntheticSpent(),
    })
    expect(b.indexes).toEqual([1, 1])
    const report = assertValidSignatures(b.raw, syntheticSpent(), { allowPartial: true })
    expect(report.inputs.map((r) => r.valid)).toEqual([[1], [1]])
  })

  it("refuses a wrong view with 'not-a-signer' and the input number", () => {
    const views = syntheticViews(0)
    views[1] = syntheticViews(1)[1]!
    const e = cosignError(() =>
      cosignTransaction({
        raw: unsigned,
        spendSeed: seedOf(0),
        views,
        spentOutputs: syntheticSpent(),
      }),
    )
    expect(e?.code).toBe('not-a-signer')
    expect(e?.input).toBe(1)
    const other = cosignError(() =>
      cosignTransaction({
        raw: unsigned,
        spendSeed: new Uint8Array(32).fill(9),
        views: syntheticViews(0),
        spentOutputs: syntheticSpent(),
      }),
    )
    expect(other?.code).toBe('not-a-signer')
    expect(other?.input).toBe(0)
  })

  it('refuses non-canonical views, count mismatches and bad raws with typed errors', () => {
    const views = syntheticViews(0)
    views[0] = hex(numberToBytesLE(GROUP_ORDER, 32))
    const bad = cosignError(() =>
      cosignTransaction({
        raw: unsigned,
        spendSeed: seedOf(0),
        views,
        spentOutputs: syntheticSpent(),
      }),
    )
    expect(bad?.code).toBe('bad-view')
    expect(bad?.input).toBe(0)
    expect(
      cosignError(() =>
        cosignTransaction({
          raw: unsigned,
          spendSeed: seedOf(0),
          views: syntheticViews(0).slice(1),
          spentOutputs: syntheticSpent(),
        }),
      )?.code,
    ).toBe('input-count')
    expect(
      cosignError(() =>
        cosignTransaction({
          raw: unsigned,
          spendSeed: seedOf(0),
          views: syntheticViews(0),
          spentOutputs: syntheticSpent().slice(1),
        }),
      )?.code,
    ).toBe('input-count')
    expect(() =>
      cosignTransaction({
        raw: unsigned.subarray(0, 50),
        spendSeed: seedOf(0),
        views: syntheticViews(0),
        spentOutputs: syntheticSpent(),
      }),
    ).toThrow(CodecError)
    expect(() =>
      cosignTransaction({
        raw: unsigned,
        spendSeed: seedOf(0).subarray(0, 31),
        views: syntheticViews(0),
        spentOutputs: syntheticSpent(),
      }),
    ).toThrow(RangeError)
    expect(() =>
      cosignTransaction({
        raw: unsigned,
        spendSeed: seedOf(0),
        views: ['zz'],
        spentOutputs: syntheticSpent(),
      }),
    ).toThrow()
    // Aggregated signatures are refused.
    const tx = decodeTransaction(unsigned)
    const agg = encodeTransaction({
      ...tx,
      signatures: { signature: new Uint8Array(64), signers: [0, 2] },
    })
    expect(
      cosignError(() =>
        cosignTransaction({
          raw: agg,
          spendSeed: seedOf(0),
          views: syntheticViews(0),
          spentOutputs: syntheticSpent(),
        }),
      )?.code,
    ).toBe('aggregated')
  })

  it('does not modify the caller’s buffers', () => {
    const raw = unsigned.slice()
    const seed = seedOf(0)
    const views = syntheticViews(0).map(unhex)
    const keep = [hex(raw), hex(seed), ...views.map(hex)]
    cosignTransaction({ raw, spendSeed: seed, views, spentOutputs: syntheticSpent() })
    expect([hex(raw), hex(seed), ...views.map(hex)]).toEqual(keep)
  })
})

describe('mergeSignatures', () => {
  it('merges with an unsigned raw, and is idempotent', () => {
    expect(hex(mergeSignatures(unsigned, unhex(partial(0))))).toBe(partial(0))
    expect(hex(mergeSignatures(unhex(partial(2)), unsigned))).toBe(partial(2))
    const full = unhex(synthetic.tx_full_signed_raw)
    expect(hex(mergeSignatures(full, full))).toBe(synthetic.tx_full_signed_raw)
    expect(hex(mergeSignatures(full, unhex(partial(0))))).toBe(synthetic.tx_full_signed_raw)
  })

  it("refuses different transactions with 'hash-mismatch'", () => {
    const other = txVector('sdk_official_1of1_signed')
    expect(cosignError(() => mergeSignatures(unsigned, unhex(other.raw)))?.code).toBe(
      'hash-mismatch',
    )
    const tx = decodeTransaction(unhex(partial(0)))
    const changed = encodeTransaction({ ...tx, extra: new TextEncoder().encode('co-sign tesT') })
    expect(cosignError(() => mergeSignatures(changed, unhex(partial(2))))?.code).toBe(
      'hash-mismatch',
    )
  })

  it("refuses two different signatures at the same index with 'signature-conflict'", () => {
    const tx = decodeTransaction(unhex(partial(0)))
    const maps = (tx.signatures as ReadonlyMap<number, Uint8Array>[]).map((m) => new Map(m))
    const sig = maps[1]!.get(0)!.slice()
    sig[5] = (sig[5] as number) ^ 1
    maps[1]!.set(0, sig)
    const forged = encodeTransaction({ ...tx, signatures: maps })
    const e = cosignError(() => mergeSignatures(unhex(partial(0)), forged))
    expect(e?.code).toBe('signature-conflict')
    expect([e?.input, e?.index]).toEqual([1, 0])
  })

  it("refuses raws whose map count is not the input count with 'map-count'", () => {
    const tx = decodeTransaction(unhex(partial(0)))
    const maps = tx.signatures as ReadonlyMap<number, Uint8Array>[]
    const short = encodeTransaction({ ...tx, signatures: [maps[0]!] })
    expect(cosignError(() => mergeSignatures(short, unhex(partial(2))))?.code).toBe('map-count')
  })
})
