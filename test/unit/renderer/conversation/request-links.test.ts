import { describe, expect, it } from 'vitest'
import { requestLinksIn } from '../../../../src/renderer/conversation/request-links'

const R = '44444444-4444-4444-8444-444444444444'
const S = '55555555-5555-4555-8555-555555555555'

describe('request links in a text', () => {
  it('finds the link the wallet shares, wherever it sits in the text', () => {
    expect(
      requestLinksIn(
        `Payment request: 1.5 XIN to Carol\nReview and sign: https://mixin.one/multisigs/${R}`,
      ),
    ).toEqual([{ requestId: R }])
    expect(requestLinksIn(`please sign (https://mixin.one/multisigs/${R.toUpperCase()}).`)).toEqual(
      [{ requestId: R }],
    )
  })

  it('reads the app links and their action, revoke as unlock', () => {
    expect(requestLinksIn(`mixin://mixin.one/multisigs/${R}?action=sign`)).toEqual([
      { requestId: R, action: 'sign' },
    ])
    expect(requestLinksIn(`mixin://mixin.one/multisigs/${R}?action=revoke`)).toEqual([
      { requestId: R, action: 'unlock' },
    ])
  })

  it('lists each request once, in order, and no more than three', () => {
    const ids = [
      R,
      S,
      R,
      '66666666-6666-4666-8666-666666666666',
      '77777777-7777-4777-8777-777777777777',
    ]
    expect(
      requestLinksIn(ids.map((id) => `https://mixin.one/multisigs/${id}`).join(' ')).map(
        (l) => l.requestId,
      ),
    ).toEqual([R, S, ids[3]])
  })

  it('takes nothing that only looks like a request link', () => {
    expect(requestLinksIn('https://mixin.one/multisigs/not-a-request')).toEqual([])
    expect(requestLinksIn(`https://mixin.one/multisigs/${R}0`)).toEqual([])
    expect(requestLinksIn(`https://evil.example/mixin.one/multisigs/${R}`)).toEqual([])
    expect(requestLinksIn(`mixin://mixin.one/multisigs/${R}?action=pay`)).toEqual([])
    expect(requestLinksIn(`https://mixin.one/codes/${R}`)).toEqual([])
  })
})
