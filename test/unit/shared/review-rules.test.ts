import { describe, expect, it } from 'vitest'
import type { RequestSummary, SummaryOutput } from '../../../src/shared/bridge'
import {
  exportBlockedReason,
  exportBlockedWords,
  inputsCheckText,
  memoDisplay,
  paidSigners,
  proofFindings,
  proofWords,
  signBlockedReason,
  signBlockedWords,
  splitOutputs,
  stateText,
  stateWords,
  unlockBlockedReason,
  unlockBlockedWords,
} from '../../../src/shared/review-rules'
import { translator } from '../../../src/shared/i18n/translate'

const ME = '11111111-1111-4111-8111-111111111111'
function summary(over: Partial<RequestSummary> = {}): RequestSummary {
  return {
    request_id: '22222222-2222-4222-8222-222222222222',
    transaction_hash: 'a'.repeat(64),
    asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
    kernel_asset_id: 'b'.repeat(64),
    amount: '1',
    total: '3',
    change: '2',
    outputs: [],
    inputs: [],
    inputs_verified: true,
    inputs_proven: true,
    memo: { text: null, hex: '' },
    senders: [{ user_id: ME, signed: false, is_me: true }],
    threshold: 2,
    signed_count: 0,
    progress: 'open',
    revoked_by: null,
    proposer: null,
    updated_at: '2024-03-05T14:30:00Z',
    i_am_sender: true,
    i_have_signed: false,
    can_sign: true,
    can_unlock: true,
    collectible: null,
    warnings: [],
    ...over,
  }
}

