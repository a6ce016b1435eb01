import type { MessageBody } from '../../../../shared/bridge-messages'

/**
 * A message this account sent, as stored. Apart from ./index so the groups service, which sends
 * texts, can name it without importing the messages service that reads groups.
 */
export interface SentMessage {
  message_id: string
  conversation_id: string
  category: string
  body: MessageBody
  created_at: string
}
