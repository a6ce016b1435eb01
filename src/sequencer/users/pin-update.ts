/**
 * `POST /pin/update` as the TIP set-up of Go's `RegisterSafeWithSetupPin` and the SDK's
 * `updateTipPin` (wire-formats §6.1): `pin_base64` is a PIN ciphertext (§5.3) whose plaintext is
 * the new TIP public key ‖ u64 big-endian counter. It installs the user's TIP key (`has_pin`,
 * `tip_key_base64`, `tip_counter`), which `POST /safe/users` then verifies the registration's PIN
 * with. The PIN iterator is the user's one sequence, shared with registration: it must grow.
 *
 * A TIP key, once set, stays: the DOCS say it "can not be updated once created", and how an
 * `old_pin_base64` proves the old one for a counter bump is not documented. So a second update is
 * refused — 20119 (PIN incorrect) without `old_pin_base64`, 403 with one
 * (docs/SEQUENCER-FIDELITY.md). Legacy six-digit PINs are not modelled. A refused update changes
 * nothing.
 */
import type { PinUpdateBody } from '../../shared/api/registration'
import type { UserMeWire } from '../../shared/api/user'
import { isStrictPublicKey } from '../../shared/auth/ed25519'
import { PinError, decryptPin } from '../../shared/auth/pin'
import { readTipPinUpdateMessage } from '../../shared/auth/tip'
import type { SequencerContext } from '../context'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { forbidden, invalidField, notFound, pinIncorrect, unauthorized } from '../http/errors'
import { ensureServerKey } from '../server-key'
import { presentMe } from './present'
import { findSession, findUser } from './store'

/** The plaintext of a TIP set-up: a 32-byte key and a u64 counter. */
const TIP_UPDATE_BYTES = 40

/**
 * @throws ApiError 10002 on `pin_base64` (not a PIN ciphertext for this session, or not a usable TIP
 *   key and counter), 403/20119 (a PIN iterator not above the last one, or a TIP key already set
 *   and no old PIN), 403 (a TIP key already set), 401/404 for an unknown session or user
 */
export function updatePin(
  ctx: SequencerContext,
  o: { userId: string; sessionId: string; body: PinUpdateBody },
): UserMeWire {
  const session = findSession(ctx.db, o.sessionId)
  if (!session || session.userId !== o.userId) throw unauthorized('Unknown session.')
  const serverKey = ensureServerKey(ctx.db, ctx.clock.nowNs())
  let pin
  try {
    pin = decryptPin(o.body.pin_base64, {
      serverSeed: serverKey.seed,
      sessionPublicKey: session.publicKey,
    })
  } catch (error) {
    if (error instanceof PinError) throw invalidField('pin_base64', error.message)
    throw error
  } finally {
    serverKey.seed.fill(0)
  }
  if (pin.pin.length !== TIP_UPDATE_BYTES)
    throw invalidField('pin_base64', 'expected a TIP public key and its counter (40 bytes)')
  const tip = readTipPinUpdateMessage(pin.pin)
  if (!isStrictPublicKey(tip.publicKey))
    throw invalidField('pin_base64', 'the TIP public key is not a usable Ed25519 key')
  if (tip.counter < 1n || tip.counter > BigInt(Number.MAX_SAFE_INTEGER))
    throw invalidField('pin_base64', 'the TIP counter must be at least 1')

  return immediateTransaction(ctx.db, (): UserMeWire => {
    const user = findUser(ctx.db, o.userId)
    if (!user) throw notFound('The user is not found.')
    if (user.tipPublicKey) {
      if (o.body.old_pin_base64 === '')
        throw pinIncorrect('A TIP PIN is set: old_pin_base64 must prove it.')
      throw forbidden('The TIP key is set and cannot be changed.')
    }
    if (pin.iterator <= user.pinIterator)
      throw pinIncorrect('The PIN iterator must be larger than the last one used.')
    sql(
      ctx.db,
      'UPDATE users SET tip_public_key = ?, tip_counter = ?, pin_iterator = ? WHERE user_id = ?',
    ).run(tip.publicKey, Number(tip.counter), pin.iterator.toString(), o.userId)
    return presentMe(ctx, findUser(ctx.db, o.userId)!, o.sessionId)
  })
}
