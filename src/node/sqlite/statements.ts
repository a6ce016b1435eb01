import type { Statement } from 'better-sqlite3'
import type { Db } from './open'

interface Prepared {
  readonly plain: Map<string, Statement>
  readonly big: Map<string, Statement>
}

const caches = new WeakMap<Db, Prepared>()

// Keyed by the SQL text as written at the call site, a constant whose hash V8 keeps: a composed
// key (a prefix and the text) would be a new string to hash on every call of every hot statement.
function cached(db: Db, text: string, big: boolean): Statement {
  let prepared = caches.get(db)
  if (!prepared) caches.set(db, (prepared = { plain: new Map(), big: new Map() }))
  const cache = big ? prepared.big : prepared.plain
  let statement = cache.get(text)
  if (!statement)
    cache.set(text, (statement = big ? db.prepare(text).safeIntegers(true) : db.prepare(text)))
  return statement
}

/** A prepared statement, prepared once per connection (preparing costs more than most queries). */
export function sql<P extends unknown[] = unknown[], R = unknown>(
  db: Db,
  text: string,
): Statement<P, R> {
  return cached(db, text, false) as unknown as Statement<P, R>
}

/**
 * The same with every integer read as bigint: instants are nanoseconds, beyond 2^53, and would
 * lose their last digits as numbers.
 */
export function sqlBig<P extends unknown[] = unknown[], R = unknown>(
  db: Db,
  text: string,
): Statement<P, R> {
  return cached(db, text, true) as unknown as Statement<P, R>
}
