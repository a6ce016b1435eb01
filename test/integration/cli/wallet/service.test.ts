/**
 * The service a wallet talks to is the wallet's own, kept where the app keeps it (its settings):
 * `import --api` sets it for a new wallet, later commands use it without being told, a command given
 * another one says so and does nothing, and `service --set` / `--default` move the wallet as the app's
 * Settings → Service address does (the passphrase, and the new service must answer). Against a real
 * sequencer (and a relay to it, as a second service), SQLite and keychain.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore } from '../../../../src/main/core'
import { MIXIN_API_URL } from '../../../../src/main/core/client'
import {
  inKeyring,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'
import {
  cli,
  closeAll,
  jsonOf,
  preparedWallet,
  relay,
  walletPlace,
  type CliWallet,
} from './helpers'

describe.runIf(inKeyring)('the service a wallet talks to', () => {
  let h: Harness
  let alice: User, bob: User
  let w: CliWallet
  /** Another way to the same sequencer: a second service, as far as the wallet can tell. */
  let other: string
  const keystoreFile = (u: User) => {
    const file = join(h.dir, `keystore-${u.userId}.json`)
    writeFileSync(file, u.text, { mode: 0o600 })
    return file
  }
  /** `cosigner wallet <sub>` on the wallet, with only the options given: no --api unless among them. */
  const run = (sub: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = {}) =>
    cli(
      w,
      ['wallet', sub, ...args, '--data-dir', w.dataDir, '--passphrase-file', w.passphraseFile],
      { env: { COSIGNER_KEYCHAIN_SERVICE: w.service, ...env } },
    )
  /** The service the app's core finds saved in the wallet's folder. */
  const savedService = async () => {
    const core = createCore({
      dataDir: w.dataDir,
      keychainService: w.service,
      logger: { warn: () => {}, error: () => {} },
    })
    try {
      await core.ready
      return core.settings.get().base_url
    } finally {
      core.close()
    }
  }

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob] = ['Alice', 'Bob'].map((n) => newUser(h, n, true)) as [User, User]
    other = (await relay(h)).url
    w = walletPlace(h, 'service')
  })
  afterAll(() => closeAll(h))

  it('keeps the service import was given, so the next command talks to it without --api', async () => {
    const imported = await run('import', ['--keystore', keystoreFile(alice), '--api', h.server.url])
    expect([imported.code, imported.err]).toEqual([0, ''])
    expect(imported.out).toContain(
      `The wallet talks to the service at ${h.server.url} from now on, here and in the app; "cosigner wallet service" changes that.\n`,
    )
    expect(await savedService()).toBe(h.server.url)

    // Without --api: the wallet's own service, not the public network's.
    const listed = await run('accounts', ['--json'])
    expect([listed.code, listed.err]).toEqual([0, ''])
    expect(jsonOf(listed)).toMatchObject({ user_id: alice.userId, synced: true })
    expect((await run('service')).out).toBe(
      `This wallet talks to the service at ${h.server.url} (saved in its settings).\n`,
    )
  })

  it('refuses a command given another service, saying which one the wallet talks to, and doing nothing', async () => {
    // From here on a wallet prepared as that import left it, with a cheap passphrase derivation: each command unlocks it.
    w = await preparedWallet(h, 'kept', [alice])
    // COSIGNER_API_URL is the default of a wallet that keeps no service of its own; this one does.
    const listed = await run('accounts', ['--json'], { COSIGNER_API_URL: 'http://127.0.0.1:9' })
    expect([listed.code, listed.err, jsonOf(listed).synced]).toEqual([0, '', true])
    // The same service named again, written another way, is no change.
    expect((await run('accounts', ['--api', `${h.server.url}/`])).code).toBe(0)
    const r = await run('accounts', ['--api', other])
    expect(r).toEqual({
      code: 1,
      out: '',
      err: `cosigner: wallet accounts: This wallet talks to the service at ${h.server.url} (saved in its settings), not ${other}, so nothing was done: leave --api out to use it, or move the wallet with "cosigner wallet service --set ${other}" first.\n`,
    })
    // Importing another account with another service does not move the wallet either.
    const second = await run('import', ['--keystore', keystoreFile(bob), '--api', other])
    expect([second.code, second.err]).toEqual([
      1,
      expect.stringMatching(
        /^cosigner: wallet import: This wallet talks to the service at .* \(saved in its settings\), not .*, so nothing was done/,
      ),
    ])
    expect(await savedService()).toBe(h.server.url)
    const core = createCore({
      dataDir: w.dataDir,
      keychainService: w.service,
      logger: { warn: () => {}, error: () => {} },
    })
    try {
      await core.ready
      expect(core.accounts.list().map((a) => a.user_id)).toEqual([alice.userId])
    } finally {
      core.close()
    }
  })

  it('moves the wallet with service --set once the new service answers, and back to the default with --default', async () => {
    const refused = await run('service', ['--set', 'http://127.0.0.1:9'])
    expect([refused.code, refused.out]).toEqual([1, ''])
    expect(await savedService()).toBe(h.server.url)

    const moved = await run('service', ['--set', other])
    expect([moved.code, moved.err]).toEqual([0, ''])
    expect(moved.out).toBe(
      `This wallet now talks to the service at ${other} (saved in its settings), here and in the app; before, it was ${h.server.url}.\n`,
    )
    expect(await savedService()).toBe(other)
    expect((await run('accounts', ['--api', other])).code).toBe(0)
    expect((await run('accounts', ['--api', h.server.url])).err).toContain(
      `This wallet talks to the service at ${other} (saved in its settings), not ${h.server.url}`,
    )

    const back = await run('service', ['--default'])
    expect(back.out).toBe(
      `This wallet now talks to the service at ${MIXIN_API_URL} (its default, the public Mixin API), here and in the app; before, it was ${other}.\n`,
    )
    expect(jsonOf(await run('service', ['--json'], { COSIGNER_API_URL: h.server.url }))).toEqual({
      service: h.server.url,
      saved: false,
      default: h.server.url,
    })
  })

  it('tells a wallet that never kept a service that it talks to its default', async () => {
    // A wallet made before: its folder keeps no service, and the command names one.
    const r = await run('accounts', ['--api', other])
    expect(r.err).toBe(
      `cosigner: wallet accounts: This wallet talks to the service at ${MIXIN_API_URL} (its default: the public Mixin API), not ${other}, so nothing was done: leave --api out to use it, or move the wallet with "cosigner wallet service --set ${other}" first.\n`,
    )
  })
})
