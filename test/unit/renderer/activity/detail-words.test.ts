import { describe, expect, it } from 'vitest'
import {
  actionWords,
  detailParts,
  failureWordsOf,
  SERVICE_FAILURE_WORDS,
} from '../../../../src/renderer/activity/detail-words'
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from '../../../../src/shared/bridge'
import { failureWords } from '../../../../src/shared/failure-words'
import { catalog } from '../../../../src/shared/i18n/catalog'
import { LOCALES } from '../../../../src/shared/i18n/locales'
import { translator } from '../../../../src/shared/i18n/translate'

const en = translator('en')
const zhCN = translator('zh-CN')
const zhTW = translator('zh-TW')

const BOB = '6fd4aa3a-0c46-4a4b-a7e6-7bb1b3e4b9b0'
const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'

describe('an audit detail in words', () => {
  it('says durations in units, not seconds', () => {
    expect(detailParts('group.disappear', '86400 s')).toEqual([{ kind: 'text', text: '1 day' }])
    expect(detailParts('group.mute', 'muted for 28800 s')).toEqual([
      { kind: 'text', text: 'muted for 8 hours' },
    ])
    expect(
      detailParts('lock.configure', 'idle lock 300 s → 3600 s; re-auth window 0 s → 900 s'),
    ).toEqual([
      { kind: 'text', text: 'idle lock 5 minutes → 1 hour; re-auth window off → 15 minutes' },
    ])
  })

  it('names an amount’s asset and the members, keeping their ids for the title', () => {
    expect(detailParts('offline.sign', `0.125 of ${XIN}`)).toEqual([
      { kind: 'asset', amount: '0.125', id: XIN },
    ])
    expect(detailParts('group.add', `${BOB},${BOB}`)).toEqual([
      { kind: 'user', id: BOB },
      { kind: 'text', text: ', ' },
      { kind: 'user', id: BOB },
    ])
    // Outside member actions an id stays text.
    expect(detailParts('sign', `offline; the file signs ${BOB}`)).toEqual([
      { kind: 'text', text: `offline; the file signs ${BOB}` },
    ])
  })

  it('says a failure in words, its code kept', () => {
    expect(detailParts('group.add', 'by invitation; ApiClientError:invalid-field')).toEqual([
      { kind: 'text', text: 'by invitation; ' },
      {
        kind: 'error',
        words: { id: 'activity.failure.invalid-field' },
        code: 'ApiClientError:invalid-field',
      },
    ])
    const [, failure] = detailParts('group.add', 'by invitation; ApiClientError:invalid-field')
    expect(failure?.kind === 'error' && en.say(failure.words)).toBe(
      'the service refused a field of it',
    )
    expect(failure?.kind === 'error' && zhCN.say(failure.words)).toBe('服务方拒绝了其中的某个字段')
    expect(failure?.kind === 'error' && zhTW.say(failure.words)).toBe('服務方拒絕了其中的某個欄位')
  })

  it('says each failure in English as the accountant’s trail does, and in Chinese in Chinese', () => {
    const codes = [
      ...Object.keys(SERVICE_FAILURE_WORDS).map((c) => `ApiClientError:${c}`),
      'ApiClientError:something-new',
      'VaultError:keychain-unavailable',
      'CacheError:io',
      'CoreError:request-closed',
      'TypeError',
    ]
    for (const code of codes) {
      expect(en.say(failureWordsOf(code)), code).toBe(failureWords(code))
      for (const zh of [zhCN, zhTW])
        expect(zh.say(failureWordsOf(code)), code).toMatch(/^\p{Script=Han}/u)
    }
    expect(zhCN.say(failureWordsOf('CoreError:request-closed'))).toBe('操作失败（request closed）')
    // A code that is a property of every object is still an unknown one.
    expect(en.say(failureWordsOf('ApiClientError:constructor'))).toBe('the service refused it')
  })
})

describe('an audit action in words', () => {
  it('has words for every action the log may hold, in every language, the English the trail’s own', () => {
    for (const action of AUDIT_ACTIONS) {
      const id = actionWords(action)
      expect(en.t(id), action).toBe(AUDIT_ACTION_NAMES[action])
      for (const locale of LOCALES) expect(catalog(locale)[id], `${locale} ${action}`).toBeTruthy()
    }
    expect(zhCN.t(actionWords('unlock'))).toBe('撤销请求')
    expect(zhTW.t(actionWords('keys.move'))).toBe('將金鑰移至此錢包專用的系統鑰匙圈項目')
  })
})
