/**
 * Messages on the wire (service-interface §2.8, §6; wire-formats §8.2, §9): the message object of
 * `POST /messages` and of the Blaze `CREATE_MESSAGE` envelope, acknowledgements, the message as it
 * is delivered, and the Blaze frame. Each category's data structure is in ./message-data.
 *
 * Ours rather than Mixin's:
 * - the `SYSTEM_SAFE_MULTISIG` category (see `SystemSafeMultisigData`), which announces a new
 *   multisig request to its other sender members;
 * - a receipt pushed to a sender when a recipient acknowledges (`MessageReceiptView`) is sent only
 *   to the sender's open Blaze connections and is not stored.
 * @module
 */
import { z } from 'zod'
import { Timestamp, Uuid, UuidInput } from './common'
import { MAX_DISAPPEAR_SECONDS } from './conversation'

export * from './message-data'

/** Message objects in one `POST /messages` (wire-formats §8.2). */
export const MAX_MESSAGES_PER_REQUEST = 100
/** Largest `POST /messages` body, in bytes (wire-formats §8.2: 128 KB). */
export const MAX_MESSAGES_BODY_BYTES = 128 * 1024
/** Acknowledgements in one `POST /acknowledgements`. */
export const MAX_ACKNOWLEDGEMENTS_PER_REQUEST = 100
/** How long the service keeps a message nobody has taken delivery of (wire-formats §8.2). */
export const UNDELIVERED_RETENTION_SECONDS = 7 * 24 * 3600
/** A disappearing message never read goes this long plus the setting after it was sent (§4.1 rule 8). */
export const UNREAD_GRACE_SECONDS = 24 * 3600

const MessageStatus = z.enum(['SENT', 'DELIVERED', 'READ'])
type MessageStatus = z.infer<typeof MessageStatus>

/** An optional id where clients send a UUID, an empty string or null for "none". */
const OptionalId = UuidInput.or(z.literal('')).nullish()

/**
 * One message object of `POST /messages`, also the `params` of a Blaze `CREATE_MESSAGE`. The
 * payload comes base64-encoded as `data_base64` (DOCS, GO, SDK) or `data` (Android, GO's blaze
 * client), in either alphabet, padded or not; `data_base64` wins when both are present. The
 * category is checked against `SENDABLE_CATEGORIES` by the service, which names it in the error.
 * `expire_in` (SDK) is accepted and checked; the conversation's setting decides how long a
 * message lives.
 */
export const MessageRequest = z.object({
  conversation_id: UuidInput,
  recipient_id: OptionalId,
  message_id: UuidInput,
  category: z.string().min(1).max(64),
  data_base64: z.string().nullish(),
  data: z.string().nullish(),
  representative_id: OptionalId,
  quote_message_id: OptionalId,
  silent: z.boolean().nullish(),
  expire_in: z.number().int().min(0).max(MAX_DISAPPEAR_SECONDS).nullish(),
  status: z.literal('SENT').nullish(),
})
export type MessageRequest = z.infer<typeof MessageRequest>

/** One entry of `POST /acknowledgements` and the params of Blaze `ACKNOWLEDGE_MESSAGE_RECEIPT`. */
export const AcknowledgementRequest = z.object({
  message_id: UuidInput,
  status: z.enum(['DELIVERED', 'READ']),
})
export type AcknowledgementRequest = z.infer<typeof AcknowledgementRequest>

/**
 * A message as delivered: the `data` of an incoming Blaze `CREATE_MESSAGE` (wire-formats §8.2).
 * `data` is standard base64 with padding, `data_base64` the same bytes in base64url without
 * padding; `session_id` is empty for messages the service writes; `source` is
 * `LIST_PENDING_MESSAGES`, as everything is delivered from the pending queue.
 */
export const MessageView = z.object({
  type: z.literal('message'),
  representative_id: Uuid.or(z.literal('')),
  quote_message_id: Uuid.or(z.literal('')),
  conversation_id: Uuid,
  user_id: Uuid,
  session_id: Uuid.or(z.literal('')),
  message_id: Uuid,
  category: z.string(),
  data: z.string(),
  data_base64: z.string(),
  status: MessageStatus,
  source: z.string(),
  silent: z.boolean(),
  expire_in: z.number().int().min(0),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type MessageView = z.infer<typeof MessageView>

/**
 * Ours: what a sender's open Blaze connections receive when a recipient acknowledges one of its
 * messages (action `ACKNOWLEDGE_MESSAGE_RECEIPT`, `source` the same, as the SDK routes it to
 * `onAckReceipt`); `user_id` is the recipient who acknowledged.
 */
export const MessageReceiptView = z.object({
  type: z.literal('message'),
  message_id: Uuid,
  conversation_id: Uuid,
  user_id: Uuid,
  status: MessageStatus,
  source: z.literal('ACKNOWLEDGE_MESSAGE_RECEIPT'),
  updated_at: Timestamp,
})
export type MessageReceiptView = z.infer<typeof MessageReceiptView>

/** Blaze actions this service speaks (wire-formats §8.2); `ERROR` announces a refused connection. */
export const BlazeAction = {
  ListPendingMessages: 'LIST_PENDING_MESSAGES',
  CreateMessage: 'CREATE_MESSAGE',
  AcknowledgeMessageReceipt: 'ACKNOWLEDGE_MESSAGE_RECEIPT',
  /** Android's batch form: `params: {messages: [{message_id, status}]}`. */
  AcknowledgeMessageReceipts: 'ACKNOWLEDGE_MESSAGE_RECEIPTS',
  Error: 'ERROR',
} as const

/** The subprotocol a Blaze client asks for. */
export const BLAZE_SUBPROTOCOL = 'Mixin-Blaze-1'

export const BlazeError = z.object({
  status: z.number().int().optional(),
  code: z.number().int(),
  description: z.string(),
  extra: z.record(z.string(), z.unknown()).optional(),
})
export type BlazeError = z.infer<typeof BlazeError>

/**
 * Every Blaze frame, both ways, once gunzipped: `{id, action, params?, data?, error?}`. A reply
 * carries the id of the frame it answers.
 */
export const BlazeMessage = z.object({
  id: z.string().min(1).max(128),
  action: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).nullish(),
  data: z.unknown().optional(),
  error: BlazeError.optional(),
})
export type BlazeMessage = z.infer<typeof BlazeMessage>

/** Params of `ACKNOWLEDGE_MESSAGE_RECEIPTS`. */
export const AcknowledgeReceiptsParams = z.object({
  messages: z.array(AcknowledgementRequest).min(1).max(MAX_ACKNOWLEDGEMENTS_PER_REQUEST),
})
