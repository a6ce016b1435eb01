/**
 * The ledger of one shared account, built from what the wallet synced (works offline): its outputs
 * as the service listed them and the requests it knows. One row per movement:
 *
 * - **in**: every output the account received from others — a deposit (no senders), or a payment
 *   from users or another account, named by its senders — with the memo it came with;
 * - **out**: every payment the account made, one row per receiver, read from the request's own raw
 *   transaction (../requests/pays), so a payment of 120 from a 2,500 output is 120, not 2,500;
 *   where the wallet never read the request, the inputs less the change it saw come back, to
 *   "a receiver this wallet did not see".
 *
 * Change that came back from the account's own payments is kept out: it is neither. Pending
 * requests move nothing yet; only spent outputs do. So the rows' amounts, in less out, add up to
 * what the account holds.
 * @module
 */
import type { LedgerRow } from '../../../../shared/bridge'
import type { MultisigRequest } from '../../../../shared/api/ledger'
import { parseTime } from '../../../../shared/api/time'
import { localTimeWithOffset } from '../../../../shared/csv'
import { decodeTransactionHex, formatAmount, parseAmount, toHex } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { OutputRow, RequestRow, SharedAccountRow } from '../../db'
import { requestPays } from '../requests/pays'
import { recordOf } from '../requests/records'
import { memoText } from '../requests/review'
import { cachedWords, shortId, type Words } from '../words'

export interface LedgerRange {
  readonly assetId?: string | undefined
  /** Inclusive, ms. */
  readonly since?: number | undefined
  /** Exclusive, ms. */
  readonly until?: number | undefined
}

/** A spend of the account: a transaction, the outputs of the account it spent, and its request when known. */
interface Spend {
  readonly hash: string
  readonly outputs: OutputRow[]
  request: MultisigRequest | undefined
}

/** Requests the wallet keeps in these states, page by page. */
function cachedRequests(
  ctx: CoreContext,
  userId: string,
  states: readonly RequestRow['state'][],
): RequestRow[] {
  const rows: RequestRow[] = []
  for (;;) {
    const page = ctx.cache.requests.queue(userId, {
      state: states,
      limit: 1000,
      offset: rows.length,
    })
    rows.push(...page)
    if (page.length < 1000) return rows
  }
}

/** A memo as text, or its hex when it is not text. */
const memoOf = (extraHex: string | null | undefined): string =>
  extraHex ? (memoText(extraHex) ?? `hex ${extraHex}`) : ''

const outputKey = (hash: string, index: number) => `${hash}:${index}`

/** The spends of the account's outputs, each with its request where the wallet knows it. */
function spendsOf(
  ctx: CoreContext,
  userId: string,
  account: SharedAccountRow,
  outputs: readonly OutputRow[],
): { spends: Map<string, Spend>; unattributed: OutputRow[] } {
  const spends = new Map<string, Spend>()
  const byKey = new Map(outputs.map((o) => [outputKey(o.transaction_hash, o.output_index), o]))
  const spent = outputs.filter((o) => o.state === 'spent')
  const add = (hash: string, o: OutputRow, request?: MultisigRequest) => {
    const s = spends.get(hash) ?? { hash, outputs: [], request: undefined }
    if (!s.outputs.includes(o)) s.outputs.push(o)
    s.request ??= request
    spends.set(hash, s)
  }
  for (const o of spent) if (o.signed_by !== '') add(o.signed_by, o)
  // A sent request of the account names, in its raw, the outputs it spent: those the wallet saw spent
  // without the transaction that spent them (it was made and final between two syncs) are its.
  for (const row of cachedRequests(ctx, userId, ['sending', 'done'])) {
    const r = recordOf(row)
    if (!r || r.senders_hash !== account.members_hash || r.senders_threshold !== account.threshold)
      continue
    let inputs
    try {
      inputs = decodeTransactionHex(r.raw_transaction).inputs
    } catch {
      continue
    }
    for (const i of inputs) {
      const o = byKey.get(outputKey(toHex(i.hash), i.index))
      if (o?.state === 'spent') add(r.transaction_hash, o, r)
    }
  }
  for (const s of spends.values()) {
    const requestId = s.outputs.find((o) => o.request_id !== null)?.request_id
    const row =
      (requestId ? ctx.cache.requests.get(userId, requestId) : undefined) ??
      ctx.cache.requests.byTransactionHash(userId, s.hash)[0]
    s.request ??= row ? recordOf(row) : undefined
  }
  const attributed = new Set([...spends.values()].flatMap((s) => s.outputs))
  return { spends, unattributed: spent.filter((o) => !attributed.has(o)) }
}

