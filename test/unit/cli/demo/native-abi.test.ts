/**
 * Telling which runtime a native addon was built for from the file itself: the real builds in
 * node_modules (better-sqlite3 built for this Node, keytar built against Node-API) and stand-ins
 * for other ABIs and platforms' symbol spellings.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addonRuntime,
  addonsBuiltForAnotherAbi,
  nativeAddonsUnder,
} from '../../../../src/cli/demo/native-abi'

const requireHere = createRequire(import.meta.url)
const packageDir = (name: string) => path.dirname(requireHere.resolve(`${name}/package.json`))
const SQLITE_ADDON = path.join(
  packageDir('better-sqlite3'),
  'build',
  'Release',
  'better_sqlite3.node',
)
const KEYTAR_ADDON = path.join(packageDir('keytar'), 'build', 'Release', 'keytar.node')

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

describe('addonRuntime', () => {
  it("reads this Node's ABI from better-sqlite3's own build, and Node-API from keytar's", () => {
    expect(addonRuntime(readFileSync(SQLITE_ADDON))).toEqual({
      kind: 'abi',
      abi: process.versions.modules,
    })
    expect(addonRuntime(readFileSync(KEYTAR_ADDON))).toEqual({ kind: 'node-api' })
  })

  it('reads the symbol as macOS (a leading underscore) and Windows spell it, and says when it cannot tell', () => {
    expect(addonRuntime(Buffer.from('\0\0_node_register_module_v150\0'))).toEqual({
      kind: 'abi',
      abi: '150',
    })
    expect(addonRuntime(Buffer.from('MZ\0node_register_module_v137\0'))).toEqual({
      kind: 'abi',
      abi: '137',
    })
    expect(addonRuntime(Buffer.from('\0some other library\0'))).toEqual({ kind: 'unknown' })
  })
})

describe('addonsBuiltForAnotherAbi', () => {
  it('lists the V8 addons under a folder built for another ABI, and only those', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cosigner-addons-'))
    const release = path.join(
      dir,
      'resources',
      'app.asar.unpacked',
      'node_modules',
      'better-sqlite3',
      'build',
      'Release',
    )
    mkdirSync(release, { recursive: true })
    copyFileSync(SQLITE_ADDON, path.join(release, 'better_sqlite3.node'))
    copyFileSync(KEYTAR_ADDON, path.join(release, 'keytar.node'))
    writeFileSync(path.join(release, 'README.md'), 'node_register_module_v1')
    expect(
      nativeAddonsUnder(dir)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['better_sqlite3.node', 'keytar.node'])
    const file = path.join(
      'resources',
      'app.asar.unpacked',
      'node_modules',
      'better-sqlite3',
      'build',
      'Release',
      'better_sqlite3.node',
    )
    expect(addonsBuiltForAnotherAbi(dir, '150')).toEqual([{ file, abi: process.versions.modules }])
    expect(addonsBuiltForAnotherAbi(dir, process.versions.modules)).toEqual([])
  })
})
