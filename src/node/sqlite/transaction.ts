import type { Db } from './open'
import { sql } from './statements'

/**
 * Runs `fn` in one IMMEDIATE transaction (the write lock taken up front, so concurrent writers —
 * this process or another on the file — queue instead of failing on upgrade) and returns its
 * result; rolls back and rethrows when it throws. This is better-sqlite3's
 * `db.transaction(fn).immediate()` without building a transaction function per call, which costs
 * about as much as a small write on the hot paths that use this. Inside another transaction `fn`
 * runs in a savepoint of it, as better-sqlite3 nests.
 */
export function immediateTransaction<T>(db: Db, fn: () => T): T {
  const nested = db.inTransaction
  sql(db, nested ? 'SAVEPOINT immediate_transaction' : 'BEGIN IMMEDIATE').run()
  try {
    const result = fn()
    sql(db, nested ? 'RELEASE immediate_transaction' : 'COMMIT').run()
    return result
  } catch (error) {
    // SQLite may have rolled back already (a failed COMMIT, some errors inside `fn`).
    if (db.inTransaction) {
      if (nested) {
        sql(db, 'ROLLBACK TO immediate_transaction').run()
        sql(db, 'RELEASE immediate_transaction').run()
      } else {
        sql(db, 'ROLLBACK').run()
      }
    }
    throw error
  }
}

/**
 * Runs `fn`, whose statements only read, in one deferred transaction: its reads see one state of
 * the database, and in WAL mode the read lock is taken once rather than once per statement (about
 * 5 µs each on a small machine, as much as the read itself). Inside another transaction `fn`
 * simply runs in it. Rolls back and rethrows when `fn` throws.
 */
export function readTransaction<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return fn()
  sql(db, 'BEGIN').run()
  try {
    const result = fn()
    sql(db, 'COMMIT').run()
    return result
  } catch (error) {
    if (db.inTransaction) sql(db, 'ROLLBACK').run()
    throw error
  }
}
