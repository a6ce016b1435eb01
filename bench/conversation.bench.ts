/**
 * A group's conversation with 10,000 stored messages, in Chromium (Debian's, headless) against the
 * web host and the real core:
 *
 * - first render: the conversation's performance marks, from its first render to the first frame
 *   with messages (the newest page, read from the 10,000 in SQLite) — goal ≤ 100 ms;
 * - scrolling up through all 10,000 (older pages load as the top comes near): how long, and how
 *   many rows are mounted at the end (virtualized: a screenful, not 10,000).
 *
 * Reports figures; asserts nothing (`npm run bench -- conversation`).
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { createBridgeHandlers } from '../src/main/core/bridge-handlers'
import { createCoreWithInternals, type CoreWithInternals } from '../src/main/core'
import { startWebHost } from '../src/cli/web-host/server'
import { seedDemoNetwork } from '../src/cli/demo/seed'
import { call, startHarness } from '../harness/wallet-network'
import { buildRenderer } from '../harness/browser/build-renderer'
import { launchChromium } from '../harness/browser/chromium'
import { formatMs, lastEntry, skipWithoutChromium } from './page'
import { median } from './measure'
import { memoryKeychain } from '../harness/keychain'
import type { ProvisionedUser } from '../src/sequencer/users/provision'
import { importAccount } from '../harness/wallet-lock'

const GOAL_MS = 100
const RUNS = 5
const MESSAGES = 10_000

export default async function bench(): Promise<void> {
  if (skipWithoutChromium()) return
  const rendererDir = await buildRenderer()
  const net = await startHarness()
  const browser = await launchChromium()
  let core: CoreWithInternals | undefined
  try {
    const demo = await seedDemoNetwork(net.server)
    const [alice, bob] = demo.users as [(typeof demo.users)[0], (typeof demo.users)[0]]
    const k = alice.keystore
    const asAlice = {
      userId: k.app_id,
      sessionId: k.session_id,
      sessionSeed: Uint8Array.from(Buffer.from(k.session_private_key, 'hex')),
    } as ProvisionedUser
    const link = (
      await call(
        net,
        asAlice,
        'GET',
        `/conversations/${demo.conversationId}`,
        z.object({ code_url: z.string() }),
      )
    ).code_url

    core = createCoreWithInternals({
      dataDir: `${net.dir}/bench-conversation`,
      baseUrl: net.server.url,
      keychain: memoryKeychain(),
      keychainService: `cosigner-bench-${process.pid}`,
      scryptN: 1024,
      logger: { warn: () => undefined, error: () => undefined },
    })
    const account = await importAccount(core, JSON.stringify(k))
    await core.accounts.register(account.user_id)
    core.lock.configure({ idleMs: 3600_000 })
    const t0 = performance.now()
    const start = Date.now() - MESSAGES * 60_000
    const seed = core.cache.db.transaction(() => {
      for (let i = 0; i < MESSAGES; i++) {
        const from = i % 3 === 0 ? alice.userId : bob.userId
        const text = `Message ${i + 1}: ${'budget and payouts '.repeat(1 + (i % 9))}`.trim()
        core!.cache.messages.insert(alice.userId, {
          conversation_id: demo.conversationId,
          message_id: randomUUID(),
          user_id: from,
          mine: from === alice.userId,
          category: 'PLAIN_TEXT',
          body: { kind: 'text', text },
          quote_message_id: null,
          created_at: new Date(start + i * 60_000).toISOString(),
          read_at: Date.now(),
          expires_at: null,
        })
      }
    })
    seed()
    const seedMs = performance.now() - t0
    const host = await startWebHost({ handlers: createBridgeHandlers(core), rendererDir })

    const first: number[] = []
    let scrollAll = Number.NaN
    let mounted = Number.NaN
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage()
      await page.goto(host.url)
      await page.getByRole('heading', { name: 'Requests' }).waitFor()
      await page.getByRole('button', { name: 'Open anything' }).click()
      await page.getByLabel('Link, code, id or hash').fill(link)
      await page.getByRole('button', { name: 'Look up' }).click()
      await page
        .getByRole('article', { name: 'Group' })
        .getByRole('button', { name: 'Open group' })
        .click()
      await page.getByTestId('conversation-list').waitFor()
      await page.waitForFunction(
        'performance.getEntriesByName("cosigner:conversation-first-render").length > 0',
      )
      first.push(await lastEntry(page, 'cosigner:conversation-first-render'))
      if (run === 0) {
        // Up to the very first message, page by page, as a person scrolling up would load them.
        const list = page.getByTestId('conversation-list')
        const t1 = performance.now()
        for (let i = 0; i < 400; i++) {
          await list.evaluate((el) => {
            ;(el as unknown as { scrollTop: number }).scrollTop = 0
          })
          if ((await page.getByText(/^Message 1: /).count()) > 0) break
          await page.waitForTimeout(25)
        }
        await page.getByText(/^Message 1: /).waitFor()
        scrollAll = performance.now() - t1
        mounted = await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').count()
      }
      await page.close()
    }
    await host.close()
    const verdict = median(first) <= GOAL_MS ? 'meets' : 'MISSES'
    console.log(
      `A group's conversation with ${MESSAGES.toLocaleString('en-US')} messages, Chromium, web host, real core`,
    )
    console.log(`  seeding the wallet's store                 ${formatMs(seedMs)}`)
    console.log(
      `  first render, newest page (median of ${RUNS})   ${formatMs(median(first))}   (goal ≤ ${GOAL_MS} ms: ${verdict})`,
    )
    console.log(
      `  scrolling up to the first message          ${formatMs(scrollAll)}   (${MESSAGES / 100} pages)`,
    )
    console.log(
      `  rows mounted with all ${MESSAGES.toLocaleString('en-US')} loaded         ${String(mounted).padStart(10)}`,
    )
  } finally {
    core?.close()
    await browser.close()
    await net.close()
  }
}
