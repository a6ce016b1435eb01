/**
 * Which better-sqlite3 build a process loads (Node's own, or the Electron build in its own folder),
 * and that the choice reaches `new Database`: the Node build's addon, copied elsewhere and passed
 * explicitly, is the one loaded — through openSqlite, the core's cache and createCore.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createCore } from '../../../../src/main/core'
import { openCache } from '../../../../src/main/core/db/open'
import { CacheError } from '../../../../src/main/core/db/errors'
import {
  chooseSqliteBinding,
  electronSqliteBuildPath,
  installedBetterSqlite3Version,
  nativeBindingFor,
  SQLITE_ADDON_FILE,
} from '../../../../src/node/sqlite/native-binding'
import { openSqlite } from '../../../../src/node/sqlite/open'
import { memoryKeychain } from '../../../../harness/keychain'

const ROOT = path.resolve(import.meta.dirname, '../../../..')
const require = createRequire(import.meta.url)
const NODE_BUILD = path.join(
  path.dirname(require.resolve('better-sqlite3/package.json')),
  'build',
  'Release',
  SQLITE_ADDON_FILE,
)
const dir = mkdtempSync(path.join(tmpdir(), 'cosigner-binding-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The Node build's addon copied to a path of its own, so loading it shows in the require cache. */
function copiedAddon(name: string): string {
  const file = path.join(dir, name, SQLITE_ADDON_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  copyFileSync(NODE_BUILD, file)
  return file
}

const loaded = (file: string) => Object.prototype.hasOwnProperty.call(require.cache, file)

describe('chooseSqliteBinding', () => {
  const base = { platform: 'linux', arch: 'x64', root: '/project', betterSqlite3Version: '12.11.1' }
  const electronBuild = electronSqliteBuildPath('/project', {
    betterSqlite3: '12.11.1',
    abi: '150',
    platform: 'linux',
    arch: 'x64',
  })

  it('keeps the package’s own build under Node', () => {
    expect(
      chooseSqliteBinding({
        ...base,
        versions: { modules: '115' },
        packaged: false,
        exists: () => true,
      }),
    ).toEqual({ kind: 'package' })
  })

  it('keeps the package’s own build in a packaged app (electron-builder rebuilt it for Electron)', () => {
    expect(
      chooseSqliteBinding({
        ...base,
        versions: { electron: '45.4.1', modules: '150' },
        packaged: true,
        exists: () => false,
      }),
    ).toEqual({ kind: 'package' })
  })

  it('loads the Electron build inside unpackaged Electron, from the folder for this ABI, platform and arch', () => {
    const seen: string[] = []
    const choice = chooseSqliteBinding({
      ...base,
      versions: { electron: '45.4.1', modules: '150' },
      packaged: false,
      exists: (f) => (seen.push(f), f === electronBuild),
    })
    expect(choice).toEqual({ kind: 'electron-build', path: electronBuild })
    expect(electronBuild).toBe(
      path.join(
        '/project',
        'node_modules',
        '.cache',
        'cosigner-electron',
        'better-sqlite3-12.11.1-electron-v150-linux-x64',
        'better_sqlite3.node',
      ),
    )
    expect(seen).toEqual([electronBuild])
  })

  it('says what is missing, and how to get it, when no build for this Electron exists', () => {
    const choice = chooseSqliteBinding({
      ...base,
      versions: { electron: '45.4.1', modules: '150' },
      packaged: false,
      exists: () => false,
    })
    expect(choice).toMatchObject({ kind: 'missing', path: electronBuild })
    expect(choice.kind === 'missing' && choice.reason).toMatch(
      /no build for Electron 45\.4\.1 \(ABI 150, linux-x64\).*npm start/,
    )
  })

  it('does not take a build for another ABI, better-sqlite3 version or arch', () => {
    const other = electronSqliteBuildPath('/project', {
      betterSqlite3: '12.11.1',
      abi: '143',
      platform: 'linux',
      arch: 'x64',
    })
    const choice = chooseSqliteBinding({
      ...base,
      versions: { electron: '45.4.1', modules: '150' },
      packaged: false,
      exists: (f) => f === other,
    })
    expect(choice.kind).toBe('missing')
    expect(
      electronSqliteBuildPath('/p', {
        betterSqlite3: '12.11.0',
        abi: '150',
        platform: 'linux',
        arch: 'x64',
      }),
    ).not.toBe(
      electronSqliteBuildPath('/p', {
        betterSqlite3: '12.11.1',
        abi: '150',
        platform: 'linux',
        arch: 'x64',
      }),
    )
    expect(
      electronSqliteBuildPath('/p', {
        betterSqlite3: '12.11.1',
        abi: '150',
        platform: 'linux',
        arch: 'arm64',
      }),
    ).not.toBe(electronBuild)
  })

  it('reads the installed better-sqlite3 version', () => {
    expect(installedBetterSqlite3Version(ROOT)).toBe(
      (require('better-sqlite3/package.json') as { version: string }).version,
    )
    expect(() => installedBetterSqlite3Version(dir)).toThrow()
  })
})

describe('the chosen build reaches new Database', () => {
  it('openSqlite loads the addon it is given', () => {
    const addon = copiedAddon('open')
    expect(loaded(addon)).toBe(false)
    const db = openSqlite(path.join(dir, 'open.sqlite'), { nativeBinding: addon })
    try {
      expect(loaded(addon)).toBe(true)
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    } finally {
      db.close()
    }
  })

  it('openSqlite fails on an addon that is not there (so the option is not ignored)', () => {
    expect(() =>
      openSqlite(':memory:', { nativeBinding: path.join(dir, 'absent', SQLITE_ADDON_FILE) }),
    ).toThrow(/Cannot find module/)
  })

  it('openSqlite fails on a file that is not an addon for this runtime', () => {
    const fake = path.join(dir, 'fake', SQLITE_ADDON_FILE)
    mkdirSync(path.dirname(fake), { recursive: true })
    writeFileSync(fake, 'not a shared library')
    expect(() => openSqlite(':memory:', { nativeBinding: fake })).toThrow()
  })

  it("the core's cache passes it on, and a bad one is the cache's typed error", () => {
    const addon = copiedAddon('cache')
    const cache = openCache(path.join(dir, 'cache.sqlite'), { nativeBinding: addon })
    expect(loaded(addon)).toBe(true)
    cache.close()
    expect(() =>
      openCache(path.join(dir, 'cache2.sqlite'), {
        nativeBinding: path.join(dir, 'absent', SQLITE_ADDON_FILE),
      }),
    ).toThrow(CacheError)
  })

  it('createCore opens its cache with the host’s choice', () => {
    const addon = copiedAddon('core')
    const core = createCore({
      dataDir: path.join(dir, 'core'),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
      sqliteNativeBinding: addon,
    })
    try {
      expect(loaded(addon)).toBe(true)
      expect(core.accounts.list()).toEqual([])
    } finally {
      core.close()
    }
  })
})

describe('nativeBindingFor (what a host passes to the core)', () => {
  const electron = {
    versions: { electron: '45.4.1', modules: '150' },
    platform: 'linux',
    arch: 'x64',
    packaged: false,
  }

  it('is nothing under Node and when packaged, without reading anything', () => {
    expect(
      nativeBindingFor('/nowhere', { ...electron, versions: { modules: '115' } }),
    ).toBeUndefined()
    expect(nativeBindingFor('/nowhere', { ...electron, packaged: true })).toBeUndefined()
  })

  it('is the Electron build for this project’s better-sqlite3, or a RangeError saying what is missing', () => {
    const version = installedBetterSqlite3Version(ROOT)
    const expected = electronSqliteBuildPath(ROOT, {
      betterSqlite3: version,
      abi: '150',
      platform: 'linux',
      arch: 'x64',
    })
    expect(nativeBindingFor(ROOT, electron, (f) => f === expected)).toBe(expected)
    expect(() => nativeBindingFor(ROOT, electron, () => false)).toThrow(RangeError)
    expect(() => nativeBindingFor(ROOT, electron, () => false)).toThrow(/npm start/)
  })
})
