/**
 * How the wallet commands write amounts, receivers and signatures for people: amounts with the
 * symbol the service's asset registry gives (cached by the core), user ids in full so they can be
 * copied into the next command.
 * @module
 */
import type { Core } from '../../main/core/index'
import { isApiClientError } from '../../main/core/client'
import type { AssetInfo, RequestSummary } from '../../shared/bridge'
import type { WalletRun } from './subcommand'

export type Symbols = ReadonlyMap<string, AssetInfo>

/** The registry's descriptions of these assets (fetched when missing; the cache's when offline). */
export async function describeAssets(core: Core, userId: string, assetIds: readonly string[]): Promise<Symbols> {
  const ids = [...new Set(assetIds)]
  const found = ids.length === 0 ? [] : await core.assets.describe(userId, ids)
  return new Map(found.map((a) => [a.asset_id, a]))
}

/** The asset's symbol, or a name made from its id when the registry does not know it. */
export const symbolOf = (symbols: Symbols, assetId: string): string => symbols.get(assetId)?.symbol ?? `(asset ${assetId.slice(0, 8)})`

export const amountText = (amount: string, assetId: string, symbols: Symbols): string => `${amount} ${symbolOf(symbols, assetId)}`

/** "2 of 3: a, b, c" or just "a" for one member and a threshold of 1. */
export function membersText(members: readonly string[], threshold: number): string {
  return members.length === 1 && threshold === 1 ? members[0]! : `${threshold} of ${members.length}: ${members.join(', ')}`
}

/** The lines that say what a reviewed request does, its signatures as `signed` of its threshold. */
export function summaryLines(s: RequestSummary, symbols: Symbols, signed: number): string[] {
  const lines = s.outputs.map((o) => {
    const amount = amountText(o.amount, s.asset_id, symbols)
    if (o.kind === 'change') return `  change ${amount} back to the account (${o.threshold} of ${o.members.length})`
    if (o.kind === 'withdrawal') return `  withdraws ${amount} to ${o.destination}${o.tag ? ` (tag ${o.tag})` : ''}`
    return `  pays ${amount} to ${o.members.length > 0 ? membersText(o.members, o.threshold) : 'an address'}`
  })
  if (s.memo.text !== null && s.memo.text !== '') lines.push(`  memo: ${JSON.stringify(s.memo.text)}`)
  else if (s.memo.hex !== '') lines.push(`  memo (bytes): ${s.memo.hex}`)
  const complete = signed >= s.threshold
  lines.push(`  signatures: ${signed} of ${s.threshold}${complete ? ' (complete: the service sends the transaction)' : ''}`)
  lines.push(
    s.inputs_proven
      ? '  inputs: proven from their previous transactions; receivers are as the service reports them (one-time keys cannot be tied to user ids without the sender’s mask)'
      : '  inputs: as the service reports them (their previous transactions could not all be checked)',
  )
  return lines
}

/**
 * Runs a sync, or, when the service cannot be reached, says so on stderr and goes on with what
 * the wallet saw last. Other failures are thrown.
 */
export async function syncOrCache(w: WalletRun, baseUrl: string, what: string, sync: () => Promise<unknown>): Promise<boolean> {
  try {
    await sync()
    return true
  } catch (e) {
    if (!(isApiClientError(e, 'network') || isApiClientError(e, 'timeout'))) throw e
    w.note(`the service at ${baseUrl} could not be reached; showing the ${what} this wallet saw last`)
    return false
  }
}
