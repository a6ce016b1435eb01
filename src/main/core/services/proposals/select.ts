/**
 * Which outputs a payment spends: the oldest first (as the official clients pick them), and when
 * that would take more than a transaction's 256 inputs, the largest first. Deterministic for a
 * given set of outputs, so a retry that finds the same outputs picks the same ones. Pure.
 * @module
 */
import { parseAmount, SLICE_COUNT_LIMIT } from '../../../../shared/kernel'

export interface Spendable {
  readonly transaction_hash: string
  readonly output_index: number
  readonly amount: string
  readonly sequence: number
}

export type Selection =
  | {
      readonly ok: true
      readonly inputs: Spendable[]
      readonly total: bigint
      readonly amount: bigint
      readonly change: bigint
    }
  /** Not enough in all: `available` is the whole balance. */
  | { readonly ok: false; readonly reason: 'insufficient'; readonly available: bigint }
  /** Enough, but not within 256 inputs: `needed` outputs, `maxInOne` is the most one transaction can pay. */
  | {
      readonly ok: false
      readonly reason: 'too-many-inputs'
      readonly needed: number
      readonly maxInOne: bigint
    }

export const MAX_INPUTS = SLICE_COUNT_LIMIT

function take(outputs: readonly Spendable[], target: bigint): Spendable[] | undefined {
  const inputs: Spendable[] = []
  let total = 0n
  for (const o of outputs) {
    inputs.push(o)
    total += parseAmount(o.amount)
    if (total >= target) return inputs
  }
  return undefined
}

const sum = (outputs: readonly Spendable[]) =>
  outputs.reduce((s, o) => s + parseAmount(o.amount), 0n)

/**
 * Outputs covering `target` (units), or everything one transaction can spend for 'max'.
 * @example selectOutputs(spendable, 150000000n) // { ok: true, inputs, total, amount: 150000000n, change }
 */
export function selectOutputs(spendable: readonly Spendable[], target: bigint | 'max'): Selection {
  const oldest = [...spendable].sort((a, b) => a.sequence - b.sequence)
  const largest = [...spendable].sort((a, b) => {
    const d = parseAmount(b.amount) - parseAmount(a.amount)
    return d > 0n ? 1 : d < 0n ? -1 : a.sequence - b.sequence
  })
  const available = sum(oldest)
  const maxInOne = sum(largest.slice(0, MAX_INPUTS))
  if (target === 'max') {
    const inputs = oldest.length <= MAX_INPUTS ? oldest : largest.slice(0, MAX_INPUTS)
    if (inputs.length === 0 || maxInOne === 0n)
      return { ok: false, reason: 'insufficient', available }
    return { ok: true, inputs, total: maxInOne, amount: maxInOne, change: 0n }
  }
  if (available < target) return { ok: false, reason: 'insufficient', available }
  let inputs = take(oldest, target)!
  if (inputs.length > MAX_INPUTS) {
    const fewest = take(largest, target)!
    if (fewest.length > MAX_INPUTS)
      return { ok: false, reason: 'too-many-inputs', needed: fewest.length, maxInOne }
    inputs = fewest
  }
  const total = sum(inputs)
  return { ok: true, inputs, total, amount: target, change: total - target }
}
