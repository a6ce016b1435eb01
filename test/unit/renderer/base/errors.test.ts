import { afterEach, describe, expect, it } from 'vitest'
import { BRIDGE_ERROR_CODES } from '../../../../src/shared/bridge'
import { catalog, isMessageId, type MessageId } from '../../../../src/shared/i18n/catalog'
import { LOCALES } from '../../../../src/shared/i18n/locales'
import { BridgeFailure } from '../../../../src/renderer/base/bridge-caller'
import { explain } from '../../../../src/renderer/base/errors'
import { setWordsLocale } from '../../../../src/renderer/base/words'

describe('explain', () => {
  it('keeps the wallet’s message and adds what to do next', () => {
    const x = explain({ code: 'network', message: 'The service is not reachable.' })
    expect(x).toEqual({
      code: 'network',
      message: 'The service is not reachable.',
      next: expect.stringContaining('Settings'),
    })
  })

  it('has a specific next step for every error code of the contract', () => {
    const fallback = explain({ code: 'no-such-code', message: 'x' }).next
    const generic = BRIDGE_ERROR_CODES.filter(
      (code) => explain({ code, message: 'x' }).next === fallback,
    )
    expect(generic).toEqual([])
  })

  it('copes with anything thrown', () => {
    expect(explain(undefined)).toEqual({
      code: 'internal',
      message: 'Something went wrong.',
      next: expect.any(String),
    })
    expect(explain('boom').message).toBe('boom')
    expect(explain(new TypeError('bad')).code).toBe('internal')
    expect(explain({ code: 42, message: '   ' })).toMatchObject({
      code: 'internal',
      message: 'Something went wrong.',
    })
  })
})

describe('explain, in the reader’s language', () => {
  afterEach(() => setWordsLocale('en'))

  it('has next-step words for every failure code, in English, Simplified and Traditional Chinese', () => {
    const codes = [...BRIDGE_ERROR_CODES, 'no-bridge', 'cancelled']
    for (const locale of LOCALES) {
      const messages = catalog(locale)
      const missing = codes.filter((code) => {
        const id = `errors.next.${code}`
        return !isMessageId(id) || messages[id].trim() === ''
      })
      expect(missing, locale).toEqual([])
    }
    // Each Chinese next step is its own, not the English one carried over.
    for (const code of codes) {
      const id = `errors.next.${code}` as MessageId
      expect(catalog('zh-CN')[id]).toMatch(/\p{Script=Han}/u)
      expect(catalog('zh-TW')[id]).not.toBe(catalog('zh-CN')[id])
    }
  })

  it('says the core’s words and the next step in Traditional Chinese, keeping the details as they came', () => {
    setWordsLocale('zh-TW')
    const failure = new BridgeFailure(
      'invalid-file',
      'The file is too large (12 KB).',
      'size=12288',
      { id: 'errors.fileTooLarge', values: { kb: 12 } },
    )
    expect(explain(failure)).toEqual({
      code: 'invalid-file',
      message: '檔案過大（12 KB）。',
      next: '請選擇 Cosigner 為此帳戶匯出的檔案。',
      details: 'size=12288',
    })
    // The English stays the error's message, for logs.
    expect(failure.message).toBe('The file is too large (12 KB).')
  })

  it('says the window’s own failures in the reader’s language, with English for logs', () => {
    setWordsLocale('zh-CN')
    const failure = new BridgeFailure('no-bridge', { id: 'errors.noBridge' })
    expect(failure.message).toBe('This page must be opened by the Cosigner app.')
    expect(explain(failure).message).toBe('此页面必须由 Cosigner 应用打开。')
    expect(explain({ code: 'network', message: 'x' }).next).toMatch(/服务方/)
    expect(explain({ code: 'no-such-code', message: 'x' }).next).toBe(
      '请重试。如果仍然失败，请重启钱包。',
    )
  })

  it('shows a failure’s message as it came when its words are not ones the catalogs know', () => {
    setWordsLocale('zh-CN')
    expect(
      explain({ code: 'internal', message: 'Boom.', words: { id: 'no.such.id' } }).message,
    ).toBe('Boom.')
  })
})
