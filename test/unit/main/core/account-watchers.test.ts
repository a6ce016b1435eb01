/**
 * One watch per account of the wallet, started and stopped as the core announces accounts added and
 * removed, and the core's notices handed to the host's notifier.
 */
import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createCoreWithInternals,
  type CoreEventMap,
  type CoreWithInternals,
} from '../../../../src/main/core'
import {
  newMessageNotice,
  watchAccounts,
  type WatchableCore,
} from '../../../../src/main/core/account-watchers'
import { memoryKeychain } from '../../../../harness/keychain'
import { grant, importAccount } from '../../../../harness/wallet-lock'
import { tempDir } from './temp'
import { keystore } from './vault/helpers'

/** A watch service that records what it was asked to watch and to stop. */
function recordingWatch() {
  const watching: string[] = []
  const stopped: string[] = []
  return {
    watching,
    stopped,
    watch: {
      start(userId: string) {
        if (userId === 'broken') throw new Error('no such account')
        watching.push(userId)
        return { stop: () => void stopped.push(userId) }
      },
    },
  }
}

function fakeCore(accounts: string[] = []) {
  const events = new EventEmitter<CoreEventMap>()
  const w = recordingWatch()
  const core: WatchableCore = {
    events,
    accounts: { list: () => accounts.map((user_id) => ({ user_id })) },
    watch: w.watch,
  }
  return { core, events, ...w }
}

let real: CoreWithInternals | undefined
afterEach(() => {
  real?.close()
  real = undefined
})

describe('watchAccounts', () => {
  it('watches every account at once, starts one the core adds, stops one it removes, and stops them all', () => {
    const f = fakeCore(['a'])
    const w = watchAccounts(f.core, { notify: () => {} })
    expect(f.watching).toEqual(['a'])
    f.events.emit('accounts-changed', { account: 'b', change: 'added' })
    f.events.emit('accounts-changed', { account: 'b', change: 'updated' })
    expect(f.watching).toEqual(['a', 'b'])
    f.events.emit('accounts-changed', { account: 'a', change: 'removed' })
    expect(f.stopped).toEqual(['a'])
    w.stop()
    expect(f.stopped).toEqual(['a', 'b'])
    f.events.emit('accounts-changed', { account: 'c', change: 'added' })
    expect(f.watching).toEqual(['a', 'b'])
  })

  it('follows a real core: an imported account is watched, a removed one no longer', async () => {
    real = createCoreWithInternals({
      dataDir: tempDir(),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
      scryptN: 1024,
      retry: { attempts: 1 },
    })
    const r = recordingWatch()
    const w = watchAccounts(
      { events: real.events, accounts: real.accounts, watch: r.watch },
      { notify: () => {} },
    )
    expect(r.watching).toEqual([])
    const account = await importAccount(real, JSON.stringify(keystore()))
    expect(r.watching).toEqual([account.user_id])
    await real.accounts.remove(
      account.user_id,
      await grant(real, 'remove-account', account.user_id),
    )
    expect(r.stopped).toEqual([account.user_id])
    w.stop()
  })

  it('hands needs-signature events to the notifier until stopped', () => {
    const f = fakeCore()
    const seen: unknown[] = []
    const w = watchAccounts(f.core, { notify: (e) => seen.push(e) })
    const event = { account: 'a', request_id: 'r', via: 'poll' as const }
    f.events.emit('needs-signature', event)
    w.stop()
    f.events.emit('needs-signature', event)
    expect(seen).toEqual([event])
  })

  it('hands new-message events to the message notifier, worded without the message', () => {
    const f = fakeCore()
    const seen: string[] = []
    const w = watchAccounts(f.core, {
      notify: () => {},
      notifyMessage: (e) => seen.push(newMessageNotice(e).body),
    })
    f.events.emit('new-message', {
      account: 'a',
      conversation_id: 'c',
      message_id: 'm',
      sender_name: 'Bob',
      group_name: 'Treasury',
    })
    w.stop()
    f.events.emit('new-message', {
      account: 'a',
      conversation_id: 'c',
      message_id: 'm',
      sender_name: 'Eve',
      group_name: 'Treasury',
    })
    expect(seen).toEqual(['Bob in Treasury: New message'])
    expect(newMessageNotice({ sender_name: 'B'.repeat(80), group_name: 'G' }).body).toBe(
      `${'B'.repeat(59)}… in G: New message`,
    )
  })

  it('logs an account it cannot watch and carries on', () => {
    const f = fakeCore(['broken', 'c'])
    const log: string[] = []
    watchAccounts(f.core, { notify: () => {}, log: (l) => log.push(l) }).stop()
    expect(f.watching).toEqual(['c'])
    expect(log).toEqual(['cannot watch account broken (Error)'])
  })
})
