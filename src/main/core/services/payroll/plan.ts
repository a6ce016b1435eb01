/**
 * How a payroll becomes requests: one per asset, in the rows' order, split at 255 payees (a Kernel
 * transaction carries 256 outputs, the last one the change); each request's id derived from the
 * run's id, its asset and its place, so proposing the same run again finds the same requests; and
 * the outputs each spends selected from what the account can spend, none spent twice. A total above
 * what the account can spend is refused at the row that passes it. Pure.
 * @module
 */
import type { RunFieldError } from '../../../../shared/bridge'
import {
  formatAmount,
  parseAmount,
  SLICE_COUNT_LIMIT,
  uniqueTextId,
} from '../../../../shared/kernel'
import type { Funding } from '../proposals/engine'
import { MAX_INPUTS, selectOutputs, type Spendable } from '../proposals/select'
import type { ResolvedRow } from './payees'
import { words } from '../../../../shared/i18n/words'

/** Payees of one request: every output but the change. */
export const MAX_PAYEES_PER_REQUEST = SLICE_COUNT_LIMIT - 1

export interface PlannedRequest {
  readonly requestId: string
  readonly assetId: string
  /** Its rows, in order: row i is output i. */
  readonly rows: readonly ResolvedRow[]
  readonly funding: Funding
  /** What its rows pay together. */
  readonly amount: bigint
}

/** What the account can spend of one asset now, and what pending requests lock. */
export interface Funds {
  readonly spendable: readonly (Spendable & { readonly output_id: string })[]
  readonly locked: bigint
  readonly symbol: string
}

/** The id of a run's request: the run's id, its asset, its place among that asset's requests. */
export const runRequestId = (runId: string, part: string): string => uniqueTextId(runId, part)

/**
 * The requests of a payroll, or the refusals: a total above the balance (at the row that passes it)
 * or a request that would need more than 256 inputs. `existing` holds what the requests an earlier
 * try created spend: those keep their inputs and are not paid again from the balance.
 */
export function planRequests(
  runId: string,
  rows: readonly ResolvedRow[],
  funds: ReadonlyMap<string, Funds>,
  existing: ReadonlyMap<string, Funding> = new Map(),
): { requests: PlannedRequest[]; errors: RunFieldError[] } {
  const errors: RunFieldError[] = []
  const requests: PlannedRequest[] = []
  const assets = [...new Set(rows.map((r) => r.assetId))]
  for (const assetId of assets) {
    const mine = rows.filter((r) => r.assetId === assetId)
    const f = funds.get(assetId)!
    const chunks: (readonly ResolvedRow[])[] = []
    for (let start = 0; start < mine.length; start += MAX_PAYEES_PER_REQUEST)
      chunks.push(mine.slice(start, start + MAX_PAYEES_PER_REQUEST))
    const ids = chunks.map((_, part) => runRequestId(runId, `payroll ${assetId} ${part}`))
    const fresh = chunks.filter((_, i) => !existing.has(ids[i]!)).flat()
    const available = f.spendable.reduce((s, o) => s + parseAmount(o.amount), 0n)
    let running = 0n
    const over = fresh.find((r) => (running += r.amount) > available)
    if (over) {
      const total = fresh.reduce((s, r) => s + r.amount, 0n)
      const values = {
        row: String(over.row),
        symbol: f.symbol,
        running: formatAmount(running),
        available: formatAmount(available),
        count: String(fresh.length),
        total: formatAmount(total),
      }
      errors.push({
        row: over.row,
        field: 'amount',
        message:
          f.locked > 0n
            ? words('runs.field.overBalanceLocked', { ...values, locked: formatAmount(f.locked) })
            : words('runs.field.overBalance', values),
      })
      continue
    }
    let left = [...f.spendable]
    for (const [i, chunk] of chunks.entries()) {
      const requestId = ids[i]!
      const amount = chunk.reduce((s, r) => s + r.amount, 0n)
      const made = existing.get(requestId)
      if (made) {
        requests.push({ requestId, assetId, rows: chunk, funding: made, amount })
        continue
      }
      const selection = selectOutputs(left, amount)
      if (!selection.ok) {
        const first = chunk[0]!.row
        const last = chunk.at(-1)!.row
        const needed = selection.reason === 'too-many-inputs' ? selection.needed : left.length
        errors.push({
          row: first,
          field: 'amount',
          message: words('runs.field.tooManyInputs', {
            first: String(first),
            last: String(last),
            amount: formatAmount(amount),
            symbol: f.symbol,
            needed: String(needed),
            max: String(MAX_INPUTS),
          }),
        })
        break
      }
      const used = new Set(selection.inputs.map((o) => `${o.transaction_hash}:${o.output_index}`))
      left = left.filter((o) => !used.has(`${o.transaction_hash}:${o.output_index}`))
      requests.push({
        requestId,
        assetId,
        rows: chunk,
        funding: {
          inputs: selection.inputs.map((o) => ({
            transaction_hash: o.transaction_hash,
            output_index: o.output_index,
          })),
          total: selection.total,
        },
        amount,
      })
    }
  }
  return { requests, errors }
}
