import { migrate } from '../../node/sqlite/migrate'
import { openSqlite, type Db } from '../../node/sqlite/open'
import { migrations } from './migrations'

/**
 * Opens (creating if needed) the sequencer's single SQLite file and migrates it. The busy timeout
 * lets a second process (the CLI seeding users while the server runs) wait for the write lock.
 * @throws SchemaError when the file was written by a newer sequencer
 */
export function openDatabase(file: string): Db {
  const db = openSqlite(file)
  try {
    migrate(db, migrations)
  } catch (e) {
    db.close()
    throw e
  }
  return db
}
