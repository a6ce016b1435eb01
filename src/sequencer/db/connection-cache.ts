import type { Db } from '../../node/sqlite/open'

/** Values each connection keeps by key, the oldest forgotten first past a limit. */
export interface ConnectionCache<V> {
  get(db: Db, key: string): V | undefined
  /**
   * Keeps `value` under `key`, unless `db` is inside a transaction: what a transaction read may
   * still roll back, taking with it the row it was read from.
   */
  keep(db: Db, key: string, value: V): void
}

/** A {@link ConnectionCache} of at most `limit` values per connection. */
export function connectionCache<V>(limit: number): ConnectionCache<V> {
  const maps = new WeakMap<Db, Map<string, V>>()
  return {
    get: (db, key) => maps.get(db)?.get(key),
    keep(db, key, value) {
      if (db.inTransaction) return
      let map = maps.get(db)
      if (!map) maps.set(db, (map = new Map()))
      if (map.size >= limit) map.delete(map.keys().next().value!)
      map.set(key, value)
    },
  }
}
