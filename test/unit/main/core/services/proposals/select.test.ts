import { describe, expect, it } from 'vitest'
import {
  selectOutputs,
  type Spendable,
} from '../../../../../../src/main/core/services/proposals/select'

const out = (sequence: number, amount: string): Spendable => ({
  transaction_hash: sequence.toString(16).padStart(64, '0'),
  output_index: 0,
  amount,
  sequence,
})

describe('selectOutputs', () => {
  it('takes the oldest outputs until the amount is covered, with the rest as change', () => {
    const r = selectOutputs([out(3, '5'), out(1, '0.7'), out(2, '0.4')], 100_000_000n)
    expect(r).toMatchObject({
      ok: true,
      total: 110_000_000n,
      amount: 100_000_000n,
      change: 10_000_000n,
    })
    expect(r.ok && r.inputs.map((o) => o.sequence)).toEqual([1, 2])
  })

  it('says how much there is when it is not enough', () => {
    expect(selectOutputs([out(1, '0.7'), out(2, '0.4')], 200_000_000n)).toEqual({
      ok: false,
      reason: 'insufficient',
      available: 110_000_000n,
    })
    expect(selectOutputs([], 'max')).toMatchObject({
      ok: false,
      reason: 'insufficient',
      available: 0n,
    })
  })

  it('turns to the largest outputs past 256 inputs, and says the most one transaction can pay past that', () => {
    const dust = Array.from({ length: 300 }, (_, i) => out(i + 1, '0.01'))
    // 2.6 XIN: 260 of the oldest, but the last (largest) output and 160 others fit.
    const withBig = [...dust, out(301, '1')]
    const r = selectOutputs(withBig, 260_000_000n)
    expect(r.ok && [r.inputs.length, r.inputs[0]!.sequence, r.change]).toEqual([161, 301, 0n])
    // Only dust: 2.6 takes 260 outputs, and one transaction pays at most 2.56.
    expect(selectOutputs(dust, 260_000_000n)).toEqual({
      ok: false,
      reason: 'too-many-inputs',
      needed: 260,
      maxInOne: 256_000_000n,
    })
    const max = selectOutputs(dust, 'max')
    expect(max.ok && [max.inputs.length, max.amount, max.change]).toEqual([256, 256_000_000n, 0n])
  })
})
