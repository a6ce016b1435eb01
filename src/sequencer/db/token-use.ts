import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'
import { unauthorized } from '../http/errors'
import type { Admission } from './admission'

/**
 * The one use a verified token allows (wire-formats §5.1: a `jti` is refused the second time within
 * the token's lifetime), recorded in `used_tokens` under the token's end of use and `jti`: a replay
 * presents the same token, so both. A route whose work ends in one write transaction records it
 * there as the request's {@link Admission}, so the use commits with the request's effects in one
 * commit instead of two; `requireCaller` (http/auth.ts) records it for every other route, and
 * after any route that did not.
 */
export class TokenUse implements Admission {
  /** Resolves once the token's signature has verified; rejects with the 401 when it does not. */
  readonly verified: Promise<void>
  #verified: boolean
  #recorded = false

  /**
   * @param verdict the signature's verdict when the route is to await it (http/auth.ts `settledByRoute`);
   *   none when the signature verified before the route ran
   */
  constructor(
    readonly jti: string,
    /** Unix seconds: until when the token is accepted (shared/auth `tokenUsableUntil`), after which the row may be swept. */
    readonly expiresAt: number,
    verdict?: Promise<void>,
  ) {
    this.verified = verdict ?? Promise.resolve()
    this.#verified = verdict === undefined
    // Registered before any route can await `verified`, so it is settled here first.
    verdict?.then(
      () => (this.#verified = true),
      () => {},
    )
  }

  /** Whether the token's signature is known to verify. */
  get isVerified(): boolean {
    return this.#verified
  }

  /**
   * Whether this request recorded the use (it stands unless the transaction it was recorded in
   * rolled back, which `isUsed` tells).
   */
  get isRecordedHere(): boolean {
    return this.#recorded
  }

  /** Whether the token has been used already (a committed use, by this or another request). */
  isUsed(db: Db): boolean {
    return sql<[number, string]>(db, 'SELECT 1 FROM used_tokens WHERE expires_at = ? AND jti = ?').get(this.expiresAt, this.jti) !== undefined
  }

  /**
   * Records the use; inside the route's transaction it commits or rolls back with it.
   * @throws ApiError 401 when another request used the token first; Error before the signature verified
   */
  record(db: Db): void {
    // A route that writes before awaiting `verified` is a bug; its write must not commit.
    if (!this.#verified) throw new Error('a token is recorded only once its signature has verified')
    const fresh = sql<[string, number]>(db, 'INSERT OR IGNORE INTO used_tokens (jti, expires_at) VALUES (?, ?)').run(this.jti, this.expiresAt)
    if (fresh.changes === 0) throw unauthorized('Token already used.')
    this.#recorded = true
  }
}
