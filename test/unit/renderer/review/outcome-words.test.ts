import { describe, expect, it } from 'vitest'
import { proposalShareText } from '../../../../src/renderer/review/outcome-words'

const G = '55555555-5555-4555-8555-555555555555'

describe('where a new proposal was shared', () => {
  it('names the group it went to, so the user knows the others see it', () => {
    expect(proposalShareText(G, 'Treasury', true)).toBe(
      'Shared in Treasury, so the other members see it at once.',
    )
    expect(proposalShareText(G, null, true)).toBe(
      'Shared in the account’s group, so the other members see it at once.',
    )
  })

  it('says why it went nowhere: no group of exactly these members, or sharing turned off', () => {
    expect(proposalShareText(null, null, true)).toMatch(
      /^Not shared: this wallet knows no group of exactly this account’s members\./,
    )
    expect(proposalShareText(null, null, false)).toMatch(
      /^Not shared: sharing new proposals in the account’s group is off \(Settings\)\./,
    )
  })
})
