import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm test` runs inside a private D-Bus session with a fresh gnome-keyring under a temporary
// XDG_DATA_HOME. These checks prove that harness: keychain tests get a real, unlocked Secret Service,
// and it is not the user's own keychain.
const require = createRequire(import.meta.url)
const inHarness = process.env.COSIGNER_TEST_KEYRING === '1'

describe.runIf(inHarness)('test keychain harness', () => {
  it('runs on a private session bus with a keyring under a temporary data dir', () => {
    const dataHome = process.env.XDG_DATA_HOME ?? ''
    expect(process.env.DBUS_SESSION_BUS_ADDRESS).toMatch(/^unix:/)
    expect(dataHome.startsWith(tmpdir())).toBe(true)
  })

  it('stores, finds and deletes a secret through keytar and the Secret Service', async () => {
    const keytar = require('keytar') as typeof import('keytar')
    const service = `cosigner-harness-${process.pid}`
    await keytar.setPassword(service, 'account', 's3cret')
    expect(await keytar.getPassword(service, 'account')).toBe('s3cret')
    expect(await keytar.findCredentials(service)).toEqual([
      { account: 'account', password: 's3cret' },
    ])
    expect(existsSync(join(process.env.XDG_DATA_HOME!, 'keyrings'))).toBe(true)
    expect(await keytar.deletePassword(service, 'account')).toBe(true)
    expect(await keytar.getPassword(service, 'account')).toBeNull()
  })
})
