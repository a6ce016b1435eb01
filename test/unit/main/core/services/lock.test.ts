/**
 * The lock in the core, over a real SQLite cache and an in-memory keychain: the passphrase is kept
 * only as a verifier, keys are sealed under it, unlocking and locking, the idle deadline, grants,
 * the re-auth window, wrong passphrases (waits that survive a restart, every attempt audited), a
 * passphrase change, sealing keys found in clear, and the demo's wallet without a passphrase.
 */
import { describe, expect, it } from 'vitest'
import {
  createCoreWithInternals,
  isCoreError,
  type CoreWithInternals,
} from '../../../../../src/main/core'
import { GRANT_TTL_MS, waitAfter } from '../../../../../src/main/core/services/lock'
import { loosenLockSubject } from '../../../../../src/shared/bridge'
import {
  entryName,
  isSealedEntryText,
  recoverEntrySeed,
  toRecord,
  type Keychain,
} from '../../../../../src/main/core/vault'
import { dyingAt, memoryKeychain } from '../../../../../harness/keychain'
import { configureLock, TEST_PASSPHRASE } from '../../../../../harness/wallet-lock'
import { tempDir } from '../temp'
import { hexSeed, keystore, seedOf } from '../vault/helpers'

const SERVICE = 'cosigner-lock-test'
const USER = keystore().app_id as string
const OTHER = 'another calm river below nine bridges'

function clock(start = 1_700_000_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => void (t += ms) }
}

function open(
  dataDir: string,
  keychain: Keychain,
  o: { now?: () => number; allowUnprotected?: boolean } = {},
): CoreWithInternals {
  return createCoreWithInternals({
    dataDir,
    keychain,
    keychainService: SERVICE,
    baseUrl: 'http://127.0.0.1:1',
    scryptN: 1024,
    retry: { attempts: 1 },
    logger: { warn: () => undefined, error: () => undefined },
    ...(o.now ? { clock: o.now } : {}),
    ...(o.allowUnprotected ? { allowUnprotected: true } : {}),
  })
}

async function code(p: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof p === 'function' ? p() : p)
  } catch (e) {
    return (e as { code?: string }).code ?? 'thrown'
  }
  return 'ok'
}

async function importWithGrant(core: CoreWithInternals, text = JSON.stringify(keystore())) {
  const grant = await core.lock.reauthenticate(TEST_PASSPHRASE, 'import-account')
  return core.accounts.importKeystore(text, { grant })
}

async function entries(keychain: Keychain, service: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const name of (await keychain.list(service)).sort())
    out[name] = (await keychain.get(service, name))!
  return out
}

/**
 * Turns a wallet into what an earlier version left: its entries under the one shared service, and a
 * cache that has never heard of a wallet id or a keychain layout.
 */
async function toSharedLayout(core: CoreWithInternals, keychain: Keychain): Promise<void> {
  await core.ready
  for (const [name, text] of Object.entries(await entries(keychain, core.vault.service))) {
    await keychain.set(SERVICE, name, text)
    await keychain.delete(core.vault.service, name)
  }
  for (const key of ['keychain.wallet_id', 'keychain.layout']) core.cache.settings.delete(key)
}

describe('a wallet without a passphrase yet', () => {
  it('is in setup, refuses a weak passphrase with advice, and keeps no secret in SQLite', async () => {
    const core = open(tempDir(), memoryKeychain())
    expect(core.lock.status()).toMatchObject({ state: 'setup', accounts: 0, locks_at: null })
    const weak = await core.lock.setup('password123').catch((e: unknown) => e)
    expect(isCoreError(weak, 'weak-passphrase') && (weak as Error).message).toMatch(
      /^This passphrase is too easy to guess to protect the wallet\. .+/,
    )
    expect(core.lock.status().state).toBe('setup')
    const { status, grant } = await core.lock.setup(TEST_PASSPHRASE)
    expect(status.state).toBe('unlocked')
    expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = JSON.stringify(core.cache.settings.all())
    expect(stored).not.toContain(TEST_PASSPHRASE)
    expect(JSON.parse(core.cache.settings.get('lock.passphrase')!)).toMatchObject({
      v: 1,
      generation: 1,
      kdf: { name: 'scrypt', N: 1024, r: 8, p: 1 },
      verifier: expect.any(String),
    })
    expect(await code(core.lock.setup(OTHER))).toBe('passphrase-exists')
    expect(core.audit.list({ action: 'passphrase.set' }).map((e) => e.result)).toEqual(['ok'])
    core.close()
  })
})

