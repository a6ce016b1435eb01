/**
 * The audit log: one row for every sign, unlock, registration and group change the wallet made or
 * refused, newest first. Append-only (a trigger refuses updates). Entries name keys by their
 * public parts at most; `detail` is for a short reason, never for secrets or request bodies.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Hash } from '../../../shared/api/common'
import { AUDIT_ACTIONS, type AuditAction } from '../../../shared/bridge-ledger'
import { guard } from './errors'
import { parseArg } from './validate'

export type { AuditAction }
type AuditResult = 'ok' | 'failed' | 'refused'

const Action = z.enum(AUDIT_ACTIONS)
const Time = z.number().int().nonnegative()
/** The longest subject and detail an entry keeps. */
export const AUDIT_SUBJECT_MAX = 128
export const AUDIT_DETAIL_MAX = 1024

const AuditInputSchema = z.object({
  /** Who acted: the account's user_id, or 'app' for the wallet itself. */
  actor: z.string().min(1).max(64),
  action: Action,
  /** What it acted on: a request, conversation or user id. */
  subject: z.string().max(AUDIT_SUBJECT_MAX).default(''),
  transaction_hash: Hash.nullable().default(null),
  result: z.enum(['ok', 'failed', 'refused']),
  detail: z.string().max(AUDIT_DETAIL_MAX).default(''),
  at: Time.optional(),
})
export type AuditInput = z.input<typeof AuditInputSchema>

export interface AuditEntry {
  id: number
  at: number
  actor: string
  action: AuditAction
  subject: string
  transaction_hash: string | null
  result: AuditResult
  detail: string
}

export interface AuditFilter {
  action?: AuditAction
  actor?: string
  /** Inclusive lower bound on `at`, ms. */
  since?: number
  /** Exclusive upper bound on `at`, ms. */
  until?: number
  /** Entries older than this id only, for paging. */
  beforeId?: number
  /** At most this many; default 100, at most 1000. */
  limit?: number
}

export interface AuditStore {
  append(input: AuditInput): AuditEntry
  /** Newest first. */
  list(filter?: AuditFilter): AuditEntry[]
}

const FilterSchema = z.object({
  action: Action.optional(),
  actor: z.string().min(1).max(64).optional(),
  since: Time.default(0),
  until: Time.default(Number.MAX_SAFE_INTEGER),
  beforeId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(1000).default(100),
})

const COLUMNS = 'id, at, actor, action, subject, transaction_hash, result, detail'

export function auditStore(db: Database, now: () => number): AuditStore {
  const insert = db.prepare<unknown[], AuditEntry>(`
    INSERT INTO audit_log (at, actor, action, subject, transaction_hash, result, detail)
    VALUES (@at, @actor, @action, @subject, @transaction_hash, @result, @detail) RETURNING ${COLUMNS}`)
  // Two statements rather than "(? IS NULL OR action = ?)", so each can use its own index.
  const rest = `(@actor IS NULL OR actor = @actor) AND (@before IS NULL OR id < @before)
    ORDER BY at DESC, id DESC LIMIT @limit`
  const byAction = db.prepare<unknown[], AuditEntry>(
    `SELECT ${COLUMNS} FROM audit_log WHERE action = @action AND at >= @since AND at < @until AND ${rest}`,
  )
  const byTime = db.prepare<unknown[], AuditEntry>(
    `SELECT ${COLUMNS} FROM audit_log WHERE at >= @since AND at < @until AND ${rest}`,
  )

  return {
    append(input) {
      const r = parseArg(AuditInputSchema, input, 'input')
      return guard(() => insert.get({ ...r, at: r.at ?? now() })!)
    },
    list(filter = {}) {
      const f = parseArg(FilterSchema, filter, 'filter')
      const params = {
        since: f.since,
        until: f.until,
        actor: f.actor ?? null,
        before: f.beforeId ?? null,
        limit: f.limit,
      }
      return guard(() =>
        f.action ? byAction.all({ ...params, action: f.action }) : byTime.all(params),
      )
    },
  }
}
