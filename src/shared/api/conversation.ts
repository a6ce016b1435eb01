/**
 * Conversations as the interface serves them (service-interface §2.1, §2.2, §2.7, §4.1; wire-formats
 * §8.1, §9.2): the conversation object, its participants, sessions and circles, every request body
 * of the conversation endpoints with its limits, and the SYSTEM_CONVERSATION message payload.
 * Response schemas are what the sequencer writes and the wallet reads; request schemas are what
 * the sequencer accepts (lenient where official clients differ, strict on limits).
 * @module
 */
import { z } from 'zod'
import { Timestamp, Uuid, UuidInput } from './common'

/** A group holds at most this many members, its owner included (more → 20116 group full). */
export const MAX_GROUP_MEMBERS = 256
/** Group name, in Unicode characters (code points). */
const MAX_NAME_CHARS = 512
/** Group announcement, in Unicode characters (code points). */
const MAX_ANNOUNCEMENT_CHARS = 1024
/** Disappearing-message setting: at most 12 weeks. */
export const MAX_DISAPPEAR_SECONDS = 12 * 7 * 24 * 3600
/** Longest mute: one year, the longest preset the official clients offer. */
const MAX_MUTE_SECONDS = 365 * 24 * 3600
/** Entries accepted in one ADD/REMOVE/ROLE body; the group limit is checked after this. */
const MAX_PARTICIPANT_ENTRIES = 1024

/** Length as the limits count it: Unicode code points, so an emoji is one character. */
export const charLength = (text: string): number => {
  let n = 0
  for (const _ of text) n++
  return n
}

const limitedText = (max: number) =>
  z.string().refine((s) => charLength(s) <= max, { message: `expected at most ${max} characters` })

export const ConversationCategory = z.enum(['CONTACT', 'GROUP'])
export type ConversationCategory = z.infer<typeof ConversationCategory>

/** `OWNER`, `ADMIN`, or the empty string for an ordinary member. */
export const ParticipantRole = z.enum(['OWNER', 'ADMIN', ''])
export type ParticipantRole = z.infer<typeof ParticipantRole>

/** §2.2 */
const Participant = z.object({
  type: z.literal('participant'),
  user_id: Uuid,
  role: ParticipantRole,
  created_at: Timestamp,
})
type Participant = z.infer<typeof Participant>

/** §2.1 lists only `user_id` and `session_id`; the official API (and this sequencer) adds the rest. */
const ParticipantSession = z.object({
  type: z.literal('participant').optional(),
  user_id: Uuid,
  session_id: Uuid,
  public_key: z.string().optional(),
})
type ParticipantSession = z.infer<typeof ParticipantSession>

/** §2.1 circle entry (wire-formats §8.1 types it `circle_conversation`). */
const Circle = z.object({
  type: z.literal('circle_conversation').optional(),
  circle_id: Uuid,
  conversation_id: Uuid,
  user_id: Uuid,
  created_at: Timestamp,
})
type Circle = z.infer<typeof Circle>

const conversationFields = {
  type: z.literal('conversation'),
  conversation_id: Uuid,
  creator_id: Uuid,
  category: ConversationCategory,
  name: z.string(),
  icon_url: z.string(),
  announcement: z.string(),
  created_at: Timestamp,
  /** Empty for a contact conversation, which has no invitation code. */
  code_id: Uuid.or(z.literal('')),
  code_url: z.string(),
  /** The viewer's own mute; the zero time when never muted. */
  mute_until: Timestamp,
  /** Seconds of the disappearing-message setting; 0 when off. */
  expire_in: z.number().int().min(0),
  participants: z.array(Participant),
}

/** The conversation object (§2.1 plus `expire_in`; wire-formats §8.1). */
export const Conversation = z.object({
  ...conversationFields,
  participant_sessions: z.array(ParticipantSession),
  circles: z.array(Circle),
})
export type Conversation = z.infer<typeof Conversation>

/** §2.7: in a code lookup each participant session carries `type` and `public_key`. */
const CodeParticipantSession = z.object({
  type: z.literal('participant'),
  user_id: Uuid,
  session_id: Uuid,
  public_key: z.string(),
})

