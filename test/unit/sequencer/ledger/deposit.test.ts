/**
 * A deposit is a Kernel transaction the ledger keeps (not served: the public API looks transactions
 * up by request id only): its raw decodes canonically, hashes to the output's transaction hash, and
 * names the asset's chain and key from the registry; an asset the registry does not know is
 * registered from its description, or refused without one.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  decodeTransaction,
  encodeTransaction,
  kernelAssetId,
  rawTransactionHash,
  scriptThreshold,
  toHex,
} from '../../../../src/shared/kernel'
import { findAsset } from '../../../../src/sequencer/assets/store'
import { depositOutput } from '../../../../src/sequencer/ledger/deposit'
import { ApiError } from '../../../../src/sequencer/http/errors'
import { dumpTables } from '../../../helpers/sequencer'
import { XIN, newLedger, type Ledger } from './setup'

const ETH = '43d61dcd-e413-450d-80b8-101d5e903357'
const utf8 = new TextDecoder()

/** The deposit transaction the ledger keeps for an output's transaction hash. */
const findDeposit = (hash: string) => {
  const row = l.seq.ctx.db
    .prepare<[string], { deposit_id: string; raw: Buffer }>(
      'SELECT deposit_id, raw FROM deposits WHERE transaction_hash = ?',
    )
    .get(hash)
  return row && { depositId: row.deposit_id, raw: new Uint8Array(row.raw) }
}

let l: Ledger
beforeEach(async () => {
  l = await newLedger(2)
})
afterEach(() => l.close())

describe('depositOutput', () => {
  it('keeps the deposit as a canonical Kernel transaction whose hash is the output’s', () => {
    const ids = l.members.map((m) => m.userId)
    const out = depositOutput(l.seq.ctx, {
      members: ids,
      threshold: 2,
      assetId: XIN,
      amount: 250_000_000n,
      extra: new TextEncoder().encode('gift'),
    })
    const deposit = findDeposit(out.transaction_hash)!
    expect(toHex(rawTransactionHash(deposit.raw))).toBe(out.transaction_hash)
    const tx = decodeTransaction(deposit.raw)
    expect(encodeTransaction(tx)).toEqual(deposit.raw)
    expect(toHex(tx.asset)).toBe(kernelAssetId(XIN))
    expect(tx.inputs).toHaveLength(1)
    const input = tx.inputs[0]!
    expect(input.hash).toEqual(new Uint8Array(32))
    // XIN is an ERC-20 token: the deposit names Ethereum's kernel id and XIN's contract.
    expect(toHex(input.deposit!.chain)).toBe(kernelAssetId(ETH))
    expect(utf8.decode(input.deposit!.assetKey)).toBe('0xa974c709cfb4566686553a20790685a47aceaa33')
    expect(utf8.decode(input.deposit!.transaction)).toBe(deposit.depositId)
    expect(input.deposit).toMatchObject({ index: 0n, amount: 250_000_000n })
    expect(tx.outputs).toHaveLength(1)
    const output = tx.outputs[0]!
    expect({
      type: output.type,
      amount: output.amount,
      threshold: scriptThreshold(output.script),
    }).toEqual({ type: 0, amount: 250_000_000n, threshold: 2 })
    expect(output.keys.map(toHex)).toEqual(out.keys)
    expect(toHex(output.mask)).toBe(out.mask)
    expect(utf8.decode(tx.extra)).toBe('gift')
    expect(tx.signatures).toEqual([])
  })

  it('registers an asset it is told about, and refuses one it is not, changing nothing', () => {
    const gold = randomUUID()
    const ok = { members: [l.members[0]!.userId], threshold: 1, assetId: gold, amount: 7n }
    const before = dumpTables(l.seq.ctx.db)
    let error: unknown
    try {
      depositOutput(l.seq.ctx, ok)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).extra).toMatchObject({ field: 'asset_id' })
    expect(dumpTables(l.seq.ctx.db)).toEqual(before)

    const out = depositOutput(l.seq.ctx, { ...ok, asset: { symbol: 'GLD', name: 'Gold token' } })
    expect(findAsset(l.seq.ctx.db, gold)).toMatchObject({
      symbol: 'GLD',
      name: 'Gold token',
      chainId: gold,
      assetKey: gold,
      precision: 8,
    })
    const tx = decodeTransaction(findDeposit(out.transaction_hash)!.raw)
    expect(toHex(tx.inputs[0]!.deposit!.chain)).toBe(kernelAssetId(gold))
    // Known now: later deposits need no description, and may not rename it.
    expect(depositOutput(l.seq.ctx, ok).asset_id).toBe(gold)
    expect(() =>
      depositOutput(l.seq.ctx, { ...ok, asset: { symbol: 'GOLD', name: 'Gold token' } }),
    ).toThrow(ApiError)
  })

  it('registers nothing when the deposit is refused for another reason', () => {
    const before = dumpTables(l.seq.ctx.db)
    expect(() =>
      depositOutput(l.seq.ctx, {
        members: [randomUUID()],
        threshold: 1,
        assetId: randomUUID(),
        amount: 1n,
        asset: { symbol: 'X', name: 'X' },
      }),
    ).toThrow(ApiError)
    expect(dumpTables(l.seq.ctx.db)).toEqual(before)
  })
})
