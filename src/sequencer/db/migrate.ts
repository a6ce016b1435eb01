import type { Database } from 'better-sqlite3'

/** One schema step. Versions go up in tens so a fix can slot in between; each runs in one transaction. */
export interface Migration {
  readonly version: number
  readonly name: string
  up(db: Database): void
}

export class SchemaError extends Error {
  override readonly name = 'SchemaError'
}

/**
 * Brings the database to the newest version in `migrations`, one transaction per step, recording
 * progress in `user_version`. Refuses a database written by a newer sequencer rather than guess.
 * @throws SchemaError when versions are not increasing or the file is newer than this code
 */
export function migrate(db: Database, migrations: readonly Migration[]): number {
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version <= migrations[i - 1]!.version) {
      throw new SchemaError(`migration versions must increase: ${migrations[i - 1]!.version} then ${migrations[i]!.version}`)
    }
  }
  const latest = migrations.at(-1)?.version ?? 0
  const current = db.pragma('user_version', { simple: true }) as number
  if (current > latest) {
    throw new SchemaError(`the database is at schema ${current}, newer than this sequencer knows (${latest})`)
  }
  for (const m of migrations) {
    if (m.version <= current) continue
    db.transaction(() => {
      m.up(db)
      db.pragma(`user_version = ${m.version}`)
    })()
  }
  return latest
}
