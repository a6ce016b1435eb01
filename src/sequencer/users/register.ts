import { RegistrationError, verifyRegistration } from '../../shared/auth'
import type { RegistrationBody } from '../../shared/api/registration'
import type { UserMeWire } from '../../shared/api/user'
import type { SequencerContext } from '../context'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import {
  conflict,
  invalidField,
  invalidPinFormat,
  notFound,
  pinIncorrect,
  unauthorized,
  type ApiError,
} from '../http/errors'
import { ensureServerKey } from '../server-key'
import { presentMe } from './present'
import { findSession, findUser } from './store'
import { newViewKeyPair } from './view-key'

/**
 * Registers a user's spend key with the sequencer (`POST /safe/users`, interface 4.3, wire-formats
 * §6.1): the user must have a TIP key (`POST /pin/update`, ./pin-update; as the DOCS require a TIP
 * PIN first); the payload is verified for this user and session, its PIN with that TIP key; the PIN
 * iterator must grow; then B is stored, the view pair (a, A) created and `has_safe` set, all in one
 * IMMEDIATE transaction. The endpoint and the CLI's `--register` both come through here.
 *
 * Registering again with the same key only advances the iterator and returns the record; another
 * key is a conflict. A refused request changes nothing.
 * @throws ApiError 403/20118 (no TIP key set up), 10002 (malformed payload or signature), 403/20119
 *   (wrong TIP signature or a PIN iterator not above the last one), 409 (another key already
 *   registered), 401/404 for an unknown session or user
 */
export function registerSafeUser(
  ctx: SequencerContext,
  o: { userId: string; sessionId: string; body: RegistrationBody },
): UserMeWire {
  const session = findSession(ctx.db, o.sessionId)
  if (!session || session.userId !== o.userId) throw unauthorized('Unknown session.')
  const tipPublicKey = findUser(ctx.db, o.userId)?.tipPublicKey
  if (tipPublicKey === undefined) throw notFound('The user is not found.')
  // The TIP key never changes once set (./pin-update), so the one read here is the one that stands.
  if (tipPublicKey === null)
    throw invalidPinFormat('No TIP PIN is set up: install the TIP key with POST /pin/update first.')
  const serverKey = ensureServerKey(ctx.db, ctx.clock.nowNs())
  let verified
  try {
    verified = verifyRegistration(o.body, {
      userId: o.userId,
      serverSeed: serverKey.seed,
      sessionPublicKey: session.publicKey,
      tipPublicKey,
    })
  } catch (error) {
    if (error instanceof RegistrationError) throw registrationFailure(error)
    throw error
  } finally {
    serverKey.seed.fill(0)
  }

  return immediateTransaction(ctx.db, (): UserMeWire => {
    const user = findUser(ctx.db, o.userId)
    if (!user) throw notFound('The user is not found.')
    if (verified.iterator <= user.pinIterator)
      throw pinIncorrect('The PIN iterator must be larger than the last one used.')
    const nowNs = ctx.clock.nowNs()
    if (user.spendPublicKey) {
      if (!sameBytes(user.spendPublicKey, verified.publicKey))
        throw conflict('The user has already registered another public key.')
      sql(ctx.db, 'UPDATE users SET pin_iterator = ? WHERE user_id = ?').run(
        verified.iterator.toString(),
        o.userId,
      )
    } else {
      const view = newViewKeyPair()
      try {
        sql(
          ctx.db,
          `UPDATE users SET spend_public_key = ?, view_private_key = ?, view_public_key = ?, pin_iterator = ?,
             registered_at = ? WHERE user_id = ?`,
        ).run(
          verified.publicKey,
          view.privateKey,
          view.publicKey,
          verified.iterator.toString(),
          nowNs,
          o.userId,
        )
      } finally {
        view.privateKey.fill(0)
      }
    }
    return presentMe(ctx, findUser(ctx.db, o.userId)!, o.sessionId)
  })
}

function registrationFailure(error: RegistrationError): ApiError {
  switch (error.code) {
    case 'public-key':
      return invalidField('public_key', error.message)
    case 'signature':
      return invalidField('signature', error.message)
    case 'pin':
      return invalidField('pin_base64', error.message)
    case 'tip-signature':
      return pinIncorrect(error.message)
    case 'malformed':
      return invalidField('(body)', error.message)
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}
