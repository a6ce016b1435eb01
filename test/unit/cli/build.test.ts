/**
 * The `cosigner` command ships built, as the app does: bin/cosigner.js runs the current build under
 * out/cli (made by the tests' global set-up from the sources as they are), never the TypeScript
 * sources through tsx; and a build is taken for stale once one of the files it was made of changed.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { currentBuild, isFresh, ROOT } from '../../../bin/cli-build.js'
import { main } from '../../../src/cli/main'

const BIN = fileURLToPath(new URL('../../../bin/cosigner.js', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'cosigner-cli-build-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Every module the process loads through the ES module loader (tsx's included), one URL a line.
const RECORD_LOADS = `
import { appendFileSync } from 'node:fs'
let file
export function initialize(data) { file = data.file }
export async function load(url, context, next) { appendFileSync(file, url + '\\n'); return next(url, context) }`

function runBin(
  args: string[],
  loads: string,
): Promise<{ code: number; out: string; err: string }> {
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(RECORD_LOADS)}`)}, { data: { file: ${JSON.stringify(loads)} } })`
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(register)}`, BIN, ...args],
      { cwd: dir },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
}

async function inProcess(args: string[]) {
  let out = ''
  const code = await main(args, {
    out: (t) => void (out += `${t}\n`),
    err: () => undefined,
    readStdin: async () => '',
    env: {},
  })
  return { code, out }
}

describe('the cosigner command as it ships', () => {
  it('runs the current build, compiled: no TypeScript source and no tsx is loaded, and it answers as the sources do', async () => {
    const build = currentBuild(join(ROOT, 'out', 'cli'))
    expect(build).not.toBeNull()
    expect(isFresh(ROOT, build!)).toBe(true)
    for (const args of [
      ['wallet', '--help'],
      ['wallet', 'pay', '--help'],
      ['tx', 'hash', 'zz'],
    ]) {
      const loads = join(dir, `loads-${args.join('-')}.txt`)
      writeFileSync(loads, '')
      const r = await runBin(args, loads)
      expect({ code: r.code, out: r.out }).toEqual(await inProcess(args))
      const loaded = readFileSync(loads, 'utf8').trim().split('\n')
      expect(
        loaded.filter((url) => /\.tsx?$/.test(url) || url.includes('/node_modules/tsx/')),
      ).toEqual([])
      const ours = loaded.filter(
        (url) => url.startsWith('file:') && !url.includes('/node_modules/'),
      )
      expect(ours[0]).toMatch(/\/bin\/cosigner\.js$/)
      expect(ours.filter((url) => !url.includes('/bin/'))).toEqual(
        ours.filter((url) => url.includes(`/out/cli/${build!.entry.split('/')[0]}/`)),
      )
    }
  })

  it('takes a build for stale once a file it was made of is newer than it, or gone', () => {
    const root = join(dir, 'project')
    mkdirSync(join(root, 'src'), { recursive: true })
    const file = join(root, 'src', 'a.ts')
    writeFileSync(file, 'export {}\n')
    const startedAt = Date.now()
    utimesSync(file, new Date(startedAt - 60_000), new Date(startedAt - 60_000))
    const build = { started_at: startedAt, inputs: ['src/a.ts'] }
    expect(isFresh(root, build)).toBe(true)
    // The files around the sources that decide a build are looked at only when the project has them.
    writeFileSync(join(root, 'package-lock.json'), '{}\n')
    utimesSync(
      join(root, 'package-lock.json'),
      new Date(startedAt + 1000),
      new Date(startedAt + 1000),
    )
    expect(isFresh(root, build)).toBe(false)
    rmSync(join(root, 'package-lock.json'))
    expect(isFresh(root, build)).toBe(true)
    utimesSync(file, new Date(startedAt + 1000), new Date(startedAt + 1000))
    expect(isFresh(root, build)).toBe(false)
    rmSync(file)
    expect(isFresh(root, build)).toBe(false)
  })
})
