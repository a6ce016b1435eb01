/**
 * What a code or link resolves to, on the bridge (see ./bridge for the contract): a user, a group, a
 * payment, a multisig or collectible request, each with the action the window offers for it.
 * @module
 */
import { z } from 'zod'
import { Amount, Uuid } from './api/common'

const Int = z.number().int()

export const CodeResolution = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    action: z.literal('view-user'),
    code_id: Uuid,
    user: z.object({
      user_id: Uuid,
      identity_number: z.string(),
      full_name: z.string(),
      avatar_url: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('conversation'),
    action: z.enum(['open-group', 'join-group']),
    code_id: Uuid,
    conversation_id: Uuid,
    name: z.string(),
    participant_count: Int,
    is_member: z.boolean(),
  }),
  z.object({
    kind: z.literal('payment'),
    action: z.literal('view-payment'),
    code_id: Uuid,
    trace_id: Uuid,
    asset_id: Uuid,
    amount: Amount,
    threshold: Int,
    receivers: z.array(Uuid),
    memo: z.string(),
    status: z.string(),
  }),
  z.object({
    kind: z.literal('multisig_request'),
    action: z.literal('review-request'),
    code_id: Uuid,
    request_id: Uuid,
    asset_id: Uuid,
    amount: Amount,
    request_action: z.enum(['sign', 'unlock']),
    state: z.enum(['initial', 'signed']),
  }),
  z.object({
    kind: z.literal('collectible_request'),
    action: z.literal('review-collectible-request'),
    code_id: Uuid,
    request_id: Uuid,
    token_id: Uuid,
    amount: Amount,
    state: z.enum(['initial', 'signed']),
  }),
])
export type CodeResolution = z.infer<typeof CodeResolution>
