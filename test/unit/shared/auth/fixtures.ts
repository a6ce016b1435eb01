// Vectors and small helpers shared by the auth tests.
import { sha512 } from '@noble/hashes/sha2.js'
import * as ed from '@noble/ed25519'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64UrlEncode } from '../../../../src/shared/auth/base64url'
import { specVectors } from '../../../helpers/spec-vectors'

ed.hashes.sha512 = sha512

interface AuthVectors {
  keystore: {
    app_id: string
    session_id: string
    session_private_key: string
    server_public_key: string
  }
  session_public_key_hex: string
  session_public_key_b64url: string
  jwt: {
    method: string
    uri: string
    body_string: string
    request_id: string
    now_ms: number
    token: string
    header_json: string
    payload_json: string
    expected_sig_claim: string
  }
  jwt_get: { uri: string; token: string; payload_json: string; expected_sig: string }
  serialize_edge: Record<string, string>
  oauth_token_payload: string
  registration: {
    user_id: string
    spend_seed: string
    public_key: string
    signature: string
    tip_signature_hex_before_encryption: string
    tip_body_hex: string
    sha3_user_id: string
  }
  pin: {
    input_hex: string
    pin_base64: string
    raw_len: number
    shared_key_server_side: string
    shared_key_client_side: string
    plaintext_len: number
    padding_byte: number
    recovered_pin_hex: string
    time_le: string
    iterator_le: string
    server_pub_montgomery: string
    session_priv_montgomery: string
  }
}

const all = specVectors as {
  auth: AuthVectors
}
export const V = all.auth

export const SESSION_SEED = hexToBytes(V.keystore.session_private_key)
export const SESSION_PUB = hexToBytes(V.session_public_key_hex)
export const SERVER_PUB = hexToBytes(V.keystore.server_public_key)
/** The vectors' server key: its public half is `keystore.server_public_key` (checked in pin.test). */
export const SERVER_SEED = new Uint8Array(32).fill(0x22)
export const JWT_NOW_MS = V.jwt.now_ms

/** A token with arbitrary header and payload JSON, properly signed, to reach the checks after the signature. */
export function craftToken(
  headerJson: string,
  payloadJson: string,
  seed: Uint8Array = SESSION_SEED,
): string {
  const input = `${base64UrlEncode(utf8ToBytes(headerJson))}.${base64UrlEncode(utf8ToBytes(payloadJson))}`
  return `${input}.${base64UrlEncode(ed.sign(utf8ToBytes(input), seed))}`
}

export const HEADER = '{"alg":"EdDSA","typ":"JWT"}'

export function pubOf(seed: Uint8Array): Uint8Array {
  return ed.getPublicKey(seed)
}

export function sign(message: Uint8Array, seed: Uint8Array): Uint8Array {
  return ed.sign(message, seed)
}

export { bytesToHex, hexToBytes, utf8ToBytes }
