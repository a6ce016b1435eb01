/**
 * Searching the queue, from the cache (works offline): every state at once, so a request is found
 * whichever tab it is in, with the count per state for the tabs, and per request what matched. A
 * query is words; a request matches when each word is found in one of its fields: the amount, the
 * asset's symbol, name or id, the memo (treasurers look payments up by invoice number), whom it
 * pays (its change left out) and who signed it — by the names the users cache holds, or by id —,
 * the label of the account it spends from, its id or its transaction hash. Case and accents are
 * ignored, and "2,500" finds 2500.
 *
 * A search runs as the user types, over tens of thousands of requests: each request's searchable
 * fields are read and prepared once and kept until the queue changes (the cache's change stamp), so a
 * query only compares text. Names, symbols and labels are read at every query, as they change apart
 * from the queue.
 * @module
 */
import {
  QUEUE_STATES,
  type QueueMatch,
  type QueueMatchField,
  type QueueSearchPage,
  type QueueState,
  type SearchedRequest,
} from '../../../../shared/bridge'
import { paidReceivers } from '../../../../shared/paid-receivers'
import type { CoreContext } from '../../context'
import { searchFold, type SearchRow } from '../../db'
import { memoText } from './review'
import { toItem } from './records'

export interface QueueSearch {
  readonly query: string
  readonly state?: readonly QueueState[]
  readonly limit?: number
  readonly offset?: number
}

/** The longest memo a match quotes. */
const QUOTE_MAX = 200

/** A request as a search reads it: what each field holds, folded for comparing. */
interface Prepared {
  readonly requestId: string
  readonly transactionHash: string
  readonly state: QueueState
  readonly amount: string
  readonly assetId: string
  /** The memo as text, and folded; '' when there is none or it is not text. */
  readonly memo: string
  readonly memoFolded: string
  /** Whom it pays, change left out, each once. */
  readonly receivers: readonly string[]
  readonly signers: readonly string[]
  /** Its shared account, `members_hash|threshold`. */
  readonly account: string
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

const parsed = (json: string | null): unknown => {
  if (json === null) return null
  try {
    return JSON.parse(json) as unknown
  } catch {
    return null
  }
}

/** Text folded as the users cache folds names; plain ASCII (most memos) the quick way, to the same result. */
const fold = (text: string): string =>
  /^[\x20-\x7e]*$/.test(text) ? text.toLowerCase().replace(/ +/g, ' ').trim() : searchFold(text)

function prepare(r: SearchRow): Prepared {
  const senders = strings(parsed(r.senders_json))
  const list = parsed(r.receivers_json)
  const all = (
    Array.isArray(list) ? (list as { members?: unknown; threshold?: unknown }[]) : []
  ).map((rc) => ({ members: strings(rc?.members), threshold: Number(rc?.threshold) }))
  // Change back to the senders is not whom a request pays; a merge pays them all.
  const receivers = new Set(
    paidReceivers({ receivers: all, senders, threshold: r.senders_threshold ?? 0 }).flatMap(
      (rc) => rc.members,
    ),
  )
  const memo = (r.extra ? memoText(r.extra) : '') ?? ''
  return {
    requestId: r.request_id,
    transactionHash: r.transaction_hash,
    state: r.state,
    amount: r.amount ?? '',
    assetId: r.asset_id ?? '',
    memo,
    memoFolded: fold(memo),
    receivers: [...receivers],
    signers: [...new Set(strings(parsed(r.signers_json)))],
    account: `${r.senders_hash ?? ''}|${r.senders_threshold ?? ''}`,
  }
}

/** The words of a query, folded; a number written with thousands separators loses them. */
export function queryWords(query: string): string[] {
  return searchFold(query)
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(w) ? w.replace(/,/g, '') : w))
}

/** One field of one request, as a match names it. */
interface Field {
  readonly field: QueueMatchField
  readonly text: string
  readonly folded: string
  /**
   * An id the field also matches by its start, as people paste or type an id from its beginning: a
   * word found inside a hash ("2500" in …f592500…) is not a match.
   */
  readonly id: string | null
  readonly userId: string | null
}

export type QueueSearcher = (userId: string, q: QueueSearch) => QueueSearchPage

