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

/** "120 USDT to Carol", "2 USDT to a withdrawal address". */
function paysWords(lock: AssetLock, assetId: string, w: Words): string {
  const to = (lock.to ?? []).map(
    (r) =>
      `${w.amount(r.amount, assetId)} to ${r.kind === 'withdrawal' ? `the address ${r.destination}` : w.owners(r.members, r.threshold)}`,
  )
  return to.length > 0
    ? to.join(' and ')
    : `${w.amount(lock.locked, assetId)} back to this account itself`
}

/** One lock in a sentence: what it pays and what comes back when. `subject` starts it ("It", "One"). */
function lockWords(lock: AssetLock, assetId: string, w: Words, subject: string): string {
  if (lock.pays === null) {
    return `${subject === 'It' ? 'This wallet has not read that request yet' : `This wallet has not read ${subject.toLowerCase()} of them yet`}, so what it pays is not known: sync the requests to see it (it locks ${w.amount(lock.locked, assetId)}).`
  }
  const pays = `${subject} pays ${paysWords(lock, assetId, w)}`
  const change = parseAmount(lock.change ?? '0')
  if (lock.actions.includes('wait')) {
    return `${pays}, and has every signature: it is being sent${change > 0n ? `, and ${w.amount(lock.change!, assetId)} comes back as change when it is final` : ''}.`
  }
  const back =
    change > 0n
      ? `; once it is signed and sent, ${w.amount(lock.change!, assetId)} comes back as change, and`
      : ';'
  return `${pays}${back} unlocking it frees all ${w.amount(lock.locked, assetId)}.`
}

/** The sentences a screen or a terminal shows for one asset. */
function explanation(a: Omit<AssetAvailability, 'explanation'>, w: Words): string {
  const id = a.asset_id
  if (a.reason === 'empty') return `This account holds no ${a.symbol}.`
  if (a.reason === 'free')
    return `All ${w.amount(a.available, id)} can be paid now; no pending request locks any of it.`
  const n = a.locks.length
  const lead = a.reason === 'partly-locked' ? `${w.amount(a.available, id)} can be paid now. ` : ''
  const who = n === 1 ? 'A pending request locks' : `${n} pending requests lock`
  const what =
    a.reason === 'all-locked'
      ? `all ${w.amount(a.locked, id)} of this account`
      : w.amount(a.locked, id)
  const each = a.locks.map((l, i) =>
    lockWords(l, id, w, n === 1 ? 'It' : i === 0 ? 'One' : 'Another'),
  )
  const sentences = [`${lead}${who} ${what}.`, ...each]
  if (a.reason === 'all-locked') {
    const can = new Set(a.locks.flatMap((l) => l.actions))
    const ways = [can.has('sign') ? 'sign it' : '', can.has('unlock') ? 'unlock it' : ''].filter(
      (x) => x !== '',
    )
    const it = n > 1 ? ' (each on its own)' : ''
    sentences.push(
      `Nothing else can be paid in ${a.symbol} until then${ways.length > 0 ? `: ${ways.join(', or ')}${it}` : ''}.`,
    )
  }
  return sentences.join(' ')
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
