import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConversationCodeResult } from '../../../../src/shared/api/conversation'
import {
  expectError,
  fixture,
  makeContact,
  makeGroup,
  newId,
  rolesOf,
  sorted,
  systemMessages,
  type Fixture,
} from './setup'
import type { TestUser } from '../../../helpers/sequencer'

let f: Fixture
let owner: TestUser, admin: TestUser, member: TestUser, dave: TestUser, erin: TestUser
beforeEach(async () => {
  f = await fixture()
  ;[owner, admin, member, dave, erin] = await f.users('Owner', 'Admin', 'Member', 'Dave', 'Erin')
})
afterEach(() => f.close())

const group = () => makeGroup(f, owner, [{ user: admin, role: 'ADMIN' }, member])
const after = (id: string, skip: number) => systemMessages(f, id).slice(skip)

describe('participants/ADD', () => {
  it('adds users (skipping members already in and duplicates) with one ADD message each', async () => {
    const c = await group()
    const out = await f.ok(
      f.call(admin, 'POST', `/conversations/${c.conversation_id}/participants/ADD`, [
        { user_id: dave.userId },
        { user_id: member.userId },
        { user_id: erin.userId },
        { user_id: dave.userId },
      ]),
    )
    expect(rolesOf(out)).toEqual({
      [owner.userId]: 'OWNER',
      [admin.userId]: 'ADMIN',
      [member.userId]: '',
      [dave.userId]: '',
      [erin.userId]: '',
    })
    const added = after(c.conversation_id, 1)
    expect(added.map((m) => m.payload)).toEqual([
      { action: 'ADD', participant_id: dave.userId, user_id: admin.userId },
      { action: 'ADD', participant_id: erin.userId, user_id: admin.userId },
    ])
    expect(added[0]!.json).toBe(
      `{"action":"ADD","participant_id":"${dave.userId}","user_id":"${admin.userId}"}`,
    )
    for (const m of added) {
      expect(m.sender).toBe(admin.userId)
      expect(sorted(m.recipients)).toEqual(
        sorted([owner.userId, admin.userId, member.userId, dave.userId, erin.userId]),
      )
    }
  })

  it('adds nothing when every user is in already', async () => {
    const c = await group()
    const before = f.snapshot()
    await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/ADD`, [
        { user_id: member.userId },
      ]),
    )
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses an unknown user, naming the entry, and adds no one', async () => {
    const c = await group()
    const before = f.snapshot()
    const e = await expectError(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/ADD`, [
        { user_id: dave.userId },
        { user_id: newId() },
      ]),
      400,
      10002,
    )
    expect(e.extra?.field).toBe('1.user_id')
    expect(f.snapshot()).toEqual(before)
  })

  it('fills the group to 256 and refuses the 257th with 20116', async () => {
    const c = await group()
    const more = await f.users(...Array.from({ length: 254 }, (_, i) => `More ${i}`))
    const path = `/conversations/${c.conversation_id}/participants/ADD`
    const full = await f.ok(
      f.call(
        owner,
        'POST',
        path,
        more.slice(0, 253).map((u) => ({ user_id: u.userId })),
      ),
    )
    expect(full.participants).toHaveLength(256)
    const before = f.snapshot()
    await expectError(f.call(owner, 'POST', path, [{ user_id: more[253]!.userId }]), 400, 20116)
    // One new user among members already in is still one too many.
    await expectError(
      f.call(owner, 'POST', path, [{ user_id: member.userId }, { user_id: more[253]!.userId }]),
      400,
      20116,
    )
    expect(f.snapshot()).toEqual(before)
  })
})

