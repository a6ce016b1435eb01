import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { uniqueConversationId } from '../../../../src/shared/kernel/ids'
import { ZERO_TIME } from '../../../../src/shared/api/time'
import { base64UrlEncode } from '../../../../src/shared/auth/base64url'
import * as ed from '@noble/ed25519'
import {
  expectError,
  fixture,
  makeContact,
  makeGroup,
  newId,
  rolesOf,
  sorted,
  systemMessages,
  type Fixture,
} from './setup'
import type { TestUser } from '../../../helpers/sequencer'

let f: Fixture
let alice: TestUser, bob: TestUser, carol: TestUser
beforeEach(async () => {
  f = await fixture()
  ;[alice, bob, carol] = await f.users('Alice', 'Bob', 'Carol')
})
afterEach(() => f.close())

describe('POST /conversations — GROUP', () => {
  it('creates the group with the creator as OWNER, a code, and a CREATE message to every member', async () => {
    const id = newId()
    const c = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: id,
        name: 'Cosigners',
        announcement: 'Sign on Fridays',
        participants: [{ user_id: bob.userId }, { user_id: carol.userId, role: 'ADMIN' }],
      }),
    )
    expect(c).toMatchObject({
      type: 'conversation',
      conversation_id: id,
      creator_id: alice.userId,
      category: 'GROUP',
      name: 'Cosigners',
      announcement: 'Sign on Fridays',
      icon_url: '',
      mute_until: ZERO_TIME,
      expire_in: 0,
      circles: [],
    })
    expect(c.participants.map((p) => p.user_id)).toEqual([alice.userId, bob.userId, carol.userId])
    expect(rolesOf(c)).toEqual({
      [alice.userId]: 'OWNER',
      [bob.userId]: '',
      [carol.userId]: 'ADMIN',
    })
    expect(c.code_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(c.code_url).toBe(`https://mixin.one/codes/${c.code_id}`)
    expect(c.created_at).toMatch(/^2024-01-01T00:00:00\.\d+Z$/)

    // Every member's session, with its public key in base64url.
    expect(sorted(c.participant_sessions.map((s) => s.session_id))).toEqual(
      sorted([alice.sessionId, bob.sessionId, carol.sessionId]),
    )
    const aliceSession = c.participant_sessions.find((s) => s.user_id === alice.userId)!
    expect(aliceSession).toEqual({
      type: 'participant',
      user_id: alice.userId,
      session_id: alice.sessionId,
      public_key: base64UrlEncode(ed.getPublicKey(alice.sessionSeed)),
    })

    const messages = systemMessages(f, id)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      sender: alice.userId,
      category: 'SYSTEM_CONVERSATION',
      payload: { action: 'CREATE', user_id: alice.userId },
    })
    expect(messages[0]!.json).toBe(`{"action":"CREATE","user_id":"${alice.userId}"}`)
    expect(sorted(messages[0]!.recipients)).toEqual(
      sorted([alice.userId, bob.userId, carol.userId]),
    )
  })

  it('lists every session of every member in joining order, and a member without a session still as a member', async () => {
    const c = await makeGroup(f, alice, [bob, carol])
    const second = ed.getPublicKey(ed.utils.randomSecretKey())
    const secondId = newId()
    // Bob signs in on a second device; Carol's only session is gone.
    f.seq.ctx.db
      .prepare(
        'INSERT INTO sessions (session_id, user_id, public_key, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(secondId, bob.userId, second, f.seq.clock.nowNs() + 1_000_000_000n)
    f.seq.ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(carol.userId)
    const read = await f.ok(f.call(alice, 'GET', `/conversations/${c.conversation_id}`))
    expect(read.participants.map((p) => p.user_id)).toEqual([
      alice.userId,
      bob.userId,
      carol.userId,
    ])
    expect(read.participant_sessions.map((s) => [s.user_id, s.session_id, s.public_key])).toEqual([
      [alice.userId, alice.sessionId, base64UrlEncode(ed.getPublicKey(alice.sessionSeed))],
      [bob.userId, bob.sessionId, base64UrlEncode(ed.getPublicKey(bob.sessionSeed))],
      [bob.userId, secondId, base64UrlEncode(second)],
    ])
  })

  it('keeps the creator OWNER when listed, counts duplicates once, and accepts uppercase ids', async () => {
    const c = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId().toUpperCase(),
        participants: [
          { user_id: alice.userId, role: 'ADMIN' },
          { user_id: bob.userId.toUpperCase() },
          { user_id: bob.userId, role: 'ADMIN' },
        ],
      }),
    )
    expect(c.conversation_id).toBe(c.conversation_id.toLowerCase())
    expect(rolesOf(c)).toEqual({ [alice.userId]: 'OWNER', [bob.userId]: '' })
    expect(c.name).toBe('')
  })

  it('accepts a group of the creator alone, and the GO body with empty strings and random_id', async () => {
    const solo = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        participants: [],
      }),
    )
    expect(solo.participants).toHaveLength(1)
    const go = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        name: 'n',
        announcement: '',
        random_id: newId(),
        participants: [{ user_id: bob.userId, role: '', created_at: '0001-01-01T00:00:00Z' }],
      }),
    )
    expect(rolesOf(go)).toEqual({ [alice.userId]: 'OWNER', [bob.userId]: '' })
  })

  it('is idempotent for a member: the existing conversation comes back unchanged, with no new message', async () => {
    const c = await makeGroup(f, alice, [bob])
    const before = f.snapshot()
    const again = await f.ok(
      f.call(bob, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: c.conversation_id,
        name: 'Other',
        participants: [{ user_id: carol.userId }],
      }),
    )
    expect(again).toEqual(c)
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses an existing id to an outsider (403) and a member asking for the other category (10002)', async () => {
    const c = await makeGroup(f, alice, [bob])
    const before = f.snapshot()
    await expectError(
      f.call(carol, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: c.conversation_id,
        participants: [],
      }),
      403,
      403,
    )
    const e = await expectError(
      f.call(bob, 'POST', '/conversations', {
        category: 'CONTACT',
        conversation_id: c.conversation_id,
        participants: [{ user_id: alice.userId }],
      }),
      400,
      10002,
    )
    expect(e.extra?.field).toBe('category')
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses an unknown participant, naming the entry, and creates nothing', async () => {
    const before = f.snapshot()
    const e = await expectError(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        participants: [{ user_id: bob.userId }, { user_id: newId() }],
      }),
      400,
      10002,
    )
    expect(e.extra?.field).toBe('participants.1.user_id')
    expect(f.snapshot()).toEqual(before)
  })

  it('holds 256 members with the owner; 257 is 20116 and nothing is created', async () => {
    const many = await f.users(...Array.from({ length: 256 }, (_, i) => `Member ${i}`))
    const full = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        participants: many.slice(0, 255).map((u) => ({ user_id: u.userId })),
      }),
    )
    expect(full.participants).toHaveLength(256)
    // 256 entries that include the creator are still 256 members.
    const withSelf = [alice, ...many.slice(0, 255)].map((u) => ({ user_id: u.userId }))
    expect(
      (
        await f.ok(
          f.call(alice, 'POST', '/conversations', {
            category: 'GROUP',
            conversation_id: newId(),
            participants: withSelf,
          }),
        )
      ).participants,
    ).toHaveLength(256)

    const before = f.snapshot()
    await expectError(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        participants: many.map((u) => ({ user_id: u.userId })),
      }),
      400,
      20116,
    )
    expect(f.snapshot()).toEqual(before)
  })

  it('takes a name of 512 characters and an announcement of 1024, counting code points', async () => {
    const c = await f.ok(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        name: '😀'.repeat(512),
        announcement: 'a'.repeat(1024),
        participants: [],
      }),
    )
    expect([...c.name]).toHaveLength(512)
    expect(c.announcement).toHaveLength(1024)
    const before = f.snapshot()
    const n = await expectError(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        name: 'x'.repeat(513),
        participants: [],
      }),
      400,
      10002,
    )
    expect(n.extra?.field).toBe('name')
    const a = await expectError(
      f.call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: newId(),
        announcement: '😀'.repeat(1025),
        participants: [],
      }),
      400,
      10002,
    )
    expect(a.extra?.field).toBe('announcement')
    expect(f.snapshot()).toEqual(before)
  })
})

