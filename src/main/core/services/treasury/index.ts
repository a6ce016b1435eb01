/**
 * The treasury: the shared accounts (members + threshold) the account follows — added by the user,
 * or offered after the wallet met them in a request (./follow) — each with a local label, its
 * balances per asset, the part locked by pending requests, and a history (./history), kept by
 * reading each one's outputs (./sync); the assets they hold (./assets); and the pending requests
 * gone stale (./stale). Reads work offline from the cache; syncing needs the service.
 * @module
 */
import type {
  AccountAvailability,
  AssetHistory,
  SharedAccount,
  StaleRequests,
  TreasuryList,
} from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import type { BalanceRow, SharedAccountKey, SharedAccountRow } from '../../db'
import { CoreError } from '../../errors'
import type { AssetsService } from './assets'
import { accountAvailability } from './availability'
import { assetHistory } from './history'
import { setStaleAfter, staleAfter, staleRequests } from './stale'
import { buildMixAddress } from '../../../../shared/kernel'
import { followAccount, type AccountDescription } from './follow'
import { syncOutputs, type OutputsSyncOutcome } from './sync'
import { words } from '../../../../shared/i18n/words'

export type { OutputsSyncOutcome } from './sync'
export { assetsService, type AssetsService } from './assets'

export interface TreasuryService {
  /** The shared accounts with their balances; works offline. @throws CoreError 'account-not-found' */
  list(userId: string): TreasuryList
  /** One shared account. @throws CoreError 'account-not-found' | 'shared-account-not-found' */
  get(userId: string, key: SharedAccountKey): SharedAccount
  /**
   * Brings the outputs, shared accounts and balances up to date with the service, and the
   * descriptions of the assets they hold.
   * @throws ApiClientError, VaultError, CoreError 'account-not-found'
   */
  sync(userId: string): Promise<OutputsSyncOutcome>
  /** @throws CoreError 'account-not-found' | 'shared-account-not-found'; TypeError for a label over 64 characters */
  setLabel(userId: string, key: SharedAccountKey, label: string): SharedAccount
  /**
   * Follows a shared account named by its members and threshold or its MIX address (an offered one
   * becomes followed), and reads its outputs when the service can be reached.
   * @throws CoreError 'account-not-found' | 'invalid-shared-account'
   */
  addAccount(userId: string, d: AccountDescription, label?: string): Promise<SharedAccount>
  /** Stops following a shared account (or dismisses an offered one). @throws CoreError 'account-not-found' | 'shared-account-not-found' */
  removeAccount(userId: string, key: SharedAccountKey): SharedAccountKey
  /** An asset's history in a shared account; works offline. @throws CoreError 'account-not-found' | 'shared-account-not-found' */
  history(userId: string, key: SharedAccountKey, assetId: string): AssetHistory
  /**
   * Per asset (or one), what can be paid now and what each pending request locks, pays and returns;
   * works offline. @throws CoreError 'account-not-found' | 'shared-account-not-found'
   */
  availability(userId: string, key: SharedAccountKey, assetId?: string): AccountAvailability
  /** Pending requests older than the threshold, of one shared account or all; works offline. */
  stale(userId: string, key?: SharedAccountKey): StaleRequests
  /** Sets the threshold, ms. @throws RangeError unless one minute to one year */
  setStaleAfter(ms: number): number
}

function toSharedAccount(row: SharedAccountRow, balances: readonly BalanceRow[]): SharedAccount {
  return {
    members_hash: row.members_hash,
    threshold: row.threshold,
    members: row.members,
    label: row.label,
    status: row.status,
    address: buildMixAddress({ members: row.members, threshold: row.threshold }),
    first_seen_at: row.first_seen_at,
    synced_at: row.synced_at,
    balances: balances
      .filter((b) => b.members_hash === row.members_hash && b.threshold === row.threshold)
      .map((b) => ({
        asset_id: b.asset_id,
        balance: b.unspent,
        locked: b.locked,
        outputs: b.unspent_outputs,
        locked_outputs: b.locked_outputs,
        collectibles: b.collectibles,
      })),
  }
}

export function treasuryService(ctx: CoreContext, assets: AssetsService): TreasuryService {
  const shared = (userId: string, key: SharedAccountKey): SharedAccountRow => {
    ctx.requireAccount(userId)
    const row = ctx.cache.treasury.sharedAccount(userId, key)
    if (!row) {
      throw new CoreError('shared-account-not-found', words('core.sharedAccount.notFollowed'))
    }
    return row
  }
  const get = (userId: string, key: SharedAccountKey) =>
    toSharedAccount(shared(userId, key), ctx.cache.treasury.balances(userId, key))

  return {
    list(userId) {
      ctx.requireAccount(userId)
      const balances = ctx.cache.treasury.balances(userId)
      return {
        accounts: ctx.cache.treasury
          .sharedAccounts(userId)
          .map((a) => toSharedAccount(a, balances)),
        stale_after_ms: staleAfter(ctx),
      }
    },
    get,
    async sync(userId) {
      const outcome = await syncOutputs(ctx, userId)
      // The members of a followed shared account are people this account works with: its contacts.
      ctx.cache.people.meet(
        userId,
        ctx.cache.treasury
          .sharedAccounts(userId)
          .filter((a) => a.status === 'followed')
          .flatMap((a) => a.members),
      )
      await assets.describe(userId, [
        ...new Set(ctx.cache.treasury.balances(userId).map((b) => b.asset_id)),
      ])
      return outcome
    },
    async addAccount(userId, d, label) {
      const row = followAccount(ctx, userId, d, label)
      try {
        await syncOutputs(ctx, userId)
        ctx.cache.people.meet(userId, row.members)
      } catch (e) {
        // Followed either way: its outputs are read at the next sync.
        ctx.log.warn(
          `the outputs of a shared account just added could not be read yet (${e instanceof Error ? e.name : 'error'})`,
        )
      }
      return get(userId, row)
    },
    removeAccount(userId, key) {
      shared(userId, key)
      ctx.cache.treasury.unfollow(userId, key)
      return { members_hash: key.members_hash, threshold: key.threshold }
    },
    setLabel(userId, key, label) {
      shared(userId, key)
      ctx.cache.treasury.setLabel(userId, key, label)
      return get(userId, key)
    },
    history(userId, key, assetId) {
      shared(userId, key)
      return assetHistory(ctx, userId, key, assetId)
    },
    availability: (userId, key, assetId) =>
      accountAvailability(ctx, userId, shared(userId, key), assetId),
    stale(userId, key) {
      ctx.requireAccount(userId)
      return { stale_after_ms: staleAfter(ctx), requests: staleRequests(ctx, userId, key) }
    },
    setStaleAfter: (ms) => setStaleAfter(ctx, ms),
  }
}
