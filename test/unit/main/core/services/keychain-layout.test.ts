/**
 * Wallets side by side on one keychain service, over real SQLite caches and an in-memory keychain:
 * each keeps its entries in a namespace of its own, so importing, a passphrase change killed at any
 * step, restoring, removing and the start-up tidy of one never touch another's keys; and a wallet in
 * the shared layout earlier versions wrote moves its own entries (and only its own) into its
 * namespace on upgrade, surviving a kill at any step of the move.
 */
import { describe, expect, it } from 'vitest'
import { createCoreWithInternals, type CoreWithInternals } from '../../../../../src/main/core'
import { entryName, toRecord, type Keychain } from '../../../../../src/main/core/vault'
import { dyingAt, memoryKeychain } from '../../../../../harness/keychain'
import { TEST_PASSPHRASE } from '../../../../../harness/wallet-lock'
import { tempDir } from '../temp'
import { hexSeed, keystore } from '../vault/helpers'

/** The one keychain service every wallet here shares, as `cosigner` is shared on a real machine. */
const SHARED = 'cosigner-layout-test'
const OTHER = 'another calm river below nine bridges'

const people = {
  alice: keystore(),
  bob: keystore({
    app_id: '6a1b2c3d-0000-4000-8000-00000000a002',
    session_private_key: hexSeed(0x44),
    spend_private_key: hexSeed(0x55),
  }),
  carol: keystore({
    app_id: '6a1b2c3d-0000-4000-8000-00000000a003',
    session_private_key: hexSeed(0x66),
    spend_private_key: hexSeed(0x77),
  }),
  dave: keystore({
    app_id: '6a1b2c3d-0000-4000-8000-00000000a004',
    session_private_key: hexSeed(0x88),
    spend_private_key: hexSeed(0x99),
  }),
}
type Person = keyof typeof people
const idOf = (p: Person) => people[p].app_id as string

interface Opened {
  core: CoreWithInternals
  warnings: string[]
}

function open(dataDir: string, keychain: Keychain): Opened {
  const warnings: string[] = []
  const core = createCoreWithInternals({
    dataDir,
    keychain,
    keychainService: SHARED,
    baseUrl: 'http://127.0.0.1:1',
    scryptN: 1024,
    retry: { attempts: 1 },
    logger: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
  })
  return { core, warnings }
}

async function entries(keychain: Keychain, service: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const name of (await keychain.list(service)).sort())
    out[name] = (await keychain.get(service, name))!
  return out
}

async function grant(
  core: CoreWithInternals,
  purpose: Parameters<CoreWithInternals['lock']['reauthenticate']>[1],
  subject: string | null = null,
  passphrase = TEST_PASSPHRASE,
) {
  return core.lock.reauthenticate(passphrase, purpose, subject)
}

/** A wallet in `dataDir` with a passphrase and the given people's accounts; returns its keychain service. */
async function walletWith(
  dataDir: string,
  keychain: Keychain,
  who: Person[],
  passphrase = TEST_PASSPHRASE,
): Promise<string> {
  const { core } = open(dataDir, keychain)
  await core.ready
  await core.lock.setup(passphrase)
  for (const p of who)
    await core.accounts.importKeystore(JSON.stringify(people[p]), {
      grant: await grant(core, 'import-account', null, passphrase),
    })
  const service = core.vault.service
  core.close()
  return service
}

/** Reopens a wallet, unlocks it and checks that every key of every account is there and matches. */
async function expectWhole(
  dataDir: string,
  keychain: Keychain,
  passphrase = TEST_PASSPHRASE,
  label = '',
): Promise<string[]> {
  const { core } = open(dataDir, keychain)
  await core.ready
  await core.lock.unlock(passphrase)
  const users = core.accounts.list().map((a) => a.user_id)
  for (const row of core.accounts.list())
    expect(
      await core.vault.verify(toRecord(row)).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
      label,
    ).toBe('ok')
  core.close()
  return users
}