/** §2.7: in a code lookup a circle is `{type: "circle", circle_id, user_id, name, created_at}`. */
const CodeCircle = z.object({
  type: z.literal('circle'),
  circle_id: Uuid,
  user_id: Uuid,
  name: z.string(),
  created_at: Timestamp,
})

/** The `conversation` result of `GET /codes/:id` (§2.7). */
export const ConversationCodeResult = z.object({
  ...conversationFields,
  participant_sessions: z.array(CodeParticipantSession),
  circles: z.array(CodeCircle),
})
export type ConversationCodeResult = z.infer<typeof ConversationCodeResult>

/** One entry of a create, ADD or REMOVE body; `role` is read only at creation. */
export const ParticipantRequest = z.object({
  user_id: UuidInput,
  role: z.enum(['ADMIN', '']).optional(),
})
export type ParticipantRequest = z.infer<typeof ParticipantRequest>

/**
 * `POST /conversations`. `name` and `announcement` may be null or absent (GO sends empty strings,
 * the SDK omits them); `icon_base64` (DART) is accepted and ignored.
 */
export const CreateConversationRequest = z.object({
  category: ConversationCategory,
  conversation_id: UuidInput,
  name: limitedText(MAX_NAME_CHARS).nullish(),
  announcement: limitedText(MAX_ANNOUNCEMENT_CHARS).nullish(),
  participants: z.array(ParticipantRequest).max(MAX_PARTICIPANT_ENTRIES),
  random_id: UuidInput.or(z.literal('')).nullish(),
  icon_base64: z.string().nullish(),
})
export type CreateConversationRequest = z.infer<typeof CreateConversationRequest>

/** `POST /conversations/:id`; other fields (GO and DART send the whole request object) are ignored. */
export const UpdateConversationRequest = z.object({
  name: limitedText(MAX_NAME_CHARS).nullish(),
  announcement: limitedText(MAX_ANNOUNCEMENT_CHARS).nullish(),
})
export type UpdateConversationRequest = z.infer<typeof UpdateConversationRequest>

/** `POST /conversations/:id/participants/ADD` and `/REMOVE`. */
export const ParticipantsRequest = z.array(ParticipantRequest).min(1).max(MAX_PARTICIPANT_ENTRIES)

/** `POST /conversations/:id/participants/ROLE`: `ADMIN` grants, the empty string revokes. */
export const RoleRequest = z
  .array(z.object({ user_id: UuidInput, role: z.enum(['ADMIN', '']) }))
  .min(1)
  .max(MAX_PARTICIPANT_ENTRIES)
export type RoleRequest = z.infer<typeof RoleRequest>

/** `POST /conversations/:id/mute`: seconds, 0 unmutes (28800 = 8 hours). */
export const MuteRequest = z.object({ duration: z.number().int().min(0).max(MAX_MUTE_SECONDS) })

/** `POST /conversations/:id/disappear`: seconds, 0 turns it off, at most 12 weeks. */
export const DisappearRequest = z.object({
  duration: z.number().int().min(0).max(MAX_DISAPPEAR_SECONDS),
})

const SystemConversationAction = z.enum([
  'CREATE',
  'ADD',
  'REMOVE',
  'JOIN',
  'EXIT',
  'ROLE',
  'UPDATE',
  'EXPIRE',
])
type SystemConversationAction = z.infer<typeof SystemConversationAction>

/**
 * The JSON inside a SYSTEM_CONVERSATION message's `data` (wire-formats §9.2): `user_id` is who acted,
 * `participant_id` whom it was done to, `role` the new role (ROLE), `expire_in` the new setting (EXPIRE).
 */
export const SystemConversationPayload = z.object({
  action: SystemConversationAction,
  participant_id: Uuid.optional(),
  user_id: Uuid.optional(),
  role: ParticipantRole.optional(),
  expire_in: z.number().int().min(0).optional(),
})
export type SystemConversationPayload = z.infer<typeof SystemConversationPayload>
