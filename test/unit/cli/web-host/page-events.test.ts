/** The web host's push channel to its page: token-guarded, one block per event, ended by the host's close. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVENTS_PATH,
  pageEventHub,
  type PageEventHub,
} from '../../../../src/cli/web-host/page-events'
import { startWebHost, type RunningWebHost } from '../../../../src/cli/web-host/server'
import { BRIDGE_METHODS, type BridgeHandlers } from '../../../../src/shared/bridge'
import { raw } from './http'

const TOKEN = 'test-token-0123456789abcdefghijklmnopqrstuv'
const handlers = Object.fromEntries(
  BRIDGE_METHODS.map((m) => [m, async () => ({ ok: true, value: null })]),
) as unknown as BridgeHandlers
let dir: string
let hub: PageEventHub
let host: RunningWebHost

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-page-events-'))
  mkdirSync(path.join(dir, 'renderer'))
  writeFileSync(path.join(dir, 'renderer', 'index.html'), '<html><head></head></html>')
  hub = pageEventHub()
  host = await startWebHost({
    handlers,
    rendererDir: path.join(dir, 'renderer'),
    token: TOKEN,
    events: hub,
  })
})
afterAll(async () => {
  await host.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Opens the stream with the token; collects what arrives until it ends. */
function listen(
  port: number,
): Promise<{ res: IncomingMessage; text: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: EVENTS_PATH, headers: { authorization: `Bearer ${TOKEN}` } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        const ended = new Promise<void>((done) => res.on('close', () => done()))
        resolve({ res, text: () => text, ended })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const until = async (probe: () => boolean) => {
  for (let i = 0; i < 200 && !probe(); i++) await new Promise((r) => setTimeout(r, 5))
}

describe('the page events', () => {
  it('streams one block per event to each page listening, and nothing else', async () => {
    const one = await listen(host.port)
    const two = await listen(host.port)
    expect(one.res.statusCode).toBe(200)
    expect(one.res.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(one.res.headers['x-content-type-options']).toBe('nosniff')
    expect(Object.keys(one.res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
    hub.publish({ name: 'needs-signature' })
    await until(() => one.text() !== '' && two.text() !== '')
    await new Promise((r) => setTimeout(r, 50))
    expect(one.text()).toBe('event: needs-signature\ndata: {}\n\n')
    expect(two.text()).toBe('event: needs-signature\ndata: {}\n\n')
    one.res.destroy()
    two.res.destroy()
  })

  it('carries a new message’s notice words, and nothing of the message', async () => {
    const page = await listen(host.port)
    const notices = {
      en: { title: 'Cosigner', body: 'Bob in Treasury: New message' },
      'zh-CN': { title: 'Cosigner', body: 'Bob 在“Treasury”：新消息' },
      'zh-TW': { title: 'Cosigner', body: 'Bob 在「Treasury」：新訊息' },
    }
    hub.publish({ name: 'new-message', notices })
    await until(() => page.text() !== '')
    expect(page.text()).toBe(`event: new-message\ndata: ${JSON.stringify({ notices })}\n\n`)
    page.res.destroy()
  })

  it('refuses a page without the token, and any method but GET', async () => {
    expect((await raw(host.port, { path: EVENTS_PATH })).status).toBe(401)
    expect(
      (
        await raw(host.port, {
          path: EVENTS_PATH,
          headers: { authorization: 'Bearer wrong-token-0123456789abcdefghijklmn' },
        })
      ).status,
    ).toBe(401)
    const post = await raw(host.port, {
      method: 'POST',
      path: EVENTS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET')
  })

  it('answers 404 on a host that pushes nothing', async () => {
    const quiet = await startWebHost({
      handlers,
      rendererDir: path.join(dir, 'renderer'),
      token: TOKEN,
    })
    try {
      expect(
        (
          await raw(quiet.port, {
            path: EVENTS_PATH,
            headers: { authorization: `Bearer ${TOKEN}` },
          })
        ).status,
      ).toBe(404)
    } finally {
      await quiet.close()
    }
  })

  it('stops streaming to a page that went, and ends every stream when the host closes', async () => {
    const gone = await listen(host.port)
    gone.res.destroy()
    await gone.ended
    const other = pageEventHub()
    const closing = await startWebHost({
      handlers,
      rendererDir: path.join(dir, 'renderer'),
      token: TOKEN,
      events: other,
    })
    const page = await listen(closing.port)
    await closing.close()
    await page.ended
    expect(page.text()).toBe('')
    // Publishing after the pages went reaches nobody and fails nothing.
    expect(() => hub.publish({ name: 'needs-signature' })).not.toThrow()
  })
})
