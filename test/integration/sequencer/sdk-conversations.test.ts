/**
 * Group and contact conversations driven by the official SDK's `conversation` client over a real
 * loopback socket: every call must succeed unchanged and return our conversation object, and every
 * refusal must reach the SDK's caller as an error carrying our status and code.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MixinApi, uniqueConversationID } from '@mixin.dev/mixin-node-sdk'
import { Conversation, ConversationCodeResult } from '../../../src/shared/api/conversation'
import { ZERO_TIME, parseTime } from '../../../src/shared/api/time'
import { listConversationMessages } from '../../../src/sequencer/messages/store'
import { startSequencer, type RunningSequencer } from '../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../helpers/sequencer'

let server: RunningSequencer
let dir: string
let alice: TestUser, bob: TestUser, carol: TestUser, dave: TestUser

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-sdk-conv-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  ;[alice, bob, carol, dave] = (await Promise.all(
    ['Alice', 'Bob', 'Carol', 'Dave'].map((n) => createTestUser(server.ctx, n)),
  )) as [TestUser, TestUser, TestUser, TestUser]
})

afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

const sdk = (user?: TestUser) =>
  MixinApi({
    ...(user ? { keystore: user.keystore as never } : {}),
    requestConfig: { baseURL: server.url, retry: 1, timeout: 10_000 },
  })

/** What the SDK returned, checked to be exactly our conversation object. */
function ours(value: unknown): Conversation {
  const parsed = Conversation.strict().parse(value)
  expect(parsed).toEqual(value)
  return parsed
}

/**
 * The error an SDK call raised. Our real HTTP statuses make axios reject before the SDK's
 * `ResponseError` mapping runs, so it is an AxiosError whose `response.data` is our error body.
 */
async function sdkError(call: Promise<unknown>): Promise<{ status: number; code: number }> {
  try {
    await call
  } catch (e) {
    const axios = e as {
      response?: { status: number; data?: { error?: { status: number; code: number } } }
    }
    const body = axios.response?.data?.error
    if (!body) throw e
    expect(body.status).toBe(axios.response!.status)
    return { status: axios.response!.status, code: body.code }
  }
  throw new Error('expected the SDK call to fail')
}

const roles = (c: Conversation) =>
  Object.fromEntries(c.participants.map((p) => [p.user_id, p.role]))
const actions = (id: string) =>
  listConversationMessages(server.ctx.db, id).map(
    (m) => (JSON.parse(new TextDecoder().decode(m.data)) as { action: string }).action,
  )

