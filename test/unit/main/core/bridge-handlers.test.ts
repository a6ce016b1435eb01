import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { BRIDGE_METHODS, bridge, envelopeOf } from '../../../../src/shared/bridge'
import { createCore, keychainBackend, type Core } from '../../../../src/main/core'
import { createBridgeHandlers, redact } from '../../../../src/main/core/bridge-handlers'
import { memoryKeychain } from '../../../helpers/keychain'
import { keystore } from './vault/helpers'
import { tempDir } from './temp'

async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const port = (probe.address() as AddressInfo).port
  await new Promise((r) => probe.close(r))
  return port
}

function setup(base = 'http://127.0.0.1:1') {
  const logs: string[] = []
  const core: Core = createCore({ dataDir: tempDir(), keychain: memoryKeychain(), baseUrl: base, backupScryptN: 1024, retry: { attempts: 1 } })
  const log = { warn: (m: string) => void logs.push(m), error: (m: string) => void logs.push(m) }
  return { core, logs, handlers: createBridgeHandlers(core, { log }) }
}

const ks = keystore()
const userId = ks.app_id as string

describe('the handler map', () => {
  it('has exactly one handler per method of the contract', () => {
    const { core, handlers } = setup()
    expect(Object.keys(handlers).sort()).toEqual([...BRIDGE_METHODS].sort())
    core.close()
  })
})

describe('input validation', () => {
  it('refuses wrong types, missing fields and unknown keys with invalid-input', async () => {
    const { core, handlers } = setup()
    const cases: Array<[keyof typeof handlers, unknown, RegExp]> = [
      ['requests.list', { account: 'not-a-uuid-SECRET' }, /^account: /],
      ['requests.list', {}, /^account: /],
      ['accounts.list', { extra: 1 }, /unrecognized/i],
      ['requests.sign', { account: userId, request_id: userId, summary_digest: 'ab'.repeat(32), confirmed: false }, /^confirmed: explicit confirmation/],
      ['requests.sign', { account: userId, request_id: userId, summary_digest: 'xyz', confirmed: true }, /^summary_digest: /],
      ['groups.mute', { account: userId, conversation_id: userId, preset: 'custom' }, /^seconds: /],
      ['groups.mute', { account: userId, conversation_id: userId, preset: '8h', seconds: 5 }, /^seconds: /],
      ['settings.setTheme', { theme: 'neon' }, /^theme: /],
      ['accounts.importKeystore', 'just a string', /^input: /],
    ]
    for (const [method, input, message] of cases) {
      const out = await handlers[method](input)
      expect([method, out]).toEqual([method, { ok: false, error: { code: 'invalid-input', message: expect.stringMatching(message) } }])
      expect(JSON.stringify(out)).not.toContain('SECRET')
    }
    core.close()
  })

  it('treats a missing input as an empty object', async () => {
    const { core, handlers } = setup()
    expect(await handlers['accounts.list'](undefined)).toEqual({ ok: true, value: [] })
    core.close()
  })
})

describe('envelopes', () => {
  it('answers {ok: true, value} that matches the result schema and carries no extra fields', async () => {
    const { core, handlers } = setup()
    const out = await handlers['accounts.importKeystore']({ text: JSON.stringify(ks), label: 'Treasury' })
    expect(envelopeOf(bridge['accounts.importKeystore'].result).safeParse(out).success).toBe(true)
    expect(out.ok && Object.keys(out.value as object).sort()).toEqual(
      ['created_at', 'label', 'registered_at', 'session_id', 'session_public_key', 'spend_public_key', 'tip_public_key', 'user_id'],
    )
    expect(await handlers['settings.setTheme']({ theme: 'dark' })).toEqual({
      ok: true,
      value: { base_url: 'http://127.0.0.1:1', default_base_url: 'http://127.0.0.1:1', theme: 'dark', keychain: { backend: keychainBackend(process.platform), service: 'cosigner' } },
    })
    const audit = await handlers['audit.list']({ account: userId })
    expect(audit.ok && (audit.value as { action: string }[]).map((e) => e.action)).toEqual(['account.import'])
    const page = await handlers['requests.list']({ account: userId })
    expect(page).toEqual({ ok: true, value: { items: [], counts: { 'needs-signature': 0, waiting: 0, done: 0, unlocked: 0 } } })
    core.close()
  })

  it('maps typed errors to their codes', async () => {
    const { core, handlers } = setup(`http://127.0.0.1:${await closedPort()}`)
    const code = async (m: keyof typeof handlers, input: unknown) => {
      const out = await handlers[m](input)
      return out.ok ? 'ok' : out.error.code
    }
    expect(await code('accounts.importKeystore', { text: '{"app_id": 1}' })).toBe('invalid-keystore')
    expect(await code('requests.review', { account: userId, request_id: userId })).toBe('account-not-found')
    expect(await code('settings.setBaseUrl', { base_url: 'ftp://example.com' })).toBe('invalid-url')
    expect(await code('accounts.importKeystore', { text: JSON.stringify(ks) })).toBe('ok')
    expect(await code('accounts.exportBackup', { account: userId, passphrase: 'short' })).toBe('weak-passphrase')
    expect(await code('accounts.restoreBackup', { text: '{}', passphrase: 'long enough pass' })).toBe('invalid-backup')
    expect(await code('requests.sync', { account: userId })).toBe('network')
    expect(await code('requests.openFile', { account: userId, text: 'not json' })).toBe('invalid-file')
    expect(await code('codes.resolve', { account: userId, code: 'hello' })).toBe('invalid-code')
    expect(await code('requests.review', { account: userId, request_id: userId, offline: true })).toBe('request-not-found')
    expect(await code('groups.open', { account: userId, conversation_id: userId, offline: true })).toBe('conversation-not-found')
    core.close()
  })

  it("turns an unexpected error into 'internal' with a generic message, logging it redacted", async () => {
    const { core, handlers, logs } = setup()
    const secret = 'ab'.repeat(32)
    ;(core.accounts as unknown as { list: () => never }).list = () => {
      throw new Error(`boom with ${secret}`)
    }
    const out = await handlers['accounts.list']({})
    expect(out).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong in the wallet; the details are in its log.' } })
    expect(logs.join('\n')).toMatch(/bridge accounts\.list: unexpected Error: .*boom with \[redacted\]/)
    expect(logs.join('\n')).not.toContain(secret)
    core.close()
  })

  it("answers 'internal' when a result would break the contract", async () => {
    const { core, handlers, logs } = setup()
    ;(core.settings as { get: () => unknown }).get = () => ({ base_url: 'x', default_base_url: 'y', theme: 'neon', seed: 'ab'.repeat(32) })
    const out = await handlers['settings.get']({})
    expect(out.ok).toBe(false)
    expect(!out.ok && out.error.code).toBe('internal')
    expect(logs.join('\n')).toMatch(/settings\.get: result does not match the contract at theme/)
    core.close()
  })
})

