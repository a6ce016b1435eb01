import { describe, expect, it } from 'vitest'
import { createCore } from '../../../../../src/main/core'
import { createBridgeHandlers } from '../../../../../src/main/core/bridge-handlers'
import { memoryKeychain } from '../../../../../harness/keychain'
import { keystore } from '../vault/helpers'
import { tempDir } from '../temp'
import { importAccount } from '../../../../../harness/wallet-lock'

const ks = keystore()
const userId = ks.app_id as string
const GROUP = '9b0c7e4e-3f7a-4f3e-9d4a-0c6b1d2e3f40'

describe('groups.sendText', () => {
  it('posts one PLAIN_TEXT message with the UTF-8 text in base64url, and audits it without the text', async () => {
    const seen: { url: string; body: unknown }[] = []
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      seen.push({ url: String(url), body: JSON.parse(String(init?.body)) })
      return new Response(JSON.stringify({ data: {} }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }) as typeof fetch
    const core = createCore({
      dataDir: tempDir(),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
      fetch: fakeFetch,
      clock: () => 1_700_000_000_000,
      retry: { attempts: 1 },
    })
    const handlers = createBridgeHandlers(core)
    await importAccount(core, JSON.stringify(ks))
    const text = 'Review “this” ✓'
    const r = await handlers['groups.sendText']({ account: userId, conversation_id: GROUP, text })
    expect(r.ok).toBe(true)
    const value = (
      r as { ok: true; value: { message_id: string; conversation_id: string; created_at: string } }
    ).value
    expect(value.conversation_id).toBe(GROUP)
    expect(value.created_at).toBe('2023-11-14T22:13:20.000Z')
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe('http://127.0.0.1:1/messages')
    expect(seen[0]!.body).toEqual([
      {
        conversation_id: GROUP,
        message_id: value.message_id,
        category: 'PLAIN_TEXT',
        data_base64: Buffer.from(text).toString('base64url'),
      },
    ])
    const [entry] = core.audit.list({ action: 'group.message' })
    expect([entry!.actor, entry!.subject, entry!.result]).toEqual([userId, GROUP, 'ok'])
    expect(entry!.detail).not.toContain('Review')
    expect(
      await handlers['groups.sendText']({ account: userId, conversation_id: GROUP, text: '' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(
      await handlers['groups.sendText']({
        account: userId,
        conversation_id: GROUP,
        text: 'x'.repeat(4001),
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(seen).toHaveLength(1)
    core.close()
  })
})
