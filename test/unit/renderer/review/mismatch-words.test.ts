import { describe, expect, it } from 'vitest'
import { REVIEW_CHECKS } from '../../../../src/shared/bridge'
import { LOCALES } from '../../../../src/shared/i18n/locales'
import { translator } from '../../../../src/shared/i18n/translate'
import { MISMATCH_WORDS } from '../../../../src/renderer/review/mismatch-words'

/** A mismatch line as plain text: the check's name (bold in the window) and the core's detail. */
function line(locale: (typeof LOCALES)[number], kind: (typeof REVIEW_CHECKS)[number]): string {
  return translator(locale)
    .rich<string>(MISMATCH_WORDS[kind], { detail: 'DETAIL', b: (chunks) => `[${chunks.join('')}]` })
    .join('')
}

describe('the words of each kind of mismatch', () => {
  it('name every check the core can refuse a request under, each apart, in every language', () => {
    for (const locale of LOCALES) {
      const names = REVIEW_CHECKS.map((kind) => /^\[(.+)\]/.exec(line(locale, kind))?.[1])
      // Each kind names its check, and no two kinds read alike.
      expect(
        names.every((n) => n !== undefined && n.trim() !== ''),
        locale,
      ).toBe(true)
      expect(new Set(names).size, locale).toBe(REVIEW_CHECKS.length)
      for (const kind of REVIEW_CHECKS) expect(line(locale, kind), kind).toContain('DETAIL')
    }
  })

  it('are written in Chinese in zh-CN and zh-TW, with a full-width colon before the detail', () => {
    for (const locale of ['zh-CN', 'zh-TW'] as const)
      for (const kind of REVIEW_CHECKS) {
        const text = line(locale, kind)
        expect(text, `${locale} ${kind}`).toMatch(/^\[\p{Script=Han}+\]：DETAIL$/u)
        expect(text, `${locale} ${kind}`).not.toBe(line('en', kind))
      }
    expect(line('zh-CN', 'outputs')).toBe('[收款人]：DETAIL')
    expect(line('zh-TW', 'proofs')).toBe('[所花費資金的證明]：DETAIL')
    expect(line('en', 'inputs')).toBe('[Funds spent]: DETAIL')
  })
})
