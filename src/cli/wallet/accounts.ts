/**
 * `cosigner wallet accounts`: the shared accounts the account belongs to, each with its balance
 * per asset and the part pending requests lock — what the app's accounts screen shows, from the
 * same treasury service. Synced from the service first; offline, what the wallet saw last.
 * @module
 */
import type { SharedAccount } from '../../shared/bridge'
import {
  actingName,
  describeAssets,
  membersText,
  namesOf,
  symbolOf,
  syncOrCache,
  terminalText,
  timeText,
  type Namer,
  type Symbols,
} from './format'
import type { WalletSubcommand } from './subcommand'

/** When the wallet last read the followed accounts' funds: the oldest of their reads, null when one was never read. */
function lastRead(accounts: readonly SharedAccount[]): number | null {
  const followed = accounts.filter((a) => a.status === 'followed')
  if (followed.length === 0 || followed.some((a) => a.synced_at === null)) return null
  return Math.min(...followed.map((a) => a.synced_at!))
}

function accountLines(
  a: SharedAccount,
  symbols: Symbols,
  nameOf: Namer,
  { offline }: { offline: boolean },
): string[] {
  const label = a.label ? ` “${terminalText(a.label)}”` : ''
  if (a.status === 'offered') {
    return [
      `${a.threshold}-of-${a.members.length} account${label}, met in a request, not followed yet`,
      `  members: ${membersText(a.members, a.threshold, nameOf)}`,
      `  follow it with: cosigner wallet follow --address ${a.address}`,
    ]
  }
  const lines = [
    `${a.threshold}-of-${a.members.length} account${label} (address ${a.address})`,
    `  members: ${membersText(a.members, a.threshold, nameOf)}`,
  ]
  // Offline, each says how old its figures are: accounts are read one by one, so a sync cut short leaves them apart.
  if (offline)
    lines.push(
      `  ${a.synced_at === null ? 'not read from the service yet' : `as read from the service at ${timeText(a.synced_at)}`}`,
    )
  if (a.balances.length === 0) lines.push('  no funds')
  for (const b of a.balances) {
    const locked = b.locked !== '0' ? `, and ${b.locked} locked by pending requests` : ''
    const collectibles =
      b.collectibles > 0 ? `, ${b.collectibles} collectible${b.collectibles === 1 ? '' : 's'}` : ''
    lines.push(
      `  ${b.balance} ${symbolOf(symbols, b.asset_id)}${locked}${collectibles}  (asset ${b.asset_id})`,
    )
  }
  return lines
}

export const accountsSubcommand: WalletSubcommand = {
  name: 'accounts',
  synopsis: 'accounts',
  description: `the shared accounts (members + threshold) the wallet follows, with the balance per asset and
the part locked by pending requests, and those met in requests it could follow; synced from the
service first (offline: the last known); --json prints the treasury's list, each balance with its
asset's symbol`,
  options: {},
  positionals: 0,
  async run(w) {
    const { core, baseUrl, userId } = await w.acting()
    const synced = await syncOrCache(
      w,
      baseUrl,
      'balances',
      () => core.treasury.sync(userId),
      () => lastRead(core.treasury.list(userId).accounts),
    )
    const list = core.treasury.list(userId)
    const [symbols, nameOf] = await Promise.all([
      describeAssets(
        core,
        userId,
        list.accounts.flatMap((a) => a.balances.map((b) => b.asset_id)),
      ),
      namesOf(core, userId, [...new Set(list.accounts.flatMap((a) => a.members))], {
        offline: !synced,
        withIds: true,
      }),
    ])
    const heading = await actingName(core, userId, { offline: !synced })
    const accounts = list.accounts.map((a) => ({
      ...a,
      balances: a.balances.map((b) => ({ ...b, symbol: symbols.get(b.asset_id)?.symbol ?? null })),
    }))
    const text =
      accounts.length === 0
        ? `No shared accounts of ${heading} yet. Name one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).`
        : [
            `Shared accounts of ${heading}:`,
            ...accounts.flatMap((a) => [
              '',
              ...accountLines(a, symbols, nameOf, { offline: !synced }),
            ]),
          ].join('\n')
    return {
      text,
      json: { user_id: userId, synced, accounts, stale_after_ms: list.stale_after_ms },
    }
  },
}
