/**
 * An attachment's bytes go in and out in chunks (src/sequencer/attachments/chunked.ts): a body of
 * several chunks comes back byte for byte; the upload is visible only once every chunk is written;
 * an interrupted upload's chunks are replaced by the next; two uploads racing for one attachment
 * store one of them, the other is told its bytes differ; a retry with the same bytes is 'same'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttachmentView } from '../../../../src/shared/api/attachment'
import { attachmentStream, storeUpload } from '../../../../src/sequencer/attachments/chunked'
import {
  ATTACHMENT_CHUNK_BYTES,
  findAttachment,
  writeAttachmentChunk,
} from '../../../../src/sequencer/attachments/store'
import { sql } from '../../../../src/node/sqlite/statements'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
beforeAll(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice')
})
afterAll(() => seq?.close())

const create = async () =>
  AttachmentView.strict().parse(
    await dataOf(await authedRequest(seq.app, alice.keystore, 'POST', '/attachments')),
  )
const pattern = (length: number, salt = 0) =>
  Uint8Array.from({ length }, (_, i) => (i * 131 + salt) & 0xff)
const chunksOf = (id: string) =>
  sql<[string], { n: number; size: number }>(
    seq.ctx.db,
    'SELECT n, length(bytes) AS size FROM attachment_chunks WHERE attachment_id = ? ORDER BY n',
  ).all(id)
const streamed = async (id: string) =>
  new Uint8Array(await new Response(attachmentStream(seq.ctx.db, id)).arrayBuffer())
const now = () => seq.clock.nowNs()

describe('chunked attachment bytes', () => {
  it('stores a body of several chunks and streams it back byte for byte, through view_url too', async () => {
    const a = await create()
    const bytes = pattern(2 * ATTACHMENT_CHUNK_BYTES + 12_345)
    expect(await storeUpload(seq.ctx.db, a.attachment_id, bytes, now)).toBe('stored')
    expect(chunksOf(a.attachment_id)).toEqual([
      { n: 0, size: ATTACHMENT_CHUNK_BYTES },
      { n: 1, size: ATTACHMENT_CHUNK_BYTES },
      { n: 2, size: 12_345 },
    ])
    expect(await streamed(a.attachment_id)).toEqual(bytes)
    const view = await seq.app.request(a.view_url)
    expect(view.headers.get('content-length')).toBe(String(bytes.length))
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(bytes)
  })

  it('an empty upload is stored with no chunks and views as empty', async () => {
    const a = await create()
    expect(await storeUpload(seq.ctx.db, a.attachment_id, new Uint8Array(0), now)).toBe('stored')
    expect(chunksOf(a.attachment_id)).toEqual([])
    expect(findAttachment(seq.ctx.db, a.attachment_id)?.size).toBe(0)
    expect((await (await seq.app.request(a.view_url)).arrayBuffer()).byteLength).toBe(0)
  })

  it('is not uploaded until its last chunk is written: the view is 404 meanwhile', async () => {
    const a = await create()
    const pending = storeUpload(
      seq.ctx.db,
      a.attachment_id,
      pattern(3 * ATTACHMENT_CHUNK_BYTES),
      now,
    )
    await new Promise((r) => setImmediate(r))
    await new Promise((r) => setImmediate(r))
    expect(chunksOf(a.attachment_id).length).toBeGreaterThan(0)
    expect(findAttachment(seq.ctx.db, a.attachment_id)?.uploadedAtNs).toBeNull()
    expect((await seq.app.request(a.view_url)).status).toBe(404)
    expect(await pending).toBe('stored')
    expect((await seq.app.request(a.view_url)).status).toBe(200)
  })

  it('replaces the chunks an interrupted upload left', async () => {
    const a = await create()
    // What a crash after writing chunks 0..3 of a longer body leaves.
    for (let n = 0; n < 4; n++)
      writeAttachmentChunk(seq.ctx.db, a.attachment_id, n, pattern(ATTACHMENT_CHUNK_BYTES, 99))
    const bytes = pattern(ATTACHMENT_CHUNK_BYTES + 10)
    expect(await storeUpload(seq.ctx.db, a.attachment_id, bytes, now)).toBe('stored')
    expect(chunksOf(a.attachment_id).map((c) => c.n)).toEqual([0, 1])
    expect(await streamed(a.attachment_id)).toEqual(bytes)
  })

  it('of two uploads racing for one attachment, the first is stored and the second told it differs', async () => {
    const a = await create()
    const first = pattern(2 * ATTACHMENT_CHUNK_BYTES, 1)
    const second = pattern(2 * ATTACHMENT_CHUNK_BYTES, 2)
    const outcomes = await Promise.all([
      storeUpload(seq.ctx.db, a.attachment_id, first, now),
      storeUpload(seq.ctx.db, a.attachment_id, second, now),
    ])
    expect(outcomes).toEqual(['stored', 'different'])
    expect(await streamed(a.attachment_id)).toEqual(first)
  })

  it('a retry with the same bytes is the same; one byte off, or one byte more, differs', async () => {
    const a = await create()
    const bytes = pattern(ATTACHMENT_CHUNK_BYTES + 1)
    expect(await storeUpload(seq.ctx.db, a.attachment_id, bytes, now)).toBe('stored')
    expect(await storeUpload(seq.ctx.db, a.attachment_id, bytes.slice(), now)).toBe('same')
    const changed = bytes.slice()
    changed[ATTACHMENT_CHUNK_BYTES] = changed[ATTACHMENT_CHUNK_BYTES]! ^ 1
    expect(await storeUpload(seq.ctx.db, a.attachment_id, changed, now)).toBe('different')
    expect(
      await storeUpload(seq.ctx.db, a.attachment_id, pattern(ATTACHMENT_CHUNK_BYTES + 2), now),
    ).toBe('different')
    expect(await streamed(a.attachment_id)).toEqual(bytes)
  })
})
