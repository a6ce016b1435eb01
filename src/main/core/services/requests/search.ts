/**
 * Searching the queue, from the cache (works offline): every state at once, so a request is found
 * whichever tab it is in, with the count per state for the tabs, and per request what matched. A
 * query is words; a request matches when each word is found in one of its fields: the amount, the
 * asset's symbol, name or id, the memo (treasurers look payments up by invoice number), whom it
 * pays (its change left out) and who signed it — by the names the users cache holds, or by id —,
 * the label of the account it spends from, its id or its transaction hash. Case and accents are
 * ignored, and "2,500" finds 2500.
 * @module
 */
import type { QueueMatch, QueueMatchField, QueueSearchPage, SearchedRequest } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import { REQUEST_STATES, searchFold, type RequestState, type SearchRow } from '../../db'
import { memoText } from './review'
import { toItem } from './records'

export interface QueueSearch {
  readonly query: string
  readonly state?: readonly RequestState[]
  readonly limit?: number
  readonly offset?: number
}

/** The longest memo a match quotes. */
const QUOTE_MAX = 200

interface Field {
  readonly field: QueueMatchField
  readonly text: string
  /** What the words are looked for in: the text folded (and ids as they are). */
  readonly folded: string
  readonly userId: string | null
}

const list = (json: string | null): string[] => {
  if (json === null) return []
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

interface Receiver {
  members: string[]
  threshold: number
}

const receiversOf = (json: string | null): Receiver[] => {
  if (json === null) return []
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v)
      ? v.flatMap((r: { members?: unknown; threshold?: unknown }) => (Array.isArray(r?.members) ? [{ members: r.members.filter((m): m is string => typeof m === 'string'), threshold: Number(r.threshold) }] : []))
      : []
  } catch {
    return []
  }
}

interface Row extends SearchRow {
  readonly signers: string[]
  readonly receivers: Receiver[]
  readonly senders: string[]
}

/** Text folded as the users cache folds names; plain ASCII (most memos) the quick way, to the same result. */
const fold = (text: string): string => (/^[\x20-\x7e]*$/.test(text) ? text.toLowerCase().replace(/ +/g, ' ').trim() : searchFold(text))

/** The words of a query, folded; a number written with thousands separators loses them. */
export function queryWords(query: string): string[] {
  return searchFold(query)
    .split(' ')
    .filter((w) => w !== '')
    .map((w) => (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(w) ? w.replace(/,/g, '') : w))
}

/** Searches the cached queue of `userId`. @throws CoreError 'account-not-found' */
export function searchQueue(ctx: CoreContext, userId: string, q: QueueSearch): QueueSearchPage {
  ctx.account(userId)
  const query = q.query.trim()
  const words = queryWords(query)
  const wanted = new Set(q.state ?? REQUEST_STATES)
  const rows = ctx.cache.requests.searchRows(userId).map((r) => ({ ...r, signers: list(r.signers_json), receivers: receiversOf(r.receivers_json), senders: list(r.senders_json) }))

  const people = new Set<string>()
  const assets = new Set<string>()
  for (const r of rows) {
    for (const id of r.signers) people.add(id)
    for (const rc of r.receivers) for (const id of rc.members) people.add(id)
    if (r.asset_id) assets.add(r.asset_id)
  }
  // Folded once per search: names, assets and labels; per request only its memo needs folding.
  const names = new Map(ctx.cache.people.getMany([...people]).map((u) => [u.user_id, { text: u.full_name.trim(), folded: searchFold(u.full_name) }]))
  const assetText = new Map(ctx.cache.assets.getMany([...assets]).map((a) => [a.asset_id, { text: a.symbol, folded: `${searchFold(a.symbol)} ${searchFold(a.name)}` }]))
  const labels = new Map(
    ctx.cache.treasury
      .sharedAccounts(userId)
      .filter((a) => a.label.trim() !== '')
      .map((a) => [`${a.members_hash}|${a.threshold}`, { text: a.label.trim(), folded: searchFold(a.label) }]),
  )

  const person = (field: 'receiver' | 'signer', id: string): Field => {
    const name = names.get(id)
    return { field, text: name?.text || id, folded: `${name?.folded ?? ''} ${id}`, userId: id }
  }
  const fieldsOf = (r: Row): Field[] => {
    const out: Field[] = []
    const plain = (field: QueueMatchField, text: string, folded: string) => out.push({ field, text, folded, userId: null })
    if (r.amount) plain('amount', r.amount, r.amount)
    if (r.asset_id) {
      const a = assetText.get(r.asset_id)
      plain('asset', a?.text ?? r.asset_id, `${a?.folded ?? ''} ${r.asset_id}`)
    }
    const memo = r.extra ? memoText(r.extra) : null
    if (memo) plain('memo', memo.length > QUOTE_MAX ? `${memo.slice(0, QUOTE_MAX)}…` : memo, fold(memo))
    const senders = [...r.senders].sort().join()
    for (const rc of r.receivers) {
      // Change back to the senders is not whom a request pays.
      if (rc.threshold === r.senders_threshold && [...rc.members].sort().join() === senders) continue
      for (const m of new Set(rc.members)) out.push(person('receiver', m))
    }
    for (const s of new Set(r.signers)) out.push(person('signer', s))
    const label = r.senders_hash && r.senders_threshold !== null ? labels.get(`${r.senders_hash}|${r.senders_threshold}`) : undefined
    if (label) plain('account', label.text, label.folded)
    plain('request-id', r.request_id, r.request_id)
    plain('transaction-hash', r.transaction_hash, r.transaction_hash)
    return out
  }

  const counts = Object.fromEntries(REQUEST_STATES.map((s) => [s, 0])) as Record<RequestState, number>
  const hits: { row: Row; matched: QueueMatch[] }[] = []
  for (const r of rows) {
    let matched: QueueMatch[] = []
    if (words.length > 0) {
      const fields = fieldsOf(r)
      const found = new Set<Field>()
      const every = words.every((w) => {
        const hit = fields.filter((f) => f.folded.includes(w))
        for (const f of hit) found.add(f)
        return hit.length > 0
      })
      if (!every) continue
      const seen = new Set<string>()
      for (const f of fields) {
        const key = `${f.field}|${f.userId ?? f.text}`
        if (!found.has(f) || seen.has(key)) continue
        seen.add(key)
        matched.push({ field: f.field, text: f.text, user_id: f.userId })
      }
    }
    counts[r.state]++
    if (wanted.has(r.state)) hits.push({ row: r, matched })
  }
  const offset = q.offset ?? 0
  const items = hits.slice(offset, offset + (q.limit ?? 100)).flatMap(({ row, matched }): SearchedRequest[] => {
    const cached = ctx.cache.requests.get(userId, row.request_id)
    const item = cached && toItem(cached)
    return item ? [{ ...item, matched }] : []
  })
  return { query, items, counts, total: Object.values(counts).reduce((a, b) => a + b, 0) }
}
