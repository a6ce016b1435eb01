/**
 * Multisig requests an account takes part in, with the wallet's own view of them, so the queue
 * reads without the network. The request is kept as served; `summary` is what the wallet decoded
 * from its raw transaction (null until then). Both are JSON; callers re-validate what they read.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Hash, Uuid } from '../../../shared/api/common'
import { MyRole, QUEUE_STATES, QueueState } from '../../../shared/bridge'
import { guard } from './errors'
import { parseArg } from './validate'

const MAX_JSON = 4 * 1024 * 1024

const RequestInputSchema = z.object({
  request_id: Uuid,
  transaction_hash: Hash,
  state: QueueState,
  my_role: MyRole,
  // A plain-object check: z.record copies and checks every key, which cost ~40 µs a request and
  // made a 10,000-request sync miss its 1 s budget; the record is stored as served, not read here.
  record: z.custom<Record<string, unknown>>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'expected an object',
  ),
  summary: z.unknown().optional(),
  /** When the request last changed, ms; defaults to now. The queue sorts by it. */
  updated_at: z.number().int().nonnegative().optional(),
})
export type RequestInput = z.input<typeof RequestInputSchema>

export interface RequestRow {
  request_id: string
  transaction_hash: string
  state: QueueState
  my_role: MyRole
  record: Record<string, unknown>
  summary: unknown
  created_at: number
  updated_at: number
  synced_at: number
}

/** What the queue's search reads of a request: its ids, state and the record's searchable fields as stored. */
export interface SearchRow {
  readonly request_id: string
  readonly transaction_hash: string
  readonly state: QueueState
  readonly updated_at: number
  readonly amount: string | null
  readonly asset_id: string | null
  /** The memo as hex (the record's `extra`). */
  readonly extra: string | null
  readonly senders_json: string | null
  readonly senders_hash: string | null
  readonly senders_threshold: number | null
  readonly signers_json: string | null
  readonly receivers_json: string | null
}

export interface RequestsStore {
  /** Inserts or refreshes one request; `created_at` is kept from the first sight. */
  upsert(accountId: string, input: RequestInput): void
  /** {@link RequestsStore.upsert} for many, in one transaction. */
  upsertMany(accountId: string, inputs: readonly RequestInput[]): void
  get(accountId: string, requestId: string): RequestRow | undefined
  byTransactionHash(accountId: string, hash: string): RequestRow[]
  /** Requests in `state` (one or several), most recently updated first. */
  queue(
    accountId: string,
    options: { state: QueueState | readonly QueueState[]; limit?: number; offset?: number },
  ): RequestRow[]
  /** How many requests are in each state. */
  counts(accountId: string): Record<QueueState, number>
  /**
   * Every cached request id with its transaction hash: a light read (no JSON) that a sync of
   * thousands of requests can afford, unlike whole rows.
   */
  hashes(accountId: string): Map<string, string>
  /**
   * Every request of the account with the fields a search reads, most recently updated first: read
   * out of the stored JSON by SQLite, so a queue of tens of thousands is searched without parsing
   * whole records.
   */
  searchRows(accountId: string): SearchRow[]
  /**
   * A stamp that changes whenever a request is added, removed, stored again or moves state, here or
   * by another process on the same file: a reader that keeps {@link RequestsStore.searchRows} between
   * queries reads them again only then. Cheap: no table is read.
   */
  changeStamp(): string
  /** Every cached request id in the given states, as light as {@link RequestsStore.hashes}. */
  idsIn(accountId: string, states: readonly QueueState[]): string[]
  setState(accountId: string, requestId: string, state: QueueState, at?: number): boolean
  setSummary(accountId: string, requestId: string, summary: unknown): boolean
  remove(accountId: string, requestId: string): boolean
}

interface RawRow extends Omit<RequestRow, 'record' | 'summary'> {
  record_json: string
  summary_json: string | null
}

const COLUMNS =
  'request_id, transaction_hash, state, my_role, record_json, summary_json, created_at, updated_at, synced_at'

function toRow(r: RawRow): RequestRow {
  const { record_json, summary_json, ...rest } = r
  return {
    ...rest,
    record: JSON.parse(record_json),
    summary: summary_json === null ? null : JSON.parse(summary_json),
  }
}

