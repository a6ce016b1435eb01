/**
 * Against the real Secret Service that `npm test` runs: read straight from it (keytar, as any other
 * process of the user could), no entry of a real account holds a seed in clear — for an account
 * imported now, and for one imported before the wallet had a passphrase, once the passphrase is
 * chosen — and each entry opens with nothing but its text and the passphrase. Sealing the old
 * account survives a kill at any step against the real keychain too.
 */
import { createRequire } from 'node:module'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { bytesToHex } from '@noble/hashes/utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCoreWithInternals, type CoreWithInternals } from '../../../src/main/core'
import {
  keytarKeychain,
  recoverEntrySeed,
  toRecord,
  type Keychain,
} from '../../../src/main/core/vault'
import { dyingAt } from '../../../harness/keychain'
import { importAccount, TEST_PASSPHRASE } from '../../../harness/wallet-lock'
import {
  inKeyring,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'

const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')

function forms(seed: Uint8Array): string[] {
  const b = Buffer.from(seed)
  return [
    bytesToHex(seed),
    bytesToHex(seed).toUpperCase(),
    b.toString('base64'),
    b.toString('base64url'),
  ]
}

describe.runIf(inKeyring)('keys in the real Secret Service', () => {
  let h: Harness
  const services: string[] = []
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => {
    for (const s of services)
      for (const c of await keytar.findCredentials(s)) await keytar.deletePassword(s, c.account)
    await h?.close()
  })

  const newService = (name: string) =>
    `cosigner-sealed-${name}-${process.pid}-${randomUUID().slice(0, 8)}`

  /** A wallet on `service` (shared by every wallet of the test; each keeps its entries under its own namespace in it). */
  function core(
    name: string,
    o: { service?: string; dataDir?: string; keychain?: Keychain } = {},
  ): CoreWithInternals {
    const service = o.service ?? newService(name)
    if (!services.includes(service)) services.push(service)
    const c = createCoreWithInternals({
      dataDir: o.dataDir ?? join(h.dir, `${name}-${randomUUID().slice(0, 6)}`),
      baseUrl: h.server.url,
      keychainService: service,
      ...(o.keychain ? { keychain: o.keychain } : {}),
      scryptN: 1024,
      retry: { attempts: 1 },
      logger: { warn: () => undefined, error: () => undefined },
    })
    if (!services.includes(c.vault.service)) services.push(c.vault.service)
    return c
  }

  /** Moves a wallet's entries to the one shared service and forgets its namespace, as earlier versions kept them. */
  async function toSharedLayout(c: CoreWithInternals, shared: string): Promise<void> {
    await c.ready
    for (const { account, password } of await keytar.findCredentials(c.vault.service)) {
      await keytar.setPassword(shared, account, password)
      await keytar.deletePassword(c.vault.service, account)
    }
    for (const key of ['keychain.wallet_id', 'keychain.layout']) c.cache.settings.delete(key)
  }

  async function expectSealed(service: string, users: User[]): Promise<void> {
    const found = await keytar.findCredentials(service)
    expect(found.length).toBe(users.length * 3)
    for (const { account, password } of found) {
      expect(JSON.parse(password)).toMatchObject({ cosigner: 'sealed-key', name: account })
      for (const u of users)
        for (const seed of [u.sessionSeed, u.spendSeed])
          for (const f of forms(seed)) expect(password).not.toContain(f)
    }
    for (const u of users) {
      const spend = found.find((c) => c.account.startsWith(`${u.userId}/spend/`))!
      expect(await recoverEntrySeed(spend.password, TEST_PASSPHRASE)).toEqual(u.spendSeed)
    }
  }

  it('an account imported now: every entry sealed, none readable without the passphrase', async () => {
    const alice = newUser(h, 'Alice', true)
    const c = core('now')
    await importAccount(c, alice.text)
    await expectSealed(c.vault.service, [alice])
    c.close()
  })

  it('an account imported before the passphrase existed is sealed when it is chosen', async () => {
    const bob = newUser(h, 'Bob', true)
    const dataDir = join(h.dir, `legacy-${randomUUID().slice(0, 6)}`)
    const service = newService('legacy')
    const old = core('legacy', { dataDir, service })
    // As a version before the passphrase stored it: the seed in clear, under <user>/<kind> of the shared service.
    old.cache.accounts.upsert(await old.vault.importKeystore(bob.text))
    await toSharedLayout(old, service)
    old.close()
    expect(await keytar.getPassword(service, `${bob.userId}/spend`)).toBe(bytesToHex(bob.spendSeed))

    const c = core('legacy', { dataDir, service })
    await c.ready
    expect(c.lock.status()).toMatchObject({ state: 'setup', accounts: 1 })
    await c.lock.setup(TEST_PASSPHRASE)
    await expectSealed(c.vault.service, [bob])
    expect(await keytar.findCredentials(service)).toEqual([])
    c.close()
  })

  it('sealing an old account survives a kill at any step', async () => {
    const carol = newUser(h, 'Carol', true)
    const run = async (k: number) => {
      const dataDir = join(h.dir, `kill-${randomUUID().slice(0, 6)}`)
      const service = newService('kill')
      const old = core('kill', { dataDir, service })
      old.cache.accounts.upsert(await old.vault.importKeystore(carol.text))
      await toSharedLayout(old, service)
      old.close()
      const dying = dyingAt(keytarKeychain(), Number.POSITIVE_INFINITY)
      const doomed = core('kill', { dataDir, service, keychain: dying })
      await doomed.ready
      const start = dying.calls
      dying.nth = start + k
      const ok = await doomed.lock.setup(TEST_PASSPHRASE).then(
        () => true,
        () => false,
      )
      const calls = dying.calls - start
      doomed.close()
      const again = core('kill', { dataDir, service })
      await again.ready
      if (again.lock.status().state === 'locked') await again.lock.unlock(TEST_PASSPHRASE)
      await again.vault.verify(toRecord(again.accounts.list()[0]!))
      const names = (await keytar.findCredentials(again.vault.service)).map((c) => c.account).sort()
      const g = again.vault.generation
      expect(names, `kill at ${k}`).toEqual(
        ['session', 'spend', 'tip'].map((kind) => `${carol.userId}/${kind}${g ? `/${g}` : ''}`),
      )
      expect(await keytar.findCredentials(service), `kill at ${k}`).toEqual([])
      if (ok || g === 1) await expectSealed(again.vault.service, [carol])
      again.close()
      return calls
    }
    const steps = await run(Number.POSITIVE_INFINITY)
    for (let k = 1; k <= steps; k++) await run(k)
  })
})
