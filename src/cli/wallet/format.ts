/**
 * How the wallet commands write amounts, people and times for a person: amounts with the symbol the
 * service's asset registry gives (cached by the core), people by the names the service gives ("you"
 * for the account that acts), with their ids in full where the next command may need one.
 * @module
 */
import type { Core } from '../../main/core/index'
import { isApiClientError } from '../../main/core/client'
import { parseTime } from '../../shared/api/time'
import type { AssetInfo } from '../../shared/bridge'
import { t, tr } from '../words'
import type { WalletRun } from './subcommand'

export type Symbols = ReadonlyMap<string, AssetInfo>

/** The registry's descriptions of these assets (fetched when missing; the cache's when offline). */
export async function describeAssets(
  core: Core,
  userId: string,
  assetIds: readonly string[],
): Promise<Symbols> {
  const ids = [...new Set(assetIds)]
  const found = ids.length === 0 ? [] : await core.assets.describe(userId, ids)
  return new Map(found.map((a) => [a.asset_id, a]))
}

/**
 * Text from the service (a name, a symbol, a label) on one line of a terminal: control characters,
 * line breaks and bidirectional overrides shown as "�", so no text can move the cursor, colour the
 * screen or pass itself off as another line of the summary.
 */
export const terminalText = (text: string): string =>
  text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '\ufffd')

/** The asset's symbol, or a name made from its id when the registry does not know it. */
export const symbolOf = (symbols: Symbols, assetId: string): string => {
  const symbol = symbols.get(assetId)?.symbol
  return symbol !== undefined
    ? terminalText(symbol)
    : t('cli.format.unknownAsset', { id: assetId.slice(0, 8) })
}

export const amountText = (amount: string, assetId: string, symbols: Symbols): string =>
  `${amount} ${symbolOf(symbols, assetId)}`

/** A user as a person reads them: "you", a name, or the id when the service gives no name. */
export type Namer = (userId: string) => string

/**
 * Names for these users, asked of the service where the wallet does not know them yet (offline, or
 * when the service cannot be reached: what it knows). `withIds` keeps each id beside its name, to
 * be copied into the next command.
 */
export async function namesOf(
  core: Core,
  userId: string,
  ids: readonly string[],
  o: { offline?: boolean; withIds?: boolean } = {},
): Promise<Namer> {
  const people = await core.people.get(userId, ids, { offline: o.offline === true })
  const names = new Map(people.map((p) => [p.user_id, terminalText(p.full_name.trim())]))
  return (id) => {
    const name = id === userId ? t('cli.format.you') : names.get(id) || undefined
    if (name === undefined) return id
    return o.withIds ? `${name} (${id})` : name
  }
}

/**
 * The account that acts as a heading names it: "Alice (6fd4…)" by the name the service gives it (asked
 * when the wallet does not know it yet, unless offline), else its label here, else its id alone.
 */
export async function actingName(
  core: Core,
  userId: string,
  o: { offline?: boolean } = {},
): Promise<string> {
  const [me] = await core.people.get(userId, [userId], { offline: o.offline === true })
  const name =
    me?.full_name.trim() ||
    core.accounts
      .list()
      .find((a) => a.user_id === userId)
      ?.label.trim()
  return name ? `${terminalText(name)} (${userId})` : userId
}

/** "2 of 3: Alice, Bob, you" or just "Alice" for one member and a threshold of 1. */
export function membersText(
  members: readonly string[],
  threshold: number,
  nameOf: Namer = (id) => id,
): string {
  return members.length === 1 && threshold === 1
    ? nameOf(members[0]!)
    : t('cli.format.members', {
        threshold,
        count: members.length,
        names: listText(members.map(nameOf)),
      })
}

/** The label this wallet gave the shared account of these members and threshold, '' when none. */
export function accountLabel(
  core: Core,
  userId: string,
  members: readonly string[],
  threshold: number,
): string {
  const sorted = [...members].sort().join()
  const account = core.treasury
    .list(userId)
    .accounts.find((a) => a.threshold === threshold && a.members.join() === sorted)
  return account?.label.trim() ? terminalText(account.label.trim()) : ''
}

/** "the 2-of-3 account “Treasury”", or by its members when it has no label. */
export function accountText(
  core: Core,
  userId: string,
  members: readonly string[],
  threshold: number,
  nameOf: Namer,
): string {
  const label = accountLabel(core, userId, members, threshold)
  return label
    ? t('cli.format.accountLabelled', { threshold, count: members.length, label })
    : t('cli.format.accountOf', {
        threshold,
        count: members.length,
        names: listText(members.map(nameOf)),
      })
}

/** Names in a list, joined as the reader's language joins them ("Alice, Bob" / "Alice、Bob"). */
export const listText = (names: readonly string[]): string =>
  names.join(t('cli.format.listSeparator'))

// Han, kana, Hangul and full-width forms take two columns of a terminal.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/** How many columns of a terminal `text` takes. */
export const widthOf = (text: string): number =>
  [...text].reduce((n, c) => n + (WIDE.test(c) ? 2 : 1), 0)

/** `text` padded with spaces to `width` columns, for a table that lines up in any language. */
export const padTo = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - widthOf(text)))

/** What a sync that could not reach the service shows instead (a `select` of the offline notes). */
export type SyncedWhat = 'balances' | 'requests' | 'ledger'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A service time (RFC 3339) or ms since the epoch, to the minute in this computer's time zone, with
 * its offset so a copy read elsewhere stays right: "2026-11-27 10:15 UTC+1" ("UTC+5:30", or "UTC").
 */
export function timeText(at: string | number): string {
  const d = new Date(typeof at === 'number' ? at : Number(parseTime(at) / 1_000_000n))
  // Another language writes it as Intl does there, with the same offset (zh: "2026/11/27 GMT+1 10:15").
  if (tr().locale !== 'en')
    return tr().dateTime(d.getTime(), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
  const east = -d.getTimezoneOffset()
  const zone =
    east === 0
      ? 'UTC'
      : `UTC${east > 0 ? '+' : '-'}${Math.floor(Math.abs(east) / 60)}${Math.abs(east) % 60 ? `:${pad(Math.abs(east) % 60)}` : ''}`
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())} ${zone}`
}

/**
 * Runs a sync, or, when the service cannot be reached, says so on stderr and goes on with what the
 * wallet saw last, saying when that was: `lastSynced` tells, after the failure, when the wallet last
 * read `what` from the service (null: never).
 * @returns whether it synced
 */
export async function syncOrCache(
  w: WalletRun,
  baseUrl: string,
  what: SyncedWhat,
  sync: () => Promise<unknown>,
  lastSynced: () => number | null,
): Promise<boolean> {
  try {
    await sync()
    return true
  } catch (e) {
    if (!(isApiClientError(e, 'network') || isApiClientError(e, 'timeout'))) throw e
    const at = lastSynced()
    w.note(
      at === null
        ? t('cli.format.offlineNever', { url: baseUrl, what })
        : t('cli.format.offlineSince', { url: baseUrl, what, at: timeText(at) }),
    )
    return false
  }
}