describe('redact', () => {
  it('hides long hex and base64 runs, keeps ordinary text and ids', () => {
    expect(redact(`seed ${'0f'.repeat(32)} token eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.eyJ1aWQiOiJhIn0xxxxxxxxxxxxx`)).toBe('seed [redacted] token [redacted]')
    expect(redact('GET /safe/multisigs/6a1b2c3d-0000-4000-8000-00000000a001 failed')).toBe('GET /safe/multisigs/6a1b2c3d-0000-4000-8000-00000000a001 failed')
    expect(redact(`b64 ${Buffer.alloc(32, 7).toString('base64')} url ${Buffer.alloc(32, 0xfb).toString('base64url')}`)).toBe('b64 [redacted] url [redacted]')
  })
})

describe('the treasury and payments', () => {
  it('answers a refused payment form as field errors in an ok envelope, creating nothing and reaching no service', async () => {
    const { core, handlers } = setup()
    await handlers['accounts.importKeystore']({ text: JSON.stringify(ks) })
    const draft = { account: userId, members_hash: 'ab'.repeat(32), threshold: 2, asset_id: 'c94ac88f-4671-3976-b60a-09064f1811e8', to: ['carol'], amount: '1.123456789', memo: 'm'.repeat(256) }
    const out = await handlers['payments.propose'](draft)
    expect(out).toEqual({
      ok: true,
      value: {
        status: 'invalid',
        errors: [
          { field: 'to', message: '“carol” is not a user id, a user or code link, or a XIN or MIX address.' },
          { field: 'amount', message: 'At most 8 decimal places: the smallest amount is 0.00000001.' },
          { field: 'memo', message: 'The memo is 256 bytes; it must be under 256 bytes (at most 255).' },
        ],
      },
    })
    expect(core.audit.list({ action: 'propose' })).toEqual([])
    // A valid form goes to the service, which is not there: a network failure in words.
    const offline = await handlers['payments.propose']({ ...draft, to: [userId], amount: '1', memo: '' })
    expect(offline).toMatchObject({ ok: false, error: { code: 'network', message: expect.stringMatching(/^The service refused or failed: the service could not be reached/) } })
    core.close()
  })

  it('reads the treasury, assets and conflicts from the cache without the service', async () => {
    const { core, handlers } = setup()
    await handlers['accounts.importKeystore']({ text: JSON.stringify(ks) })
    expect(await handlers['treasury.list']({ account: userId })).toEqual({ ok: true, value: { accounts: [], stale_after_ms: 3 * 24 * 3600 * 1000 } })
    expect(await handlers['assets.get']({ account: userId, asset_ids: ['c94ac88f-4671-3976-b60a-09064f1811e8'], offline: true })).toEqual({ ok: true, value: [] })
    expect(await handlers['requests.conflicts']({ account: userId })).toEqual({ ok: true, value: [] })
    expect(await handlers['treasury.setLabel']({ account: userId, members_hash: 'ab'.repeat(32), threshold: 2, label: 'x' })).toMatchObject({ ok: false, error: { code: 'shared-account-not-found' } })
    expect(await handlers['treasury.setStaleAfter']({ ms: 1000 })).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    core.close()
  })
})
