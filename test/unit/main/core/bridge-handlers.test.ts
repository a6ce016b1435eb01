import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { membersHash } from '../../../../src/shared/kernel'
import {
  BRIDGE_METHODS,
  bridge,
  envelopeOf,
  loosenLockSubject,
} from '../../../../src/shared/bridge'
import {
  createCoreWithInternals,
  keychainBackend,
  type CoreWithInternals,
} from '../../../../src/main/core'
import { createBridgeHandlers } from '../../../../src/main/core/bridge-handlers'
import { OPEN_IN_SETUP, OPEN_WHEN_LOCKED } from '../../../../src/main/core/bridge-refusals'
import type { BridgeMethod, GrantPurpose, ProposalResult } from '../../../../src/shared/bridge'
import { translator } from '../../../../src/shared/i18n/translate'
import { words } from '../../../../src/shared/i18n/words'
import { TEST_PASSPHRASE } from '../../../../harness/wallet-lock'
import { buildRequestFile } from '../../../../src/main/core/services/requests/offline-files'
import { alice, buildFixture } from './services/requests/multisig-fixture'
import { memoryKeychain } from '../../../../harness/keychain'
import { keystore } from './vault/helpers'
import { tempDir } from './temp'

async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const port = (probe.address() as AddressInfo).port
  await new Promise((r) => probe.close(r))
  return port
}

async function setup(base = 'http://127.0.0.1:1', o: { passphrase?: boolean } = {}) {
  const logs: string[] = []
  const core: CoreWithInternals = createCoreWithInternals({
    dataDir: tempDir(),
    keychain: memoryKeychain(),
    baseUrl: base,
    scryptN: 1024,
    retry: { attempts: 1 },
  })
  const log = { warn: (m: string) => void logs.push(m), error: (m: string) => void logs.push(m) }
  if (o.passphrase !== false) await core.lock.setup(TEST_PASSPHRASE)
  const handlers = createBridgeHandlers(core, { log })
  const grant = async (purpose: GrantPurpose, subject?: string) => {
    const r = await handlers['lock.reauthenticate']({
      passphrase: TEST_PASSPHRASE,
      purpose,
      ...(subject ? { subject } : {}),
    })
    if (!r.ok) throw new Error(r.error.message)
    return (r.value as { grant: string }).grant
  }
  return { core, logs, handlers, grant }
}

const ks = keystore()
const userId = ks.app_id as string

describe('the handler map', () => {
  it('has exactly one handler per method of the contract', async () => {
    const { core, handlers } = await setup()
    expect(Object.keys(handlers).sort()).toEqual([...BRIDGE_METHODS].sort())
    core.close()
  })
})

describe('input validation', () => {
  it('refuses wrong types, missing fields and unknown keys with invalid-input', async () => {
    const { core, handlers } = await setup()
    const cases: Array<[keyof typeof handlers, unknown, RegExp]> = [
      ['requests.list', { account: 'not-a-uuid-SECRET' }, /^account: /],
      ['requests.list', {}, /^account: /],
      ['accounts.list', { extra: 1 }, /unrecognized/i],
      [
        'requests.sign',
        { account: userId, request_id: userId, summary_digest: 'ab'.repeat(32), confirmed: false },
        /^confirmed: explicit confirmation/,
      ],
      [
        'requests.sign',
        { account: userId, request_id: userId, summary_digest: 'xyz', confirmed: true },
        /^summary_digest: /,
      ],
      ['groups.mute', { account: userId, conversation_id: userId, preset: 'custom' }, /^seconds: /],
      [
        'groups.mute',
        { account: userId, conversation_id: userId, preset: '8h', seconds: 5 },
        /^seconds: /,
      ],
      ['settings.setTheme', { theme: 'neon' }, /^theme: /],
      ['accounts.importKeystore', 'just a string', /^input: /],
    ]
    for (const [method, input, message] of cases) {
      const out = await handlers[method](input)
      expect([method, out]).toEqual([
        method,
        {
          ok: false,
          error: {
            code: 'invalid-input',
            message: expect.any(String),
            words: { id: expect.stringMatching(/^core\.input\./), values: expect.any(Object) },
            details: expect.stringMatching(message),
          },
        },
      ])
      expect(JSON.stringify(out)).not.toContain('SECRET')
    }
    core.close()
  })

  it('says a refused input in words, the schema’s own message only in the details', async () => {
    const { core, handlers } = await setup()
    expect(await handlers['requests.open']({ account: userId, ref: 'x'.repeat(600) })).toEqual({
      ok: false,
      error: {
        code: 'invalid-input',
        message: 'The code, link or id is too long: at most 512 characters.',
        words: { id: 'core.input.tooLong', values: { field: 'ref', max: 512 } },
        details: expect.stringMatching(/^ref: Too big/),
      },
    })
    expect(await handlers['codes.resolve']({ account: userId, code: '  ' })).toMatchObject({
      ok: false,
      error: { message: 'The code, link or id is empty.' },
    })
    expect(await handlers['requests.list']({ account: 'nope' })).toMatchObject({
      ok: false,
      error: { message: 'Something you entered is not in a form the wallet takes.' },
    })
    core.close()
  })

  it('treats a missing input as an empty object', async () => {
    const { core, handlers } = await setup()
    expect(await handlers['accounts.list'](undefined)).toEqual({ ok: true, value: [] })
    core.close()
  })
})

