import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ZERO_TIME, formatTime, parseTime } from '../../../../src/shared/api/time'
import { MAX_DISAPPEAR_SECONDS } from '../../../../src/shared/api/conversation'
import {
  expectError,
  fixture,
  makeContact,
  makeGroup,
  newId,
  systemMessages,
  type Fixture,
} from './setup'
import type { TestUser } from '../../../helpers/sequencer'

let f: Fixture
let owner: TestUser, admin: TestUser, member: TestUser, outsider: TestUser
beforeEach(async () => {
  f = await fixture()
  ;[owner, admin, member, outsider] = await f.users('Owner', 'Admin', 'Member', 'Outsider')
})
afterEach(() => f.close())

const group = () => makeGroup(f, owner, [{ user: admin, role: 'ADMIN' }, member])

describe('POST /conversations/:id (update)', () => {
  it('updates the name and the announcement at their limits, with one UPDATE message', async () => {
    const c = await group()
    const name = 'n'.repeat(511) + '😀'
    const announcement = '📣'.repeat(1024)
    const out = await f.ok(
      f.call(admin, 'POST', `/conversations/${c.conversation_id}`, { name, announcement }),
    )
    expect(out).toMatchObject({ name, announcement })
    expect({ ...out, name: c.name, announcement: c.announcement }).toEqual(c)
    const update = systemMessages(f, c.conversation_id).slice(1)
    expect(update.map((m) => [m.sender, m.json])).toEqual([
      [admin.userId, `{"action":"UPDATE","user_id":"${admin.userId}"}`],
    ])
  })

  it('refuses 513 characters of name and 1025 of announcement; nothing changes', async () => {
    const c = await group()
    const before = f.snapshot()
    expect(
      (
        await expectError(
          f.call(owner, 'POST', `/conversations/${c.conversation_id}`, { name: 'n'.repeat(513) }),
          400,
          10002,
        )
      ).extra?.field,
    ).toBe('name')
    expect(
      (
        await expectError(
          f.call(owner, 'POST', `/conversations/${c.conversation_id}`, {
            name: 'ok',
            announcement: 'a'.repeat(1025),
          }),
          400,
          10002,
        )
      ).extra?.field,
    ).toBe('announcement')
    expect(f.snapshot()).toEqual(before)
  })

  it('keeps absent, null and empty-name fields; an empty announcement clears it; extra fields are ignored', async () => {
    const c = await makeGroup(f, owner, [member], { announcement: 'old' })
    const path = `/conversations/${c.conversation_id}`
    expect(await f.ok(f.call(owner, 'POST', path, { announcement: 'new' }))).toMatchObject({
      name: 'Group',
      announcement: 'new',
    })
    expect(
      await f.ok(f.call(owner, 'POST', path, { name: 'Renamed', announcement: null })),
    ).toMatchObject({ name: 'Renamed', announcement: 'new' })
    // GO sends the whole request object.
    const go = {
      category: 'GROUP',
      conversation_id: c.conversation_id,
      name: '',
      announcement: '',
      participants: [],
    }
    expect(await f.ok(f.call(owner, 'POST', path, go))).toMatchObject({
      name: 'Renamed',
      announcement: '',
    })
    expect(systemMessages(f, c.conversation_id).map((m) => m.payload.action)).toEqual([
      'CREATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
    ])
    // Nothing to change: no message.
    const before = f.snapshot()
    await f.ok(f.call(owner, 'POST', path, {}))
    await f.ok(f.call(owner, 'POST', path, { name: 'Renamed' }))
    expect(f.snapshot()).toEqual(before)
  })

  it('is for managers of a group only', async () => {
    const c = await group()
    const contact = await makeContact(f, owner, outsider)
    const before = f.snapshot()
    await expectError(
      f.call(member, 'POST', `/conversations/${c.conversation_id}`, { name: 'x' }),
      403,
      403,
    )
    await expectError(
      f.call(outsider, 'POST', `/conversations/${c.conversation_id}`, { name: 'x' }),
      403,
      403,
    )
    await expectError(
      f.call(owner, 'POST', `/conversations/${contact.conversation_id}`, { name: 'x' }),
      403,
      403,
    )
    await expectError(f.call(owner, 'POST', `/conversations/${newId()}`, { name: 'x' }), 403, 403)
    expect(f.snapshot()).toEqual(before)
  })
})

