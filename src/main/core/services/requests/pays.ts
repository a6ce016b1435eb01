/**
 * What a request pays, read from its own raw transaction the way review reads it (./review/outputs):
 * each output with its amount and receiver, what goes to others, and what returns to the senders as
 * change. For the screens that explain a request without reviewing it — what a locked balance is
 * waiting for, a ledger's payments — so they say "120 USDT to Carol, 2,380 returns", never the whole
 * locked sum as if it were the payment.
 * @module
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import type { MultisigRequest } from '../../../../shared/api/ledger'
import type { SummaryOutput } from '../../../../shared/bridge'
import { decodeTransaction } from '../../../../shared/kernel'
import { checkContext } from './review/context'
import { checkOutputs } from './review/outputs'

export interface RequestPays {
  /** Every output, `kind` telling the payment's (`external`, `withdrawal`) from the change. */
  readonly outputs: readonly SummaryOutput[]
  /** What leaves the senders (the whole, when every output is change: a merge). */
  readonly pays: bigint
  /** What goes to others than the senders; 0 for a merge. */
  readonly external: bigint
  /** What returns to the senders' own members and threshold. */
  readonly change: bigint
  readonly total: bigint
}

/** What `req` pays, or undefined when its raw does not decode (review refuses such a request). */
export function requestPays(req: MultisigRequest): RequestPays | undefined {
  let tx
  try {
    tx = decodeTransaction(hexToBytes(req.raw_transaction))
  } catch {
    return undefined
  }
  // Mismatches are review's to report; here only the reading of the outputs is wanted.
  const found = checkOutputs(checkContext(req, tx, bytesToHex(tx.asset)).ctx)
  return {
    outputs: found.outputs,
    pays: found.leaving,
    external: found.external,
    change: found.total - found.external,
    total: found.total,
  }
}

/** The outputs that pay someone (all of them when every one is change). */
export function paidOutputs(p: RequestPays): SummaryOutput[] {
  const paid = p.outputs.filter((o) => o.kind !== 'change')
  return paid.length > 0 ? paid : [...p.outputs]
}
