/**
 * Accounts: import a keystore, back up and restore, list, remove, register with the service
 * (./registration), and keys the keychain holds for no account. Seeds go to the vault (the OS
 * keychain, sealed under the wallet passphrase), the public record to the cache; every change is
 * audited, and every one that brings keys in or out, or removes them, takes a grant.
 *
 * A keystore is checked with the service before anything of it is stored: a keystore whose keys
 * are not the ones registered for its account, or that lacks the spend key of a registered account,
 * is refused with the reason, and nothing is left behind. A computer that cannot reach the service
 * (an offline signer) imports without the check; registration checks later.
 * @module
 */
import { UserMe } from '../../../shared/api/user'
import type { KeystorePreview, OrphanKeys } from '../../../shared/bridge'
import { isApiClientError, seedSigner } from '../client'
import type { CoreContext } from '../context'
import type { AccountRow } from '../db'
import { CoreError } from '../errors'
import type { AccountsChangedEvent } from '../events'
import { parseKeystoreText, disposeKeystore, toRecord, type AccountRecord } from '../vault'
import { errorText } from '../errors'
import { requireStrongPassphrase } from './passphrase-policy'
import { ensureRegistered, registeredTipKey, type RegistrationOutcome } from './registration'
import { words } from '../../../shared/i18n/words'

export interface AccountsService {
  /** Oldest first; works offline. */
  list(): AccountRow[]
  /** One account of the wallet; works offline. @throws CoreError 'account-not-found' */
  get(userId: string): AccountRow
  /** Which account a keystore is, without storing anything. @throws VaultError 'invalid-keystore' */
  inspectKeystore(text: string): KeystorePreview
  /**
   * Imports a keystore's JSON text (the official SDK's shape), after checking it with the service,
   * and caches its public record.
   * @throws CoreError 'reauth-required' | 'keystore-mismatch' | 'keystore-incomplete' | 'keystore-refused';
   *   VaultError 'invalid-keystore' | 'already-exists' | 'locked' | keychain errors
   */
  importKeystore(
    text: string,
    options: { label?: string; grant: string | undefined },
  ): Promise<AccountRow>
  /**
   * An encrypted backup of the account (JSON text).
   * @throws CoreError 'reauth-required' | 'weak-passphrase'; VaultError 'not-found' | 'key-mismatch' | keychain errors
   */
  exportBackup(userId: string, passphrase: string, grant: string | undefined): Promise<string>
  /**
   * Restores a backup into the keychain and the cache.
   * @throws CoreError 'reauth-required'; VaultError 'bad-passphrase' | 'corrupt' | 'unsupported' | 'already-exists' | keychain errors
   */
  restoreBackup(text: string, passphrase: string, grant: string | undefined): Promise<AccountRow>
  /**
   * Removes the account: its keys from the keychain, its record, queue and groups from the cache.
   * @throws CoreError 'reauth-required' | 'account-not-found'; VaultError keychain errors
   */
  remove(userId: string, grant: string | undefined): Promise<void>
  /** Keys in the keychain that belong to no account of this wallet (left by a failed clean-up). */
  orphans(): Promise<OrphanKeys[]>
  /**
   * Deletes the keys of a user the wallet has no account for.
   * @throws CoreError 'reauth-required'; RangeError when the wallet has the account (remove it instead)
   */
  removeOrphan(userId: string, grant: string | undefined): Promise<number>
  /**
   * Gives a session-only account a fresh spend (= TIP) key.
   * @throws VaultError 'already-exists' | keychain errors; CoreError 'account-not-found'
   */
  createSpendKeys(userId: string): Promise<AccountRow>
  /**
   * Makes sure the account is registered with the service, registering it when it is not.
   * @param options.createKeys give a session-only account a spend key first (else 'no-spend-key'); takes a grant
   * @throws CoreError 'account-not-found' | 'no-spend-key' | 'reauth-required'; ApiClientError; VaultError
   */
  register(
    userId: string,
    options?: { createKeys?: boolean; grant?: string | undefined },
  ): Promise<RegistrationOutcome>
}

