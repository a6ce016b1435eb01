import { describe, expect, it } from 'vitest'
import type { RequestSummary } from '../../../../src/shared/bridge'
import { codeLink, shareText } from '../../../../src/renderer/review/share'

const C = '33333333-3333-4333-8333-333333333333'

describe('sharing a request', () => {
  const s = {
    request_id: '44444444-4444-4444-8444-444444444444',
    asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
    amount: '1.5',
    threshold: 2,
    signed_count: 1,
    service_state: 'initial',
    memo: { text: 'Booth', hex: '' },
  } as RequestSummary

  it('says what it pays, how far it is, and links it', () => {
    expect(shareText(s, 'XIN')).toBe('Multisig request: 1.5 XIN — “Booth” (1 of 2 signatures, 1 more needed). Review it: 44444444-4444-4444-8444-444444444444')
    expect(shareText(s, 'XIN', C)).toContain(`Review it: ${codeLink(C)}`)
    expect(shareText({ ...s, service_state: 'signed' }, 'XIN')).toContain('(done)')
  })
})
