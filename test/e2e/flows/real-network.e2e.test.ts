/**
 * The wallet as it works on the public Mixin network, where nobody lists requests or announces one:
 * Bob works the 2-of-3 with the official Node SDK, as a bot does, and Alice only follows the account.
 * A request Bob proposes is found by her next sync (from the account's locked outputs) and the host
 * tells her it needs her signature; she signs it in the window, which shows it being sent and then
 * sent, as Bob's SDK reads its transaction. A payment she proposes in the window Bob's SDK finds the
 * same way and completes; her queue moves it to Done, being sent then sent, with nothing but syncs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { NEEDS_SIGNATURE_NOTICE } from '../../../src/main/core/account-watchers'
import { membersHash } from '../../../src/shared/kernel'
import { fund, newUser, XIN, type User } from '../../../harness/wallet-network'
import { sdkFor, sdkProposes, sdkSigns } from '../../integration/wallet/sdk-cosign'
import { withAccount } from '../harness/accounts'
import { noticesOf } from '../../../harness/browser/notifications'
import { openFromQueue, openTab, queueRow, signInReview, syncNow } from '../harness/page-helpers'
import { openSuite, type Suite } from '../harness/suite'
import { balance, openAccount, proposePayment } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

/**
 * How long the Kernel takes to make a complete request final here: long enough that Alice sees a
 * request being sent before it is sent, and Bob's SDK reads it `signed` before `spent`.
 */
const FINALITY_MS = 4000