describe('keys sealed under the passphrase', () => {
  it('stores every seed sealed under its own entry name, recoverable from the entry and the passphrase alone', async () => {
    const keychain = memoryKeychain()
    const core = open(tempDir(), keychain)
    const { grant } = await core.lock.setup(TEST_PASSPHRASE)
    await core.accounts.importKeystore(JSON.stringify(keystore()), { grant })
    const stored = await entries(keychain, core.vault.service)
    expect(Object.keys(stored)).toEqual([`${USER}/session/1`, `${USER}/spend/1`, `${USER}/tip/1`])
    for (const [name, text] of Object.entries(stored)) {
      expect(isSealedEntryText(text)).toBe(true)
      expect(JSON.parse(text)).toMatchObject({ cosigner: 'sealed-key', v: 1, name })
      for (const b of [0x11, 0x22]) expect(text).not.toContain(hexSeed(b))
    }
    expect(await recoverEntrySeed(stored[`${USER}/spend/1`]!, TEST_PASSPHRASE)).toEqual(
      seedOf(0x22),
    )
    expect(await code(recoverEntrySeed(stored[`${USER}/spend/1`]!, OTHER))).toBe('bad-passphrase')
    // An entry copied under another name does not open.
    await keychain.set(core.vault.service, `${USER}/tip/1`, stored[`${USER}/session/1`]!)
    expect(await code(core.vault.withSecret(USER, 'tip', () => undefined))).toBe('keychain-corrupt')
    core.close()
  })

  it('seals keys found in clear (imported before this version) when the passphrase is chosen, and drops the clear entries', async () => {
    const keychain = memoryKeychain()
    const dir = tempDir()
    // What a version before the passphrase left: the account cached, its seeds in clear under <user>/<kind>.
    const old = open(dir, keychain)
    const record = await old.vault.importKeystore(JSON.stringify(keystore()))
    old.cache.accounts.upsert(record)
    await toSharedLayout(old, keychain)
    old.close()
    expect(await keychain.get(SERVICE, `${USER}/spend`)).toBe(hexSeed(0x22))

    const core = open(dir, keychain)
    await core.ready
    expect(core.lock.status()).toMatchObject({ state: 'setup', accounts: 1 })
    expect(await code(core.vault.withSecret(USER, 'spend', () => undefined))).toBe('ok') // generation 0 still reads until sealed
    await core.lock.setup(TEST_PASSPHRASE)
    const stored = await entries(keychain, core.vault.service)
    expect(Object.keys(stored)).toEqual([`${USER}/session/1`, `${USER}/spend/1`, `${USER}/tip/1`])
    expect(JSON.stringify(stored)).not.toContain(hexSeed(0x22))
    expect(await keychain.list(SERVICE)).toEqual([])
    expect(await core.vault.withSecret(USER, 'spend', (s) => s.slice())).toEqual(seedOf(0x22))
    core.close()
  })
})

