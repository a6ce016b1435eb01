/**
 * Group operations through the wallet core against the real sequencer: each change updates the
 * cache from the service's answer and lands in the audit log; the cache answers offline; a group
 * the account was removed from stays readable as not a member's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCoreError, type CoreWithInternals } from '../../../src/main/core'
import {
  inKeyring,
  newCore,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { importAccount } from '../../../harness/wallet-lock'
import { SettingKey } from '../../../src/main/core/db'

describe.runIf(inKeyring)('groups through the wallet core', () => {
  let h: Harness
  let alice: User, bob: User, carol: User, dave: User
  let core: CoreWithInternals, daveCore: CoreWithInternals
  let groupId: string

  beforeAll(async () => {
    h = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(h, n, true),
    ) as [User, User, User, User]
    core = newCore(h, 'alice')
    daveCore = newCore(h, 'dave')
    await importAccount(core, alice.text)
    await importAccount(daveCore, dave.text)
  })
  afterAll(async () => h?.close())

  it('creates, renames and announces', async () => {
    const g = await core.groups.create(alice.userId, {
      name: 'Treasury',
      participants: [bob.userId, carol.userId, alice.userId],
    })
    groupId = g.conversation_id
    expect([g.name, g.participant_count, g.my_role]).toEqual(['Treasury', 3, 'OWNER'])
    expect(g.code_url).toMatch(/^https:\/\/mixin\.one\/codes\/[0-9a-f-]{36}$/)
    expect((await core.groups.rename(alice.userId, groupId, 'Treasury 2')).name).toBe('Treasury 2')
    expect(
      (await core.groups.setAnnouncement(alice.userId, groupId, 'Sign by Friday')).announcement,
    ).toBe('Sign by Friday')
    expect(
      core.groups.list(alice.userId).map((x) => [x.conversation_id, x.name, x.announcement]),
    ).toEqual([[groupId, 'Treasury 2', 'Sign by Friday']])
  })

  it('adds and removes members, sets and revokes an admin', async () => {
    const added = await core.groups.addMembers(alice.userId, groupId, [dave.userId])
    expect(added.participants.map((p) => p.user_id)).toContain(dave.userId)
    // Nobody by this id: said in words naming the id, the service's field name only in the details.
    const nobody = '0d3c1a4e-5b6f-4a7b-8c9d-0e1f2a3b4c5d'
    await expect(
      core.groups.addMembers(alice.userId, groupId, [dave.userId, nobody]),
    ).rejects.toMatchObject({
      name: 'CoreError',
      code: 'user-not-found',
      message: `The service knows no user with the id ${nobody}. Check it, or ask the person for their user link.`,
    })
    const admin = await core.groups.setAdmin(alice.userId, groupId, bob.userId, true)
    expect(admin.participants.find((p) => p.user_id === bob.userId)?.role).toBe('ADMIN')
    const revoked = await core.groups.setAdmin(alice.userId, groupId, bob.userId, false)
    expect(revoked.participants.find((p) => p.user_id === bob.userId)?.role).toBe('')
    const removed = await core.groups.removeMembers(alice.userId, groupId, [dave.userId])
    expect(removed.participants.map((p) => p.user_id)).not.toContain(dave.userId)
    expect(core.groups.list(alice.userId)[0]!.participant_count).toBe(3)
  })

  it('rotates the invitation and lets someone join with the new link, then leave', async () => {
    const before = (await core.groups.open(alice.userId, groupId)).code_url
    const { code_url } = await core.groups.rotateInvite(alice.userId, groupId)
    expect(code_url).not.toBe(before)
    await expect(daveCore.groups.join(dave.userId, before)).rejects.toMatchObject({
      name: 'ApiClientError',
    })
    const joined = await daveCore.groups.join(dave.userId, code_url)
    expect([joined.conversation_id, joined.my_role]).toEqual([groupId, ''])
    await expect(
      daveCore.groups.join(dave.userId, `https://mixin.one/codes/${dave.codeId}`),
    ).rejects.toSatisfy((e) => isCoreError(e, 'wrong-code-kind'))
    expect(await daveCore.groups.exit(dave.userId, groupId)).toEqual({ conversation_id: groupId })
    expect(daveCore.groups.list(dave.userId)).toEqual([])
    expect(
      (await core.groups.open(alice.userId, groupId)).participants.map((p) => p.user_id),
    ).not.toContain(dave.userId)
  })

  it('mutes with presets and a custom time, and sets the disappearing timer', async () => {
    const muted = await core.groups.mute(alice.userId, groupId, '8h')
    expect(muted.muted).toBe(true)
    const until = Date.parse(muted.mute_until)
    expect(Math.abs(until - Date.now() - 8 * 3600_000)).toBeLessThan(60_000)
    expect((await core.groups.mute(alice.userId, groupId, 'custom', 90)).muted).toBe(true)
    expect((await core.groups.mute(alice.userId, groupId, 'unmute')).muted).toBe(false)
    expect(() => core.groups.mute(alice.userId, groupId, 'custom')).toThrow(RangeError)
    expect((await core.groups.setDisappearing(alice.userId, groupId, 3600)).expire_in).toBe(3600)
    expect((await core.groups.setDisappearing(alice.userId, groupId, 0)).expire_in).toBe(0)
  })

  it('audits every change, refusals included', async () => {
    await expect(daveCore.groups.rename(dave.userId, groupId, 'Mine now')).rejects.toMatchObject({
      name: 'ApiClientError',
      code: 'forbidden',
    })
    const mine = core.audit.list({ actor: alice.userId })
    const actions = mine.map((e) => e.action)
    for (const a of [
      'group.create',
      'group.update',
      'group.add',
      'group.remove',
      'group.role',
      'group.rotate-link',
      'group.mute',
      'group.disappear',
    ])
      expect(actions).toContain(a)
    // The one refusal: adding someone the service does not know.
    expect(mine.filter((e) => e.result !== 'ok').map((e) => [e.action, e.result])).toEqual([
      ['group.add', 'failed'],
    ])
    const daves = daveCore.audit.list({ actor: dave.userId }).map((e) => [e.action, e.result])
    expect(daves).toEqual([
      ['group.update', 'failed'],
      ['group.leave', 'ok'],
      ['group.join', 'failed'],
      ['group.join', 'ok'],
      ['group.join', 'failed'],
      ['account.import', 'ok'],
    ])
  })

  it('lists and opens from the cache offline', async () => {
    core.cache.settings.set(SettingKey.apiBaseUrl, 'http://127.0.0.1:1')
    try {
      expect(core.groups.list(alice.userId).map((g) => g.conversation_id)).toEqual([groupId])
      const g = await core.groups.open(alice.userId, groupId)
      expect([g.name, g.participant_count]).toEqual(['Treasury 2', 3])
      await expect(
        core.groups.open(alice.userId, groupId, { offline: true }),
      ).resolves.toMatchObject({ conversation_id: groupId })
    } finally {
      core.cache.settings.delete(SettingKey.apiBaseUrl)
    }
  })

  it('keeps a group its account was removed from readable, as not a member, and still refuses one it never had', async () => {
    await core.groups.addMembers(alice.userId, groupId, [dave.userId])
    expect((await daveCore.groups.open(dave.userId, groupId)).my_role).toBe('')
    await core.groups.removeMembers(alice.userId, groupId, [dave.userId])
    const after = await daveCore.groups.open(dave.userId, groupId)
    expect([
      after.conversation_id,
      after.my_role,
      after.participants.some((p) => p.user_id === dave.userId),
    ]).toEqual([groupId, null, false])
    expect(daveCore.groups.list(dave.userId).map((g) => [g.conversation_id, g.my_role])).toEqual([
      [groupId, null],
    ])
    const elsewhere = await core.groups.create(alice.userId, {
      name: 'Elsewhere',
      participants: [bob.userId],
    })
    await expect(
      daveCore.groups.open(dave.userId, elsewhere.conversation_id),
    ).rejects.toMatchObject({ name: 'ApiClientError', code: 'forbidden' })
  })
})
