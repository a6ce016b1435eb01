import { createHash } from 'node:crypto'

/**
 * `requestDigest` of shared/auth — hex sha256(METHOD ‖ URI ‖ BODY), the `sig` claim of a token — by
 * OpenSSL. Every request's body is hashed, and noble's pure-JS sha256 costs five times more on a
 * co-signature's body. test/unit/sequencer/http/request-digest.test.ts holds the two equal.
 */
export function requestDigestOf(method: string, uri: string, body: Uint8Array): string {
  // As the shared function does: only ASCII letters change case.
  const upper = method.replace(/[a-z]+/g, (s) => s.toUpperCase())
  return createHash('sha256').update(upper, 'utf8').update(uri, 'utf8').update(body).digest('hex')
}