describe('locking and unlocking', () => {
  it('locks on demand: the key is dropped, keys cannot be read, and the right passphrase unlocks', async () => {
    const core = open(tempDir(), memoryKeychain())
    await core.lock.setup(TEST_PASSPHRASE)
    await importWithGrant(core)
    expect(core.lock.lock('user').state).toBe('locked')
    expect(core.vault.open).toBe(false)
    expect(await code(core.vault.withSecret(USER, 'session', () => undefined))).toBe('locked')
    expect(await code(core.lock.reauthenticate(TEST_PASSPHRASE, 'sign', USER))).toBe('locked')
    expect(await code(core.lock.unlock(OTHER))).toBe('wrong-passphrase')
    expect((await core.lock.unlock(TEST_PASSPHRASE)).state).toBe('unlocked')
    expect(await core.vault.withSecret(USER, 'session', (s) => s.slice())).toEqual(seedOf(0x11))
    expect(core.audit.list({ action: 'wallet.unlock' }).map((e) => e.result)).toEqual([
      'ok',
      'failed',
    ])
    expect(core.audit.list({ action: 'wallet.lock' }).map((e) => e.detail)).toEqual(['user'])
    core.close()
  })

  it('locks after the idle time without the user’s input; only the user’s activity moves the deadline', async () => {
    const c = clock()
    const core = open(tempDir(), memoryKeychain(), { now: c.now })
    await core.lock.setup(TEST_PASSPHRASE)
    const status = core.lock.configure({ idleMs: 60_000 })
    expect(status.locks_at).toBe(c.now() + 60_000)
    c.advance(50_000)
    core.lock.activity()
    c.advance(50_000)
    expect(core.lock.status().state).toBe('unlocked')
    // Background work (a sync, a status poll) does not count as activity.
    await core.requests.sync(USER).catch(() => undefined)
    c.advance(10_001)
    expect(core.lock.lockIfIdle()).toBe('locked')
    expect(core.vault.open).toBe(false)
    expect(core.audit.list({ action: 'wallet.lock' }).map((e) => e.detail)).toEqual(['idle'])
    core.close()
  })

  it('reads its status without changing anything: past the deadline it reads locked, and only acting on it locks', async () => {
    const c = clock()
    const core = open(tempDir(), memoryKeychain(), { now: c.now })
    await core.lock.setup(TEST_PASSPHRASE)
    core.lock.configure({ idleMs: 60_000 })
    const told: string[] = []
    core.events.on('lock-changed', (e) => told.push(e.state))
    c.advance(60_000)
    expect(core.lock.status()).toMatchObject({ state: 'locked', locks_at: null })
    expect(core.lock.status().state).toBe('locked')
    expect(core.vault.open).toBe(true)
    expect(core.audit.list({ action: 'wallet.lock' })).toEqual([])
    expect(told).toEqual([])
    // Whatever acts locks first: a grant is refused, and the key is gone.
    expect(await code(core.lock.reauthenticate(TEST_PASSPHRASE, 'sign', USER))).toBe('locked')
    expect(core.vault.open).toBe(false)
    expect(core.audit.list({ action: 'wallet.lock' }).map((e) => e.detail)).toEqual(['idle'])
    expect(told).toEqual(['locked'])
    core.close()
  })

  it('announces each change of state once, whoever made it', async () => {
    const core = open(tempDir(), memoryKeychain())
    const told: string[] = []
    core.events.on('lock-changed', (e) => told.push(e.state))
    await core.lock.setup(TEST_PASSPHRASE)
    core.lock.lock('user')
    core.lock.lock('system')
    await core.lock.unlock(TEST_PASSPHRASE)
    await core.lock.reauthenticate(TEST_PASSPHRASE, 'sign', USER)
    core.lock.lock('system')
    expect(told).toEqual(['unlocked', 'locked', 'unlocked', 'locked'])
    core.close()
  })
})

describe('grants', () => {
  it('are single-use, bound to their purpose and subject, short-lived, and dropped on lock', async () => {
    const c = clock()
    const core = open(tempDir(), memoryKeychain(), { now: c.now })
    await core.lock.setup(TEST_PASSPHRASE)
    const req = '6a1b2c3d-0000-4000-8000-0000000000aa'
    const consume = (
      g: string | undefined,
      purpose: Parameters<CoreWithInternals['lock']['consume']>[1],
      subject: string | null = null,
    ) => code(() => core.lock.consume(g, purpose, subject))
    expect(await consume(undefined, 'unlock-request', req)).toBe('reauth-required')
    const g = await core.lock.reauthenticate(TEST_PASSPHRASE, 'unlock-request', req)
    expect(await consume(g, 'unlock-request', req)).toBe('ok')
    expect(await consume(g, 'unlock-request', req)).toBe('reauth-required')
    expect(
      await consume(
        await core.lock.reauthenticate(TEST_PASSPHRASE, 'unlock-request', req),
        'unlock-request',
        USER,
      ),
    ).toBe('reauth-required')
    expect(
      await consume(
        await core.lock.reauthenticate(TEST_PASSPHRASE, 'sign', req),
        'unlock-request',
        req,
      ),
    ).toBe('reauth-required')
    const late = await core.lock.reauthenticate(TEST_PASSPHRASE, 'export-backup', USER)
    c.advance(GRANT_TTL_MS)
    expect(await consume(late, 'export-backup', USER)).toBe('reauth-required')
    const dropped = await core.lock.reauthenticate(TEST_PASSPHRASE, 'export-backup', USER)
    core.lock.lock('user')
    await core.lock.unlock(TEST_PASSPHRASE)
    expect(await consume(dropped, 'export-backup', USER)).toBe('reauth-required')
    expect(await code(core.lock.reauthenticate(OTHER, 'sign', req))).toBe('wrong-passphrase')
    expect(core.audit.list({ action: 'wallet.reauth' }).map((e) => e.result)).toEqual([
      'failed',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
    ])
    core.close()
  })

  it('signing needs none inside the re-auth window the user set, from the passphrase last entered; a shorter window applies at once', async () => {
    const c = clock()
    const core = open(tempDir(), memoryKeychain(), { now: c.now })
    await core.lock.setup(TEST_PASSPHRASE)
    const req = '6a1b2c3d-0000-4000-8000-0000000000aa'
    const sign = () => code(() => core.lock.authorizeSigning(undefined, req))
    expect(await sign()).toBe('reauth-required') // the default window is 0
    await configureLock(core, { reauthWindowMs: 5 * 60_000 })
    // The passphrase the longer window took a minute ago counts: the window runs from its entry.
    const entered = c.now()
    c.advance(60_000)
    expect(core.lock.status().sign_without_reauth_until).toBe(entered + 5 * 60_000)
    expect(await sign()).toBe('ok')
    await core.lock.reauthenticate(TEST_PASSPHRASE, 'sign', req)
    expect(core.lock.status().sign_without_reauth_until).toBe(c.now() + 5 * 60_000)
    c.advance(4 * 60_000)
    expect(await sign()).toBe('ok')
    core.lock.configure({ reauthWindowMs: 60_000 })
    expect(await sign()).toBe('reauth-required')
    expect(() => core.lock.configure({ reauthWindowMs: 16 * 60_000 })).toThrow(RangeError)
    core.close()
  })
})

