/**
 * The queue with ten thousand requests: the counts are right, only a window of rows is mounted, it
 * scrolls to the end by mouse and by keyboard, and the filter finds one request among thousands.
 */
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MultisigRequest } from '../../../src/shared/api/ledger'
import { call, createRequest, fund, newUser, type User } from '../../../harness/wallet-network'
import { openTab } from '../harness/page-helpers'
import { deadServiceUrl } from '../../../harness/browser/ports'
import { screenshot } from '../harness/screenshots'
import { cloneAmount, seedQueue } from '../../../harness/browser/seed-queue'
import { openSuite, type Suite } from '../harness/suite'
import { hostKinds, type Wallet } from '../harness/wallet'
import { configureLock, importAccount } from '../../../harness/wallet-lock'
import { SettingKey } from '../../../src/main/core/db'

const PLAN = { needs: 6000, waiting: 2500, done: 1500 }

describe.each(hostKinds())('queue with 10,000 requests (%s host)', (kind) => {
  let suite: Suite
  let alice: User
  let wallet: Wallet
  let ids: string[] = []

  beforeAll(async () => {
    suite = await openSuite(kind)
    const [a, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(suite.net, n, true),
    ) as [User, User, User, User]
    alice = a
    const senders = [alice.userId, bob.userId, carol.userId]
    const created = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 100_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 1n,
    })
    const base = await call(
      suite.net,
      alice,
      'GET',
      `/safe/multisigs/${created.request_id}`,
      MultisigRequest,
    )
    const offline = await deadServiceUrl()
    wallet = await suite.wallet('alice-10k', {
      // Seeded, then cut off from the service so syncing cannot reshape the seeded queue.
      prepare: async (core) => {
        const account = await importAccount(core, alice.text)
        await core.accounts.register(account.user_id)
        ids = seedQueue(core, alice.userId, base, PLAN)
        core.cache.settings.set(SettingKey.apiBaseUrl, offline)
        await configureLock(core, { idleMs: 3600_000 })
      },
    })
    z.array(z.string()).length(10_000).parse(ids)
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('shows the three counts and mounts only a window of rows', async () => {
    const page = wallet.page
    await page.getByRole('tab', { name: /^Needs your signature 6,000$/ }).waitFor()
    await page.getByRole('tab', { name: /^Waiting for others 2,500$/ }).waitFor()
    await page.getByRole('tab', { name: /^Done 1,500$/ }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: /^6,000 requests$/ })
      .waitFor()
    const list = page.getByRole('list', { name: 'Needs your signature' })
    await expect(list.getByRole('listitem').first().getAttribute('aria-setsize')).resolves.toBe(
      '6000',
    )
    const mounted = await list.getByRole('listitem').count()
    expect(mounted).toBeGreaterThan(5)
    expect(mounted).toBeLessThan(60)
    await page.getByText(/^Offline: showing the requests saved on this computer/).waitFor()
    const firstRender = await page.evaluate(
      () => performance.getEntriesByName('cosigner:queue-first-render')[0]?.duration ?? -1,
    )
    expect(firstRender).toBeGreaterThanOrEqual(0)
    if (kind === 'web') await screenshot(page, 'queue-10k')
  })

  it('scrolls to the last row, by mouse wheel and by keyboard', async () => {
    const page = wallet.page
    const focused = () => page.locator(':focus').getAttribute('data-request-id')
    const list = page.getByRole('list', { name: 'Needs your signature' })
    const scroller = page.getByTestId('queue-list')
    await scroller.hover()
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 4000)
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(15_000)
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight
    })
    const last = list.locator('[aria-posinset="6000"]')
    await last.waitFor()
    await expect(last.getByRole('button').getAttribute('data-request-id')).resolves.toBe(ids[5999])
    expect(await list.getByRole('listitem').count()).toBeLessThan(60)

    // Home from the last row goes back to the first; End goes to the last again.
    await last.getByRole('button').focus()
    await page.keyboard.press('Home')
    await expect.poll(() => focused()).toBe(ids[0])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused()).toBe(ids[1])
    await page.keyboard.press('End')
    await expect.poll(() => focused()).toBe(ids[5999])
  })

  it('filters by amount and by request id in every list, and says how many match in each', async () => {
    const page = wallet.page
    const filter = page.getByLabel('Filter requests')
    const list = page.getByRole('list', { name: 'Needs your signature' })
    const needle = cloneAmount(4321)
    const expected = Array.from({ length: PLAN.needs }, (_, i) => cloneAmount(i)).filter((a) =>
      a.includes(needle),
    ).length
    await filter.fill(needle)
    await page
      .getByRole('status')
      .filter({ hasText: `${expected.toLocaleString('en-US')} of 6,000 here match “${needle}”` })
      .waitFor()
    await expect(list.locator('[data-request-id]').first().textContent()).resolves.toContain(needle)

    await filter.fill(ids[5555]!)
    await page
      .getByRole('status')
      .filter({ hasText: `1 of 6,000 here match “${ids[5555]!}”` })
      .waitFor()
    await expect(list.getByRole('button').getAttribute('data-request-id')).resolves.toBe(ids[5555])

    await openTab(page, 'Done')
    await page
      .getByRole('status')
      .filter({ hasText: `0 of 1,500 here match “${ids[5555]!}”; 1 in Needs your signature` })
      .waitFor()
    await page.getByText(`No request in Done matches “${ids[5555]!}”.`).waitFor()
    await expect(
      page.getByRole('tab', { name: /^Done/ }).getByLabel('0 matching').count(),
    ).resolves.toBe(1)
    await filter.fill('')
    await page
      .getByRole('status')
      .filter({ hasText: /^1,500 requests$/ })
      .waitFor()
    await expect(
      page
        .getByRole('list', { name: 'Done' })
        .locator('[aria-posinset="1"] [data-request-id]')
        .getAttribute('data-request-id'),
    ).resolves.toBe(ids[PLAN.needs + PLAN.waiting])
  })
})
