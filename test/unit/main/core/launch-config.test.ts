import { describe, expect, it } from 'vitest'
import { defaultUserDataDir, launchConfig } from '../../../../src/main/core/launch-config'

describe('launchConfig', () => {
  it('defaults to the user-data folder and the settings', () => {
    expect(launchConfig({}, '/home/u/.config/Cosigner')).toEqual({
      dataDir: '/home/u/.config/Cosigner',
    })
  })

  it('takes the data folder and the service from the environment', () => {
    expect(
      launchConfig(
        { COSIGNER_DATA_DIR: '/tmp/demo', COSIGNER_API_URL: 'http://127.0.0.1:7001' },
        '/u',
      ),
    ).toEqual({
      dataDir: '/tmp/demo',
      baseUrl: 'http://127.0.0.1:7001',
    })
  })

  it('takes a keychain service name, and refuses anything but a plain name', () => {
    expect(launchConfig({ COSIGNER_KEYCHAIN_SERVICE: 'cosigner-demo' }, '/u')).toEqual({
      dataDir: '/u',
      keychainService: 'cosigner-demo',
    })
    expect(() => launchConfig({ COSIGNER_KEYCHAIN_SERVICE: 'a b' }, '/u')).toThrow(RangeError)
    expect(() => launchConfig({ COSIGNER_KEYCHAIN_SERVICE: 'x'.repeat(65) }, '/u')).toThrow(
      RangeError,
    )
  })

  it('lets only the demo’s keychain service run without a passphrase', () => {
    expect(
      launchConfig({ COSIGNER_KEYCHAIN_SERVICE: 'cosigner-demo', COSIGNER_DEMO_WALLET: '1' }, '/u'),
    ).toEqual({ dataDir: '/u', keychainService: 'cosigner-demo', unprotected: true })
    expect(
      launchConfig({ COSIGNER_KEYCHAIN_SERVICE: 'cosigner', COSIGNER_DEMO_WALLET: '1' }, '/u'),
    ).toEqual({ dataDir: '/u', keychainService: 'cosigner' })
    expect(launchConfig({ COSIGNER_DEMO_WALLET: '1' }, '/u')).toEqual({ dataDir: '/u' })
  })

  it('ignores empty values and refuses a relative data folder', () => {
    expect(launchConfig({ COSIGNER_DATA_DIR: '', COSIGNER_API_URL: '' }, '/u')).toEqual({
      dataDir: '/u',
    })
    expect(() => launchConfig({ COSIGNER_DATA_DIR: 'demo' }, '/u')).toThrow(RangeError)
  })
})

describe('defaultUserDataDir', () => {
  it('is the folder Electron gives the unpackaged app on each platform', () => {
    expect(defaultUserDataDir({ XDG_CONFIG_HOME: '/x/config' }, 'linux')).toBe('/x/config/cosigner')
    expect(defaultUserDataDir({}, 'linux')).toMatch(/\/\.config\/cosigner$/)
    expect(defaultUserDataDir({}, 'darwin')).toMatch(/\/Library\/Application Support\/cosigner$/)
  })
})
