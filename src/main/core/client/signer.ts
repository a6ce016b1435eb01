/**
 * Access tokens for an account's calls, signed with its session seed borrowed from the vault for
 * the one signature and zeroed right after (`vault.withSecret`). One fresh `jti` per request.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { signAccessToken } from '../../../shared/auth'
import type { Vault } from '../vault'
import type { RequestSigner } from './http'

/** Who signs: the account's user and session ids. */
type Account = { readonly user_id: string; readonly session_id: string }

/** Lends the session seed to `sign` for the one signature. */
type LendSeed = (sign: (sessionSeed: Uint8Array) => string) => string | Promise<string>

function signerOf(account: Account, now: () => number, lendSeed: LendSeed): RequestSigner {
  const { user_id: userId, session_id: sessionId } = account
  return async ({ method, uri, body }) => {
    const requestId = randomUUID()
    const token = await lendSeed((sessionSeed) =>
      signAccessToken({
        userId,
        sessionId,
        sessionSeed,
        method,
        uri,
        body,
        nowMs: now(),
        requestId,
      }),
    )
    return { token, requestId }
  }
}

/**
 * A {@link RequestSigner} for one account.
 * @throws VaultError (from each call) when the keychain is unreachable, locked or lacks the key
 * @example const client = createApiClient({ baseUrl, signer: vaultSigner(vault, account) })
 */
export function vaultSigner(
  vault: Vault,
  account: Account,
  now: () => number = Date.now,
): RequestSigner {
  return signerOf(account, now, (sign) => vault.withSecret(account.user_id, 'session', sign))
}

/**
 * A {@link RequestSigner} over a seed the caller holds for the moment (a keystore checked with the
 * service before it is imported). The caller keeps ownership and zeroes the seed; the signer must
 * not outlive it.
 */
export function seedSigner(
  account: Account,
  sessionSeed: Uint8Array,
  now: () => number = Date.now,
): RequestSigner {
  return signerOf(account, now, (sign) => sign(sessionSeed))
}
