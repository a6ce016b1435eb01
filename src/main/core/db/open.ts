/**
 * Opening the wallet cache: one SQLite file, private to the user, in WAL mode, migrated to the
 * newest schema, with a typed data-access object per concern.
 * @module
 */

import { existsSync, renameSync } from 'node:fs'
import type Database from 'better-sqlite3'
import { migrate } from '../../../node/sqlite/migrate'
import { openSqlite } from '../../../node/sqlite/open'
import { accountsStore, type AccountsStore } from './accounts'
import { assetsStore, type AssetsStore } from './assets'
import { auditStore, type AuditStore } from './audit'
import { conversationsStore, type ConversationsStore } from './conversations'
import { CacheError, classifySqliteError } from './errors'
import { createPrivateFile, enforcePrivateFiles } from './file-mode'
import { messagesStore, type MessagesStore } from './messages'
import { migrations } from './migrations'
import { peopleStore, type PeopleStore } from './people'
import { provenTransactionsStore, type ProvenTransactionsStore } from './proven-transactions'
import { requestsStore, type RequestsStore } from './requests'
import { runsStore, type RunsStore } from './runs'
import { settingsStore, type SettingsStore } from './settings'
import { treasuryStore, type TreasuryStore } from './treasury'
import { words } from '../../../shared/i18n/words'

export interface CacheOptions {
  /** Clock for the stored times, ms since the epoch; tests pin it. */
  now?: () => number
  /** How long a write waits for another process's lock; default 5 s. */
  busyTimeoutMs?: number
  /** The better-sqlite3 addon to load instead of the package's own (the host's choice; see src/node/sqlite/native-binding). */
  nativeBinding?: string
}

export interface Cache {
  readonly file: string
  /** The raw handle, for the few callers (tests, maintenance) that need it. */
  readonly db: Database.Database
  /** Files whose permissions were found looser than 0600 and tightened on open. */
  readonly repaired: readonly string[]
  readonly accounts: AccountsStore
  readonly settings: SettingsStore
  readonly conversations: ConversationsStore
  readonly requests: RequestsStore
  readonly audit: AuditStore
  /** Outputs of shared accounts, the accounts and their balances. */
  readonly treasury: TreasuryStore
  readonly assets: AssetsStore
  readonly provenTransactions: ProvenTransactionsStore
  /** The users cache and each account's contacts. */
  readonly people: PeopleStore
  /** Each account's stored messages, read marks and pending announcements. */
  readonly messages: MessagesStore
  /** Payrolls and moves to new members: the requests each links, and a payroll's rows. */
  readonly runs: RunsStore
  /** Runs `fn` in one transaction (nested calls become savepoints). */
  transaction<T>(fn: () => T): T
  close(): void
}

/**
 * Opens (creating when missing) the cache at `file`, or an in-memory one for `':memory:'`.
 * @throws CacheError 'corrupt' (not a database, or failing its integrity check) | 'too-new' |
 *   'insecure-file' | 'unavailable' | 'busy' | 'read-only' | 'failed'
 * @example
 * const cache = openCache(join(app.getPath('userData'), 'cache.sqlite'))
 * cache.requests.queue(userId, { state: 'needs-signature' })
 */
export function openCache(file: string, options: CacheOptions = {}): Cache {
  if (typeof file !== 'string' || file.length === 0) throw new TypeError('"file" expected a path')
  const now = options.now ?? Date.now
  const busy = options.busyTimeoutMs ?? 5000
  if (!Number.isInteger(busy) || busy < 0)
    throw new RangeError('"busyTimeoutMs" expected a non-negative integer')
  const memory = file === ':memory:'

  const repaired: string[] = []
  if (!memory) {
    createPrivateFile(file)
    repaired.push(...enforcePrivateFiles(file))
  }

  let db: Database.Database | undefined
  try {
    // A file of garbage fails in here, with SQLITE_NOTADB.
    db = openSqlite(file, {
      fileMustExist: !memory,
      busyTimeoutMs: busy,
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    })
    const check = db.pragma('quick_check', { simple: true })
    if (check !== 'ok')
      throw new CacheError('corrupt', words('core.cache.damaged'), {
        detail: String(check).slice(0, 200),
      })
    migrate(db, migrations)
  } catch (e) {
    db?.close()
    throw classifySqliteError(e)
  }
  // SQLite creates -wal and -shm with the database file's mode; check them now that they exist.
  if (!memory) repaired.push(...enforcePrivateFiles(file).filter((p) => !repaired.includes(p)))

  const handle = db
  return {
    file,
    db: handle,
    repaired,
    accounts: accountsStore(handle, now),
    settings: settingsStore(handle, now),
    conversations: conversationsStore(handle, now),
    requests: requestsStore(handle, now),
    audit: auditStore(handle, now),
    treasury: treasuryStore(handle, now),
    assets: assetsStore(handle, now),
    provenTransactions: provenTransactionsStore(handle, now),
    people: peopleStore(handle, now),
    messages: messagesStore(handle, now),
    runs: runsStore(handle, now),
    transaction: (fn) => {
      try {
        return handle.transaction(fn)()
      } catch (e) {
        throw classifySqliteError(e)
      }
    },
    close: () => handle.close(),
  }
}

/**
 * Moves a damaged cache (and its WAL/SHM) aside as `<file>.corrupt-<time>`, so a fresh one can be
 * created; the old file stays for inspection. Returns the new path of the main file.
 * @throws CacheError 'unavailable' when the files cannot be renamed
 */
export function quarantineCacheFile(file: string, now: () => number = Date.now): string {
  const target = `${file}.corrupt-${now()}`
  try {
    for (const suffix of ['-wal', '-shm', '']) {
      if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix)
    }
  } catch (e) {
    throw classifySqliteError(e)
  }
  return target
}
