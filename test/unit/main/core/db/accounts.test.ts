import { describe, expect, it } from 'vitest'
import { aliceRecord, ALICE, BOB, GROUP, memoryCache, REQUEST, TX_HASH } from './helpers'

describe('accounts store', () => {
  it('inserts a public record and reads it back with its times', () => {
    const c = memoryCache()
    const row = c.accounts.upsert(aliceRecord())
    expect(row).toEqual({
      ...aliceRecord(),
      registered_at: null,
      created_at: c.clock.t,
      updated_at: c.clock.t,
    })
    expect(c.accounts.get(ALICE)).toEqual(row)
    expect(c.accounts.get(BOB)).toBeUndefined()
  })

  it('updates on a second upsert, keeping creation and registration times', () => {
    const c = memoryCache()
    const created = c.clock.t
    c.accounts.upsert(aliceRecord({ spend_public_key: null, tip_public_key: null }))
    c.clock.t += 1000
    expect(c.accounts.markRegistered(ALICE)).toBe(true)
    c.clock.t += 1000
    const row = c.accounts.upsert(
      aliceRecord({
        label: 'Alice (new session)',
        session_id: 'a1b2c3d4-0000-4000-8000-0000000000a2',
      }),
    )
    expect(row).toMatchObject({
      created_at: created,
      registered_at: created + 1000,
      updated_at: c.clock.t,
      label: 'Alice (new session)',
    })
    expect(row.spend_public_key).toBe(aliceRecord().spend_public_key)
  })

  it('lists oldest first, relabels, and removes', () => {
    const c = memoryCache()
    c.accounts.upsert(aliceRecord())
    c.clock.t += 1
    c.accounts.upsert(aliceRecord({ user_id: BOB, label: 'Bob' }))
    expect(c.accounts.list().map((a) => a.user_id)).toEqual([ALICE, BOB])
    expect(c.accounts.setLabel(BOB, '  Robert ')).toBe(true)
    expect(c.accounts.get(BOB)?.label).toBe('Robert')
    expect(c.accounts.remove(BOB)).toBe(true)
    expect(c.accounts.remove(BOB)).toBe(false)
    expect(c.accounts.list()).toHaveLength(1)
  })

  it('removing an account removes its cached groups and requests, not its audit trail', () => {
    const c = memoryCache()
    c.accounts.upsert(aliceRecord())
    c.conversations.save(ALICE, { conversation_id: GROUP, category: 'GROUP', creator_id: ALICE }, [
      { user_id: ALICE, role: 'OWNER' },
    ])
    c.requests.upsert(ALICE, {
      request_id: REQUEST,
      transaction_hash: TX_HASH,
      state: 'waiting',
      my_role: 'signer',
      record: { request_id: REQUEST },
    })
    c.audit.append({
      actor: ALICE,
      action: 'sign',
      subject: REQUEST,
      transaction_hash: TX_HASH,
      result: 'ok',
    })
    c.accounts.remove(ALICE)
    expect(c.conversations.list(ALICE)).toEqual([])
    expect(c.requests.get(ALICE, REQUEST)).toBeUndefined()
    expect(c.audit.list()).toHaveLength(1)
  })

  it('refuses anything but a public account record, naming the field', () => {
    const c = memoryCache()
    expect(() => c.accounts.upsert(aliceRecord({ spend_public_key: 'ab'.repeat(64) }))).toThrow(
      /"record\.spend_public_key"/,
    )
    expect(() =>
      c.accounts.upsert({ ...aliceRecord(), spend_private_key: 'ab'.repeat(32) } as never),
    ).toThrow(TypeError)
    expect(() => c.accounts.upsert(aliceRecord({ user_id: 'Alice' }))).toThrow(/"record\.user_id"/)
    expect(() => c.accounts.get('nope')).toThrow(TypeError)
    expect(() => c.accounts.setLabel(ALICE, 'x'.repeat(65))).toThrow(TypeError)
    expect(c.accounts.list()).toEqual([])
  })
})
