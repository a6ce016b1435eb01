import { describe, expect, it } from 'vitest'
import {
  MAX_MEMBERS,
  membersOf,
  readAccountDraft,
  refusalField,
  type AccountDraft,
} from '../../../../src/renderer/accounts/add-account-form'

const ME = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'
const draft = (over: Partial<AccountDraft> = {}): AccountDraft => ({
  how: 'members',
  me: ME,
  others: [B, C],
  threshold: '2',
  address: '',
  label: '',
  ...over,
})

describe('the Add account form', () => {
  it('names the account by its members, the user first and each once, and a threshold they can meet', () => {
    expect(readAccountDraft(draft())).toEqual({
      ok: true,
      value: { members: [ME, B, C], threshold: 2 },
    })
    expect(membersOf({ me: ME, others: [B, ME, B] })).toEqual([ME, B])
    expect(readAccountDraft(draft({ label: '  Ops  ' }))).toEqual({
      ok: true,
      value: { members: [ME, B, C], threshold: 2, label: 'Ops' },
    })
  })

  it('says under each field what is missing or wrong, all at once', () => {
    expect(readAccountDraft(draft({ others: [], threshold: '' }))).toEqual({
      ok: false,
      errors: {
        members: expect.stringMatching(/^Choose the other members/),
        threshold: 'Choose how many of the 1 members must sign.',
      },
    })
    expect(readAccountDraft(draft({ threshold: '4' }))).toEqual({
      ok: false,
      errors: { threshold: 'Choose from 1 to 3, the number of members.' },
    })
    expect(readAccountDraft(draft({ threshold: '0' }))).toMatchObject({
      ok: false,
      errors: { threshold: 'Choose from 1 to 3, the number of members.' },
    })
    const many = Array.from(
      { length: MAX_MEMBERS },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    expect(readAccountDraft(draft({ others: many }))).toMatchObject({
      ok: false,
      errors: { members: `A shared account has at most 64 members; 65 are chosen.` },
    })
  })

  it('takes a MIX address as pasted, and asks for one that is missing or plainly not one', () => {
    expect(
      readAccountDraft(draft({ how: 'address', address: ' MIX3QEeg1WkLrjvjxyw ', others: [] })),
    ).toEqual({ ok: true, value: { address: 'MIX3QEeg1WkLrjvjxyw' } })
    expect(readAccountDraft(draft({ how: 'address' }))).toEqual({
      ok: false,
      errors: { address: 'Paste the shared account’s MIX address.' },
    })
    expect(readAccountDraft(draft({ how: 'address', address: 'XIN8AJMg' }))).toMatchObject({
      ok: false,
      errors: { address: expect.stringContaining('starts with “MIX”') },
    })
  })

  it('puts the wallet’s refusal under what the user filled in', () => {
    expect(refusalField('address')).toBe('address')
    expect(refusalField('members')).toBe('members')
  })
})