/**
 * What an earlier version left: the wallet's entries under the shared service itself, and a cache
 * that has never heard of a wallet id or a keychain layout.
 */
async function toSharedLayout(dataDir: string, keychain: Keychain): Promise<void> {
  const { core } = open(dataDir, keychain)
  await core.ready
  for (const [name, text] of Object.entries(await entries(keychain, core.vault.service))) {
    await keychain.set(SHARED, name, text)
    await keychain.delete(core.vault.service, name)
  }
  for (const key of ['keychain.wallet_id', 'keychain.layout']) core.cache.settings.delete(key)
  core.close()
}

describe('two wallets in two data folders on one keychain service', () => {
  it('a second wallet, started fresh and then given an account, leaves the first one’s keys alone', async () => {
    const keychain = memoryKeychain()
    const [first, second] = [tempDir(), tempDir()]
    const firstService = await walletWith(first, keychain, ['bob'])
    const before = await entries(keychain, firstService)
    expect(Object.keys(before)).toEqual(
      ['session', 'spend', 'tip'].map((k) => `${idOf('bob')}/${k}/1`),
    )

    // The README's example, and the web host on a fresh COSIGNER_DATA_DIR: a second folder opens.
    const fresh = open(second, keychain)
    await fresh.core.ready
    expect(await entries(keychain, firstService)).toEqual(before)
    expect(fresh.warnings).toEqual([])
    fresh.core.close()
    const secondService = await walletWith(second, keychain, ['carol'])

    expect(secondService).not.toBe(firstService)
    expect(firstService).toMatch(new RegExp(`^${SHARED}/[0-9a-f-]{36}$`))
    expect(await entries(keychain, firstService)).toEqual(before)
    expect(await expectWhole(first, keychain)).toEqual([idOf('bob')])
    expect(await expectWhole(second, keychain)).toEqual([idOf('carol')])
    // Neither offers the other's keys as keys without an account.
    for (const dir of [first, second]) {
      const { core } = open(dir, keychain)
      await core.lock.unlock(TEST_PASSPHRASE)
      expect(await core.accounts.orphans()).toEqual([])
      core.close()
    }
  })

  it('the same account in both: removing it from one leaves the other able to use its keys', async () => {
    const keychain = memoryKeychain()
    const [first, second] = [tempDir(), tempDir()]
    await walletWith(first, keychain, ['alice'])
    await walletWith(second, keychain, ['alice'], OTHER)
    const { core } = open(second, keychain)
    await core.lock.unlock(OTHER)
    await core.accounts.remove(
      idOf('alice'),
      await grant(core, 'remove-account', idOf('alice'), OTHER),
    )
    expect(await entries(keychain, core.vault.service)).toEqual({})
    core.close()
    expect(await expectWhole(first, keychain)).toEqual([idOf('alice')])
  })

  it('restoring a backup and removing keys stay within the wallet that does it', async () => {
    const keychain = memoryKeychain()
    const [first, second] = [tempDir(), tempDir()]
    const firstService = await walletWith(first, keychain, ['alice', 'bob'])
    const before = await entries(keychain, firstService)
    const a = open(first, keychain).core
    await a.lock.unlock(TEST_PASSPHRASE)
    const backup = await a.accounts.exportBackup(
      idOf('alice'),
      TEST_PASSPHRASE,
      await grant(a, 'export-backup', idOf('alice')),
    )
    a.close()

    await walletWith(second, keychain, ['carol'], OTHER)
    const b = open(second, keychain).core
    await b.lock.unlock(OTHER)
    await b.accounts.restoreBackup(
      backup,
      TEST_PASSPHRASE,
      await grant(b, 'import-account', null, OTHER),
    )
    await b.accounts.remove(idOf('alice'), await grant(b, 'remove-account', idOf('alice'), OTHER))
    await b.accounts.remove(idOf('carol'), await grant(b, 'remove-account', idOf('carol'), OTHER))
    expect(await entries(keychain, b.vault.service)).toEqual({})
    b.close()

    expect(await entries(keychain, firstService)).toEqual(before)
    expect(await expectWhole(first, keychain)).toEqual([idOf('alice'), idOf('bob')].sort())
  })

  it('a passphrase change of one, killed at each step, never touches the other’s keys, and loses none of its own', async () => {
    const run = async (k: number): Promise<number> => {
      const keychain = memoryKeychain()
      const [first, second] = [tempDir(), tempDir()]
      const firstService = await walletWith(first, keychain, ['alice'])
      await walletWith(second, keychain, ['bob', 'carol'])
      const before = await entries(keychain, firstService)

      const dying = dyingAt(keychain, Number.POSITIVE_INFINITY)
      const doomed = open(second, dying).core
      await doomed.lock.unlock(TEST_PASSPHRASE)
      const changeGrant = await grant(doomed, 'change-passphrase')
      const start = dying.calls
      dying.nth = start + k
      await doomed.lock.changePassphrase(changeGrant, OTHER).catch(() => undefined)
      const steps = dying.calls - start
      doomed.close()

      // Whatever the kill left, the first wallet starts, then the second, then the first again.
      expect(await expectWhole(first, keychain, TEST_PASSPHRASE, `kill at ${k}`)).toEqual([
        idOf('alice'),
      ])
      const { core } = open(second, keychain)
      await core.ready
      const committed = JSON.parse(core.cache.settings.get('lock.passphrase')!).generation === 2
      const service = core.vault.service
      core.close()
      expect(
        await expectWhole(second, keychain, committed ? OTHER : TEST_PASSPHRASE, `kill at ${k}`),
      ).toEqual([idOf('bob'), idOf('carol')].sort())
      const g = committed ? 2 : 1
      expect(Object.keys(await entries(keychain, service)), `kill at ${k}`).toEqual(
        [idOf('bob'), idOf('carol')]
          .sort()
          .flatMap((u) =>
            ['session', 'spend', 'tip'].map((kind) => entryName(u, kind as 'spend', g)),
          ),
      )
      expect(await entries(keychain, firstService), `kill at ${k}`).toEqual(before)
      expect(await expectWhole(first, keychain, TEST_PASSPHRASE, `kill at ${k}`)).toEqual([
        idOf('alice'),
      ])
      return steps
    }
    const steps = await run(Number.POSITIVE_INFINITY)
    expect(steps).toBeGreaterThan(12)
    for (let k = 1; k <= steps; k++) await run(k)
  })

  it('keeps an entry of another generation that no journal accounts for, and says so', async () => {
    const keychain = memoryKeychain()
    const dir = tempDir()
    const service = await walletWith(dir, keychain, ['alice'])
    const stray = `${idOf('alice')}/spend/7`
    await keychain.set(service, stray, (await keychain.get(service, `${idOf('alice')}/spend/1`))!)
    const { core, warnings } = open(dir, keychain)
    await core.ready
    core.close()
    expect(await keychain.get(service, stray)).not.toBeNull()
    expect(warnings).toEqual([
      expect.stringMatching(
        /1 keychain entries of another passphrase were kept: nothing shows them superseded/,
      ),
    ])
  })
})

