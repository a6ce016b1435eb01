/**
 * Verified inputs: review reads what each input spends from the transaction that created it (its
 * raw proven by its hash) and refuses a request whose service-side description of those outputs
 * differs from it.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import type { MultisigRequest } from '../../../../../../src/shared/api/ledger'
import {
  encodeTransaction,
  parseAmount,
  thresholdScript,
  transactionHash,
  type Output,
  type Transaction,
} from '../../../../../../src/shared/kernel'
import {
  reviewRequest,
  type PreviousTransactions,
  type SpentOutputInfo,
} from '../../../../../../src/main/core/services/requests/review'
import { alice, buildFixture } from './multisig-fixture'
import { translator } from '../../../../../../src/shared/i18n/translate'

const fx = buildFixture()

/** A transaction whose output `index` is what `spent` describes (the outputs before it are fillers). */
function previousOf(
  spent: SpentOutputInfo,
  mask: Uint8Array,
  over: { amount?: bigint; threshold?: number; keys?: string[] } = {},
): Transaction {
  const real: Output = {
    type: 0,
    amount: over.amount ?? parseAmount(spent.amount),
    keys: (over.keys ?? spent.keys).map((k) => hexToBytes(k)),
    mask,
    script: thresholdScript(over.threshold ?? spent.receivers_threshold),
  }
  const outputs = [
    ...Array.from({ length: spent.output_index }, () => ({ ...real, amount: 1n })),
    real,
  ]
  return {
    version: 5,
    asset: fx.tx.asset,
    inputs: [{ hash: new Uint8Array(32).fill(9), index: 0, genesis: new Uint8Array(0) }],
    outputs,
    references: [],
    extra: new Uint8Array(0),
    signatures: [],
  }
}

/** The fixture's request, its inputs pointing at real previous transactions. */
function withPrevious(over: Parameters<typeof previousOf>[2][] = []) {
  const prevs = fx.spent.map((s, i) => previousOf(s, fx.masks[i]!, over[i]))
  const hashes = prevs.map((p) => bytesToHex(transactionHash(p)))
  const tx: Transaction = {
    ...fx.tx,
    inputs: fx.tx.inputs.map((inp, i) => ({ ...inp, hash: hexToBytes(hashes[i]!) })),
  }
  const raw = bytesToHex(encodeTransaction(tx))
  const request: MultisigRequest = {
    ...fx.request(alice),
    raw_transaction: raw,
    transaction_hash: bytesToHex(transactionHash(tx)),
  }
  const spent = fx.spent.map((s, i) => ({ ...s, transaction_hash: hashes[i]! }))
  const proven = new Map(prevs.map((p, i) => [hashes[i]!, encodeTransaction(p)]))
  return {
    request,
    spent,
    hashes,
    previous: { proven, forged: new Set<string>() } as PreviousTransactions,
  }
}

const kinds = (r: ReturnType<typeof reviewRequest>) =>
  r.status === 'refused' ? r.reasons.map((x) => `${x.kind}: ${translator('en').say(x.detail)}`) : []

