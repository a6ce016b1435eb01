/**
 * The requests a message points at, in every place the official clients and bots put a request
 * link: a text, a card's action, a button.
 */
import { describe, expect, it } from 'vitest'
import { requestIdsIn } from '../../../../../../src/main/core/services/requests/links'

const A = '0b8a3c5e-58a1-4bd4-9c2b-7a8e5f4a2d11'
const B = '1c9b4d6f-69b2-4ce5-8d3c-8b9f6a5b3e22'

describe('requestIdsIn', () => {
  it('finds request links in a text, each once, in both link forms and whatever the action', () => {
    const text = `Payment request: 120 USDT to Carol\nReview and sign: https://mixin.one/multisigs/${A}\nalso mixin://mixin.one/multisigs/${B.toUpperCase()}?action=revoke and again https://mixin.one/multisigs/${A}?action=sign`
    expect(requestIdsIn({ kind: 'text', text })).toEqual([A, B])
  })

  it('reads cards and buttons, and ignores what is not a request link', () => {
    const button = (url: string) => ({ label: 'x', color: null, url })
    expect(
      requestIdsIn({
        kind: 'card',
        app_id: A,
        title: '',
        description: '',
        action: `https://mixin.one/multisigs/${B}`,
        buttons: [button(`https://mixin.one/multisigs/${A}`)],
        request_id: null,
      }),
    ).toEqual([B, A])
    expect(
      requestIdsIn({
        kind: 'buttons',
        buttons: [
          button('https://example.com'),
          button(`https://mixin.one/users/${A}`),
          button(`mixin://mixin.one/multisigs/${B}`),
        ],
      }),
    ).toEqual([B])
    expect(
      requestIdsIn({
        kind: 'text',
        text: `https://mixin.one/multisigs/${A}?action=transfer https://evil.example/multisigs/${B}`,
      }),
    ).toEqual([])
    expect(requestIdsIn({ kind: 'sticker', sticker_id: A })).toEqual([])
  })
})
