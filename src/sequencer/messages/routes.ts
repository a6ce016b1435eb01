import type { Context, Hono } from 'hono'
import { z } from 'zod'
import {
  AcknowledgementRequest,
  MAX_ACKNOWLEDGEMENTS_PER_REQUEST,
  MAX_MESSAGES_BODY_BYTES,
  MAX_MESSAGES_PER_REQUEST,
} from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { requireCaller } from '../http/auth'
import { parseBody } from '../http/body'
import type { AppEnv } from '../http/env'
import { bodyTooLarge, invalidField } from '../http/errors'
import { acknowledgeMessages } from './receipts'
import { sendMessages } from './send'

const batchLabel = (i: number) => `[${i}]`

/**
 * `POST /messages` and `POST /acknowledgements` (wire-formats §8.2). Both take an array (at most
 * 100 entries) or, as the SDK's `sendLegacy` and Ruby's client send, a single object; both answer
 * `{"data": {}}`. Errors name the entry as `[i].field`.
 */
export function messageRoutes(app: Hono<AppEnv>, ctx: SequencerContext): void {
  const auth = requireCaller(ctx)

  app.post('/messages', auth, (c) => {
    if (c.get('rawBody').length > MAX_MESSAGES_BODY_BYTES)
      throw bodyTooLarge(MAX_MESSAGES_BODY_BYTES)
    const items = readBatch(c, MAX_MESSAGES_PER_REQUEST)
    sendMessages(ctx, c.get('caller'), items, batchLabel)
    return c.json({ data: {} })
  })

  app.post('/acknowledgements', auth, (c) => {
    const acks = readBatch(c, MAX_ACKNOWLEDGEMENTS_PER_REQUEST).map((item, i) => {
      const parsed = AcknowledgementRequest.safeParse(item)
      if (parsed.success) return parsed.data
      const issue = parsed.error.issues[0]!
      throw invalidField([batchLabel(i), ...issue.path].join('.'), issue.message)
    })
    acknowledgeMessages(ctx, c.get('caller').userId, acks)
    return c.json({ data: {} })
  })
}

/**
 * The body as a list of entries: a JSON array of 1 to `max`, or one object.
 * @throws ApiError 400 for bytes that are not JSON, 10002 `(body)` for anything else
 */
function readBatch(c: Context<AppEnv>, max: number): unknown[] {
  const body = parseBody(c, z.unknown())
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > max)
      throw invalidField('(body)', `expected 1 to ${max} entries`)
    return body
  }
  if (typeof body === 'object' && body !== null) return [body]
  throw invalidField('(body)', 'expected an array of entries')
}
