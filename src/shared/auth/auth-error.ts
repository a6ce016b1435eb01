/** Why an access token was refused; the server answers 401 for every one of them. */
export type AuthErrorCode =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'expired'
  /** `exp` is further from `iat` than any token may be valid. */
  | 'too-long-lived'
  | 'not-yet-valid'
  | 'request-mismatch'
  | 'claims'

/** A refused access token. `code` is machine-readable; the message never contains key material. */
export class AuthError extends Error {
  override readonly name = 'AuthError'
  readonly code: AuthErrorCode

  constructor(code: AuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}
