import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { literalErrorMessages, readsAsEnglish, unwordedIn } from './unworded'

const ROOT = join(import.meta.dirname, '../../../..')

/** The TypeScript files below `dir` (relative to the repository), tests and declarations aside. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(dir, f))
    .sort()
}

// What a person reads: the window, `cosigner wallet` (with the demo and the web host it starts), and
// the core's errors. The sequencer's own command line is an operator's tool and speaks English.
const READ = [
  ...sources('src/renderer'),
  ...sources('src/cli/wallet'),
  ...sources('src/cli/demo'),
  ...sources('src/cli/web-host'),
  'src/cli/main.ts',
]
const CORE = sources('src/main')

describe('every word a person reads comes from the catalogs', () => {
  it.each(READ)('%s', (file) => {
    const found = unwordedIn(file, readFileSync(join(ROOT, file), 'utf8'))
    expect(found.map((u) => `${u.line}: ${u.text}`)).toEqual([])
  })

  it.each(CORE)('%s words its errors from the catalogs', (file) => {
    const found = literalErrorMessages(file, readFileSync(join(ROOT, file), 'utf8'))
    expect(found.map((u) => `${u.line}: ${u.text}`)).toEqual([])
  })
})

describe('the finder of unworded text', () => {
  it('finds JSX text, read attributes and English literals, and passes over what is not read', () => {
    const found = unwordedIn(
      'x.tsx',
      [
        "import { a } from './some module'",
        'const b = <p className="card wide" title="Pay them">Hello there</p>',
        "if (e.key === 'Enter') log.info('not for people')",
        "const c = 'Sign now'",
        "const d = t('review.sign')",
        "// words-exempt: a brand\nconst e = 'Mixin Network'",
      ].join('\n'),
    ).map((u) => u.text)
    expect(found).toEqual(['Pay them', 'Hello there', 'Sign now'])
  })

  it('reads two words or one capitalised word as English, and ids or keys not', () => {
    expect(readsAsEnglish('Sign now')).toBe(true)
    expect(readsAsEnglish('Cancel')).toBe(true)
    expect(readsAsEnglish('review.sign')).toBe(false)
    expect(readsAsEnglish('ArrowDown')).toBe(false)
    expect(readsAsEnglish('card wide')).toBe(true)
  })

  it('finds a core error worded in the source', () => {
    const found = literalErrorMessages(
      'x.ts',
      "throw new CoreError('locked', 'The wallet is locked.')\nthrow new CoreError('locked', words('core.locked'))",
    )
    expect(found.map((u) => u.line)).toEqual([1])
  })

  it('finds a core error worded through a choice of two literals or a local constant', () => {
    const found = literalErrorMessages(
      'x.ts',
      [
        "throw new CoreError('request-closed', done ? 'It was sent.' : `It was unlocked.`)",
        "const why = 'The request is closed.'",
        "throw new CoreError('request-closed', why)",
        "const id = words('core.locked')",
        "throw new CoreError('locked', id)",
        "throw new CoreError('locked', done ? words('core.a') : words('core.b'))",
      ].join('\n'),
    )
    expect(found.map((u) => u.line)).toEqual([1, 3])
  })
})
