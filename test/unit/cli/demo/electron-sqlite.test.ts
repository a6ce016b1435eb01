/**
 * better-sqlite3's Electron build, set up beside Node's: the order (present, fetched, built), that a
 * failed or stopped step leaves nothing where the app looks, the tools' arguments and environment,
 * and prebuild-install run for real against a loopback release server, filling the Electron folder
 * while the package's own (Node) build stays as it was.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  electronToolEnv,
  nodeGypArgs,
  prebuildInstallArgs,
  prepareElectronSqlite,
  realBuildSteps,
  type BuildStep,
} from '../../../../src/cli/demo/electron-sqlite'
import {
  electronSqliteBuildPath,
  SQLITE_ADDON_FILE,
} from '../../../../src/node/sqlite/native-binding'
import { fakeProject } from './fake-project'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const target = { betterSqlite3: '12.11.1', abi: '150', platform: 'linux', arch: 'x64' }

/** A step that leaves an addon with `content` in the scratch folder, as prebuild-install and node-gyp do. */
const makes =
  (content: string, calls: string[], name: string): BuildStep =>
  async ({ scratch }) => {
    calls.push(name)
    mkdirSync(path.join(scratch, 'build', 'Release'), { recursive: true })
    writeFileSync(path.join(scratch, 'build', 'Release', SQLITE_ADDON_FILE), content)
    return { ok: true }
  }
const fails =
  (details: string, calls: string[], name: string): BuildStep =>
  async () => {
    calls.push(name)
    return { ok: false, details }
  }

function prepare(
  root: string,
  fetchPrebuilt: BuildStep,
  build: BuildStep,
  extra: { fetchTimeoutMs?: number } = {},
) {
  const lines: string[] = []
  return {
    lines,
    run: prepareElectronSqlite({
      root,
      target,
      electronVersion: '45.4.1',
      say: (l) => lines.push(l),
      fetchPrebuilt,
      build,
      ...extra,
    }),
  }
}

/** No scratch folders left behind next to the builds. */
const leftovers = (root: string) =>
  readdirSync(path.dirname(path.dirname(electronSqliteBuildPath(root, target)))).filter((n) =>
    n.startsWith('scratch-'),
  )