describe('envelopes', () => {
  it('answers {ok: true, value} that matches the result schema and carries no extra fields', async () => {
    const { core, handlers, grant } = await setup()
    const out = await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      label: 'Treasury',
      grant: await grant('import-account'),
    })
    expect(envelopeOf(bridge['accounts.importKeystore'].result).safeParse(out).success).toBe(true)
    expect(out.ok && Object.keys(out.value as object).sort()).toEqual([
      'created_at',
      'label',
      'registered_at',
      'session_id',
      'session_public_key',
      'spend_public_key',
      'tip_public_key',
      'user_id',
    ])
    expect(await handlers['settings.setTheme']({ theme: 'dark' })).toEqual({
      ok: true,
      value: {
        base_url: 'http://127.0.0.1:1',
        default_base_url: 'http://127.0.0.1:1',
        theme: 'dark',
        language: 'system',
        keychain: { backend: keychainBackend(process.platform), service: core.vault.service },
        share_proposals: true,
      },
    })
    const audit = await handlers['audit.list']({ account: userId })
    expect(audit.ok && (audit.value as { action: string }[]).map((e) => e.action)).toEqual([
      'account.import',
    ])
    const all = await handlers['audit.list']({})
    expect(all.ok && (all.value as { action: string }[]).map((e) => e.action)).toEqual([
      'account.import',
      'wallet.reauth',
      'passphrase.set',
    ])
    const page = await handlers['requests.list']({ account: userId })
    expect(page).toEqual({
      ok: true,
      value: {
        items: [],
        counts: { 'needs-signature': 0, waiting: 0, sending: 0, done: 0, unlocked: 0 },
      },
    })
    core.close()
  })

  it('maps typed errors to their codes', async () => {
    const { core, handlers, grant } = await setup(`http://127.0.0.1:${await closedPort()}`)
    const code = async (m: keyof typeof handlers, input: unknown) => {
      const out = await handlers[m](input)
      return out.ok ? 'ok' : out.error.code
    }
    expect(
      await code('accounts.importKeystore', {
        text: '{"app_id": 1}',
        grant: await grant('import-account'),
      }),
    ).toBe('invalid-keystore')
    expect(await code('requests.review', { account: userId, request_id: userId })).toBe(
      'account-not-found',
    )
    expect(await code('settings.setBaseUrl', { base_url: 'ftp://example.com' })).toBe('invalid-url')
    expect(await code('settings.setBaseUrl', { base_url: 'http://example.com' })).toBe(
      'insecure-url',
    )
    expect(
      await code('accounts.importKeystore', {
        text: JSON.stringify(ks),
        grant: await grant('import-account'),
      }),
    ).toBe('ok')
    expect(
      await code('accounts.exportBackup', {
        account: userId,
        passphrase: 'short',
        grant: await grant('export-backup', userId),
      }),
    ).toBe('weak-passphrase')
    expect(
      await code('accounts.restoreBackup', {
        text: '{}',
        passphrase: 'long enough pass',
        grant: await grant('import-account'),
      }),
    ).toBe('invalid-backup')
    // With no shared account followed there is nothing to read; with one, the service is asked.
    expect(await code('requests.sync', { account: userId })).toBe('ok')
    core.cache.treasury.follow(
      userId,
      { members: [userId], members_hash: membersHash([userId]), threshold: 1 },
      'followed',
    )
    expect(await code('requests.sync', { account: userId })).toBe('network')
    expect(await code('requests.openFile', { account: userId, text: 'not json' })).toBe(
      'invalid-file',
    )
    expect(await code('codes.resolve', { account: userId, code: 'hello' })).toBe('invalid-code')
    expect(
      await code('requests.review', { account: userId, request_id: userId, offline: true }),
    ).toBe('request-not-found')
    expect(
      await code('groups.open', { account: userId, conversation_id: userId, offline: true }),
    ).toBe('conversation-not-found')
    core.close()
  })

  it('hands a core refusal over as catalog words with their values, which each host says in its own language', async () => {
    const { core, handlers } = await setup()
    const out = await handlers['requests.review']({
      account: userId,
      request_id: userId,
      offline: true,
    })
    expect(out).toEqual({
      ok: false,
      error: {
        code: 'account-not-found',
        message: `No account ${userId} in this wallet.`,
        words: { id: 'core.account.notFound', values: { account: userId } },
      },
    })
    // The words cross the bridge's own schema, and read in the reader's language.
    const error = !out.ok ? out.error : undefined
    expect(envelopeOf(bridge['requests.review'].result).safeParse(out).success).toBe(true)
    expect(translator('zh-CN').say(error!.words!)).toBe(`此钱包中没有账号 ${userId}。`)
    expect(translator('zh-TW').say(error!.words!)).toBe(`此錢包中沒有帳號 ${userId}。`)
    core.close()
  })

  it("turns an unexpected error into 'internal' with a generic message, logging it redacted", async () => {
    const { core, handlers, logs } = await setup()
    const secret = 'ab'.repeat(32)
    ;(core.accounts as unknown as { list: () => never }).list = () => {
      throw new Error(`boom with ${secret}`)
    }
    const out = await handlers['accounts.list']({})
    expect(out).toEqual({
      ok: false,
      error: {
        code: 'internal',
        message: 'Something went wrong in the wallet; the details are in its log.',
        words: { id: 'core.bridge.internal' },
      },
    })
    expect(logs.join('\n')).toMatch(
      /bridge accounts\.list: unexpected Error: .*boom with \[redacted\]/,
    )
    expect(logs.join('\n')).not.toContain(secret)
    core.close()
  })

  it("answers 'internal' when a result would break the contract", async () => {
    const { core, handlers, logs } = await setup()
    ;(core.settings as { get: () => unknown }).get = () => ({
      base_url: 'x',
      default_base_url: 'y',
      theme: 'neon',
      seed: 'ab'.repeat(32),
    })
    const out = await handlers['settings.get']({})
    expect(out.ok).toBe(false)
    expect(!out.ok && out.error.code).toBe('internal')
    expect(logs.join('\n')).toMatch(/settings\.get: result does not match the contract at theme/)
    core.close()
  })
})

