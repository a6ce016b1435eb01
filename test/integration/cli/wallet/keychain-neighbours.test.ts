/**
 * Wallets of different data folders under one keychain service, as the README's own example makes
 * them (`--data-dir ./alice`, `--data-dir ./bob`, one `cosigner` service), in the real Secret
 * Service: importing into one through `cosigner wallet`, starting the web host on a fresh folder, and
 * upgrading a wallet an earlier version left in the shared layout never cost another wallet a key.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWalletWebHost } from '../../../../src/cli/web-host/wallet-host'
import { createCoreWithInternals } from '../../../../src/main/core'
import {
  inKeyring,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'
import {
  closeAll,
  preparedWallet,
  wallet,
  walletKeychainService,
  walletPlace,
  type CliWallet,
} from './helpers'

const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')

describe.runIf(inKeyring)('wallets side by side on one keychain service', () => {
  let h: Harness
  let bob: User, carol: User, dave: User
  let service: string
  const keystoreFile = (u: User) => {
    const file = join(h.dir, `keystore-${u.userId}.json`)
    writeFileSync(file, u.text, { mode: 0o600 })
    return file
  }
  /** Every entry under a service, by name, with its text. */
  const entries = async (s: string): Promise<Record<string, string>> =>
    Object.fromEntries(
      (await keytar.findCredentials(s)).map((c) => [c.account, c.password] as const).sort(),
    )
  const onService = (w: CliWallet): CliWallet => ({ ...w, service })

  beforeAll(async () => {
    h = await startHarness()
    ;[bob, carol, dave] = ['Bob', 'Carol', 'Dave'].map((n) => newUser(h, n, true)) as [
      User,
      User,
      User,
    ]
    service = walletPlace(h, 'shared').service
  })
  afterAll(() => closeAll(h))

  it('import into a second folder, the web host on a third, and an upgrade of a fourth leave every wallet its keys', async () => {
    const bobs = onService(walletPlace(h, 'bob'))
    const carols = onService(walletPlace(h, 'carol'))
    expect(await wallet(h, bobs, 'import', ['--keystore', keystoreFile(bob)])).toMatchObject({
      code: 0,
      err: '',
    })
    const bobsEntries = await entries(walletKeychainService(bobs))
    expect(Object.keys(bobsEntries)).toEqual(
      ['session', 'spend', 'tip'].map((k) => `${bob.userId}/${k}/1`),
    )

    const second = await wallet(h, carols, 'import', ['--keystore', keystoreFile(carol)])
    expect(second).toMatchObject({ code: 0, err: '' })
    expect(await wallet(h, bobs, 'accounts')).toMatchObject({ code: 0, err: '' })

    // The web host on a fresh COSIGNER_DATA_DIR, on the same service.
    const fresh = createCoreWithInternals({
      dataDir: mkdtempSync(join(h.dir, 'web-')),
      baseUrl: h.server.url,
      keychainService: service,
      logger: { warn: () => {}, error: () => {} },
    })
    const host = await startWalletWebHost(fresh, { rendererDir: h.dir })
    await fresh.ready
    await host.close()
    fresh.close()

    // A wallet an earlier version left: its entries under the service itself.
    const daves = await preparedWallet(h, 'dave', [dave])
    const old = createCoreWithInternals({
      dataDir: daves.dataDir,
      baseUrl: h.server.url,
      keychainService: daves.service,
      logger: { warn: () => {}, error: () => {} },
    })
    await old.ready
    const davesOwn = old.vault.service
    for (const [name, text] of Object.entries(await entries(davesOwn))) {
      await keytar.setPassword(service, name, text)
      await keytar.deletePassword(davesOwn, name)
    }
    for (const key of ['keychain.wallet_id', 'keychain.layout']) old.cache.settings.delete(key)
    old.close()
    expect(Object.keys(await entries(service))).toHaveLength(3)

    const upgraded = await wallet(h, onService(daves), 'accounts')
    expect(upgraded).toMatchObject({
      code: 0,
      err: expect.stringMatching(
        /^cosigner: wallet accounts: moved 3 keychain entries to this wallet's own namespace \(cosigner-cli-shared-[^/]+\/[0-9a-f-]{36}\)\n$/,
      ),
    })
    expect(await entries(service)).toEqual({})
    expect(Object.keys(await entries(walletKeychainService(onService(daves))))).toEqual(
      ['session', 'spend', 'tip'].map((k) => `${dave.userId}/${k}/1`),
    )

    // After all of it, Bob's entries are as they were, and both other wallets still act.
    expect(await entries(walletKeychainService(bobs))).toEqual(bobsEntries)
    for (const w of [bobs, carols])
      expect(await wallet(h, w, 'accounts')).toMatchObject({ code: 0, err: '' })
  })
})
