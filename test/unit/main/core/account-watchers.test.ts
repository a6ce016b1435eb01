import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { afterAccountCalls, newMessageNotice, watchAccounts, type WatchableCore } from '../../../../src/main/core/account-watchers'

function fakeCore() {
  const accounts: { user_id: string }[] = []
  const watching: string[] = []
  const stopped: string[] = []
  const core: WatchableCore = {
    events: new EventEmitter(),
    accounts: { list: () => accounts },
    notifications: {
      watch(userId) {
        if (userId === 'broken') throw new Error('no such account')
        watching.push(userId)
        return { stop: () => void stopped.push(userId) }
      },
    },
  }
  return { core, accounts, watching, stopped }
}

describe('watchAccounts', () => {
  it('watches each account once, picks up new ones on refresh, and stops them all', () => {
    const f = fakeCore()
    f.accounts.push({ user_id: 'a' })
    const w = watchAccounts(f.core, () => {})
    w.refresh()
    w.refresh()
    expect(f.watching).toEqual(['a'])
    f.accounts.push({ user_id: 'b' })
    w.refresh()
    expect(f.watching).toEqual(['a', 'b'])
    w.stop()
    expect(f.stopped.sort()).toEqual(['a', 'b'])
  })

  it('hands needs-signature events to the notifier until stopped', () => {
    const f = fakeCore()
    const seen: unknown[] = []
    const w = watchAccounts(f.core, (e) => seen.push(e))
    const event = { account: 'a', request_id: 'r', via: 'poll' as const }
    f.core.events.emit('needs-signature', event)
    w.stop()
    f.core.events.emit('needs-signature', event)
    expect(seen).toEqual([event])
  })

  it('hands new-message events to the message notifier, worded without the message', () => {
    const f = fakeCore()
    const seen: string[] = []
    const w = watchAccounts(f.core, () => {}, () => {}, undefined, (e) => seen.push(newMessageNotice(e).body))
    f.core.events.emit('new-message', { account: 'a', conversation_id: 'c', message_id: 'm', sender_name: 'Bob', group_name: 'Treasury' })
    w.stop()
    f.core.events.emit('new-message', { account: 'a', conversation_id: 'c', message_id: 'm', sender_name: 'Eve', group_name: 'Treasury' })
    expect(seen).toEqual(['Bob in Treasury: New message'])
    expect(newMessageNotice({ sender_name: 'B'.repeat(80), group_name: 'G' }).body).toBe(`${'B'.repeat(59)}… in G: New message`)
  })

  it('logs an account it cannot watch and carries on', () => {
    const f = fakeCore()
    f.accounts.push({ user_id: 'broken' }, { user_id: 'c' })
    const log: string[] = []
    watchAccounts(f.core, () => {}, (l) => log.push(l)).refresh()
    expect(f.watching).toEqual(['c'])
    expect(log).toEqual(['cannot watch account broken (Error)'])
  })
})

describe('afterAccountCalls', () => {
  it('runs the hook after accounts.* calls only, returning their answers unchanged', async () => {
    let runs = 0
    const answer = { ok: true, value: 1 }
    const wrapped = afterAccountCalls({ 'accounts.importKeystore': async () => answer, 'groups.list': async () => answer }, () => void runs++)
    expect(await wrapped['groups.list']({})).toBe(answer)
    expect(runs).toBe(0)
    expect(await wrapped['accounts.importKeystore']({})).toBe(answer)
    expect(runs).toBe(1)
  })
})