describe('participants/REMOVE', () => {
  it('removes members with a REMOVE message each, delivered to the removed too; non-members are skipped', async () => {
    const c = await makeGroup(f, owner, [{ user: admin, role: 'ADMIN' }, member, dave])
    const out = await f.ok(
      f.call(admin, 'POST', `/conversations/${c.conversation_id}/participants/REMOVE`, [
        { user_id: member.userId },
        { user_id: erin.userId },
        { user_id: dave.userId },
      ]),
    )
    expect(rolesOf(out)).toEqual({ [owner.userId]: 'OWNER', [admin.userId]: 'ADMIN' })
    const removed = after(c.conversation_id, 1)
    expect(removed.map((m) => m.payload)).toEqual([
      { action: 'REMOVE', participant_id: member.userId, user_id: admin.userId },
      { action: 'REMOVE', participant_id: dave.userId, user_id: admin.userId },
    ])
    for (const m of removed)
      expect(sorted(m.recipients)).toEqual(
        sorted([owner.userId, admin.userId, member.userId, dave.userId]),
      )
    // Removed means gone: the conversation is closed to them.
    await expectError(f.call(member, 'GET', `/conversations/${c.conversation_id}`), 403, 403)
  })

  it('lets the owner remove an admin', async () => {
    const c = await group()
    const out = await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/REMOVE`, [
        { user_id: admin.userId },
      ]),
    )
    expect(rolesOf(out)).toEqual({ [owner.userId]: 'OWNER', [member.userId]: '' })
  })

  it('refuses removing the owner, an admin by an admin, or oneself — and removes no one else in the same request', async () => {
    const c = await makeGroup(f, owner, [
      { user: admin, role: 'ADMIN' },
      { user: dave, role: 'ADMIN' },
      member,
    ])
    const path = `/conversations/${c.conversation_id}/participants/REMOVE`
    const before = f.snapshot()
    await expectError(
      f.call(admin, 'POST', path, [{ user_id: member.userId }, { user_id: owner.userId }]),
      403,
      403,
    )
    await expectError(
      f.call(admin, 'POST', path, [{ user_id: member.userId }, { user_id: dave.userId }]),
      403,
      403,
    )
    await expectError(f.call(admin, 'POST', path, [{ user_id: admin.userId }]), 403, 403)
    await expectError(f.call(owner, 'POST', path, [{ user_id: owner.userId }]), 403, 403)
    expect(f.snapshot()).toEqual(before)
  })
})

describe('participants/ROLE', () => {
  it('grants and revokes ADMIN with one ROLE message per change', async () => {
    const c = await group()
    const path = `/conversations/${c.conversation_id}/participants/ROLE`
    const granted = await f.ok(
      f.call(owner, 'POST', path, [
        { user_id: member.userId, role: 'ADMIN' },
        { user_id: admin.userId, role: 'ADMIN' },
      ]),
    )
    expect(rolesOf(granted)[member.userId]).toBe('ADMIN')
    const revoked = await f.ok(f.call(owner, 'POST', path, [{ user_id: admin.userId, role: '' }]))
    expect(rolesOf(revoked)).toEqual({
      [owner.userId]: 'OWNER',
      [admin.userId]: '',
      [member.userId]: 'ADMIN',
    })
    const roles = after(c.conversation_id, 1)
    expect(roles.map((m) => m.payload)).toEqual([
      { action: 'ROLE', participant_id: member.userId, user_id: owner.userId, role: 'ADMIN' },
      { action: 'ROLE', participant_id: admin.userId, user_id: owner.userId, role: '' },
    ])
    expect(roles[1]!.json).toBe(
      `{"action":"ROLE","participant_id":"${admin.userId}","user_id":"${owner.userId}","role":""}`,
    )
  })

  it("refuses changing the owner's role, a non-member, and OWNER as a role; nothing changes", async () => {
    const c = await group()
    const path = `/conversations/${c.conversation_id}/participants/ROLE`
    const before = f.snapshot()
    await expectError(
      f.call(owner, 'POST', path, [
        { user_id: member.userId, role: 'ADMIN' },
        { user_id: owner.userId, role: '' },
      ]),
      403,
      403,
    )
    const e = await expectError(
      f.call(owner, 'POST', path, [
        { user_id: member.userId, role: 'ADMIN' },
        { user_id: dave.userId, role: 'ADMIN' },
      ]),
      400,
      10002,
    )
    expect(e.extra?.field).toBe('1.user_id')
    await expectError(
      f.call(owner, 'POST', path, [{ user_id: member.userId, role: 'OWNER' }]),
      400,
      10002,
    )
    expect(f.snapshot()).toEqual(before)
  })
})

describe('rotate and join', () => {
  it('rotates the code: the old one stops resolving and joining, the new one works', async () => {
    const c = await group()
    const oldCode = c.code_id
    const lookup = await f.app.request(`/codes/${oldCode}`)
    expect(
      ConversationCodeResult.parse(((await lookup.json()) as { data: unknown }).data)
        .conversation_id,
    ).toBe(c.conversation_id)

    const rotated = await f.ok(f.call(admin, 'POST', `/conversations/${c.conversation_id}/rotate`))
    expect(rotated.code_id).not.toBe(oldCode)
    expect(rotated.code_url).toBe(`https://mixin.one/codes/${rotated.code_id}`)
    await expectError(f.app.request(`/codes/${oldCode}`), 404, 404)
    const fresh = ConversationCodeResult.parse(
      ((await (await f.app.request(`/codes/${rotated.code_id}`)).json()) as { data: unknown }).data,
    )
    expect(fresh).toMatchObject({
      type: 'conversation',
      conversation_id: c.conversation_id,
      code_id: rotated.code_id,
    })

    await expectError(f.call(dave, 'POST', `/conversations/${oldCode}/join`), 404, 404)
    const joined = await f.ok(f.call(dave, 'POST', `/conversations/${rotated.code_id}/join`))
    expect(rolesOf(joined)[dave.userId]).toBe('')
    expect(joined.code_id).toBe(rotated.code_id)
    const join = after(c.conversation_id, 1)
    expect(join).toHaveLength(1)
    expect(join[0]).toMatchObject({
      sender: dave.userId,
      payload: { action: 'JOIN', participant_id: dave.userId, user_id: dave.userId },
    })
    expect(join[0]!.recipients).toContain(dave.userId)
  })

  it('joining again changes nothing; a conversation id, an unknown code or a user code is 404', async () => {
    const c = await group()
    const before = f.snapshot()
    expect(await f.ok(f.call(member, 'POST', `/conversations/${c.code_id}/join`, {}))).toEqual(
      await f.ok(f.call(member, 'GET', `/conversations/${c.conversation_id}`)),
    )
    await expectError(f.call(dave, 'POST', `/conversations/${c.conversation_id}/join`), 404, 404)
    await expectError(f.call(dave, 'POST', `/conversations/${newId()}/join`), 404, 404)
    await expectError(f.call(dave, 'POST', `/conversations/${erin.codeId}/join`), 404, 404)
    expect(f.snapshot()).toEqual(before)
  })

  it('refuses joining a full group with 20116', async () => {
    const c = await group()
    const more = await f.users(...Array.from({ length: 253 }, (_, i) => `More ${i}`))
    await f.ok(
      f.call(
        owner,
        'POST',
        `/conversations/${c.conversation_id}/participants/ADD`,
        more.map((u) => ({ user_id: u.userId })),
      ),
    )
    const before = f.snapshot()
    await expectError(f.call(dave, 'POST', `/conversations/${c.code_id}/join`), 400, 20116)
    expect(f.snapshot()).toEqual(before)
  })

  it('has no code or rotation for a contact', async () => {
    const c = await makeContact(f, owner, dave)
    await expectError(f.call(owner, 'POST', `/conversations/${c.conversation_id}/rotate`), 403, 403)
  })
})

