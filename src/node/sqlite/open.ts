/**
 * Opening a SQLite file the way both of our processes want it: WAL (readers beside the writer), a
 * busy timeout (a second process waits for the write lock instead of failing), foreign keys, and
 * savepoint journals kept in memory.
 * @module
 */

import Database from 'better-sqlite3'

export type Db = Database.Database

export interface OpenOptions {
  /** Refuse to create the file (the caller created it with the mode it wants). */
  readonly fileMustExist?: boolean
  /** How long a write waits for another process's lock; default 5 s. */
  readonly busyTimeoutMs?: number
  /**
   * 'NORMAL' survives a killed process; 'FULL' also a power loss, at an fsync per commit.
   * Default 'NORMAL'.
   */
  readonly synchronous?: 'NORMAL' | 'FULL'
  /**
   * The better-sqlite3 addon (`.node` file) to load instead of the package's own build: inside
   * Electron, the build made for Electron's ABI (see ./native-binding). Unset under Node.
   */
  readonly nativeBinding?: string
}

/**
 * Opens `file` (or `':memory:'`) and sets the pragmas. The first statement that reads the file's
 * header is `journal_mode`, so a file of garbage fails here, as SQLITE_NOTADB. Migrating is the
 * caller's next step, with its own list.
 * @throws better-sqlite3's SqliteError, or the file system's error, unchanged
 */
export function openSqlite(file: string, options: OpenOptions = {}): Db {
  const db = new Database(file, {
    fileMustExist: options.fileMustExist ?? false,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  })
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`)
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`)
    // Each job of a group commit (and each nested transaction) runs in a savepoint, whose journal of
    // the pages it changes would spill to a temporary file past 64 KiB: disk writes for a rollback
    // that only needs them in memory.
    db.pragma('temp_store = MEMORY')
  } catch (e) {
    db.close()
    throw e
  }
  return db
}
