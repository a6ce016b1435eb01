/**
 * The command line in the terminal's language: LC_ALL, LC_MESSAGES, LANG (and LANGUAGE) choose
 * English, Simplified or Traditional Chinese; C, POSIX or none is English. Run in-process, as the
 * other CLI tests are, with the environment each case gives.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../../src/cli/main'
import { cliLocale } from '../../../src/cli/words'

const dir = mkdtempSync(join(tmpdir(), 'cosigner-cli-words-'))
const REQUEST = '7f1c0a52-0000-4000-8000-000000000001'
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  let out = ''
  let err = ''
  const code = await main(argv, {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (err += `${t}\n`),
    readStdin: async () => '',
    env,
  })
  return { code, out, err }
}

/**
 * English sentences left in `text`, once what is not words is taken out: commands and quoted text
 * (“…”, 「…」, "…"), options and their placeholders, environment variables, ids, and product names.
 */
function englishLeft(text: string): string[] {
  const bare = text
    .replace(/^cosigner: (?:wallet )?[a-z-]+:/gm, ' ')
    .replace(/“[^”]*”|「[^」]*」|"[^"]*"/g, ' ')
    .replace(/cosigner(?: wallet)?(?: [a-z-]+)?/g, ' ')
    .replace(/--[a-z-]+(?: [A-Z_|,.…]+(?: [A-Z]+)?)?/g, ' ')
    .replace(/\$?[A-Z][A-Z_]+|Mixin (?:API|ID|Safe)|[0-9a-f-]{36}/g, ' ')
  return bare.match(/[A-Za-z]{3,}[ ,.:;]+[A-Za-z]{3,}/g) ?? []
}

describe('the language of the command line', () => {
  it('follows LC_ALL, then LC_MESSAGES, then LANG, with LANGUAGE first; C or none is English', () => {
    expect(cliLocale({})).toBe('en')
    expect(cliLocale({ LANG: 'C' })).toBe('en')
    expect(cliLocale({ LANG: 'C.UTF-8', LANGUAGE: 'zh_CN' })).toBe('en')
    expect(cliLocale({ LANG: 'zh_CN.UTF-8' })).toBe('zh-CN')
    expect(cliLocale({ LANG: 'zh_TW.UTF-8' })).toBe('zh-TW')
    expect(cliLocale({ LANG: 'zh_HK.UTF-8' })).toBe('zh-TW')
    expect(cliLocale({ LANG: 'zh_CN.UTF-8', LC_ALL: 'en_US.UTF-8' })).toBe('en')
    expect(cliLocale({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'zh_TW.UTF-8' })).toBe('zh-TW')
    expect(cliLocale({ LANG: 'de_DE.UTF-8', LANGUAGE: 'fr:zh_CN' })).toBe('zh-CN')
    expect(cliLocale({ LANG: 'de_DE.UTF-8' })).toBe('en')
  })

  it('finds English left in a Chinese text, and passes over commands, options and names', () => {
    expect(englishLeft('用法：cosigner wallet sign REQUEST_ID --yes --digest DIGEST')).toEqual([])
    expect(englishLeft('请用“cosigner wallet import --keystore FILE”导入，公共 Mixin API')).toEqual(
      [],
    )
    expect(englishLeft('钱包密码：the first line')).toEqual(['the first'])
    expect(englishLeft('cosigner: wallet sign: Nothing was done')).toEqual(['Nothing was'])
  })

  it.each([
    [
      'zh_CN.UTF-8',
      '用法：cosigner wallet <子命令> [选项]',
      '所有子命令的选项：',
      '钱包关注的共管账户',
    ],
    [
      'zh_TW.UTF-8',
      '用法：cosigner wallet <子命令> [選項]',
      '所有子命令的選項：',
      '錢包追蹤的共管帳戶',
    ],
  ])(
    'with LANG=%s, "cosigner wallet --help" reads in that Chinese',
    async (lang, usage, options, accounts) => {
      const r = await run(['wallet', '--help'], { LANG: lang })
      expect([r.code, r.err]).toEqual([0, ''])
      expect(r.out.startsWith(`${usage}\n`)).toBe(true)
      expect(r.out).toContain(options)
      expect(r.out).toMatch(new RegExp(`^ {2}accounts +${accounts}`, 'm'))
      expect(englishLeft(r.out)).toEqual([])
    },
  )

  it.each([
    ['zh_CN.UTF-8', '用法：cosigner wallet sign REQUEST_ID|RUN_ID', '核对请求'],
    ['zh_TW.UTF-8', '用法：cosigner wallet sign REQUEST_ID|RUN_ID', '核對請求'],
  ])('with LANG=%s, a subcommand’s --help reads in that Chinese', async (lang, usage, does) => {
    const r = await run(['wallet', 'sign', '--help'], { LANG: lang })
    expect(r.code).toBe(0)
    expect(r.out.startsWith(usage)).toBe(true)
    expect(r.out).toContain(does)
    expect(englishLeft(r.out)).toEqual([])
  })

  it.each([
    [
      'zh_CN.UTF-8',
      `cosigner: wallet sign: 未做任何操作：摘要需要确认，但没有可供询问的终端。请先用“cosigner wallet sign ${REQUEST} --dry-run”核对，再用它输出的摘要值运行“cosigner wallet sign ${REQUEST} --yes --digest DIGEST”。\n`,
    ],
    [
      'zh_TW.UTF-8',
      `cosigner: wallet sign: 未做任何操作：摘要需要確認，但沒有可供詢問的終端機。請先用「cosigner wallet sign ${REQUEST} --dry-run」核對，再用它輸出的摘要值執行「cosigner wallet sign ${REQUEST} --yes --digest DIGEST」。\n`,
    ],
  ])('with LANG=%s, a refused sign says why in that Chinese, in one line', async (lang, said) => {
    const r = await run(['wallet', 'sign', REQUEST, '--data-dir', dir], { LANG: lang })
    expect([r.code, r.out]).toEqual([1, ''])
    expect(r.err).toBe(said)
    expect(englishLeft(r.err)).toEqual([])
  })

  it('keeps --json English and machine-readable whatever the language', async () => {
    const r = await run(['wallet', 'accounts', '--json', '--data-dir', join(dir, 'none')], {
      LANG: 'zh_CN.UTF-8',
    })
    expect(r.code).toBe(1)
    expect(JSON.parse(r.out)).toEqual({
      error: { code: 'no-wallet', message: expect.stringContaining('There is no wallet in') },
    })
    expect(r.err).toContain('中还没有钱包')
  })

  it('speaks English for LANG=C, and for a language it has no catalog for', async () => {
    for (const env of [{ LANG: 'C' }, { LANG: 'de_DE.UTF-8' }, {}]) {
      const r = await run(['wallet', '--help'], env)
      expect(r.out.startsWith('usage: cosigner wallet <subcommand> [options]\n')).toBe(true)
    }
  })
})
