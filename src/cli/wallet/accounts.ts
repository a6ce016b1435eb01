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
import { t } from '../words'

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
  const label = terminalText(a.label)
  const kind = {
    threshold: a.threshold,
    count: a.members.length,
    label,
    hasLabel: label ? 'yes' : 'no',
  }
  const members = `  ${t('cli.accounts.members', { members: membersText(a.members, a.threshold, nameOf) })}`
  if (a.status === 'offered') {
    return [
      t('cli.accounts.offered', kind),
      members,
      `  ${t('cli.accounts.followWith', { address: a.address })}`,
    ]
  }
  const lines = [t('cli.accounts.followed', { ...kind, address: a.address }), members]
  // Offline, each says how old its figures are: accounts are read one by one, so a sync cut short leaves them apart.
  if (offline)
    lines.push(
      `  ${a.synced_at === null ? t('cli.accounts.notReadYet') : t('cli.review.readAt', { at: timeText(a.synced_at) })}`,
    )
  if (a.balances.length === 0) lines.push(`  ${t('cli.accounts.noFunds')}`)
  for (const b of a.balances) {
    lines.push(
      `  ${t('cli.accounts.balance', {
        balance: b.balance,
        symbol: symbolOf(symbols, b.asset_id),
        locked: b.locked,
        isLocked: b.locked !== '0' ? 'yes' : 'no',
        collectibles: b.collectibles,
        asset: b.asset_id,
      })}`,
    )
  }
  return lines
}

export const accountsSubcommand: WalletSubcommand = {
  name: 'accounts',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'accounts',
  description: () => t('cli.accounts.description'),
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
        ? t('cli.accounts.none', { name: heading })
        : [
            t('cli.accounts.heading', { name: heading }),
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
