/**
 * Shared setup of the messaging suites: a sequencer on a temporary database (the full app of
 * assemble.ts, on a manual clock), three members of a group and a contact pair, an outsider and a
 * bot, and helpers to build message objects, upload attachments and read what was stored.
 */
import { expect } from 'vitest'
import * as ed from '@noble/ed25519'
import { bytesToHex } from '@noble/hashes/utils.js'
import { AttachmentView } from '../../../../src/shared/api/attachment'
import { Conversation } from '../../../../src/shared/api/conversation'
import { uniqueConversationId } from '../../../../src/shared/kernel/ids'
import { listConversationMessages, listRecipients } from '../../../../src/sequencer/messages/store'
import { createUser } from '../../../../src/sequencer/users/store'
import {
  authedRequest,
  createTestUser,
  dataOf,
  dumpTables,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

export interface Fixture {
  readonly seq: TestSequencer
  readonly alice: TestUser
  readonly bob: TestUser
  readonly carol: TestUser
  /** In no conversation. */
  readonly mallory: TestUser
  /** A bot (`users.is_bot = 1`), member of the group. */
  readonly bot: TestUser
  /** GROUP: alice (owner), bob, carol, bot. */
  readonly groupId: string
  /** CONTACT: alice and bob. */
  readonly contactId: string
  call(user: TestUser, method: string, path: string, body?: unknown): Promise<Response>
  /** Everything in the database except the token replay guard. */
  snapshot(): Record<string, unknown[]>
  close(): void
}

/** A bot with one session, made as the users table allows (no CLI creates bots). */
async function createBot(seq: TestSequencer): Promise<TestUser> {
  const seed = ed.utils.randomSecretKey()
  const created = createUser(seq.ctx.db, {
    fullName: 'Bot',
    sessionPublicKey: ed.getPublicKey(seed),
    nowNs: seq.clock.nowNs(),
    isBot: true,
  })
  return {
    userId: created.userId,
    sessionId: created.sessionId,
    identityNumber: created.identityNumber.toString(),
    codeId: created.codeId,
    keystore: {
      app_id: created.userId,
      session_id: created.sessionId,
      server_public_key: '',
      session_private_key: bytesToHex(seed),
      spend_private_key: '',
    },
    sessionSeed: seed,
    spendSeed: new Uint8Array(32),
  }
}

export async function fixture(): Promise<Fixture> {
  const seq = newSequencer()
  const [alice, bob, carol, mallory] = (await Promise.all(
    ['Alice', 'Bob', 'Carol', 'Mallory'].map((n) => createTestUser(seq.ctx, n)),
  )) as [TestUser, TestUser, TestUser, TestUser]
  const bot = await createBot(seq)
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    authedRequest(seq.app, user.keystore, method, path, body)
  const group = Conversation.parse(
    await dataOf(
      await call(alice, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: crypto.randomUUID(),
        name: 'Cosigners',
        participants: [bob, carol, bot].map((u) => ({ user_id: u.userId })),
      }),
    ),
  )
  const contactId = uniqueConversationId(alice.userId, bob.userId)
  await dataOf(
    await call(alice, 'POST', '/conversations', {
      category: 'CONTACT',
      conversation_id: contactId,
      participants: [{ user_id: bob.userId }],
    }),
  )
  return {
    seq,
    alice,
    bob,
    carol,
    mallory,
    bot,
    groupId: group.conversation_id,
    contactId,
    call,
    snapshot: () => dumpTables(seq.ctx.db, { except: ['used_tokens'] }),
    close: () => seq.close(),
  }
}

const encoder = new TextEncoder()

/** base64url without padding, as the SDK writes `data_base64`. */
export const b64 = (data: string | Uint8Array): string =>
  Buffer.from(typeof data === 'string' ? encoder.encode(data) : data).toString('base64url')

/** A message object as the SDK builds it; objects are sent as their JSON. */
export function message(
  conversationId: string,
  category: string,
  data: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const text = typeof data === 'string' ? data : JSON.stringify(data)
  return {
    conversation_id: conversationId,
    message_id: crypto.randomUUID(),
    category,
    data_base64: b64(text),
    ...extra,
  }
}

/** Creates an attachment as `user` and uploads `bytes` to its upload_url; returns the object. */
export async function uploadAttachment(
  f: Fixture,
  user: TestUser,
  bytes: Uint8Array = encoder.encode('attachment bytes'),
): Promise<AttachmentView> {
  const created = AttachmentView.parse(await dataOf(await f.call(user, 'POST', '/attachments')))
  const put = await f.seq.app.request(created.upload_url, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', 'x-amz-acl': 'public-read' },
    body: bytes,
  })
  expect(put.status).toBe(200)
  return created
}

/** The stored messages of a conversation with their receipts: `{category, sender, text, recipients}`. */
export function stored(f: Fixture, conversationId: string) {
  return listConversationMessages(f.seq.ctx.db, conversationId).map((m) => ({
    messageId: m.messageId,
    category: m.category,
    sender: m.userId,
    text: new TextDecoder().decode(m.data),
    recipients: listRecipients(f.seq.ctx.db, m.messageId),
  }))
}

/** Asserts the service's error shape and returns it. */
export async function expectError(
  res: Response | Promise<Response>,
  status: number,
  code: number,
): Promise<{ description: string; extra?: Record<string, unknown> }> {
  const r = await res
  const json = (await r.json()) as {
    data?: unknown
    error?: { status: number; code: number; description: string; extra?: Record<string, unknown> }
  }
  expect(json.data).toBeUndefined()
  expect({ http: r.status, status: json.error?.status, code: json.error?.code }).toEqual({
    http: status,
    status,
    code,
  })
  return json.error!
}

export const sorted = (ids: readonly string[]): string[] => [...ids].sort()