function json(value: unknown, name: string): string {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    throw new TypeError(`"${name}" is not serialisable as JSON`)
  }
  if (text === undefined) throw new TypeError(`"${name}" is not serialisable as JSON`)
  if (text.length > MAX_JSON)
    throw new RangeError(`"${name}" is larger than ${MAX_JSON} characters as JSON`)
  return text
}

export function requestsStore(db: Database, now: () => number): RequestsStore {
  const upsert = db.prepare(`
    INSERT INTO multisig_requests (account_id, ${COLUMNS})
    VALUES (@account_id, @request_id, @transaction_hash, @state, @my_role, @record_json, @summary_json, @now, @updated_at, @now)
    ON CONFLICT (account_id, request_id) DO UPDATE SET
      transaction_hash = excluded.transaction_hash, state = excluded.state, my_role = excluded.my_role,
      record_json = excluded.record_json,
      summary_json = CASE WHEN @keep_summary THEN summary_json ELSE excluded.summary_json END,
      updated_at = excluded.updated_at, synced_at = excluded.synced_at`)
  const get = db.prepare<[string, string], RawRow>(
    `SELECT ${COLUMNS} FROM multisig_requests WHERE account_id = ? AND request_id = ?`,
  )
  const byHash = db.prepare<[string, string], RawRow>(
    `SELECT ${COLUMNS} FROM multisig_requests WHERE account_id = ? AND transaction_hash = ? ORDER BY updated_at DESC`,
  )
  // One state (the common case) reads straight off the queue index, already in order.
  const queueOne = db.prepare<[string, string, number, number], RawRow>(`
    SELECT ${COLUMNS} FROM multisig_requests
    WHERE account_id = ? AND state = ?
    ORDER BY updated_at DESC, rowid DESC LIMIT ? OFFSET ?`)
  // Several states cannot read off the index in order, so the page is chosen on the index alone
  // (rowid and updated_at) and only its rows are read: sorting whole rows, JSON and all, was ~40×
  // slower at 10,000 requests.
  const queueMany = db.prepare<[string, string, number, number], RawRow>(`
    SELECT ${COLUMNS} FROM multisig_requests WHERE rowid IN (
      SELECT rowid FROM multisig_requests
      WHERE account_id = ? AND state IN (SELECT value FROM json_each(?))
      ORDER BY updated_at DESC, rowid DESC LIMIT ? OFFSET ?)
    ORDER BY updated_at DESC, rowid DESC`)
  const counts = db.prepare<[string], { state: QueueState; n: number }>(
    'SELECT state, count(*) AS n FROM multisig_requests WHERE account_id = ? GROUP BY state',
  )
  const hashes = db.prepare<[string], { request_id: string; transaction_hash: string }>(
    'SELECT request_id, transaction_hash FROM multisig_requests WHERE account_id = ?',
  )
  const idsIn = db
    .prepare<[string, string], string>(
      'SELECT request_id FROM multisig_requests WHERE account_id = ? AND state IN (SELECT value FROM json_each(?))',
    )
    .pluck()
  const searchRows = db.prepare<[string], SearchRow>(`
    SELECT request_id, transaction_hash, state, updated_at,
      json_extract(record_json, '$.amount') AS amount, json_extract(record_json, '$.asset_id') AS asset_id,
      json_extract(record_json, '$.extra') AS extra, json_extract(record_json, '$.senders') AS senders_json,
      json_extract(record_json, '$.senders_hash') AS senders_hash, json_extract(record_json, '$.senders_threshold') AS senders_threshold, json_extract(record_json, '$.signers') AS signers_json,
      json_extract(record_json, '$.receivers') AS receivers_json
    FROM multisig_requests WHERE account_id = ? ORDER BY updated_at DESC, rowid DESC`)
  // Writes through this store; SQLite's data_version counts the commits of other connections.
  let writes = 0
  const setState = db.prepare(
    'UPDATE multisig_requests SET state = ?, updated_at = ? WHERE account_id = ? AND request_id = ?',
  )
  const setSummary = db.prepare(
    'UPDATE multisig_requests SET summary_json = ? WHERE account_id = ? AND request_id = ?',
  )
  const remove = db.prepare('DELETE FROM multisig_requests WHERE account_id = ? AND request_id = ?')

  const bind = (accountId: string, input: unknown, name: string, at: number) => {
    const r = parseArg(RequestInputSchema, input, name)
    const keep = r.summary === undefined
    return {
      account_id: accountId,
      request_id: r.request_id,
      transaction_hash: r.transaction_hash,
      state: r.state,
      my_role: r.my_role,
      record_json: json(r.record, `${name}.record`),
      summary_json: keep || r.summary === null ? null : json(r.summary, `${name}.summary`),
      keep_summary: keep ? 1 : 0,
      updated_at: r.updated_at ?? at,
      now: at,
    }
  }
  const upsertMany = db.transaction((rows: Array<ReturnType<typeof bind>>) => {
    for (const row of rows) upsert.run(row)
  })

  return {
    upsert(accountId, input) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const row = bind(a, input, 'input', now())
      writes++
      guard(() => upsert.run(row))
    },
    upsertMany(accountId, inputs) {
      const a = parseArg(Uuid, accountId, 'accountId')
      if (!Array.isArray(inputs)) throw new TypeError('"inputs" expected an array')
      const at = now()
      const rows = inputs.map((input, i) => bind(a, input, `inputs.${i}`, at))
      writes++
      guard(() => upsertMany(rows))
    },
    get(accountId, requestId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const row = guard(() => get.get(a, parseArg(Uuid, requestId, 'requestId')))
      return row && toRow(row)
    },
    byTransactionHash(accountId, hash) {
      const a = parseArg(Uuid, accountId, 'accountId')
      return guard(() => byHash.all(a, parseArg(Hash, hash, 'hash'))).map(toRow)
    },
    queue(accountId, options) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const states = parseArg(
        z.union([QueueState, z.array(QueueState).min(1)]),
        options?.state,
        'state',
      )
      const limit = parseArg(z.number().int().min(1).max(1000), options.limit ?? 100, 'limit')
      const offset = parseArg(z.number().int().nonnegative(), options.offset ?? 0, 'offset')
      const rows = guard(() =>
        typeof states === 'string'
          ? queueOne.all(a, states, limit, offset)
          : queueMany.all(a, JSON.stringify(states), limit, offset),
      )
      return rows.map(toRow)
    },
    counts(accountId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const out = Object.fromEntries(QUEUE_STATES.map((s) => [s, 0])) as Record<QueueState, number>
      for (const { state, n } of guard(() => counts.all(a))) if (state in out) out[state] = n
      return out
    },
    hashes(accountId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      return new Map(guard(() => hashes.all(a)).map((r) => [r.request_id, r.transaction_hash]))
    },
    searchRows(accountId) {
      return guard(() => searchRows.all(parseArg(Uuid, accountId, 'accountId')))
    },
    changeStamp() {
      return `${writes}|${String(guard(() => db.pragma('data_version', { simple: true })))}`
    },
    idsIn(accountId, states) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const list = parseArg(z.array(QueueState), states, 'states')
      return guard(() => idsIn.all(a, JSON.stringify(list)))
    },
    setState(accountId, requestId, state, at) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const s = parseArg(QueueState, state, 'state')
      const t = parseArg(z.number().int().nonnegative(), at ?? now(), 'at')
      writes++
      return guard(
        () => setState.run(s, t, a, parseArg(Uuid, requestId, 'requestId')).changes === 1,
      )
    },
    setSummary(accountId, requestId, summary) {
      const a = parseArg(Uuid, accountId, 'accountId')
      const text = summary === null ? null : json(summary, 'summary')
      return guard(
        () => setSummary.run(text, a, parseArg(Uuid, requestId, 'requestId')).changes === 1,
      )
    },
    remove(accountId, requestId) {
      const a = parseArg(Uuid, accountId, 'accountId')
      writes++
      return guard(() => remove.run(a, parseArg(Uuid, requestId, 'requestId')).changes === 1)
    },
  }
}
