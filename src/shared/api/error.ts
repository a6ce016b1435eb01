/**
 * Errors of the interface (DESIGN "errors", wire-formats §7): a real HTTP status and the body
 * `{"error": {"status", "code", "description", "extra"?}}` with the Mixin code clients branch on.
 * @module
 */

/** The Mixin error codes this service answers with. */
export const ErrorCode = {
  /** The body can't be parsed. */
  BadRequest: 400,
  /** Missing, malformed, expired, forged or replayed access token. */
  Unauthorized: 401,
  Forbidden: 403,
  /** Unknown endpoint or object. */
  NotFound: 404,
  /** A state conflict, e.g. registering a second spend key. */
  Conflict: 409,
  /** The body is larger than the service accepts. */
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  InternalServerError: 500,
  /** A field of the request is invalid; `extra.field` names it. */
  InvalidField: 10002,
  /** The target user has not registered with the sequencer. */
  UserNotRegistered: 10404,
  GroupFull: 20116,
  /** The account's PIN is not a TIP PIN: registration needs one set up first (`POST /pin/update`). */
  InvalidPinFormat: 20118,
  /** The PIN (here: the registration's TIP signature or its iterator) is wrong. */
  PinIncorrect: 20119,
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** HTTP statuses the service uses. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500
