/**
 * What each role may do in a group, as the service enforces it (src/sequencer/conversations/
 * permissions.ts): managers (owner and admins) edit, add, remove, rotate the link and set
 * disappearing messages; only the owner sets admins; only the owner removes an admin; nobody removes
 * the owner; everyone mutes and leaves. The UI offers only what the role allows. Pure, unit-tested.
 * @module
 */

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

/** A role for people. */
export function roleName(role: GroupRole): string {
  return role === 'OWNER'
    ? 'Owner'
    : role === 'ADMIN'
      ? 'Admin'
      : role === ''
        ? 'Member'
        : 'Not a member'
}

/** The mute presets offered, in the contract's names. */
export const MUTE_CHOICES = [
  { preset: '1h', label: 'Mute for 1 hour' },
  { preset: '8h', label: 'Mute for 8 hours' },
  { preset: '1w', label: 'Mute for 1 week' },
  { preset: 'unmute', label: 'Unmute' },
] as const

/** Disappearing-message timers offered to managers; the service caps them at 12 weeks. */
export const DISAPPEAR_CHOICES: readonly number[] = [
  0,
  3600,
  24 * 3600,
  7 * 24 * 3600,
  4 * 7 * 24 * 3600,
  12 * 7 * 24 * 3600,
]
