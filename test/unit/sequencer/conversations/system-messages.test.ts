import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodeSystemPayload, writeSystemMessage } from '../../../../src/sequencer/messages/system'
import { listConversationMessages, listRecipients } from '../../../../src/sequencer/messages/store'
import {
  presentConversation,
  presentConversationCode,
} from '../../../../src/sequencer/conversations/present'
import { CodeResult } from '../../../../src/shared/api/code'
import {
  Conversation,
  ConversationCodeResult,
  SystemConversationPayload,
  charLength,
} from '../../../../src/shared/api/conversation'
import { ZERO_TIME } from '../../../../src/shared/api/time'
import { fixture, makeGroup, newId, type Fixture } from './setup'
import type { TestUser } from '../../../helpers/sequencer'

const decode = (b: Uint8Array) => new TextDecoder().decode(b)

describe('SYSTEM_CONVERSATION payload', () => {
  it('writes the fields in the official order and leaves absent ones out', () => {
    const p = {
      expire_in: 60,
      role: 'ADMIN',
      user_id: 'u',
      participant_id: 'p',
      action: 'ROLE',
    } as unknown as SystemConversationPayload
    expect(decode(encodeSystemPayload(p))).toBe(
      '{"action":"ROLE","participant_id":"p","user_id":"u","role":"ADMIN","expire_in":60}',
    )
    expect(decode(encodeSystemPayload({ action: 'UPDATE' }))).toBe('{"action":"UPDATE"}')
    // An empty role (revoked admin) is a value, not an absence.
    expect(decode(encodeSystemPayload({ action: 'ROLE', role: '' }))).toBe(
      '{"action":"ROLE","role":""}',
    )
  })

  it('parses with the shared schema and refuses unknown actions', () => {
    expect(SystemConversationPayload.parse({ action: 'EXPIRE', expire_in: 0 })).toEqual({
      action: 'EXPIRE',
      expire_in: 0,
    })
    expect(SystemConversationPayload.safeParse({ action: 'PIN' }).success).toBe(false)
  })
})

describe('writeSystemMessage and the conversation presenters', () => {
  let f: Fixture
  let owner: TestUser, member: TestUser, gone: TestUser
  beforeEach(async () => {
    f = await fixture()
    ;[owner, member, gone] = await f.users('Owner', 'Member', 'Gone')
  })
  afterEach(() => f.close())

  it('gives every member and each extra recipient exactly one pending receipt', async () => {
    const c = await makeGroup(f, owner, [member])
    const db = f.seq.ctx.db
    const messageId = db.transaction(() =>
      writeSystemMessage(db, {
        conversationId: c.conversation_id,
        actorId: owner.userId,
        payload: { action: 'REMOVE', participant_id: gone.userId, user_id: owner.userId },
        toMembers: true,
        alsoTo: [gone.userId, gone.userId, member.userId],
        nowNs: 5n,
      }),
    )()
    const stored = listConversationMessages(db, c.conversation_id).at(-1)!
    expect(stored).toMatchObject({
      messageId,
      userId: owner.userId,
      sessionId: null,
      category: 'SYSTEM_CONVERSATION',
      createdAtNs: 5n,
    })
    expect(listRecipients(db, messageId)).toEqual(
      [owner.userId, member.userId, gone.userId]
        .sort()
        .map((userId) => ({ userId, status: 'SENT' })),
    )
  })

  it('presents the code result of §2.7 (no viewer: zero mute) and nothing for an unknown id', async () => {
    const c = await makeGroup(f, owner, [member])
    await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/mute`, { duration: 3600 }),
    )
    const code = presentConversationCode(f.seq.ctx, c.conversation_id)!
    expect(ConversationCodeResult.strict().parse(code)).toEqual(code)
    expect(CodeResult.parse(code).type).toBe('conversation')
    expect(code.mute_until).toBe(ZERO_TIME)
    expect(
      code.participant_sessions.every(
        (s) => s.type === 'participant' && s.public_key.length === 43,
      ),
    ).toBe(true)
    expect(presentConversation(f.seq.ctx, c.conversation_id, owner.userId).mute_until).not.toBe(
      ZERO_TIME,
    )
    expect(
      Conversation.strict().parse(presentConversation(f.seq.ctx, c.conversation_id, null)),
    ).toMatchObject({ conversation_id: c.conversation_id })
    expect(presentConversationCode(f.seq.ctx, newId())).toBeUndefined()
  })
})

describe('limits count characters, not UTF-16 units', () => {
  it('counts an astral emoji once', () => {
    expect(charLength('😀'.repeat(3))).toBe(3)
    expect(charLength('')).toBe(0)
    expect(charLength('é')).toBe(1)
  })
})