/** The search of {@link QueueSearch}es, keeping each account's prepared requests between queries. */
export function queueSearcher(ctx: CoreContext): QueueSearcher {
  const kept = new Map<string, { stamp: string; rows: Prepared[] }>()
  const rowsOf = (userId: string): Prepared[] => {
    const stamp = ctx.cache.requests.changeStamp()
    const had = kept.get(userId)
    if (had?.stamp === stamp) return had.rows
    const rows = ctx.cache.requests.searchRows(userId).map(prepare)
    kept.set(userId, { stamp, rows })
    return rows
  }

  return (userId, q) => {
    ctx.requireAccount(userId)
    const query = q.query.trim()
    const words = queryWords(query)
    const wanted = new Set(q.state ?? QUEUE_STATES)
    const rows = rowsOf(userId)

    const people = new Set<string>()
    const assets = new Set<string>()
    for (const r of rows) {
      for (const id of r.receivers) people.add(id)
      for (const id of r.signers) people.add(id)
      assets.add(r.assetId)
    }
    const names = new Map(
      ctx.cache.people
        .getMany([...people])
        .map((u) => [u.user_id, { text: u.full_name.trim(), folded: searchFold(u.full_name) }]),
    )
    const assetText = new Map(
      ctx.cache.assets
        .getMany([...assets].filter((a) => a !== ''))
        .map((a) => [
          a.asset_id,
          { text: a.symbol, folded: `${searchFold(a.symbol)} ${searchFold(a.name)}` },
        ]),
    )
    const labels = new Map(
      ctx.cache.treasury
        .sharedAccounts(userId)
        .filter((a) => a.label.trim() !== '')
        .map((a) => [
          `${a.members_hash}|${a.threshold}`,
          { text: a.label.trim(), folded: searchFold(a.label) },
        ]),
    )

    const person = (field: 'receiver' | 'signer', id: string): Field => {
      const name = names.get(id)
      return { field, text: name?.text || id, folded: name?.folded ?? '', id, userId: id }
    }
    const fieldsOf = (r: Prepared): Field[] => {
      const asset = assetText.get(r.assetId)
      const label = labels.get(r.account)
      const plain = (
        field: QueueMatchField,
        text: string,
        folded: string,
        id: string | null = null,
      ): Field => ({ field, text, folded, id, userId: null })
      return [
        plain('amount', r.amount, r.amount),
        plain('asset', asset?.text ?? r.assetId, asset?.folded ?? '', r.assetId),
        ...(r.memo !== ''
          ? [
              plain(
                'memo',
                r.memo.length > QUOTE_MAX ? `${r.memo.slice(0, QUOTE_MAX)}…` : r.memo,
                r.memoFolded,
              ),
            ]
          : []),
        ...r.receivers.map((m) => person('receiver', m)),
        ...r.signers.map((s) => person('signer', s)),
        ...(label ? [plain('account', label.text, label.folded)] : []),
        plain('request-id', r.requestId, '', r.requestId),
        plain('transaction-hash', r.transactionHash, '', r.transactionHash),
      ]
    }
    /** What matched every word, or undefined when a word matched nothing. */
    const matchesOf = (r: Prepared): QueueMatch[] | undefined => {
      const fields = fieldsOf(r)
      const found = new Set<Field>()
      for (const w of words) {
        const hit = fields.filter(
          (f) => f.folded.includes(w) || (f.id !== null && f.id.startsWith(w)),
        )
        if (hit.length === 0) return undefined
        for (const f of hit) found.add(f)
      }
      return fields
        .filter((f) => found.has(f))
        .map((f) => ({ field: f.field, text: f.text, user_id: f.userId }))
    }

    const counts = Object.fromEntries(QUEUE_STATES.map((s) => [s, 0])) as Record<QueueState, number>
    const hits: { row: Prepared; matched: QueueMatch[] }[] = []
    for (const r of rows) {
      const matched = words.length === 0 ? [] : matchesOf(r)
      if (matched === undefined) continue
      counts[r.state]++
      if (wanted.has(r.state)) hits.push({ row: r, matched })
    }
    const offset = q.offset ?? 0
    const items = hits
      .slice(offset, offset + (q.limit ?? 100))
      .flatMap(({ row, matched }): SearchedRequest[] => {
        const cached = ctx.cache.requests.get(userId, row.requestId)
        const item = cached && toItem(cached)
        return item ? [{ ...item, matched }] : []
      })
    return { query, items, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) }
  }
}
