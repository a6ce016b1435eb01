import {
  ATTACHMENT_CATEGORIES,
  MessageRequest,
  parseMessageData,
  SendableCategory,
  type MessageDataOf,
} from '../../shared/api/messages'
import { invalidField } from '../http/errors'
import { decodeLenientBase64 } from './base64'

/** A message object that passed every check that needs no database. */
export interface PreparedMessage {
  /** How errors name this item: `[3]` in a batch, `params` in a Blaze frame. */
  readonly label: string
  readonly request: MessageRequest
  readonly category: SendableCategory
  /** The payload bytes, stored exactly as sent. */
  readonly bytes: Buffer
  /** The uploaded attachment the data names (image, audio, video, file). */
  readonly attachmentId?: string
  /** The user a contact card names. */
  readonly contactUserId?: string
  /** The message a `MESSAGE_RECALL` takes back. */
  readonly recalledMessageId?: string
  /** The app an `APP_CARD` claims to come from. */
  readonly cardAppId?: string
}

/**
 * Checks one message object without the database: the envelope's fields, the category (one a
 * client may send), the base64 payload, and the payload against its category's data structure
 * and limits (./message-data).
 * @throws ApiError 10002 naming the field as `<label>.<field>`, e.g. `[2].data.title`
 */
export function prepareMessage(item: unknown, label: string): PreparedMessage {
  const parsed = MessageRequest.safeParse(item)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw invalidField(
      issue.path.length ? `${label}.${issue.path.join('.')}` : label,
      issue.message,
    )
  }
  const request = parsed.data
  const category = SendableCategory.safeParse(request.category)
  if (!category.success)
    throw invalidField(
      `${label}.category`,
      `${request.category} is not a category clients may send`,
    )

  const field = typeof request.data_base64 === 'string' ? 'data_base64' : 'data'
  const encoded = request.data_base64 ?? request.data
  if (typeof encoded !== 'string')
    throw invalidField(`${label}.data_base64`, 'the message data is required')
  const bytes = decodeLenientBase64(encoded)
  if (!bytes) throw invalidField(`${label}.${field}`, 'expected base64')

  const data = parseMessageData(category.data, bytes)
  if (!data.ok) throw invalidField(`${label}.${data.path}`, data.reason)

  const prepared: { -readonly [K in keyof PreparedMessage]: PreparedMessage[K] } = {
    label,
    request,
    category: category.data,
    bytes,
  }
  if (ATTACHMENT_CATEGORIES.includes(category.data)) {
    prepared.attachmentId = (data.value as MessageDataOf<'PLAIN_IMAGE'>).attachment_id
  }
  if (category.data === 'PLAIN_CONTACT')
    prepared.contactUserId = (data.value as MessageDataOf<'PLAIN_CONTACT'>).user_id
  if (category.data === 'MESSAGE_RECALL')
    prepared.recalledMessageId = (data.value as MessageDataOf<'MESSAGE_RECALL'>).message_id
  if (category.data === 'APP_CARD')
    prepared.cardAppId = (data.value as MessageDataOf<'APP_CARD'>).app_id
  return prepared
}
