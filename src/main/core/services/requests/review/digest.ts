/**
 * The digest the user confirms: SHA-256 of the summary's binding part, everything but signing
 * progress (who has signed so far, whether it was completed, unlocked or sent, and when), so another
 * co-signer signing meanwhile does not void a confirmation while any change to what the transaction
 * does does.
 * @module
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { RequestSummary } from '../../../../../shared/bridge'
import { text } from './context'

/** @example summaryDigest(result.summary) === result.digest */
export function summaryDigest(summary: RequestSummary): string {
  const {
    signed_count: _c,
    progress: _s,
    revoked_by: _r,
    proposer: _p,
    updated_at: _u,
    i_have_signed: _i,
    can_sign: _cs,
    can_unlock: _cu,
    senders,
    ...rest
  } = summary
  const binding = { ...rest, senders: senders.map((s) => ({ user_id: s.user_id, is_me: s.is_me })) }
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(binding))))
}

/** JSON with object keys sorted, so equal values always give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** A request's memo (its hex `extra`) as UTF-8 text, '' when there is none, null when it is not text. */
export function memoText(extraHex: string): string | null {
  if (extraHex === '') return ''
  try {
    return text(hexToBytes(extraHex))
  } catch {
    return null
  }
}
