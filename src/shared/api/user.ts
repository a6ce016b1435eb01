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

/**
 * The public user object (DOCS `_resp.user.md`, SDK `UserResponse`, Android `User`): no `has_safe`,
 * which only the caller's own record carries; the official service learns whether someone can be
 * paid from `POST /safe/keys` (10404 for a user not registered). `phone` is always '' here (no
 * PHONE:READ scope). Fields no reader needs are optional.
 */
export const User = z.object({
  type: z.literal('user'),
  user_id: Uuid,
  identity_number: IdentityNumber,
  phone: z.string().optional(),
  full_name: z.string(),
  biography: z.string().optional(),
  avatar_url: z.string().optional(),
  /** 'ME' for the caller itself, '' for anyone else (contacts and blocking are not modelled here). */
  relationship: z.string().optional(),
  mute_until: Timestamp.optional(),
  created_at: Timestamp.optional(),
  is_verified: z.boolean().optional(),
  is_scam: z.boolean().optional(),
})
export type User = z.infer<typeof User>
/** A public user as the service writes it. */
export type UserWire = z.input<typeof User>

/**
 * The caller's own record (DOCS `_resp.safe.me.md`, wire-formats §6.2, Go `User`/`UserMeView`):
 * the public object plus `has_safe`, the PIN and TIP state, and the session. Go's `app_id` and
 * `server_public_key` are '' for a person's account (they are a bot's); ids without a value are ''.
 */
export const UserMe = User.extend({
  code_id: Uuid.or(z.literal('')).optional(),
  code_url: z.string().optional(),
  features: z.array(z.string()).nullish(),
  session_id: Uuid.or(z.literal('')).optional(),
  device_status: z.string().optional(),
  /** True once the user registered a spend key with the sequencer (`POST /safe/users`). */
  has_safe: z.boolean(),
  /** True once a PIN (here a TIP key) is set (`POST /pin/update`). */
  has_pin: z.boolean().optional(),
  receive_message_source: z.string().optional(),
  accept_conversation_source: z.string().optional(),
  accept_search_source: z.string().optional(),
  fiat_currency: z.string().optional(),
  transfer_notification_threshold: z.number().optional(),
  transfer_confirmation_threshold: z.number().optional(),
  /** The server's PIN key in Curve25519 form, base64url; what legacy keystores call `pin_token_base64`. */
  pin_token: z.string().optional(),
  pin_token_base64: z.string().optional(),
  salt_base64: z.string().optional(),
  /** The TIP public key set by `POST /pin/update`, base64url; '' before one is set. */
  tip_key_base64: z.string().optional(),
  tip_counter: z.number().int().nonnegative().optional(),
  has_emergency_contact: z.boolean().optional(),
  /** A bot's keystore `app_id`; '' for a person's account. */
  app_id: Uuid.or(z.literal('')).optional(),
  /** The server's Ed25519 PIN key, hex (a bot keystore's `server_public_key`); '' for a person's account. */
  server_public_key: Hex.optional(),
})
export type UserMe = z.infer<typeof UserMe>
export type UserMeWire = z.input<typeof UserMe>

/** `POST /users/fetch`: user ids, at most 100. */
export const MAX_USERS_FETCH = 100
export const UsersFetchBody = z
  .array(UuidInput)
  .max(MAX_USERS_FETCH, `at most ${MAX_USERS_FETCH} user ids`)
export type UsersFetchBody = z.infer<typeof UsersFetchBody>
