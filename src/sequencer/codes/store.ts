import { randomUUID } from 'node:crypto'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

/**
 * What a code can stand for (interface 2.7); the `type` of its lookup result. The public API's
 * legacy `multisig_request` and `non_fungible_request` codes name requests of the legacy multisig
 * API, which this service does not run: a Safe request has no code.
 */
export type CodeKind = 'user' | 'conversation' | 'payment'

export interface CodeRecord {
  readonly codeId: string
  readonly kind: CodeKind
  readonly targetId: string
  readonly createdAtNs: bigint
}

/**
 * Issues a fresh code for an object. Objects keep their own `code_id` column pointing here; a
 * rotated code is revoked, never reused, so an old link stops resolving.
 * @returns the new code id (a random v4 UUID)
 */
export function createCode(db: Db, kind: CodeKind, targetId: string, nowNs: bigint): string {
  const codeId = randomUUID()
  sql(db, 'INSERT INTO codes (code_id, kind, target_id, created_at) VALUES (?, ?, ?, ?)').run(
    codeId,
    kind,
    targetId,
    nowNs,
  )
  return codeId
}

/** Revokes a code; returns whether a live code was revoked. */
export function revokeCode(db: Db, codeId: string, nowNs: bigint): boolean {
  return (
    sql(db, 'UPDATE codes SET revoked_at = ? WHERE code_id = ? AND revoked_at IS NULL').run(
      nowNs,
      codeId,
    ).changes === 1
  )
}

/** A live (not revoked) code, or undefined. */
export function findCode(db: Db, codeId: string): CodeRecord | undefined {
  const row = sqlBig<
    [string],
    { code_id: string; kind: CodeKind; target_id: string; created_at: bigint }
  >(
    db,
    'SELECT code_id, kind, target_id, created_at FROM codes WHERE code_id = ? AND revoked_at IS NULL',
  ).get(codeId)
  return (
    row && {
      codeId: row.code_id,
      kind: row.kind,
      targetId: row.target_id,
      createdAtNs: row.created_at,
    }
  )
}
