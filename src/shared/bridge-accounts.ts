/**
 * The wallet's own accounts on the bridge (see ./bridge for the contract): each account's public
 * record, registration, a keystore's public face before import, and keys the keychain holds for no
 * account. Public data only: seeds never cross.
 * @module
 */
import { z } from 'zod'
import { Hash, Uuid } from './api/common'

const Ms = z.number().int().nonnegative()

export const AccountInfo = z.object({
  user_id: Uuid,
  session_id: Uuid,
  label: z.string(),
  session_public_key: Hash,
  spend_public_key: Hash.nullable(),
  tip_public_key: Hash.nullable(),
  /** When the account was found or made registered with the service; null before. */
  registered_at: Ms.nullable(),
  created_at: Ms,
})
export type AccountInfo = z.infer<typeof AccountInfo>

export const RegistrationResult = z.object({
  account: AccountInfo,
  /** True when this call registered it; false when the service already had it. */
  registered_now: z.boolean(),
})
export type RegistrationResult = z.infer<typeof RegistrationResult>

/** The keys an account holds in the keychain, each a seed of its own. */
export const KEY_KINDS = ['session', 'spend', 'tip'] as const
export type KeyKind = (typeof KEY_KINDS)[number]

/** A keystore's public face, to show which account a chosen file is before importing it. */
export const KeystorePreview = z.object({
  user_id: Uuid,
  session_id: Uuid,
  has_spend_key: z.boolean(),
  has_tip_key: z.boolean(),
  /** Whether this wallet already has the account. */
  in_wallet: z.boolean(),
})
export type KeystorePreview = z.infer<typeof KeystorePreview>

/** Keys in the keychain that no account of the wallet owns. */
export const OrphanKeys = z.object({ user_id: Uuid, kinds: z.array(z.enum(KEY_KINDS)) })
export type OrphanKeys = z.infer<typeof OrphanKeys>
