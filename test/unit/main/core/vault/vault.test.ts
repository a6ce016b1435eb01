import { createRequire } from 'node:module'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createVault, type Vault } from '../../../../../src/main/core/vault/vault'
import { keytarKeychain } from '../../../../../src/main/core/vault/keytar-keychain'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import type { AccountRecord } from '../../../../../src/main/core/vault/record'
import {
  hexSeed,
  inKeyringHarness,
  keystore,
  pubHex,
  seedOf,
  SERVER_PUBLIC,
  uniqueService,
} from './helpers'
import { failingOn } from '../../../../../harness/keychain'
import { tempDir } from '../temp'

// These run against the real Secret Service that `npm test` starts in a private D-Bus session.
const keytar = createRequire(import.meta.url)('keytar') as typeof import('keytar')
const USER = '6a1b2c3d-0000-4000-8000-00000000a001'
const N = 2 ** 10

const services: string[] = []
function freshVault(tag: string, keychain = keytarKeychain()): Vault {
  const service = uniqueService(tag)
  services.push(service)
  return createVault({ keychain, service })
}
const raw = (v: Vault, kind: string, user = USER) =>
  keytar.getPassword(v.service, `${user}/${kind}`)

async function failure(p: Promise<unknown>): Promise<VaultError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(VaultError)
    return e as VaultError
  }
  throw new Error('expected a VaultError')
}

