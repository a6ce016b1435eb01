/**
 * The schema runner both SQLite files use (the wallet cache and the sequencer's database): numbered
 * steps, in tens so a fix can slot in between, each in one transaction with `user_version`.
 * @module
 */

import type { Database } from 'better-sqlite3'

/** One schema step. Append new ones; never edit a released step. */
export interface Migration {
  readonly version: number
  readonly name: string
  up(db: Database): void
}

export type SchemaErrorCode =
  /** A bug: the migration list is out of order. */
  | 'bad-migrations'
  /** The file was written by newer code: its schema version is unknown here. */
  | 'too-new'

/** Why a database could not be brought to the code's schema; each process words it for its reader. */
export class SchemaError extends Error {
  override readonly name = 'SchemaError'

  constructor(
    readonly code: SchemaErrorCode,
    message: string,
    /** For 'too-new': the file's version and the newest this code knows. */
    readonly versions: { readonly found: number; readonly known: number } | undefined = undefined,
  ) {
    super(message)
  }
}

/** The schema version recorded in the file. */
export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Brings the database to `options.to` (default: the newest step), one transaction per step. Refuses a
 * database written by newer code rather than guess, and touches nothing then.
 * @throws SchemaError 'bad-migrations' when versions do not increase by positive integer steps;
 *   'too-new' when the file's schema is newer than the newest step
 * @example
 * migrate(db, migrations)             // opening the file
 * migrate(db, migrations, { to: 20 }) // a migration test, before inserting old rows
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[],
  options: { to?: number } = {},
): number {
  for (let i = 0; i < migrations.length; i++) {
    const v = migrations[i]!.version
    const prev = i === 0 ? 0 : migrations[i - 1]!.version
    if (!Number.isInteger(v) || v <= prev) {
      throw new SchemaError('bad-migrations', `migration versions must increase: ${prev} then ${v}`)
    }
  }
  const latest = migrations.at(-1)?.version ?? 0
  const target = options.to ?? latest
  const current = schemaVersion(db)
  if (current > latest) {
    throw new SchemaError(
      'too-new',
      `the database is at schema ${current}, newer than this code knows (${latest})`,
      { found: current, known: latest },
    )
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
