/**
 * `POST /acknowledgements` and the retention sweep of messages that do not disappear: receipts
 * only move forward, acknowledging what one holds no receipt for is harmless, and undelivered
 * messages go after 7 days (wire-formats §8.2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../../src/shared/api/error'
import { sweepExpiredMessages } from '../../../../src/sequencer/messages/sweep'
import { listPendingMessages } from '../../../../src/sequencer/messages/store'
import { dataOf } from '../../../helpers/sequencer'
import { expectError, fixture, message, stored, type Fixture } from './setup'

let f: Fixture
beforeAll(async () => {
  f = await fixture()
})
afterAll(() => f?.close())

const DAY_MS = 24 * 3600 * 1000
const statuses = (conversationId: string, messageId: string) =>
  Object.fromEntries(
    stored(f, conversationId)
      .find((m) => m.messageId === messageId)!
      .recipients.map((r) => [r.userId, r.status]),
  )

describe('POST /acknowledgements', () => {
  it('moves a receipt forward only, per recipient', async () => {
    const m = message(f.groupId, 'PLAIN_TEXT', 'ack me')
    await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
    expect(
      await dataOf(
        await f.call(f.bob, 'POST', '/acknowledgements', [
          { message_id: m.message_id, status: 'DELIVERED' },
        ]),
      ),
    ).toEqual({})
    expect(statuses(f.groupId, m.message_id as string)).toEqual({
      [f.bob.userId]: 'DELIVERED',
      [f.carol.userId]: 'SENT',
      [f.bot.userId]: 'SENT',
    })
    await dataOf(
      await f.call(f.bob, 'POST', '/acknowledgements', {
        message_id: m.message_id,
        status: 'READ',
      }),
    )
    await dataOf(
      await f.call(f.bob, 'POST', '/acknowledgements', [
        { message_id: m.message_id, status: 'DELIVERED' },
      ]),
    )
    await dataOf(
      await f.call(f.carol, 'POST', '/acknowledgements', [
        { message_id: (m.message_id as string).toUpperCase(), status: 'READ' },
      ]),
    )
    expect(statuses(f.groupId, m.message_id as string)).toEqual({
      [f.bob.userId]: 'READ',
      [f.carol.userId]: 'READ',
      [f.bot.userId]: 'SENT',
    })
  })

  it('takes the message out of the pending queue', async () => {
    const m = message(f.contactId, 'PLAIN_TEXT', 'pending')
    await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
    const pending = () =>
      listPendingMessages(
        f.seq.ctx.db,
        f.bob.userId,
        0,
        1000,
        f.seq.clock.nowNs(),
        7n * 86_400_000_000_000n,
      ).map((p) => p.messageId)
    expect(pending()).toContain(m.message_id)
    await dataOf(
      await f.call(f.bob, 'POST', '/acknowledgements', [
        { message_id: m.message_id, status: 'DELIVERED' },
      ]),
    )
    expect(pending()).not.toContain(m.message_id)
  })

  it('ignores messages one holds no receipt for (own, unknown)', async () => {
    const m = message(f.groupId, 'PLAIN_TEXT', 'own')
    await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
    const before = f.snapshot()
    await dataOf(
      await f.call(f.alice, 'POST', '/acknowledgements', [
        { message_id: m.message_id, status: 'READ' },
      ]),
    )
    await dataOf(
      await f.call(f.mallory, 'POST', '/acknowledgements', [
        { message_id: m.message_id, status: 'READ' },
        { message_id: crypto.randomUUID(), status: 'READ' },
      ]),
    )
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses bad entries, naming them, and changes nothing', async () => {
    const m = message(f.groupId, 'PLAIN_TEXT', 'bad acks')
    await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
    const good = { message_id: m.message_id, status: 'READ' }
    const cases: [unknown, number, number, string | undefined][] = [
      [
        [good, { message_id: m.message_id, status: 'SENT' }],
        400,
        ErrorCode.InvalidField,
        '[1].status',
      ],
      [[{ message_id: 'x', status: 'READ' }], 400, ErrorCode.InvalidField, '[0].message_id'],
      [[], 400, ErrorCode.InvalidField, '(body)'],
      [Array.from({ length: 101 }, () => good), 400, ErrorCode.InvalidField, '(body)'],
      ['{', 400, ErrorCode.BadRequest, undefined],
    ]
    for (const [body, status, code, field] of cases) {
      const before = f.snapshot()
      const error = await expectError(
        f.call(f.bob, 'POST', '/acknowledgements', body),
        status,
        code,
      )
      if (field) expect(error.extra?.field).toBe(field)
      expect(f.snapshot()).toEqual(before)
    }
  })
})

describe('retention of messages that do not disappear', () => {
  it('keeps them 7 days, delivered or not, then deletes them', async () => {
    const m = message(f.contactId, 'PLAIN_TEXT', 'a week')
    await dataOf(await f.call(f.alice, 'POST', '/messages', [m]))
    const exists = () => stored(f, f.contactId).some((s) => s.messageId === m.message_id)
    f.seq.clock.advanceMs(7 * DAY_MS - 1000)
    sweepExpiredMessages(f.seq.ctx)
    expect(exists()).toBe(true)
    f.seq.clock.advanceMs(1000)
    const swept = sweepExpiredMessages(f.seq.ctx)
    expect(exists()).toBe(false)
    expect(swept.messages).toBeGreaterThan(0)
    expect(stored(f, f.groupId)).toEqual([])
  })
})