describe('prepareElectronSqlite', () => {
  it('uses a build already there, running nothing', async () => {
    const { root } = fakeProject()
    const final = electronSqliteBuildPath(root, target)
    mkdirSync(path.dirname(final), { recursive: true })
    writeFileSync(final, 'built before')
    const calls: string[] = []
    const p = prepare(root, makes('x', calls, 'fetch'), makes('y', calls, 'build'))
    expect(await p.run).toEqual({ ok: true, path: final, how: 'present' })
    expect(calls).toEqual([])
  })

  it('fetches the prebuilt one into its own folder', async () => {
    const { root } = fakeProject()
    const calls: string[] = []
    const p = prepare(root, makes('prebuilt', calls, 'fetch'), makes('compiled', calls, 'build'))
    const r = await p.run
    expect(r).toEqual({ ok: true, path: electronSqliteBuildPath(root, target), how: 'fetched' })
    expect(readFileSync(electronSqliteBuildPath(root, target), 'utf8')).toBe('prebuilt')
    expect(calls).toEqual(['fetch'])
    expect(p.lines).toEqual([
      'Fetching the prebuilt better-sqlite3 12.11.1 for Electron 45.4.1 (ABI 150, linux-x64)…',
    ])
    expect(leftovers(root)).toEqual([])
  })

  it('builds from source when none can be fetched', async () => {
    const { root } = fakeProject()
    const calls: string[] = []
    const p = prepare(
      root,
      fails('404 Not Found', calls, 'fetch'),
      makes('compiled', calls, 'build'),
    )
    expect(await p.run).toMatchObject({ ok: true, how: 'built' })
    expect(readFileSync(electronSqliteBuildPath(root, target), 'utf8')).toBe('compiled')
    expect(calls).toEqual(['fetch', 'build'])
    expect(p.lines[1]).toMatch(
      /none could be fetched; building better-sqlite3 12\.11\.1 for Electron 45\.4\.1 .* from source/,
    )
  })

  it('says why when neither works, with both tools’ details, and leaves no file where the app looks', async () => {
    const { root } = fakeProject()
    const calls: string[] = []
    const r = await prepare(
      root,
      fails('prebuild-install warn install getaddrinfo ENOTFOUND github.com', calls, 'fetch'),
      fails('gyp ERR! configure error', calls, 'build'),
    ).run
    expect(r).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^there is no build of better-sqlite3 12\.11\.1 for Electron 45\.4\.1 .*none could be fetched, and building one failed/,
      ),
      details:
        'fetch: prebuild-install warn install getaddrinfo ENOTFOUND github.com\nbuild: gyp ERR! configure error',
    })
    expect(existsSync(electronSqliteBuildPath(root, target))).toBe(false)
    expect(leftovers(root)).toEqual([])
  })

  it('does not take a step that says it worked but made no addon', async () => {
    const calls: string[] = []
    const r = await prepare(
      fakeProject().root,
      async () => ({ ok: true }),
      fails('no compiler', calls, 'build'),
    ).run
    expect(r).toMatchObject({
      ok: false,
      details: expect.stringMatching(
        /^fetch: it finished without making build\/Release\/better_sqlite3\.node/,
      ),
    })
  })

  it('stops a step that takes too long and goes on to the next', async () => {
    const { root } = fakeProject()
    const calls: string[] = []
    let stopped = false
    const hangs: BuildStep = ({ signal }) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          stopped = true
          resolve({ ok: false, details: 'stopped' })
        })
      })
    expect(
      await prepare(root, hangs, makes('compiled', calls, 'build'), { fetchTimeoutMs: 50 }).run,
    ).toMatchObject({ ok: true, how: 'built' })
    expect(stopped).toBe(true)
  })
})

describe('the tools, aimed at Electron', () => {
  it('drops the npm settings that would aim them at Node, and keeps the rest', () => {
    const env = electronToolEnv({
      npm_config_nodedir: '/usr',
      npm_config_target: '20.0.0',
      npm_config_runtime: 'node',
      npm_config_disturl: 'x',
      PATH: '/bin',
      npm_config_cache: '/c',
      npm_config_better_sqlite3_binary_host: 'http://m',
    })
    expect(env).toEqual({
      PATH: '/bin',
      npm_config_cache: '/c',
      npm_config_better_sqlite3_binary_host: 'http://m',
    })
  })

  it('asks prebuild-install and node-gyp for the Electron runtime, version and arch', () => {
    expect(prebuildInstallArgs(target, '45.4.1')).toEqual([
      '--runtime',
      'electron',
      '--target',
      '45.4.1',
      '--platform',
      'linux',
      '--arch',
      'x64',
      '--verbose',
    ])
    expect(nodeGypArgs(target, '45.4.1')).toEqual([
      'rebuild',
      '--release',
      '--runtime=electron',
      '--target=45.4.1',
      '--arch=x64',
      '--dist-url=https://electronjs.org/headers',
    ])
  })
})

