/**
 * A project folder with a stand-in `electron` package (as Electron 42+ ships it: no binary, an
 * install.js, an abi_version) and better-sqlite3's package.json, for the tests of setting Electron
 * up. Nothing in it ever runs: the stand-in index.js throws if required.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'

export interface FakeProject {
  readonly root: string
  /** node_modules/electron */
  readonly electronDir: string
  /** Writes path.txt and dist/<name>, as the package's installer does when it succeeds. */
  install(name?: string): string
}

export function fakeProject(
  o: { electron?: boolean; pathTxt?: string; binary?: boolean; abi?: string | null } = {},
): FakeProject {
  const root = mkdtempSync(path.join(tmpdir(), 'cosigner-electron-'))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  writeFileSync(path.join(root, 'package.json'), '{"name":"p"}')
  const sqlite = path.join(root, 'node_modules', 'better-sqlite3')
  mkdirSync(sqlite, { recursive: true })
  writeFileSync(path.join(sqlite, 'package.json'), '{"name":"better-sqlite3","version":"12.11.1"}')
  const electronDir = path.join(root, 'node_modules', 'electron')
  const install = (name = 'electron') => {
    mkdirSync(path.join(electronDir, 'dist'), { recursive: true })
    writeFileSync(path.join(electronDir, 'path.txt'), name)
    const file = path.join(electronDir, 'dist', name)
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o755)
    return file
  }
  if (o.electron === false) return { root, electronDir, install }
  mkdirSync(electronDir, { recursive: true })
  writeFileSync(
    path.join(electronDir, 'package.json'),
    JSON.stringify({
      name: 'electron',
      version: '45.4.1',
      main: 'index.js',
      bin: { electron: 'cli.js', 'install-electron': 'install.js' },
    }),
  )
  // If anything required the package, this would run and throw.
  writeFileSync(
    path.join(electronDir, 'index.js'),
    'throw new Error("the electron package was executed")',
  )
  writeFileSync(path.join(electronDir, 'install.js'), 'process.exit(3)')
  if (o.abi !== null) writeFileSync(path.join(electronDir, 'abi_version'), o.abi ?? '150')
  if (o.pathTxt !== undefined) writeFileSync(path.join(electronDir, 'path.txt'), o.pathTxt)
  if (o.binary) install(o.pathTxt)
  return { root, electronDir, install }
}
