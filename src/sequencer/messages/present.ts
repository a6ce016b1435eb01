import type { MessageReceiptView, MessageViewWire } from '../../shared/api/messages'
import { formatTime } from '../../shared/api/time'
import type { ReceiptEvent } from './events'
import type { DeliverableMessage } from './store'

/**
 * A message as delivered (wire-formats §8.2, incoming `CREATE_MESSAGE` data), with the fields the
 * DOCS list: `data` in standard base64 with padding, which Android and the SDK decode, and
 * `data_base64` in the URL alphabet without padding, which Go's `MessageView` reads.
 */
export function presentMessage(m: DeliverableMessage): MessageViewWire {
  const bytes = Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength)
  return {
    type: 'message',
    representative_id: m.representativeId,
    quote_message_id: m.quoteMessageId,
    conversation_id: m.conversationId,
    user_id: m.userId,
    session_id: m.sessionId ?? '',
    message_id: m.messageId,
    category: m.category,
    data: bytes.toString('base64'),
    data_base64: bytes.toString('base64url'),
    status: m.status,
    source: 'LIST_PENDING_MESSAGES',
    silent: m.silent,
    expire_in: m.expireIn,
    created_at: formatTime(m.createdAtNs),
    updated_at: formatTime(m.updatedAtNs),
  }
}

/** What a sender's connections are told when a recipient acknowledges (ours, see MessageReceiptView). */
export function presentReceipt(r: ReceiptEvent): MessageReceiptView {
  return {
    type: 'message',
    message_id: r.messageId,
    conversation_id: r.conversationId,
    user_id: r.userId,
    status: r.status,
    source: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
    updated_at: formatTime(r.atNs),
  }
}
