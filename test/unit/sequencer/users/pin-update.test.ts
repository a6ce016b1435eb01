/**
 * `POST /pin/update` as the TIP set-up of Go's `RegisterSafeWithSetupPin` and the SDK's
 * `updateTipPin`: the PIN plaintext is the TIP public key ‖ u64 big-endian counter. It installs the
 * TIP key once; a refused update changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { encryptPin } from '../../../../src/shared/auth'
import { tipPinUpdateMessage } from '../../../../src/shared/auth/tip'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { serverPublicKey } from '../../../../src/sequencer/server-key'
import { findUser } from '../../../../src/sequencer/users/store'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let bob: TestUser
beforeEach(async () => {
  seq = newSequencer()
  bob = await createTestUser(seq.ctx, 'Bob')
})
afterEach(() => seq.close())

/** The PIN ciphertext of `plaintext` for `user`'s session, at `iterator` (the clock's nanoseconds by default). */
const pin = (user: TestUser, plaintext: Uint8Array, iterator = seq.clock.nowNs()) =>
  encryptPin(plaintext, {
    sessionSeed: user.sessionSeed,
    serverPublicKey: serverPublicKey(seq.ctx.db),
    iterator,
  })
const update = (user: TestUser, body: unknown) =>
  authedRequest(seq.app, user.keystore, 'POST', '/pin/update', body)

async function refused(res: Response, status: number, code: number) {
  expect(res.status).toBe(status)
  const error = ApiErrorBody.parse(await res.json()).error
  expect(error).toMatchObject({ status, code })
  return error
}

describe('POST /pin/update', () => {
  it('installs the TIP key and its big-endian counter, and answers the caller’s record', async () => {
    const tip = ed.getPublicKey(ed.utils.randomSecretKey())
    // 258 is 0x0102: read little-endian it would be 0x0201… (2^56 + …), not 258.
    const res = await update(bob, {
      old_pin_base64: '',
      pin_base64: pin(bob, tipPinUpdateMessage(tip, 258n)),
    })
    const me = JSON.parse(await res.text()) as { data: Record<string, unknown> }
    expect(me.data).toMatchObject({
      user_id: bob.userId,
      has_pin: true,
      has_safe: false,
      tip_counter: 258,
      tip_key_base64: Buffer.from(tip).toString('base64url'),
    })
    expect(bytesToHex(findUser(seq.ctx.db, bob.userId)!.tipPublicKey!)).toBe(bytesToHex(tip))
  })

  it('takes a body without old_pin_base64 as one with it empty', async () => {
    const tip = ed.getPublicKey(ed.utils.randomSecretKey())
    expect(
      await dataOf(await update(bob, { pin_base64: pin(bob, tipPinUpdateMessage(tip, 1n)) })),
    ).toMatchObject({ has_pin: true, tip_counter: 1 })
  })

  it('refuses a second update, with or without the old PIN, changing nothing', async () => {
    const tip = ed.getPublicKey(ed.utils.randomSecretKey())
    await dataOf(
      await update(bob, { old_pin_base64: '', pin_base64: pin(bob, tipPinUpdateMessage(tip, 1n)) }),
    )
    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const other = tipPinUpdateMessage(ed.getPublicKey(ed.utils.randomSecretKey()), 2n)
    await refused(
      await update(bob, { old_pin_base64: '', pin_base64: pin(bob, other) }),
      403,
      20119,
    )
    await refused(
      await update(bob, {
        old_pin_base64: pin(bob, new Uint8Array(64).fill(7)),
        pin_base64: pin(bob, other),
      }),
      403,
      403,
    )
    await refused(
      await update(bob, { old_pin_base64: '', pin_base64: pin(bob, tipPinUpdateMessage(tip, 1n)) }),
      403,
      20119,
    )
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
  })

  it('needs the PIN iterator to grow past the last one used', async () => {
    const message = tipPinUpdateMessage(ed.getPublicKey(ed.utils.randomSecretKey()), 1n)
    // A new user's last iterator is 0: the first must be above it.
    await refused(
      await update(bob, { old_pin_base64: '', pin_base64: pin(bob, message, 0n) }),
      403,
      20119,
    )
    await dataOf(await update(bob, { old_pin_base64: '', pin_base64: pin(bob, message, 5n) }))
    expect(findUser(seq.ctx.db, bob.userId)!.pinIterator).toBe(5n)
  })

  it('refuses what is not a TIP key and its counter with 10002 on pin_base64, changing nothing', async () => {
    const before = dumpTables(seq.ctx.db, { except: ['used_tokens'] })
    const cases: unknown[] = [
      { old_pin_base64: '', pin_base64: 'AAAA' },
      { old_pin_base64: '', pin_base64: pin(bob, new Uint8Array(64)) },
      {
        old_pin_base64: '',
        pin_base64: pin(bob, tipPinUpdateMessage(new Uint8Array(32).fill(0xff), 1n)),
      },
      {
        old_pin_base64: '',
        pin_base64: pin(bob, tipPinUpdateMessage(ed.getPublicKey(ed.utils.randomSecretKey()), 0n)),
      },
      // Encrypted to the server from another session.
      {
        old_pin_base64: '',
        pin_base64: encryptPin(
          tipPinUpdateMessage(ed.getPublicKey(ed.utils.randomSecretKey()), 1n),
          {
            sessionSeed: ed.utils.randomSecretKey(),
            serverPublicKey: serverPublicKey(seq.ctx.db),
            iterator: 1n,
          },
        ),
      },
    ]
    for (const body of cases)
      expect((await refused(await update(bob, body), 400, 10002)).extra).toMatchObject({
        field: 'pin_base64',
      })
    for (const body of [
      { old_pin_base64: '' },
      { pin_base64: '' },
      { old_pin_base64: 5, pin_base64: 'AAAA' },
      [{ pin_base64: 'AAAA' }],
    ])
      await refused(await update(bob, body), 400, 10002)
    expect(dumpTables(seq.ctx.db, { except: ['used_tokens'] })).toEqual(before)
    expect((await seq.app.request('/pin/update', { method: 'POST', body: '{}' })).status).toBe(401)
  })
})
