/**
 * Authentication on the wire: session access tokens (EdDSA JWT), PIN ciphertexts and the Safe
 * registration payload, each with both the signing and the verifying side.
 * @module
 */

export { base64UrlDecode, base64UrlEncode } from './base64url'
export {
  AuthError,
  parseAccessToken,
  requestDigest,
  signAccessToken,
  tokenUsableUntil,
  verifyAccessToken,
  type AccessTokenClaims,
} from './token'
export { encryptPin } from './pin'
export { tipPinUpdateMessage } from './tip'
export {
  buildRegistration,
  registrationDigest,
  RegistrationError,
  verifyRegistration,
} from './registration'
