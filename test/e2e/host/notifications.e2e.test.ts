/**
 * "Needs your signature" has one owner: the wallet core's watcher decides when, and the host shows
 * it — in the web host, as a browser notification from the page's shim; the renderer's own syncs
 * show none. One request that newly needs the user's signature gives exactly one notification,
 * whether the watcher hears of it first (a link to it in a group message, over Blaze) or the user's
 * own sync finds it first (in the followed account's locked outputs).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEEDS_SIGNATURE_NOTICE } from '../../../src/main/core/account-watchers'
import type { WatchEvent, WatchMode, WatchOptions } from '../../../src/main/core/index'
import {
  createRequest,
  fund,
  newUser,
  startHarness,
  type Harness,
  type User,
} from '../../../harness/wallet-network'
import { sdkFor } from '../../integration/wallet/sdk-cosign'
import { withAccount } from '../harness/accounts'
import { chromiumPath, launchChromium, type TestBrowser } from '../../../harness/browser/chromium'
import { noticesOf } from '../../../harness/browser/notifications'
import { openTab, queueRow, syncNow } from '../harness/page-helpers'
import { openWallet as openHostedWallet, type Wallet } from '../harness/wallet'

const executablePath = chromiumPath()
let net: Harness
let browser: TestBrowser
let root: string
let alice: User, bob: User, carol: User, dave: User
const treasury = () => [alice.userId, bob.userId, carol.userId]

interface Opened extends Wallet {
  readonly modes: WatchMode[]
}

/**
 * Alice's wallet, following the 2-of-3, in the web host as `npm run start:web` serves it (its
 * watchers telling the page), and a page allowed to notify.
 */
async function openWallet(watch: WatchOptions): Promise<Opened> {
  const modes: WatchMode[] = []
  const w = await openHostedWallet('web', (o) => browser.newPage(o), {
    name: 'alice',
    root,
    apiUrl: net.server.url,
    watch,
    prepare: async (core) => {
      core.events.on('watch', (e: WatchEvent) => modes.push(e.mode))
      await withAccount(alice.text, { follow: [{ members: treasury(), threshold: 2 }] })(core)
    },
  })
  expect(await w.page.evaluate('Notification.permission')).toBe('granted')
  return Object.assign(w, { modes })
}

const needsAlice = () => {
  const senders = treasury()
  return createRequest(net, carol, {
    input: fund(net, senders, 2, 10_000_000n),
    senders,
    threshold: 2,
    to: dave.userId,
    amount: 1_000_000n,
  })
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!executablePath)('needs-your-signature notifications in the web host', () => {
  beforeAll(async () => {
    net = await startHarness()
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(net, n, true),
    ) as [User, User, User, User]
    browser = await launchChromium()
    root = mkdtempSync(path.join(tmpdir(), 'cosigner-notifications-'))
  })
  afterAll(async () => {
    await browser?.close()
    await net?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it("shows one notification when the watcher hears of a request from its link in a group message, and none for the page's own sync", async () => {
    const w = await openWallet({})
    try {
      await expect.poll(() => w.modes.includes('blaze')).toBe(true)
      // Carol proposes and shares the request's link in the account's group, as the public network
      // lets people tell each other of one; Alice's wallet hears it over Blaze, before any sync.
      const req = await needsAlice()
      const carolApi = sdkFor(net, carol)
      const group = randomUUID()
      await carolApi.conversation.createGroup(
        group,
        'Treasury',
        [alice, bob].map((u) => ({ user_id: u.userId, role: '' })),
      )
      const text = `Payment request: 0.01 XIN to Dave\nReview and sign: https://mixin.one/multisigs/${req.request_id}`
      await carolApi.message.sendOne({
        conversation_id: group,
        message_id: randomUUID(),
        category: 'PLAIN_TEXT',
        data_base64: Buffer.from(text).toString('base64url'),
      })
      await expect
        .poll(() =>
          noticesOf(w.page).then(
            (m) => m.filter((n) => n.body === NEEDS_SIGNATURE_NOTICE.body).length,
          ),
        )
        .toBe(1)
      await syncNow(w.page)
      await openTab(w.page, 'Needs your signature')
      await queueRow(w.page, req.request_id).waitFor()
      await pause(1500)
      // The request's notice once, and nothing more: the message that linked it is told of as the request.
      expect(await noticesOf(w.page)).toEqual([NEEDS_SIGNATURE_NOTICE])
    } finally {
      await w.close()
    }
  })

  it("shows one notification when the page's own sync finds the request before the watcher's poll", async () => {
    const pollMs = 2000
    const w = await openWallet({ blaze: false, pollMs })
    try {
      expect(w.modes).toEqual(['polling'])
      await w.page
        .getByRole('status')
        .filter({ hasText: /^Synced/ })
        .waitFor()
      const req = await needsAlice()
      await syncNow(w.page)
      await openTab(w.page, 'Needs your signature')
      await queueRow(w.page, req.request_id).waitFor()
      // The watcher's next poll finds it already in the cache, and still tells the user once.
      await expect
        .poll(() => noticesOf(w.page).then((m) => m.length), { timeout: 3 * pollMs })
        .toBe(1)
      await pause(2 * pollMs)
      await syncNow(w.page)
      expect(await noticesOf(w.page)).toHaveLength(1)
    } finally {
      await w.close()
    }
  })
})
