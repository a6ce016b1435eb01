/**
 * An installed Cosigner and one started from a checkout are two apps to the system: their own
 * user-data folder (so their own single-instance lock), their own name and their own Windows AUMID.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_ID, appIdentity } from '../../../src/main/app-identity'
import { defaultUserDataDir } from '../../../src/main/core/launch-config'

const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown }
const builderConfig = yaml.load(
  readFileSync(new URL('../../../electron-builder.yml', import.meta.url), 'utf8'),
) as { appId: string }
const APP_DATA = path.join('/home', 'ada', '.config')

describe('appIdentity', () => {
  it('gives the installed app the folder the wallet core expects, its menus the name "Cosigner", and the installer’s AUMID', () => {
    const installed = appIdentity({ packaged: true, appDataDir: APP_DATA, userDataDirGiven: false })
    expect(installed).toEqual({
      name: 'Cosigner',
      userDataDir: path.join(APP_DATA, 'cosigner'),
      appUserModelId: 'dev.cosigner.wallet',
    })
    expect(path.basename(installed.userDataDir!)).toBe(path.basename(defaultUserDataDir()))
    expect(APP_ID).toBe(builderConfig.appId)
  })

  it('gives a run from a checkout another folder, name and AUMID, so neither hands over to the other', () => {
    const installed = appIdentity({ packaged: true, appDataDir: APP_DATA, userDataDirGiven: false })
    const development = appIdentity({
      packaged: false,
      appDataDir: APP_DATA,
      userDataDirGiven: false,
    })
    expect(development).toEqual({
      name: 'Cosigner (development)',
      userDataDir: path.join(APP_DATA, 'cosigner-dev'),
      appUserModelId: 'dev.cosigner.wallet.development',
    })
    expect(development.userDataDir).not.toBe(installed.userDataDir)
    expect(development.appUserModelId).not.toBe(installed.appUserModelId)
    // Electron's Windows toast activator names a Start-menu shortcut after the app: not the installer's.
    expect(development.name.toLowerCase()).not.toBe(installed.name.toLowerCase())
  })

  it('keeps a --user-data-dir given on the command line', () => {
    expect(
      appIdentity({ packaged: false, appDataDir: APP_DATA, userDataDirGiven: true }).userDataDir,
    ).toBeUndefined()
    expect(
      appIdentity({ packaged: true, appDataDir: APP_DATA, userDataDirGiven: true }).userDataDir,
    ).toBeUndefined()
  })
})
