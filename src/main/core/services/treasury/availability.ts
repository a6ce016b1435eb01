/**
 * Why a shared account can pay what it can, per asset, from the cache (works offline). A request
 * locks every output it spends from the moment it is made (wire-formats §8.6: `state=signed`), so a
 * payment of 120 USDT from an account whose 2,500 USDT sit in one output leaves nothing available
 * until it is sent — when 2,380 USDT come back as change — or unlocked, which frees all 2,500. Each
 * lock is told with what its request pays, to whom and what returns, read from the request's own
 * raw transaction (../requests/pays), and with what the user can do: sign it, unlock it, or wait.
 * @module
 */
import type {
  AccountAvailability,
  AssetAvailability,
  AssetLock,
  AvailabilityReason,
  LockAction,
} from '../../../../shared/bridge'
import { formatAmount, parseAmount } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { OutputRow, RequestRow, SharedAccountKey, SharedAccountRow } from '../../db'
import { paidOutputs, requestPays } from '../requests/pays'
import { recordOf, toItem } from '../requests/records'
import { words, type Words as Sentence } from '../../../../shared/i18n/words'
import { cachedWords, type Words } from '../words'

interface Locking {
  readonly transactionHash: string
  requestId: string | null
  readonly outputs: OutputRow[]
}

/** The locks of one asset: its locked outputs grouped by the transaction that spends them. */
function lockings(locked: readonly OutputRow[]): Locking[] {
  const by = new Map<string, Locking>()
  for (const o of locked) {
    const key = o.signed_by !== '' ? o.signed_by : (o.request_id ?? o.output_id)
    const l = by.get(key) ?? { transactionHash: o.signed_by, requestId: null, outputs: [] }
    l.outputs.push(o)
    l.requestId ??= o.request_id
    by.set(key, l)
  }
  return [...by.values()]
}

function lockOf(ctx: CoreContext, userId: string, l: Locking): AssetLock {
  const locked = l.outputs.reduce((sum, o) => sum + parseAmount(o.amount), 0n)
  let row: RequestRow | undefined
  if (l.requestId) row = ctx.cache.requests.get(userId, l.requestId)
  if (!row && l.transactionHash !== '')
    row = ctx.cache.requests.byTransactionHash(userId, l.transactionHash)[0]
  const record = row && recordOf(row)
  const item = row && toItem(row)
  const pays = record && requestPays(record)
  const base = {
    request_id: row?.request_id ?? l.requestId,
    transaction_hash: l.transactionHash || (record?.transaction_hash ?? null),
    locked: formatAmount(locked),
    outputs: l.outputs.length,
  }
  if (!item || !pays)
    return { ...base, pays: null, to: null, change: null, memo: '', request: null, actions: [] }
  const actions: LockAction[] = []
  if (item.state === 'needs-signature') actions.push('sign')
  if (item.progress === 'open' && item.my_role === 'signer') actions.push('unlock')
  if (item.progress === 'complete') actions.push('wait')
  return {
    ...base,
    pays: formatAmount(pays.external),
    to: paidOutputs(pays)
      .filter((o) => o.kind !== 'change')
      .map((o) => ({
        amount: o.amount,
        kind: o.kind === 'withdrawal' ? 'withdrawal' : 'external',
        members: o.members,
        threshold: o.threshold,
        destination: o.destination,
        tag: o.tag,
      })),
    change: formatAmount(pays.change),
    memo: item.memo,
    request: item,
    actions,
  }
}

function reasonOf(available: bigint, locked: bigint): AvailabilityReason {
  if (locked === 0n) return available === 0n ? 'empty' : 'free'
  return available === 0n ? 'all-locked' : 'partly-locked'
}

type Subject = 'it' | 'one' | 'another'

/** Where one payment of a lock goes: an account's owners by name, or an address. */
function payeeValues(
  r: NonNullable<AssetLock['to']>[number],
  assetId: string,
  w: Words,
): { amount: string; kind: 'address' | 'account'; to: string; address: string } {
  const amount = w.amount(r.amount, assetId)
  return r.kind === 'withdrawal'
    ? { amount, kind: 'address', to: '', address: r.destination ?? '' }
    : { amount, kind: 'account', to: w.owners(r.members, r.threshold), address: '' }
}

