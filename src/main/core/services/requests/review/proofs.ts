/**
 * The `proofs` check: per input, what the transaction that created the spent output says (read from
 * its raw, proven by its hash; ../proofs fetches them) against the request and against the service's
 * word on that output. An answer under another hash, or a proof without the output, is a mismatch.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import {
  decodeTransaction,
  formatAmount,
  parseAmount,
  scriptThreshold,
  type Transaction,
} from '../../../../../shared/kernel'
import type { CheckContext, PreviousTransactions, SpentOutputInfo } from './context'
import { words } from '../../../../../shared/i18n/words'

/** What an input spends, read from the transaction that created it. */
interface ProvenOutput {
  readonly amount: bigint
  readonly keys: readonly string[]
  readonly threshold: number
  readonly asset: string
}

export interface ProofsFound {
  /** Per input, the amount its previous transaction proves it spends. */
  readonly amounts: (bigint | undefined)[]
  /** Every input proven. */
  readonly allProven: boolean
}

export function checkProofs(
  c: CheckContext,
  previous: PreviousTransactions | null,
  found: readonly (SpentOutputInfo | undefined)[],
  total: bigint,
): ProofsFound {
  const { req } = c
  const proven = provenOutputs(c, previous)
  proven.forEach((p, i) => {
    if (!p) return
    if (p.asset !== c.txAsset)
      c.report('proofs', words('review.check.proof.otherAsset', { input: i }))
    if (p.threshold !== req.senders_threshold) {
      c.report(
        'proofs',
        words('review.check.proof.threshold', {
          input: i,
          threshold: p.threshold,
          requested: req.senders_threshold,
        }),
      )
    }
    if (p.keys.length !== req.senders.length)
      c.report(
        'proofs',
        words('review.check.proof.keys', {
          input: i,
          keys: p.keys.length,
          senders: req.senders.length,
        }),
      )
    const o = found[i]
    if (!o) return
    if (parseAmount(o.amount) !== p.amount)
      c.report(
        'proofs',
        words('review.check.proof.amount', {
          input: i,
          service: o.amount,
          proven: formatAmount(p.amount),
        }),
      )
    if (o.keys.length !== p.keys.length || o.keys.some((k, j) => k !== p.keys[j]))
      c.report('proofs', words('review.check.proof.otherKeys', { input: i }))
    if (o.receivers_threshold !== p.threshold)
      c.report(
        'proofs',
        words('review.check.proof.serviceThreshold', {
          input: i,
          service: o.receivers_threshold,
          proven: p.threshold,
        }),
      )
  })
  const allProven = proven.length > 0 && proven.every((p) => p !== undefined)
  if (allProven) {
    const sum = proven.reduce((acc, p) => acc + p!.amount, 0n)
    if (sum !== total)
      c.report(
        'proofs',
        words('review.check.proof.sums', {
          inputs: formatAmount(sum),
          outputs: formatAmount(total),
        }),
      )
  }
  return { amounts: proven.map((p) => p?.amount), allProven }
}

function provenOutputs(
  c: CheckContext,
  previous: PreviousTransactions | null,
): (ProvenOutput | undefined)[] {
  if (!previous) return c.tx.inputs.map(() => undefined)
  const decoded = new Map<string, Transaction | null>()
  return c.tx.inputs.map((inp, i) => {
    const h = bytesToHex(inp.hash)
    if (previous.forged.has(h)) {
      c.report('proofs', words('review.check.proof.forged', { input: i, hash: h }))
      return undefined
    }
    const raw = previous.proven.get(h)
    if (!raw) return undefined
    if (!decoded.has(h)) {
      try {
        decoded.set(h, decodeTransaction(raw))
      } catch {
        decoded.set(h, null)
      }
    }
    const prev = decoded.get(h)
    const out = prev?.outputs[inp.index]
    if (!prev || !out) {
      c.report(
        'proofs',
        words('review.check.proof.noOutput', { input: i, hash: h, index: inp.index }),
      )
      return undefined
    }
    let threshold: number
    try {
      threshold = scriptThreshold(out.script)
    } catch {
      c.report('proofs', words('review.check.proof.noScript', { input: i }))
      return undefined
    }
    return {
      amount: out.amount,
      keys: out.keys.map((k) => bytesToHex(k)),
      threshold,
      asset: bytesToHex(prev.asset),
    }
  })
}
