import { describe, expect, it } from 'vitest'
import { CacheError } from '../../../../../src/main/core/db/errors'
import { aliceRecord, ALICE, BOB, CAROL, GROUP, memoryCache } from './helpers'

const OTHER = 'c0ffee00-0000-4000-8000-000000000011'
const DAVE = 'a1b2c3d4-0000-4000-8000-000000000004'

/** A conversation as the service returns it, extra fields and all. */
const served = (id = GROUP, over: Record<string, unknown> = {}) => ({
  type: 'conversation',
  conversation_id: id,
  creator_id: ALICE,
  category: 'GROUP' as const,
  name: 'Treasury 2-of-3',
  icon_url: '',
  announcement: 'Sign on Fridays',
  created_at: '2024-01-01T00:00:00.5Z',
  code_id: 'c0de0000-0000-4000-8000-000000000001',
  code_url: 'https://mixin.one/codes/c0de0000-0000-4000-8000-000000000001',
  mute_until: '0001-01-01T00:00:00Z',
  expire_in: 0,
  participant_sessions: [],
  circles: [],
  ...over,
})
const members = [
  { user_id: ALICE, role: 'OWNER' as const, created_at: '2024-01-01T00:00:00Z' },
  { user_id: BOB, role: 'ADMIN' as const, created_at: '2024-01-01T00:00:01Z' },
  { user_id: CAROL, role: '' as const, created_at: '2024-01-01T00:00:02Z' },
]

function withAlice() {
  const c = memoryCache()
  c.accounts.upsert(aliceRecord())
  return c
}

describe('conversations store', () => {
  it('saves a served conversation with its participants and reads it back offline', () => {
    const c = withAlice()
    c.conversations.save(ALICE, served(), members)
    const got = c.conversations.get(ALICE, GROUP)!
    expect(got).toMatchObject({
      conversation_id: GROUP,
      name: 'Treasury 2-of-3',
      category: 'GROUP',
      synced_at: c.clock.t,
      expire_in: 0,
    })
    expect(got).not.toHaveProperty('participant_sessions')
    expect(got.participants.map((p) => [p.user_id, p.role])).toEqual([
      [ALICE, 'OWNER'],
      [BOB, 'ADMIN'],
      [CAROL, ''],
    ])
  })

  it('lists groups with member counts and my own role', () => {
    const c = withAlice()
    c.conversations.save(ALICE, served(), members)
    c.clock.t += 1
    c.conversations.save(ALICE, served(OTHER, { name: 'Left group', creator_id: BOB }), [
      { user_id: BOB, role: 'OWNER' },
    ])
    c.conversations.save(
      ALICE,
      served('c0ffee00-0000-4000-8000-000000000012', { category: 'CONTACT', name: '' }),
      [{ user_id: ALICE }, { user_id: BOB }],
    )
    const groups = c.conversations.list(ALICE, { category: 'GROUP' })
    expect(groups.map((g) => [g.name, g.participant_count, g.my_role])).toEqual([
      ['Left group', 1, null],
      ['Treasury 2-of-3', 3, 'OWNER'],
    ])
    expect(c.conversations.list(ALICE)).toHaveLength(3)
  })

  it('replaces the participant list on save, and edits it in place', () => {
    const c = withAlice()
    c.conversations.save(ALICE, served(), members)
    c.conversations.upsertParticipants(ALICE, GROUP, [
      { user_id: CAROL, role: 'ADMIN' },
      { user_id: DAVE },
    ])
    expect(
      c.conversations
        .get(ALICE, GROUP)!
        .participants.map((p) => `${p.user_id.slice(-1)}:${p.role}`),
    ).toEqual(['1:OWNER', '2:ADMIN', '3:ADMIN', '4:'])
    expect(c.conversations.removeParticipants(ALICE, GROUP, [BOB, DAVE, OTHER])).toBe(2)
    c.conversations.save(ALICE, served(), [members[0]!])
    expect(c.conversations.get(ALICE, GROUP)!.participants).toHaveLength(1)
    expect(() => c.conversations.upsertParticipants(ALICE, OTHER, [{ user_id: BOB }])).toThrow(
      RangeError,
    )
  })

  it('sync replaces the whole set in one transaction', () => {
    const c = withAlice()
    c.conversations.save(ALICE, served(), members)
    c.conversations.save(ALICE, served(OTHER), members)
    c.conversations.sync(ALICE, [
      { conversation: served(OTHER, { name: 'Renamed' }), participants: members.slice(0, 2) },
    ])
    expect(c.conversations.list(ALICE).map((g) => g.name)).toEqual(['Renamed'])
    expect(c.conversations.get(ALICE, GROUP)).toBeUndefined()
    // A sync that fails part-way (unknown account: foreign key) leaves everything as it was.
    expect(() => c.conversations.sync(BOB, [{ conversation: served(), participants: [] }])).toThrow(
      CacheError,
    )
    c.conversations.sync(ALICE, []) // fine: the account has no conversations left
    expect(c.conversations.list(ALICE)).toEqual([])
  })

  it("keeps each account's view apart", () => {
    const c = withAlice()
    c.accounts.upsert(aliceRecord({ user_id: BOB, label: 'Bob' }))
    c.conversations.save(ALICE, served(), members)
    c.conversations.save(BOB, served(), members)
    c.conversations.remove(BOB, GROUP)
    expect(c.conversations.get(ALICE, GROUP)).toBeDefined()
    expect(c.conversations.get(BOB, GROUP)).toBeUndefined()
  })

  it('refuses invalid input before writing anything', () => {
    const c = withAlice()
    expect(() =>
      c.conversations.save(ALICE, served(GROUP, { category: 'CHANNEL' }), members),
    ).toThrow(/"conversation\.category"/)
    expect(() =>
      c.conversations.save(ALICE, served(), [{ user_id: BOB, role: 'member' as never }]),
    ).toThrow(/"participants\.0\.role"/)
    expect(() =>
      c.conversations.save(ALICE, served(GROUP, { name: 'x'.repeat(513) }), members),
    ).toThrow(TypeError)
    expect(() =>
      c.conversations.sync(ALICE, [
        { conversation: served(), participants: members },
        { conversation: {} as never, participants: [] },
      ]),
    ).toThrow(/"items\.1\.conversation/)
    expect(c.conversations.list(ALICE)).toEqual([])
  })
})
