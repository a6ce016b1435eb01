import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { buildRegistration, encryptPin } from '../../shared/auth'
import { tipPinUpdateMessage } from '../../shared/auth/tip'
import type { SequencerContext } from '../context'
import { ensureServerKey, serverPublicKey } from '../server-key'
import { updatePin } from './pin-update'
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
  /** The spend (and TIP, as for a bot) key's 32-byte Ed25519 seed, hex. */
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
 * Installs the public key of `tipSeed` as the user's TIP key, counter 1, by the body Go's
 * `RegisterSafeWithSetupPin` sends, passed through `POST /pin/update`'s own service function.
 * @throws ApiError when the set-up is refused (a TIP key is already set, say)
 */
export function setUpTipKey(
  ctx: SequencerContext,
  user: { userId: string; sessionId: string; sessionSeed: Uint8Array },
  tipSeed: Uint8Array,
): void {
  const pin_base64 = encryptPin(tipPinUpdateMessage(ed.getPublicKey(tipSeed), 1n), {
    sessionSeed: user.sessionSeed,
    serverPublicKey: serverPublicKey(ctx.db),
    iterator: ctx.clock.nowNs(),
  })
  updatePin(ctx, {
    userId: user.userId,
    sessionId: user.sessionId,
    body: { old_pin_base64: '', pin_base64 },
  })
}

/**
 * Creates a user with fresh session and spend keys, and with `register` also registers the spend
 * key as Go's `RegisterSafeWithSetupPin` does: first the spend key is installed as the TIP key
 * (`POST /pin/update`, counter 1), then registered, each by building the very payload the official
 * client would send and passing it through the endpoint's service function, so every check applies.
 * @throws RangeError for a bad name; ApiError when the set-up or the registration is refused
 */
export function provisionUser(
  ctx: SequencerContext,
  o: { fullName: string; register?: boolean },
): ProvisionedUser {
  const serverKey = ensureServerKey(ctx.db, ctx.clock.nowNs())
  serverKey.seed.fill(0)
  const sessionSeed = ed.utils.randomSecretKey()
  const spendSeed = ed.utils.randomSecretKey()
  const created = createUser(ctx.db, {
    fullName: o.fullName,
    sessionPublicKey: ed.getPublicKey(sessionSeed),
    nowNs: ctx.clock.nowNs(),
  })
  if (o.register) {
    const keys = { userId: created.userId, sessionId: created.sessionId }
    setUpTipKey(ctx, { ...keys, sessionSeed }, spendSeed)
    const body = buildRegistration({
      userId: created.userId,
      spendSeed,
      sessionSeed,
      serverPublicKey: serverKey.publicKey,
      iterator: ctx.clock.nowNs(),
    })
    registerSafeUser(ctx, { ...keys, body })
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