describe('POST /conversations — CONTACT', () => {
  it('creates the contact with both users as plain members, no code and no message', async () => {
    const c = await makeContact(f, alice, bob)
    expect(c).toMatchObject({
      conversation_id: uniqueConversationId(alice.userId, bob.userId),
      category: 'CONTACT',
      creator_id: alice.userId,
      name: '',
      code_id: '',
      code_url: '',
    })
    expect(rolesOf(c)).toEqual({ [alice.userId]: '', [bob.userId]: '' })
    expect(systemMessages(f, c.conversation_id)).toEqual([])
  })

  it('returns the same contact when the other side creates it', async () => {
    const c = await makeContact(f, alice, bob)
    expect(await makeContact(f, bob, alice)).toEqual(c)
  })

  it('refuses a wrong id, a participant count other than one, oneself, and an unknown user', async () => {
    const before = f.snapshot()
    const cases: [unknown, string][] = [
      [
        { category: 'CONTACT', conversation_id: newId(), participants: [{ user_id: bob.userId }] },
        'conversation_id',
      ],
      [
        {
          category: 'CONTACT',
          conversation_id: uniqueConversationId(alice.userId, bob.userId),
          participants: [],
        },
        'participants',
      ],
      [
        {
          category: 'CONTACT',
          conversation_id: uniqueConversationId(alice.userId, bob.userId),
          participants: [{ user_id: bob.userId }, { user_id: carol.userId }],
        },
        'participants',
      ],
      [
        {
          category: 'CONTACT',
          conversation_id: uniqueConversationId(alice.userId, alice.userId),
          participants: [{ user_id: alice.userId }],
        },
        'participants.0.user_id',
      ],
    ]
    const stranger = newId()
    cases.push([
      {
        category: 'CONTACT',
        conversation_id: uniqueConversationId(alice.userId, stranger),
        participants: [{ user_id: stranger }],
      },
      'participants.0.user_id',
    ])
    for (const [body, field] of cases) {
      const e = await expectError(f.call(alice, 'POST', '/conversations', body), 400, 10002)
      expect(e.extra?.field).toBe(field)
    }
    expect(f.snapshot()).toEqual(before)
  })
})

describe('GET /conversations/:id', () => {
  it('shows members the conversation; an outsider gets 403 and an unknown id 404', async () => {
    const c = await makeGroup(f, alice, [bob])
    expect(await f.ok(f.call(bob, 'GET', `/conversations/${c.conversation_id}`))).toEqual(c)
    await expectError(f.call(carol, 'GET', `/conversations/${c.conversation_id}`), 403, 403)
    await expectError(f.call(alice, 'GET', `/conversations/${newId()}`), 404, 404)
  })

  it('needs a valid token', async () => {
    const c = await makeGroup(f, alice, [bob])
    const res = await f.app.request(`/conversations/${c.conversation_id}`)
    await expectError(res, 401, 401)
  })
})
