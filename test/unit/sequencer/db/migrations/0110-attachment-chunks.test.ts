/**
 * Migration 0110 moves each attachment's bytes from its one row into chunk 0, so what was uploaded
 * before the upgrade is still served, byte for byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachmentChunks } from '../../../../../src/sequencer/db/migrations/0110-attachment-chunks'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
beforeAll(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice')
})
afterAll(() => seq.close())

describe('migration 0110', () => {
  it('moves uploaded bytes into chunks and drops the old table', async () => {
    const a = await dataOf<{ attachment_id: string; view_url: string }>(
      await authedRequest(seq.app, alice.keystore, 'POST', '/attachments'),
    )
    const old = Uint8Array.from({ length: 600_000 }, (_, i) => (i * 7) & 0xff)
    // The database as 0100 left it: the bytes in one row of attachment_blobs.
    seq.ctx.db.exec('DROP TABLE attachment_chunks')
    seq.ctx.db.exec(
      'CREATE TABLE attachment_blobs (attachment_id TEXT NOT NULL UNIQUE REFERENCES attachments(attachment_id) ON DELETE CASCADE, bytes BLOB NOT NULL) STRICT',
    )
    seq.ctx.db
      .prepare('INSERT INTO attachment_blobs (attachment_id, bytes) VALUES (?, ?)')
      .run(a.attachment_id, old)
    seq.ctx.db
      .prepare('UPDATE attachments SET size = ?, uploaded_at = 1 WHERE attachment_id = ?')
      .run(old.length, a.attachment_id)

    attachmentChunks.up(seq.ctx.db)
    expect(
      seq.ctx.db.prepare("SELECT name FROM sqlite_master WHERE name = 'attachment_blobs'").all(),
    ).toEqual([])
    const view = await seq.app.request(a.view_url)
    expect(view.status).toBe(200)
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(old)
  })
})
