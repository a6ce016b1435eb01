import type { Statement } from 'better-sqlite3'
import type { Db } from './open'

const caches = new WeakMap<Db, Map<string, Statement>>()

function cached(db: Db, key: string, make: () => Statement): Statement {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  let statement = cache.get(key)
  if (!statement) cache.set(key, (statement = make()))
  return statement
}

/** A prepared statement, prepared once per connection (preparing costs more than most queries). */
export function sql<P extends unknown[] = unknown[], R = unknown>(db: Db, text: string): Statement<P, R> {
  return cached(db, `n:${text}`, () => db.prepare(text)) as unknown as Statement<P, R>
}

/**
 * The same with every integer read as bigint: instants are nanoseconds, beyond 2^53, and would
 * lose their last digits as numbers.
 */
export function sqlBig<P extends unknown[] = unknown[], R = unknown>(db: Db, text: string): Statement<P, R> {
  return cached(db, `b:${text}`, () => db.prepare(text).safeIntegers(true)) as unknown as Statement<P, R>
}