/** One lock in sentences: what it pays (each further payee a sentence of its own) and what comes back when. */
function lockWords(lock: AssetLock, assetId: string, w: Words, subject: Subject): Sentence[] {
  if (lock.pays === null)
    return [words('core.availability.unread', { subject, locked: w.amount(lock.locked, assetId) })]
  const [first, ...more] = (lock.to ?? []).map((r) => payeeValues(r, assetId, w))
  // A request paying nobody outside returns everything to the account itself.
  const locked = w.amount(lock.locked, assetId)
  const pays = first ?? { amount: locked, kind: 'account', to: '', address: '', self: 'yes' }
  const values = { subject, self: 'no', ...pays, locked }
  const change = parseAmount(lock.change ?? '0')
  const withChange = change > 0n ? { change: w.amount(lock.change!, assetId) } : undefined
  const also = more.map((m) => words('core.availability.alsoPays', m))
  if (lock.actions.includes('wait'))
    return [
      withChange
        ? words('core.availability.sendingChange', { ...values, ...withChange })
        : words('core.availability.sending', values),
      ...also,
    ]
  return [
    withChange
      ? words('core.availability.pendingChange', { ...values, ...withChange })
      : words('core.availability.pending', values),
    ...also,
  ]
}

/** The sentences a screen or a terminal shows for one asset, as catalog words. */
function explanation(a: Omit<AssetAvailability, 'explanation'>, w: Words): Sentence[] {
  const id = a.asset_id
  if (a.reason === 'empty') return [words('core.availability.empty', { symbol: a.symbol })]
  if (a.reason === 'free')
    return [words('core.availability.free', { available: w.amount(a.available, id) })]
  const count = a.locks.length
  const lead =
    a.reason === 'partly-locked'
      ? words('core.availability.partlyLocked', {
          available: w.amount(a.available, id),
          count,
          locked: w.amount(a.locked, id),
        })
      : words('core.availability.allLocked', { count, locked: w.amount(a.locked, id) })
  const each = a.locks.flatMap((l, i) =>
    lockWords(l, id, w, count === 1 ? 'it' : i === 0 ? 'one' : 'another'),
  )
  const sentences = [lead, ...each]
  if (a.reason === 'all-locked') {
    const can = new Set(a.locks.flatMap((l) => l.actions))
    const ways =
      can.has('sign') && can.has('unlock')
        ? 'both'
        : can.has('sign')
          ? 'sign'
          : can.has('unlock')
            ? 'unlock'
            : 'none'
    sentences.push(
      words('core.availability.nothingElse', {
        symbol: a.symbol,
        ways,
        each: count > 1 ? 'yes' : 'no',
      }),
    )
  }
  return sentences
}

/** One shared account's availability per asset (of `assetId` only, when given). */
export function accountAvailability(
  ctx: CoreContext,
  userId: string,
  account: SharedAccountRow,
  assetId?: string,
): AccountAvailability {
  const key: SharedAccountKey = { members_hash: account.members_hash, threshold: account.threshold }
  const balances = ctx.cache.treasury
    .balances(userId, key)
    .filter((b) => assetId === undefined || b.asset_id === assetId)
  const locked = ctx.cache.treasury.locked(userId, key).filter((o) => o.inscription_hash === null)
  const perAsset = balances.map((b) => ({
    b,
    locks: lockings(locked.filter((o) => o.asset_id === b.asset_id)).map((l) =>
      lockOf(ctx, userId, l),
    ),
  }))
  const w = cachedWords(ctx, userId, {
    people: perAsset.flatMap((p) => p.locks.flatMap((l) => (l.to ?? []).flatMap((r) => r.members))),
    assets: balances.map((b) => b.asset_id),
  })
  const assets = perAsset.map(({ b, locks }): AssetAvailability => {
    const available = parseAmount(b.unspent)
    const lockedSum = parseAmount(b.locked)
    const base = {
      asset_id: b.asset_id,
      symbol: w.symbol(b.asset_id),
      available: b.unspent,
      available_outputs: b.unspent_outputs,
      locked: b.locked,
      locked_outputs: b.locked_outputs,
      returning: formatAmount(locks.reduce((sum, l) => sum + parseAmount(l.change ?? '0'), 0n)),
      reason: reasonOf(available, lockedSum),
      locks,
    }
    return { ...base, explanation: explanation(base, w) }
  })
  return {
    members_hash: account.members_hash,
    threshold: account.threshold,
    synced_at: account.synced_at,
    assets,
  }
}
