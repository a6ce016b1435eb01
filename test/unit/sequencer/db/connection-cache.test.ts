/**
 * A connection cache keeps values per connection, forgets the oldest past its limit, and keeps
 * nothing read inside a transaction.
 */
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { connectionCache } from '../../../../src/sequencer/db/connection-cache'

describe('connectionCache', () => {
  it('keeps per connection, at most the limit, the oldest forgotten first', () => {
    const a = new Database(':memory:')
    const b = new Database(':memory:')
    const cache = connectionCache<number>(2)
    cache.keep(a, 'x', 1)
    cache.keep(a, 'y', 2)
    expect(cache.get(b, 'x')).toBeUndefined()
    cache.keep(a, 'z', 3)
    expect([cache.get(a, 'x'), cache.get(a, 'y'), cache.get(a, 'z')]).toEqual([undefined, 2, 3])
    a.close()
    b.close()
  })

  it('keeps nothing inside a transaction', () => {
    const db = new Database(':memory:')
    const cache = connectionCache<number>(2)
    db.exec('BEGIN')
    cache.keep(db, 'x', 1)
    db.exec('ROLLBACK')
    expect(cache.get(db, 'x')).toBeUndefined()
    cache.keep(db, 'x', 1)
    expect(cache.get(db, 'x')).toBe(1)
    db.close()
  })
})
