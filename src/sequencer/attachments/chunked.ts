/**
 * An attachment's bytes in and out of SQLite a chunk per turn of the event loop (./store
 * `ATTACHMENT_CHUNK_BYTES`): a 10 MiB upload or download is about forty short steps, with every
 * other request served in between, rather than one write or read that holds them all.
 *
 * An upload writes its chunks, then marks the attachment uploaded in one small transaction: until
 * then the attachment has no bytes as far as anyone can tell (its view is 404, no message may name
 * it), and a crash in between leaves chunks that the next upload replaces. Uploads of one
 * attachment run one at a time, so a client's retry racing its first try compares with finished
 * bytes, never with half-written ones.
 * @module
 */
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Db } from '../../node/sqlite/open'
import { immediateTransaction } from '../../node/sqlite/transaction'
import {
  ATTACHMENT_CHUNK_BYTES,
  clearAttachmentChunks,
  findAttachment,
  markAttachmentUploaded,
  readAttachmentChunk,
  writeAttachmentChunk,
} from './store'

export type UploadOutcome = 'stored' | 'same' | 'different'

/** The uploads under way, per database and attachment: each waits for the one before it. */
const uploading = new WeakMap<Db, Map<string, Promise<unknown>>>()

/**
 * Stores `bytes` as the attachment's upload: 'stored' the first time, 'same' for a retry with the
 * same bytes, 'different' when other bytes were uploaded already (nothing changes then).
 */
export function storeUpload(
  db: Db,
  attachmentId: string,
  bytes: Uint8Array,
  nowNs: () => bigint,
): Promise<UploadOutcome> {
  let queue = uploading.get(db)
  if (!queue) uploading.set(db, (queue = new Map()))
  const own = queue
  const run = (own.get(attachmentId) ?? Promise.resolve()).then(() =>
    upload(db, attachmentId, bytes, nowNs),
  )
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  own.set(attachmentId, settled)
  void settled.then(() => {
    if (own.get(attachmentId) === settled) own.delete(attachmentId)
  })
  return run
}

async function upload(
  db: Db,
  attachmentId: string,
  bytes: Uint8Array,
  nowNs: () => bigint,
): Promise<UploadOutcome> {
  const record = findAttachment(db, attachmentId)
  if (record && record.uploadedAtNs !== null)
    return (await sameAsStored(db, attachmentId, record.size ?? 0, bytes)) ? 'same' : 'different'
  clearAttachmentChunks(db, attachmentId)
  for (let n = 0, at = 0; at < bytes.length; n++, at += ATTACHMENT_CHUNK_BYTES) {
    await nextTurn()
    writeAttachmentChunk(db, attachmentId, n, bytes.subarray(at, at + ATTACHMENT_CHUNK_BYTES))
  }
  await nextTurn()
  const marked = immediateTransaction(db, () =>
    markAttachmentUploaded(db, attachmentId, bytes.length, nowNs()),
  )
  // Not marked only when the attachment went meanwhile (the sweeper's, after a day unused).
  return marked ? 'stored' : 'different'
}

async function sameAsStored(
  db: Db,
  attachmentId: string,
  size: number,
  bytes: Uint8Array,
): Promise<boolean> {
  if (size !== bytes.length) return false
  let at = 0
  for (let n = 0; ; n++) {
    const chunk = readAttachmentChunk(db, attachmentId, n)
    if (!chunk) return at === bytes.length
    if (!chunk.equals(bytes.subarray(at, at + chunk.length))) return false
    at += chunk.length
    await nextTurn()
  }
}

/**
 * An uploaded attachment's bytes as a stream that reads the next chunk only when the response asks
 * for it, each on a turn of its own: a reader that asks at once again (one that buffers the whole
 * body) would otherwise read them all in one run of microtasks.
 */
export function attachmentStream(db: Db, attachmentId: string): ReadableStream<Uint8Array> {
  let n = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (n > 0) await nextTurn()
      const chunk = readAttachmentChunk(db, attachmentId, n++)
      if (chunk)
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
      else controller.close()
    },
  })
}
