import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { areas as enAreas, en } from '../../../../src/shared/i18n/en'
import { LOCALES } from '../../../../src/shared/i18n/locales'
import { catalog } from '../../../../src/shared/i18n/catalog'
import { areas as zhCNAreas } from '../../../../src/shared/i18n/zh-CN'
import { areas as zhTWAreas } from '../../../../src/shared/i18n/zh-TW'

/** The text a message writes itself, inside plural and select branches too (arguments left out). */
function literalsOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((e) => {
      if (e.type === TYPE.literal) return e.value
      if (e.type === TYPE.plural || e.type === TYPE.select)
        return Object.values(e.options)
          .map((o) => literalsOf(o.value))
          .join(' ')
      if (e.type === TYPE.tag) return literalsOf(e.children)
      return ' '
    })
    .join('')
}

/** Each ICU argument of a message with its type (`name:number`, `count:plural` …), and the tags. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()) {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue
    into.add(`${e.value}:${TYPE[e.type]}`)
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const option of Object.values(e.options)) argumentsOf(option.value, into)
    if (e.type === TYPE.tag) argumentsOf(e.children, into)
  }
  return [...into].sort()
}

const ids = Object.keys(en)
// Text that is the same in every language: a brand, a unit, an arrow.
const SAME_EVERYWHERE =
  /^[\s\d\p{P}\p{S}]*$|^\s*(?:Cosigner|Mixin|CSV|JSON|USDT|XIN|MIX|OK|PIN)\s*$/u

describe('the catalogs', () => {
  it('hold every key in every locale, and no other', () => {
    for (const locale of LOCALES) expect(Object.keys(catalog(locale)).sort()).toEqual(ids.sort())
  })

  it('keep each area to keys that start with its name, so no area overwrites another', () => {
    for (const areas of [enAreas, zhCNAreas, zhTWAreas])
      for (const [area, messages] of Object.entries(areas))
        for (const id of Object.keys(messages)) expect(id.startsWith(`${area}.`), id).toBe(true)
    const counted = Object.values(enAreas)
      .map((m: object) => Object.keys(m).length)
      .reduce((n, k) => n + k, 0)
    expect(counted).toBe(ids.length)
  })

  it('parse as ICU MessageFormat, with the same arguments in every language', () => {
    const wrong: string[] = []
    for (const id of ids) {
      const english = argumentsOf(parse(en[id as keyof typeof en]))
      for (const locale of LOCALES) {
        const text = catalog(locale)[id as keyof typeof en]
        let args: string[]
        try {
          args = argumentsOf(parse(text))
        } catch (e) {
          wrong.push(`${locale} ${id}: does not parse (${String(e)})`)
          continue
        }
        if (JSON.stringify(args) !== JSON.stringify(english))
          wrong.push(`${locale} ${id}: ${args.join(', ')} ≠ ${english.join(', ')}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('are translated: each Chinese message is written in Chinese', () => {
    const untranslated: string[] = []
    for (const locale of ['zh-CN', 'zh-TW'] as const)
      for (const id of ids) {
        const text = catalog(locale)[id as keyof typeof en]
        const english = en[id as keyof typeof en]
        const own = literalsOf(parse(text))
        if (!/\p{Script=Han}/u.test(own) && !SAME_EVERYWHERE.test(literalsOf(parse(english))))
          untranslated.push(`${locale} ${id}: ${text}`)
      }
    expect(untranslated).toEqual([])
  })

  it('write Traditional Chinese apart from Simplified', () => {
    // A zh-TW message identical to its zh-CN one, with characters that differ between the scripts, was copied.
    const SIMPLIFIED_ONLY =
      /[们这说请设钱账户签认证码发给对时网络务择关选项击导动开从过还达详细变进让应条数据为币产体号单额见现无删与业资错误库钥员组转链锁输称]/u
    const copied = ids.filter((id) => SIMPLIFIED_ONLY.test(catalog('zh-TW')[id as keyof typeof en]))
    expect(copied).toEqual([])
  })
})
