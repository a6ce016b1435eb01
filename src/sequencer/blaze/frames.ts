import { gunzipSync, gzipSync } from 'node:zlib'
import { ErrorCode } from '../../shared/api/error'
import { BlazeMessage, type BlazeError } from '../../shared/api/messages'

/** Largest frame accepted on the socket, compressed (ours). */
export const MAX_FRAME_BYTES = 1024 * 1024
/** Largest frame once gunzipped (ours): a frame carries one message (128 KB as JSON at most) or one ack. */
export const MAX_FRAME_JSON_BYTES = 256 * 1024

/** Every frame is gzip-compressed JSON (wire-formats §8.2). */
export function encodeFrame(message: BlazeMessage | Record<string, unknown>): Buffer {
  return gzipSync(Buffer.from(JSON.stringify(message), 'utf8'), { level: 3 })
}

export type DecodedFrame =
  | { readonly ok: true; readonly message: BlazeMessage }
  /** `id`/`action` are echoed when the frame got far enough to carry them. */
  | { readonly ok: false; readonly id: string; readonly action: string; readonly error: BlazeError }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads one client frame: gunzip (bounded), UTF-8, JSON, then the Blaze envelope.
 * Never throws: a bad frame becomes the error to answer it with.
 */
export function decodeFrame(frame: Uint8Array | string): DecodedFrame {
  const bad = (
    description: string,
    id = '',
    action = '',
    code: number = ErrorCode.BadRequest,
  ): DecodedFrame => ({
    ok: false,
    id,
    action,
    error: { code, description },
  })
  if (typeof frame === 'string') return bad('Frames must be gzip-compressed JSON sent as binary.')
  let json: unknown
  try {
    const text = utf8.decode(gunzipSync(frame, { maxOutputLength: MAX_FRAME_JSON_BYTES }))
    json = JSON.parse(text)
  } catch (error) {
    if (
      error instanceof RangeError ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      return bad(
        `The frame is larger than ${MAX_FRAME_JSON_BYTES} bytes uncompressed.`,
        '',
        '',
        ErrorCode.PayloadTooLarge,
      )
    }
    return bad('Frames must be gzip-compressed JSON.')
  }
  const parsed = BlazeMessage.safeParse(json)
  if (parsed.success) return { ok: true, message: parsed.data }
  const o = (typeof json === 'object' && json !== null ? json : {}) as {
    id?: unknown
    action?: unknown
  }
  const issue = parsed.error.issues[0]!
  return bad(
    `The request data has invalid field: ${issue.path.join('.') || '(frame)'}.`,
    typeof o.id === 'string' ? o.id.slice(0, 128) : '',
    typeof o.action === 'string' ? o.action.slice(0, 64) : '',
    ErrorCode.InvalidField,
  )
}
