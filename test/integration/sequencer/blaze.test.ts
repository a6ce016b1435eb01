/**
 * Blaze over real loopback sockets. The official SDK's blaze client connects and receives what the
 * sequencer delivers: a SYSTEM_CONVERSATION emitted by a group change, a PLAIN_TEXT sent with the
 * SDK's `message.sendText`; its acknowledgements mark the receipts. A raw `ws` client checks the
 * frames themselves: gzip JSON, binary, replies with the request's id, pending delivery in order,
 * one `ACKNOWLEDGE_MESSAGE_RECEIPT` per frame (the plural frame no official client sends is an
 * unknown action), WebSocket pings answered, errors as `{id, action, error}`, and a refused token.
 *
 * The SDK's `BlazeKeystoreClient(...).loop` hard-codes `wss://blaze.mixin.one`, so `sdkLoop` below
 * does what `loop` does with our URL: the SDK's own `websocket()` (which signs the token, asks for
 * `Mixin-Blaze-1`, decodes frames, dispatches to the handler and acknowledges with `syncAck`) and
 * `sendRaw` of `LIST_PENDING_MESSAGES` when the socket opens.
 */
import { parseTime } from '../../../src/shared/api/time'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import {
  sendRaw,
  websocket,
  type BlazeHandler,
  type MessageView as SdkMessageView,
} from '@mixin.dev/mixin-node-sdk/blaze'
import { MessageReceiptView, MessageViewFields } from '../../../src/shared/api/messages'
import { signAccessToken } from '../../../src/shared/auth'
import { listRecipients } from '../../../src/sequencer/messages/store'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type SequencerKeystore, type TestUser } from '../../helpers/sequencer'

let server: RunningSequencer
let dir: string
let wsUrl: string
let alice: TestUser, bob: TestUser, carol: TestUser
const sockets: WebSocket[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-blaze-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  wsUrl = `${server.url.replace(/^http/, 'ws')}/`
  ;[alice, bob, carol] = (await Promise.all(
    ['Alice', 'Bob', 'Carol'].map((n) => createTestUser(server.ctx, n)),
  )) as [TestUser, TestUser, TestUser]
})

afterAll(async () => {
  for (const s of sockets) s.terminate()
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const sdk = (user: TestUser) =>
  MixinApi({
    keystore: user.keystore as never,
    requestConfig: { baseURL: server.url, retry: 1, timeout: 10_000 },
  })

async function until<T>(
  probe: () => T | undefined | false,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

interface SdkClient {
  readonly ws: WebSocket
  readonly messages: SdkMessageView[]
  readonly receipts: SdkMessageView[]
}

/** The SDK's blaze loop against our server (see the file comment). */
function sdkLoop(keystore: SequencerKeystore, syncAck = true): SdkClient {
  const messages: SdkMessageView[] = []
  const receipts: SdkMessageView[] = []
  const handler: BlazeHandler = {
    onMessage: (m) => void messages.push(m),
    onConversation: (m) => void messages.push(m),
    onAckReceipt: (m) => void receipts.push(m),
  }
  const ws = websocket(keystore as never, wsUrl, handler, { parse: false, syncAck })
  ws.onopen = () => void sendRaw(ws, { id: randomUUID(), action: 'LIST_PENDING_MESSAGES' })
  sockets.push(ws)
  return { ws, messages, receipts }
}

interface Frame {
  id: string
  action: string
  data?: Record<string, unknown>
  error?: { code: number; description: string; extra?: Record<string, unknown> }
}

interface RawClient {
  readonly ws: WebSocket
  readonly frames: Frame[]
  /** Whether every frame came binary and gzip-compressed. */
  readonly allGzipBinary: () => boolean
  send(frame: Record<string, unknown>): string
  readonly closed: Promise<number>
}

const tokenFor = (user: TestUser, o: { uri?: string; seed?: Uint8Array } = {}) =>
  signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: o.seed ?? user.sessionSeed,
    method: 'GET',
    uri: o.uri ?? '/',
    body: '',
    nowMs: Date.now(),
  })

/** A plain `ws` client that records every frame it gets, gunzipped. */
async function rawClient(token: string | undefined): Promise<RawClient> {
  const ws = new WebSocket(
    wsUrl,
    'Mixin-Blaze-1',
    token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } },
  )
  sockets.push(ws)
  const frames: Frame[] = []
  let gzipBinary = true
  ws.on('message', (data: Buffer, isBinary) => {
    if (!isBinary || data[0] !== 0x1f || data[1] !== 0x8b) gzipBinary = false
    frames.push(JSON.parse(gunzipSync(data).toString('utf8')) as Frame)
  })
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    ws,
    frames,
    allGzipBinary: () => gzipBinary,
    send(frame) {
      const id = randomUUID()
      ws.send(gzipSync(JSON.stringify({ id, ...frame })))
      return id
    },
    closed,
  }
}

