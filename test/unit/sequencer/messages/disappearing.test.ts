/**
 * Disappearing messages (interface §4.1 rule 8) on the manual clock: with a setting of D seconds, a
 * recipient's copy goes D seconds after that recipient read it, and a copy never read goes
 * 24 h + D after the message was sent; the message goes once no recipient holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sweepExpiredMessages } from '../../../../src/sequencer/messages/sweep'
import { dataOf } from '../../../helpers/sequencer'
import { fixture, message, stored, type Fixture } from './setup'

let f: Fixture
const D = 60
beforeAll(async () => {
  f = await fixture()
  await dataOf(
    await f.call(f.alice, 'POST', `/conversations/${f.groupId}/disappear`, { duration: D }),
  )
})
afterAll(() => f?.close())

const HOUR_MS = 3600 * 1000
const holders = (messageId: string) =>
  stored(f, f.groupId)
    .find((m) => m.messageId === messageId)
    ?.recipients.map((r) => r.userId)
    .sort()
const send = async (text: string) => {
  const m = message(f.groupId, 'PLAIN_TEXT', text)
  await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
  return m.message_id as string
}
const read = async (user: typeof f.bob, messageId: string) =>
  dataOf(
    await f.call(user, 'POST', '/acknowledgements', [{ message_id: messageId, status: 'READ' }]),
  )

describe('a group set to disappear after D seconds', () => {
  it('deletes a read copy D seconds after the read, per recipient, and an unread one after 24 h + D', async () => {
    const id = await send('secret')
    const everyone = [f.bob.userId, f.carol.userId, f.bot.userId].sort()
    expect(holders(id)).toEqual(everyone)

    f.seq.clock.advanceMs(10_000)
    await read(f.bob, id)
    f.seq.clock.advanceMs(D * 1000 - 1)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toEqual(everyone)
    f.seq.clock.advanceMs(1)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toEqual([f.carol.userId, f.bot.userId].sort())

    // carol reads late: her copy goes D after her read, not with bob's
    f.seq.clock.advanceMs(HOUR_MS)
    await read(f.carol, id)
    f.seq.clock.advanceMs(D * 1000)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toEqual([f.bot.userId])

    // the bot never reads: 24 h + D after the message was sent
    const sentToUnread = 24 * HOUR_MS + D * 1000 - (10_000 + D * 1000 + HOUR_MS + D * 1000)
    f.seq.clock.advanceMs(sentToUnread - 5)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toEqual([f.bot.userId])
    f.seq.clock.advanceMs(5)
    const swept = sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toBeUndefined()
    expect(swept).toMatchObject({ receipts: 1, messages: 1 })
  })

  it('a delivered but unread copy still waits 24 h + D', async () => {
    const id = await send('delivered')
    await dataOf(
      await f.call(f.bob, 'POST', '/acknowledgements', [{ message_id: id, status: 'DELIVERED' }]),
    )
    f.seq.clock.advanceMs(24 * HOUR_MS + D * 1000 - 10)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toContain(f.bob.userId)
    f.seq.clock.advanceMs(10)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(id)).toBeUndefined()
  })

  it('a message keeps the setting it was sent under; turning it off keeps later ones', async () => {
    const before = await send('under D')
    await dataOf(
      await f.call(f.alice, 'POST', `/conversations/${f.groupId}/disappear`, { duration: 0 }),
    )
    const after = await send('kept')
    await read(f.bob, before)
    await read(f.bob, after)
    f.seq.clock.advanceMs(D * 1000)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(before)).toEqual([f.carol.userId, f.bot.userId].sort())
    expect(holders(after)).toEqual([f.bob.userId, f.carol.userId, f.bot.userId].sort())
    f.seq.clock.advanceMs(24 * HOUR_MS)
    sweepExpiredMessages(f.seq.ctx)
    expect(holders(before)).toBeUndefined()
    expect(holders(after)).toHaveLength(3)
  })
})
