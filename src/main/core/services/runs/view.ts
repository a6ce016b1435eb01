/**
 * A run as the bridge shows it (`RunDetail`), from its record and what the wallet knows now: each
 * request as cached (where it stands, who signed, who it still waits for, what its raw pays and
 * spends), each row's payee by name and state, per-asset totals with what stays in the account, and
 * the flags a reviewer is asked to notice. Reads the cache alone, so it works offline.
 *
 * "Never paid" is the account's sent payments (its requests that reached their threshold) to the
 * same receivers, this run's own left out; "not in the contacts" is a contact met before the run was
 * first seen here — the run's requests make their receivers contacts, which must not hide them.
 * @module
 */
import type { MultisigRequest } from '../../../../shared/api/ledger'
import type {
  AssetTotal,
  QueueState,
  RowState,
  RunDetail,
  RunRequest,
  RunRow,
} from '../../../../shared/bridge'
import {
  buildMixAddress,
  decodeTransactionHex,
  formatAmount,
  membersHash,
  parseAmount,
} from '../../../../shared/kernel'
import { runAmounts } from '../../../../shared/run-statement'
import type { CoreContext } from '../../context'
import type { RunPayee, RunRecord, RunRequestKind, RunRowRecord } from '../../db'
import { recordOf } from '../requests/records'
import { progressOf, signedSenders } from '../requests/state'

/** A request of a run as the view needs it; `planned` for one not created yet (a preview, a plan). */
export interface ViewRequest {
  readonly request_id: string
  readonly asset_id: string
  readonly kind: RunRequestKind
  readonly inscription_hash: string | null
  readonly planned?: {
    readonly amount: bigint
    readonly change: bigint
    readonly inputs: number
    readonly outputs: number
  }
}

/** What a run's view is made from. */
export interface ViewInput {
  readonly record: Omit<RunRecord, 'source'> & { readonly source?: string | null }
  readonly rows: readonly RunRowRecord[]
  readonly requests: readonly ViewRequest[]
}

/** A request's facts from its cached record. */
interface RequestFacts {
  readonly record: MultisigRequest
  readonly state: QueueState
  readonly amount: bigint
  readonly change: bigint
  readonly inputs: number
  readonly outputs: number
}

export const symbolOf = (ctx: CoreContext, assetId: string): string =>
  ctx.cache.assets.get(assetId)?.symbol || `(asset ${assetId.slice(0, 8)})`

/** When this wallet first saw a run: made or opened here, or one of its requests synced before that. */
export function firstSeen(
  ctx: CoreContext,
  userId: string,
  createdAt: number,
  requestIds: readonly string[],
): number {
  return Math.min(
    createdAt,
    ...requestIds.flatMap((id) => {
      const row = ctx.cache.requests.get(userId, id)
      return row ? [row.created_at] : []
    }),
  )
}

/** A payee's key among the account's paid receivers (`members_hash:threshold`), or null for addresses. */
export const payeeKey = (p: RunPayee): string | null =>
  p.kind === 'users' ? `${membersHash(p.members)}:${p.threshold}` : null

function facts(ctx: CoreContext, userId: string, requestId: string): RequestFacts | undefined {
  const row = ctx.cache.requests.get(userId, requestId)
  const record = row && recordOf(row)
  if (!row || !record) return undefined
  let amount = 0n
  let change = 0n
  let inputs = 0
  let outputs = 0
  try {
    const tx = decodeTransactionHex(record.raw_transaction)
    inputs = tx.inputs.length
    outputs = tx.outputs.length
    tx.outputs.forEach((o, i) => {
      const r = record.receivers[i]
      if (
        r &&
        r.members.length > 0 &&
        r.members_hash === record.senders_hash &&
        r.threshold === record.senders_threshold
      )
        change += o.amount
      else amount += o.amount
    })
  } catch {
    // A raw that does not decode is refused by review; the view shows what the service says.
    amount = parseAmount(record.amount)
  }
  return { record, state: row.state, amount, change, inputs, outputs }
}

