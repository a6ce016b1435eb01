/**
 * The public face of an account: what the cache stores and the rest of the app sees. It carries
 * public keys only; the seeds behind them stay in the keychain.
 * @module
 */

import { z } from 'zod'
import { Uuid } from '../../../shared/api/common'

const PublicKeyHex = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'expected a 32-byte public key in lowercase hex')

/** Longest label, in UTF-16 code units. */
const MAX_LABEL_LENGTH = 64

export const AccountLabel = z
  .string()
  .max(MAX_LABEL_LENGTH, `expected at most ${MAX_LABEL_LENGTH} characters`)

/**
 * `spend_public_key` and `tip_public_key` are null for an account imported with its session key
 * only, until `createSpendKeys` gives it a pair. For bot keystores the TIP key is the spend key.
 */
export const AccountRecordSchema = z.strictObject({
  user_id: Uuid,
  session_id: Uuid,
  server_public_key: PublicKeyHex,
  session_public_key: PublicKeyHex,
  spend_public_key: PublicKeyHex.nullable(),
  tip_public_key: PublicKeyHex.nullable(),
  label: AccountLabel,
})

export type AccountRecord = z.infer<typeof AccountRecordSchema>

/** The record's fields, named once by its schema. */
const RECORD_FIELDS = Object.keys(AccountRecordSchema.shape) as (keyof AccountRecord)[]

/** Just the record's fields of something that carries them (a cached account row has more). */
export function toRecord(account: AccountRecord): AccountRecord {
  return Object.fromEntries(RECORD_FIELDS.map((k) => [k, account[k]])) as AccountRecord
}
