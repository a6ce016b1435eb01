/**
 * electron-builder.yml cannot be exercised here (no Electron binary), so it is checked against the
 * installed electron-builder's own validator and JSON schema (app-builder-lib/scheme.json), plus
 * the settings the wallet's security depends on.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { LINK_SCHEME } from '../../../src/shared/links'

const require = createRequire(import.meta.url)
const yaml = require('js-yaml') as { load(text: string): unknown }
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(config: unknown, debugLogger: { isEnabled: boolean }): Promise<void>
}
const scheme = require('app-builder-lib/scheme.json') as { definitions: Record<string, { properties?: Record<string, unknown> }> }

type Config = Record<string, unknown> & {
  electronFuses: Record<string, unknown>
  asarUnpack: string[]
  files: string[]
  mac: { target: string[]; hardenedRuntime: boolean }
  win: { target: string[] }
  linux: { target: string[] }
  protocols: Array<{ name: string; schemes: string[] }>
}
const config = yaml.load(readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8')) as Config

describe('electron-builder.yml', () => {
  it("passes electron-builder's own configuration validator", async () => {
    await expect(validateConfiguration(structuredClone(config), { isEnabled: false })).resolves.toBeUndefined()
  })

  it('would be caught if it named an option the schema does not know (the validator bites)', async () => {
    const broken = { ...structuredClone(config), electronFuses: { ...config.electronFuses, runAsNod: false } }
    await expect(validateConfiguration(broken, { isEnabled: false })).rejects.toThrow(/electronFuses/)
  })

  it('uses only fuse names the installed electron-builder defines', () => {
    const known = Object.keys(scheme.definitions.FuseOptionsV1!.properties!)
    for (const name of Object.keys(config.electronFuses)) expect(known).toContain(name)
  })

  it('hardens every packaged build with the fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('builds AppImage and deb, dmg, and nsis', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.mac.target).toEqual(['dmg'])
    expect(config.mac.hardenedRuntime).toBe(true)
    expect(config.win.target).toEqual(['nsis'])
  })

  it('rebuilds the native modules for Electron and keeps them out of the asar', () => {
    expect(config.asar).toBe(true)
    expect(config.npmRebuild).toBe(true)
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/better-sqlite3/**', 'node_modules/keytar/**']))
  })

  it('ships the three bundles', () => {
    expect(config.files).toContain('out/**')
  })

  it('registers the cosigner:// scheme the app reads its links from', async () => {
    expect(config.protocols).toEqual([{ name: 'Cosigner link', schemes: [LINK_SCHEME] }])
    const broken = { ...structuredClone(config), protocols: [{ name: 'Cosigner link', scheme: [LINK_SCHEME] }] }
    await expect(validateConfiguration(broken, { isEnabled: false })).rejects.toThrow(/protocols/)
  })
})