describe('loosening the lock', () => {
  it('takes a grant for exactly the longer settings; tightening takes none; both are audited', async () => {
    const core = open(tempDir(), memoryKeychain())
    await core.lock.setup(TEST_PASSPHRASE)
    const settings = () => ({
      idle_ms: core.lock.status().idle_ms,
      reauth_window_ms: core.lock.status().reauth_window_ms,
    })
    const before = settings()
    const grantFor = (subject: string, purpose: 'loosen-lock' | 'change-service' = 'loosen-lock') =>
      core.lock.reauthenticate(TEST_PASSPHRASE, purpose, subject)
    // Without a grant, with one for another purpose, or for milder settings: nothing changes.
    expect(await code(() => core.lock.configure({ reauthWindowMs: 15 * 60_000 }))).toBe(
      'reauth-required',
    )
    expect(await code(() => core.lock.configure({ idleMs: 60 * 60_000 }))).toBe('reauth-required')
    const elsewhere = await grantFor(loosenLockSubject({ idleMs: 60 * 60_000 }), 'change-service')
    expect(await code(() => core.lock.configure({ idleMs: 60 * 60_000 }, elsewhere))).toBe(
      'reauth-required',
    )
    const milder = await grantFor(loosenLockSubject({ idleMs: 10 * 60_000 }))
    expect(await code(() => core.lock.configure({ idleMs: 60 * 60_000 }, milder))).toBe(
      'reauth-required',
    )
    // Tightening one and loosening the other is loosening.
    expect(await code(() => core.lock.configure({ idleMs: 60_000, reauthWindowMs: 60_000 }))).toBe(
      'reauth-required',
    )
    expect(settings()).toEqual(before)

    const longer = { idleMs: 60 * 60_000, reauthWindowMs: 15 * 60_000 }
    expect(core.lock.configure(longer, await grantFor(loosenLockSubject(longer)))).toMatchObject({
      idle_ms: 60 * 60_000,
      reauth_window_ms: 15 * 60_000,
    })
    // Shorter again, and the same again: no grant.
    expect(core.lock.configure({ idleMs: 2 * 60_000, reauthWindowMs: 0 })).toMatchObject({
      idle_ms: 2 * 60_000,
      reauth_window_ms: 0,
    })
    expect(core.lock.configure({ idleMs: 2 * 60_000 })).toMatchObject({ idle_ms: 2 * 60_000 })

    expect(core.audit.list({ action: 'lock.configure' }).map((e) => [e.result, e.detail])).toEqual([
      ['ok', 'idle lock 3600 s → 120 s; re-auth window 900 s → 0 s'],
      ['ok', 'idle lock 300 s → 3600 s; re-auth window 0 s → 900 s'],
      ['refused', 'idle lock 300 s → 3600 s; CoreError:reauth-required'],
      ['refused', 'idle lock 300 s → 3600 s; CoreError:reauth-required'],
    ])
    core.close()
  })
})

