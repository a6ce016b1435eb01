import { describe, expect, it } from 'vitest'
import { decodeTransactionHex } from '../../../../src/shared/kernel/codec'
import { outputTypeJson, transactionToJson } from '../../../../src/shared/kernel/json'
import type { Transaction } from '../../../../src/shared/kernel/types'

const RAW =
  '77770005b9f49cf777dc4d03bc54cd1367eebca319f8603ea1ce18910d09e2c540c630d80001c513ffcc684e9585c76bd76245aa7d2def3b9f147422b59ab91db7852c9d97dd000000000000000000010000000405f5e1000001a6c306c3137c2bf4a8bfc95ea5165f7777020916aa36ee6ec394beb9a1e6a164286d4f092015ea327ba12145edd40ddede1bdd80f777c249128d38176e352a130003fffe010000000000000009746573742d6d656d6f0000'
const base = decodeTransactionHex(RAW)
const enc = (s: string): Uint8Array => new TextEncoder().encode(s)

describe('transactionToJson', () => {
  it('names every Kernel output type and falls back to "unknown"', () => {
    expect(outputTypeJson(0)).toEqual({ name: 'script', byte: 0 })
    expect(outputTypeJson(0xa1)).toEqual({ name: 'withdrawal_submit', byte: 0xa1 })
    expect(outputTypeJson(0xa9)).toEqual({ name: 'withdrawal_claim', byte: 0xa9 })
    expect(outputTypeJson(0xb1)).toEqual({ name: 'custodian_update_nodes', byte: 0xb1 })
    expect(outputTypeJson(0x42)).toEqual({ name: 'unknown', byte: 0x42 })
  })

  it('renders deposit, mint and withdrawal strings as text and hex, 64-bit numbers as decimal strings', () => {
    const tx: Transaction = {
      ...base,
      inputs: [
        {
          ...base.inputs[0]!,
          genesis: new Uint8Array([0xab]),
          deposit: {
            chain: new Uint8Array(32).fill(1),
            assetKey: enc('0xdac17f'),
            transaction: new Uint8Array([0xff, 0xfe]),
            index: 0xffffffffffffffffn,
            amount: 12345n,
          },
          mint: { group: enc('KERNELNODE'), batch: 9007199254740993n, amount: 100000000n },
        },
      ],
      outputs: [
        {
          ...base.outputs[0]!,
          type: 0xa1,
          keys: [],
          withdrawal: { address: enc('bc1qxyz'), tag: enc('') },
        },
      ],
    }
    const json = transactionToJson(tx)
    expect(json.inputs[0]).toEqual({
      hash: 'c513ffcc684e9585c76bd76245aa7d2def3b9f147422b59ab91db7852c9d97dd',
      index: 0,
      genesis: 'ab',
      deposit: {
        chain: '01'.repeat(32),
        asset_key: '0xdac17f',
        asset_key_hex: '3078646163313766',
        transaction: null,
        transaction_hex: 'fffe',
        index: '18446744073709551615',
        amount: '0.00012345',
      },
      mint: {
        group: 'KERNELNODE',
        group_hex: '4b45524e454c4e4f4445',
        batch: '9007199254740993',
        amount: '1',
      },
    })
    expect(json.outputs[0]!.withdrawal).toEqual({
      address: 'bc1qxyz',
      address_hex: '6263317178797a',
      tag: '',
      tag_hex: '',
    })
    expect(json.outputs[0]!.type).toEqual({ name: 'withdrawal_submit', byte: 0xa1 })
  })

  it('lists signature maps by ascending key index and shows the aggregated form', () => {
    const sig = (b: number): Uint8Array => new Uint8Array(64).fill(b)
    const maps = transactionToJson({
      ...base,
      signatures: [
        new Map([
          [5, sig(5)],
          [1, sig(1)],
        ]),
        new Map(),
      ],
    })
    expect(maps.signatures).toEqual([{ 1: '01'.repeat(64), 5: '05'.repeat(64) }, {}])
    expect(Object.keys((maps.signatures as Record<string, string>[])[0]!)).toEqual(['1', '5'])
    const agg = transactionToJson({ ...base, signatures: { signature: sig(7), signers: [0, 3] } })
    expect(agg.signatures).toEqual({ aggregated: { signature: '07'.repeat(64), signers: [0, 3] } })
    expect(agg.hash).toBe(maps.hash)
    expect(agg.hash).toBe('efef5e4ffda5246694696956685ec62e2b3e81ac4c37f1957c99327fedffa213')
  })

  it('is plain JSON: survives JSON.stringify unchanged', () => {
    const json = transactionToJson(base)
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(json.extra).toBe('746573742d6d656d6f')
    expect(json.outputs[0]!.amount).toBe('1')
  })
})