describe('the lock, enforced where bridge calls enter the core', () => {
  it('keeps the language chosen, and tells it while locked, so the lock screen speaks it', async () => {
    const { handlers } = await setup()
    expect(await handlers['settings.language']({})).toEqual({
      ok: true,
      value: { language: 'system' },
    })
    expect(await handlers['settings.setLanguage']({ language: 'zh-TW' })).toMatchObject({
      ok: true,
      value: { language: 'zh-TW' },
    })
    expect(await handlers['settings.setLanguage']({ language: 'fr' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
    await handlers['lock.lock']({})
    expect(await handlers['settings.language']({})).toEqual({
      ok: true,
      value: { language: 'zh-TW' },
    })
    expect(await handlers['settings.setLanguage']({ language: 'en' })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    })
  })

  it('a locked core answers only lock.status, lock.unlock and lock.lock; every other method is refused as locked', async () => {
    const { core, handlers, grant } = await setup()
    await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      grant: await grant('import-account'),
    })
    expect(await handlers['lock.lock']({})).toMatchObject({ ok: true, value: { state: 'locked' } })
    for (const m of BRIDGE_METHODS.filter((x) => !OPEN_WHEN_LOCKED.has(x))) {
      expect([m, await handlers[m]({})]).toEqual([
        m,
        {
          ok: false,
          error: {
            code: 'locked',
            message: 'The wallet is locked. Unlock it with your passphrase.',
            words: { id: 'core.bridge.locked' },
          },
        },
      ])
    }
    expect(await handlers['lock.status']({})).toMatchObject({
      ok: true,
      value: { state: 'locked', accounts: 1 },
    })
    expect(await handlers['lock.unlock']({ passphrase: 'not it at all, sorry' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-passphrase' },
    })
    expect(await handlers['lock.unlock']({ passphrase: TEST_PASSPHRASE })).toMatchObject({
      ok: true,
      value: { state: 'unlocked' },
    })
    expect(await handlers['accounts.list']({})).toMatchObject({
      ok: true,
      value: [{ user_id: userId }],
    })
    core.close()
  })

  it('a wallet without a passphrase answers only what choosing one needs', async () => {
    const { core, handlers } = await setup(undefined, { passphrase: false })
    for (const m of BRIDGE_METHODS.filter((x) => !OPEN_IN_SETUP.has(x))) {
      expect([m, await handlers[m]({})]).toEqual([
        m,
        {
          ok: false,
          error: {
            code: 'no-passphrase',
            message: 'Choose a wallet passphrase first; it seals your keys.',
            words: { id: 'core.bridge.setup' },
          },
        },
      ])
    }
    expect(await handlers['lock.checkPassphrase']({ passphrase: 'password1' })).toMatchObject({
      ok: true,
      value: { ok: false, score: 0 },
    })
    expect(await handlers['lock.checkPassphrase']({ passphrase: TEST_PASSPHRASE })).toMatchObject({
      ok: true,
      value: { ok: true },
    })
    expect(await handlers['lock.setup']({ passphrase: 'password1' })).toMatchObject({
      ok: false,
      error: { code: 'weak-passphrase' },
    })
    const set = await handlers['lock.setup']({ passphrase: TEST_PASSPHRASE })
    expect(set).toMatchObject({
      ok: true,
      value: { status: { state: 'unlocked' }, grant: expect.stringMatching(/^[\w-]{43}$/) },
    })
    core.close()
  })

  it('every method that signs, unlocks, exports, changes keys or the service, or loosens the lock refuses without a fresh grant for it', async () => {
    const { core, handlers, grant } = await setup()
    const other = '6a1b2c3d-0000-4000-8000-0000000000ee'
    const digest = 'ab'.repeat(32)
    const fake = 'A'.repeat(43)
    const fixture = buildFixture()
    const offlineRequest = fixture.request(alice) as never as Parameters<typeof buildRequestFile>[1]
    const requestFile = buildRequestFile(userId, offlineRequest, fixture.spent, null, Date.now())
    await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      grant: await grant('import-account'),
    })
    // [method, input without its grant, the grant's purpose and subject]
    const cases: Array<[BridgeMethod, Record<string, unknown>, GrantPurpose, string | undefined]> =
      [
        [
          'requests.sign',
          { account: userId, request_id: other, summary_digest: digest, confirmed: true },
          'sign',
          other,
        ],
        [
          'requests.signOffline',
          { account: userId, text: requestFile, summary_digest: digest, confirmed: true },
          'sign',
          offlineRequest.request_id,
        ],
        [
          'requests.unlock',
          { account: userId, request_id: other, confirmed: true },
          'unlock-request',
          other,
        ],
        [
          'accounts.exportBackup',
          { account: userId, passphrase: 'a long and unusual backup phrase' },
          'export-backup',
          userId,
        ],
        ['accounts.importKeystore', { text: JSON.stringify(ks) }, 'import-account', undefined],
        [
          'accounts.restoreBackup',
          { text: '{}', passphrase: 'whatever it was' },
          'import-account',
          undefined,
        ],
        ['accounts.remove', { account: userId }, 'remove-account', userId],
        ['accounts.removeOrphan', { user_id: other }, 'remove-account', other],
        ['accounts.register', { account: userId, create_keys: true }, 'create-keys', userId],
        [
          'settings.setBaseUrl',
          { base_url: 'http://127.0.0.1:2' },
          'change-service',
          'http://127.0.0.1:2',
        ],
        [
          'lock.configure',
          { idle_minutes: 60, reauth_window_minutes: 15 },
          'loosen-lock',
          loosenLockSubject({ idleMs: 3600_000, reauthWindowMs: 900_000 }),
        ],
        // Last: it succeeds, and the passphrase is another one afterwards.
        [
          'lock.changePassphrase',
          { passphrase: 'another calm river below nine bridges' },
          'change-passphrase',
          undefined,
        ],
      ]
    for (const [m, input, purpose, subject] of cases) {
      const optional = [
        'requests.sign',
        'requests.signOffline',
        'accounts.register',
        'settings.setBaseUrl',
        'lock.configure',
      ].includes(m)
      if (optional)
        expect([m, await handlers[m](input)]).toEqual([
          m,
          expect.objectContaining({
            ok: false,
            error: expect.objectContaining({ code: 'reauth-required' }),
          }),
        ])
      else
        expect([m, await handlers[m](input)]).toEqual([
          m,
          expect.objectContaining({
            ok: false,
            error: expect.objectContaining({ code: 'invalid-input' }),
          }),
        ])
      expect([m, await handlers[m]({ ...input, grant: fake })]).toEqual([
        m,
        expect.objectContaining({
          ok: false,
          error: expect.objectContaining({ code: 'reauth-required' }),
        }),
      ])
      // A grant for another action (or another subject) is no better.
      const elsewhere = await grant(purpose === 'sign' ? 'unlock-request' : 'sign', subject)
      expect([m, await handlers[m]({ ...input, grant: elsewhere })]).toEqual([
        m,
        expect.objectContaining({
          ok: false,
          error: expect.objectContaining({ code: 'reauth-required' }),
        }),
      ])
      if (subject) {
        const wrongSubject = await grant(purpose, '6a1b2c3d-0000-4000-8000-0000000000dd')
        expect([m, await handlers[m]({ ...input, grant: wrongSubject })]).toEqual([
          m,
          expect.objectContaining({
            ok: false,
            error: expect.objectContaining({ code: 'reauth-required' }),
          }),
        ])
      }
      // With the right grant the method gets past the check (and fails, where it does, for its own reasons).
      const right = await handlers[m]({ ...input, grant: await grant(purpose, subject) })
      expect([m, !right.ok && right.error.code]).not.toEqual([m, 'reauth-required'])
    }
    core.close()
  })
})

