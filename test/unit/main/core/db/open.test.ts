import {
  chmodSync,
  chownSync,
  existsSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openCache, quarantineCacheFile } from '../../../../../src/main/core/db/open'
import { CacheError } from '../../../../../src/main/core/db/errors'
import { aliceRecord, ALICE, tempDir } from './helpers'

const posix = process.platform !== 'win32'
const mode = (path: string) => statSync(path).mode & 0o777

function openError(file: string): CacheError {
  try {
    openCache(file).close()
  } catch (e) {
    expect(e).toBeInstanceOf(CacheError)
    return e as CacheError
  }
  throw new Error('expected openCache to fail')
}

describe('openCache', () => {
  it.runIf(posix)(
    'creates the file 0600, in WAL mode with foreign keys and a busy timeout; WAL and SHM are 0600 too',
    () => {
      const file = join(tempDir(), 'cache.sqlite')
      const cache = openCache(file)
      try {
        expect(mode(file)).toBe(0o600)
        expect(cache.repaired).toEqual([])
        expect(cache.db.pragma('journal_mode', { simple: true })).toBe('wal')
        expect(cache.db.pragma('foreign_keys', { simple: true })).toBe(1)
        expect(cache.db.pragma('busy_timeout', { simple: true })).toBe(5000)
        cache.accounts.upsert(aliceRecord())
        expect(mode(`${file}-wal`)).toBe(0o600)
        expect(mode(`${file}-shm`)).toBe(0o600)
      } finally {
        cache.close()
      }
    },
  )

  it('keeps its data across a close and reopen', () => {
    const file = join(tempDir(), 'cache.sqlite')
    const a = openCache(file)
    a.accounts.upsert(aliceRecord())
    a.settings.set('api.base_url', 'http://127.0.0.1:7000')
    a.close()
    const b = openCache(file)
    expect(b.accounts.get(ALICE)?.label).toBe('Alice')
    expect(b.settings.get('api.base_url')).toBe('http://127.0.0.1:7000')
    b.close()
  })

  it.runIf(posix)('tightens a file found readable by others, and says which', () => {
    const file = join(tempDir(), 'cache.sqlite')
    openCache(file).close()
    chmodSync(file, 0o644)
    const cache = openCache(file)
    expect(cache.repaired).toContain(file)
    expect(mode(file)).toBe(0o600)
    cache.close()
  })

  it.runIf(posix)("refuses a symlink in the file's place ('insecure-file')", () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'elsewhere'), '')
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'cache.sqlite'))
    expect(openError(join(dir, 'cache.sqlite')).code).toBe('insecure-file')
  })

  it.runIf(posix && process.getuid?.() === 0)(
    "refuses a file owned by another user ('insecure-file')",
    () => {
      const file = join(tempDir(), 'cache.sqlite')
      openCache(file).close()
      chownSync(file, 65534, 65534)
      expect(openError(file).code).toBe('insecure-file')
    },
  )

  it("reports a file of garbage as 'corrupt', without crashing or changing it", () => {
    const file = join(tempDir(), 'cache.sqlite')
    const garbage = Buffer.alloc(8192)
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 131 + 7) & 0xff
    writeFileSync(file, garbage, { mode: 0o600 })
    const e = openError(file)
    expect(e.code).toBe('corrupt')
    expect(e.detail).toBe('SQLITE_NOTADB')
    expect(readFileSync(file).equals(garbage)).toBe(true)
  })

  it("reports damaged pages behind a valid header as 'corrupt'", () => {
    const file = join(tempDir(), 'cache.sqlite')
    const cache = openCache(file)
    for (let i = 0; i < 200; i++) cache.settings.set(`k${i}`, 'v'.repeat(200))
    cache.close() // checkpoints the WAL into the file
    const bytes = readFileSync(file)
    expect(bytes.length).toBeGreaterThan(4 * 4096)
    for (let i = 2 * 4096; i < bytes.length; i++) bytes[i] = (i * 37) & 0xff
    writeFileSync(file, bytes)
    expect(openError(file).code).toBe('corrupt')
  })

  it("refuses a cache written by a newer version ('too-new')", () => {
    const file = join(tempDir(), 'cache.sqlite')
    openCache(file).close()
    const db = new Database(file)
    db.pragma('user_version = 990')
    db.close()
    const e = openError(file)
    expect(e.code).toBe('too-new')
    expect(e.message).toContain('990')
  })

  it("says 'unavailable' when the folder does not exist", () => {
    expect(openError(join(tempDir(), 'no', 'such', 'cache.sqlite')).code).toBe('unavailable')
  })

  it('moves a damaged cache aside so a fresh one can be made', () => {
    const dir = tempDir()
    const file = join(dir, 'cache.sqlite')
    writeFileSync(file, 'not a database at all, just text that goes on for a while'.repeat(20))
    expect(openError(file).code).toBe('corrupt')
    const moved = quarantineCacheFile(file, () => 42)
    expect(moved).toBe(`${file}.corrupt-42`)
    expect(existsSync(moved)).toBe(true)
    const fresh = openCache(file)
    expect(fresh.accounts.list()).toEqual([])
    fresh.close()
  })
})
