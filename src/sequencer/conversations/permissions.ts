import type { ConversationCategory, ParticipantRole } from '../../shared/api/conversation'
import { forbidden } from '../http/errors'

/** Everything a caller can do to a conversation they name by id. */
export type Operation =
  'read' | 'update' | 'add' | 'remove' | 'role' | 'rotate' | 'exit' | 'mute' | 'disappear' | 'pin'

/** A caller's standing: their participant role, or `null` for someone who is not a member. */
export type Standing = ParticipantRole | null

const MEMBERS: readonly ParticipantRole[] = ['OWNER', 'ADMIN', '']
const MANAGERS: readonly ParticipantRole[] = ['OWNER', 'ADMIN']
const OWNER: readonly ParticipantRole[] = ['OWNER']
const NOBODY: readonly ParticipantRole[] = []

/**
 * Who may do what (interface §4.1 and the SDK's notes): managers (owner and admins) edit the
 * group, add and remove, rotate the code, set disappearing messages and pin messages (a
 * `MESSAGE_PIN`, as the official clients allow); only the owner sets roles; any member reads,
 * mutes and leaves. A contact conversation has no managers: either side reads, mutes, sets
 * disappearing messages and pins, and nothing else applies to it.
 */
const ALLOWED: Record<ConversationCategory, Record<Operation, readonly ParticipantRole[]>> = {
  GROUP: {
    read: MEMBERS,
    update: MANAGERS,
    add: MANAGERS,
    remove: MANAGERS,
    role: OWNER,
    rotate: MANAGERS,
    exit: MEMBERS,
    mute: MEMBERS,
    disappear: MANAGERS,
    pin: MANAGERS,
  },
  CONTACT: {
    read: MEMBERS,
    update: NOBODY,
    add: NOBODY,
    remove: NOBODY,
    role: NOBODY,
    rotate: NOBODY,
    exit: NOBODY,
    mute: MEMBERS,
    disappear: MEMBERS,
    pin: MEMBERS,
  },
}

export function mayPerform(
  category: ConversationCategory,
  operation: Operation,
  standing: Standing,
): boolean {
  return standing !== null && ALLOWED[category][operation].includes(standing)
}

/**
 * @throws ApiError 403 when `standing` may not perform `operation` on a `category` conversation
 */
export function assertMayPerform(
  category: ConversationCategory,
  operation: Operation,
  standing: Standing,
): void {
  if (mayPerform(category, operation, standing)) return
  throw forbidden(
    standing === null
      ? 'You are not a participant of this conversation.'
      : `Your role may not ${operation} here.`,
  )
}

/**
 * REMOVE beyond the operation check: nobody removes themselves (that is exit), nobody removes the
 * owner, and only the owner removes an admin.
 * @throws ApiError 403 naming the refused rule
 */
export function assertMayRemove(
  actor: ParticipantRole,
  target: ParticipantRole,
  self: boolean,
): void {
  if (self) throw forbidden('Use exit to leave the group.')
  if (target === 'OWNER') throw forbidden('The owner cannot be removed.')
  if (target === 'ADMIN' && actor !== 'OWNER')
    throw forbidden('Only the owner can remove an admin.')
}

/**
 * ROLE beyond the operation check: the owner's own role never changes (ownership passes only when
 * the owner leaves).
 * @throws ApiError 403
 */
export function assertMayChangeRole(target: ParticipantRole): void {
  if (target === 'OWNER') throw forbidden('The owner’s role cannot be changed.')
}
