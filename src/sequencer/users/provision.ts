import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { buildRegistration } from '../../shared/auth'
import type { SequencerContext } from '../context'
import { ensureServerKey } from '../server-key'
import { registerSafeUser } from './register'
import { createUser } from './store'

/**
 * A user's keystore in the shape of the official SDK's keystore files (`MixinApi({ keystore })`):
 * seeds in hex. It holds secrets: print it, hand it to the user, never log it.
 */
export interface SequencerKeystore {
  app_id: string
  session_id: string
  /** The server's Ed25519 public key, hex (PIN ciphertexts are encrypted to it). */
  server_public_key: string
  /** The session's 32-byte Ed25519 seed, hex. */
  session_private_key: string
  /** The spend (and TIP) key's 32-byte Ed25519 seed, hex. */
  spend_private_key: string
}

export interface ProvisionedUser {
  readonly userId: string
  readonly sessionId: string
  readonly identityNumber: bigint
  readonly codeId: string
  readonly sessionSeed: Uint8Array
  readonly spendSeed: Uint8Array
  readonly keystore: SequencerKeystore
}

/**
 * Creates a user with fresh session and spend keys, and with `register` also registers the spend
 * key by building the very payload an SDK would send and passing it through the endpoint's
 * service function, so every check of `POST /safe/users` applies.
 * @throws RangeError for a bad name; ApiError when the registration is refused
 */
export function provisionUser(ctx: SequencerContext, o: { fullName: string; register?: boolean }): ProvisionedUser {
  const serverKey = ensureServerKey(ctx.db, ctx.clock.nowNs())
  serverKey.seed.fill(0)
  const sessionSeed = ed.utils.randomSecretKey()
  const spendSeed = ed.utils.randomSecretKey()
  const created = createUser(ctx.db, { fullName: o.fullName, sessionPublicKey: ed.getPublicKey(sessionSeed), nowNs: ctx.clock.nowNs() })
  if (o.register) {
    const body = buildRegistration({
      userId: created.userId,
      spendSeed,
      sessionSeed,
      serverPublicKey: serverKey.publicKey,
      iterator: ctx.clock.nowNs(),
    })
    registerSafeUser(ctx, { userId: created.userId, sessionId: created.sessionId, body })
  }
  return {
    ...created,
    sessionSeed,
    spendSeed,
    keystore: {
      app_id: created.userId,
      session_id: created.sessionId,
      server_public_key: bytesToHex(serverKey.publicKey),
      session_private_key: bytesToHex(sessionSeed),
      spend_private_key: bytesToHex(spendSeed),
    },
  }
}
