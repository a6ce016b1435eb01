/**
 * Users as the service shows them: the public user object (`GET /users/:id`, `POST /users/fetch`,
 * the `user` code result; wire-formats §8.4) and the caller's own record (`GET /me`, `GET /safe/me`,
 * `POST /safe/users`; interface 2.4 with the extras of wire-formats §6.2).
 * @module
 */
import { z } from 'zod'
import { Hex, Timestamp, Uuid, UuidInput } from './common'

/** Identity numbers are decimal strings on the wire, as the official API sends them. */
const IdentityNumber = z.string().regex(/^[1-9]\d{0,18}$/, 'expected a decimal identity number')

/** Longest `full_name` the service stores (the official clients cap names at 64 characters). */
export const MAX_FULL_NAME_LENGTH = 64

/** The public user object. `phone` is always '' (no PHONE:READ scope here). */
export const User = z.object({
  type: z.literal('user'),
  user_id: Uuid,
  identity_number: IdentityNumber,
  phone: z.string(),
  full_name: z.string(),
  biography: z.string(),
  avatar_url: z.string(),
  /** 'ME' for the caller itself, '' for anyone else (contacts and blocking are not modelled). */
  relationship: z.enum(['ME', 'FRIEND', 'STRANGER', 'BLOCKING', '']),
  mute_until: Timestamp,
  created_at: Timestamp,
  is_verified: z.boolean(),
  is_scam: z.boolean(),
  /** True once the user registered a spend key with the sequencer (`POST /safe/users`). */
  has_safe: z.boolean(),
})
export type User = z.infer<typeof User>

/** The caller's own record: the public object plus the fields of interface 2.4 and §6.2. */
export const UserMe = User.extend({
  code_id: Uuid,
  code_url: z.string(),
  features: z.array(z.string()),
  session_id: Uuid,
  device_status: z.string(),
  has_pin: z.boolean(),
  receive_message_source: z.string(),
  accept_conversation_source: z.string(),
  accept_search_source: z.string(),
  fiat_currency: z.string(),
  transfer_notification_threshold: z.number(),
  transfer_confirmation_threshold: z.number(),
  /** The server's PIN key in Curve25519 form, base64url; what legacy keystores call `pin_token_base64`. */
  pin_token: z.string(),
  pin_token_base64: z.string(),
  salt_base64: z.string(),
  /** The TIP public key (here: the registered spend key), base64url; '' before registration. */
  tip_key_base64: z.string(),
  tip_counter: z.number().int().nonnegative(),
  has_emergency_contact: z.boolean(),
  /** The keystore's `app_id` (the user id here), as the Go SDK's `UserMeView` carries it. */
  app_id: Uuid,
  /** The server's Ed25519 PIN key, hex: the keystore's `server_public_key`. */
  server_public_key: Hex.length(64),
})
export type UserMe = z.infer<typeof UserMe>

/** `POST /users/fetch`: user ids, at most 100. */
export const MAX_USERS_FETCH = 100
export const UsersFetchBody = z.array(UuidInput).max(MAX_USERS_FETCH, `at most ${MAX_USERS_FETCH} user ids`)
export type UsersFetchBody = z.infer<typeof UsersFetchBody>
