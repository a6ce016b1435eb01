/**
 * The cache's schema runner: numbered steps (in tens, so a fix can slot in between), each in one
 * transaction with `user_version`. The sequencer has its own runner; core may not import it.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { CacheError } from './errors'

/** One schema step. Append new ones; never edit a released step. */
export interface Migration {
  readonly version: number
  readonly name: string
  up(db: Database): void
}

/** The schema version recorded in the file. */
export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Brings the database to `options.to` (default: the newest step), one transaction per step.
 * @throws CacheError 'bad-migrations' when versions do not increase by positive steps;
 *   'too-new' when the file's schema is newer than the newest step
 * @example
 * migrate(db, migrations)            // the app
 * migrate(db, migrations, { to: 20 }) // a migration test, before inserting old rows
 */
export function migrate(db: Database, migrations: readonly Migration[], options: { to?: number } = {}): number {
  for (let i = 0; i < migrations.length; i++) {
    const v = migrations[i]!.version
    const prev = i === 0 ? 0 : migrations[i - 1]!.version
    if (!Number.isInteger(v) || v <= prev) {
      throw new CacheError('bad-migrations', `migration versions must increase: ${prev} then ${v}`)
    }
  }
  const latest = migrations.at(-1)?.version ?? 0
  const target = options.to ?? latest
  const current = schemaVersion(db)
  if (current > latest) {
    throw new CacheError('too-new', `The wallet cache was written by a newer version of the app (schema ${current}; this one knows ${latest}).`)
  }
  for (const m of migrations) {
    if (m.version <= current || m.version > target) continue
    db.transaction(() => {
      m.up(db)
      db.pragma(`user_version = ${m.version}`)
    })()
  }
  return schemaVersion(db)
}
