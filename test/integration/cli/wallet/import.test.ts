/**
 * `cosigner wallet import` against a real sequencer, SQLite and keychain: into a new wallet it sets
 * the passphrase (strength-checked by the core; asked twice on a terminal) and registers the
 * account; into an existing one it needs the wallet's passphrase; a damaged keystore is refused
 * before anything is asked or stored; and the passphrase never shows in the output.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore } from '../../../../src/main/core'
import {
  inKeyring,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'
import { TEST_PASSPHRASE } from '../../../../harness/wallet-lock'
import { cli, closeAll, jsonOf, wallet, walletPlace } from './helpers'

describe.runIf(inKeyring)('cosigner wallet import', () => {
  let h: Harness
  let alice: User, bob: User, dave: User
  const keystoreFile = (u: User) => {
    const file = join(h.dir, `keystore-${u.userId}.json`)
    writeFileSync(file, u.text, { mode: 0o600 })
    return file
  }
  /** Whether the sequencer has the user's spend key registered. */
  const registered = (u: User) =>
    h.server.ctx.db
      .prepare('SELECT count(*) FROM users WHERE user_id = ? AND spend_public_key IS NOT NULL')
      .pluck()
      .get(u.userId) === 1

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob] = ['Alice', 'Bob'].map((n) => newUser(h, n, true)) as [User, User]
    dave = newUser(h, 'Dave', false)
  })
  afterAll(() => closeAll(h))

  it('sets the passphrase of a new wallet, registers the account, and takes a second one under that passphrase', async () => {
    const w = walletPlace(h, 'new')
    expect(registered(dave)).toBe(false)
    const first = await wallet(h, w, 'import', ['--keystore', keystoreFile(dave), '--json'])
    expect([first.code, first.err]).toEqual([0, ''])
    expect(jsonOf(first)).toEqual({
      user_id: dave.userId,
      session_id: dave.sessionId,
      label: '',
      registered_now: true,
      passphrase_set: true,
      data_dir: w.dataDir,
      service: h.server.url,
    })
    expect(registered(dave)).toBe(true)

    const second = await wallet(h, w, 'import', [
      '--keystore',
      keystoreFile(alice),
      '--label',
      'Treasury',
    ])
    expect(second).toMatchObject({ code: 0, err: '' })
    expect(second.out).toBe(
      `Imported into ${w.dataDir} account ${alice.userId} (Treasury); the service already had it registered.\n`,
    )
    expect(first.out + second.out + first.err + second.err).not.toContain(TEST_PASSPHRASE)

    // The app's core opens the same wallet: the same folder, keychain service and passphrase.
    const core = createCore({
      dataDir: w.dataDir,
      baseUrl: h.server.url,
      keychainService: w.service,
      logger: { warn: () => {}, error: () => {} },
    })
    try {
      expect(core.lock.status().state).toBe('locked')
      await core.lock.unlock(TEST_PASSPHRASE)
      expect(
        core.accounts
          .list()
          .map((a) => a.user_id)
          .sort(),
      ).toEqual([alice.userId, dave.userId].sort())
    } finally {
      core.close()
    }

    // Two accounts: a command that acts must be told which.
    const ambiguous = await wallet(h, w, 'accounts')
    expect([ambiguous.code, ambiguous.err]).toEqual([
      1,
      expect.stringMatching(
        /^cosigner: wallet accounts: This wallet holds 2 accounts \(.*\): name the one that acts with --account ID\|NAME\.\n$/,
      ),
    ])
    const picked = await wallet(h, w, 'accounts', ['--account', alice.userId])
    expect([picked.code, picked.out]).toEqual([
      0,
      `No shared accounts of Alice (${alice.userId}) yet. Name one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).\n`,
    ])
    // By the label it was imported with, or by the name the service gives it, case and spacing aside.
    for (const name of ['Treasury', 'treasury', 'Dave', ' dave ']) {
      expect((await wallet(h, w, 'accounts', ['--account', name])).out).toMatch(
        new RegExp(
          `^No shared accounts of ${name.trim().toLowerCase() === 'dave' ? 'Dave' : 'Alice'} \\(`,
        ),
      )
    }
    const unknown = await wallet(h, w, 'accounts', ['--account', bob.userId])
    expect(unknown.err).toMatch(
      new RegExp(
        `^cosigner: wallet accounts: --account: this wallet has no account “${bob.userId}”; it holds `,
      ),
    )
    const unnamed = await wallet(h, w, 'accounts', ['--account', 'Bob'])
    expect(unnamed.err).toBe(
      `cosigner: wallet accounts: --account: this wallet has no account “Bob”; it holds Dave (Mixin ID ${dave.identityNumber}, ${dave.userId}); Alice (Mixin ID ${alice.identityNumber}, ${alice.userId}).\n`,
    )
  })

  it('asks a new passphrase twice on a terminal, refuses a weak one, and stores nothing then', async () => {
    const w = walletPlace(h, 'asked')
    const prompts: string[] = []
    const answers = ['one passphrase typed here', 'another one typed there']
    const asked = await cli(
      w,
      [
        'wallet',
        'import',
        '--keystore',
        keystoreFile(bob),
        '--data-dir',
        w.dataDir,
        '--api',
        h.server.url,
      ],
      {
        askSecret: async (prompt) => {
          prompts.push(prompt)
          return answers[prompts.length - 1]!
        },
      },
    )
    expect([asked.code, asked.err]).toEqual([
      1,
      'cosigner: wallet import: The two passphrases differ; nothing was changed.\n',
    ])
    expect(prompts).toEqual([
      'Choose a wallet passphrase (it seals the keys in the keychain): ',
      'The same passphrase again: ',
    ])
    // Ctrl-C at the prompt.
    const cancelled = await cli(
      w,
      [
        'wallet',
        'import',
        '--keystore',
        keystoreFile(bob),
        '--data-dir',
        w.dataDir,
        '--api',
        h.server.url,
      ],
      {
        askSecret: () => Promise.reject(new Error('cancelled at the passphrase prompt')),
      },
    )
    expect([cancelled.code, cancelled.err]).toEqual([
      1,
      'cosigner: wallet import: No passphrase was entered; nothing was done.\n',
    ])

    writeFileSync(w.passphraseFile, 'password1\n')
    const weak = await wallet(h, w, 'import', ['--keystore', keystoreFile(bob)])
    expect(weak.code).toBe(1)
    expect(weak.err).toMatch(/^cosigner: wallet import: [^\n]*passphrase[^\n]*\n$/)
    expect(weak.err).not.toContain('password1')
    const core = createCore({
      dataDir: w.dataDir,
      baseUrl: h.server.url,
      keychainService: w.service,
      logger: { warn: () => {}, error: () => {} },
    })
    try {
      expect([core.lock.status().state, core.accounts.list()]).toEqual(['setup', []])
    } finally {
      core.close()
    }
  })

  it('refuses a damaged keystore, a missing file, and a passphrase on the command line, before asking anything', async () => {
    const w = walletPlace(h, 'refused')
    const damaged = join(h.dir, 'damaged.json')
    writeFileSync(damaged, JSON.stringify({ ...JSON.parse(alice.text), session_private_key: 'zz' }))
    const noAsking = { askSecret: async () => Promise.reject(new Error('asked')) }
    const bad = await cli(
      w,
      ['wallet', 'import', '--keystore', damaged, '--data-dir', w.dataDir, '--api', h.server.url],
      noAsking,
    )
    expect(bad.code).toBe(1)
    expect(bad.err).toMatch(/^cosigner: wallet import: [^\n]+ \[field session_private_key\]\n$/)
    const missing = await cli(
      w,
      ['wallet', 'import', '--keystore', join(h.dir, 'nowhere.json'), '--data-dir', w.dataDir],
      noAsking,
    )
    expect(missing.err).toBe(
      `cosigner: wallet import: --keystore: ${join(h.dir, 'nowhere.json')} cannot be read (no such file).\n`,
    )
    const argv = await cli(w, [
      'wallet',
      'import',
      '--keystore',
      damaged,
      '--passphrase=hunter2 hunter2',
    ])
    expect(argv).toEqual({
      code: 1,
      out: '',
      err: 'cosigner: wallet import: the passphrase is never taken on the command line; use --passphrase-file FILE, or leave it out to be asked\n',
    })
  })
})
