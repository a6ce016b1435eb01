/**
 * Naming a shared account to follow: by members and threshold, or by MIX address, checked and
 * refused in words before anything is stored.
 */
import { describe, expect, it } from 'vitest'
import { describedAccount } from '../../../../../../src/main/core/services/treasury/follow'
import { buildMixAddress, membersHash } from '../../../../../../src/shared/kernel'

const ME = '6a1b2c3d-0000-4000-8000-00000000a001'
const BOB = '6a1b2c3d-0000-4000-8000-00000000a002'
const CAROL = '6a1b2c3d-0000-4000-8000-00000000a003'

function refusal(d: Parameters<typeof describedAccount>[1]): string {
  try {
    describedAccount(ME, d)
  } catch (e) {
    return `${(e as { code: string }).code}: ${(e as Error).message}`
  }
  return 'accepted'
}

describe('describedAccount', () => {
  it('takes members (any order and case) and a threshold, and names the account by their hash', () => {
    const a = describedAccount(ME, { members: [CAROL.toUpperCase(), ME, ` ${BOB} `], threshold: 2 })
    expect(a).toEqual({
      members: [ME, BOB, CAROL].sort(),
      members_hash: membersHash([ME, BOB, CAROL]),
      threshold: 2,
    })
  })

  it('takes a MIX address of user ids, threshold included', () => {
    const address = buildMixAddress({ members: [BOB, ME, CAROL], threshold: 2 })
    expect(describedAccount(ME, { address })).toEqual({
      members: [ME, BOB, CAROL].sort(),
      members_hash: membersHash([ME, BOB, CAROL]),
      threshold: 2,
    })
    expect(refusal({ address, threshold: 3 })).toBe(
      'invalid-shared-account: The MIX address says 2 signatures are needed, not 3.',
    )
  })

  it('refuses, in words, what could not be this account’s shared account', () => {
    expect(refusal({ members: [BOB, CAROL], threshold: 1 })).toBe(
      'invalid-shared-account: You are not among these members: the wallet can follow only shared accounts you sign for.',
    )
    expect(refusal({ members: [ME, BOB], threshold: 3 })).toBe(
      'invalid-shared-account: The threshold must be from 1 to 2, the number of members; it is 3.',
    )
    expect(refusal({ members: [ME, BOB] })).toBe(
      'invalid-shared-account: Choose how many of the members must sign (the threshold).',
    )
    expect(refusal({ members: [ME, ME], threshold: 1 })).toBe(
      'invalid-shared-account: A member is named twice.',
    )
    expect(refusal({ members: [ME, 'bob'], threshold: 1 })).toMatch(
      /^invalid-shared-account: “bob” is not a user id\./,
    )
    expect(refusal({ members: [] })).toMatch(/Name the members of the shared account/)
    expect(refusal({ address: 'MIXnot-an-address' })).toBe(
      'invalid-shared-account: This is not a MIX address of a shared account.',
    )
    expect(
      refusal({ address: buildMixAddress({ members: [BOB, ME], threshold: 1 }), members: [ME] }),
    ).toMatch(/either the members and threshold or the MIX address/)
  })
})
