import { describe, expect, it } from 'vitest'
import { CacheError } from '../../../../../src/main/core/db/errors'
import { ALICE, BOB, GROUP, memoryCache, plan, REQUEST, TX_HASH } from './helpers'

describe('audit store', () => {
  it('appends entries with defaults and the current time', () => {
    const c = memoryCache()
    const e = c.audit.append({
      actor: ALICE,
      action: 'sign',
      subject: REQUEST,
      transaction_hash: TX_HASH,
      result: 'ok',
    })
    expect(e).toEqual({
      id: 1,
      at: c.clock.t,
      actor: ALICE,
      action: 'sign',
      subject: REQUEST,
      transaction_hash: TX_HASH,
      result: 'ok',
      detail: '',
    })
    expect(
      c.audit.append({
        actor: 'app',
        action: 'register',
        result: 'failed',
        detail: 'user not found',
        at: 5,
      }),
    ).toMatchObject({
      id: 2,
      at: 5,
      subject: '',
      transaction_hash: null,
    })
  })

  it('filters by action, actor and time, newest first, and pages by id', () => {
    const c = memoryCache()
    const add = (at: number, action: 'sign' | 'unlock' | 'group.add', actor = ALICE) =>
      c.audit.append({
        actor,
        action,
        subject: action === 'group.add' ? GROUP : REQUEST,
        result: 'ok',
        at,
      })
    add(100, 'sign')
    add(200, 'unlock')
    add(300, 'sign', BOB)
    add(400, 'group.add')
    add(500, 'sign')
    const ats = (f: Parameters<typeof c.audit.list>[0]) => c.audit.list(f).map((e) => e.at)
    expect(ats({})).toEqual([500, 400, 300, 200, 100])
    expect(ats({ action: 'sign' })).toEqual([500, 300, 100])
    expect(ats({ action: 'sign', actor: ALICE })).toEqual([500, 100])
    expect(ats({ since: 200, until: 500 })).toEqual([400, 300, 200])
    expect(ats({ action: 'sign', limit: 1 })).toEqual([500])
    const [newest] = c.audit.list({ action: 'sign', limit: 1 })
    expect(ats({ action: 'sign', beforeId: newest!.id })).toEqual([300, 100])
  })

  it('uses the (action, time) index for a filtered read', () => {
    const c = memoryCache()
    const sql = `SELECT * FROM audit_log WHERE action = @action AND at >= @since AND at < @until
      AND (@actor IS NULL OR actor = @actor) AND (@before IS NULL OR id < @before) ORDER BY at DESC, id DESC LIMIT @limit`
    const p = plan(c.db, sql, {
      action: 'sign',
      since: 0,
      until: 10,
      actor: null,
      before: null,
      limit: 5,
    })
    expect(p).toContain('USING INDEX audit_log_by_action')
    expect(p).not.toContain('TEMP B-TREE')
  })

  it('is append-only', () => {
    const c = memoryCache()
    c.audit.append({ actor: ALICE, action: 'unlock', subject: REQUEST, result: 'refused' })
    expect(() => c.db.prepare("UPDATE audit_log SET result = 'ok'").run()).toThrow(/append-only/)
    expect(() =>
      c.transaction(() => c.db.prepare("UPDATE audit_log SET result = 'ok'").run()),
    ).toThrow(CacheError)
    expect(c.audit.list()[0]!.result).toBe('refused')
  })

  it('refuses unknown actions and results, and oversized fields', () => {
    const c = memoryCache()
    expect(() =>
      c.audit.append({ actor: ALICE, action: 'delete-everything' as never, result: 'ok' }),
    ).toThrow(/"input\.action"/)
    expect(() =>
      c.audit.append({ actor: ALICE, action: 'sign', result: 'maybe' as never }),
    ).toThrow(/"input\.result"/)
    expect(() =>
      c.audit.append({ actor: ALICE, action: 'sign', result: 'ok', detail: 'x'.repeat(1025) }),
    ).toThrow(TypeError)
    expect(() => c.audit.append({ actor: '', action: 'sign', result: 'ok' })).toThrow(TypeError)
    expect(() => c.audit.list({ limit: 5000 })).toThrow(TypeError)
    expect(c.audit.list()).toEqual([])
  })
})

describe('cache.transaction', () => {
  it('rolls back every change made inside when it throws', () => {
    const c = memoryCache()
    expect(() =>
      c.transaction(() => {
        c.settings.set('a.b', '1')
        c.audit.append({ actor: ALICE, action: 'sign', result: 'ok' })
        throw new RangeError('abort')
      }),
    ).toThrow(RangeError)
    expect(c.settings.all()).toEqual({})
    expect(c.audit.list()).toEqual([])
  })
})
