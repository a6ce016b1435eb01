/**
 * How the wallet commands write amounts, receivers and signatures for people: amounts with the
 * symbol the service's asset registry gives (cached by the core), user ids in full so they can be
 * copied into the next command.
 * @module
 */
import type { Core } from '../../main/core/index'
import { isApiClientError } from '../../main/core/client'
import type { AssetInfo } from '../../shared/bridge'
import type { WalletRun } from './subcommand'

export type Symbols = ReadonlyMap<string, AssetInfo>

/** The registry's descriptions of these assets (fetched when missing; the cache's when offline). */
export async function describeAssets(core: Core, userId: string, assetIds: readonly string[]): Promise<Symbols> {
  const ids = [...new Set(assetIds)]
  const found = ids.length === 0 ? [] : await core.assets.describe(userId, ids)
  return new Map(found.map((a) => [a.asset_id, a]))
}

/**
 * Text from the service (a name, a symbol, a label) on one line of a terminal: control characters,
 * line breaks and bidirectional overrides shown as "�", so no text can move the cursor, colour the
 * screen or pass itself off as another line of the summary.
 */
export const terminalText = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '\ufffd')

/** The asset's symbol, or a name made from its id when the registry does not know it. */
export const symbolOf = (symbols: Symbols, assetId: string): string => {
  const symbol = symbols.get(assetId)?.symbol
  return symbol !== undefined ? terminalText(symbol) : `(asset ${assetId.slice(0, 8)})`
}

export const amountText = (amount: string, assetId: string, symbols: Symbols): string => `${amount} ${symbolOf(symbols, assetId)}`

/** "2 of 3: a, b, c" or just "a" for one member and a threshold of 1. */
export function membersText(members: readonly string[], threshold: number): string {
  return members.length === 1 && threshold === 1 ? members[0]! : `${threshold} of ${members.length}: ${members.join(', ')}`
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