const ROW_STATES: Record<QueueState, RowState> = {
  'needs-signature': 'waiting',
  waiting: 'waiting',
  sending: 'sending',
  done: 'paid',
  unlocked: 'unlocked',
}

/** The name a person reads for a payee: "Bob", "2 of 3: Bob, Carol, Dave", or the address. */
export function payeeName(names: ReadonlyMap<string, string>, p: RunPayee): string {
  if (p.kind === 'xin')
    return p.addresses.length === 1
      ? p.addresses[0]!
      : `${p.threshold} of ${p.addresses.length} addresses`
  const who = p.members.map((m) => names.get(m) || m)
  return who.length === 1 && p.threshold === 1
    ? who[0]!
    : `${p.threshold} of ${who.length}: ${who.join(', ')}`
}

/**
 * The run as the bridge shows it.
 * @param o.available spendable per asset before the run, for a plan not yet created; otherwise read
 *   from the account's balances
 */
export function runDetail(
  ctx: CoreContext,
  userId: string,
  input: ViewInput,
  o: { available?: ReadonlyMap<string, bigint> } = {},
): RunDetail {
  const { record, rows } = input
  const known = new Map(input.requests.map((q) => [q.request_id, facts(ctx, userId, q.request_id)]))
  const seenAt = firstSeen(
    ctx,
    userId,
    record.created_at,
    input.requests.map((q) => q.request_id),
  )
  const ids = [
    ...new Set([
      ...rows.flatMap((r) => (r.resolved.kind === 'users' ? r.resolved.members : [])),
      ...(record.target?.members ?? []),
    ]),
  ]
  const names = new Map(ctx.cache.people.getMany(ids).map((u) => [u.user_id, u.full_name.trim()]))
  const metAt = new Map(ctx.cache.people.contacts(userId).map((c) => [c.user_id, c.met_at]))
  const key = { members_hash: record.members_hash, threshold: record.threshold }
  const paid = ctx.cache.runs.paidReceivers(
    userId,
    key,
    input.requests.map((q) => q.request_id),
  )

  const requests: RunRequest[] = input.requests.map((q) => {
    const f = known.get(q.request_id)
    const base = {
      request_id: q.request_id,
      asset_id: q.asset_id,
      symbol: symbolOf(ctx, q.asset_id),
      kind: q.kind,
      inscription_hash: q.inscription_hash,
    }
    if (!f) {
      const p = q.planned
      return {
        ...base,
        amount: formatAmount(p?.amount ?? 0n),
        change: formatAmount(p?.change ?? 0n),
        inputs: p?.inputs ?? 0,
        outputs: p?.outputs ?? 0,
        state: null,
        progress: null,
        signers: [],
        threshold: record.threshold,
        waiting_for: [],
        transaction_hash: null,
      }
    }
    const progress = progressOf(f.record, { sent: f.state === 'done' })
    const signed = signedSenders(f.record)
    return {
      ...base,
      amount: formatAmount(f.amount),
      change: formatAmount(f.change),
      inputs: f.inputs,
      outputs: f.outputs,
      state: f.state,
      progress,
      signers: [...signed],
      threshold: f.record.senders_threshold,
      waiting_for: progress === 'open' ? f.record.senders.filter((s) => !signed.has(s)) : [],
      transaction_hash: f.record.transaction_hash,
    }
  })
  const byId = new Map(requests.map((q) => [q.request_id, q]))

  const runRows: RunRow[] = rows.map((r) => {
    const q = r.request_id ? byId.get(r.request_id) : undefined
    const k = payeeKey(r.resolved)
    const people = r.resolved.kind === 'users' ? r.resolved.members : []
    return {
      row: r.row,
      payee_text: r.payee,
      payee: r.resolved,
      name: payeeName(names, r.resolved),
      amount: r.amount,
      asset_id: r.asset_id,
      symbol: symbolOf(ctx, r.asset_id),
      note: r.note,
      request_id: r.request_id,
      output_index: r.output_index,
      first_payment: k === null || !paid.has(k),
      not_in_contacts: people.some((m) => (metAt.get(m) ?? Infinity) >= seenAt),
      state: q?.state
        ? ROW_STATES[q.state]
        : record.status === 'draft' || !r.request_id
          ? 'draft'
          : 'waiting',
      transaction_hash: q?.transaction_hash ?? null,
    }
  })

  return {
    run_id: record.run_id,
    kind: record.kind,
    status: record.status,
    state: runState(requests, record.status),
    name: record.name,
    memo: record.memo,
    members_hash: record.members_hash,
    threshold: record.threshold,
    members: record.members,
    proposer: record.proposer,
    created_at: record.created_at,
    updated_at: record.updated_at,
    finished_at: record.finished_at,
    shared_in: record.shared_in,
    row_count: rows.length,
    totals: totals(ctx, userId, key, rows, requests, o.available),
    requests,
    target: record.target
      ? {
          ...record.target,
          members_hash: membersHash(record.target.members),
          address: buildMixAddress(record.target),
        }
      : null,
    rows: runRows,
    source: record.source ?? null,
  }
}