describe('the treasury and payments', () => {
  it('answers a refused payment form as field errors in an ok envelope, creating nothing and reaching no service', async () => {
    const { core, handlers, grant } = await setup()
    await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      grant: await grant('import-account'),
    })
    const draft = {
      account: userId,
      members_hash: 'ab'.repeat(32),
      threshold: 2,
      asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8',
      to: ['carol'],
      amount: '1.123456789',
      memo: 'm'.repeat(256),
    }
    const out = await handlers['payments.propose'](draft)
    expect(out).toEqual({
      ok: true,
      value: {
        status: 'invalid',
        errors: [
          { field: 'to', message: words('accounts.field.notAReceiver', { text: 'carol' }) },
          { field: 'amount', message: words('accounts.field.amount', { reason: 'decimals' }) },
          {
            field: 'memo',
            message: words('accounts.field.memoTooLong', { bytes: '256', max: '255' }),
          },
        ],
      },
    })
    // The host words them; in English as before.
    const value = (out as { value: ProposalResult }).value
    const said = value.status === 'invalid' ? value.errors : []
    expect(said.map((e) => translator('en').say(e.message))).toEqual([
      '“carol” is not a user id, a user or code link, or a XIN or MIX address.',
      'At most 8 decimal places: the smallest amount is 0.00000001.',
      'The memo is 256 bytes; it must be under 256 bytes (at most 255).',
    ])
    expect(core.audit.list({ action: 'propose' })).toEqual([])
    // A valid form from an account the wallet does not follow: refused by name, before any call.
    const valid = { ...draft, to: [userId], amount: '1', memo: '' }
    expect(await handlers['payments.propose'](valid)).toEqual({
      ok: true,
      value: {
        status: 'invalid',
        errors: [{ field: 'account', message: words('accounts.field.notFollowed') }],
      },
    })
    // Followed, it goes to the service, which is not there: a network failure in words.
    const members = [userId, '6a1b2c3d-0000-4000-8000-00000000a0b0']
    core.cache.treasury.follow(
      userId,
      { members, members_hash: membersHash(members), threshold: 2 },
      'followed',
    )
    const offline = await handlers['payments.propose']({
      ...valid,
      members_hash: membersHash(members),
    })
    expect(offline).toMatchObject({
      ok: false,
      error: { code: 'network', message: 'The service could not be reached.' },
    })
    core.close()
  })

  it('reads the treasury, assets and conflicts from the cache without the service', async () => {
    const { core, handlers, grant } = await setup()
    await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      grant: await grant('import-account'),
    })
    expect(await handlers['treasury.list']({ account: userId })).toEqual({
      ok: true,
      value: { accounts: [], stale_after_ms: 3 * 24 * 3600 * 1000 },
    })
    expect(
      await handlers['assets.get']({
        account: userId,
        asset_ids: ['c94ac88f-4671-3976-b60a-09064f1811e8'],
        offline: true,
      }),
    ).toEqual({ ok: true, value: [] })
    expect(await handlers['requests.conflicts']({ account: userId })).toEqual({
      ok: true,
      value: [],
    })
    expect(
      await handlers['treasury.setLabel']({
        account: userId,
        members_hash: 'ab'.repeat(32),
        threshold: 2,
        label: 'x',
      }),
    ).toMatchObject({ ok: false, error: { code: 'shared-account-not-found' } })
    expect(await handlers['treasury.setStaleAfter']({ ms: 1000 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
    core.close()
  })
})

