/**
 * Co-signing across wallets that follow the same 2-of-3 account: a request another member made,
 * never named to them, found by every wallet's sync and signed in two (two hosts, two accounts):
 * complete and being sent in the second, sent in the third; an unlock below the threshold; a
 * tampered request refused in the UI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequest, fund, newUser, type User } from '../../../harness/wallet-network'
import { withAccount } from '../harness/accounts'
import {
  confirmPassphrase,
  disabledReason,
  openFromQueue,
  openTab,
  queueRow,
  signInReview,
  syncNow,
} from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { startTamperProxy, type TamperProxy } from '../harness/tamper-proxy'
import { hostKinds, type Wallet } from '../harness/wallet'
import { downloadFrom } from '../harness/downloads'
import { parseCsv } from '../../helpers/csv'
import { signWithGrant } from '../../../harness/wallet-lock'

describe.each(hostKinds())('co-signing (%s host)', (kind) => {
  let suite: Suite
  let proxy: TamperProxy
  let alice: User, bob: User, carol: User, dave: User
  let aliceW: Wallet, bobW: Wallet, carolW: Wallet
  let senders: string[]

  beforeAll(async () => {
    suite = await openSuite(kind)
    proxy = await startTamperProxy(suite.net.server.url)
    ;[alice, bob, carol, dave] = ['Alice', 'Bob', 'Carol', 'Dave'].map((n) =>
      newUser(suite.net, n, true),
    ) as [User, User, User, User]
    senders = [alice.userId, bob.userId, carol.userId]
    // Each wallet follows the 2-of-3, as its user would have added it under Accounts.
    const follow = [{ members: senders, threshold: 2 }]
    // Alice's wallet talks to the service through a proxy that can lie about one request.
    aliceW = await suite.wallet('alice', {
      apiUrl: proxy.url,
      prepare: withAccount(alice.text, { follow }),
    })
    bobW = await suite.wallet('bob', { prepare: withAccount(bob.text, { follow }) })
    carolW = await suite.wallet('carol', { prepare: withAccount(carol.text, { follow }) })
  })
  afterAll(async () => {
    await suite?.close()
    await proxy?.close()
  })

  it('signs a 2-of-3 request in two wallets and shows it complete, then sent', async () => {
    const req = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 100_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 40_000_000n,
      memo: 'Conference booth, March',
    })

    // Alice: her wallet was never told the request, yet its sync finds it in the account's locked
    // outputs; it needs her signature, and the review shows what it pays and to whom.
    const a = aliceW.page
    await syncNow(a)
    await openTab(a, 'Needs your signature')
    await queueRow(a, req.request_id).waitFor()
    // The queue names who it pays; the id is in the title.
    await expect.poll(() => queueRow(a, req.request_id).textContent()).toContain('To Dave')
    if (kind === 'web') await screenshot(a, 'queue')
    await openFromQueue(a, req.request_id)
    await a.getByRole('heading', { name: 'Sign request' }).waitFor()
    const receiver = a.getByRole('list', { name: 'Receiver members' })
    await expect.poll(() => receiver.textContent()).toContain('Dave')
    await expect(
      receiver.locator(`[data-user-id="${dave.userId}"]`).getAttribute('title'),
    ).resolves.toContain(dave.userId)
    const senderList = a.getByRole('list', { name: 'Senders' })
    await expect.poll(() => senderList.textContent()).toMatch(/Alice\s*you/)
    await a.getByText('Conference booth, March').waitFor()
    // Which account it spends from (its members by name, no label set), and who proposed it though nobody signed yet.
    await expect
      .poll(() => a.getByTestId('request-account').textContent())
      .toMatch(/^2-of-3: you, (Bob, Carol|Carol, Bob)$/)
    await expect
      .poll(() => a.getByTestId('request-proposer').textContent())
      .toMatch(/^Proposed by .*Carol$/)
    await expect(a.getByTestId('pays-signer').count()).resolves.toBe(0)
    await a.getByText(/^Change: 0\.6 XIN back to the senders/).waitFor()
    await expect(
      a.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('0 of 2 signatures')
    await expect(a.getByLabel('Transaction hash', { exact: true }).textContent()).resolves.toBe(
      req.transaction_hash,
    )
    await a.getByRole('button', { name: 'Copy transaction hash' }).waitFor()
    if (kind === 'web') await screenshot(a, 'review')

    // Signing asks for an explicit confirmation first.
    await a.getByRole('button', { name: 'Sign…' }).click()
    const dialog = a.getByRole('dialog', { name: 'Sign this request?' })
    await expect(
      dialog.getByRole('button', { name: 'Sign', exact: true }).isDisabled(),
    ).resolves.toBe(true)
    if (kind === 'web') await screenshot(a, 'review-confirm-sign')
    await dialog
      .getByRole('checkbox', { name: 'I checked the amount, the receiver and the memo' })
      .check()
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    // The core asks for the passphrase again before it signs.
    await a
      .getByRole('dialog', { name: 'Confirm it is you' })
      .getByText('Signing this request needs your wallet passphrase.')
      .waitFor()
    await confirmPassphrase(a)
    await a.getByRole('status').filter({ hasText: 'Signed. 1 of 2 signatures so far.' }).waitFor()
    // The screen shows the request as it now is by the time the notice appears (read at once, not polled).
    await expect(
      a.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('1 of 2 signatures')
    await expect(disabledReason(a, 'Sign…')).resolves.toBe('Your signature is already on it.')

    // Sharing it into a group: the text that is sent, with the request's link, to copy too. Alice's
    // wallet knows no group yet, so there is nowhere to send it (sending is covered by the conversation test).
    await a.getByText('Offline signing, sharing', { exact: true }).click()
    await a.getByRole('button', { name: 'Share to a group…' }).click()
    const share = a.getByRole('dialog', { name: 'Share to a group' })
    await expect(share.locator('.share-text').textContent()).resolves.toBe(
      `Payment request: 0.4 XIN to Dave · Conference booth, March\nReview and sign: https://mixin.one/multisigs/${req.request_id}`,
    )
    await share.getByText('You are in no group yet.').waitFor()
    await expect(
      share.getByRole('button', { name: 'Share', exact: true }).isDisabled(),
    ).resolves.toBe(true)
    await share.getByRole('button', { name: 'Cancel' }).click()

    // The queue's summary line and its tab agree on how many need Alice's signature after it.
    await a.getByRole('button', { name: 'Requests' }).click()
    const tabCount = await a
      .getByRole('tab', { name: /^Needs your signature/ })
      .locator('.count')
      .textContent()
    await expect(
      a
        .getByRole('status')
        .filter({ hasText: /need your signature/ })
        .textContent(),
    ).resolves.toContain(`${tabCount} need your signature`)

    // Carol's wallet, open meanwhile, finds it too while it locks the account's funds (her wallet
    // syncs every 30 s; a request it never saw locked is in the account's history, not her queue).
    const c = carolW.page
    await syncNow(c)
    await openTab(c, 'Needs your signature')
    await queueRow(c, req.request_id).waitFor()

    // Bob: Alice's tick is there; his signature reaches the threshold.
    const b = bobW.page
    await syncNow(b)
    await openFromQueue(b, req.request_id)
    const ticked = b
      .getByRole('list', { name: 'Senders' })
      .getByRole('listitem')
      .filter({ hasText: 'has signed' })
    await expect.poll(() => ticked.count()).toBe(1)
    await expect.poll(() => ticked.textContent()).toContain('Alice')
    // The proposer is the request's creator, not whoever signed first.
    await expect
      .poll(() => b.getByTestId('request-proposer').textContent())
      .toMatch(/^Proposed by .*Carol$/)
    await signInReview(b)
    // Every signature is in: the screen shows the request as the signature left it, complete and on its way.
    await b
      .getByRole('status')
      .filter({ hasText: 'Signed. Every signature is in; the transaction is being sent.' })
      .waitFor()
    await expect(b.locator('.state-pill').textContent()).resolves.toBe(
      'Complete: every signature in, being sent',
    )
    await expect(b.getByTestId('request-ended').textContent()).resolves.toMatch(
      /^Complete: every signature is in; being sent\./,
    )
    await expect(b.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Payment request',
    )
    await expect(disabledReason(b, 'Sign…')).resolves.toBe(
      'It already has every signature it needs and is being sent.',
    )
    // The queue moved it to Done at once, saying it is still being sent; a sync learns it was sent.
    await b.getByRole('button', { name: 'Requests' }).click()
    await openTab(b, 'Done')
    await expect.poll(() => queueRow(b, req.request_id).textContent()).toMatch(/Sending|Sent/)
    await syncNow(b)
    await expect.poll(() => queueRow(b, req.request_id).textContent()).toContain('Sent')

    // Carol: it was sent; nothing is left to sign or unlock, and both say why.
    await syncNow(c)
    await openTab(c, 'Done')
    await queueRow(c, req.request_id).waitFor()
    await expect(queueRow(c, req.request_id).textContent()).resolves.toContain('Sent')
    await openFromQueue(c, req.request_id)
    await expect(c.locator('.state-pill').textContent()).resolves.toBe('Sent')
    await expect(c.getByTestId('request-ended').textContent()).resolves.toMatch(
      /^Sent: every signature was in by .+, and its transaction is final\.$/,
    )
    await expect(disabledReason(c, 'Sign…')).resolves.toBe(
      'It already has every signature it needs and was sent.',
    )
    await expect(disabledReason(c, 'Unlock (revoke)…')).resolves.toBe(
      'It was completed, so it can no longer be unlocked.',
    )
  })

  it('notes a request that pays one of its own signers, on its row and in its review', async () => {
    const req = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 30_000_000n),
      senders,
      threshold: 2,
      to: carol.userId,
      amount: 5_000_000n,
    })
    const a = aliceW.page
    await syncNow(a)
    await openTab(a, 'Needs your signature')
    await expect
      .poll(() => queueRow(a, req.request_id).textContent())
      .toMatch(/from 2-of-3: you, .*Pays Carol, one of its signers/)
    await openFromQueue(a, req.request_id)
    await expect
      .poll(() => a.getByTestId('pays-signer').textContent())
      .toBe('Pays Carol, one of its signers.')
    await a.getByRole('button', { name: '← Back' }).click()
  })

  it('unlocks a request below its threshold after a destructive confirmation', async () => {
    const req = await createRequest(suite.net, bob, {
      input: fund(suite.net, senders, 2, 50_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 10_000_000n,
    })
    if (kind === 'web') {
      // Alice signed first: after the unlock her signature no longer counts, and the page says so.
      await aliceW.core!.requests.sync(alice.userId)
      const review = await aliceW.core!.requests.review(alice.userId, req.request_id)
      if (review.status !== 'ok') throw new Error('refused')
      await signWithGrant(aliceW.core!, alice.userId, req.request_id, review.digest)
    }
    const c = carolW.page
    await syncNow(c)
    await openTab(c, 'Needs your signature')
    await openFromQueue(c, req.request_id)
    await c.getByRole('button', { name: 'Unlock (revoke)…' }).click()
    const dialog = c.getByRole('dialog', { name: 'Unlock (revoke) this request?' })
    await expect(dialog.textContent()).resolves.toMatch(
      /cancels this request for everyone.*This cannot be undone/s,
    )
    const confirm = dialog.getByRole('button', { name: 'Unlock request' })
    await expect(confirm.isDisabled()).resolves.toBe(true)
    if (kind === 'web') await screenshot(c, 'review-confirm-unlock')
    await dialog
      .getByRole('checkbox', { name: 'I understand that this revokes the request' })
      .check()
    await confirm.click()
    await confirmPassphrase(c)
    await c.getByRole('status').filter({ hasText: 'Unlocked. The request is revoked' }).waitFor()
    // Read at once: the notice comes after the screen shows the request as it now is.
    await expect(c.locator('.state-pill').textContent()).resolves.toBe('Unlocked (revoked)')
    const ended = c.getByTestId('request-ended')
    await expect(ended.textContent()).resolves.toMatch(
      /^Unlocked \(revoked\) by .*Carol\s*you on .+\./,
    )
    if (kind === 'web') {
      await expect(ended.textContent()).resolves.toContain('The signature it had no longer counts.')
      await expect(c.getByRole('meter', { name: 'Signatures' }).count()).resolves.toBe(0)
    }
    await expect(disabledReason(c, 'Sign…')).resolves.toBe(
      'It was unlocked (revoked), so it can no longer be signed.',
    )
    await expect(disabledReason(c, 'Unlock (revoke)…')).resolves.toBe('It is already unlocked.')

    // Alice's wallet sees it unlocked too.
    const a = aliceW.page
    await syncNow(a)
    await openTab(a, 'Done')
    await expect(queueRow(a, req.request_id).textContent()).resolves.toContain('Unlocked')
  })

  it.runIf(kind === 'web')(
    'refreshes a review left open while others complete the request, instead of offering to sign it',
    async () => {
      const req = await createRequest(suite.net, bob, {
        input: fund(suite.net, senders, 2, 20_000_000n),
        senders,
        threshold: 2,
        to: dave.userId,
        amount: 1_000_000n,
      })
      const c = carolW.page
      await syncNow(c)
      await openTab(c, 'Needs your signature')
      await openFromQueue(c, req.request_id)
      await expect(c.getByRole('button', { name: 'Sign…' }).isEnabled()).resolves.toBe(true)
      // Meanwhile Alice and Bob sign it in their wallets: the threshold is reached.
      for (const [w, user] of [
        [aliceW, alice],
        [bobW, bob],
      ] as const) {
        await w.core!.requests.sync(user.userId)
        const review = await w.core!.requests.review(user.userId, req.request_id)
        if (review.status !== 'ok') throw new Error('refused')
        await signWithGrant(w.core!, user.userId, req.request_id, review.digest)
      }
      await c.getByRole('button', { name: 'Sign…' }).click()
      await c
        .getByRole('status')
        .filter({ hasText: 'The request changed since you opened it' })
        .waitFor()
      await expect(c.getByRole('dialog', { name: 'Sign this request?' }).count()).resolves.toBe(0)
      // Carol's wallet has not seen its transaction final yet: complete, on its way.
      await expect
        .poll(() => disabledReason(c, 'Sign…'))
        .toBe('It already has every signature it needs and is being sent.')
    },
  )

  it('refuses a request whose JSON lies about its transaction, and offers nothing to sign', async () => {
    const req = await createRequest(suite.net, bob, {
      input: fund(suite.net, senders, 2, 70_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 30_000_000n,
    })
    // The JSON names another memo than the raw carries. (A wrong `amount` is only noted: the review
    // shows and signs what the raw sends, since tools reckon that figure differently.)
    proxy.tamper(req.request_id, (data) => {
      data.extra = Buffer.from('Refund to the treasury').toString('hex')
    })
    const a = aliceW.page
    await syncNow(a)
    await openTab(a, 'Needs your signature')
    await openFromQueue(a, req.request_id)
    await a.getByRole('heading', { name: 'Do not sign this request' }).waitFor()
    await expect(a.getByRole('alert').first().textContent()).resolves.toContain(
      'does not match its transaction',
    )
    const mismatches = a.getByRole('list', { name: 'Mismatches' })
    await expect(mismatches.textContent()).resolves.toBe(
      'Asset and memo: the memo (extra) in the JSON differs from the raw transaction',
    )
    await expect(a.getByRole('button', { name: /^Sign/ }).count()).resolves.toBe(0)
    if (kind === 'web') await screenshot(a, 'review-refused')

    // The refusal is in the activity log.
    await a.getByRole('button', { name: 'Activity' }).click()
    await a.getByLabel('Action').selectOption('request.refused')
    const table = a.getByRole('table', { name: 'Audit log' })
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Refused a request' }).count())
      .toBeGreaterThan(0)
    await a.getByLabel('Action').selectOption('')
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Signed' }).count())
      .toBeGreaterThan(0)
    if (kind === 'web') await screenshot(a, 'activity')
  })

  it('exports the request history and the activity log as CSV a spreadsheet reads as text', async () => {
    // A memo a spreadsheet would run as a formula, with a comma and quotes in it.
    const memo = '=HYPERLINK("http://example.com"), invoice 42'
    const req = await createRequest(suite.net, carol, {
      input: fund(suite.net, senders, 2, 20_000_000n),
      senders,
      threshold: 2,
      to: dave.userId,
      amount: 2_000_000n,
      memo,
    })
    const a = aliceW.page
    await syncNow(a)
    const history = await downloadFrom(a, a.getByRole('button', { name: 'Export history (CSV)' }))
    expect(history.name).toMatch(/^cosigner-requests-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = parseCsv(history.text)
    expect(header).toEqual([
      'Time',
      'Account',
      'Action',
      'Request id',
      'Asset',
      'Amount',
      'Receivers',
      'Memo',
      'State',
      'Signed by',
      'Created',
      'Transaction hash',
    ])
    const field = (row: string[] | undefined, name: string) => row?.[header!.indexOf(name)]
    const booth = rows.find((r) => field(r, 'Memo') === 'Conference booth, March')
    expect(field(booth, 'Time')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(field(booth, 'Account')).toMatch(/^2-of-3: /)
    expect([
      field(booth, 'Asset'),
      field(booth, 'Amount'),
      field(booth, 'Receivers'),
      field(booth, 'State'),
    ]).toEqual(['XIN', '0.4', `Dave (${dave.userId})`, 'Sent'])
    expect(field(booth, 'Signed by')?.split('; ').sort()).toEqual(
      [`Alice (${alice.userId})`, `Bob (${bob.userId})`].sort(),
    )
    const risky = rows.find((r) => field(r, 'Request id') === req.request_id)
    expect([field(risky, 'Memo'), field(risky, 'State')]).toEqual([`'${memo}`, 'Needs signature'])

    // The activity log's file is the audit trail, labelled so, with names where the log keeps ids.
    await a.getByRole('button', { name: 'Activity' }).click()
    const log = await downloadFrom(a, a.getByRole('button', { name: 'Export audit trail (CSV)' }))
    expect(log.name).toMatch(/^cosigner-audit-trail-\d{4}-\d{2}-\d{2}\.csv$/)
    const [logHeader, ...entries] = parseCsv(log.text)
    expect(logHeader).toEqual([
      'Time',
      'Account',
      'Account id',
      'Action',
      'About',
      'About id',
      'Result',
      'Detail',
      'Transaction hash',
    ])
    const at = (name: string) => logHeader!.indexOf(name)
    const signed = entries.filter(
      (r) => r[at('Action')] === 'Signed' && r[at('About')]?.includes('“Conference booth, March”'),
    )
    expect(signed.map((r) => [r[at('Account')], r[at('Result')], r[at('About')]])).toContainEqual([
      'Alice',
      'Done',
      '0.4 XIN to Dave · “Conference booth, March”',
    ])
    expect(
      entries.every((r) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(r[at('Time')]!),
      ),
    ).toBe(true)
  })
})
