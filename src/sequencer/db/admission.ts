import type { Db } from '../../node/sqlite/open'

/**
 * What a request's writes wait for and commit with when the request is still being admitted while
 * they are prepared: the sign path starts its own verifications while the caller's token is still
 * being verified, so both go to the verifier thread in one batch (http/auth.ts `settledByRoute`).
 * `verified` settles once the request may write (rejects with why not); `record(db)`, called first
 * inside the transaction of the request's writes, writes the admission there, so it commits or
 * rolls back with them. A token's one use (./token-use) is one.
 */
export interface Admission {
  readonly verified: Promise<void>
  /** @throws ApiError when the admission no longer holds (say, the token was used meanwhile) */
  record(db: Db): void
}

/** A request admitted before its route ran: nothing to wait for, nothing to record. */
export const ADMITTED: Admission = { verified: Promise.resolve(), record() {} }
