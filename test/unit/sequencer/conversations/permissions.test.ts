/**
 * The permission matrix: every operation × owner / admin / member / outsider on a group, and
 * × participant / outsider on a contact. Each cell checks the exact status and code, that a
 * refusal changes nothing, and that an allowed change changes something (reads and repeated
 * joins change nothing).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectError, fixture, makeContact, makeGroup, type Fixture } from './setup'
import type { TestUser } from '../../../helpers/sequencer'
import type { Conversation } from '../../../../src/shared/api/conversation'

type Who = 'owner' | 'admin' | 'member' | 'outsider'
type Op =
  'read' | 'update' | 'add' | 'remove' | 'role' | 'rotate' | 'exit' | 'mute' | 'disappear' | 'join'

interface World {
  f: Fixture
  c: Conversation
  users: Record<Who | 'target' | 'newcomer', TestUser>
}

const request = (w: World, op: Op): [string, string, unknown?] => {
  const id = w.c.conversation_id
  switch (op) {
    case 'read':
      return ['GET', `/conversations/${id}`]
    case 'update':
      return ['POST', `/conversations/${id}`, { name: 'Renamed' }]
    case 'add':
      return [
        'POST',
        `/conversations/${id}/participants/ADD`,
        [{ user_id: w.users.newcomer.userId }],
      ]
    case 'remove':
      return [
        'POST',
        `/conversations/${id}/participants/REMOVE`,
        [{ user_id: w.users.target.userId }],
      ]
    case 'role':
      return [
        'POST',
        `/conversations/${id}/participants/ROLE`,
        [{ user_id: w.users.target.userId, role: 'ADMIN' }],
      ]
    case 'rotate':
      return ['POST', `/conversations/${id}/rotate`]
    case 'exit':
      return ['POST', `/conversations/${id}/exit`]
    case 'mute':
      return ['POST', `/conversations/${id}/mute`, { duration: 3600 }]
    case 'disappear':
      return ['POST', `/conversations/${id}/disappear`, { duration: 3600 }]
    case 'join':
      return ['POST', `/conversations/${w.c.code_id}/join`]
  }
}

/** 'ok' changes the database, 'same' succeeds without changing it, a number is the refusal code. */
type Cell = 'ok' | 'same' | 403 | 404

const GROUP: Record<Op, Record<Who, Cell>> = {
  read: { owner: 'same', admin: 'same', member: 'same', outsider: 403 },
  update: { owner: 'ok', admin: 'ok', member: 403, outsider: 403 },
  add: { owner: 'ok', admin: 'ok', member: 403, outsider: 403 },
  remove: { owner: 'ok', admin: 'ok', member: 403, outsider: 403 },
  role: { owner: 'ok', admin: 403, member: 403, outsider: 403 },
  rotate: { owner: 'ok', admin: 'ok', member: 403, outsider: 403 },
  exit: { owner: 'ok', admin: 'ok', member: 'ok', outsider: 403 },
  mute: { owner: 'ok', admin: 'ok', member: 'ok', outsider: 403 },
  disappear: { owner: 'ok', admin: 'ok', member: 403, outsider: 403 },
  join: { owner: 'same', admin: 'same', member: 'same', outsider: 'ok' },
}

const CONTACT: Record<Exclude<Op, 'join'>, Record<'member' | 'outsider', Cell>> = {
  read: { member: 'same', outsider: 403 },
  update: { member: 403, outsider: 403 },
  add: { member: 403, outsider: 403 },
  remove: { member: 403, outsider: 403 },
  role: { member: 403, outsider: 403 },
  rotate: { member: 403, outsider: 403 },
  exit: { member: 403, outsider: 403 },
  mute: { member: 'ok', outsider: 403 },
  disappear: { member: 'ok', outsider: 403 },
}

async function check(w: World, who: TestUser, op: Op, cell: Cell): Promise<void> {
  const before = w.f.snapshot()
  const [method, path, body] = request(w, op)
  const res = w.f.call(who, method, path, body)
  if (typeof cell === 'number') {
    await expectError(res, cell, cell)
    expect(w.f.snapshot()).toEqual(before)
    return
  }
  const out = await w.f.ok(res)
  expect(out.conversation_id).toBe(w.c.conversation_id)
  if (cell === 'same') expect(w.f.snapshot()).toEqual(before)
  else expect(w.f.snapshot()).not.toEqual(before)
}

describe('permission matrix — GROUP', () => {
  let w: World
  beforeEach(async () => {
    const f = await fixture()
    const [owner, admin, member, outsider, target, newcomer] = await f.users(
      'Owner',
      'Admin',
      'Member',
      'Outsider',
      'Target',
      'Newcomer',
    )
    const c = await makeGroup(f, owner, [{ user: admin, role: 'ADMIN' }, member, target])
    w = {
      f,
      c,
      users: {
        owner: owner,
        admin: admin,
        member: member,
        outsider: outsider,
        target: target,
        newcomer: newcomer,
      },
    }
  })
  afterEach(() => w.f.close())

  for (const [op, row] of Object.entries(GROUP) as [Op, Record<Who, Cell>][]) {
    for (const [who, cell] of Object.entries(row) as [Who, Cell][]) {
      it(`${op} by ${who} → ${cell}`, async () => {
        await check(w, w.users[who], op, cell)
      })
    }
  }
})

describe('permission matrix — CONTACT', () => {
  let w: World
  beforeEach(async () => {
    const f = await fixture()
    const [member, other, outsider, newcomer] = await f.users(
      'Member',
      'Other',
      'Outsider',
      'Newcomer',
    )
    const c = await makeContact(f, member, other)
    w = {
      f,
      c,
      users: {
        owner: member,
        admin: member,
        member: member,
        outsider: outsider,
        target: other,
        newcomer: newcomer,
      },
    }
  })
  afterEach(() => w.f.close())

  for (const [op, row] of Object.entries(CONTACT) as [Op, Record<'member' | 'outsider', Cell>][]) {
    for (const [who, cell] of Object.entries(row) as ['member' | 'outsider', Cell][]) {
      it(`${op} by ${who} → ${cell}`, async () => {
        await check(w, w.users[who], op, cell)
      })
    }
  }
})
