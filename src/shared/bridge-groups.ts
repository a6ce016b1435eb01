/**
 * Groups on the bridge (see ./bridge for the contract): each group as this account sees it, its
 * members and their roles, and the mute presets. Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { ParticipantRole } from './api/conversation'
import { Uuid } from './api/common'

const Int = z.number().int()
const Ms = Int.nonnegative()

const Participant = z.object({ user_id: Uuid, role: ParticipantRole, created_at: z.string() })

export const GroupSummary = z.object({
  conversation_id: Uuid,
  name: z.string(),
  announcement: z.string(),
  creator_id: Uuid,
  code_url: z.string(),
  mute_until: z.string(),
  expire_in: Int,
  participant_count: Int,
  my_role: ParticipantRole.nullable(),
  synced_at: Ms,
})
export type GroupSummary = z.infer<typeof GroupSummary>

export const GroupDetail = GroupSummary.extend({
  participants: z.array(Participant),
  muted: z.boolean(),
})
export type GroupDetail = z.infer<typeof GroupDetail>

export const MUTE_PRESETS = ['1h', '8h', '1w', 'unmute', 'custom'] as const
