/**
 * Why a shared account's balance is what it is, on the bridge (see ./bridge for the contract). A
 * pending request locks every output it spends — all 2,500 USDT of one output for a payment of 120 —
 * so the balance alone misleads: per asset, this says what is available now, what each pending
 * request locks, what it pays and to whom (by user id, for the screen to name), what comes back as
 * change, and what the user can do about it. Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { WordsSchema } from './i18n/words'
import { Amount, Hash, Uuid } from './api/common'
import { method, In } from './bridge-method'
import { SharedAccountRef } from './bridge-treasury'
import { RequestItem } from './bridge-requests'

const Int = z.number().int()
const Ms = Int.nonnegative()

/** One receiver a locking request pays: people by id (members and threshold), or a withdrawal's address. */
export const PaidReceiver = z.object({
  amount: Amount,
  kind: z.enum(['external', 'withdrawal']),
  members: z.array(Uuid),
  threshold: Int,
  destination: z.string(),
  tag: z.string(),
})
export type PaidReceiver = z.infer<typeof PaidReceiver>

/**
 * What the user can do about a lock: `sign` it (it needs this account's signature), `unlock` it
 * (revoke it: everything it locks becomes available), or `wait` (every signature is in and it is
 * being sent; its change returns when it is final).
 */
export const LOCK_ACTIONS = ['sign', 'unlock', 'wait'] as const
export const LockAction = z.enum(LOCK_ACTIONS)
export type LockAction = z.infer<typeof LockAction>

/** The outputs one pending request locks, and what it does with them. */
export const AssetLock = z.object({
  /** The request, when the service or the queue names it. */
  request_id: Uuid.nullable(),
  /** The transaction that spends them (null only when the service named the request alone). */
  transaction_hash: Hash.nullable(),
  /** All it locks: the outputs it spends. */
  locked: Amount,
  outputs: Int,
  /** What it pays (to others than this account); null while the wallet has not read the request. */
  pays: Amount.nullable(),
  /** Whom it pays; null as `pays`. */
  to: z.array(PaidReceiver).nullable(),
  /** What comes back to this account as change once it is sent; null as `pays`. Unlocking frees all of `locked`. */
  change: Amount.nullable(),
  memo: z.string(),
  /** The request as the queue lists it; null while the wallet has not read it. */
  request: RequestItem.nullable(),
  actions: z.array(LockAction),
})
export type AssetLock = z.infer<typeof AssetLock>

/**
 * `free`: nothing is locked; `partly-locked`: some can be paid now, the rest waits on requests;
 * `all-locked`: nothing can be paid now, every output waits on a request; `empty`: none held.
 */
export const AVAILABILITY_REASONS = ['free', 'partly-locked', 'all-locked', 'empty'] as const
export const AvailabilityReason = z.enum(AVAILABILITY_REASONS)
export type AvailabilityReason = z.infer<typeof AvailabilityReason>

export const AssetAvailability = z.object({
  asset_id: Uuid,
  /** The registry's symbol as cached, else "(asset c94ac88f)". */
  symbol: z.string(),
  /** What a new payment can spend now (collectibles left out). */
  available: Amount,
  available_outputs: Int,
  locked: Amount,
  locked_outputs: Int,
  /** What returns once every lock the wallet can read completes: their change. */
  returning: Amount,
  reason: AvailabilityReason,
  /**
   * The same in sentences, as catalog words (people by name and amounts with the symbol as values),
   * for a screen or a terminal to say in its reader's language, joined by a space.
   */
  explanation: z.array(WordsSchema),
  locks: z.array(AssetLock),
})
export type AssetAvailability = z.infer<typeof AssetAvailability>

export const AccountAvailability = z.object({
  ...SharedAccountRef,
  /** When its outputs were last read from the service; null before the first sync (then nothing is known). */
  synced_at: Ms.nullable(),
  assets: z.array(AssetAvailability),
})
export type AccountAvailability = z.infer<typeof AccountAvailability>

export const availabilityMethods = {
  /** Per asset (or one), what can be paid now and what each pending request locks, pays and returns; from the cache (works offline). */
  'treasury.availability': method(
    In({ account: Uuid, ...SharedAccountRef, asset_id: Uuid.optional() }),
    AccountAvailability,
  ),
} as const
