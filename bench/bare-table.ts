/**
 * The floor the cache benchmarks measure against: a bare SQLite file with one of the cache's
 * tables, its indexes included but its reference to `accounts` dropped, opened as the cache opens
 * its file (WAL, `synchronous = NORMAL`), with nothing of the cache's code around it.
 */
import Database from 'better-sqlite3'

/** Creates `file` with `table` as `cacheDb` defines it and returns it open. */
export function bareTableCopy(
  cacheDb: Database.Database,
  file: string,
  table: string,
): Database.Database {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  const ddl = cacheDb
    .prepare<[string], { sql: string }>(
      'SELECT sql FROM sqlite_master WHERE tbl_name = ? AND sql IS NOT NULL ORDER BY type DESC',
    )
    .all(table)
    .map((r) => r.sql.replace(/REFERENCES accounts\(user_id\) ON DELETE CASCADE/, ''))
  for (const sql of ddl) db.exec(sql)
  return db
}
