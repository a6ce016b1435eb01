/**
 * `notifyMultisigRequest`: each sender member other than the creator gets one SYSTEM_SAFE_MULTISIG
 * message (ours) from the creator in their contact conversation, created when missing; calling it
 * again adds nothing; bad arguments are TypeErrors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SystemSafeMultisigData } from '../../../../src/shared/api/messages'
import { uniqueConversationId } from '../../../../src/shared/kernel/ids'
import { createCode } from '../../../../src/sequencer/codes/store'
import { findConversation, listParticipants } from '../../../../src/sequencer/conversations/store'
import { notifyMultisigRequest } from '../../../../src/sequencer/messages/notify'
import { dataOf } from '../../../helpers/sequencer'
import { fixture, stored, type Fixture } from './setup'

let f: Fixture
beforeAll(async () => {
  f = await fixture()
})
afterAll(() => f?.close())

const hash = 'ab'.repeat(32)
const notices = (a: string, b: string) => stored(f, uniqueConversationId(a, b)).filter((m) => m.category === 'SYSTEM_SAFE_MULTISIG')

describe('notifyMultisigRequest', () => {
  it('tells every other sender, in the contact conversation with the creator (created if missing)', () => {
    const requestId = crypto.randomUUID()
    const codeId = createCode(f.seq.ctx.db, 'multisig_request', requestId, f.seq.clock.nowNs())
    expect(findConversation(f.seq.ctx.db, uniqueConversationId(f.alice.userId, f.carol.userId))).toBeUndefined()
    notifyMultisigRequest(f.seq.ctx, { requestId, transactionHash: hash, creatorId: f.alice.userId, senders: [f.alice.userId, f.bob.userId, f.carol.userId, f.carol.userId] })
    for (const member of [f.bob, f.carol]) {
      const [notice, ...rest] = notices(f.alice.userId, member.userId)
      expect(rest).toEqual([])
      expect(notice).toMatchObject({ sender: f.alice.userId, recipients: [{ userId: member.userId, status: 'SENT' }] })
      expect(SystemSafeMultisigData.strict().parse(JSON.parse(notice!.text))).toEqual({
        type: 'multisig_request',
        request_id: requestId,
        transaction_hash: hash,
        creator_id: f.alice.userId,
        code_id: codeId,
      })
    }
    const contact = findConversation(f.seq.ctx.db, uniqueConversationId(f.alice.userId, f.carol.userId))
    expect(contact?.category).toBe('CONTACT')
    expect(listParticipants(f.seq.ctx.db, contact!.conversationId).map((p) => p.userId).sort()).toEqual([f.alice.userId, f.carol.userId].sort())
    expect(notices(f.alice.userId, f.mallory.userId)).toEqual([])
  })

  it('is idempotent, and a request with no one else to tell writes nothing', () => {
    const requestId = crypto.randomUUID()
    const o = { requestId, transactionHash: hash, creatorId: f.bob.userId, senders: [f.bob.userId, f.carol.userId] }
    notifyMultisigRequest(f.seq.ctx, o)
    const before = f.snapshot()
    notifyMultisigRequest(f.seq.ctx, o)
    notifyMultisigRequest(f.seq.ctx, { ...o, senders: [f.bob.userId] })
    expect(f.snapshot()).toEqual(before)
    const notice = notices(f.bob.userId, f.carol.userId)[0]!
    expect(JSON.parse(notice.text)).not.toHaveProperty('code_id')
  })

  it('skips members unknown to the service and never joins a squatted group id', async () => {
    const squatted = uniqueConversationId(f.mallory.userId, f.carol.userId)
    await dataOf(await f.call(f.mallory, 'POST', '/conversations', { category: 'GROUP', conversation_id: squatted, name: 'trap', participants: [] }))
    const before = f.snapshot()
    notifyMultisigRequest(f.seq.ctx, { requestId: crypto.randomUUID(), transactionHash: hash, creatorId: f.mallory.userId, senders: [f.carol.userId, crypto.randomUUID()] })
    expect(f.snapshot()).toEqual(before)
  })

  it('throws TypeError on malformed arguments', () => {
    const ok = { requestId: crypto.randomUUID(), transactionHash: hash, creatorId: f.alice.userId, senders: [f.bob.userId] }
    for (const bad of [
      { ...ok, requestId: 'x' },
      { ...ok, creatorId: ok.creatorId.toUpperCase() },
      { ...ok, transactionHash: 'AB'.repeat(32) },
      { ...ok, transactionHash: 'ab' },
      { ...ok, senders: 'x' },
      { ...ok, senders: [1] },
      null,
    ]) {
      expect(() => notifyMultisigRequest(f.seq.ctx, bad as never)).toThrow(TypeError)
    }
  })
})
