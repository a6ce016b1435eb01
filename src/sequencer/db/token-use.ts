import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'

/**
 * A token's one use (wire-formats §5.1: a `jti` is refused the second time while its token is
 * usable), kept in `used_tokens` under the token's end of use and its `jti`: a replay presents the
 * same token, so both (migration 0060 keeps the table in that order).
 */

/**
 * Records the use of the token `jti`, usable until `usableUntil` (Unix seconds, shared/auth
 * `tokenUsableUntil`); false, recording nothing, when it was used before.
 */
export function recordTokenUse(db: Db, jti: string, usableUntil: number): boolean {
  return (
    sql<[string, number]>(
      db,
      'INSERT OR IGNORE INTO used_tokens (jti, expires_at) VALUES (?, ?)',
    ).run(jti, usableUntil).changes === 1
  )
}

/** Forgets the uses of tokens no longer usable at `nowSeconds`: no replay of them is accepted anyway. */
export function sweepUsedTokens(db: Db, nowSeconds: number): void {
  sql<[number]>(db, 'DELETE FROM used_tokens WHERE expires_at < ?').run(nowSeconds)
}
