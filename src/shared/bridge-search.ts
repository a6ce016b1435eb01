/**
 * Searching the request queue, on the bridge (see ./bridge for the contract): one query over every
 * state, with how many requests match in each (for the tabs), and per request what matched — the
 * memo, a receiver or a signer by name, the amount, the asset, an id — so a screen can say why a
 * request is listed. Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { Uuid } from './api/common'
import { In, method } from './bridge-method'
import { QueueState, RequestItem } from './bridge-requests'

const Int = z.number().int()

/**
 * Where a query matched: the amount, the asset (symbol, name or id), the memo, a receiver it pays
 * (change left out) or a signer who signed, by name or id, the shared account's label, the request
 * id or the transaction hash.
 */
export const QUEUE_MATCH_FIELDS = [
  'amount',
  'asset',
  'memo',
  'receiver',
  'signer',
  'account',
  'request-id',
  'transaction-hash',
] as const
export const QueueMatchField = z.enum(QUEUE_MATCH_FIELDS)
export type QueueMatchField = z.infer<typeof QueueMatchField>

export const QueueMatch = z.object({
  field: QueueMatchField,
  /** The text that matched, as shown: the memo, the person's name, the symbol, the id. */
  text: z.string(),
  /** The person, for `receiver` and `signer`. */
  user_id: Uuid.nullable(),
})
export type QueueMatch = z.infer<typeof QueueMatch>

export const SearchedRequest = RequestItem.extend({ matched: z.array(QueueMatch) })
export type SearchedRequest = z.infer<typeof SearchedRequest>

export const QueueSearchPage = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** The page of matches in the states asked, newest change first. */
  items: z.array(SearchedRequest),
  /** Matches in every state, whichever were asked: what each tab would list. */
  counts: z.record(QueueState, Int),
  /** Matches in all states together. */
  total: Int,
})
export type QueueSearchPage = z.infer<typeof QueueSearchPage>

export const searchMethods = {
  /**
   * Requests matching every word of `query` (case and accents ignored; "2,500" is 2500), in `state`
   * (all when absent), from the cache (works offline); '' matches every request.
   */
  'requests.search': method(
    In({
      account: Uuid,
      query: z.string().max(256),
      state: z.array(QueueState).min(1).optional(),
      limit: Int.min(1).max(500).optional(),
      offset: Int.min(0).optional(),
    }),
    QueueSearchPage,
  ),
} as const
