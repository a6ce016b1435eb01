import { describe, expect, it } from 'vitest'
import {
  asksThreshold,
  errorsByField,
  memoBytes,
  thresholdValue,
  typedReceivers,
} from '../../../../src/renderer/accounts/payment-form'
import { translator } from '../../../../src/shared/i18n/translate'
import { words } from '../../../../src/shared/i18n/words'
import { accountName, ruleText } from '../../../../src/renderer/base/account-name'

const ME = '11111111-1111-4111-8111-111111111111'
const BOB = '22222222-2222-4222-8222-222222222222'

describe('the payment form', () => {
  it('counts the memo in bytes, as the limit is', () => {
    expect(memoBytes('booth')).toBe(5)
    expect(memoBytes('€')).toBe(3)
    expect(memoBytes('👍')).toBe(4)
  })

  it('reads the receivers typed in the one To field, and asks a threshold only for several users', () => {
    expect(typedReceivers(` ${BOB}\n\n , ${ME.toUpperCase()} `)).toEqual([BOB, ME])
    const address =
      'XIN8AJMgQUD11jZYN9ggbQDqkmozrha3zPEZxEkKxVFBufZpEVMtrR6PjtmgtNAH6jrg8dTUQFb9waqqw9euU7Ea8AC6DEu9'
    expect(typedReceivers(` ${address} `)).toEqual([address])
    // A name nobody was picked for goes as typed, for the wallet to refuse in words.
    expect(typedReceivers(' Carol Smith ')).toEqual(['Carol Smith'])
    expect(typedReceivers('   ')).toEqual([])
    expect(asksThreshold([BOB])).toBe(false)
    expect(asksThreshold([BOB, ME])).toBe(true)
    expect(asksThreshold(['XIN8AJMg', BOB])).toBe(false)
    expect([
      thresholdValue(' 2 '),
      thresholdValue(''),
      thresholdValue('1.5'),
      thresholdValue('two'),
    ]).toEqual([2, undefined, undefined, undefined])
  })

  it('keeps the first refusal of each field, in the reader’s words', () => {
    const refusals = [
      { field: 'amount', message: words('accounts.field.amount', { reason: 'negative' }) },
      { field: 'amount', message: words('accounts.field.amount', { reason: 'empty' }) },
      { field: 'memo', message: words('accounts.field.memoTooLong', { bytes: '300', max: '255' }) },
    ] as const
    expect(errorsByField(refusals, translator('en').say)).toEqual({
      amount: 'The amount must be above zero.',
      memo: 'The memo is 300 bytes; it must be under 256 bytes (at most 255).',
    })
    expect(errorsByField(refusals, translator('zh-CN').say)).toEqual({
      amount: '金额必须大于零。',
      memo: '备注为 300 字节，必须少于 256 字节（最多 255 字节）。',
    })
  })
})

describe('account names', () => {
  it('uses the label, else the rule and the members with you first', () => {
    expect(accountName({ label: 'Ops', threshold: 2, members: [ME, BOB] }, ME)).toBe('Ops')
    expect(accountName({ label: ' ', threshold: 2, members: [BOB, ME] }, ME)).toBe(
      '2-of-2: you, 22222222',
    )
    expect(accountName({ label: '', threshold: 1, members: [ME] }, ME)).toBe('Your own account')
    expect(ruleText({ label: '', threshold: 2, members: [ME, BOB, BOB] })).toBe('2 of 3 sign')
  })
})
