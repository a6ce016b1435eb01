/**
 * Keystores are checked with the real sequencer before anything is stored (a wrong spend key, or a
 * missing one, for a registered account is explained and leaves nothing behind); accounts can be
 * removed, and keys the keychain holds for no account are found and removed; the service address
 * takes https:// (but for this computer), a confirmation for a private address, a grant, and an
 * answer from a Mixin-compatible service, and every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type CoreWithInternals } from '../../../src/main/core'
import { grant, importAccount } from '../../../harness/wallet-lock'
import { newCore, newUser, startHarness, type Harness } from '../../../harness/wallet-network'

async function code(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string }).code ?? 'thrown',
  )
}

describe('keystores, accounts and the service address', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => h?.close())

  it('refuses a keystore whose spend key is not the one registered, or that lacks it, and stores nothing', async () => {
    const dora = newUser(h, 'Dora', true)
    const core = newCore(h, 'dora')
    const wrongSpend = JSON.stringify({ ...dora.keystore, spend_private_key: '7'.repeat(64) })
    const e = await importAccount(core, wrongSpend).catch((x: unknown) => x)
    expect(isCoreError(e, 'keystore-mismatch') && (e as Error).message).toMatch(
      /not the one the service has registered.*Nothing was imported\.$/,
    )
    const { spend_private_key: _drop, ...noSpend } = dora.keystore
    expect(await code(importAccount(core, JSON.stringify(noSpend)))).toBe('keystore-incomplete')
    expect(core.accounts.list()).toEqual([])
    expect(await core.vault.storedAccounts()).toEqual([])
    // The right keystore goes in, already known as registered.
    const row = await importAccount(core, dora.text)
    expect(row.registered_at).not.toBeNull()
    expect(core.audit.list({ action: 'account.import' }).map((x) => x.result)).toEqual([
      'ok',
      'refused',
      'refused',
    ])
  })

  it('refuses a keystore whose session the service does not accept', async () => {
    const erin = newUser(h, 'Erin', true)
    const core = newCore(h, 'erin')
    expect(
      await code(
        importAccount(
          core,
          JSON.stringify({ ...erin.keystore, session_private_key: '5'.repeat(64) }),
        ),
      ),
    ).toBe('keystore-refused')
    expect(core.accounts.list()).toEqual([])
  })

  it('removes an account with a grant, and finds and removes keys no account owns', async () => {
    const finn = newUser(h, 'Finn', true)
    const gail = newUser(h, 'Gail', true)
    const core: CoreWithInternals = newCore(h, 'finn')
    await importAccount(core, finn.text)
    await importAccount(core, gail.text)
    expect(await code(core.accounts.remove(finn.userId, undefined))).toBe('reauth-required')
    await core.accounts.remove(finn.userId, await grant(core, 'remove-account', finn.userId))
    expect(core.accounts.list().map((a) => a.user_id)).toEqual([gail.userId])
    expect((await core.vault.storedAccounts()).map((s) => s.userId)).toEqual([gail.userId])
    // A seed whose account row is gone (its clean-up failed): offered for removal.
    core.cache.accounts.remove(gail.userId)
    expect(await core.accounts.orphans()).toEqual([
      { user_id: gail.userId, kinds: ['session', 'spend', 'tip'] },
    ])
    expect(
      await code(
        core.accounts.removeOrphan(gail.userId, await grant(core, 'remove-account', finn.userId)),
      ),
    ).toBe('reauth-required')
    expect(
      await core.accounts.removeOrphan(
        gail.userId,
        await grant(core, 'remove-account', gail.userId),
      ),
    ).toBe(3)
    expect(await core.accounts.orphans()).toEqual([])
    expect(core.audit.list({ action: 'account.remove' }).map((x) => x.result)).toEqual([
      'ok',
      'refused',
    ])
    expect(core.audit.list({ action: 'keys.remove' }).map((x) => x.result)).toEqual([
      'ok',
      'refused',
    ])
  })

  it('moves to another address only over https (but for this computer), after a grant and a Mixin-compatible answer', async () => {
    const core = newCore(h, 'service')
    await grant(core, 'sign') // a passphrase, so the wallet is unlocked
    const alias = h.server.url.replace('127.0.0.1', 'localhost')
    expect(
      await code(
        core.settings.setBaseUrl('http://example.com', {
          grant: await grant(core, 'change-service', 'http://example.com'),
        }),
      ),
    ).toBe('insecure-url')
    expect(await code(core.settings.setBaseUrl(alias))).toBe('reauth-required')
    expect(
      await code(
        core.settings.setBaseUrl(alias, {
          grant: await grant(core, 'change-service', h.server.url),
        }),
      ),
    ).toBe('reauth-required')
    const moved = await core.settings.setBaseUrl(alias, {
      grant: await grant(core, 'change-service', alias),
    })
    expect(moved.base_url).toBe(alias)
    // Something that answers, but not as a Mixin service (the sequencer's Blaze path is not an API).
    const notMixin = `${h.server.url}/not-an-api`
    expect(
      await code(
        core.settings.setBaseUrl(notMixin, {
          grant: await grant(core, 'change-service', notMixin),
        }),
      ),
    ).toBe('not-mixin-service')
    // Nothing listens there.
    expect(
      await code(
        core.settings.setBaseUrl('http://127.0.0.1:1', {
          grant: await grant(core, 'change-service', 'http://127.0.0.1:1'),
        }),
      ),
    ).toBe('network')
    expect(core.settings.get().base_url).toBe(alias)
    await core.settings.setBaseUrl(null, { grant: await grant(core, 'change-service', 'default') })
    expect(core.settings.get().base_url).toBe(h.server.url)
    const log = core.audit.list({ action: 'service.change' })
    expect(log.map((x) => x.result)).toEqual([
      'ok',
      'failed',
      'refused',
      'ok',
      'refused',
      'refused',
    ])
    expect(log[3]!.detail).toBe(`${h.server.url} → ${alias}`)
  })

  it('asks for a private address to be confirmed by its host name before contacting it', async () => {
    const contacted: string[] = []
    // Never a real request to a private network: this fetch answers as a Mixin service would.
    const fakeFetch = (async (url: string | URL) => {
      contacted.push(String(url))
      return new Response(
        JSON.stringify({
          error: { status: 401, code: 401, description: 'Unauthorized, maybe invalid token.' },
        }),
        { status: 401, headers: { 'content-type': 'application/json' } },
      )
    }) as typeof fetch
    const core = newCore(h, 'private', { fetch: fakeFetch })
    await grant(core, 'sign')
    const url = 'https://192.168.1.20:8443'
    const e = await core.settings
      .setBaseUrl(url, { grant: await grant(core, 'change-service', url) })
      .catch((x: unknown) => x)
    expect(isCoreError(e, 'private-host') && (e as Error).message).toMatch(
      /^192\.168\.1\.20 is an address on a private network/,
    )
    expect(
      await code(
        core.settings.setBaseUrl(url, {
          grant: await grant(core, 'change-service', url),
          confirmHost: '192.168.1.21',
        }),
      ),
    ).toBe('private-host')
    expect(
      await code(
        core.settings.setBaseUrl('https://[fe80::1]:8443', {
          grant: await grant(core, 'change-service', 'https://[fe80::1]:8443'),
        }),
      ),
    ).toBe('private-host')
    expect(contacted).toEqual([])
    const saved = await core.settings.setBaseUrl(url, {
      grant: await grant(core, 'change-service', url),
      confirmHost: '192.168.1.20',
    })
    expect(saved.base_url).toBe(url)
    expect(contacted).toEqual([`${url}/safe/me`])
    expect(core.audit.list({ action: 'service.change' }).map((x) => x.result)).toEqual([
      'ok',
      'refused',
      'refused',
      'refused',
    ])
  })
})