describe('a wallet of an earlier version, its entries in the shared layout', () => {
  /** Carol's and Dave's wallets as an earlier version left them, beside Alice's of this version. */
  async function mixed(keychain: Keychain) {
    const [alice, carol, dave] = [tempDir(), tempDir(), tempDir()]
    const aliceService = await walletWith(alice, keychain, ['alice'])
    await walletWith(carol, keychain, ['carol'])
    await toSharedLayout(carol, keychain)
    await walletWith(dave, keychain, ['dave'], OTHER)
    await toSharedLayout(dave, keychain)
    return {
      dirs: { alice, carol, dave },
      aliceService,
      aliceBefore: await entries(keychain, aliceService),
      sharedBefore: await entries(keychain, SHARED),
    }
  }

  it('moves its own entries into its namespace on upgrade, and only its own', async () => {
    const keychain = memoryKeychain()
    const m = await mixed(keychain)
    const daves = Object.keys(m.sharedBefore).filter((n) => n.startsWith(idOf('dave')))
    expect(Object.keys(m.sharedBefore)).toHaveLength(6)

    const { core, warnings } = open(m.dirs.carol, keychain)
    await core.ready
    expect(Object.keys(await entries(keychain, core.vault.service))).toEqual(
      ['session', 'spend', 'tip'].map((k) => `${idOf('carol')}/${k}/1`),
    )
    expect(Object.keys(await entries(keychain, SHARED))).toEqual(daves)
    expect(core.audit.list({ action: 'keys.move' })).toEqual([
      expect.objectContaining({
        result: 'ok',
        detail: expect.stringMatching(
          /^3 keys moved to this wallet's own keychain entries \(cosigner-layout-test\/[0-9a-f-]{36}\); 3 entries of other wallets were left as they are$/,
        ),
      }),
    ])
    expect(warnings).toEqual([expect.stringMatching(/moved 3 keychain entries/)])
    core.close()
    expect(await expectWhole(m.dirs.carol, keychain)).toEqual([idOf('carol')])

    // Dave's wallet, upgraded later, finds its own where it left them.
    expect(await expectWhole(m.dirs.dave, keychain, OTHER)).toEqual([idOf('dave')])
    expect(await entries(keychain, SHARED)).toEqual({})
    expect(await entries(keychain, m.aliceService)).toEqual(m.aliceBefore)
    // Moved once: the next start looks no more.
    const again = open(m.dirs.carol, keychain)
    await again.core.ready
    expect(again.warnings).toEqual([])
    again.core.close()
  })

  it('leaves in place, and says so, what an interrupted change of an earlier version left', async () => {
    const keychain = memoryKeychain()
    const m = await mixed(keychain)
    // An earlier version's re-seal, killed before its commit: Carol's spend key under generation 2 and a salt nobody knows.
    const carolSpend = m.sharedBefore[`${idOf('carol')}/spend/1`]!
    const orphaned = carolSpend
      .replace(/"salt":"[^"]+"/, `"salt":"${Buffer.alloc(32, 7).toString('base64')}"`)
      .replace(`/spend/1"`, `/spend/2"`)
    await keychain.set(SHARED, `${idOf('carol')}/spend/2`, orphaned)
    const { core } = open(m.dirs.carol, keychain)
    await core.ready
    expect(core.audit.list({ action: 'keys.move' })[0]!.detail).toMatch(
      /3 keys moved .*; 4 entries of other wallets were left as they are/,
    )
    core.close()
    expect(await keychain.get(SHARED, `${idOf('carol')}/spend/2`)).toBe(orphaned)
    expect(await expectWhole(m.dirs.carol, keychain)).toEqual([idOf('carol')])
  })

  it('a start killed at each step of the move loses nothing, and touches no other wallet', async () => {
    const run = async (k: number): Promise<number> => {
      const keychain = memoryKeychain()
      const m = await mixed(keychain)
      const dying = dyingAt(keychain, k)
      const doomed = open(m.dirs.carol, dying).core
      await doomed.ready
      const steps = dying.calls
      doomed.close()
      expect(await expectWhole(m.dirs.carol, keychain, TEST_PASSPHRASE, `kill at ${k}`)).toEqual([
        idOf('carol'),
      ])
      const shared = await entries(keychain, SHARED)
      expect(shared, `kill at ${k}`).toEqual(
        Object.fromEntries(
          Object.entries(m.sharedBefore).filter(([n]) => n.startsWith(idOf('dave'))),
        ),
      )
      expect(await entries(keychain, m.aliceService), `kill at ${k}`).toEqual(m.aliceBefore)
      expect(await expectWhole(m.dirs.dave, keychain, OTHER, `kill at ${k}`)).toEqual([
        idOf('dave'),
      ])
      return steps
    }
    const steps = await run(Number.POSITIVE_INFINITY)
    expect(steps).toBeGreaterThan(10)
    for (let k = 1; k <= steps; k++) await run(k)
  })
})