describe('wrong passphrases', () => {
  it('wait longer each time, also after a restart, and every attempt is in the audit log', async () => {
    expect([1, 2, 3, 4, 5, 30].map(waitAfter)).toEqual([0, 0, 5000, 10_000, 20_000, 600_000])
    const c = clock()
    const dir = tempDir()
    const keychain = memoryKeychain()
    let core = open(dir, keychain, { now: c.now })
    await core.lock.setup(TEST_PASSPHRASE)
    core.lock.lock('user')
    expect(await code(core.lock.unlock(OTHER))).toBe('wrong-passphrase')
    expect(await code(core.lock.unlock(OTHER))).toBe('wrong-passphrase')
    const third = await core.lock.unlock(OTHER).catch((e: unknown) => e)
    expect((third as Error).message).toBe(
      'That is not the wallet’s passphrase. Wait 5 seconds before the next try.',
    )
    expect(core.lock.status()).toMatchObject({ failed_attempts: 3, retry_at: c.now() + 5000 })
    core.close()

    core = open(dir, keychain, { now: c.now })
    expect(core.lock.status()).toMatchObject({
      state: 'locked',
      failed_attempts: 3,
      retry_at: c.now() + 5000,
    })
    // Even the right passphrase waits: the wait is not a hint about it.
    expect(await code(core.lock.unlock(TEST_PASSPHRASE))).toBe('throttled')
    c.advance(5000)
    expect(await code(core.lock.unlock(OTHER))).toBe('wrong-passphrase')
    expect(core.lock.status().retry_at).toBe(c.now() + 10_000)
    c.advance(10_000)
    expect((await core.lock.unlock(TEST_PASSPHRASE)).state).toBe('unlocked')
    expect(core.lock.status()).toMatchObject({ failed_attempts: 0, retry_at: null })
    expect(core.audit.list({ action: 'wallet.unlock' }).map((e) => e.result)).toEqual([
      'ok',
      'failed',
      'refused',
      'failed',
      'failed',
      'failed',
    ])
    core.close()
  })

  it('are tried one at a time, so parallel tries cannot skip the wait', async () => {
    const core = open(tempDir(), memoryKeychain())
    await core.lock.setup(TEST_PASSPHRASE)
    core.lock.lock('user')
    const codes = await Promise.all([1, 2, 3, 4, 5].map(() => code(core.lock.unlock(OTHER))))
    expect(codes).toEqual([
      'wrong-passphrase',
      'wrong-passphrase',
      'wrong-passphrase',
      'throttled',
      'throttled',
    ])
    core.close()
  })
})

describe('changing the passphrase', () => {
  it('needs a grant, re-seals every key under a new generation, and only the new passphrase opens them', async () => {
    const keychain = memoryKeychain()
    const dir = tempDir()
    const core = open(dir, keychain)
    await core.lock.setup(TEST_PASSPHRASE)
    await importWithGrant(core)
    expect(await code(core.lock.changePassphrase(undefined, OTHER))).toBe('reauth-required')
    expect(
      await code(
        core.lock.changePassphrase(
          await core.lock.reauthenticate(TEST_PASSPHRASE, 'change-passphrase'),
          'password',
        ),
      ),
    ).toBe('weak-passphrase')
    await core.lock.changePassphrase(
      await core.lock.reauthenticate(TEST_PASSPHRASE, 'change-passphrase'),
      OTHER,
    )
    expect(Object.keys(await entries(keychain, core.vault.service))).toEqual([
      `${USER}/session/2`,
      `${USER}/spend/2`,
      `${USER}/tip/2`,
    ])
    expect(await core.vault.withSecret(USER, 'spend', (s) => s.slice())).toEqual(seedOf(0x22))
    core.lock.lock('user')
    expect(await code(core.lock.unlock(TEST_PASSPHRASE))).toBe('wrong-passphrase')
    expect((await core.lock.unlock(OTHER)).state).toBe('unlocked')
    expect(core.audit.list({ action: 'passphrase.change' }).map((e) => e.result)).toEqual(['ok'])
    core.close()
  })
})