describe.each(hostKinds())('on the public network’s terms (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User, dave: User
  let aliceW: Wallet
  const treasury = () => [alice.userId, bob.userId, carol.userId]

  /** The state Bob's SDK reads of a request's transaction. */
  const bobReadsTransaction = async (requestId: string) =>
    (await sdkFor(suite.net, bob).utxo.fetchTransaction(requestId)).state
  /** Alice's needs-signature notifications so far (the web host's page shows them). */
  const needsSignatureNotices = async () =>
    (await noticesOf(aliceW.page)).filter((n) => n.body === NEEDS_SIGNATURE_NOTICE.body).length
  /** The state the queue's Done list shows for a request, in words. */
  const doneState = (page: Page, requestId: string) =>
    queueRow(page, requestId).locator('.queue-state').textContent()

  beforeAll(async () => {
    suite = await openSuite(kind, { finalityMs: FINALITY_MS })
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(suite.net, n, true),
    ) as [User, User, User, User]
    fund(suite.net, treasury(), 2, 10_000_000_000n)
    // Alice follows the account, as she would have added it under Accounts. Her host watches it as
    // npm start's does, syncing every second instead of every 30 so the test need not wait.
    aliceW = await suite.wallet('alice', {
      prepare: withAccount(alice.text, { follow: [{ members: treasury(), threshold: 2 }] }),
      watch: { pollMs: 1000 },
    })
  })
  afterAll(async () => suite?.close())

  it('Bob proposes with the SDK; Alice’s sync finds it, her host tells her, she signs, and it is sent', async () => {
    const requestId = await sdkProposes(suite.net, bob, {
      members: treasury(),
      threshold: 2,
      asset: XIN,
      to: dave.userId,
      amount: '1.5',
      memo: 'Conference booth',
    })

    // Never told the id, Alice's wallet finds it in one sync, from the account's locked outputs.
    const a = aliceW.page
    await syncNow(a, { shortcut: true })
    await openTab(a, 'Needs your signature')
    const row = queueRow(a, requestId)
    await row.waitFor()
    await expect
      .poll(() => row.textContent())
      .toMatch(
        /1\.5 XIN.*To Dave · from 2-of-3: you, (Bob, Carol|Carol, Bob).*Needs your signature/,
      )
    await expect
      .poll(() =>
        a
          .getByRole('status')
          .filter({ hasText: /^Synced/ })
          .textContent(),
      )
      .toMatch(/· 1 need your signature\.$/)
    // The host tells her once, however many syncs find it.
    if (kind === 'web') await expect.poll(needsSignatureNotices).toBe(1)

    await openFromQueue(a, requestId)
    await a.getByRole('heading', { name: 'Sign request' }).waitFor()
    await expect
      .poll(() => a.getByTestId('request-proposer').textContent())
      .toMatch(/^Proposed by .*Bob$/)
    await expect
      .poll(() => a.getByRole('list', { name: 'Receiver members' }).textContent())
      .toContain('Dave')
    await a.getByText('Conference booth', { exact: true }).waitFor()
    await expect(
      a.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('1 of 2 signatures')
    await signInReview(a)

    // Her signature completes it: the review says it is being sent, and so does Bob's SDK.
    await a
      .getByRole('status')
      .filter({ hasText: 'Signed. Every signature is in; the transaction is being sent.' })
      .waitFor()
    await expect(a.locator('.state-pill').textContent()).resolves.toBe(
      'Complete: every signature in, being sent',
    )
    await expect(bobReadsTransaction(requestId)).resolves.toBe('signed')
    await a.getByRole('button', { name: 'Requests' }).click()
    await openTab(a, 'Done')
    await expect.poll(() => doneState(a, requestId)).toBe('Sending')

    // Once the Kernel made it final, as Bob's SDK reads it, a sync shows it sent, in the queue and its review.
    await expect.poll(() => bobReadsTransaction(requestId)).toBe('spent')
    await syncNow(a, { shortcut: true })
    await expect.poll(() => doneState(a, requestId)).toBe('Sent')
    await openFromQueue(a, requestId)
    await expect.poll(() => a.locator('.state-pill').textContent()).toBe('Sent')
    await expect(a.getByTestId('request-ended').textContent()).resolves.toMatch(
      /^Sent: every signature was in by .+, and its transaction is final\.$/,
    )
    if (kind === 'web') await expect(needsSignatureNotices()).resolves.toBe(1)
  })

  it('Alice proposes in the window; Bob’s SDK finds it and completes it; her queue moves it to Done, being sent then sent', async () => {
    const a = aliceW.page
    await openAccount(a, membersHash(treasury()))
    await proposePayment(a, {
      assetId: XIN,
      to: dave.userId,
      amount: '2.25',
      memo: 'Venue deposit',
    })
    await a
      .getByRole('status')
      .filter({ hasText: 'Proposed and signed by you: 1 of 2 signatures.' })
      .waitFor()

    // Bob's bot finds it as the public network lets it: the account's locked outputs name the request.
    const bobApi = sdkFor(suite.net, bob)
    const locked = await bobApi.utxo.safeOutputs({
      members: treasury(),
      threshold: 2,
      state: 'signed',
    })
    const requestId = locked[0]?.request_id ?? ''
    expect(locked.map((o) => o.request_id)).toEqual([requestId])
    await a.getByText(`Request ${requestId}`).waitFor()
    const proposed = await bobApi.multisig.fetchSafeMultisigs(requestId)
    expect([
      proposed.amount,
      proposed.signers,
      Buffer.from(proposed.extra, 'hex').toString(),
    ]).toEqual(['2.25', [alice.userId], 'Venue deposit'])
    const signed = await sdkSigns(suite.net, bob, requestId)
    expect([...signed.signers].sort()).toEqual([alice.userId, bob.userId].sort())

    // Alice only syncs: complete and being sent, then sent once Bob's SDK reads it final.
    await syncNow(a, { shortcut: true })
    await openTab(a, 'Done')
    await expect.poll(() => doneState(a, requestId)).toBe('Sending')
    await expect(queueRow(a, requestId).textContent()).resolves.toMatch(/2\.25 XIN.*To Dave/)
    await expect.poll(() => bobReadsTransaction(requestId)).toBe('spent')
    await syncNow(a, { shortcut: true })
    await expect.poll(() => doneState(a, requestId)).toBe('Sent')
    // When it went out (a moment ago), in the window's local time.
    const time = queueRow(a, requestId).locator('time')
    const when = Date.parse((await time.getAttribute('datetime')) ?? '')
    expect(Date.now() - when).toBeLessThan(60_000)
    const local = await a.evaluate(
      (ms) =>
        new Intl.DateTimeFormat(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }).format(ms),
      when,
    )
    await expect(time.textContent()).resolves.toBe(`Sent ${local}`)

    // The account holds what is left: 100 − 1.5 − 2.25 XIN, nothing locked.
    await openAccount(a, membersHash(treasury()))
    await a.getByRole('button', { name: 'Sync now', exact: true }).click()
    await expect.poll(() => balance(a, XIN)).toEqual(['96.25', '0'])
  })
})