const decode = (m: { data?: unknown }) => Buffer.from(m.data as string, 'base64').toString('utf8')
const statusOf = (messageId: string, user: TestUser) =>
  listRecipients(server.ctx.db, messageId).find((r) => r.userId === user.userId)?.status
const replyTo = (c: RawClient, id: string) =>
  until(() => c.frames.find((f) => f.id === id), `the reply to ${id}`)

describe('the official SDK blaze client', () => {
  let bobClient: SdkClient
  let aliceClient: SdkClient
  const groupId = randomUUID()

  it('connects with the Mixin-Blaze-1 subprotocol', async () => {
    bobClient = sdkLoop(bob.keystore)
    aliceClient = sdkLoop(alice.keystore)
    await until(
      () =>
        bobClient.ws.readyState === WebSocket.OPEN && aliceClient.ws.readyState === WebSocket.OPEN,
      'the SDK sockets to open',
    )
    expect(bobClient.ws.protocol).toBe('Mixin-Blaze-1')
  })

  it('receives the SYSTEM_CONVERSATION a group change emits, and its ack marks the receipt READ', async () => {
    await sdk(alice).conversation.createGroup(groupId, 'Blaze', [
      { user_id: bob.userId },
      { user_id: carol.userId },
    ])
    const m = await until(
      () =>
        bobClient.messages.find(
          (x) => x.conversation_id === groupId && x.category === 'SYSTEM_CONVERSATION',
        ),
      'the CREATE message',
    )
    const view = MessageViewFields.strict().parse(m)
    expect(view).toMatchObject({
      user_id: alice.userId,
      session_id: '',
      status: 'SENT',
      source: 'LIST_PENDING_MESSAGES',
    })
    expect(JSON.parse(decode(view))).toEqual({ action: 'CREATE', user_id: alice.userId })
    expect(Buffer.from(view.data_base64!, 'base64url')).toEqual(Buffer.from(view.data!, 'base64'))
    await until(() => statusOf(view.message_id, bob) === 'READ', 'bob’s receipt to be READ')
    expect(statusOf(view.message_id, carol)).toBe('SENT')
  })

  it('receives a PLAIN_TEXT sent with the SDK’s message.sendText; the sender gets the receipt', async () => {
    await sdk(alice).conversation.createContact(bob.userId)
    const sent = await sdk(alice).message.sendText(bob.userId, 'hello over blaze')
    const m = await until(
      () => bobClient.messages.find((x) => x.message_id === sent.message_id),
      'the text',
    )
    expect(MessageViewFields.strict().parse(m)).toMatchObject({
      category: 'PLAIN_TEXT',
      user_id: alice.userId,
      session_id: alice.sessionId,
      conversation_id: sent.conversation_id,
    })
    expect(decode(m)).toBe('hello over blaze')
    await until(() => statusOf(sent.message_id, bob) === 'READ', 'the text’s receipt to be READ')
    const receipt = await until(
      () => aliceClient.receipts.find((r) => r.message_id === sent.message_id),
      'alice’s receipt',
    )
    expect(MessageReceiptView.strict().parse(receipt)).toMatchObject({
      user_id: bob.userId,
      status: 'READ',
      conversation_id: sent.conversation_id,
    })
    expect(aliceClient.messages.some((x) => x.message_id === sent.message_id)).toBe(false)
  })

  it('a socket refused for its token closes, and the handler gets nothing', async () => {
    const forged = { ...bob.keystore, session_private_key: bytesToHex(ed.utils.randomSecretKey()) }
    const client = sdkLoop(forged)
    await until(() => client.ws.readyState === WebSocket.CLOSED, 'the refused SDK socket to close')
    expect(client.messages).toEqual([])
  })
})

