/**
 * The service address in Settings, over a real SQLite cache: a seed pasted into the field, alone or
 * inside an address, is kept nowhere — not in the audit log as listed, nor in the database file or
 * its WAL — and text that is not a URL is refused before anything is written.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../../../../src/main/core'
import { keychainBackend } from '../../../../../src/main/core/services/settings'
import { memoryKeychain } from '../../../../../harness/keychain'
import { grant } from '../../../../../harness/wallet-lock'
import { tempDir } from '../temp'

describe('keychainBackend', () => {
  it('names the keychain keytar uses on each platform', () => {
    expect(keychainBackend('linux')).toBe('Secret Service')
    expect(keychainBackend('darwin')).toBe('macOS Keychain')
    expect(keychainBackend('win32')).toBe('Windows Credential Manager')
    expect(keychainBackend('freebsd')).toBe('OS keychain')
  })
})

const SEED = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff)
const hex = Buffer.from(SEED).toString('hex')
/** Every way a seed is written: hex either case, base64, base64url, base64 without padding. */
const forms = [
  hex,
  hex.toUpperCase(),
  Buffer.from(SEED).toString('base64'),
  Buffer.from(SEED).toString('base64url'),
  Buffer.from(SEED).toString('base64').replace(/=+$/, ''),
]

/** A wallet whose every call to a service answers as something that is not a Mixin service; no real network. */
function wallet(): { core: Core; dataDir: string } {
  const dataDir = tempDir()
  const fetch = (async () =>
    new Response('<html>not here</html>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    })) as typeof globalThis.fetch
  const core = createCore({
    dataDir,
    keychain: memoryKeychain(),
    keychainService: 'cosigner-settings-test',
    baseUrl: 'http://127.0.0.1:1',
    scryptN: 1024,
    retry: { attempts: 1 },
    fetch,
    logger: { warn: () => {}, error: () => {} },
  })
  return { core, dataDir }
}

async function code(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => 'ok',
    (e: unknown) => (e as { code?: string }).code ?? 'thrown',
  )
}

describe('a seed pasted into the service address', () => {
  it('is refused as not a URL before anything is written, with or without a grant', async () => {
    const { core } = wallet()
    for (const pasted of [hex, `https://${hex}`, Buffer.from(SEED).toString('base64')]) {
      expect(await code(core.settings.setBaseUrl(pasted))).toBe('invalid-url')
      expect(
        await code(
          core.settings.setBaseUrl(pasted, { grant: await grant(core, 'change-service', pasted) }),
        ),
      ).toBe('invalid-url')
    }
    expect(core.audit.list({ action: 'service.change' })).toEqual([])
    expect(core.settings.get().base_url).toBe('http://127.0.0.1:1')
    core.close()
  })

  it('inside an address, is redacted from the audit entry, the database and its WAL', async () => {
    const { core, dataDir } = wallet()
    // Public IP literals, so the host is not looked up; the fake service answers as no Mixin service does.
    const addresses = forms.map((f, i) => `https://93.184.216.${34 + i}/${f}`)
    for (const url of addresses)
      expect(
        await code(
          core.settings.setBaseUrl(url, { grant: await grant(core, 'change-service', url) }),
        ),
      ).toBe('not-mixin-service')
    const entries = core.audit.list({ action: 'service.change' })
    expect(entries.map((e) => e.result)).toEqual(addresses.map(() => 'refused'))
    // What the entry keeps is still useful: where it was going, and why it was refused.
    expect(entries.at(-1)).toMatchObject({
      subject: 'https://93.184.216.34/[redacted]',
      detail: 'http://127.0.0.1:1 → https://93.184.216.34/[redacted]: CoreError:not-mixin-service',
    })
    const listed = JSON.stringify(entries)
    core.close()
    const file = join(dataDir, 'cache.sqlite')
    const stored = [file, `${file}-wal`].filter(existsSync).map((f) => readFileSync(f))
    expect(stored.length).toBeGreaterThan(0)
    for (const f of forms) {
      expect(listed).not.toContain(f)
      for (const bytes of stored) expect(bytes.includes(Buffer.from(f))).toBe(false)
    }
    for (const bytes of stored) expect(bytes.includes(Buffer.from(SEED))).toBe(false)
  })
})
