/**
 * Authentication on the wire: session access tokens (EdDSA JWT), PIN ciphertexts and the Safe
 * registration payload, each with both the signing and the verifying side.
 * @module
 */

export { base64UrlDecode, base64UrlEncode } from './base64url'
export {
  AuthError,
  MAX_ACCESS_TOKEN_LENGTH,
  MAX_TOKEN_AGE_SECONDS,
  MAX_TOKEN_LIFETIME_SECONDS,
  parseAccessToken,
  requestDigest,
  signAccessToken,
  tokenUsableUntil,
  verifyAccessToken,
  type AccessTokenClaims,
  type AuthErrorCode,
  type ParsedAccessToken,
  type SignAccessTokenOptions,
  type VerifyAccessTokenOptions,
} from './token'
export {
  decryptPin,
  encryptPin,
  MAX_PIN_BYTES,
  PinError,
  sharedPinKey,
  type DecryptedPin,
  type EncryptPinOptions,
  type PinErrorCode,
} from './pin'
export {
  buildRegistration,
  registrationDigest,
  RegistrationError,
  verifyRegistration,
  type RegistrationBody,
  type RegistrationErrorCode,
  type VerifiedRegistration,
} from './registration'
export { tipPinUpdateMessage } from './tip'
export { randomUuidV4 } from '../api/uuid'
