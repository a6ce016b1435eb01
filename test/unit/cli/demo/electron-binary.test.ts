import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findElectronBinary } from '../../../../src/cli/demo/electron-binary'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** A project with a fake electron package: `downloaded` writes path.txt and the binary. */
function project(o: { installed?: boolean; pathTxt?: string; binary?: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cosigner-electron-'))
  dirs.push(root)
  writeFileSync(path.join(root, 'package.json'), '{"name":"p"}')
  if (o.installed === false) return root
  const pkg = path.join(root, 'node_modules', 'electron')
  mkdirSync(path.join(pkg, 'dist'), { recursive: true })
  writeFileSync(path.join(pkg, 'package.json'), '{"name":"electron","main":"index.js"}')
  // If the lookup ever required the package, this would run and throw.
  writeFileSync(path.join(pkg, 'index.js'), 'throw new Error("the electron package was executed")')
  if (o.pathTxt !== undefined) writeFileSync(path.join(pkg, 'path.txt'), o.pathTxt)
  if (o.binary) {
    writeFileSync(path.join(pkg, 'dist', o.pathTxt ?? 'electron'), '#!/bin/sh\n')
    chmodSync(path.join(pkg, 'dist', o.pathTxt ?? 'electron'), 0o755)
  }
  return root
}

describe('findElectronBinary', () => {
  it('says so when the package is not installed', () => {
    expect(findElectronBinary(project({ installed: false }), {})).toEqual({ ok: false, reason: 'the electron package is not installed' })
  })

  it('says so when the binary was never downloaded, without running the package', () => {
    const r = findElectronBinary(project({}), {})
    expect(r.ok).toBe(false)
    expect(!r.ok && r.reason).toMatch(/no Electron binary has been downloaded/)
  })

  it('finds a downloaded binary', () => {
    const root = project({ pathTxt: 'electron', binary: true })
    expect(findElectronBinary(root, {})).toEqual({ ok: true, path: path.join(root, 'node_modules', 'electron', 'dist', 'electron') })
  })

  it('reports a path.txt whose binary is gone', () => {
    const r = findElectronBinary(project({ pathTxt: 'electron' }), {})
    expect(!r.ok && r.reason).toMatch(/missing at/)
  })

  it('honours ELECTRON_OVERRIDE_DIST_PATH as the package does', () => {
    const root = project({})
    const dist = mkdtempSync(path.join(tmpdir(), 'cosigner-dist-'))
    dirs.push(dist)
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: dist }).ok).toBe(false)
    writeFileSync(path.join(dist, 'electron'), '')
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: dist })).toEqual({ ok: true, path: path.join(dist, 'electron') })
  })
})