describe('people', () => {
  it('validates every input, answers from the cache when the service is not there, and refuses what names no person', async () => {
    const { core, handlers, grant } = await setup(`http://127.0.0.1:${await closedPort()}`)
    await handlers['accounts.importKeystore']({
      text: JSON.stringify(ks),
      grant: await grant('import-account'),
    })
    const bob = 'a1b2c3d4-0000-4000-8000-000000000002'
    core.cache.people.upsertMany([
      { user_id: bob, full_name: 'Bob', identity_number: '7000101', avatar_url: '' },
    ])
    core.people.meet(userId, [bob])
    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `a1b2c3d4-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    expect(await handlers['people.get']({ account: userId, user_ids: tooMany })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
    expect(await handlers['people.get']({ account: userId, user_ids: [] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    })
    expect(
      await handlers['people.search']({ account: userId, query: 'x'.repeat(129) }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    // The service is down: the cache answers, with the Person shape and nothing more.
    expect(await handlers['people.get']({ account: userId, user_ids: [bob, tooMany[0]!] })).toEqual(
      {
        ok: true,
        value: [
          {
            user_id: bob,
            full_name: 'Bob',
            identity_number: '7000101',
            avatar: null,
            fetched_at: expect.any(Number),
          },
        ],
      },
    )
    expect(await handlers['people.search']({ account: userId, query: 'BO' })).toMatchObject({
      ok: true,
      value: [{ full_name: 'Bob' }],
    })
    expect(await handlers['people.lookup']({ account: userId, ref: 'Bob' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-code' },
    })
    expect(await handlers['people.lookup']({ account: userId, ref: bob })).toMatchObject({
      ok: false,
      error: { code: 'network' },
    })
    core.close()
  })
})
