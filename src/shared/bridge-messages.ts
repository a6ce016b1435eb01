/**
 * A group's conversation on the bridge (see ./bridge for the contract): the messages the core
 * received over the service's message socket and stored, each already read and checked against
 * its category's schema (./api/message-data) and turned into a {@link MessageBody} the window
 * can draw without decoding anything. Cards and button groups arrive within their limits or as
 * `invalid`; unknown categories arrive as `unknown`, never dropped. Nothing remote is loaded by
 * the window: attachments are fetched by the core on request (`messages.attachment`), and card
 * icons and covers are not passed on at all.
 * @module
 */
import { z } from 'zod'
import { Timestamp, Uuid } from './api/common'

const Int = z.number().int()
const Ms = Int.nonnegative()

/** A button of a button group or a card, as drawn: its link opens only through the host, after the user confirms. */
export const MessageButton = z.object({
  label: z.string(),
  color: z.string().nullable(),
  url: z.string(),
})
export type MessageButton = z.infer<typeof MessageButton>

/** What an attachment message says about its file; the bytes come from `messages.attachment`. */
const AttachmentFacts = {
  attachment_id: Uuid,
  mime_type: z.string(),
  size: Int.nonnegative(),
}

/** What a SYSTEM_CONVERSATION message reports (wire-formats §9.2); the window words it with names. */
export const SystemEvent = z.object({
  action: z.enum(['CREATE', 'ADD', 'REMOVE', 'JOIN', 'EXIT', 'ROLE', 'UPDATE', 'EXPIRE']),
  /** Who acted. */
  user_id: Uuid.nullable(),
  /** Whom it was done to. */
  participant_id: Uuid.nullable(),
  role: z.string().nullable(),
  expire_in: Int.nonnegative().nullable(),
  /**
   * For UPDATE: what the core found changed when it re-read the group (the service's message does
   * not say). Empty when nothing it tracks changed or it could not tell.
   */
  changed: z.array(z.enum(['name', 'announcement', 'invite-link'])),
})
export type SystemEvent = z.infer<typeof SystemEvent>

/** A message's content, by what it is. */
export const MessageBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  /** PLAIN_POST: markdown, shown as plain text. */
  z.object({ kind: z.literal('post'), text: z.string() }),
  z.object({ kind: z.literal('system'), event: SystemEvent }),
  /** A new multisig request's notice, as an earlier local sequencer sent it (SYSTEM_SAFE_MULTISIG): kept readable in old conversations. */
  z.object({ kind: z.literal('request-notice'), request_id: Uuid, creator_id: Uuid }),
  /**
   * APP_CARD. `request_id` is set when its action is a request link this wallet understands
   * (`mixin.one/multisigs/…` or a code that resolves to one), so the window can open the review.
   */
  z.object({
    kind: z.literal('card'),
    app_id: Uuid,
    title: z.string(),
    description: z.string(),
    action: z.string().nullable(),
    buttons: z.array(MessageButton),
    request_id: Uuid.nullable(),
  }),
  z.object({ kind: z.literal('buttons'), buttons: z.array(MessageButton) }),
  z.object({ kind: z.literal('sticker'), sticker_id: Uuid }),
  z.object({ kind: z.literal('image'), ...AttachmentFacts, width: Int, height: Int }),
  z.object({ kind: z.literal('audio'), ...AttachmentFacts, duration_ms: Int.nonnegative() }),
  z.object({
    kind: z.literal('video'),
    ...AttachmentFacts,
    width: Int,
    height: Int,
    duration_ms: Int.nonnegative(),
  }),
  z.object({ kind: z.literal('file'), ...AttachmentFacts, name: z.string() }),
  z.object({ kind: z.literal('contact'), user_id: Uuid }),
  z.object({
    kind: z.literal('location'),
    latitude: z.number(),
    longitude: z.number(),
    name: z.string().nullable(),
    address: z.string().nullable(),
  }),
  z.object({ kind: z.literal('live'), url: z.string() }),
  z.object({ kind: z.literal('transcript'), count: Int.nonnegative() }),
  z.object({
    kind: z.literal('pin'),
    action: z.enum(['PIN', 'UNPIN']),
    message_ids: z.array(Uuid),
  }),
  /** A transfer or deposit notice (SYSTEM_*_SNAPSHOT). */
  z.object({
    kind: z.literal('transfer'),
    asset_id: Uuid,
    amount: z.string(),
    opponent_id: Uuid.nullable(),
    memo: z.string(),
  }),
  /** A message its sender took back (MESSAGE_RECALL replaces the original's body with this). */
  z.object({ kind: z.literal('recalled') }),
  /** A category this wallet does not know; shown as such. */
  z.object({ kind: z.literal('unknown'), category: z.string() }),
  /** A known category whose data breaks its rules (over a card's limits, say); `reason` is for a person. */
  z.object({ kind: z.literal('invalid'), category: z.string(), reason: z.string() }),
])
export type MessageBody = z.infer<typeof MessageBody>

/** One stored message. `seq` orders a conversation locally (arrival order); `created_at` is the service's time. */
export const StoredMessage = z.object({
  seq: Int.positive(),
  message_id: Uuid,
  conversation_id: Uuid,
  /** The sender. */
  user_id: Uuid,
  /** Whether this account sent it. */
  mine: z.boolean(),
  category: z.string(),
  body: MessageBody,
  quote_message_id: Uuid.nullable(),
  created_at: Timestamp,
  /** When this account read it (ms), null while unread; own messages count as read. */
  read_at: Ms.nullable(),
  /** When the core deletes it under the group's disappearing-messages setting (ms), null if never. */
  expires_at: Ms.nullable(),
})
export type StoredMessage = z.infer<typeof StoredMessage>

/** A page of a conversation, oldest first. `has_more` when older messages exist before the first. */
export const MessagePage = z.object({ messages: z.array(StoredMessage), has_more: z.boolean() })
export type MessagePage = z.infer<typeof MessagePage>

/** Per group: unread messages, and the announcement the user has not dismissed yet (null when none). */
export const ConversationState = z.object({
  conversation_id: Uuid,
  unread: Int.nonnegative(),
  /** The announcement as it changed, shown in the reminder bar until dismissed. */
  pending_announcement: z.string().nullable(),
  /** Highest `seq` stored for this conversation (0 when none). */
  last_seq: Int.nonnegative(),
})
export type ConversationState = z.infer<typeof ConversationState>

/** The state of an account's message socket, for the window's connection line. */
export const MessageLink = z.enum(['connecting', 'live', 'offline', 'stopped'])
export type MessageLink = z.infer<typeof MessageLink>

/**
 * What `messages.wait` answers: the account's conversation states after `after` (the highest
 * `change` the window has seen), as soon as anything changed or at its timeout.
 */
export const MessageChanges = z.object({
  /** A counter the core raises on every stored, read, deleted or dismissed message; pass it back as `after`. */
  change: Int.nonnegative(),
  link: MessageLink,
  conversations: z.array(ConversationState),
})
export type MessageChanges = z.infer<typeof MessageChanges>

/** An attachment the core downloaded and checked, as data (images only as `data:` URLs of an allowed type). */
export const AttachmentFile = z.object({
  attachment_id: Uuid,
  mime_type: z.string(),
  size: Int.nonnegative(),
  /** Base64 of the bytes; the window offers it as a download or, for images, shows it. */
  base64: z.string(),
})
export type AttachmentFile = z.infer<typeof AttachmentFile>