describe('the real tools, against a loopback server', () => {
  const require = createRequire(import.meta.url)
  const pkgDir = path.dirname(require.resolve('better-sqlite3/package.json'))
  const nodeBuild = path.join(pkgDir, 'build', 'Release', SQLITE_ADDON_FILE)
  const version = (require('better-sqlite3/package.json') as { version: string }).version
  const realTarget = { betterSqlite3: version, abi: '150', platform: 'linux', arch: 'x64' }
  const hash = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex')
  let server: Server
  let work: string
  let tarball: Buffer
  const served: string[] = []

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'cosigner-prebuild-'))
    // A release asset as the package publishes them: build/Release/better_sqlite3.node in a .tar.gz.
    mkdirSync(path.join(work, 'asset', 'build', 'Release'), { recursive: true })
    copyFileSync(nodeBuild, path.join(work, 'asset', 'build', 'Release', SQLITE_ADDON_FILE))
    execFileSync('tar', [
      '-czf',
      path.join(work, 'asset.tar.gz'),
      '-C',
      path.join(work, 'asset'),
      'build',
    ])
    tarball = readFileSync(path.join(work, 'asset.tar.gz'))
    server = createServer((req, res) => {
      served.push(req.url ?? '')
      if (req.url === `/v${version}/better-sqlite3-v${version}-electron-v150-linux-x64.tar.gz`)
        res.writeHead(200, { 'content-length': tarball.length }).end(tarball)
      else res.writeHead(404).end()
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  })
  afterAll(async () => {
    await new Promise((r) => server.close(r))
    rmSync(work, { recursive: true, force: true })
  })

  it('fills the Electron folder and leaves the Node build alone', async () => {
    const before = hash(nodeBuild)
    const { root } = fakeProject()
    const env = {
      ...process.env,
      npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      npm_config_cache: path.join(work, 'npm-cache'),
      npm_config_nodedir: '/usr',
    }
    const steps = realBuildSteps(ROOT, env, realTarget, '45.4.1')
    const build: BuildStep = async () => ({ ok: false, details: 'not in this test' })
    const r = await prepareElectronSqlite({
      root,
      target: realTarget,
      electronVersion: '45.4.1',
      say: () => {},
      fetchPrebuilt: steps.fetchPrebuilt,
      build,
    })
    expect(r).toEqual({ ok: true, path: electronSqliteBuildPath(root, realTarget), how: 'fetched' })
    expect(served).toContain(
      `/v${version}/better-sqlite3-v${version}-electron-v150-linux-x64.tar.gz`,
    )
    expect(hash(electronSqliteBuildPath(root, realTarget))).toBe(before)
    expect(hash(nodeBuild)).toBe(before)
  })

  it('says why when the release has no build for this Electron', async () => {
    const { root } = fakeProject()
    const env = {
      ...process.env,
      npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      npm_config_cache: path.join(work, 'npm-cache'),
    }
    const steps = realBuildSteps(ROOT, env, { ...realTarget, arch: 'arm64' }, '45.4.1')
    const outcome = await steps.fetchPrebuilt({
      scratch: mkdtempSync(path.join(work, 's-')),
      signal: AbortSignal.timeout(30_000),
    })
    expect(outcome).toEqual({
      ok: false,
      details: expect.stringMatching(
        /No prebuilt binaries found \(target=45\.4\.1 runtime=electron arch=arm64/,
      ),
    })
    expect(existsSync(electronSqliteBuildPath(root, realTarget))).toBe(false)
  })

  it('node-gyp, for real, compiles against the headers it is pointed at, never the npmrc’s Node headers', async () => {
    const before = hash(nodeBuild)
    const port = (server.address() as AddressInfo).port
    // npm passes an npmrc's nodedir to scripts: were it kept, node-gyp would compile against Node's headers.
    const env = {
      ...process.env,
      npm_config_nodedir: '/usr',
      npm_config_devdir: path.join(work, 'gyp'),
    }
    const steps = realBuildSteps(
      ROOT,
      env,
      realTarget,
      '45.4.1',
      `http://127.0.0.1:${port}/headers`,
    )
    const scratch = mkdtempSync(path.join(work, 'b-'))
    const started = Date.now()
    const outcome = await steps.build({ scratch, signal: AbortSignal.timeout(60_000) })
    expect(outcome).toEqual({ ok: false, details: expect.stringMatching(/gyp ERR!/) })
    expect(served.some((u) => u.startsWith('/headers/v45.4.1/'))).toBe(true)
    expect(Date.now() - started).toBeLessThan(30_000)
    // It worked on a copy of the sources; the package's own build is as it was.
    expect(existsSync(path.join(scratch, 'binding.gyp'))).toBe(true)
    expect(existsSync(path.join(scratch, 'build', 'Release', SQLITE_ADDON_FILE))).toBe(false)
    expect(hash(nodeBuild)).toBe(before)
  })
})
