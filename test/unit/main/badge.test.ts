/**
 * The count of requests needing the user's signature, on the dock, launcher or taskbar: the
 * per-platform decision, the count from a real core's cache, and when it is shown again.
 */
import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import { badgeFor, changesNeedsSignatureCount, needsSignatureCount, overlayDot, watchNeedsSignatureCount, type CountableCore } from '../../../src/main/badge'
import { afterCalls } from '../../../src/main/core/account-watchers'
import { BRIDGE_METHODS } from '../../../src/shared/bridge'
import { createCore, type Core } from '../../../src/main/core'
import { memoryKeychain } from '../../helpers/keychain'
import { tempDir } from './core/temp'
import { aliceRecord, ALICE } from './core/db/helpers'

describe('badgeFor', () => {
  it('sets the badge count on macOS and Linux, an overlay with words on Windows, nothing elsewhere', () => {
    expect(badgeFor('darwin', 3)).toEqual({ kind: 'count', count: 3 })
    expect(badgeFor('linux', 0)).toEqual({ kind: 'count', count: 0 })
    expect(badgeFor('win32', 1)).toEqual({ kind: 'overlay', count: 1, description: '1 request needs your signature' })
    expect(badgeFor('win32', 4)).toEqual({ kind: 'overlay', count: 4, description: '4 requests need your signature' })
    expect(badgeFor('win32', 0)).toEqual({ kind: 'overlay', count: 0, description: '' })
    expect(badgeFor('freebsd', 2)).toEqual({ kind: 'none' })
  })

  it('shows no count for nonsense', () => {
    for (const n of [-1, 1.5, Number.NaN]) expect(badgeFor('darwin', n)).toEqual({ kind: 'count', count: 0 })
  })
})

describe('overlayDot', () => {
  it('is a red dot in BGRA: opaque red in the middle, transparent in the corners', () => {
    const dot = overlayDot(16)
    expect(dot).toHaveLength(16 * 16 * 4)
    const px = (x: number, y: number) => [...dot.subarray((y * 16 + x) * 4, (y * 16 + x) * 4 + 4)]
    expect(px(8, 8)).toEqual([0x2f, 0x2f, 0xd9, 255])
    expect(px(0, 0)[3]).toBe(0)
    expect(px(15, 15)[3]).toBe(0)
  })
})

let core: Core | undefined
afterEach(() => core?.close())

/** A stored request for Alice in `state`. */
function storeRequest(c: Core, n: number, state: 'needs-signature' | 'waiting' | 'done') {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
  c.cache.requests.upsert(ALICE, { request_id: id, transaction_hash: n.toString(16).padStart(64, '0'), state, my_role: 'signer', record: { request_id: id } })
}

describe('needsSignatureCount', () => {
  it("counts the cache's requests that need a signature, over every account", () => {
    core = createCore({ dataDir: tempDir(), keychain: memoryKeychain(), baseUrl: 'http://127.0.0.1:1' })
    expect(needsSignatureCount(core)).toBe(0)
    core.cache.accounts.upsert(aliceRecord())
    storeRequest(core, 1, 'needs-signature')
    storeRequest(core, 2, 'needs-signature')
    storeRequest(core, 3, 'waiting')
    storeRequest(core, 4, 'done')
    expect(needsSignatureCount(core)).toBe(2)
  })
})

describe('watchNeedsSignatureCount', () => {
  function fakeCore(counts: number[]) {
    const events = new EventEmitter()
    let fail = false
    const c: CountableCore = {
      events,
      accounts: { list: () => counts.map((_, i) => ({ user_id: String(i) })) },
      cache: {
        requests: {
          counts: (id) => {
            if (fail) throw new TypeError('The database connection is not open')
            return { 'needs-signature': counts[Number(id)]! }
          },
        },
      },
    }
    return { c, events, counts, failNext: () => (fail = true) }
  }

  it('shows the count at once, again when the core reports a new request, and only when it changed', () => {
    const f = fakeCore([1, 2])
    const shown: number[] = []
    const w = watchNeedsSignatureCount(f.c, (n) => shown.push(n), { everyMs: 60_000 })
    expect(shown).toEqual([3])
    f.counts[0] = 2
    f.events.emit('needs-signature', { account: '0', request_id: 'x', via: 'poll' })
    f.events.emit('needs-signature', { account: '0', request_id: 'x', via: 'poll' })
    expect(shown).toEqual([3, 4])
    w.stop()
    f.counts[0] = 5
    f.events.emit('needs-signature', {})
    expect(shown).toEqual([3, 4])
  })

  it('reads again on its timer (signing lowers the count without an event)', async () => {
    const f = fakeCore([2])
    const shown: number[] = []
    const w = watchNeedsSignatureCount(f.c, (n) => shown.push(n), { everyMs: 20 })
    f.counts[0] = 0
    await new Promise((r) => setTimeout(r, 80))
    w.stop()
    expect(shown).toEqual([2, 0])
  })

  it('reads again right after a bridge call on requests or accounts answers (a signature lowers it at once)', async () => {
    expect(BRIDGE_METHODS.filter(changesNeedsSignatureCount)).toEqual(BRIDGE_METHODS.filter((m) => m.startsWith('requests.') || m.startsWith('accounts.')))
    expect(['lock.unlock', 'groups.list', 'settings.get', 'audit.list'].some(changesNeedsSignatureCount)).toBe(false)
    const f = fakeCore([2])
    const shown: number[] = []
    const w = watchNeedsSignatureCount(f.c, (n) => shown.push(n), { everyMs: 60_000 })
    const answer = { ok: true, value: null }
    const handlers = afterCalls({ 'requests.sign': async () => answer, 'groups.list': async () => answer }, changesNeedsSignatureCount, () => w.refresh())
    f.counts[0] = 1
    expect(await handlers['groups.list']({})).toBe(answer)
    expect(shown).toEqual([2])
    expect(await handlers['requests.sign']({})).toBe(answer)
    expect(shown).toEqual([2, 1])
    w.stop()
  })

  it('logs a failed read and keeps what it showed', () => {
    const f = fakeCore([1])
    const shown: number[] = []
    const lines: string[] = []
    const w = watchNeedsSignatureCount(f.c, (n) => shown.push(n), { everyMs: 60_000, log: (l) => lines.push(l) })
    f.failNext()
    w.refresh()
    w.stop()
    expect(shown).toEqual([1])
    expect(lines).toEqual(['could not count the requests that need a signature (TypeError)'])
  })
})