describe('a group through the SDK', () => {
  const id = crypto.randomUUID()
  let codeId: string

  it('createGroup', async () => {
    const c = ours(
      await sdk(alice).conversation.createGroup(id, 'Cosigners', [
        { user_id: bob.userId },
        { user_id: carol.userId },
      ]),
    )
    expect(c).toMatchObject({
      conversation_id: id,
      category: 'GROUP',
      creator_id: alice.userId,
      name: 'Cosigners',
      mute_until: ZERO_TIME,
    })
    expect(roles(c)).toEqual({ [alice.userId]: 'OWNER', [bob.userId]: '', [carol.userId]: '' })
    codeId = c.code_id
  })

  it('fetch', async () => {
    const c = ours(await sdk(carol).conversation.fetch(id))
    expect(c.participants).toHaveLength(3)
    expect(c.participant_sessions.map((s) => s.session_id).sort()).toEqual(
      [alice.sessionId, bob.sessionId, carol.sessionId].sort(),
    )
  })

  it('updateGroupInfo', async () => {
    const c = ours(
      await sdk(alice).conversation.updateGroupInfo(id, {
        name: 'Signers',
        announcement: 'Fridays',
      }),
    )
    expect(c).toMatchObject({ name: 'Signers', announcement: 'Fridays' })
  })

  it('setAdmin and revokeAdmin', async () => {
    expect(
      roles(ours(await sdk(alice).conversation.setAdmin(id, [bob.userId, carol.userId]))),
    ).toMatchObject({ [bob.userId]: 'ADMIN', [carol.userId]: 'ADMIN' })
    expect(
      roles(ours(await sdk(alice).conversation.revokeAdmin(id, [carol.userId]))),
    ).toMatchObject({ [bob.userId]: 'ADMIN', [carol.userId]: '' })
  })

  it('addParticipants and removeParticipants (by an admin)', async () => {
    expect(
      roles(ours(await sdk(bob).conversation.addParticipants(id, [dave.userId])))[dave.userId],
    ).toBe('')
    expect(
      roles(ours(await sdk(bob).conversation.removeParticipants(id, [dave.userId])))[dave.userId],
    ).toBeUndefined()
  })

  it('resetGroupCode, then joinGroup with the new code; the old code is gone', async () => {
    const c = ours(await sdk(bob).conversation.resetGroupCode(id))
    expect(c.code_id).not.toBe(codeId)
    expect(await sdkError(sdk().code.fetch(codeId))).toEqual({ status: 404, code: 404 })
    expect(ConversationCodeResult.parse(await sdk().code.fetch(c.code_id)).conversation_id).toBe(id)
    expect(await sdkError(sdk(dave).conversation.joinGroup(codeId))).toEqual({
      status: 404,
      code: 404,
    })
    expect(roles(ours(await sdk(dave).conversation.joinGroup(c.code_id)))[dave.userId]).toBe('')
  })

  it('mute and unmute', async () => {
    const muted = ours(await sdk(dave).conversation.mute(id, 28800))
    const hours = Number(parseTime(muted.mute_until) / 1_000_000_000n) - Date.now() / 1000
    expect(hours).toBeGreaterThan(28790)
    expect(hours).toBeLessThan(28810)
    expect(ours(await sdk(dave).conversation.unmute(id)).mute_until).toBe(ZERO_TIME)
  })

  it('disappearDuration', async () => {
    expect(ours(await sdk(bob).conversation.disappearDuration(id, 7_257_600)).expire_in).toBe(
      7_257_600,
    )
  })

  it('exitGroup hands ownership over', async () => {
    const c = ours(await sdk(alice).conversation.exitGroup(id))
    expect(roles(c)).toEqual({ [bob.userId]: 'OWNER', [carol.userId]: '', [dave.userId]: '' })
    expect(actions(id)).toEqual([
      'CREATE',
      'UPDATE',
      'ROLE',
      'ROLE',
      'ROLE',
      'ADD',
      'REMOVE',
      'JOIN',
      'EXPIRE',
      'EXIT',
      'ROLE',
    ])
  })

  it('refusals reach the SDK with our status and code', async () => {
    expect(await sdkError(sdk(carol).conversation.updateGroupInfo(id, { name: 'Mine' }))).toEqual({
      status: 403,
      code: 403,
    })
    expect(await sdkError(sdk(carol).conversation.setAdmin(id, [dave.userId]))).toEqual({
      status: 403,
      code: 403,
    })
    expect(await sdkError(sdk(carol).conversation.disappearDuration(id, 60))).toEqual({
      status: 403,
      code: 403,
    })
    expect(await sdkError(sdk(alice).conversation.fetch(id))).toEqual({ status: 403, code: 403 })
    expect(await sdkError(sdk(alice).conversation.mute(crypto.randomUUID(), 3600))).toEqual({
      status: 403,
      code: 403,
    })
    expect(await sdkError(sdk(bob).conversation.disappearDuration(id, 7_257_601))).toEqual({
      status: 400,
      code: 10002,
    })
    expect(
      await sdkError(sdk(bob).conversation.addParticipants(id, [crypto.randomUUID()])),
    ).toEqual({ status: 400, code: 10002 })
    expect(
      await sdkError(sdk(bob).conversation.updateGroupInfo(id, { name: 'x'.repeat(513) })),
    ).toEqual({ status: 400, code: 10002 })
    expect(await sdkError(sdk(bob).conversation.fetch(crypto.randomUUID()))).toEqual({
      status: 404,
      code: 404,
    })
  })

  it('a full group is 20116', async () => {
    const many = await Promise.all(
      Array.from({ length: 256 }, (_, i) => createTestUser(server.ctx, `Many ${i}`)),
    )
    const err = await sdkError(
      sdk(alice).conversation.createGroup(
        crypto.randomUUID(),
        'Crowd',
        many.map((u) => ({ user_id: u.userId })),
      ),
    )
    expect(err).toEqual({ status: 400, code: 20116 })
  })
})

describe('a contact through the SDK', () => {
  it('createContact uses uniqueConversationID and is idempotent from either side', async () => {
    const c = ours(await sdk(alice).conversation.createContact(dave.userId))
    expect(c).toMatchObject({
      conversation_id: uniqueConversationID(alice.userId, dave.userId),
      category: 'CONTACT',
      code_id: '',
      code_url: '',
    })
    expect(ours(await sdk(dave).conversation.createContact(alice.userId))).toEqual(c)
    expect(ours(await sdk(dave).conversation.mute(c.conversation_id, 3600)).mute_until).not.toBe(
      ZERO_TIME,
    )
    expect(await sdkError(sdk(dave).conversation.exitGroup(c.conversation_id))).toEqual({
      status: 403,
      code: 403,
    })
  })

  it('create with a wrong contact id is 10002', async () => {
    const err = await sdkError(
      sdk(alice).conversation.create({
        category: 'CONTACT',
        conversation_id: crypto.randomUUID(),
        participants: [{ user_id: bob.userId }],
      }),
    )
    expect(err).toEqual({ status: 400, code: 10002 })
  })
})
