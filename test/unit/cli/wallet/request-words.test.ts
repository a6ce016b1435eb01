import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestItem } from '../../../../src/shared/bridge'
import {
  afterSigning,
  paysWords,
  peopleIn,
  requestLines,
  signedWords,
  stateWords,
} from '../../../../src/cli/wallet/request-words'

const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

// Times are shown in the computer's zone (../format.test.ts): these read them in UTC.
const zone = process.env.TZ
beforeAll(() => void (process.env.TZ = 'UTC'))
afterAll(() => (zone === undefined ? delete process.env.TZ : void (process.env.TZ = zone)))
const [ALICE, BOB, CAROL, DAVE] = ['a', 'b', 'c', 'd'].map(
  (c) => `${c.repeat(8)}-0000-4000-8000-000000000000`,
) as [string, string, string, string]
const NAMES: Record<string, string> = { [ALICE]: 'you', [BOB]: 'Bob', [CAROL]: 'Carol' }
const nameOf = (id: string) => NAMES[id] ?? id
const symbols = new Map([[XIN, { asset_id: XIN, symbol: 'XIN' } as never]])

function item(over: Partial<RequestItem> = {}): RequestItem {
  return {
    request_id: '0b8a0000-0000-4000-8000-000000000000',
    transaction_hash: '0'.repeat(64),
    state: 'needs-signature',
    my_role: 'signer',
    progress: 'open',
    asset_id: XIN,
    amount: '1.5',
    senders: [ALICE, BOB, CAROL],
    signers: [BOB],
    threshold: 2,
    inscription_hash: null,
    receivers: [
      { members: [DAVE], threshold: 1 },
      { members: [CAROL, ALICE, BOB], threshold: 2 },
    ],
    memo: 'Booth',
    revoked_by: null,
    created_at: '2026-11-27T09:15:35.123456789Z',
    updated_at: Date.UTC(2026, 10, 27, 9, 16, 40),
    synced_at: 0,
    reviewed: false,
    ...over,
  }
}

describe('a request in words for a terminal', () => {
  it('says what it pays by name, its change apart, with the memo kept on its line', () => {
    expect(paysWords(item(), nameOf, symbols)).toBe(`1.5 XIN to ${DAVE} · memo "Booth"`)
    const two = item({
      receivers: [
        { members: [BOB, CAROL], threshold: 2 },
        { members: [], threshold: 1 },
      ],
      memo: 'line one\nline two\u202e',
    })
    expect(paysWords(two, nameOf, symbols)).toBe(
      '1.5 XIN to 2 of 2: Bob, Carol and an address · memo "line one\\nline two\ufffd"',
    )
    // Everything back to the account itself: that is who it pays.
    expect(
      paysWords(
        item({ receivers: [{ members: [ALICE, BOB, CAROL], threshold: 2 }], memo: '' }),
        nameOf,
        symbols,
      ),
    ).toBe('1.5 XIN to 2 of 3: you, Bob, Carol · no text memo')
  })

  it('keeps complete apart from sent, and names who signed and who revoked', () => {
    expect(stateWords(item(), ALICE, nameOf)).toBe('needs your signature')
    expect(stateWords(item({ state: 'waiting', signers: [ALICE] }), ALICE, nameOf)).toBe(
      'signed by you, waiting for the others',
    )
    expect(stateWords(item({ state: 'waiting' }), DAVE, nameOf)).toBe('waiting for its signers')
    expect(stateWords(item({ state: 'sending' }), ALICE, nameOf)).toBe(
      'sending: every signature is in, and its transaction is not final yet',
    )
    expect(stateWords(item({ state: 'done' }), ALICE, nameOf)).toBe('sent 2026-11-27 09:16 UTC')
    expect(stateWords(item({ state: 'unlocked', revoked_by: BOB }), ALICE, nameOf)).toBe(
      'unlocked (revoked) by Bob',
    )
    // Signatures of non-senders do not count; signers in the senders' order.
    expect(signedWords(item({ signers: [CAROL, DAVE, ALICE] }), nameOf)).toBe(
      '2 of 2 signed: you, Carol',
    )
    expect(signedWords(item({ signers: [] }), nameOf)).toBe('0 of 2 signed')
    expect(peopleIn([item({ revoked_by: BOB })]).sort()).toEqual([ALICE, BOB, CAROL, DAVE].sort())
  })

  it('says after a signature whether the request still waits, and for whom, or is being sent', () => {
    expect(afterSigning(item({ state: 'waiting', signers: [ALICE] }), nameOf)).toBe(
      '1 of 2 signed: you. 1 more signature is needed, from Bob or Carol.',
    )
    expect(afterSigning(item({ state: 'waiting', signers: [ALICE], threshold: 3 }), nameOf)).toBe(
      '1 of 3 signed: you. 2 more signatures are needed, from 2 of Bob, Carol.',
    )
    expect(afterSigning(item({ state: 'sending', signers: [ALICE, BOB] }), nameOf)).toMatch(
      /^2 of 2 signed: you, Bob\. Every signature is in: the transaction is being sent/,
    )
    expect(afterSigning(item({ state: 'done', signers: [ALICE, BOB] }), nameOf)).toBe(
      '2 of 2 signed: you, Bob. Every signature is in, and the transaction was sent.',
    )
  })

  it('lists a request in three lines, its id first to copy', () => {
    expect(requestLines(item(), ALICE, nameOf, symbols, 'the 2-of-3 account “Treasury”')).toEqual([
      '0b8a0000-0000-4000-8000-000000000000  needs your signature',
      `  1.5 XIN to ${DAVE} · memo "Booth"`,
      '  from the 2-of-3 account “Treasury” · 1 of 2 signed: Bob · proposed 2026-11-27 09:15 UTC',
    ])
  })
})
