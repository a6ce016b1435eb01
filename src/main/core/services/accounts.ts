/**
 * Accounts: import a keystore, back up and restore, list, register with the service (./registration).
 * Seeds go to the vault (the OS keychain), the public record to the cache; every change is audited.
 * @module
 */
import type { CoreContext } from '../context'
import type { AccountRow } from '../db'
import { toRecord, type AccountRecord } from '../vault'
import { errorText } from './audit'
import { ensureRegistered, type RegistrationOutcome } from './registration'

export interface AccountsService {
  /** Oldest first; works offline. */
  list(): AccountRow[]
  /**
   * Imports a keystore's JSON text (the official SDK's shape) and caches its public record.
   * @throws VaultError 'invalid-keystore' | 'already-exists' | keychain errors
   */
  importKeystore(text: string, label?: string): Promise<AccountRow>
  /**
   * An encrypted backup of the account (JSON text).
   * @throws VaultError 'weak-passphrase' | 'not-found' | 'key-mismatch' | keychain errors
   */
  exportBackup(userId: string, passphrase: string): Promise<string>
  /**
   * Restores a backup into the keychain and the cache.
   * @throws VaultError 'bad-passphrase' | 'corrupt' | 'unsupported' | 'already-exists' | keychain errors
   */
  restoreBackup(text: string, passphrase: string): Promise<AccountRow>
  /**
   * Gives a session-only account a fresh spend (= TIP) key.
   * @throws VaultError 'already-exists' | keychain errors; CoreError 'account-not-found'
   */
  createSpendKeys(userId: string): Promise<AccountRow>
  /**
   * Makes sure the account is registered with the service, registering it when it is not.
   * @param options.createKeys give a session-only account a spend key first (else 'no-spend-key')
   * @throws CoreError 'account-not-found' | 'no-spend-key'; ApiClientError; VaultError
   */
  register(userId: string, options?: { createKeys?: boolean }): Promise<RegistrationOutcome>
}

export function accountsService(ctx: CoreContext, options: { backupScryptN?: number } = {}): AccountsService {
  const keep = (record: AccountRecord): AccountRow => ctx.cache.accounts.upsert(record)

  async function audited<T>(actor: string, action: 'account.import' | 'backup.export' | 'backup.import' | 'account.create-keys', fn: () => Promise<T>, subject: (t: T) => string): Promise<T> {
    try {
      const out = await fn()
      ctx.audit({ actor: subjectActor(out, actor, subject), action, subject: subject(out), result: 'ok' })
      return out
    } catch (e) {
      ctx.audit({ actor, action, result: 'failed', detail: errorText(e) })
      throw e
    }
  }

  return {
    list: () => ctx.cache.accounts.list(),
    importKeystore: (text, label) =>
      audited('app', 'account.import', async () => keep(await ctx.vault.importKeystore(text, label === undefined ? {} : { label })), (r) => r.user_id),
    exportBackup: (userId, passphrase) =>
      audited(
        userId,
        'backup.export',
        async () => {
          const row = ctx.account(userId)
          const envelope = await ctx.vault.exportBackup(toRecord(row), passphrase, options.backupScryptN ? { scryptN: options.backupScryptN } : {})
          return JSON.stringify(envelope)
        },
        () => userId,
      ),
    restoreBackup: (text, passphrase) => audited('app', 'backup.import', async () => keep(await ctx.vault.importBackup(text, passphrase)), (r) => r.user_id),
    createSpendKeys: (userId) =>
      audited(userId, 'account.create-keys', async () => keep(await ctx.vault.createSpendKeys(toRecord(ctx.account(userId)))), () => userId),
    register: (userId, o) => ensureRegistered(ctx, userId, o),
  }
}

function subjectActor<T>(out: T, actor: string, subject: (t: T) => string): string {
  return actor === 'app' ? subject(out) : actor
}