describe('review rules', () => {
  it('gives no reason when the action applies', () => {
    expect(signBlockedReason(summary())).toBeNull()
    expect(unlockBlockedReason(summary())).toBeNull()
  })

  it('says why signing no longer applies, most decisive reason first', () => {
    expect(signBlockedReason(summary({ can_sign: false, progress: 'unlocked' }))).toMatch(
      /unlocked/,
    )
    expect(signBlockedReason(summary({ can_sign: false, progress: 'complete' }))).toBe(
      'It already has every signature it needs and is being sent.',
    )
    expect(signBlockedReason(summary({ can_sign: false, progress: 'sent' }))).toBe(
      'It already has every signature it needs and was sent.',
    )
    expect(signBlockedReason(summary({ can_sign: false, i_am_sender: false }))).toBe(
      'You are not one of its signers.',
    )
    expect(signBlockedReason(summary({ can_sign: false, i_have_signed: true }))).toBe(
      'Your signature is already on it.',
    )
    expect(signBlockedReason(summary({ can_sign: false, signed_count: 2 }))).toBe(
      'It already has enough signatures.',
    )
    expect(signBlockedReason(summary({ can_sign: false, inputs_verified: false }))).toMatch(
      /could not be checked/,
    )
  })

  it('says offline, not missing funds, when the service cannot be reached, and blocks what needs it', () => {
    const saved = summary({ can_sign: false, can_unlock: false, inputs_verified: false })
    expect(inputsCheckText(saved, true)).toBe('offline — not checked')
    expect(inputsCheckText(saved)).toMatch(/were not found/)
    expect(inputsCheckText(summary(), true)).toBe(
      'found among the account’s funds, as the service lists them',
    )
    // A saved copy that could be signed online cannot be signed or unlocked offline: the service takes both.
    expect(signBlockedReason(summary(), true)).toMatch(/^Offline: .*cannot be reached/)
    expect(signBlockedReason(saved, true)).not.toMatch(/Sync and review it again/)
    expect(unlockBlockedReason(summary(), true)).toMatch(/^Offline: unlocking needs the service/)
    expect(exportBlockedReason(summary(), true)).toMatch(/^Offline: exporting/)
    expect(exportBlockedReason(summary())).toBeNull()
    // What is true whatever the network says comes first.
    expect(signBlockedReason(summary({ can_sign: false, i_have_signed: true }), true)).toBe(
      'Your signature is already on it.',
    )
    expect(exportBlockedReason(summary({ can_sign: false, i_have_signed: true }), true)).toBe(
      'Nothing to sign offline: your signature is already on it.',
    )
  })

  it('names the signers a request pays, not its change', () => {
    const OTHER = '33333333-3333-4333-8333-333333333333'
    const out = (kind: SummaryOutput['kind'], members: string[]): SummaryOutput => ({
      index: 0,
      kind,
      amount: '1',
      members,
      members_hash: '',
      threshold: 1,
      destination: '',
      tag: '',
    })
    expect(
      paidSigners(summary({ outputs: [out('external', [OTHER]), out('change', [ME])] })),
    ).toEqual([])
    expect(paidSigners(summary({ outputs: [out('external', [ME]), out('change', [ME])] }))).toEqual(
      [ME],
    )
  })

  it('says why unlocking no longer applies', () => {
    expect(unlockBlockedReason(summary({ can_unlock: false, progress: 'complete' }))).toMatch(
      /completed/,
    )
    expect(unlockBlockedReason(summary({ can_unlock: false, progress: 'unlocked' }))).toBe(
      'It is already unlocked.',
    )
    expect(unlockBlockedReason(summary({ can_unlock: false, i_am_sender: false }))).toBe(
      'Only its signers can unlock it.',
    )
    expect(unlockBlockedReason(summary({ can_unlock: false, signed_count: 2 }))).toMatch(
      /enough signatures/,
    )
  })

  it('names the state as the queue does', () => {
    expect(stateText(summary())).toBe('Needs your signature')
    expect(stateText(summary({ i_have_signed: true }))).toMatch(/waiting for others/)
    expect(stateText(summary({ progress: 'complete' }))).toBe(
      'Complete: every signature in, being sent',
    )
    expect(stateText(summary({ progress: 'sent' }))).toBe('Sent')
    expect(stateText(summary({ progress: 'unlocked' }))).toBe('Unlocked (revoked)')
    expect(stateText(summary({ i_am_sender: false }))).toBe('Pending')
  })

  it('separates what pays from the change', () => {
    const out = (kind: SummaryOutput['kind'], index: number): SummaryOutput => ({
      index,
      kind,
      amount: '1',
      members: [],
      members_hash: '',
      threshold: 1,
      destination: '',
      tag: '',
    })
    const { paying, change } = splitOutputs([
      out('external', 0),
      out('change', 1),
      out('withdrawal', 2),
    ])
    expect(paying.map((o) => o.index)).toEqual([0, 2])
    expect(change.map((o) => o.index)).toEqual([1])
  })

  it('shows printable memos as text and anything else as hex', () => {
    expect(memoDisplay({ text: null, hex: '' })).toBeNull()
    expect(memoDisplay({ text: 'Rent, March\nthanks', hex: '00' })).toEqual({
      kind: 'text',
      value: 'Rent, March\nthanks',
    })
    expect(memoDisplay({ text: null, hex: 'ff00' })).toEqual({ kind: 'hex', value: 'ff00' })
    // Bidirectional overrides could make text read as something else: hex it is.
    expect(memoDisplay({ text: 'pay \u202eevil', hex: 'aa' })).toEqual({ kind: 'hex', value: 'aa' })
    expect(memoDisplay({ text: 'bell\u0007', hex: 'bb' })).toEqual({ kind: 'hex', value: 'bb' })
    expect(memoDisplay({ text: 'csi\u009b31m', hex: 'cc' })).toEqual({ kind: 'hex', value: 'cc' })
  })

  it('says what the review proved, and what it takes on the service’s word', () => {
    const input = (proven: boolean) => ({ hash: 'c'.repeat(64), index: 0, amount: '1', proven })
    expect(proofWords(summary({ inputs: [input(true)] })).finding).toBe(
      'Proven: the amount spent and the senders’ 2-of-1 rule, read from the transaction that created the funds.',
    )
    expect(
      proofWords(
        summary({ inputs: [input(true), input(false), input(false)], inputs_proven: false }),
      ).finding,
    ).toBe(
      'Not proven: 2 of 3 inputs could not be checked against the transaction that created them (the service shows one only to its senders), so their amounts are as the service reports.',
    )
    expect(proofWords(summary()).caveat).toMatch(
      /^Receivers and change are shown as the service reports them/,
    )
  })

  it('gives its reasons as catalog words, which the window says in Chinese', () => {
    const cn = translator('zh-CN')
    const tw = translator('zh-TW')
    const signed = summary({ can_sign: false, i_have_signed: true, signed_count: 1 })
    expect(cn.say(signBlockedWords(signed)!)).toBe('您已对此请求签名。')
    expect(tw.say(signBlockedWords(signed)!)).toBe('您已對此請求簽名。')
    expect(cn.say(exportBlockedWords(signed)!)).toBe('没有可离线签名的内容：您已对此请求签名。')
    expect(cn.say(exportBlockedWords(summary(), true)!)).toMatch(/^离线：导出时/)
    const unlocked = summary({ progress: 'unlocked', can_sign: false, can_unlock: false })
    expect(tw.say(unlockBlockedWords(unlocked)!)).toBe('此請求已撤銷。')
    expect(cn.say(stateWords(unlocked))).toBe('已撤销')
    expect(signBlockedWords(summary())).toBeNull()
    const proof = proofFindings(
      summary({
        inputs: [{ hash: 'f'.repeat(64), index: 0, amount: '1', proven: false }],
        inputs_proven: false,
      }),
    )
    expect(cn.say(proof.finding)).toMatch(/^未验证：1 个交易输入中有 1 个无法/)
  })
})
