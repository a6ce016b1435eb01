/**
 * What each role may do in a group, as the service enforces it (src/sequencer/conversations/
 * permissions.ts): managers (owner and admins) edit, add, remove, rotate the link and set
 * disappearing messages; only the owner sets admins; only the owner removes an admin; nobody removes
 * the owner; everyone mutes and leaves. The UI offers only what the role allows. Pure, unit-tested.
 * @module
 */
import { t as wordsNow, type MessageId } from '../base/words'

/** A member's role: 'OWNER', 'ADMIN', '' (member), or null (not a member). */
export type GroupRole = 'OWNER' | 'ADMIN' | '' | null

export type GroupOperation =
  'edit' | 'add' | 'remove' | 'set-admin' | 'rotate' | 'disappear' | 'mute' | 'exit'

const MANAGER_OPS: readonly GroupOperation[] = ['edit', 'add', 'remove', 'rotate', 'disappear']

/** Whether `role` may perform `op` at all. */
export function may(role: GroupRole, op: GroupOperation): boolean {
  if (role === null) return false
  if (op === 'mute' || op === 'exit') return true
  if (op === 'set-admin') return role === 'OWNER'
  return MANAGER_OPS.includes(op) && (role === 'OWNER' || role === 'ADMIN')
}

/** Whether `actor` may remove the member `target` (never oneself: that is leaving). */
export function mayRemove(actor: GroupRole, target: GroupRole, self: boolean): boolean {
  if (self || !may(actor, 'remove') || target === 'OWNER') return false
  return target !== 'ADMIN' || actor === 'OWNER'
}

/** Whether `actor` may make `target` an admin or a member again. */
export function mayChangeRole(actor: GroupRole, target: GroupRole, self: boolean): boolean {
  return !self && may(actor, 'set-admin') && target !== 'OWNER'
}

/** A role in words, by the caller's `t` (the one in force now when not given). */
export function roleName(role: GroupRole, t: typeof wordsNow = wordsNow): string {
  return t(
    role === 'OWNER'
      ? 'groups.role.owner'
      : role === 'ADMIN'
        ? 'groups.role.admin'
        : role === ''
          ? 'groups.role.member'
          : 'groups.role.none',
  )
}

/** A role for the style sheet (`role-owner` …), the same in every language. */
export function roleClass(role: GroupRole): string {
  return role === 'OWNER' ? 'owner' : role === 'ADMIN' ? 'admin' : role === '' ? 'member' : 'none'
}

/** The mute presets offered, in the contract's names, with their button and their notice. */
export const MUTE_CHOICES: ReadonlyArray<{
  readonly preset: '1h' | '8h' | '1w' | 'unmute'
  readonly label: MessageId
  readonly done: MessageId
}> = [
  { preset: '1h', label: 'groups.mute.1h', done: 'groups.mute.done1h' },
  { preset: '8h', label: 'groups.mute.8h', done: 'groups.mute.done8h' },
  { preset: '1w', label: 'groups.mute.1w', done: 'groups.mute.done1w' },
  { preset: 'unmute', label: 'groups.mute.unmute', done: 'groups.mute.doneUnmute' },
]

/** Disappearing-message timers offered to managers; the service caps them at 12 weeks. */
export const DISAPPEAR_CHOICES: readonly number[] = [
  0,
  3600,
  24 * 3600,
  7 * 24 * 3600,
  4 * 7 * 24 * 3600,
  12 * 7 * 24 * 3600,
]
