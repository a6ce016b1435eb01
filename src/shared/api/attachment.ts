/**
 * Attachments (wire-formats §8.3): `POST /attachments` creates one and returns where to put the
 * bytes; an HTTP PUT of the raw bytes to `upload_url` stores them; `GET /attachments/:id` returns
 * the object again. `upload_url` and `view_url` carry an unguessable token, as S3 presigned URLs
 * do, so neither needs an access token.
 * @module
 */
import { z } from 'zod'
import { Timestamp, Uuid } from './common'

/** The service's default for the largest upload, in bytes (ours: 10 MiB, configurable). */
export const DEFAULT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024

/**
 * The attachment object. `upload_url` is given to the creator until the bytes are uploaded and is
 * empty otherwise; `view_url` serves the bytes once uploaded.
 */
export const AttachmentView = z.object({
  type: z.literal('attachment'),
  attachment_id: Uuid,
  upload_url: z.string(),
  view_url: z.string(),
  created_at: Timestamp,
})
export type AttachmentView = z.infer<typeof AttachmentView>
