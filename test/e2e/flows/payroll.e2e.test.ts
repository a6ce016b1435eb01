/**
 * A payroll in two windows: Alice's wallet pays 40 payees in two assets (25 in USDT, 15 in XIN) from
 * the 2-of-3 account she shares with Bob and Carol, pasted as CSV rows under "Pay many…"; a bad row
 * is refused beside its row first, with nothing created. The preview shows the payees by name, the
 * totals and what stays; she proposes it (one request per asset, both signed by her under one
 * passphrase) and its file goes to the account's group. Bob's wallet opens the shared file, reviews
 * the run as one thing and signs it after one confirmation and one passphrase; every row then reads
 * Paid with its transaction, in his window and in hers, and the run saves as CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { depositOutput } from '../../../src/sequencer/ledger/deposit'
import { membersHash } from '../../../src/shared/kernel'
import { fund, newUser, type User } from '../../../harness/wallet-network'
import { parseCsv } from '../../helpers/csv'
import { withAccount } from '../harness/accounts'
import { downloadFrom } from '../harness/downloads'
import { confirmPassphrase } from '../harness/page-helpers'
import { allRows, openSharedRun, signRun } from '../harness/runs'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { openAccount, USDT } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

const MEMO = 'Payroll 2026-11'

/** The states of the run's rows, every one of them. */
const rowStates = async (page: Page) => (await allRows(page)).map((r) => r.state)

