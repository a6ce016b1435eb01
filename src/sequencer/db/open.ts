import Database from 'better-sqlite3'
import { migrations } from './migrations'
import { migrate } from './migrate'

export type Db = Database.Database

/**
 * Opens (creating if needed) the sequencer's single SQLite file and migrates it. WAL lets readers run
 * beside the writer; the busy timeout lets a second process (the CLI seeding users while the server
 * runs) wait for the write lock instead of failing.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  // Each job of a group commit runs in a savepoint, whose journal of the pages it changes would
  // spill to a temporary file past 64 KiB: a few disk writes per co-signature, for a rollback that
  // only needs them in memory.
  db.pragma('temp_store = MEMORY')
  migrate(db, migrations)
  return db
}
