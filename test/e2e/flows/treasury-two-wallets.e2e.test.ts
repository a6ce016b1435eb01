/**
 * The treasury's loop in two browsers, on the demo network, both wallets following its 2-of-3
 * account: Alice proposes 1.5 XIN to Carol from it in her window; Bob's wallet, never told the
 * request, lists it under "Needs your signature" after a sync, he signs, both see it sent and both
 * Accounts screens show the new balance. A second proposal locks the USDT until Bob unlocks it,
 * which gives it back to both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { seedDemoNetwork, type DemoNetwork } from '../../../src/cli/demo/seed'
import { withAccount } from '../harness/accounts'
import {
  confirmPassphrase,
  openFromQueue,
  openTab,
  queueRow,
  signInReview,
  syncNow,
} from '../harness/page-helpers'
import { openSuite, type Suite } from '../harness/suite'
import { balance, demoAccount, openAccount, proposePayment, USDT, XIN } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

describe.each(hostKinds())('the treasury in two wallets (%s host)', (kind) => {
  let suite: Suite
  let demo: DemoNetwork
  let aliceW: Wallet, bobW: Wallet
  let membersHash: string
  /** The newest request the sequencer holds (the one a form just proposed). */
  const newestRequest = () =>
    suite.net.server.ctx.db
      .prepare('SELECT request_id FROM multisig_requests ORDER BY rowid DESC LIMIT 1')
      .pluck()
      .get() as string

  beforeAll(async () => {
    suite = await openSuite(kind)
    demo = await seedDemoNetwork(suite.net.server)
    const follow = [demoAccount(demo)]
    aliceW = await suite.wallet('alice', {
      prepare: withAccount(JSON.stringify(demo.users[0]!.keystore), { follow }),
    })
    bobW = await suite.wallet('bob', {
      prepare: withAccount(JSON.stringify(demo.users[1]!.keystore), { follow }),
    })
    membersHash = suite.net.server.ctx.db
      .prepare('SELECT senders_hash FROM multisig_requests WHERE request_id = ?')
      .pluck()
      .get(demo.requestId) as string
  })
  afterAll(async () => suite?.close())

  /** Fills the New payment form of the open account and proposes, answering the passphrase prompt. */
  async function propose(
    page: Page,
    assetId: string,
    amount: string,
    memo: string,
  ): Promise<string> {
    await proposePayment(page, { assetId, to: demo.users[2]!.userId, amount, memo })
    // The review of this very proposal (its memo), not a notice an earlier proposal left on screen.
    await page.getByRole('heading', { name: 'Request you signed' }).waitFor()
    await page.getByText(memo, { exact: true }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: 'Proposed and signed by you: 1 of 2 signatures.' })
      .last()
      .waitFor()
    // This wallet has not met the demo group, so nothing was shared: Bob's wallet finds it by syncing.
    await expect
      .poll(() => page.getByTestId('proposal-shared').textContent())
      .toMatch(/^Not shared: this wallet knows no group of exactly this account’s members\./)
    return newestRequest()
  }

  it('Alice proposes, Bob signs, and both see it sent and the new balance', async () => {
    const a = aliceW.page
    const b = bobW.page
    // The demo's pending request (Bob signed it) locks the only XIN output: Alice completes it first.
    await syncNow(a)
    await openFromQueue(a, demo.requestId)
    await signInReview(a)
    await a.getByRole('status').filter({ hasText: 'Signed. Every signature is in' }).waitFor()
    await openAccount(a, membersHash)
    await expect.poll(() => balance(a, XIN)).toEqual(['98.5', '0'])

    const requestId = await propose(a, XIN, '1.5', 'Travel, April')
    await openAccount(a, membersHash)
    await expect.poll(() => balance(a, XIN)).toEqual(['0', '98.5'])

    // Bob's wallet: it needs his signature, and signing it reaches the threshold.
    await syncNow(b)
    await openTab(b, 'Needs your signature')
    await queueRow(b, requestId).waitFor()
    await openFromQueue(b, requestId)
    await b.getByText('Travel, April').waitFor()
    await signInReview(b)
    await b
      .getByRole('status')
      .filter({ hasText: 'Signed. Every signature is in; the transaction is being sent.' })
      .waitFor()
    await syncNow(b)
    await openTab(b, 'Done')
    await expect.poll(() => queueRow(b, requestId).textContent()).toContain('Sent')

    // Alice sees it sent too.
    await syncNow(a)
    await openTab(a, 'Done')
    await expect.poll(() => queueRow(a, requestId).textContent()).toContain('Sent')

    // Both Accounts screens: 100 − 1.5 (the demo's) − 1.5 (this one), nothing locked.
    for (const page of [a, b]) {
      await openAccount(page, membersHash)
      await page.getByRole('button', { name: 'Sync now', exact: true }).click()
      await expect.poll(() => balance(page, XIN)).toEqual(['97', '0'])
      await expect(balance(page, USDT)).resolves.toEqual(['2,500', '0'])
    }
  })

  it('an unlock of a second proposal releases its funds in both wallets', async () => {
    const a = aliceW.page
    const b = bobW.page
    await openAccount(a, membersHash)
    const requestId = await propose(a, USDT, '120', 'Invoice 2026-117')
    await openAccount(a, membersHash)
    await expect.poll(() => balance(a, USDT)).toEqual(['0', '2,500'])

    // Bob unlocks (revokes) it instead of signing.
    await syncNow(b)
    await openTab(b, 'Needs your signature')
    await openFromQueue(b, requestId)
    await b.getByRole('button', { name: 'Unlock (revoke)…' }).click()
    const dialog = b.getByRole('dialog', { name: 'Unlock (revoke) this request?' })
    await dialog
      .getByRole('checkbox', { name: 'I understand that this revokes the request' })
      .check()
    await dialog.getByRole('button', { name: 'Unlock request' }).click()
    await confirmPassphrase(b)
    await b.getByRole('status').filter({ hasText: 'Unlocked. The request is revoked' }).waitFor()

    for (const page of [b, a]) {
      await openAccount(page, membersHash)
      await page.getByRole('button', { name: 'Sync now', exact: true }).click()
      await expect.poll(() => balance(page, USDT)).toEqual(['2,500', '0'])
    }
    await syncNow(a)
    await openTab(a, 'Done')
    await expect(queueRow(a, requestId).textContent()).resolves.toContain('Unlocked')
  })
})