/**
 * A kill at the k-th keychain call of a re-seal, for every k: the reopened wallet has every key, under the
 * old passphrase before the commit and the new one after it, and nothing else is left in the keychain.
 */
describe('a re-seal survives a kill at any step', () => {
  async function killAt(
    k: number,
    sealLegacy: boolean,
  ): Promise<{ calls: number; committed: boolean }> {
    const inner = memoryKeychain()
    const dir = tempDir()
    const first = open(dir, inner)
    if (sealLegacy) {
      for (const ks of [
        keystore(),
        keystore({
          app_id: '6a1b2c3d-0000-4000-8000-00000000a002',
          session_private_key: hexSeed(0x44),
          spend_private_key: hexSeed(0x55),
        }),
      ]) {
        first.cache.accounts.upsert(await first.vault.importKeystore(JSON.stringify(ks)))
      }
      await toSharedLayout(first, inner)
    } else {
      await first.lock.setup(TEST_PASSPHRASE)
      await importWithGrant(first)
    }
    const grant = sealLegacy
      ? undefined
      : await first.lock.reauthenticate(TEST_PASSPHRASE, 'change-passphrase')
    first.close()

    const dying = dyingAt(inner, Number.POSITIVE_INFINITY)
    const doomed = open(dir, dying)
    await doomed.ready
    if (!sealLegacy) await doomed.lock.unlock(TEST_PASSPHRASE)
    const before = dying.calls
    dying.nth = before + k
    const ok = await (
      sealLegacy
        ? doomed.lock.setup(OTHER)
        : doomed.lock.changePassphrase(
            grant
              ? await doomed.lock.reauthenticate(TEST_PASSPHRASE, 'change-passphrase')
              : undefined,
            OTHER,
          )
    ).then(
      () => true,
      () => false,
    )
    const calls = dying.calls - before
    doomed.close()

    const reopened = open(dir, inner)
    await reopened.ready
    const committed =
      reopened.cache.settings.get('lock.passphrase') !== undefined &&
      JSON.parse(reopened.cache.settings.get('lock.passphrase')!).generation ===
        (sealLegacy ? 1 : 2)
    const current = committed ? OTHER : TEST_PASSPHRASE
    if (reopened.lock.status().state === 'locked') await reopened.lock.unlock(current)
    const generation = reopened.vault.generation
    const names = (await inner.list(reopened.vault.service)).sort()
    expect(await inner.list(SERVICE), `kill at ${k}`).toEqual([])
    const users = reopened.accounts.list().map((a) => a.user_id)
    expect(names, `kill at ${k}`).toEqual(
      users
        .flatMap((u) =>
          ['session', 'spend', 'tip'].map((kind) => entryName(u, kind as 'spend', generation)),
        )
        .sort(),
    )
    for (const row of reopened.accounts.list())
      expect(await reopened.vault.verify(toRecord(row)).then(() => 'ok'), `kill at ${k}`).toBe('ok')
    if (ok) expect(committed).toBe(true)
    reopened.close()
    return { calls, committed }
  }

  for (const legacy of [false, true]) {
    it(legacy ? 'sealing keys found in clear' : 'changing the passphrase', async () => {
      const { calls } = await killAt(Number.POSITIVE_INFINITY, legacy)
      expect(calls).toBeGreaterThan(8)
      const outcomes: boolean[] = []
      for (let k = 1; k <= calls; k++) outcomes.push((await killAt(k, legacy)).committed)
      // Early kills leave the old generation, late ones (after the commit) the new one; both happened.
      expect(outcomes[0]).toBe(false)
      expect(outcomes.at(-1)).toBe(true)
    })
  }
})

describe('the demo’s wallet without a passphrase', () => {
  it('runs unprotected: keys in clear under the demo’s service, grants without asking, and no lock', async () => {
    const keychain = memoryKeychain()
    const core = open(tempDir(), keychain, { allowUnprotected: true })
    expect(core.lock.status().state).toBe('unprotected')
    const grant = await core.lock.reauthenticate(undefined, 'import-account')
    await core.accounts.importKeystore(JSON.stringify(keystore()), { grant })
    expect(await keychain.get(core.vault.service, `${USER}/spend`)).toBe(hexSeed(0x22))
    expect(await code(() => core.lock.lock('user'))).toBe('cannot-lock')
    expect(await code(() => core.lock.consume(undefined, 'export-backup', USER))).toBe(
      'reauth-required',
    )
    core.close()
  })
})