function runState(
  requests: readonly RunRequest[],
  status: RunRecord['status'],
): RunDetail['state'] {
  if (status === 'draft' || requests.length === 0 || requests.every((q) => q.state === null))
    return status === 'draft' ? 'draft' : 'waiting'
  if (requests.some((q) => q.state === 'unlocked')) return 'unlocked'
  if (requests.every((q) => q.state === 'done')) return 'done'
  if (requests.every((q) => q.state === 'done' || q.state === 'sending')) return 'sending'
  return 'waiting'
}

/**
 * Per asset: what the run pays (its rows, or its sweeps), from what the account could spend were the
 * run not there (its unspent outputs now and what the run's open requests lock), and what stays.
 */
function totals(
  ctx: CoreContext,
  userId: string,
  key: { members_hash: string; threshold: number },
  rows: readonly RunRowRecord[],
  requests: readonly RunRequest[],
  available: ReadonlyMap<string, bigint> | undefined,
): AssetTotal[] {
  const balances = new Map(
    ctx.cache.treasury.balances(userId, key).map((b) => [b.asset_id, parseAmount(b.unspent)]),
  )
  const assets = [...new Set([...rows.map((r) => r.asset_id), ...requests.map((q) => q.asset_id)])]
  return assets.map((assetId) => {
    const mine = requests.filter((q) => q.asset_id === assetId)
    const fromRows = rows.filter((r) => r.asset_id === assetId)
    const total =
      fromRows.length > 0
        ? fromRows.reduce((s, r) => s + parseAmount(r.amount), 0n)
        : mine.reduce((s, q) => s + parseAmount(q.amount), 0n)
    const open = mine.filter((q) => q.state === null || q.progress === 'open')
    const locked = available
      ? 0n
      : open.reduce((s, q) => s + parseAmount(q.amount) + parseAmount(q.change), 0n)
    const before = (available ?? balances).get(assetId) ?? 0n
    const pending = available ? total : open.reduce((s, q) => s + parseAmount(q.amount), 0n)
    const can = before + locked
    return {
      asset_id: assetId,
      symbol: symbolOf(ctx, assetId),
      total: formatAmount(total),
      rows: fromRows.length,
      requests: mine.length,
      available: formatAmount(can),
      stays: formatAmount(can > pending ? can - pending : 0n),
    }
  })
}

/** What a run pays or moves, in the English of the message shared with its group (./share). */
export function amountsOf(run: RunDetail): string[] {
  const { amounts, collectibles } = runAmounts(run)
  return collectibles > 0
    ? [...amounts, `${collectibles} collectible${collectibles === 1 ? '' : 's'}`]
    : amounts
}

/** "a", "a and b", "a, b and c". */
export const listText = (xs: readonly string[]): string =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`
