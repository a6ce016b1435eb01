/**
 * Attachments in-process (wire-formats §8.3): create, upload with the SDK's PUT, read the object,
 * fetch the bytes from view_url; the tokens in the URLs are the only credential and are checked;
 * the object (and with it view_url) is read only by its uploader and the participants of a
 * conversation it was sent in; the URLs come from the configured public address, never the Host
 * header; the upload limit holds (default 10 MiB, configurable); attachments never uploaded are swept.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttachmentView, DEFAULT_ATTACHMENT_MAX_BYTES } from '../../../../src/shared/api/attachment'
import { ErrorCode } from '../../../../src/shared/api/error'
import { signAccessToken } from '../../../../src/shared/auth'
import { manualClock } from '../../../../src/sequencer/clock'
import { buildSequencer } from '../../../../src/sequencer/assemble'
import { startSequencer, type RunningSequencer } from '../../../../src/sequencer/server'
import { sweepExpiredMessages } from '../../../../src/sequencer/messages/sweep'
import { uniqueConversationId } from '../../../../src/shared/kernel/ids'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  newSequencer,
  TEST_START_MS,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser, bob: TestUser, carol: TestUser
beforeAll(async () => {
  seq = newSequencer()
  ;[alice, bob, carol] = [
    await createTestUser(seq.ctx, 'Alice'),
    await createTestUser(seq.ctx, 'Bob'),
    await createTestUser(seq.ctx, 'Carol'),
  ]
})
afterAll(() => seq?.close())

const create = async (user = alice) =>
  AttachmentView.strict().parse(
    await dataOf(await authedRequest(seq.app, user.keystore, 'POST', '/attachments')),
  )
const put = (url: string, body: Uint8Array | string, app = seq.app) =>
  app.request(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-amz-acl': 'public-read' },
    body,
  })
const snapshot = () => dumpTables(seq.ctx.db, { except: ['used_tokens'] })
const withToken = (url: string, token: string) => url.replace(/token=[0-9a-f]+/, `token=${token}`)

describe('create, upload, read, view', () => {
  it('creates an attachment whose URLs point at the public address and carry 256-bit tokens', async () => {
    const a = await create()
    expect(a.upload_url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1/attachments/${a.attachment_id}/upload\\?token=[0-9a-f]{64}$`,
      ),
    )
    expect(a.view_url).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1/attachments/${a.attachment_id}/view\\?token=[0-9a-f]{64}$`,
      ),
    )
    expect(new URL(a.upload_url).searchParams.get('token')).not.toBe(
      new URL(a.view_url).searchParams.get('token'),
    )
    const again = await create()
    expect(again.attachment_id).not.toBe(a.attachment_id)
  })

  it('accepts an empty body or {} (clients differ) and needs a token', async () => {
    await create()
    expect((await authedRequest(seq.app, alice.keystore, 'POST', '/attachments', {})).status).toBe(
      200,
    )
    expect((await seq.app.request('/attachments', { method: 'POST' })).status).toBe(401)
  })

  it('stores the bytes of a PUT and serves them from view_url', async () => {
    const a = await create()
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff)
    const res = await put(a.upload_url, bytes)
    expect(res.status).toBe(200)
    const view = await seq.app.request(a.view_url)
    expect(view.status).toBe(200)
    expect(view.headers.get('content-type')).toBe('application/octet-stream')
    expect(view.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(bytes)
  })

  it('GET /attachments/:id: the same object; upload_url only for the creator before the upload', async () => {
    const a = await create()
    const mine = AttachmentView.strict().parse(
      await dataOf(
        await authedRequest(
          seq.app,
          alice.keystore,
          'GET',
          `/attachments/${a.attachment_id.toUpperCase()}`,
        ),
      ),
    )
    expect(mine).toEqual(a)
    await put(a.upload_url, 'x')
    const after = AttachmentView.parse(
      await dataOf(
        await authedRequest(seq.app, alice.keystore, 'GET', `/attachments/${a.attachment_id}`),
      ),
    )
    expect(after).toEqual({ ...a, upload_url: '' })
    expect(
      (await authedRequest(seq.app, alice.keystore, 'GET', `/attachments/${crypto.randomUUID()}`))
        .status,
    ).toBe(404)
    expect((await authedRequest(seq.app, alice.keystore, 'GET', '/attachments/nope')).status).toBe(
      400,
    )
    expect((await seq.app.request(`/attachments/${a.attachment_id}`)).status).toBe(401)
  })

  it('view_url before the upload is 404', async () => {
    const a = await create()
    expect((await seq.app.request(a.view_url)).status).toBe(404)
  })
})

describe('who reads an attachment', () => {
  const read = (user: TestUser, id: string) =>
    authedRequest(seq.app, user.keystore, 'GET', `/attachments/${id}`)
  const sendFile = async (conversationId: string, attachmentId: string) => {
    const data = Buffer.from(
      JSON.stringify({
        attachment_id: attachmentId,
        mime_type: 'application/pdf',
        size: 1,
        name: 'a.pdf',
      }),
    ).toString('base64')
    const res = await authedRequest(seq.app, alice.keystore, 'POST', '/messages', [
      {
        conversation_id: conversationId,
        message_id: crypto.randomUUID(),
        category: 'PLAIN_DATA',
        data_base64: data,
      },
    ])
    expect(res.status).toBe(200)
  }

  it('its uploader, and the participants of a conversation it was sent in; to anyone else it does not exist', async () => {
    const a = await create()
    await put(a.upload_url, 'for bob')
    const unknown = await read(bob, a.attachment_id)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual(await (await read(bob, crypto.randomUUID())).json())

    const contact = {
      category: 'CONTACT',
      conversation_id: uniqueConversationId(alice.userId, bob.userId),
      participants: [{ user_id: bob.userId }],
    }
    expect(
      (await authedRequest(seq.app, alice.keystore, 'POST', '/conversations', contact)).status,
    ).toBe(200)
    await sendFile(contact.conversation_id, a.attachment_id)
    expect(AttachmentView.parse(await dataOf(await read(bob, a.attachment_id)))).toEqual({
      ...a,
      upload_url: '',
    })
    expect((await read(carol, a.attachment_id)).status).toBe(404)

    // Sent into a group too: its members read it, carol among them.
    const group = {
      category: 'GROUP',
      conversation_id: crypto.randomUUID(),
      name: 'G',
      participants: [{ user_id: carol.userId }],
    }
    expect(
      (await authedRequest(seq.app, alice.keystore, 'POST', '/conversations', group)).status,
    ).toBe(200)
    await sendFile(group.conversation_id, a.attachment_id.toUpperCase())
    expect((await read(carol, a.attachment_id)).status).toBe(200)
  })
})

describe('the public address', () => {
  /** POST /attachments over a real socket, naming `host` in the Host header. */
  const createVia = (server: RunningSequencer, user: TestUser, host: string) =>
    new Promise<AttachmentView>((resolve, reject) => {
      const token = signAccessToken({
        userId: user.userId,
        sessionId: user.sessionId,
        sessionSeed: user.sessionSeed,
        method: 'POST',
        uri: '/attachments',
      })
      const req = request(
        `${server.url}/attachments`,
        { method: 'POST', headers: { host, authorization: `Bearer ${token}` } },
        (res) => {
          let body = ''
          res.on('data', (d: Buffer) => (body += d.toString()))
          res.on('end', () =>
            resolve(AttachmentView.parse((JSON.parse(body) as { data: unknown }).data)),
          )
        },
      )
      req.on('error', reject)
      req.end()
    })

  it('builds the URLs from the configured address (the listener by default), whatever Host the request names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cosigner-att-'))
    try {
      for (const publicUrl of [undefined, 'https://sequencer.example:8443/']) {
        const server = await startSequencer({
          dbFile: join(dir, 'seq.db'),
          ...(publicUrl ? { publicUrl } : {}),
        })
        try {
          const user = await createTestUser(server.ctx, 'Host')
          const a = await createVia(server, user, 'evil.example')
          const base = publicUrl ? 'https://sequencer.example:8443' : server.url
          expect(
            a.upload_url.startsWith(`${base}/attachments/${a.attachment_id}/upload?token=`),
          ).toBe(true)
          expect(a.view_url.startsWith(`${base}/attachments/${a.attachment_id}/view?token=`)).toBe(
            true,
          )
        } finally {
          await server.close()
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the tokens are the credential', () => {
  it('refuses a PUT with a wrong, missing or other attachment’s token, reading nothing', async () => {
    const a = await create()
    const b = await create()
    const before = snapshot()
    const bad = [
      withToken(a.upload_url, '0'.repeat(64)),
      a.upload_url.replace(/\?.*$/, ''),
      withToken(a.upload_url, new URL(b.upload_url).searchParams.get('token')!),
      withToken(a.upload_url, new URL(a.view_url).searchParams.get('token')!),
      a.upload_url.replace(a.attachment_id, crypto.randomUUID()),
      a.upload_url.replace(a.attachment_id, 'nope'),
    ]
    for (const url of bad) {
      const res = await put(url, 'evil')
      expect(res.status).toBe(403)
      expect(((await res.json()) as { error: { code: number } }).error.code).toBe(
        ErrorCode.Forbidden,
      )
    }
    expect(snapshot()).toEqual(before)
  })

  it('refuses view_url with a wrong token', async () => {
    const a = await create()
    await put(a.upload_url, 'secret')
    expect((await seq.app.request(withToken(a.view_url, 'f'.repeat(64)))).status).toBe(403)
    expect(
      (
        await seq.app.request(
          withToken(a.view_url, new URL(a.upload_url).searchParams.get('token')!),
        )
      ).status,
    ).toBe(403)
  })

  it('an upload happens once: the same bytes again succeed, other bytes are 409', async () => {
    const a = await create()
    expect((await put(a.upload_url, 'first')).status).toBe(200)
    expect((await put(a.upload_url, 'first')).status).toBe(200)
    const before = snapshot()
    expect((await put(a.upload_url, 'second')).status).toBe(409)
    expect(snapshot()).toEqual(before)
    expect(await (await seq.app.request(a.view_url)).text()).toBe('first')
  })
})

describe('size limit', () => {
  it('takes exactly 10 MiB by default and refuses one byte more with 413', async () => {
    const a = await create()
    const b = await create()
    expect((await put(a.upload_url, new Uint8Array(DEFAULT_ATTACHMENT_MAX_BYTES + 1))).status).toBe(
      413,
    )
    expect((await put(b.upload_url, new Uint8Array(DEFAULT_ATTACHMENT_MAX_BYTES))).status).toBe(200)
    const view = await seq.app.request(b.view_url)
    expect((await view.arrayBuffer()).byteLength).toBe(DEFAULT_ATTACHMENT_MAX_BYTES)
  })

  it('is configurable, and holds for a streamed body without a length', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cosigner-att-'))
    const clock = manualClock(TEST_START_MS)
    const { app, ctx } = buildSequencer({
      dbFile: join(dir, 'seq.db'),
      clock,
      attachmentLimit: 1000,
    })
    try {
      const user = await createTestUser(ctx, 'Small')
      const nowMs = () => Number(clock.nowNs() / 1_000_000n)
      const a = AttachmentView.parse(
        await dataOf(
          await authedRequest(app, user.keystore, 'POST', '/attachments', undefined, {
            nowMs: nowMs(),
          }),
        ),
      )
      const stream = (n: number) =>
        new ReadableStream<Uint8Array>({
          start(c) {
            for (let i = 0; i < n; i += 100) c.enqueue(new Uint8Array(Math.min(100, n - i)))
            c.close()
          },
        })
      const streamed = (n: number) =>
        app.request(a.upload_url, { method: 'PUT', body: stream(n), duplex: 'half' } as RequestInit)
      expect((await streamed(1001)).status).toBe(413)
      expect((await put(a.upload_url, new Uint8Array(1001), app)).status).toBe(413)
      expect((await streamed(1000)).status).toBe(200)
    } finally {
      ctx.db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('attachments per user per hour', () => {
  it('creates at most the hourly quota, 429 past it, and again an hour later', async () => {
    const q = newSequencer({ limits: { attachmentsPerHour: 3 } })
    try {
      const [dave, erin] = [
        await createTestUser(q.ctx, 'Dave'),
        await createTestUser(q.ctx, 'Erin'),
      ]
      const make = (user: TestUser) => authedRequest(q.app, user.keystore, 'POST', '/attachments')
      for (let i = 0; i < 3; i++) expect((await make(dave)).status).toBe(200)
      const refused = await make(dave)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({
        error: { status: 429, code: 429, description: 'Too many attachments: at most 3 an hour.' },
      })
      expect((await make(erin)).status).toBe(200)
      q.clock.advanceMs(3600_000 - 1)
      expect((await make(dave)).status).toBe(429)
      q.clock.advanceMs(1)
      expect((await make(dave)).status).toBe(200)
    } finally {
      q.close()
    }
  })
})

describe('sweep', () => {
  it('drops attachments never uploaded after a day, keeps uploaded ones', async () => {
    const idle = await create()
    const used = await create()
    await put(used.upload_url, 'kept')
    seq.clock.advanceMs(24 * 3600 * 1000)
    sweepExpiredMessages(seq.ctx)
    expect(
      (await authedRequest(seq.app, alice.keystore, 'GET', `/attachments/${idle.attachment_id}`))
        .status,
    ).toBe(404)
    expect(await (await seq.app.request(used.view_url)).text()).toBe('kept')
  })
})