describe.runIf(inKeyringHarness)('vault on the real keychain', () => {
  afterEach(async () => {
    for (const service of services.splice(0)) {
      for (const c of await keytar.findCredentials(service))
        await keytar.deletePassword(service, c.account)
    }
  })

  it('imports a bot keystore: three entries <user_id>/<kind> holding hex seeds, and a public record', async () => {
    const v = freshVault('import')
    const record = await v.importKeystore(JSON.stringify(keystore()), { label: ' Treasury ' })
    expect(record).toEqual<AccountRecord>({
      user_id: USER,
      session_id: '6a1b2c3d-0000-4000-8000-00000000b001',
      server_public_key: SERVER_PUBLIC,
      session_public_key: pubHex(seedOf(0x11)),
      spend_public_key: pubHex(seedOf(0x22)),
      tip_public_key: pubHex(seedOf(0x22)),
      label: 'Treasury',
    })
    expect(await raw(v, 'session')).toBe(hexSeed(0x11))
    expect(await raw(v, 'spend')).toBe(hexSeed(0x22))
    expect(await raw(v, 'tip')).toBe(hexSeed(0x22))
    expect((await keytar.findCredentials(v.service)).map((c) => c.account).sort()).toEqual([
      `${USER}/session`,
      `${USER}/spend`,
      `${USER}/tip`,
    ])
    expect(JSON.stringify(record)).not.toContain(hexSeed(0x11))
  })

  it('lends a seed through withSecret and zeroes it afterwards, also when fn throws', async () => {
    const v = freshVault('secret')
    await v.importKeystore(keystore({ tip_private_key: hexSeed(0x33) }))
    let lent: Uint8Array | undefined
    const pub = await v.withSecret(USER, 'tip', async (seed) => {
      lent = seed
      await new Promise((r) => setTimeout(r, 1))
      return pubHex(seed)
    })
    expect(pub).toBe(pubHex(seedOf(0x33)))
    expect(lent!.every((b) => b === 0)).toBe(true)

    let thrown: Uint8Array | undefined
    await expect(
      v.withSecret(USER, 'session', (seed) => {
        thrown = seed
        expect(seed).toEqual(seedOf(0x11))
        throw new Error('signing failed')
      }),
    ).rejects.toThrow('signing failed')
    expect(thrown!.every((b) => b === 0)).toBe(true)
  })

  it("says 'not-found' for an unknown account or key", async () => {
    const v = freshVault('missing')
    expect((await failure(v.withSecret(USER, 'spend', () => 1))).code).toBe('not-found')
    await v.importKeystore(keystore({ spend_private_key: undefined }))
    expect((await failure(v.withSecret(USER, 'spend', () => 1))).code).toBe('not-found')
    expect(await v.hasKey(USER, 'session')).toBe(true)
    expect(await v.hasKey(USER, 'spend')).toBe(false)
  })

  it("re-imports the same keystore, but refuses a different key ('already-exists') and changes nothing", async () => {
    const v = freshVault('conflict')
    const first = await v.importKeystore(keystore())
    expect(await v.importKeystore(keystore())).toEqual(first)
    const e = await failure(v.importKeystore(keystore({ spend_private_key: hexSeed(0x44) })))
    expect(e.code).toBe('already-exists')
    expect(e.message).not.toContain(hexSeed(0x44))
    expect(await raw(v, 'spend')).toBe(hexSeed(0x22))
    expect(await raw(v, 'tip')).toBe(hexSeed(0x22))
  })

  it('creates a spend/TIP pair for a session-only account, once', async () => {
    const v = freshVault('create')
    const bare = await v.importKeystore(keystore({ spend_private_key: undefined }))
    expect(bare.spend_public_key).toBeNull()
    expect(bare.tip_public_key).toBeNull()
    const made = await v.createSpendKeys(bare)
    expect(made.spend_public_key).toMatch(/^[0-9a-f]{64}$/)
    expect(made.tip_public_key).toBe(made.spend_public_key) // bots register with TIP key = spend key
    expect(await v.withSecret(USER, 'spend', pubHex)).toBe(made.spend_public_key)
    await v.verify(made)
    expect((await failure(v.createSpendKeys(bare))).code).toBe('already-exists')
    // Re-importing the session-only keystore now reports the keys the keychain holds.
    expect(await v.importKeystore(keystore({ spend_private_key: undefined }))).toEqual(made)
  })

  it('creates a distinct TIP key on request, and refuses a record whose session key is not stored', async () => {
    const v = freshVault('create-tip')
    const bare = await v.importKeystore(keystore({ spend_private_key: undefined }))
    expect(
      (await failure(v.createSpendKeys({ ...bare, session_public_key: pubHex(seedOf(0x99)) })))
        .code,
    ).toBe('key-mismatch')
    const made = await v.createSpendKeys(bare, { separateTipKey: true })
    expect(made.tip_public_key).not.toBe(made.spend_public_key)
    expect(await v.withSecret(USER, 'tip', pubHex)).toBe(made.tip_public_key)
  })

  it('imports from a file path, and names an unreadable file', async () => {
    const v = freshVault('file')
    const dir = tempDir('cosigner-keystore-')
    const file = join(dir, 'keystore.json')
    writeFileSync(file, JSON.stringify(keystore()), { mode: 0o600 })
    expect((await v.importKeystoreFile(file)).spend_public_key).toBe(pubHex(seedOf(0x22)))
    const e = await failure(v.importKeystoreFile(join(dir, 'nope.json')))
    expect([e.code, e.detail]).toEqual(['invalid-keystore', 'ENOENT'])
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, '{"app_id": 1}')
    expect((await failure(v.importKeystoreFile(bad))).field).toBe('app_id')
  })

  it('exports an encrypted backup and restores it into another keychain service', async () => {
    const a = freshVault('backup-a')
    const b = freshVault('backup-b')
    const record = await a.importKeystore(keystore({ tip_private_key: hexSeed(0x33) }), {
      label: 'Ops',
    })
    const env = await a.exportBackup(record, 'a long passphrase', { scryptN: N })
    expect(JSON.stringify(env)).not.toContain(hexSeed(0x11))
    expect((await failure(b.importBackup(env, 'not the passphrase'))).code).toBe('bad-passphrase')
    expect(await keytar.findCredentials(b.service)).toEqual([])
    expect(await b.importBackup(JSON.stringify(env), 'a long passphrase')).toEqual(record)
    expect(await raw(b, 'session')).toBe(hexSeed(0x11))
    expect(await raw(b, 'spend')).toBe(hexSeed(0x22))
    expect(await raw(b, 'tip')).toBe(hexSeed(0x33))
  })

  it("refuses to export when the keychain no longer matches the record ('key-mismatch', 'not-found')", async () => {
    const v = freshVault('export-mismatch')
    const record = await v.importKeystore(keystore())
    await keytar.setPassword(v.service, `${USER}/tip`, hexSeed(0x55))
    expect((await failure(v.exportBackup(record, 'a long passphrase', { scryptN: N }))).code).toBe(
      'key-mismatch',
    )
    expect((await failure(v.verify(record))).code).toBe('key-mismatch')
    await keytar.deletePassword(v.service, `${USER}/tip`)
    expect((await failure(v.verify(record))).code).toBe('not-found')
  })

  it("reports an entry that does not hold a seed as 'keychain-corrupt', without echoing it", async () => {
    const v = freshVault('corrupt')
    await keytar.setPassword(v.service, `${USER}/session`, 'hunter2-not-a-seed')
    const e = await failure(v.withSecret(USER, 'session', () => 1))
    expect(e.code).toBe('keychain-corrupt')
    expect(e.message).not.toContain('hunter2')
  })

  it('removes an account and lists what is stored', async () => {
    const v = freshVault('remove')
    const other = '6a1b2c3d-0000-4000-8000-00000000a002'
    await v.importKeystore(keystore())
    await v.importKeystore(keystore({ app_id: other, spend_private_key: undefined }))
    await keytar.setPassword(v.service, 'not-ours', 'x')
    const stored = await v.storedAccounts()
    expect(stored.sort((x, y) => x.userId.localeCompare(y.userId))).toEqual([
      { userId: USER, kinds: ['session', 'spend', 'tip'], generations: [0] },
      { userId: other, kinds: ['session'], generations: [0] },
    ])
    expect(await v.removeAccount(USER)).toBe(3)
    expect(await raw(v, 'session')).toBeNull()
    expect(await v.removeAccount(USER)).toBe(0)
    expect(await v.storedAccounts()).toEqual([
      { userId: other, kinds: ['session'], generations: [0] },
    ])
    // Everything under the service goes, names not ours included (the demo's clean-up).
    expect(await v.removeAll()).toBe(2)
    expect(await keytar.findCredentials(v.service)).toEqual([])
  })

  it.each([2, 3])('undoes a partial import when write %i of 3 fails', async (nth) => {
    const service = uniqueService(`rollback-${nth}`)
    services.push(service)
    const flaky = failingOn(keytarKeychain(), 'set', nth)
    const v = createVault({ keychain: flaky, service })
    const e = await failure(v.importKeystore(keystore({ tip_private_key: hexSeed(0x33) })))
    expect(e.code).toBe('keychain-locked')
    expect(flaky.calls.set).toBe(nth)
    expect(await keytar.findCredentials(service)).toEqual([])
    // The same import succeeds once the keychain behaves.
    expect((await createVault({ service }).importKeystore(keystore())).user_id).toBe(USER)
  })

  it('keeps entries that existed before when a later write fails', async () => {
    const service = uniqueService('rollback-keep')
    services.push(service)
    await createVault({ service }).importKeystore(keystore({ spend_private_key: undefined }))
    const flaky = failingOn(keytarKeychain(), 'set', 2) // spend is write 1, tip is write 2
    const e = await failure(createVault({ keychain: flaky, service }).importKeystore(keystore()))
    expect(e.code).toBe('keychain-locked')
    expect((await keytar.findCredentials(service)).map((c) => c.account)).toEqual([
      `${USER}/session`,
    ])
  })

  it('undoes a half-made spend/TIP pair', async () => {
    const service = uniqueService('rollback-create')
    services.push(service)
    const bare = await createVault({ service }).importKeystore(
      keystore({ spend_private_key: undefined }),
    )
    const flaky = failingOn(keytarKeychain(), 'set', 2)
    expect(
      (await failure(createVault({ keychain: flaky, service }).createSpendKeys(bare))).code,
    ).toBe('keychain-locked')
    expect((await keytar.findCredentials(service)).map((c) => c.account)).toEqual([
      `${USER}/session`,
    ])
  })

  it('serialises concurrent imports of one account', async () => {
    const v = freshVault('concurrent')
    const results = await Promise.allSettled([
      v.importKeystore(keystore()),
      v.importKeystore(keystore({ spend_private_key: hexSeed(0x44) })),
    ])
    expect(results[0]!.status).toBe('fulfilled')
    expect(results[1]!.status).toBe('rejected')
    expect(await raw(v, 'spend')).toBe(hexSeed(0x22))
  })
})

describe.runIf(inKeyringHarness)('keytarKeychain', () => {
  it('gets null for a missing entry, and lists names only, never the probe', async () => {
    const service = uniqueService('kc')
    const kc = keytarKeychain()
    expect(await kc.get(service, 'missing')).toBeNull()
    expect(await kc.delete(service, 'missing')).toBe(false)
    await kc.set(service, 'a', 'secret-a')
    expect(await kc.list(service)).toEqual(['a'])
    expect(await kc.get(service, 'a')).toBe('secret-a')
    expect(await kc.delete(service, 'a')).toBe(true)
    expect(await kc.list(service)).toEqual([])
  })
})