const msOf = (rfc3339: string) => Number(parseTime(rfc3339) / 1_000_000n)

/** "Withdrawal to 1BvBMSEY… (tag 42)". */
const addressWords = (destination: string, tag: string) =>
  `Withdrawal to ${destination}${tag ? ` (tag ${tag})` : ''}`

function row(o: Omit<LedgerRow, 'time' | 'symbol'>, w: Words): LedgerRow {
  return { ...o, time: localTimeWithOffset(o.at), symbol: w.symbol(o.asset_id) }
}

/** The rows of one spend: one per receiver when the request is known, else what left in one row. */
function spendRows(
  s: Spend,
  account: SharedAccountRow,
  outputs: readonly OutputRow[],
  w: Words,
): LedgerRow[] {
  // Paid when its last signature went in (the request's last change); else when its inputs last changed.
  const at = s.request
    ? msOf(s.request.updated_at)
    : Math.max(...s.outputs.map((o) => o.updated_at))
  const assetId = s.outputs[0]!.asset_id
  const pays = s.request && requestPays(s.request)
  if (s.request && pays) {
    const memo = memoOf(s.request.extra)
    return pays.outputs
      .filter((o) => o.kind !== 'change')
      .map((o) =>
        row(
          {
            at,
            direction: 'out',
            kind: o.kind === 'withdrawal' ? 'withdrawal' : 'payment',
            asset_id: s.request!.asset_id,
            amount: o.amount,
            counterparty:
              o.kind === 'withdrawal'
                ? addressWords(o.destination, o.tag)
                : w.owners(o.members, o.threshold),
            counterparty_ids: o.kind === 'withdrawal' ? [o.destination] : o.members,
            memo,
            request_id: s.request!.request_id,
            transaction_hash: s.hash,
          },
          w,
        ),
      )
  }
  const spent = s.outputs.reduce((sum, o) => sum + parseAmount(o.amount), 0n)
  const back = outputs
    .filter((o) => o.transaction_hash === s.hash && o.asset_id === assetId)
    .reduce((sum, o) => sum + parseAmount(o.amount), 0n)
  if (spent <= back) return []
  const requestId = s.outputs.find((o) => o.request_id !== null)?.request_id ?? null
  return [
    row(
      {
        at,
        direction: 'out',
        kind: 'payment',
        asset_id: assetId,
        amount: formatAmount(spent - back),
        counterparty: `A receiver this wallet did not see (${requestId ? `request ${shortId(requestId)}` : 'its request was never read'}; ${account.threshold}-of-${account.members.length} account)`,
        counterparty_ids: [],
        memo: '',
        request_id: requestId,
        transaction_hash: s.hash,
      },
      w,
    ),
  ]
}

