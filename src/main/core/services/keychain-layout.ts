/**
 * The wallet's place in the keychain, settled before anything reads a key: its own namespace (a
 * wallet id made with its data folder), the journal a re-seal writes beside the passphrase record,
 * and, at start, what the keychain holds for this wallet sorted out — entries of the shared layout
 * earlier versions wrote moved into the namespace, and what an interrupted re-seal left removed as
 * far as its journal proves it. Nothing here touches another wallet's entries.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { UUID_PATTERN } from '../../../shared/api/uuid'
import { SettingKey, type AuditInput, type SettingsStore } from '../db'
import type { CoreLogger } from '../context'
import { b64, type Vault } from '../vault'
import { journalText, parseJournal, type JournalStore } from '../vault/reseal-journal'
import { readPassphraseRecord } from './passphrase-record'

/** The layout this version writes: each wallet under its own service. */
const NAMESPACED_LAYOUT = '2'

/** The wallet's id, made the first time its data folder is opened and kept in its cache. */
export function walletKeychainId(settings: SettingsStore): string {
  const id = settings.get(SettingKey.walletId)
  if (id !== undefined && UUID_PATTERN.test(id)) return id
  const made = randomUUID()
  settings.set(SettingKey.walletId, made)
  return made
}

/** The re-seal journal, kept in the cache beside the passphrase record whose write commits a re-seal. */
export function journalStore(settings: SettingsStore): JournalStore {
  return {
    read: () => parseJournal(settings.get(SettingKey.resealJournal)),
    write: (j) => settings.set(SettingKey.resealJournal, journalText(j)),
    clear: () => void settings.delete(SettingKey.resealJournal),
  }
}

export interface TidyDeps {
  vault: Vault
  settings: SettingsStore
  /** The user ids of the wallet's accounts. */
  users(): string[]
  log: CoreLogger
  audit(entry: AuditInput): void
}

/**
 * Moves this wallet's entries out of the shared layout (once; a wallet made by this version has none),
 * then removes what an interrupted re-seal left, as far as its journal proves. Failures are logged:
 * the next start tries again, and nothing is removed on a doubt.
 */
export async function tidyKeychain(d: TidyDeps): Promise<void> {
  if (d.settings.get(SettingKey.keychainLayout) !== NAMESPACED_LAYOUT) {
    try {
      await adopt(d)
      d.settings.set(SettingKey.keychainLayout, NAMESPACED_LAYOUT)
    } catch (e) {
      d.log.warn(
        `this wallet's keychain entries could not be moved to its own namespace yet (${e instanceof Error ? e.name : 'error'}); the next start tries again`,
      )
    }
  }
  try {
    const r = await d.vault.reconcile()
    if (r.removed.length > 0)
      d.log.warn(
        `removed ${r.removed.length} keychain entries an interrupted passphrase change left, as its journal shows`,
      )
    if (r.kept.length > 0)
      d.log.warn(
        `${r.kept.length} keychain entries of another passphrase were kept: nothing shows them superseded`,
      )
  } catch (e) {
    d.log.warn(
      `the keychain could not be checked at start (${e instanceof Error ? e.name : 'error'})`,
    )
  }
}

async function adopt(d: TidyDeps): Promise<void> {
  const record = readPassphraseRecord(d.settings)
  const users = d.users()
  // A wallet with neither a passphrase nor an account was made by this version: it has nothing to move.
  if (record === null && users.length === 0) return
  const r = await d.vault.adoptLegacy({
    generation: record?.generation ?? 0,
    salt: record ? b64(record.params.salt) : null,
    users,
  })
  if (r.moved.length === 0) return
  const left = r.left > 0 ? `; ${r.left} entries of other wallets were left as they are` : ''
  d.audit({
    actor: 'app',
    action: 'keys.move',
    result: 'ok',
    detail: `${r.moved.length} keys moved to this wallet's own keychain entries (${d.vault.service})${left}`,
  })
  d.log.warn(
    `moved ${r.moved.length} keychain entries to this wallet's own namespace (${d.vault.service})`,
  )
}