describe('mute', () => {
  const muteUntil = async (user: TestUser, id: string, duration: number) =>
    (await f.ok(f.call(user, 'POST', `/conversations/${id}/mute`, { duration }))).mute_until

  it('mutes for the presets (1 h, 8 h, 1 week, 1 year) from now, and 0 unmutes', async () => {
    const c = await group()
    for (const seconds of [3600, 28800, 604800, 31536000]) {
      const now = f.seq.clock.nowNs()
      const until = parseTime(await muteUntil(member, c.conversation_id, seconds))
      const delta = until - now - BigInt(seconds) * 1_000_000_000n
      expect(delta > 0n && delta < 1_000_000n).toBe(true)
    }
    expect(await muteUntil(member, c.conversation_id, 0)).toBe(ZERO_TIME)
  })

  it('is per user: the response shows the caller’s own mute', async () => {
    const c = await group()
    const until = await muteUntil(member, c.conversation_id, 28800)
    expect(until).not.toBe(ZERO_TIME)
    expect(
      (await f.ok(f.call(owner, 'GET', `/conversations/${c.conversation_id}`))).mute_until,
    ).toBe(ZERO_TIME)
    expect(
      (await f.ok(f.call(member, 'GET', `/conversations/${c.conversation_id}`))).mute_until,
    ).toBe(until)
    expect(systemMessages(f, c.conversation_id)).toHaveLength(1)
  })

  it('works in a contact conversation', async () => {
    const c = await makeContact(f, owner, outsider)
    f.seq.clock.advanceMs(5000)
    const now = f.seq.clock.nowNs()
    const until = parseTime(await muteUntil(outsider, c.conversation_id, 3600))
    const delta = until - now - 3600n * 1_000_000_000n
    expect(delta > 0n && delta < 1_000_000n).toBe(true)
    expect(formatTime(until)).toMatch(/^2024-01-01T01:00:05\./)
  })

  it('is 403 for an unknown conversation (interface §4.1 rule 7) and for a non-member', async () => {
    const c = await group()
    const before = f.snapshot()
    await expectError(
      f.call(member, 'POST', `/conversations/${newId()}/mute`, { duration: 3600 }),
      403,
      403,
    )
    await expectError(
      f.call(outsider, 'POST', `/conversations/${c.conversation_id}/mute`, { duration: 3600 }),
      403,
      403,
    )
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses a negative, fractional, too large or non-numeric duration with 10002', async () => {
    const c = await group()
    const before = f.snapshot()
    for (const duration of [-1, 1.5, 31536001, '3600', null]) {
      const e = await expectError(
        f.call(member, 'POST', `/conversations/${c.conversation_id}/mute`, { duration }),
        400,
        10002,
      )
      expect(e.extra?.field).toBe('duration')
    }
    expect(f.snapshot()).toEqual(before)
  })
})

describe('disappear', () => {
  it('sets expire_in up to 12 weeks with an EXPIRE message; 0 turns it off', async () => {
    const c = await group()
    const path = `/conversations/${c.conversation_id}/disappear`
    expect(MAX_DISAPPEAR_SECONDS).toBe(7_257_600)
    expect((await f.ok(f.call(admin, 'POST', path, { duration: 7_257_600 }))).expire_in).toBe(
      7_257_600,
    )
    expect((await f.ok(f.call(owner, 'POST', path, { duration: 0 }))).expire_in).toBe(0)
    const expire = systemMessages(f, c.conversation_id).slice(1)
    expect(expire.map((m) => m.json)).toEqual([
      `{"action":"EXPIRE","user_id":"${admin.userId}","expire_in":7257600}`,
      `{"action":"EXPIRE","user_id":"${owner.userId}","expire_in":0}`,
    ])
    // The same value again announces nothing.
    const before = f.snapshot()
    await f.ok(f.call(owner, 'POST', path, { duration: 0 }))
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses 12 weeks + 1 s and bad values with 10002, and ordinary members with 403', async () => {
    const c = await group()
    const path = `/conversations/${c.conversation_id}/disappear`
    const before = f.snapshot()
    for (const duration of [7_257_601, -1, 2.5, '60']) {
      expect(
        (await expectError(f.call(owner, 'POST', path, { duration }), 400, 10002)).extra?.field,
      ).toBe('duration')
    }
    await expectError(f.call(member, 'POST', path, { duration: 60 }), 403, 403)
    await expectError(f.call(outsider, 'POST', path, { duration: 60 }), 403, 403)
    expect(f.snapshot()).toEqual(before)
  })

  it('either side of a contact may set it', async () => {
    const c = await makeContact(f, owner, outsider)
    expect(
      (
        await f.ok(
          f.call(outsider, 'POST', `/conversations/${c.conversation_id}/disappear`, {
            duration: 86400,
          }),
        )
      ).expire_in,
    ).toBe(86400)
    const m = systemMessages(f, c.conversation_id)
    expect(m.map((x) => x.payload)).toEqual([
      { action: 'EXPIRE', user_id: outsider.userId, expire_in: 86400 },
    ])
    expect(m[0]!.recipients.sort()).toEqual([owner.userId, outsider.userId].sort())
  })
})