/** Who paid an output in, by what the wallet knows: its senders, a known account of that hash, a request. */
function senderOf(
  ctx: CoreContext,
  userId: string,
  o: OutputRow,
  w: Words,
): { name: string; ids: string[] } {
  if (o.senders && o.senders.length > 0) {
    return {
      name: o.senders_threshold
        ? w.owners(o.senders, o.senders_threshold)
        : o.senders.map(w.person).join(', '),
      ids: o.senders,
    }
  }
  const known = ctx.cache.treasury
    .sharedAccounts(userId)
    .find((a) => a.members_hash === o.senders_hash)
  if (known) return { name: w.owners(known.members, known.threshold), ids: known.members }
  const request = ctx.cache.requests.byTransactionHash(userId, o.transaction_hash)[0]
  const r = request && recordOf(request)
  if (r) return { name: w.owners(r.senders, r.senders_threshold), ids: r.senders }
  return {
    name: `A sender this wallet cannot name (senders hash ${o.senders_hash.slice(0, 8)}…)`,
    ids: [],
  }
}

const isDeposit = (o: OutputRow) =>
  o.senders !== null ? o.senders.length === 0 : o.senders_hash === ''

/** The ledger of `account`, oldest first. */
export function ledgerRows(
  ctx: CoreContext,
  userId: string,
  account: SharedAccountRow,
  range: LedgerRange = {},
): LedgerRow[] {
  const outputs = ctx.cache.treasury.allOf(userId, account)
  const { spends, unattributed } = spendsOf(ctx, userId, account, outputs)
  const people = new Set<string>()
  for (const o of outputs) for (const id of o.senders ?? []) people.add(id)
  for (const s of spends.values())
    for (const rc of s.request?.receivers ?? []) for (const m of rc.members) people.add(m)
  for (const a of ctx.cache.treasury.sharedAccounts(userId))
    for (const m of a.members) people.add(m)
  const w = cachedWords(ctx, userId, { people, assets: outputs.map((o) => o.asset_id) })

  const rows: LedgerRow[] = []
  for (const o of outputs) {
    const fromItself =
      o.senders_hash === account.members_hash &&
      (o.senders_threshold === null || o.senders_threshold === account.threshold)
    if (fromItself && spends.has(o.transaction_hash)) continue
    const base = {
      at: o.created_at,
      direction: 'in' as const,
      asset_id: o.asset_id,
      amount: o.amount,
      memo: memoOf(o.extra),
      transaction_hash: o.transaction_hash,
    }
    if (fromItself) {
      rows.push(
        row(
          {
            ...base,
            kind: 'change',
            counterparty: 'This account itself (change of a payment this wallet did not see)',
            counterparty_ids: [],
            request_id: null,
          },
          w,
        ),
      )
    } else if (isDeposit(o)) {
      rows.push(
        row(
          {
            ...base,
            kind: 'deposit',
            counterparty: 'Deposit from outside the network',
            counterparty_ids: [],
            request_id: null,
          },
          w,
        ),
      )
    } else {
      const from = senderOf(ctx, userId, o, w)
      const request = ctx.cache.requests.byTransactionHash(userId, o.transaction_hash)[0]
      rows.push(
        row(
          {
            ...base,
            kind: 'received',
            counterparty: from.name,
            counterparty_ids: from.ids,
            request_id: request?.request_id ?? null,
          },
          w,
        ),
      )
    }
  }
  for (const s of spends.values()) rows.push(...spendRows(s, account, outputs, w))
  for (const o of unattributed) {
    rows.push(
      row(
        {
          at: o.updated_at,
          direction: 'out',
          kind: 'payment',
          asset_id: o.asset_id,
          amount: o.amount,
          counterparty: 'Spent by a transaction this wallet did not see',
          counterparty_ids: [],
          memo: '',
          request_id: o.request_id,
          transaction_hash: null,
        },
        w,
      ),
    )
  }
  return rows
    .filter(
      (r) =>
        (range.assetId === undefined || r.asset_id === range.assetId) &&
        r.at >= (range.since ?? 0) &&
        r.at < (range.until ?? Number.MAX_SAFE_INTEGER),
    )
    .sort(
      (a, b) => a.at - b.at || (a.direction === b.direction ? 0 : a.direction === 'in' ? -1 : 1),
    )
}
