/**
 * Key/value settings of the wallet (the API base URL, the active account, …). Values are text; a
 * caller that needs structure stores JSON.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { guard } from './errors'
import { parseArg } from './validate'

/** Keys with a meaning the app agrees on. */
export const SettingKey = {
  /** The service the wallet talks to; unset means the embedded local sequencer. */
  apiBaseUrl: 'api.base_url',
  /** The user_id of the account shown at start. */
  activeAccount: 'account.active',
  /** The renderer's colour theme: system, light or dark. */
  theme: 'ui.theme',
  /** The language the wallet speaks: 'system' (unset) follows the system's; else a locale of ours. */
  language: 'ui.language',
  /** Whether a new proposal is shared to its account's group: 'off' turns it off. */
  shareProposals: 'proposals.share',
  /**
   * The wallet passphrase's verifier (JSON: the keychain generation, scrypt's parameters and salt,
   * and the verifier; never the passphrase or its key). Writing it is the commit point of a re-seal.
   */
  passphrase: 'lock.passphrase',
  /** Wrong passphrases in a row and when the next try is allowed (JSON), so the wait survives a restart. */
  unlockFailures: 'lock.failures',
  /** How long the wallet stays unlocked without the user's input, ms. */
  idleMs: 'lock.idle_ms',
  /** How long after entering the passphrase signing needs no new entry, ms. */
  reauthWindowMs: 'lock.reauth_window_ms',
  /** The wallet's id: its keychain entries are under `<service>/<id>`, apart from other wallets'. */
  walletId: 'keychain.wallet_id',
  /** Which keychain layout the wallet's entries are in: unset for the shared one earlier versions wrote, '2' for its own namespace. */
  keychainLayout: 'keychain.layout',
  /** What a re-seal in progress is doing (JSON: the generations and salts it moves from and to), removed once it is done. */
  resealJournal: 'keychain.reseal',
} as const

const Key = z
  .string()
  .regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'expected a lowercase key of at most 64 characters')
const Value = z.string().max(16 * 1024, 'expected at most 16 KiB')

export interface SettingsStore {
  get(key: string): string | undefined
  set(key: string, value: string): void
  /** Sets several keys in one transaction. */
  setMany(entries: Readonly<Record<string, string>>): void
  delete(key: string): boolean
  all(): Record<string, string>
}

export function settingsStore(db: Database, now: () => number): SettingsStore {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const set = db.prepare(`INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`)
  const del = db.prepare('DELETE FROM settings WHERE key = ?')
  const all = db.prepare<[], { key: string; value: string }>(
    'SELECT key, value FROM settings ORDER BY key',
  )
  const setMany = db.transaction((entries: Array<[string, string]>, at: number) => {
    for (const [k, v] of entries) set.run(k, v, at)
  })

  return {
    get(key) {
      return guard(() => get.get(parseArg(Key, key, 'key'))?.value)
    },
    set(key, value) {
      const k = parseArg(Key, key, 'key')
      const v = parseArg(Value, value, 'value')
      guard(() => set.run(k, v, now()))
    },
    setMany(entries) {
      const list = Object.entries(parseArg(z.record(Key, Value), entries, 'entries'))
      guard(() => setMany(list, now()))
    },
    delete(key) {
      return guard(() => del.run(parseArg(Key, key, 'key')).changes === 1)
    },
    all() {
      return guard(() => Object.fromEntries(all.all().map((r) => [r.key, r.value])))
    },
  }
}
