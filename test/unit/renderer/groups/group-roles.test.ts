import { describe, expect, it } from 'vitest'
import {
  DISAPPEAR_CHOICES,
  may,
  mayChangeRole,
  mayRemove,
  roleName,
  type GroupOperation,
  type GroupRole,
} from '../../../../src/renderer/groups/group-roles'
import { mayPerform } from '../../../../src/sequencer/conversations/permissions'

const ROLES: GroupRole[] = ['OWNER', 'ADMIN', '', null]
/** The sequencer's names of the operations the UI offers. */
const SERVICE_OP: Record<GroupOperation, Parameters<typeof mayPerform>[1]> = {
  edit: 'update',
  add: 'add',
  remove: 'remove',
  'set-admin': 'role',
  rotate: 'rotate',
  disappear: 'disappear',
  mute: 'mute',
  exit: 'exit',
}

describe('group roles', () => {
  it('offers exactly what the service allows each role in a group', () => {
    for (const role of ROLES) {
      for (const op of Object.keys(SERVICE_OP) as GroupOperation[]) {
        expect([role, op, may(role, op)]).toEqual([
          role,
          op,
          mayPerform('GROUP', SERVICE_OP[op], role),
        ])
      }
    }
  })

  it('lets nobody remove the owner or themselves, and only the owner remove an admin', () => {
    expect(mayRemove('OWNER', 'ADMIN', false)).toBe(true)
    expect(mayRemove('OWNER', '', false)).toBe(true)
    expect(mayRemove('ADMIN', '', false)).toBe(true)
    expect(mayRemove('ADMIN', 'ADMIN', false)).toBe(false)
    expect(mayRemove('ADMIN', 'OWNER', false)).toBe(false)
    expect(mayRemove('OWNER', 'OWNER', true)).toBe(false)
    expect(mayRemove('', '', false)).toBe(false)
  })

  it('lets only the owner change roles, never the owner’s own', () => {
    expect(mayChangeRole('OWNER', '', false)).toBe(true)
    expect(mayChangeRole('OWNER', 'ADMIN', false)).toBe(true)
    expect(mayChangeRole('OWNER', 'OWNER', true)).toBe(false)
    expect(mayChangeRole('ADMIN', '', false)).toBe(false)
  })

  it('names roles and caps the disappearing timer at 12 weeks', () => {
    expect(ROLES.map((r) => roleName(r))).toEqual(['Owner', 'Admin', 'Member', 'Not a member'])
    expect(Math.max(...DISAPPEAR_CHOICES)).toBe(12 * 7 * 24 * 3600)
    expect(DISAPPEAR_CHOICES).toContain(0)
  })
})
