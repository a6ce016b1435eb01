/**
 * The window stays responsive with a full payroll: a run of 255 payees (the most one request pays)
 * opened in the renderer, in Chromium (Debian's, headless, as the end-to-end tests drive it),
 * against the web host and the real core on a real sequencer. The run screen's table marks its first
 * render (`cosigner:run-table-first-render`: from the table's first render to the first frame that
 * shows its rows); the baseline, in the same run, is the same table with one payee, so the ratio is
 * what the 254 more rows cost. Goal: the 255-row table renders in ≤ 100 ms.
 *
 * Reports figures; asserts nothing (`npm run bench -- payroll-render`).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createBridgeHandlers } from '../src/main/core/bridge-handlers'
import { createCore, type Core } from '../src/main/core'
import { startWebHost } from '../src/cli/web-host/server'
import { runGrantSubject } from '../src/shared/bridge'
import { membersHash } from '../src/shared/kernel'
import { fund, newUser, startHarness, type User } from '../harness/wallet-network'
import { buildRenderer } from '../harness/browser/build-renderer'
import { launchChromium } from '../harness/browser/chromium'
import { openAccount } from '../harness/browser/accounts-screen'
import { memoryKeychain } from '../harness/keychain'
import { grant, importAccount } from '../harness/wallet-lock'
import { formatMs, lastEntry, skipWithoutChromium } from './page'
import { median } from './measure'

const GOAL_MS = 100
const RUNS = 7
const MARK = 'cosigner:run-table-first-render'

/** Proposes a payroll of `payees` (0.01 XIN each) named `name` from Alice's account. */
async function propose(
  core: Core,
  alice: User,
  members: string[],
  name: string,
  payees: readonly User[],
): Promise<void> {
  const runId = randomUUID()
  const csv = [
    'payee,amount,asset,note',
    ...payees.map((p, i) => `${p.userId},0.01,XIN,Row ${i + 1}`),
  ].join('\n')
  const input = {
    members_hash: membersHash(members),
    threshold: 2,
    csv,
    memo: name,
    name,
    run_id: runId,
  }
  const r = await core.payroll.propose(
    alice.userId,
    input,
    await grant(core, 'sign', runGrantSubject(runId)),
  )
  if (r.status !== 'proposed') throw new Error(JSON.stringify(r.errors))
}

/** Waits until the page holds more than `n` entries named `name` (polled: the page's CSP allows no eval). */
async function untilEntries(page: Page, name: string, n: number): Promise<void> {
  for (
    let i = 0;
    (await page.evaluate<number, string>((m) => performance.getEntriesByName(m).length, name)) <= n;
    i++
  ) {
    if (i > 500) throw new Error(`no ${name} in the page`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Opens a run from the account's screen and answers how long its table took to first show its rows. */
async function openRun(page: Page, hash: string, name: string, rows: number): Promise<number> {
  const before = await page.evaluate<number, string>(
    (m) => performance.getEntriesByName(m).length,
    MARK,
  )
  await openAccount(page, hash)
  await page.getByTestId('runs-card').getByRole('button', { name, exact: true }).click()
  // The table holds every row (its row count says so), whichever are mounted.
  await page
    .locator(
      `table[aria-label="Payees"][aria-rowcount="${rows + 1}"] [data-testid="run-row"][data-row="2"]`,
    )
    .waitFor()
  await untilEntries(page, MARK, before)
  return lastEntry(page, MARK)
}

export default async function bench(): Promise<void> {
  if (skipWithoutChromium()) return
  const rendererDir = await buildRenderer()
  const net = await startHarness()
  const browser = await launchChromium()
  const core = createCore({
    dataDir: `${net.dir}/bench-wallet`,
    baseUrl: net.server.url,
    keychain: memoryKeychain(),
    keychainService: `cosigner-bench-${process.pid}`,
    scryptN: 1024,
    logger: { warn: () => undefined, error: () => undefined },
  })
  try {
    const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(net, n, true)) as [
      User,
      User,
      User,
    ]
    const payees = Array.from({ length: 255 }, (_, i) =>
      newUser(net, `Payee ${String(i + 1).padStart(3, '0')}`, true),
    )
    const members = [alice.userId, bob.userId, carol.userId]
    fund(net, members, 2, 100_00000000n)
    fund(net, members, 2, 100_00000000n)
    const account = await importAccount(core, alice.text)
    await core.accounts.register(account.user_id)
    await core.treasury.addAccount(alice.userId, { members, threshold: 2 })
    await propose(core, alice, members, 'Payroll 255', payees)
    await propose(core, alice, members, 'Payroll 1', payees.slice(0, 1))

    const host = await startWebHost({ handlers: createBridgeHandlers(core), rendererDir })
    const page = await browser.newPage()
    await page.goto(host.url)
    await untilEntries(page, 'cosigner:interactive', 0)
    const hash = membersHash(members)
    // One of each first, unmeasured: the page's code and the people are loaded once, as in use.
    await openRun(page, hash, 'Payroll 255', 255)
    await openRun(page, hash, 'Payroll 1', 1)
    const full: number[] = []
    const one: number[] = []
    for (let i = 0; i < RUNS; i++) {
      full.push(await openRun(page, hash, 'Payroll 255', 255))
      one.push(await openRun(page, hash, 'Payroll 1', 1))
    }
    await page.close()
    await host.close()
    const verdict = median(full) <= GOAL_MS ? 'meets' : 'MISSES'
    console.log(`Run table in Chromium, web host, real core (median of ${RUNS} openings each)`)
    console.log(
      `  255-row run table, first render   ${formatMs(median(full))}   (goal ≤ ${GOAL_MS} ms: ${verdict})`,
    )
    console.log(`  1-row run table (baseline)        ${formatMs(median(one))}`)
    console.log(
      `  ratio 255 rows / 1 row            ${(median(full) / median(one)).toFixed(1).padStart(7)} ×`,
    )
  } finally {
    core.close()
    await browser.close()
    await net.close()
  }
}
