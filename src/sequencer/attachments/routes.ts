import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_ATTACHMENT_MAX_BYTES, type AttachmentView } from '../../shared/api/attachment'
import { formatTime } from '../../shared/api/time'
import type { SequencerContext } from '../context'
import { quotaWindowStart } from '../limits'
import { findParticipant } from '../conversations/store'
import type { Db } from '../../node/sqlite/open'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { bodyTooLarge, conflict, forbidden, notFound, tooManyRequests } from '../http/errors'
import { readUuid, uuidParam } from '../http/params'
import { attachmentStream, storeUpload } from './chunked'
import {
  attachmentConversations,
  countAttachmentsSince,
  createAttachment,
  findAttachment,
  type AttachmentRecord,
} from './store'
import { bodySource, readLimited } from '../http/read-body'

/** `POST /attachments` takes no body; clients that send one send `{}` or unused fields. */
const CreateAttachmentBody = z.record(z.string(), z.unknown())

/** The largest upload this app accepts, in bytes. */
const attachmentLimit = (ctx: SequencerContext): number =>
  ctx.attachmentLimit ?? DEFAULT_ATTACHMENT_MAX_BYTES

/**
 * The attachment endpoints that read no large body (wire-formats §8.3): create, read, and the
 * `view_url` that serves the bytes. Upload is `attachmentUploadRoutes`.
 *
 * An attachment is read (`GET /attachments/:id`, which hands out its `view_url`) by its uploader
 * and by the participants of every conversation an attachment message naming it was sent in
 * (../messages records those); to anyone else it does not exist (404). The URLs point at the
 * service's configured public address (../context `publicUrl`), never at the request's Host.
 * A user creates at most `attachmentsPerHour` (../limits) in any hour; one never uploaded is
 * deleted after a day (../messages/sweep).
 */
export function attachmentRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  app.post('/attachments', auth, (c) => {
    parseBody(c, CreateAttachmentBody, {})
    const userId = c.get('caller').userId
    const nowNs = ctx.clock.nowNs()
    const perHour = ctx.limits.attachmentsPerHour
    if (countAttachmentsSince(ctx.db, userId, quotaWindowStart(nowNs)) >= perHour) {
      throw tooManyRequests(`Too many attachments: at most ${perHour} an hour.`)
    }
    const record = createAttachment(ctx.db, userId, nowNs)
    return c.json({ data: presentAttachment(ctx, record, userId) })
  })

  app.get('/attachments/:id', auth, (c) => {
    const record = findAttachment(ctx.db, uuidParam(c, 'id', 'attachment_id'))
    const userId = c.get('caller').userId
    if (!record || !mayRead(ctx.db, record, userId)) throw notFound('The attachment is not found.')
    return c.json({ data: presentAttachment(ctx, record, userId) })
  })

  // view_url: no access token; the view token in the URL is the credential.
  app.get('/attachments/:id/view', (c) => {
    const record = findAttachment(ctx.db, uuidParam(c, 'id', 'attachment_id'))
    if (!record || !sameToken(c.req.query('token'), record.viewToken))
      throw forbidden('The view URL is not valid.')
    if (record.uploadedAtNs === null) throw notFound('The attachment has not been uploaded.')
    return c.body(attachmentStream(ctx.db, record.attachmentId), 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(record.size ?? 0),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=31536000, immutable',
    })
  })
}

/**
 * `PUT <upload_url>`: the raw bytes, as the SDK sends them (`Content-Type:
 * application/octet-stream`, `x-amz-acl: public-read`, neither required). Mounted ahead of the
 * app's body reader (which stops at the API's body limit) so uploads stream against their own,
 * larger limit. The token is checked before a byte is read. An attachment takes one upload;
 * repeating it with the same bytes (a client's retry) succeeds, different bytes are 409.
 * @throws ApiError 403 (unknown attachment or wrong token), 413, 409
 */
export function attachmentUploadRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  app.put('/attachments/:id/upload', async (c) => {
    const id = readUuid(c.req.param('id'))
    const record = id === undefined ? undefined : findAttachment(ctx.db, id)
    if (!record || !sameToken(c.req.query('token'), record.uploadToken))
      throw forbidden('The upload URL is not valid.')
    const limit = attachmentLimit(ctx)
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > limit) throw bodyTooLarge(limit)
    const bytes = await readLimited(bodySource(c), limit)
    if (!bytes) throw bodyTooLarge(limit)
    const outcome = await storeUpload(ctx.db, record.attachmentId, bytes, () => ctx.clock.nowNs())
    if (outcome === 'different') throw conflict('The attachment has already been uploaded.')
    return c.body(null, 200)
  })
}

/** Whether `userId` uploaded the attachment or takes part in a conversation it was sent in. */
function mayRead(db: Db, record: AttachmentRecord, userId: string): boolean {
  return (
    record.creatorId === userId ||
    attachmentConversations(db, record.attachmentId).some(
      (id) => findParticipant(db, id, userId) !== undefined,
    )
  )
}

/**
 * The attachment object. Only its creator sees `upload_url`, and only until the bytes are there.
 */
function presentAttachment(
  ctx: SequencerContext,
  record: AttachmentRecord,
  viewerId: string,
): AttachmentView {
  const base = `${ctx.publicUrl}/attachments/${record.attachmentId}`
  const uploadable = record.uploadedAtNs === null && record.creatorId === viewerId
  return {
    type: 'attachment',
    attachment_id: record.attachmentId,
    upload_url: uploadable ? `${base}/upload?token=${record.uploadToken}` : '',
    view_url: `${base}/view?token=${record.viewToken}`,
    created_at: formatTime(record.createdAtNs),
  }
}

/** Constant-time comparison, so a token cannot be guessed byte by byte from response times. */
function sameToken(given: string | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
