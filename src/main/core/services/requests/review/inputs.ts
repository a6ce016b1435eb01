/**
 * The `inputs` check: each input is a plain spend of an output; where the outputs it spends are
 * known (synced by the account, or read from the service), each is found, is the senders' own (their
 * hash and threshold, one key per sender), of this asset, and together they hold what the outputs
 * send. The caller's `views` are one per input.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import type { RequestSummary } from '../../../../../shared/bridge'
import { formatAmount, parseAmount } from '../../../../../shared/kernel'
import type { CheckContext, SpentOutputInfo } from './context'
import { words } from '../../../../../shared/i18n/words'

export interface InputsFound {
  /** Per input, the output it spends where known. */
  readonly found: (SpentOutputInfo | undefined)[]
  /** Every spent output found and checked. */
  readonly verified: boolean
}

export function checkInputs(
  c: CheckContext,
  spent: readonly SpentOutputInfo[] | null,
  total: bigint,
): InputsFound {
  const { req, tx } = c
  tx.inputs.forEach((inp, i) => {
    if (inp.genesis.length > 0 || inp.deposit || inp.mint)
      c.report('inputs', words('review.check.notPlainSpend', { input: i }))
  })
  if (req.views.length > 0 && req.views.length !== tx.inputs.length)
    c.report(
      'inputs',
      words('review.check.viewsCount', { views: req.views.length, inputs: tx.inputs.length }),
    )
  const found = tx.inputs.map((inp, i) => {
    const h = bytesToHex(inp.hash)
    const out = spent?.find((s) => s.transaction_hash === h && s.output_index === inp.index)
    if (spent && !out)
      c.report(
        'inputs',
        words('review.check.spentNotFound', { input: i, output: `${h}:${inp.index}` }),
      )
    return out
  })
  if (!spent || found.some((o) => o === undefined)) return { found, verified: false }
  let sum = 0n
  ;(found as SpentOutputInfo[]).forEach((o, i) => {
    sum += parseAmount(o.amount)
    if (o.kernel_asset_id !== c.txAsset)
      c.report('inputs', words('review.check.otherAsset', { input: i }))
    if (o.receivers_hash !== req.senders_hash || o.receivers_threshold !== req.senders_threshold) {
      c.report(
        'inputs',
        words('review.check.notSenders', {
          input: i,
          threshold: req.senders_threshold,
          senders: req.senders.length,
        }),
      )
    }
    if (o.keys.length !== req.senders.length)
      c.report(
        'inputs',
        words('review.check.keysForSenders', {
          input: i,
          keys: o.keys.length,
          senders: req.senders.length,
        }),
      )
  })
  if (sum !== total)
    c.report(
      'inputs',
      words('review.check.sumsDiffer', { inputs: formatAmount(sum), outputs: formatAmount(total) }),
    )
  return { found, verified: true }
}

/** The inputs as the summary lists them. */
export function summaryInputs(
  c: CheckContext,
  found: readonly (SpentOutputInfo | undefined)[],
  provenAmounts: readonly (bigint | undefined)[],
): RequestSummary['inputs'] {
  return c.tx.inputs.map((inp, i) => {
    const out = found[i]
    const p = provenAmounts[i]
    return {
      hash: bytesToHex(inp.hash),
      index: inp.index,
      amount: out ? out.amount : p !== undefined ? formatAmount(p) : null,
      proven: p !== undefined,
    }
  })
}
