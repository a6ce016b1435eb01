/**
 * Shared setup of the conversation suites: a sequencer on a temporary database with the
 * conversation routes and the code lookup mounted explicitly (so these suites do not depend on
 * which routes assemble.ts mounts), test users, signed requests on the app's manual clock, and
 * readers for the system messages the routes write.
 */
import { expect } from 'vitest'
import type { Hono } from 'hono'
import { createApp } from '../../../../src/sequencer/http/app'
import type { AppEnv } from '../../../../src/sequencer/http/env'
import { codeRoutes } from '../../../../src/sequencer/codes/routes'
import { presentUserCode } from '../../../../src/sequencer/users/code'
import { conversationRoutes } from '../../../../src/sequencer/conversations/routes'
import { presentConversationCode } from '../../../../src/sequencer/conversations/present'
import { listConversationMessages, listRecipients } from '../../../../src/sequencer/messages/store'
import {
  Conversation,
  SystemConversationPayload,
  type ParticipantRole,
} from '../../../../src/shared/api/conversation'
import { uniqueConversationId } from '../../../../src/shared/kernel/ids'
import {
  authedRequest,
  createTestUser,
  dumpTables,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

export interface Fixture {
  readonly seq: TestSequencer
  readonly app: Hono<AppEnv>
  /** Signs and sends a request as `user` on the app's clock. */
  call(user: TestUser, method: string, path: string, body?: unknown): Promise<Response>
  /** The conversation a successful call returns, validated against the schema. */
  ok(res: Response | Promise<Response>): Promise<Conversation>
  /** One user per name, as a tuple of the same length. */
  users<N extends string[]>(...names: N): Promise<{ [K in keyof N]: TestUser }>
  /** Everything in the database except the token replay guard. */
  snapshot(): Record<string, unknown[]>
  close(): void
}

export async function fixture(): Promise<Fixture> {
  const seq = newSequencer()
  const app = createApp(seq.ctx, [
    codeRoutes({ user: presentUserCode, conversation: presentConversationCode }),
    conversationRoutes,
  ])
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    authedRequest(app, user.keystore, method, path, body, {
      nowMs: Number(seq.clock.nowNs() / 1_000_000n),
    })
  return {
    seq,
    app,
    call,
    async ok(res) {
      const r = await res
      const json = (await r.json()) as { data?: unknown; error?: unknown }
      expect(json.error, JSON.stringify(json.error)).toBeUndefined()
      expect(r.status).toBe(200)
      return Conversation.parse(json.data)
    },
    users: <N extends string[]>(...names: N) =>
      Promise.all(names.map((n) => createTestUser(seq.ctx, n))) as Promise<{
        [K in keyof N]: TestUser
      }>,
    snapshot: () => dumpTables(seq.ctx.db, { except: ['used_tokens'] }),
    close: () => seq.close(),
  }
}

/** Asserts the service's error shape with this HTTP status and Mixin code. */
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

/** A random v4 group id. */
export const newId = (): string => crypto.randomUUID()

/** Creates a GROUP owned by `owner` with `others` as members (roles as given) and returns it. */
export async function makeGroup(
  f: Fixture,
  owner: TestUser,
  others: readonly (TestUser | { user: TestUser; role: 'ADMIN' | '' })[],
  extra: Record<string, unknown> = {},
): Promise<Conversation> {
  const participants = others.map((o) =>
    'user' in o ? { user_id: o.user.userId, role: o.role } : { user_id: o.userId },
  )
  return f.ok(
    f.call(owner, 'POST', '/conversations', {
      category: 'GROUP',
      conversation_id: newId(),
      name: 'Group',
      participants,
      ...extra,
    }),
  )
}

export async function makeContact(f: Fixture, a: TestUser, b: TestUser): Promise<Conversation> {
  return f.ok(
    f.call(a, 'POST', '/conversations', {
      category: 'CONTACT',
      conversation_id: uniqueConversationId(a.userId, b.userId),
      participants: [{ user_id: b.userId }],
    }),
  )
}

export interface DecodedSystemMessage {
  readonly messageId: string
  readonly sender: string
  readonly category: string
  readonly payload: SystemConversationPayload
  /** The payload exactly as stored, to check field order and absent fields. */
  readonly json: string
  readonly recipients: string[]
}

/** The conversation's messages, oldest first, with their decoded payloads and receipts. */
export function systemMessages(f: Fixture, conversationId: string): DecodedSystemMessage[] {
  const db = f.seq.ctx.db
  return listConversationMessages(db, conversationId).map((m) => {
    const json = new TextDecoder().decode(m.data)
    const recipients = listRecipients(db, m.messageId)
    for (const r of recipients) expect(r.status).toBe('SENT')
    return {
      messageId: m.messageId,
      sender: m.userId,
      category: m.category,
      payload: SystemConversationPayload.strict().parse(JSON.parse(json)),
      json,
      recipients: recipients.map((r) => r.userId),
    }
  })
}

/** `user_id → role` of a conversation object. */
export const rolesOf = (c: Conversation): Record<string, ParticipantRole> =>
  Object.fromEntries(c.participants.map((p) => [p.user_id, p.role]))

export const sorted = (ids: readonly string[]): string[] => [...ids].sort()
