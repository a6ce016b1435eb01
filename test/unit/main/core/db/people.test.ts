import { describe, expect, it } from 'vitest'
import { searchFold } from '../../../../../src/main/core/db/people'
import { aliceRecord, ALICE, BOB, CAROL, memoryCache } from './helpers'

const DAVE = 'a1b2c3d4-0000-4000-8000-000000000004'
const user = (user_id: string, full_name: string, identity_number: string, avatar_url = '') => ({
  user_id,
  full_name,
  identity_number,
  avatar_url,
})

function withAlice() {
  const c = memoryCache()
  c.accounts.upsert(aliceRecord())
  return c
}

describe('people store', () => {
  it('keeps users with their checked avatar, and forgets the avatar when its address changes', () => {
    const c = withAlice()
    c.people.upsertMany([user(BOB, 'Bob', '7000101', 'http://127.0.0.1:1/a.png')])
    expect(c.people.getMany([BOB])).toEqual([
      expect.objectContaining({
        full_name: 'Bob',
        avatar: null,
        avatar_checked_at: null,
        fetched_at: c.clock.t,
      }),
    ])
    expect(
      c.people.setAvatar(BOB, { type: 'image/png', bytes: new Uint8Array([0x89, 0x50]) }),
    ).toBe(true)
    c.clock.t += 1000
    c.people.upsertMany([user(BOB, 'Bobby', '7000101', 'http://127.0.0.1:1/a.png')])
    expect(c.people.getMany([BOB])[0]).toMatchObject({
      full_name: 'Bobby',
      avatar_type: 'image/png',
      fetched_at: c.clock.t,
    })
    c.people.upsertMany([user(BOB, 'Bobby', '7000101', 'http://127.0.0.1:1/b.png')])
    expect(c.people.getMany([BOB])[0]).toMatchObject({
      avatar_type: null,
      avatar: null,
      avatar_checked_at: null,
    })
    expect(c.people.setAvatar(CAROL, null)).toBe(false)
  })

  it('records whom an account met once, never the account itself, and lists them latest first', () => {
    const c = withAlice()
    c.people.meet(ALICE, [BOB, ALICE, BOB])
    c.clock.t += 1000
    c.people.meet(ALICE, [CAROL, BOB])
    c.people.upsertMany([user(CAROL, 'Carol', '7000102')])
    const contacts = c.people.contacts(ALICE)
    expect(contacts.map((x) => [x.user_id, x.met_at, x.user?.full_name])).toEqual([
      [CAROL, c.clock.t, 'Carol'],
      [BOB, c.clock.t - 1000, undefined],
    ])
    expect(() => c.people.meet(ALICE, ['not-an-id'])).toThrow(TypeError)
    expect(() => c.people.meet(BOB, [CAROL])).toThrow()
  })

  it('searches contacts by a part of the name (case and accents aside), an identity number or an id start', () => {
    const c = withAlice()
    c.people.upsertMany([
      user(BOB, 'Bob Marley', '7000101'),
      user(CAROL, 'Carol Émile', '7000202'),
      user(DAVE, 'Dave', '7000303'),
    ])
    c.people.meet(ALICE, [BOB, CAROL])
    const names = (q: string) => c.people.search(ALICE, q, 10).map((u) => u.full_name)
    expect(names('MAR')).toEqual(['Bob Marley'])
    expect(names('emile')).toEqual(['Carol Émile'])
    expect(names('o')).toEqual(['Bob Marley', 'Carol Émile'])
    expect(names('70002')).toEqual(['Carol Émile'])
    expect(names('0202')).toEqual([])
    expect(names(CAROL)).toEqual(['Carol Émile'])
    expect(names('a1b2c3d4')).toEqual(['Bob Marley', 'Carol Émile'])
    // Dave is known to the cache but not a contact of Alice's.
    expect(names('dave')).toEqual([])
    expect(names('%')).toEqual([])
    expect(searchFold('  Zoë   Ünal ')).toBe('zoe unal')
  })

  it('refuses what is not a user', () => {
    const c = withAlice()
    expect(() => c.people.upsertMany([user(BOB, 'Bob', '07x')])).toThrow(TypeError)
    expect(() => c.people.upsertMany([user('nope', 'Bob', '7')])).toThrow(TypeError)
    c.people.upsertMany([user(BOB, 'Bob', '7')])
    expect(() =>
      c.people.setAvatar(BOB, { type: 'text/html' as never, bytes: new Uint8Array(1) }),
    ).toThrow(TypeError)
  })
})