describe('Blaze frames', () => {
  it('delivers pending messages in order on LIST_PENDING_MESSAGES, again until acknowledged', async () => {
    const groupId = randomUUID()
    await sdk(alice).conversation.createGroup(groupId, 'Queue', [{ user_id: carol.userId }])
    const texts = ['one', 'two', 'three', 'four', 'five']
    const batch = texts.map((t) => ({
      conversation_id: groupId,
      message_id: randomUUID(),
      category: 'PLAIN_TEXT',
      data_base64: Buffer.from(t).toString('base64url'),
    }))
    await sdk(alice).message.sendBatch(batch as never)

    const inGroup = (c: RawClient) =>
      c.frames.filter((f) => f.action === 'CREATE_MESSAGE' && f.data?.conversation_id === groupId)
    const first = await rawClient(tokenFor(carol))
    expect(first.ws.protocol).toBe('Mixin-Blaze-1')
    const listId = first.send({ action: 'LIST_PENDING_MESSAGES' })
    expect(await replyTo(first, listId)).toEqual({ id: listId, action: 'LIST_PENDING_MESSAGES' })
    await until(() => inGroup(first).length === 6, 'six pending messages')
    const got = inGroup(first).map((f) => MessageViewFields.strict().parse(f.data))
    expect(got.map((m) => (m.category === 'PLAIN_TEXT' ? decode(m) : m.category))).toEqual([
      'SYSTEM_CONVERSATION',
      ...texts,
    ])
    // Timestamps trim trailing zeros, so they order as times, not as strings.
    expect(
      got.every((m, i) => i === 0 || parseTime(m.created_at) >= parseTime(got[i - 1]!.created_at)),
    ).toBe(true)
    expect(first.allGzipBinary()).toBe(true)
    first.ws.close()
    await first.closed

    const second = await rawClient(tokenFor(carol))
    second.send({ action: 'LIST_PENDING_MESSAGES' })
    await until(() => inGroup(second).length === 6, 'the same six again')
    // The plural frame Android's jobs are named after is no Blaze action: refused, nothing acknowledged.
    const plural = second.send({
      action: 'ACKNOWLEDGE_MESSAGE_RECEIPTS',
      params: {
        messages: got.slice(0, 4).map((m) => ({ message_id: m.message_id, status: 'READ' })),
      },
    })
    expect(await replyTo(second, plural)).toMatchObject({
      id: plural,
      action: 'ACKNOWLEDGE_MESSAGE_RECEIPTS',
      error: { code: 10002, extra: { field: 'action' } },
    })
    expect(got.slice(0, 4).map((m) => statusOf(m.message_id, carol))).toEqual([
      'SENT',
      'SENT',
      'SENT',
      'SENT',
    ])
    // One receipt per frame, as Go's client and the SDK send them.
    for (const m of got.slice(0, 4)) {
      const ackId = second.send({
        action: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
        params: { message_id: m.message_id, status: 'READ' },
      })
      expect(await replyTo(second, ackId)).toEqual({
        id: ackId,
        action: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
      })
    }
    expect(got.slice(0, 4).map((m) => statusOf(m.message_id, carol))).toEqual([
      'READ',
      'READ',
      'READ',
      'READ',
    ])
    const oneId = second.send({
      action: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
      params: { message_id: got[4]!.message_id, status: 'DELIVERED' },
    })
    await replyTo(second, oneId)
    expect(statusOf(got[4]!.message_id, carol)).toBe('DELIVERED')
    second.ws.close()

    const third = await rawClient(tokenFor(carol))
    third.send({ action: 'LIST_PENDING_MESSAGES' })
    await until(() => inGroup(third).length === 1, 'the one unacknowledged')
    await new Promise((r) => setTimeout(r, 100))
    expect(inGroup(third).map((f) => decode(f.data!))).toEqual(['five'])
  })

  it('nothing is pushed before LIST_PENDING_MESSAGES; after it, new messages arrive as they are stored', async () => {
    // dave has no other connection that could take delivery first
    const dave = await createTestUser(server.ctx, 'Dave')
    const c = await rawClient(tokenFor(dave))
    const contact = (await sdk(carol).conversation.createContact(dave.userId)) as {
      conversation_id: string
    }
    await sdk(carol).message.sendText(dave.userId, 'before listing')
    await new Promise((r) => setTimeout(r, 150))
    expect(c.frames).toEqual([])
    c.send({ action: 'LIST_PENDING_MESSAGES' })
    await until(
      () => c.frames.some((f) => f.data && decode(f.data) === 'before listing'),
      'the earlier text',
    )
    await sdk(carol).message.sendText(dave.userId, 'live')
    const live = await until(
      () => c.frames.find((f) => f.data && decode(f.data) === 'live'),
      'the live text',
    )
    expect(live.data?.conversation_id).toBe(contact.conversation_id)
    expect(
      c.frames.filter((f) => f.action === 'CREATE_MESSAGE').map((f) => decode(f.data!)),
    ).toEqual(['before listing', 'live'])
  })

  it('CREATE_MESSAGE over the socket sends like POST /messages; errors come as {id, action, error}', async () => {
    const c = await rawClient(tokenFor(carol))
    const listener = await rawClient(tokenFor(alice))
    listener.send({ action: 'LIST_PENDING_MESSAGES' })
    const groupId = randomUUID()
    await sdk(alice).conversation.createGroup(groupId, 'Socket', [{ user_id: carol.userId }])
    const messageId = randomUUID()
    const params = {
      conversation_id: groupId,
      message_id: messageId,
      category: 'PLAIN_TEXT',
      data: Buffer.from('from the socket').toString('base64'),
      status: 'SENT',
    }
    const sendId = c.send({ action: 'CREATE_MESSAGE', params })
    expect(await replyTo(c, sendId)).toEqual({ id: sendId, action: 'CREATE_MESSAGE' })
    const delivered = await until(
      () => listener.frames.find((f) => f.data?.message_id === messageId),
      'the socket message at alice',
    )
    expect(delivered.data).toMatchObject({ user_id: carol.userId, session_id: carol.sessionId })

    const badCard = {
      ...params,
      message_id: randomUUID(),
      category: 'APP_CARD',
      data: Buffer.from(
        JSON.stringify({ app_id: randomUUID(), title: '', description: 'd' }),
      ).toString('base64'),
    }
    const badId = c.send({ action: 'CREATE_MESSAGE', params: badCard })
    expect(await replyTo(c, badId)).toMatchObject({
      id: badId,
      action: 'CREATE_MESSAGE',
      error: { code: 10002, extra: { field: 'params.data.title' } },
    })
    const outsider = c.send({
      action: 'CREATE_MESSAGE',
      params: { ...params, message_id: randomUUID(), conversation_id: randomUUID() },
    })
    expect((await replyTo(c, outsider)).error).toMatchObject({ code: 403 })
    const unknown = c.send({ action: 'SUBSCRIBE_EVERYTHING' })
    expect((await replyTo(c, unknown)).error).toMatchObject({ code: 10002 })
    const badAck = c.send({
      action: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
      params: { message_id: 'x', status: 'READ' },
    })
    expect((await replyTo(c, badAck)).error).toMatchObject({
      code: 10002,
      extra: { field: 'params.message_id' },
    })

    const before = c.frames.length
    c.ws.send(Buffer.from('{"id":"plain","action":"LIST_PENDING_MESSAGES"}'))
    c.ws.send('{"id":"text","action":"LIST_PENDING_MESSAGES"}')
    c.ws.send(gzipSync('not json'))
    await until(() => c.frames.length === before + 3, 'three error frames')
    for (const f of c.frames.slice(before)) expect(f.error?.code).toBe(400)
    const alive = c.send({ action: 'LIST_PENDING_MESSAGES' })
    expect((await replyTo(c, alive)).error).toBeUndefined()
    expect(c.allGzipBinary()).toBe(true)
  })

  it('refuses a bad token with an ERROR frame (401), then closes', async () => {
    const good = tokenFor(bob)
    const first = await rawClient(good)
    expect(first.ws.readyState).toBe(WebSocket.OPEN)
    const refusals: [string, string | undefined][] = [
      ['replayed', good],
      ['forged', tokenFor(bob, { seed: ed.utils.randomSecretKey() })],
      ['signed for another request', tokenFor(bob, { uri: '/messages' })],
      ['missing', undefined],
      ['garbage', 'not-a-token'],
    ]
    for (const [what, token] of refusals) {
      const c = await rawClient(token)
      expect(await c.closed, what).toBe(1008)
      expect(c.frames, what).toHaveLength(1)
      expect(c.frames[0], what).toMatchObject({ action: 'ERROR', error: { code: 401 } })
      expect(c.allGzipBinary()).toBe(true)
    }
  })

  it('answers a WebSocket ping with a pong carrying its payload, as Go’s client needs within its read deadline', async () => {
    const c = await rawClient(tokenFor(alice))
    const pong = new Promise<Buffer>((resolve) => c.ws.once('pong', resolve))
    c.ws.ping(Buffer.from('keep-alive'))
    expect((await pong).toString()).toBe('keep-alive')
    // Pings are control frames: nothing else comes of them.
    await new Promise((r) => setTimeout(r, 50))
    expect(c.frames).toEqual([])
  })

  it('a plain GET / is still 404', async () => {
    const res = await fetch(`${server.url}/`)
    expect(res.status).toBe(404)
  })
})