export function accountsService(
  ctx: CoreContext,
  options: { scryptN?: number } = {},
): AccountsService {
  const changed = (account: string, change: AccountsChangedEvent['change']) =>
    ctx.events.emit('accounts-changed', { account, change })
  /** Caches an account's public record and tells the host. */
  const keep = (record: AccountRecord, change: AccountsChangedEvent['change']): AccountRow => {
    const row = ctx.cache.accounts.upsert(record)
    changed(row.user_id, change)
    return row
  }

  async function audited<T>(
    actor: string,
    action:
      | 'account.import'
      | 'backup.export'
      | 'backup.import'
      | 'account.create-keys'
      | 'account.remove'
      | 'keys.remove',
    fn: () => Promise<T>,
    subject: (t: T) => string,
  ): Promise<T> {
    try {
      const out = await fn()
      ctx.audit({
        actor: actor === 'app' ? subject(out) : actor,
        action,
        subject: subject(out),
        result: 'ok',
      })
      return out
    } catch (e) {
      ctx.audit({
        actor,
        action,
        result: e instanceof CoreError ? 'refused' : 'failed',
        detail: errorText(e),
      })
      throw e
    }
  }

  /** What the service says about a keystore's account before it is stored; true when registered there. */
  async function checkWithService(
    record: AccountRecord,
    sessionSeed: Uint8Array,
  ): Promise<boolean> {
    const client = ctx.clientWith({
      signer: seedSigner(record, sessionSeed, ctx.now),
      retry: { attempts: 1 },
    })
    let me: UserMe
    try {
      me = await client.call('GET', '/safe/me', UserMe)
    } catch (e) {
      // An offline signing computer imports without the service; registration checks later.
      if (isApiClientError(e, 'network') || isApiClientError(e, 'timeout')) return false
      if (isApiClientError(e, 'unauthorized')) {
        throw new CoreError('keystore-refused', words('core.keystore.sessionRefused'), {
          details: `GET /safe/me: HTTP ${e.status}`,
        })
      }
      throw e
    }
    if (me.user_id !== record.user_id) {
      throw new CoreError('keystore-refused', words('core.keystore.otherAccount'), {
        details: 'GET /safe/me: user_id differs',
      })
    }
    if (!me.has_safe) return false
    if (record.spend_public_key === null) {
      throw new CoreError('keystore-incomplete', words('core.keystore.noSpendKey'))
    }
    const registered = registeredTipKey(me)
    if (registered !== null && registered !== record.tip_public_key) {
      throw new CoreError('keystore-mismatch', words('core.keystore.spendKeyMismatch'), {
        details: 'the TIP key registered at /safe/me differs from the keystore’s',
      })
    }
    return true
  }

  return {
    list: () => ctx.cache.accounts.list(),
    get: (userId) => ctx.account(userId),

    inspectKeystore(text) {
      const k = parseKeystoreText(text)
      try {
        return {
          user_id: k.userId,
          session_id: k.sessionId,
          has_spend_key: k.spend !== null,
          has_tip_key: k.tip !== null,
          in_wallet: ctx.cache.accounts.get(k.userId) !== undefined,
        }
      } finally {
        disposeKeystore(k)
      }
    },

    importKeystore: (text, o) =>
      audited(
        'app',
        'account.import',
        async () => {
          ctx.lock.consume(o.grant, 'import-account')
          let registered = false
          const record = await ctx.vault.importKeystore(text, {
            ...(o.label === undefined ? {} : { label: o.label }),
            check: async (r, seed) => {
              registered = await checkWithService(r, seed)
            },
          })
          let row: AccountRow
          try {
            row = ctx.cache.accounts.upsert(record)
            if (registered) ctx.cache.accounts.markRegistered(record.user_id)
          } catch (e) {
            // Nothing half-imported: keys with no account would be orphans.
            await ctx.vault.removeAccount(record.user_id).catch(() => undefined)
            throw e
          }
          changed(row.user_id, 'added')
          return ctx.cache.accounts.get(row.user_id) ?? row
        },
        (r) => r.user_id,
      ),

    exportBackup: (userId, passphrase, grant) =>
      audited(
        userId,
        'backup.export',
        async () => {
          ctx.lock.consume(grant, 'export-backup', userId)
          const row = ctx.account(userId)
          await requireStrongPassphrase(passphrase, 'backup', [row.label, userId])
          const envelope = await ctx.vault.exportBackup(
            toRecord(row),
            passphrase,
            options.scryptN ? { scryptN: options.scryptN } : {},
          )
          return JSON.stringify(envelope)
        },
        () => userId,
      ),

    restoreBackup: (text, passphrase, grant) =>
      audited(
        'app',
        'backup.import',
        async () => {
          ctx.lock.consume(grant, 'import-account')
          return keep(await ctx.vault.importBackup(text, passphrase), 'added')
        },
        (r) => r.user_id,
      ),

    remove: (userId, grant) =>
      audited(
        userId,
        'account.remove',
        async () => {
          ctx.lock.consume(grant, 'remove-account', userId)
          ctx.requireAccount(userId)
          await ctx.vault.removeAccount(userId)
          ctx.cache.accounts.remove(userId)
          changed(userId, 'removed')
        },
        () => userId,
      ),

    async orphans() {
      const stored = await ctx.vault.storedAccounts()
      return stored
        .filter((s) => ctx.cache.accounts.get(s.userId) === undefined)
        .map((s) => ({ user_id: s.userId, kinds: s.kinds }))
    },

    removeOrphan: (userId, grant) =>
      audited(
        'app',
        'keys.remove',
        async () => {
          ctx.lock.consume(grant, 'remove-account', userId)
          if (ctx.cache.accounts.get(userId) !== undefined)
            throw new RangeError(
              '"userId" names an account of this wallet; remove the account instead',
            )
          return ctx.vault.removeAccount(userId)
        },
        () => userId,
      ),

    createSpendKeys: (userId) =>
      audited(
        userId,
        'account.create-keys',
        async () => keep(await ctx.vault.createSpendKeys(toRecord(ctx.account(userId))), 'updated'),
        () => userId,
      ),

    register: async (userId, o = {}) => {
      if (o.createKeys) ctx.lock.consume(o.grant, 'create-keys', userId)
      return ensureRegistered(ctx, userId, { createKeys: o.createKeys ?? false })
    },
  }
}
