import { describe, expect, it } from 'vitest'
import type { RequestSummary, SummaryOutput } from '../../../../src/shared/bridge'
import { requestLink, shareText } from '../../../../src/renderer/review/share'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'
const NAMES: Record<string, string> = { [A]: 'Alice', [B]: 'Bob', [C]: 'Carol' }
const nameOf = (id: string) => NAMES[id] ?? id.slice(0, 8)

const output = (over: Partial<SummaryOutput>): SummaryOutput =>
  ({
    index: 0,
    kind: 'external',
    amount: '1',
    members: [],
    threshold: 1,
    destination: '',
    tag: '',
    ...over,
  }) as SummaryOutput

describe('sharing a request', () => {
  const s = {
    request_id: '44444444-4444-4444-8444-444444444444',
    asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
    amount: '1200.5',
    outputs: [
      output({ members: [C] }),
      output({ index: 1, kind: 'change', members: [A, B, C], threshold: 2 }),
    ],
    memo: { text: 'Booth,\n  March', hex: '' },
  } as unknown as RequestSummary

  it('says what it pays and to whom, the memo on one line, then the link to review and sign on a line of its own', () => {
    expect(shareText(s, 'XIN', nameOf)).toBe(
      `Payment request: 1200.5 XIN to Carol · Booth, March\nReview and sign: https://mixin.one/multisigs/${s.request_id}`,
    )
  })

  it('leaves out the change, a receiver named twice, and a memo that is not text', () => {
    const twice = {
      ...s,
      outputs: [output({ members: [B, C] }), output({ index: 1, members: [C] })],
      memo: { text: null, hex: 'ff00' },
    } as RequestSummary
    expect(shareText(twice, 'XIN', nameOf).split('\n')[0]).toBe(
      'Payment request: 1200.5 XIN to Bob, Carol',
    )
  })

  it('links a request as Mixin’s apps and every Cosigner wallet open it', () => {
    expect(requestLink(s.request_id)).toBe(
      'https://mixin.one/multisigs/44444444-4444-4444-8444-444444444444',
    )
  })
})
