/**
 * Attachments and media messages through the official SDK over a real socket: `attachment.upload`
 * (create, then PUT with the SDK's S3 headers to our upload_url), `attachment.fetch`, the bytes
 * from view_url, and `message.sendImage` naming the upload, after which its recipient may read it.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MixinApi } from '@mixin.dev/mixin-node-sdk'
import { AttachmentView } from '../../../src/shared/api/attachment'
import { listConversationMessages, listRecipients } from '../../../src/sequencer/messages/store'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../helpers/sequencer'

let server: RunningSequencer
let dir: string
let alice: TestUser, bob: TestUser

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-sdk-att-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  ;[alice, bob] = [
    await createTestUser(server.ctx, 'Alice'),
    await createTestUser(server.ctx, 'Bob'),
  ]
})

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const sdk = (user: TestUser) =>
  MixinApi({
    keystore: user.keystore as never,
    requestConfig: { baseURL: server.url, retry: 1, timeout: 10_000 },
  })

describe('attachments through the SDK', () => {
  it('uploads, fetches, serves the bytes, and an image message can name it', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251))
    const { attachment_id, view_url } = await sdk(alice).attachment.upload(bytes as never)
    expect(view_url.startsWith(`${server.url}/attachments/${attachment_id}/view?token=`)).toBe(true)
    expect(
      AttachmentView.strict().parse(await sdk(alice).attachment.fetch(attachment_id)),
    ).toMatchObject({ attachment_id, view_url, upload_url: '' })
    const served = await fetch(view_url)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes)
    // Bob reads it once it was sent to him, not before.
    await expect(sdk(bob).attachment.fetch(attachment_id)).rejects.toMatchObject({
      response: { status: 404 },
    })

    await sdk(alice).conversation.createContact(bob.userId)
    const sent = await sdk(alice).message.sendImage(bob.userId, {
      attachment_id,
      mime_type: 'image/png',
      width: 10,
      height: 10,
      size: bytes.length,
      thumbnail: '',
    })
    const stored = listConversationMessages(server.ctx.db, sent.conversation_id).find(
      (m) => m.messageId === sent.message_id,
    )
    expect(stored?.category).toBe('PLAIN_IMAGE')
    expect(listRecipients(server.ctx.db, sent.message_id)).toEqual([
      { userId: bob.userId, status: 'SENT' },
    ])
    expect(
      AttachmentView.strict().parse(await sdk(bob).attachment.fetch(attachment_id)),
    ).toMatchObject({ attachment_id, view_url, upload_url: '' })
  })

  it('a media message naming an attachment that was never uploaded is refused', async () => {
    const created = AttachmentView.parse(await sdk(alice).attachment.create())
    await expect(
      sdk(alice).message.sendFile(bob.userId, {
        attachment_id: created.attachment_id,
        mime_type: 'text/plain',
        size: 1,
        name: 'a.txt',
      }),
    ).rejects.toMatchObject({
      response: {
        status: 400,
        data: { error: { code: 10002, extra: { field: '[0].data.attachment_id' } } },
      },
    })
  })
})
