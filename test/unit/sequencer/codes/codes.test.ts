import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CodeResult } from '../../../../src/shared/api/code'
import { ApiErrorBody } from '../../../../src/shared/api/common'
import { createCode, findCode, revokeCode } from '../../../../src/sequencer/codes/store'
import { codeResolvers } from '../../../../src/sequencer/assemble'
import { codeRoutes } from '../../../../src/sequencer/codes/routes'
import { createApp } from '../../../../src/sequencer/http/app'
import { presentUserCode } from '../../../../src/sequencer/users/code'
import {
  authedRequest,
  createTestUser,
  dataOf,
  newSequencer,
  type TestSequencer,
  type TestUser,
} from '../../../helpers/sequencer'

let seq: TestSequencer
let alice: TestUser
beforeEach(async () => {
  seq = newSequencer()
  alice = await createTestUser(seq.ctx, 'Alice', { register: true })
})
afterEach(() => seq.close())

const lookup = (id: string, headers: Record<string, string> = {}) =>
  seq.app.request(`/codes/${id}`, { headers })

async function expect404(res: Response) {
  expect(res.status).toBe(404)
  expect(ApiErrorBody.parse(await res.json()).error).toMatchObject({ status: 404, code: 404 })
}

describe('codes store', () => {
  it('creates, finds and revokes codes; a revoked code is no longer found', () => {
    const target = randomUUID()
    const nowNs = seq.clock.nowNs()
    const id = createCode(seq.ctx.db, 'payment', target, nowNs)
    expect(findCode(seq.ctx.db, id)).toEqual({
      codeId: id,
      kind: 'payment',
      targetId: target,
      createdAtNs: nowNs,
    })
    expect(revokeCode(seq.ctx.db, id, seq.clock.nowNs())).toBe(true)
    expect(findCode(seq.ctx.db, id)).toBeUndefined()
    expect(revokeCode(seq.ctx.db, id, seq.clock.nowNs())).toBe(false)
    expect(findCode(seq.ctx.db, randomUUID())).toBeUndefined()
  })

  it('refuses a kind the interface does not know', () => {
    expect(() => createCode(seq.ctx.db, 'wallet' as never, randomUUID(), 1n)).toThrow()
  })
})

describe('GET /codes/:id', () => {
  it('resolves a user code without any token, as the public user object: no has_safe', async () => {
    const result = await dataOf<Record<string, unknown>>(await lookup(alice.codeId))
    expect(CodeResult.parse(result)).toEqual(result)
    expect(result).toMatchObject({
      type: 'user',
      user_id: alice.userId,
      full_name: 'Alice',
      relationship: '',
    })
    expect(Object.keys(result)).not.toContain('has_safe')
  })

  it('resolves only the kinds the public API has for Safe users: no multisig or collectible request codes', () => {
    expect(Object.keys(codeResolvers).sort()).toEqual(['conversation', 'payment', 'user'])
  })

  it('ignores whatever Authorization header comes along (the SDK always sends one)', async () => {
    expect((await lookup(alice.codeId, { authorization: 'Bearer not-a-token' })).status).toBe(200)
    expect(
      (await authedRequest(seq.app, alice.keystore, 'GET', `/codes/${alice.codeId}`)).status,
    ).toBe(200)
  })

  it('answers 404 for unknown, revoked and dangling codes, and kinds nothing resolves yet', async () => {
    await expect404(await lookup(randomUUID()))
    revokeCode(seq.ctx.db, alice.codeId, seq.clock.nowNs())
    await expect404(await lookup(alice.codeId))
    await expect404(await lookup(createCode(seq.ctx.db, 'user', randomUUID(), seq.clock.nowNs())))
    await expect404(
      await lookup(createCode(seq.ctx.db, 'payment', randomUUID(), seq.clock.nowNs())),
    )
  })

  it('answers 404 for a kind its resolver table has no presenter for', async () => {
    const app = createApp(seq.ctx, [codeRoutes({ user: presentUserCode })])
    const conversationCode = createCode(seq.ctx.db, 'conversation', randomUUID(), seq.clock.nowNs())
    await expect404(await app.request(`/codes/${conversationCode}`))
    expect((await app.request(`/codes/${alice.codeId}`)).status).toBe(200)
    expect(Object.keys(codeResolvers)).toEqual(expect.arrayContaining(['user', 'conversation']))
  })

  it('answers 10002 for an id that is not a UUID', async () => {
    const res = await lookup('not-a-uuid')
    expect(res.status).toBe(400)
    expect(ApiErrorBody.parse(await res.json()).error).toMatchObject({
      code: 10002,
      extra: { field: 'id' },
    })
  })

  it('resolves a group invitation code to the conversation', async () => {
    const bob = await createTestUser(seq.ctx, 'Bob')
    const conversationId = randomUUID()
    const group = await dataOf<{ code_id: string }>(
      await authedRequest(seq.app, alice.keystore, 'POST', '/conversations', {
        category: 'GROUP',
        conversation_id: conversationId,
        name: 'Signers',
        participants: [{ user_id: bob.userId }],
      }),
    )
    const result = await dataOf(await lookup(group.code_id))
    expect(CodeResult.parse(result)).toEqual(result)
    expect(result).toMatchObject({
      type: 'conversation',
      conversation_id: conversationId,
      name: 'Signers',
      code_id: group.code_id,
    })
  })
})
