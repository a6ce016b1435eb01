import { randomBytes, randomUUID } from 'node:crypto'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

/** An attachment as stored; the bytes are read apart, a chunk at a time (./chunked). */
export interface AttachmentRecord {
  readonly attachmentId: string
  readonly creatorId: string
  /** The capability in `upload_url` (hex, 32 random bytes). */
  readonly uploadToken: string
  /** The capability in `view_url`. */
  readonly viewToken: string
  /** Bytes uploaded; null before the upload. */
  readonly size: number | null
  readonly uploadedAtNs: bigint | null
  readonly createdAtNs: bigint
}

interface Row {
  attachment_id: string
  creator_id: string
  upload_token: string
  view_token: string
  size: bigint | null
  uploaded_at: bigint | null
  created_at: bigint
}

const toRecord = (r: Row): AttachmentRecord => ({
  attachmentId: r.attachment_id,
  creatorId: r.creator_id,
  uploadToken: r.upload_token,
  viewToken: r.view_token,
  size: r.size === null ? null : Number(r.size),
  uploadedAtNs: r.uploaded_at,
  createdAtNs: r.created_at,
})

/**
 * A new attachment with fresh unguessable upload and view tokens (256 bits each: the URLs are the
 * only credential, as an S3 presigned URL is).
 */
export function createAttachment(db: Db, creatorId: string, nowNs: bigint): AttachmentRecord {
  const record: AttachmentRecord = {
    attachmentId: randomUUID(),
    creatorId,
    uploadToken: randomBytes(32).toString('hex'),
    viewToken: randomBytes(32).toString('hex'),
    size: null,
    uploadedAtNs: null,
    createdAtNs: nowNs,
  }
  sql(
    db,
    'INSERT INTO attachments (attachment_id, creator_id, upload_token, view_token, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(record.attachmentId, record.creatorId, record.uploadToken, record.viewToken, nowNs)
  return record
}

/** How many attachments `creatorId` created at or after `sinceNs` (its hourly quota, ../limits). */
export function countAttachmentsSince(db: Db, creatorId: string, sinceNs: bigint): number {
  return sql<[string, bigint], { n: number }>(
    db,
    'SELECT count(*) AS n FROM attachments WHERE creator_id = ? AND created_at >= ?',
  ).get(creatorId, sinceNs)!.n
}

export function findAttachment(db: Db, attachmentId: string): AttachmentRecord | undefined {
  const r = sqlBig<[string], Row>(
    db,
    'SELECT attachment_id, creator_id, upload_token, view_token, size, uploaded_at, created_at FROM attachments WHERE attachment_id = ?',
  ).get(attachmentId)
  return r && toRecord(r)
}

/**
 * The most bytes one chunk of an attachment holds. SQLite writes and reads a row whole; a chunk
 * this size takes about a millisecond, so storing or serving an attachment a chunk per turn of the
 * event loop never holds other requests for long.
 */
export const ATTACHMENT_CHUNK_BYTES = 256 * 1024

/** Stores chunk `n` of an attachment's bytes (replacing one an interrupted upload left). */
export function writeAttachmentChunk(
  db: Db,
  attachmentId: string,
  n: number,
  bytes: Uint8Array,
): void {
  sql(
    db,
    'INSERT OR REPLACE INTO attachment_chunks (attachment_id, n, bytes) VALUES (?, ?, ?)',
  ).run(attachmentId, n, bytes)
}

/** Chunk `n` of an attachment's bytes, or undefined past the last. */
export function readAttachmentChunk(db: Db, attachmentId: string, n: number): Buffer | undefined {
  return sql<[string, number], { bytes: Buffer }>(
    db,
    'SELECT bytes FROM attachment_chunks WHERE attachment_id = ? AND n = ?',
  ).get(attachmentId, n)?.bytes
}

/** Drops the chunks of an attachment not yet uploaded: what an interrupted upload left. */
export function clearAttachmentChunks(db: Db, attachmentId: string): void {
  sql(db, 'DELETE FROM attachment_chunks WHERE attachment_id = ?').run(attachmentId)
}

/** Marks the bytes (all chunks written) as uploaded; false when another upload got there first. */
export function markAttachmentUploaded(
  db: Db,
  attachmentId: string,
  size: number,
  nowNs: bigint,
): boolean {
  return (
    sql(
      db,
      'UPDATE attachments SET size = ?, uploaded_at = ? WHERE attachment_id = ? AND uploaded_at IS NULL',
    ).run(size, nowNs, attachmentId).changes === 1
  )
}

/** Whether an attachment exists and its bytes were uploaded (what a message may refer to). */
export function isAttachmentUploaded(db: Db, attachmentId: string): boolean {
  return (
    sql<[string], { one: number }>(
      db,
      'SELECT 1 AS one FROM attachments WHERE attachment_id = ? AND uploaded_at IS NOT NULL',
    ).get(attachmentId) !== undefined
  )
}

/**
 * Notes that an attachment message naming `attachmentId` was sent in `conversationId`: its
 * participants may read the attachment from now on. Call inside the transaction storing the message.
 */
export function recordAttachmentSent(db: Db, attachmentId: string, conversationId: string): void {
  sql(
    db,
    'INSERT OR IGNORE INTO attachment_conversations (attachment_id, conversation_id) VALUES (?, ?)',
  ).run(attachmentId, conversationId)
}

/** The conversations an attachment was sent in. */
export function attachmentConversations(db: Db, attachmentId: string): string[] {
  return sql<[string], { conversation_id: string }>(
    db,
    'SELECT conversation_id FROM attachment_conversations WHERE attachment_id = ?',
  )
    .all(attachmentId)
    .map((r) => r.conversation_id)
}