describe('verified inputs', () => {
  it('proves the amount spent and the senders’ threshold from the previous transactions', () => {
    const w = withPrevious()
    const r = reviewRequest({
      request: w.request,
      viewer: alice.userId,
      spentOutputs: w.spent,
      previous: w.previous,
    })
    expect(kinds(r)).toEqual([])
    expect(
      r.status === 'ok' && [
        r.summary.inputs_proven,
        r.summary.inputs.map((i) => [i.amount, i.proven]),
      ],
    ).toEqual([
      true,
      [
        ['1', true],
        ['0.5', true],
      ],
    ])
  })

  it('reads the amounts from the proofs when the service lists no outputs, and still does not offer to sign', () => {
    const w = withPrevious()
    const r = reviewRequest({
      request: w.request,
      viewer: alice.userId,
      spentOutputs: null,
      previous: w.previous,
    })
    expect(
      r.status === 'ok' && [
        r.summary.inputs_proven,
        r.summary.inputs_verified,
        r.summary.can_sign,
        r.summary.inputs.map((i) => i.amount),
      ],
    ).toEqual([true, false, false, ['1', '0.5']])
  })

  it('says which inputs are unproven when a previous transaction could not be had', () => {
    const w = withPrevious()
    const partial = {
      proven: new Map([[w.hashes[0]!, w.previous.proven.get(w.hashes[0]!)!]]),
      forged: new Set<string>(),
    }
    const r = reviewRequest({
      request: w.request,
      viewer: alice.userId,
      spentOutputs: w.spent,
      previous: partial,
    })
    expect(
      r.status === 'ok' && [
        r.summary.inputs_proven,
        r.summary.inputs.map((i) => i.proven),
        r.summary.can_sign,
      ],
    ).toEqual([false, [true, false], true])
  })

  it('refuses a service that overstates what an input holds', () => {
    const w = withPrevious([{ amount: 90_000_000n }])
    // The outputs still balance by the service's word (1 + 0.5), not by the Kernel's (0.9 + 0.5).
    const r = reviewRequest({
      request: w.request,
      viewer: alice.userId,
      spentOutputs: w.spent,
      previous: w.previous,
    })
    expect(kinds(r)).toEqual(
      expect.arrayContaining([
        'proofs: input 0: the service says the output it spends holds 1, the transaction that created it says 0.9',
        'proofs: the inputs hold 1.4, say the transactions that created them; the outputs send 1.5',
      ]),
    )
    // The same mismatch, as a Chinese reader reads it.
    const detail = r.status === 'refused' ? r.reasons[0]!.detail : null
    expect(detail && translator('zh-CN').say(detail)).toBe(
      '交易输入 0：服务方称其花费的交易输出金额为 1，生成它的交易写的是 0.9',
    )
  })

  it('refuses other keys, and a threshold the senders do not have', () => {
    const other = [...fx.spent[1]!.keys].reverse()
    const keys = withPrevious([{}, { keys: other }])
    expect(
      kinds(
        reviewRequest({
          request: keys.request,
          viewer: alice.userId,
          spentOutputs: keys.spent,
          previous: keys.previous,
        }),
      ),
    ).toEqual([
      'proofs: input 1: the service gives other keys for the output it spends than the transaction that created it',
    ])
    const one = withPrevious([{ threshold: 1 }])
    expect(
      kinds(
        reviewRequest({
          request: one.request,
          viewer: alice.userId,
          spentOutputs: one.spent,
          previous: one.previous,
        }),
      ),
    ).toEqual([
      'proofs: input 0 spends an output that needs 1 signatures, says the transaction that created it; the request says 2',
      'proofs: input 0: the service says the output it spends needs 2 signatures, the transaction that created it says 1',
    ])
  })

  it('refuses a previous transaction answered under another hash, and an input pointing past its outputs', () => {
    const w = withPrevious()
    const forged = {
      proven: new Map([[w.hashes[1]!, w.previous.proven.get(w.hashes[1]!)!]]),
      forged: new Set([w.hashes[0]!]),
    }
    expect(
      kinds(
        reviewRequest({
          request: w.request,
          viewer: alice.userId,
          spentOutputs: w.spent,
          previous: forged,
        }),
      ),
    ).toEqual([
      `proofs: input 0: asked for the transaction ${w.hashes[0]}, the service answered with another one`,
    ])
    // Input 1 spends output 2 of a transaction with two outputs.
    const short = {
      proven: new Map([[w.hashes[1]!, encodeTransaction(previousOf(fx.spent[0]!, fx.masks[0]!))]]),
      forged: new Set<string>(),
    }
    expect(
      kinds(
        reviewRequest({
          request: w.request,
          viewer: alice.userId,
          spentOutputs: w.spent,
          previous: short,
        }),
      ),
    ).toContain(`proofs: input 1: the transaction ${w.hashes[1]} has no output 2 to spend`)
  })
})
