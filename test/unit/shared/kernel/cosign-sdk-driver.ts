// Driver for the SDK cross-check of co-signing and strict verification on random transactions
// (cosign-sdk.test.ts and cosign-sdk-more.test.ts run it on two seeds, 500 transactions each, so the
// two halves can run on separate workers).
// The SDK encodes and signs (one signer per raw); we co-sign the SDK's unsigned raw and must produce
// the same bytes, verify the SDK's signatures strictly, and merge multi-signer raws that the SDK's
// decoder cannot read — those merges are checked against our own encoder.
import { expect } from 'vitest'
import * as ed from '@noble/ed25519'
import {
  deriveGhostPublicKey as sdkDeriveGhost,
  edwards25519,
  encodeSafeTransaction,
  signSafeTransaction,
} from '@mixin.dev/mixin-node-sdk'
import { cosignTransaction, mergeSignatures } from '../../../../src/shared/kernel/cosign'
import {
  assertValidSignatures,
  verifyTransactionSignatures,
} from '../../../../src/shared/kernel/verify'
import {
  deriveGhostOutput,
  ghostMask,
  hashScalar,
  viewScalar,
} from '../../../../src/shared/kernel/ghost'
import {
  clampedSpendScalar,
  keyMultPubPriv,
  newKeyFromSeed,
  publicFromScalar,
  scalarFromBytes,
} from '../../../../src/shared/kernel/scalar'
import { Rng, hex, unhex } from './crypto-fixtures'

interface Member {
  seed: Uint8Array
  a: Uint8Array
  A: Uint8Array
  B: Uint8Array
}

const G = ed.Point.BASE

function makePool(rng: Rng): { pool: Member[]; randomPoints: string[] } {
  const pool: Member[] = Array.from({ length: 8 }, () => {
    const seed = rng.bytes(32)
    const a = newKeyFromSeed(rng.bytes(64))
    return {
      seed,
      a,
      A: publicFromScalar(scalarFromBytes(a)),
      B: publicFromScalar(clampedSpendScalar(seed)),
    }
  })
  const randomPoints = Array.from({ length: 32 }, () =>
    hex(publicFromScalar(scalarFromBytes(newKeyFromSeed(rng.bytes(64))))),
  )
  return { pool, randomPoints }
}

function pick<T>(rng: Rng, list: readonly T[], n: number): T[] {
  const copy = [...list]
  const out: T[] = []
  for (let i = 0; i < n; i++) out.push(...copy.splice(rng.int(0, copy.length - 1), 1))
  return out
}

function amount(rng: Rng): string {
  const units = rng.int(1, 2 ** 40)
  return `${Math.floor(units / 1e8)}.${String(units % 1e8).padStart(8, '0')}`
}

/**
 * Runs `transactions` random transactions from the seed `label` and returns how many two-signer
 * merges it checked. Every check is an `expect`.
 */
export function crossCheckCosign(label: string, transactions: number): number {
  const rng = new Rng(label)
  const { pool, randomPoints } = makePool(rng)
  let merges = 0
  for (let n = 0; n < transactions; n++) {
    const count = rng.int(1, 5)
    const threshold = rng.int(1, count)
    const members = pick(rng, pool, count)
    // Ghost outputs from a fresh r each, derived step by step so every member's view comes for free
    // (the view x_j = HashScalar(r·A_j, n) is the scalar inside key j). Every 8th transaction also
    // goes through deriveGhostOutput, viewScalar and the SDK's deriveGhostPublicKey.
    const inputs = Array.from({ length: rng.int(1, 2) }, () => {
      const r = newKeyFromSeed(rng.bytes(64))
      const index = rng.int(0, 300)
      const views = members.map((m) => hashScalar(keyMultPubPriv(m.A, r), index))
      const keys = members.map((m, j) =>
        ed.Point.fromBytes(m.B)
          .add(G.multiply(scalarFromBytes(views[j]!)))
          .toBytes(),
      )
      return { r, index, mask: ghostMask(r), keys, views, hash: hex(rng.bytes(32)) }
    })
    if (n % 8 === 0) {
      const first = inputs[0]!
      const derived = deriveGhostOutput({
        r: first.r,
        members: members.map((m) => ({ A: m.A, B: m.B })),
        index: first.index,
      })
      expect(derived.keys.map(hex)).toEqual(first.keys.map(hex))
      expect(hex(derived.mask)).toBe(hex(first.mask))
      const p = rng.int(0, count - 1)
      expect(hex(viewScalar(members[p]!.a, first.mask, first.index))).toBe(hex(first.views[p]!))
      const theirs = sdkDeriveGhost(
        Buffer.from(first.r),
        Buffer.from(members[p]!.A),
        Buffer.from(members[p]!.B),
        first.index,
      )
      expect(theirs.toString('hex')).toBe(hex(first.keys[p]!))
      const sdkView = edwards25519.hashScalar(
        edwards25519.keyMultPubPriv(Buffer.from(first.mask), Buffer.from(members[p]!.a)),
        first.index,
      )
      expect(sdkView.toString(16).padStart(64, '0')).toBe(hex(first.views[p]!.slice().reverse()))
    }

    const tx = {
      version: 5,
      asset: hex(rng.bytes(32)),
      inputs: inputs.map((i) => ({ hash: i.hash, index: i.index })),
      outputs: Array.from({ length: rng.int(1, 3) }, () => ({
        type: 0,
        amount: amount(rng),
        keys: pick(rng, randomPoints, rng.int(1, 5)),
        mask: randomPoints[rng.int(0, randomPoints.length - 1)]!,
        script: `fffe0${rng.int(1, 5)}`,
      })),
      extra: Buffer.from(rng.bytes(rng.int(0, 64))),
      references: n % 10 === 0 ? [hex(rng.bytes(32))] : [],
    }
    const unsigned = unhex(encodeSafeTransaction(tx))
    const spent = inputs.map((i) => ({ keys: i.keys, threshold }))

    const j = rng.int(0, count - 1)
    const signer = members[j]!
    const views = inputs.map((i) => hex(i.views[j]!))

    const sdkSigned = signSafeTransaction(tx, views, hex(signer.seed), j)
    const ours = cosignTransaction({
      raw: unsigned,
      spendSeed: signer.seed,
      views,
      spentOutputs: spent,
    })
    expect(hex(ours.raw)).toBe(sdkSigned)
    expect(ours.indexes).toEqual(inputs.map(() => j))

    const report = assertValidSignatures(unhex(sdkSigned), spent, { allowPartial: true })
    expect(report.inputs.every((r) => r.valid.length === 1 && r.valid[0] === j)).toBe(true)
    expect(report.complete).toBe(threshold === 1)

    if (count > 1 && n % 4 === 0) {
      const k = (j + 1 + rng.int(0, count - 2)) % count
      const second = members[k]!
      const views2 = inputs.map((i) => hex(i.views[k]!))
      const sdkSecond = signSafeTransaction(tx, views2, hex(second.seed), k)
      const chained = cosignTransaction({
        raw: ours.raw,
        spendSeed: second.seed,
        views: views2,
        spentOutputs: spent,
      })
      expect(hex(mergeSignatures(unhex(sdkSigned), unhex(sdkSecond)))).toBe(hex(chained.raw))
      const both = verifyTransactionSignatures(chained.raw, spent)
      expect(
        both.inputs.every(
          (r) => r.invalid.length === 0 && r.valid.join() === [j, k].sort((x, y) => x - y).join(),
        ),
      ).toBe(true)
      expect(both.complete).toBe(threshold <= 2)
      merges++
    }
  }
  return merges
}
