/**
 * The count of requests needing the user's signature, on the dock, launcher or taskbar: the
 * per-platform decision, the count from a real core's cache, and when it is shown again (whenever
 * the core announces a queue or the accounts changed).
 */
import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import {
  badgeFor,
  needsSignatureCount,
  overlayDot,
  watchNeedsSignatureCount,
  type CountableCore,
} from '../../../src/main/badge'
import {
  createCoreWithInternals,
  type CoreEventMap,
  type CoreWithInternals,
} from '../../../src/main/core'
import { storeRequests } from '../../../src/main/core/services/requests/records'
import { memoryKeychain } from '../../../harness/keychain'
import { grant, importAccount } from '../../../harness/wallet-lock'
import { tempDir } from './core/temp'
import { aliceRecord, ALICE } from './core/db/helpers'
import { bob, buildFixture, carol } from './core/services/requests/multisig-fixture'
import { keystore } from './core/vault/helpers'

describe('badgeFor', () => {
  it('sets the badge count on macOS and Linux, an overlay with words on Windows, nothing elsewhere', () => {
    expect(badgeFor('darwin', 3)).toEqual({ kind: 'count', count: 3 })
    expect(badgeFor('linux', 0)).toEqual({ kind: 'count', count: 0 })
    expect(badgeFor('win32', 1)).toEqual({
      kind: 'overlay',
      count: 1,
      description: '1 request needs your signature',
    })
    expect(badgeFor('win32', 4)).toEqual({
      kind: 'overlay',
      count: 4,
      description: '4 requests need your signature',
    })
    expect(badgeFor('win32', 0)).toEqual({ kind: 'overlay', count: 0, description: '' })
    expect(badgeFor('freebsd', 2)).toEqual({ kind: 'none' })
  })

  it('shows no count for nonsense', () => {
    for (const n of [-1, 1.5, Number.NaN])
      expect(badgeFor('darwin', n)).toEqual({ kind: 'count', count: 0 })
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

let core: CoreWithInternals | undefined
afterEach(() => {
  core?.close()
  core = undefined
})

/** A stored request for Alice in `state`. */
function storeRequest(
  c: CoreWithInternals,
  n: number,
  state: 'needs-signature' | 'waiting' | 'done',
) {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
  c.cache.requests.upsert(ALICE, {
    request_id: id,
    transaction_hash: n.toString(16).padStart(64, '0'),
    state,
    my_role: 'signer',
    record: { request_id: id },
  })
}

describe('needsSignatureCount', () => {
  it("counts the cache's requests that need a signature, over every account", () => {
    core = createCoreWithInternals({
      dataDir: tempDir(),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
    })
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
  const open = () =>
    createCoreWithInternals({
      dataDir: tempDir(),
      keychain: memoryKeychain(),
      baseUrl: 'http://127.0.0.1:1',
      scryptN: 1024,
      retry: { attempts: 1 },
    })
  const USER = keystore().app_id as string
  /** A request of USER's shared account with bob and carol, signed by `signers`. */
  const request = (signers: string[]) => ({
    ...buildFixture().request(bob),
    senders: [USER, bob.userId, carol.userId],
    signers,
  })

  it('shows the count at once, then again each time the core stores requests, only when it moved', async () => {
    core = open()
    await importAccount(core, JSON.stringify(keystore()))
    const shown: number[] = []
    const w = watchNeedsSignatureCount(core, (n) => shown.push(n))
    expect(shown).toEqual([0])
    // What a sync, an opened link or a signature does: store the requests as the service serves them.
    storeRequests(core.context, USER, [request([bob.userId])])
    expect(shown).toEqual([0, 1])
    storeRequests(core.context, USER, [request([bob.userId])])
    expect(shown).toEqual([0, 1])
    storeRequests(core.context, USER, [request([bob.userId, USER])])
    expect(shown).toEqual([0, 1, 0])
    w.stop()
    storeRequests(core.context, USER, [request([])])
    expect(shown).toEqual([0, 1, 0])
  })

  it('counts again when the core removes an account, and its requests with it', async () => {
    core = open()
    await importAccount(core, JSON.stringify(keystore()))
    storeRequests(core.context, USER, [request([bob.userId])])
    const shown: number[] = []
    const w = watchNeedsSignatureCount(core, (n) => shown.push(n))
    await core.accounts.remove(USER, await grant(core, 'remove-account', USER))
    w.stop()
    expect(shown).toEqual([1, 0])
  })

  it('logs a failed read and keeps what it showed', () => {
    const events = new EventEmitter<CoreEventMap>()
    let fail = false
    const fake: CountableCore = {
      events,
      accounts: { list: () => [{ user_id: 'a' }] },
      requests: {
        counts: () => {
          if (fail) throw new TypeError('The database connection is not open')
          return { 'needs-signature': 1 }
        },
      },
    }
    const shown: number[] = []
    const lines: string[] = []
    const w = watchNeedsSignatureCount(fake, (n) => shown.push(n), { log: (l) => lines.push(l) })
    fail = true
    events.emit('queue-changed', { account: 'a' })
    w.stop()
    expect(shown).toEqual([1])
    expect(lines).toEqual(['could not count the requests that need a signature (TypeError)'])
  })
})
