/**
 * Cross-check against the official SDK 7.5.5: on random transactions its `encodeSafeTransaction` and
 * our encoder must give the same bytes, our hash must equal BLAKE3 of its unsigned encoding, and our
 * decoder must read its raws back to the same fields. The generator keeps to what the SDK encodes
 * correctly (wire-formats.md §1.8): no zero amounts, ASCII genesis and mint group, no aggregated form.
 */
import { describe, expect, it } from 'vitest'
import {
  blake3Hash,
  decodeSafeTransaction,
  encodeSafeTransaction,
  parseUnits,
} from '@mixin.dev/mixin-node-sdk'
import type { SafeTransaction } from '@mixin.dev/mixin-node-sdk'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { formatAmount } from '../../../../src/shared/kernel/amount'
import {
  decodeTransaction,
  encodeTransaction,
  encodeUnsignedTransaction,
  isSignatureMaps,
} from '../../../../src/shared/kernel/codec'
import { transactionHash } from '../../../../src/shared/kernel/hash'
import type { SignatureMap, Transaction } from '../../../../src/shared/kernel/types'
import { prng, randomTransaction } from './random-tx'

const utf8 = (b: Uint8Array): string => new TextDecoder('utf-8', { fatal: true }).decode(b)

function toSdk(tx: Transaction): SafeTransaction {
  return {
    version: tx.version,
    asset: bytesToHex(tx.asset),
    inputs: tx.inputs.map((i) => ({
      hash: bytesToHex(i.hash),
      index: i.index,
      genesis: utf8(i.genesis),
      ...(i.deposit && {
        deposit: {
          chain: bytesToHex(i.deposit.chain),
          asset: utf8(i.deposit.assetKey),
          transaction: utf8(i.deposit.transaction),
          index: i.deposit.index,
          // Typed as number in the SDK, but it goes through parseUnits, which takes the exact string.
          amount: formatAmount(i.deposit.amount) as unknown as number,
        },
      }),
      ...(i.mint && {
        mint: {
          group: utf8(i.mint.group),
          batch: i.mint.batch,
          amount: formatAmount(i.mint.amount) as unknown as number,
        },
      }),
    })),
    outputs: tx.outputs.map((o) => ({
      type: o.type,
      amount: formatAmount(o.amount),
      keys: o.keys.map((k) => bytesToHex(k)),
      mask: bytesToHex(o.mask),
      script: bytesToHex(o.script),
      ...(o.withdrawal && {
        withdrawal: { address: utf8(o.withdrawal.address), tag: utf8(o.withdrawal.tag) },
      }),
    })),
    references: tx.references.map((r) => bytesToHex(r)),
    extra: Buffer.from(tx.extra),
  }
}

function sdkSignatures(tx: Transaction): Record<number, string>[] {
  if (!isSignatureMaps(tx.signatures)) throw new TypeError('the SDK encodes signature maps only')
  return tx.signatures.map((m) => Object.fromEntries([...m].map(([k, v]) => [k, bytesToHex(v)])))
}

/**
 * A plain copy with bytes as hex (deep equality over hex strings is far quicker than over typed
 * arrays) and maps as sorted entries, so insertion order does not matter.
 */
function normalise(value: unknown): unknown {
  if (value instanceof Uint8Array) return bytesToHex(value)
  if (value instanceof Map) return normalise([...value].sort((a, b) => a[0] - b[0]))
  if (Array.isArray(value)) return value.map(normalise)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]))
  return value
}

const RUNS = 1500

describe('our codec against the SDK encoder', () => {
  it(`${RUNS} random transactions: same bytes, same hash, decoded back to the same fields`, () => {
    const r = prng(20240611)
    let signed = 0
    let withDeposit = 0
    let withWithdrawal = 0
    let bigAmount = 0
    for (let n = 0; n < RUNS; n++) {
      // The SDK's encoder copies its whole buffer on every write, so keep the large extras modest.
      const tx = randomTransaction(r, { sdkSafe: true, maxExtra: 4000 })
      const sdkTx = toSdk(tx)
      const sdkRaw = encodeSafeTransaction(sdkTx, sdkSignatures(tx))
      const sdkUnsigned = encodeSafeTransaction(toSdk(tx))
      expect(bytesToHex(encodeTransaction(tx)), `run ${n}`).toBe(sdkRaw)
      expect(bytesToHex(encodeUnsignedTransaction(tx))).toBe(sdkUnsigned)
      expect(bytesToHex(transactionHash(tx))).toBe(
        blake3Hash(Buffer.from(sdkUnsigned, 'hex')).toString('hex'),
      )
      expect(normalise(decodeTransaction(hexToBytes(sdkRaw)))).toEqual(normalise(tx))
      if ((tx.signatures as readonly SignatureMap[]).length > 0) signed++
      if (tx.inputs.some((i) => i.deposit)) withDeposit++
      if (tx.outputs.some((o) => o.withdrawal)) withWithdrawal++
      if (tx.outputs.some((o) => o.amount >= 1n << 64n)) bigAmount++
    }
    // The generator really exercised the interesting shapes.
    expect(signed).toBeGreaterThan(RUNS / 4)
    expect(withDeposit).toBeGreaterThan(RUNS / 20)
    expect(withWithdrawal).toBeGreaterThan(RUNS / 10)
    expect(bigAmount).toBeGreaterThan(RUNS / 50)
  })
})

describe('our decoder against the SDK decoder, where the SDK decoder works', () => {
  // decodeSafeTransaction misreads deposit, mint and withdrawal lengths, any signature, and amounts
  // above 2^53 units (wire-formats.md §1.8), so compare unsigned raws without those.
  it('reads the same fields from 500 SDK-encoded raws', () => {
    const r = prng(99)
    let compared = 0
    for (let n = 0; compared < 500; n++) {
      const tx = randomTransaction(r, { sdkSafe: true })
      if (tx.inputs.some((i) => i.deposit || i.mint) || tx.outputs.some((o) => o.withdrawal))
        continue
      compared++
      const raw = encodeSafeTransaction(toSdk(tx))
      const theirs = decodeSafeTransaction(raw)
      const ours = decodeTransaction(hexToBytes(raw))
      expect(theirs.version).toBe(ours.version)
      expect(theirs.asset).toBe(bytesToHex(ours.asset))
      expect(theirs.inputs.map((i) => [i.hash, i.index, i.genesis ?? ''])).toEqual(
        ours.inputs.map((i) => [bytesToHex(i.hash), i.index, bytesToHex(i.genesis)]),
      )
      expect(theirs.outputs.map((o) => [o.type, o.keys, o.mask, o.script])).toEqual(
        ours.outputs.map((o) => [
          o.type,
          o.keys.map((k) => bytesToHex(k)),
          bytesToHex(o.mask),
          bytesToHex(o.script),
        ]),
      )
      ours.outputs.forEach((o, i) => {
        if (o.amount < 2n ** 53n)
          expect(BigInt(parseUnits(theirs.outputs[i]!.amount, 8).toFixed())).toBe(o.amount)
      })
      expect(theirs.references).toEqual(ours.references.map((x) => bytesToHex(x)))
      expect(bytesToHex(theirs.extra)).toBe(bytesToHex(ours.extra))
    }
  })
})
