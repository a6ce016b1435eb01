import { describe, expect, it } from 'vitest'
import { buildMixAddress, xinAddressFromSeed } from '../../../../../../src/shared/kernel'
import {
  checkDraft,
  parseUserRef,
  type PaymentDraft,
} from '../../../../../../src/main/core/services/proposals/draft'
import { translator } from '../../../../../../src/shared/i18n/translate'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const CAROL = '33333333-3333-4333-8333-333333333333'
const DAVE = '44444444-4444-4444-8444-444444444444'
const address = xinAddressFromSeed(new Uint8Array(64).fill(1)).address

const draft = (over: Partial<PaymentDraft> = {}): PaymentDraft => ({
  members_hash: 'ab'.repeat(32),
  threshold: 2,
  asset_id: XIN,
  to: [CAROL],
  amount: '1.5',
  memo: 'booth',
  ...over,
})
/** The refusals, worded in English as the window and the command line word them. */
const errors = (over: Partial<PaymentDraft>) =>
  checkDraft(draft(over)).errors.map((e) => ({
    field: e.field,
    message: translator('en').say(e.message),
  }))

describe('checkDraft', () => {
  it('takes a user, an amount of up to 8 decimals, and a memo under 256 bytes', () => {
    const r = checkDraft(draft({ amount: '0.00000001', memo: 'é'.repeat(127) }))
    expect(r.errors).toEqual([])
    expect(r.draft).toMatchObject({
      assetId: XIN,
      amount: 1n,
      recipient: { kind: 'users', threshold: 1, refs: [{ kind: 'user', id: CAROL }] },
    })
    expect(r.draft!.memo.length).toBe(254)
    expect(checkDraft(draft({ amount: ' MAX ' })).draft?.amount).toBe('max')
  })

  it('refuses 9 decimals, zero, a negative amount and text, each in words', () => {
    expect(errors({ amount: '1.123456789' })).toEqual([
      { field: 'amount', message: 'At most 8 decimal places: the smallest amount is 0.00000001.' },
    ])
    expect(errors({ amount: '0' })).toEqual([
      { field: 'amount', message: 'The amount must be above zero.' },
    ])
    expect(errors({ amount: '0.00000000' })).toEqual([
      { field: 'amount', message: 'The amount must be above zero.' },
    ])
    expect(errors({ amount: '-1' })).toEqual([
      { field: 'amount', message: 'The amount must be above zero.' },
    ])
    expect(errors({ amount: '1,5' })[0]!.message).toMatch(/as a number, such as 1\.5/)
    expect(errors({ amount: '1e3' })[0]!.field).toBe('amount')
    expect(errors({ amount: '' })[0]!.message).toMatch(/Enter an amount/)
  })

  it('refuses a memo of 256 bytes, counting bytes and not characters', () => {
    expect(errors({ memo: 'x'.repeat(256) })).toEqual([
      {
        field: 'memo',
        message: 'The memo is 256 bytes; it must be under 256 bytes (at most 255).',
      },
    ])
    expect(errors({ memo: '€'.repeat(86) })[0]!.message).toMatch(/^The memo is 258 bytes/)
    expect(errors({ memo: 'x'.repeat(255) })).toEqual([])
  })

  it('reads user links and code links, and refuses anything else', () => {
    expect(parseUserRef(`https://mixin.one/users/${CAROL.toUpperCase()}`)).toMatchObject({
      kind: 'user',
      id: CAROL,
    })
    expect(parseUserRef(`mixin://users/${CAROL}`)).toMatchObject({ kind: 'user', id: CAROL })
    expect(parseUserRef(`https://mixin.one/codes/${DAVE}`)).toMatchObject({
      kind: 'code',
      id: DAVE,
    })
    expect(parseUserRef('https://example.com/pay/abc')).toBeUndefined()
    // Only mixin.one's links: the same path on another host names nobody.
    expect(parseUserRef(`https://example.com/users/${CAROL}`)).toBeUndefined()
    expect(errors({ to: [`https://mixin.one/users/${CAROL}/x`] })[0]!.message).toMatch(
      /cannot be used: Cosigner reads links of the forms mixin\.one\/multisigs\/…/,
    )
    expect(errors({ to: [`https://mixin.one/pay/${CAROL}`] })[0]!.message).toMatch(
      /cannot be used: it is a payment link, not a person’s\.$/,
    )
    expect(errors({ to: ['carol'] })).toEqual([
      {
        field: 'to',
        message: '“carol” is not a user id, a user or code link, or a XIN or MIX address.',
      },
    ])
    expect(errors({ to: ['  '] })[0]!.message).toMatch(/^Enter who receives/)
    expect(
      errors({ to: [CAROL, `https://mixin.one/users/${CAROL}`], to_threshold: 1 })[0]!.message,
    ).toMatch(/listed twice/)
  })

  it('needs a threshold for several users, within their number', () => {
    expect(errors({ to: [CAROL, DAVE] })).toEqual([
      {
        field: 'to_threshold',
        message: 'How many of the 2 receivers must sign to spend it? Enter 1 to 2.',
      },
    ])
    expect(errors({ to: [CAROL, DAVE], to_threshold: 3 })[0]!.field).toBe('to_threshold')
    expect(
      checkDraft(draft({ to: [CAROL, DAVE], to_threshold: 2 })).draft?.recipient,
    ).toMatchObject({ kind: 'users', threshold: 2 })
    expect(errors({ to: [CAROL], to_threshold: 2 })).toEqual([
      { field: 'to_threshold', message: 'One receiver: the threshold is 1.' },
    ])
  })

  it('takes a XIN or MIX address alone, and says why a malformed one is not one', () => {
    expect(checkDraft(draft({ to: [address] })).draft?.recipient).toMatchObject({
      kind: 'xin',
      threshold: 1,
      addresses: [address],
    })
    const mix = buildMixAddress({ members: [CAROL, DAVE], threshold: 2 })
    expect(checkDraft(draft({ to: [mix] })).draft?.recipient).toMatchObject({
      kind: 'users',
      threshold: 2,
    })
    const typo = `${address.slice(0, 20)}${address[20] === 'a' ? 'b' : 'a'}${address.slice(21)}`
    expect(errors({ to: [typo] })).toEqual([
      {
        field: 'to',
        message:
          'This is not a valid XIN address: its checksum does not match (a character is wrong or missing).',
      },
    ])
    expect(errors({ to: [`${address.slice(0, 30)}0OIl`] })[0]!.message).toMatch(
      /^This is not a valid XIN address: /,
    )
    expect(errors({ to: [address, CAROL] })[0]!.message).toMatch(/^An address receives alone/)
    expect(errors({ to: [mix], to_threshold: 1 })[0]).toMatchObject({ field: 'to_threshold' })
  })

  it('reports every field at once', () => {
    expect(
      errors({ asset_id: 'xin', to: [], amount: '1.123456789', memo: 'x'.repeat(300) }).map(
        (e) => e.field,
      ),
    ).toEqual(['asset_id', 'to', 'amount', 'memo'])
  })
})
