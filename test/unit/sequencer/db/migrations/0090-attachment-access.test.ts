/**
 * Migration 0090 reads the attachment messages already stored, so the participants of the
 * conversations they were sent in keep reading those attachments after the upgrade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachmentAccess } from '../../../../../src/sequencer/db/migrations/0090-attachment-access'
import { uniqueConversationId } from '../../../../../src/shared/kernel/ids'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser, bob: TestUser
beforeAll(async () => {
  seq = newSequencer()
  ;[alice, bob] = [await createTestUser(seq.ctx, 'Alice'), await createTestUser(seq.ctx, 'Bob')]
})
afterAll(() => seq.close())

describe('migration 0090', () => {
  it('links the attachments of stored messages to their conversations', async () => {
    const a = await dataOf<{ attachment_id: string; upload_url: string }>(
      await authedRequest(seq.app, alice.keystore, 'POST', '/attachments'),
    )
    expect((await seq.app.request(a.upload_url, { method: 'PUT', body: 'bytes' })).status).toBe(200)
    const conversationId = uniqueConversationId(alice.userId, bob.userId)
    await dataOf(
      await authedRequest(seq.app, alice.keystore, 'POST', '/conversations', {
        category: 'CONTACT',
        conversation_id: conversationId,
        participants: [{ user_id: bob.userId }],
      }),
    )
    // As a client may write it: the id upper-cased, in JSON.
    const data = Buffer.from(
      JSON.stringify({
        attachment_id: a.attachment_id.toUpperCase(),
        mime_type: 'image/png',
        width: 1,
        height: 1,
        size: 5,
      }),
    ).toString('base64')
    const sent = await authedRequest(seq.app, alice.keystore, 'POST', '/messages', [
      {
        conversation_id: conversationId,
        message_id: crypto.randomUUID(),
        category: 'PLAIN_IMAGE',
        data_base64: data,
      },
    ])
    expect(sent.status).toBe(200)

    // The database as 0080 left it: messages, no links.
    seq.ctx.db.exec('DROP TABLE attachment_conversations')
    attachmentAccess.up(seq.ctx.db)
    expect(
      seq.ctx.db
        .prepare('SELECT attachment_id, conversation_id FROM attachment_conversations')
        .all(),
    ).toEqual([{ attachment_id: a.attachment_id, conversation_id: conversationId }])
    expect(
      (await authedRequest(seq.app, bob.keystore, 'GET', `/attachments/${a.attachment_id}`)).status,
    ).toBe(200)
  })
})
