/**
 * Messages on the wire (service-interface §2.8, §6; wire-formats §8.2, §9): the message object of
 * `POST /messages` and of the Blaze `CREATE_MESSAGE` envelope, acknowledgements, the message as it
 * is delivered, and the Blaze frame. Each category's data structure is in ./message-data.
 *
 * A receipt pushed to a sender when a recipient acknowledges (`MessageReceiptView`) is sent only to
 * the sender's open Blaze connections and is not stored.
 * @module
 */
import { z } from 'zod'
import { OptionalText, Timestamp, Uuid, UuidInput } from './common'
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
 * The official clients disagree on what they read — Go `MessageView` reads `data_base64` and has no
 * `silent` or `expire_in`, Android reads `data` with nullable `representative_id` and
 * `quote_message_id` — so every field no reader needs is optional, null ids read as '', and the
 * payload is whichever of `data` (standard base64) and `data_base64` (base64url) comes.
 */
export const MessageViewFields = z.object({
  type: z.string().optional(),
  representative_id: OptionalText(Uuid),
  quote_message_id: OptionalText(Uuid),
  conversation_id: Uuid,
  user_id: Uuid,
  session_id: OptionalText(Uuid),
  message_id: Uuid,
  category: z.string(),
  data: z.string().nullish(),
  data_base64: z.string().nullish(),
  status: z.string().optional(),
  source: z.string().optional(),
  silent: z.boolean().nullish(),
  expire_in: z.number().int().min(0).nullish(),
  created_at: Timestamp,
  updated_at: Timestamp.optional(),
})
/** {@link MessageViewFields}, with a payload required and read as one shape. */
export const MessageView = MessageViewFields.refine(
  (m) => typeof m.data === 'string' || typeof m.data_base64 === 'string',
  {
    message: 'expected data or data_base64',
    path: ['data'],
  },
)
  // Read as one shape: the payload in `data` (either alphabet: Node's base64 decoder takes both),
  // and no flags where none came.
  .transform((m) => ({
    ...m,
    data: m.data ?? m.data_base64 ?? '',
    silent: m.silent ?? false,
    expire_in: m.expire_in ?? 0,
  }))
export type MessageView = z.infer<typeof MessageView>
/** A message as the service writes it. */
export type MessageViewWire = z.input<typeof MessageView>

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
