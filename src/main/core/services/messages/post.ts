/**
 * Posting messages of this account to a group: one `POST /messages` for all of them, audited as a
 * group message either way, and each returned as this account keeps it (the service answers `{}`,
 * so the time is the wallet's own).
 * @module
 */
import { z } from 'zod'
import type { CoreContext } from '../../context'
import { bodyOf } from './body'
import type { SentMessage } from './sent-message'

/** A message to post: its id, its category and its payload as bytes. */
export interface OutgoingMessage {
  readonly message_id: string
  readonly category: string
  readonly data: Buffer
}

/**
 * Posts `messages` to the group in one call; the audit entry says `detail.ok`, or `detail.failed`
 * when the call fails.
 * @throws ApiClientError, VaultError (from the call)
 */
export async function postToGroup(
  ctx: CoreContext,
  userId: string,
  conversationId: string,
  messages: readonly OutgoingMessage[],
  detail: { readonly ok: string; readonly failed: string },
): Promise<SentMessage[]> {
  const audit = (result: 'ok' | 'failed') =>
    ctx.audit({
      actor: userId,
      action: 'group.message',
      subject: conversationId,
      result,
      detail: detail[result],
    })
  try {
    await ctx.clientFor(userId).call('POST', '/messages', z.unknown(), {
      body: messages.map((m) => ({
        conversation_id: conversationId,
        message_id: m.message_id,
        category: m.category,
        data_base64: m.data.toString('base64url'),
      })),
    })
    audit('ok')
  } catch (e) {
    audit('failed')
    throw e
  }
  const created_at = new Date(ctx.now()).toISOString()
  return messages.map((m) => ({
    message_id: m.message_id,
    conversation_id: conversationId,
    category: m.category,
    body: bodyOf(m.category, m.data.toString('base64')),
    created_at,
  }))
}