describe('exit', () => {
  it('a member leaves with an EXIT message that reaches them too', async () => {
    const c = await group()
    const out = await f.ok(f.call(member, 'POST', `/conversations/${c.conversation_id}/exit`))
    expect(out.participants.map((p) => p.user_id)).not.toContain(member.userId)
    const exit = after(c.conversation_id, 1)
    expect(exit.map((m) => m.payload)).toEqual([
      { action: 'EXIT', participant_id: member.userId, user_id: member.userId },
    ])
    expect(sorted(exit[0]!.recipients)).toEqual(sorted([owner.userId, admin.userId, member.userId]))
    await expectError(f.call(member, 'POST', `/conversations/${c.conversation_id}/exit`), 403, 403)
  })

  it('an owner leaving hands OWNER to the oldest admin, not the oldest member', async () => {
    const c = await makeGroup(f, owner, [member])
    f.seq.clock.advanceMs(1000)
    await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/ADD`, [
        { user_id: dave.userId },
        { user_id: erin.userId },
      ]),
    )
    await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/ROLE`, [
        { user_id: erin.userId, role: 'ADMIN' },
        { user_id: dave.userId, role: 'ADMIN' },
      ]),
    )
    const out = await f.ok(f.call(owner, 'POST', `/conversations/${c.conversation_id}/exit`))
    // dave and erin joined together; dave was listed first, so he is the older admin.
    expect(rolesOf(out)).toEqual({
      [member.userId]: '',
      [dave.userId]: 'OWNER',
      [erin.userId]: 'ADMIN',
    })
    expect(out.creator_id).toBe(owner.userId)
    expect(after(c.conversation_id, 5).map((m) => m.payload)).toEqual([
      { action: 'EXIT', participant_id: owner.userId, user_id: owner.userId },
      { action: 'ROLE', participant_id: dave.userId, user_id: owner.userId, role: 'OWNER' },
    ])
    // The new owner has the owner's rights.
    await f.ok(
      f.call(dave, 'POST', `/conversations/${c.conversation_id}/participants/ROLE`, [
        { user_id: member.userId, role: 'ADMIN' },
      ]),
    )
  })

  it('with no admin, OWNER goes to the oldest member', async () => {
    const c = await makeGroup(f, owner, [member])
    f.seq.clock.advanceMs(1000)
    await f.ok(
      f.call(owner, 'POST', `/conversations/${c.conversation_id}/participants/ADD`, [
        { user_id: dave.userId },
      ]),
    )
    const out = await f.ok(f.call(owner, 'POST', `/conversations/${c.conversation_id}/exit`))
    expect(rolesOf(out)).toEqual({ [member.userId]: 'OWNER', [dave.userId]: '' })
  })

  it('the last member leaving leaves an empty group whose code no longer resolves', async () => {
    const c = await makeGroup(f, owner, [])
    const out = await f.ok(f.call(owner, 'POST', `/conversations/${c.conversation_id}/exit`))
    expect(out.participants).toEqual([])
    expect(out.code_id).toBe('')
    expect(out.code_url).toBe('')
    await expectError(f.app.request(`/codes/${c.code_id}`), 404, 404)
    await expectError(f.call(dave, 'POST', `/conversations/${c.code_id}/join`), 404, 404)
    expect(after(c.conversation_id, 1).map((m) => m.payload.action)).toEqual(['EXIT'])
  })

  it('a contact cannot be left', async () => {
    const c = await makeContact(f, owner, dave)
    await expectError(f.call(dave, 'POST', `/conversations/${c.conversation_id}/exit`), 403, 403)
  })
})