describe.each(hostKinds())('a payroll of 40 payees in two windows (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User
  let payees: User[]
  let aliceW: Wallet, bobW: Wallet
  let hash: string
  let csv: string
  let watcher: { stop(): void } | undefined

  beforeAll(async () => {
    suite = await openSuite(kind)
    const net = suite.net
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(net, n, true)) as [
      User,
      User,
      User,
    ]
    payees = Array.from({ length: 40 }, (_, i) =>
      newUser(net, `Payee ${String(i + 1).padStart(2, '0')}`, true),
    )
    const members = [alice.userId, bob.userId, carol.userId]
    hash = membersHash(members)
    for (let i = 0; i < 2; i++) fund(net, members, 2, 50_00000000n)
    depositOutput(net.server.ctx, { members, threshold: 2, assetId: USDT, amount: 5000_00000000n })
    const follow = [{ members, threshold: 2 }]
    aliceW = await suite.wallet('alice', {
      prepare: async (core) => {
        await withAccount(alice.text, { follow })(core)
        // The account's group, where a proposal's file is shared.
        await core.groups.create(alice.userId, {
          name: 'Treasury',
          participants: [bob.userId, carol.userId],
        })
      },
    })
    bobW = await suite.wallet('bob', { prepare: withAccount(bob.text, { follow }) })
    // Bob's wallet hears the group's messages as the desktop host's watcher does (as the conversation spec's).
    watcher = bobW.core?.watch.start(bob.userId, { pollMs: 60_000, reconnectMs: 100 })
    const lines = payees.map((p, i) =>
      i < 25
        ? `${p.userId},${100 + i},USDT,"Salary, ${i + 1}",ops`
        : `${p.userId},0.5,XIN,Bonus,ops`,
    )
    csv = ['payee,amount,asset,note,department', ...lines].join('\n')
  })
  afterAll(async () => {
    watcher?.stop()
    await suite?.close()
  })

  it('Alice checks the rows, sees the preview and proposes the run', async () => {
    const a = aliceW.page
    const before = suite.net.server.ctx.db
      .prepare('SELECT count(*) FROM multisig_requests')
      .pluck()
      .get() as number
    await openAccount(a, hash)
    await a.getByRole('button', { name: 'Pay many…' }).click()
    await a.getByRole('heading', { name: 'Pay many' }).waitFor()
    const rows = a.getByLabel('Rows (or paste them here)')
    const memo = a.getByLabel('Memo, carried by every payee’s transaction')

    // A row with a bad amount is refused beside its row; nothing is created.
    await rows.fill(`${csv}\n${payees[0]!.userId},1.123456789,XIN,oops`)
    await memo.fill(MEMO)
    await a.getByRole('button', { name: 'Check rows' }).click()
    const refused = a.getByRole('table', { name: 'Rows refused' })
    await refused.waitFor()
    await expect(
      refused
        .locator('[data-testid="refused-row"]')
        .evaluateAll((trs) =>
          trs.map((tr) => [
            tr.getAttribute('data-row'),
            tr.querySelector('[data-field]')?.getAttribute('data-field'),
          ]),
        ),
    ).resolves.toEqual([['42', 'amount']])
    expect(
      suite.net.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get(),
    ).toBe(before)

    await rows.fill(csv)
    await a.getByLabel(/^Name of the run/).fill('Payroll November')
    await a.getByRole('button', { name: 'Check rows' }).click()
    const preview = a.getByTestId('payroll-preview')
    await preview.getByRole('heading', { name: 'Preview: 40 payees in 2 requests' }).waitFor()
    await expect(preview.getByTestId('run-row').first().locator('th').textContent()).resolves.toBe(
      'Payee 01',
    )
    await expect(
      preview
        .getByTestId('run-total')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
        ),
    ).resolves.toEqual([
      ['25', '1', '2,800 USDT', '5,000 USDT', '2,200 USDT'],
      ['15', '1', '7.5 XIN', '100 XIN', '92.5 XIN'],
    ])
    await preview.getByTestId('run-flags').waitFor()

    await preview.getByRole('button', { name: 'Propose and sign…' }).click()
    const confirm = a.getByRole('dialog', { name: 'Propose this payroll?' })
    await confirm.getByRole('button', { name: 'Propose and sign' }).click()
    await confirmPassphrase(a)
    await a.getByRole('heading', { level: 1, name: 'Payroll November' }).waitFor()
    await a
      .getByRole('status')
      .filter({
        hasText:
          'Payroll proposed: 2 requests, each signed by you. Its file is shared in the account’s group.',
      })
      .waitFor()
    await expect(a.getByTestId('run-state').textContent()).resolves.toBe('Waiting for signatures')
    expect(
      suite.net.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get(),
    ).toBe(before + 2)
  })

  it('Bob opens the shared run, reviews it as one thing and signs it once; every row reads Paid', async () => {
    const b = bobW.page
    await openSharedRun(b, hash, 'Payroll-November.cosigner-run.json')
    await b.getByRole('heading', { level: 1, name: 'Payroll November' }).waitFor()
    await expect(b.getByTestId('run-statement').textContent()).resolves.toMatch(
      /^Pays 40 payees 2800 USDT and 7.5 XIN from the 2-of-3 account of .+, in 2 requests with the memo “Payroll 2026-11”\.$/,
    )
    const shown = await allRows(b)
    expect(shown.map((r) => r.row)).toEqual(Array.from({ length: 40 }, (_, i) => i + 2))
    expect(shown[24]).toMatchObject({
      payee: 'Payee 25',
      amount: '124 USDT',
      state: 'Waiting for signatures',
    })
    expect(shown[39]).toMatchObject({ payee: 'Payee 40', amount: '0.5 XIN' })
    await b.getByTestId('run-table').evaluate((el) => (el.scrollTop = 0))
    await b.getByText('Salary, 1', { exact: true }).waitFor()
    await screenshot(b, 'run-review')

    await signRun(b, 2, 'I checked the payees, the amounts and the memo')
    await b.getByRole('status').filter({ hasText: 'Signed all 2 requests of the run.' }).waitFor()
    await expect
      .poll(() => b.getByTestId('run-state').textContent(), { timeout: 20_000 })
      .toBe('Paid')
    await expect.poll(() => rowStates(b)).toEqual(Array(40).fill('Paid'))
    await expect(
      b.getByTestId('run-row').first().locator('code').getAttribute('title'),
    ).resolves.toMatch(/^[0-9a-f]{64}$/)
  })

  it('Alice sees every row Paid and saves the run as CSV for the accountant', async () => {
    const a = aliceW.page
    await a.getByRole('button', { name: 'Sync and check again' }).click()
    await expect.poll(() => rowStates(a), { timeout: 20_000 }).toEqual(Array(40).fill('Paid'))
    const file = await downloadFrom(a, a.getByRole('button', { name: 'Export CSV' }))
    expect(file.name).toBe('Payroll-November.csv')
    const records = parseCsv(file.text)
    expect(records).toHaveLength(41)
    expect(records[1]).toEqual(expect.arrayContaining(['Payee 01', '100', 'USDT', MEMO, 'paid']))
  })
})
