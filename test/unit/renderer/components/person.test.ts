import { describe, expect, it } from 'vitest'
import { readContactInput } from '../../../../src/renderer/components/contact-input'
import {
  AVATAR_HUES,
  avatarHue,
  displayName,
  initials,
  personTitle,
} from '../../../../src/renderer/base/format'
import type { Person } from '../../../../src/shared/bridge'

const BOB = 'b0b00000-0000-4000-8000-000000000001'
const bob: Person = {
  user_id: BOB,
  full_name: 'Bob Marley',
  identity_number: '7000101',
  avatar: null,
  fetched_at: 1,
}

describe('how a person reads', () => {
  it('by name, else the short id; initials of the first and last word; a colour fixed by the id', () => {
    expect(displayName(BOB, bob)).toBe('Bob Marley')
    expect(displayName(BOB, { full_name: '  ' })).toBe('b0b00000')
    expect(displayName(BOB, undefined)).toBe('b0b00000')
    expect([
      initials('Bob Marley'),
      initials('carol'),
      initials(' Ana María de la Cruz '),
      initials(''),
      initials('😀 Zed'),
    ]).toEqual(['BM', 'C', 'AC', '?', '😀Z'])
    const hues = new Set(
      Array.from({ length: 64 }, (_, i) =>
        avatarHue(`b0b00000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ),
    )
    expect([...hues].every((h) => Number.isInteger(h) && h >= 0 && h < AVATAR_HUES)).toBe(true)
    expect(hues.size).toBeGreaterThan(4)
    expect(avatarHue(BOB)).toBe(avatarHue(BOB))
    expect(personTitle(BOB, bob)).toBe(`Bob Marley · 7000101 · ${BOB}`)
    expect(personTitle(BOB, undefined)).toBe(BOB)
  })
})

describe('what a contact picker was given', () => {
  it('tells a search from people named by id or link', () => {
    expect(readContactInput('  ')).toEqual({ kind: 'empty' })
    expect(readContactInput('Bob')).toEqual({ kind: 'search', query: 'Bob' })
    expect(readContactInput('7000101')).toEqual({ kind: 'search', query: '7000101' })
    expect(readContactInput(BOB.toUpperCase())).toEqual({ kind: 'refs', refs: [BOB] })
    expect(
      readContactInput(`${BOB}, https://mixin.one/users/${BOB}\nmixin://codes/${BOB}`),
    ).toEqual({
      kind: 'refs',
      refs: [BOB, `https://mixin.one/users/${BOB}`, `mixin://codes/${BOB}`],
    })
    // One word that is no id or link makes it a search.
    expect(readContactInput(`${BOB} bob`)).toEqual({ kind: 'search', query: `${BOB} bob` })
    // A link to another host is no link of ours: it is searched for as text, never looked up.
    expect(readContactInput(`https://evil.example/users/${BOB}`).kind).toBe('search')
  })

  it('refuses a link that names nobody, with the link reader’s reason', () => {
    expect(readContactInput(`https://mixin.one/pay/${BOB}`)).toEqual({
      kind: 'bad-link',
      reason: 'it is a payment link, not a person’s',
    })
    expect(readContactInput(`https://mixin.one/users/${BOB.slice(0, 35)}`)).toEqual({
      kind: 'bad-link',
      reason: 'the user id in the link is not a UUID',
    })
    expect(readContactInput(`${BOB} mixin://users/${BOB}?x=1`)).toEqual({
      kind: 'bad-link',
      reason: 'a user link takes no parameters',
    })
    expect(readContactInput(`http://mixin.one/users/${BOB}`)).toEqual({
      kind: 'bad-link',
      reason: 'Mixin links start with https://, not http://',
    })
  })
})
