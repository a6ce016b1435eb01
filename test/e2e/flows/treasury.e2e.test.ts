/**
 * The treasury in a real browser, on the demo network: Alice's Accounts screen starts empty and says
 * why (the public network lists a shared account only for whoever names it); she adds the 2-of-3 by
 * its members and threshold in the "Add account" dialog, each mistake told under its field; the
 * account shows its two assets, what the demo's pending request locks, its MIX address and when it
 * was synced; signing that request frees the change; she proposes 1.5 XIN to Carol from the New
 * payment form, the request opens in review signed by her, and the balance shows it locked. Bad input
 * is refused next to its field, and nothing is created. She stops following the account after a
 * confirmation, and adds it again by its MIX address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoNetwork, type DemoNetwork } from '../../../src/cli/demo/seed'
import { withAccount } from '../harness/accounts'
import {
  confirmPassphrase,
  openFromQueue,
  openTab,
  signInReview,
  syncNow,
} from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { buildMixAddress } from '../../../src/shared/kernel'
import { balance, demoAccount, fieldError, openAccount, USDT, XIN } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'
import { downloadFrom } from '../harness/downloads'
import { parseCsv } from '../../helpers/csv'
import { LEDGER_COLUMNS } from '../../../src/shared/bridge'

describe.each(hostKinds())('the treasury (%s host)', (kind) => {
  let suite: Suite
  let demo: DemoNetwork
  let w: Wallet
  let membersHash: string
  const requestCount = () =>
    suite.net.server.ctx.db
      .prepare('SELECT count(*) FROM multisig_requests')
      .pluck()
      .get() as number

  beforeAll(async () => {
    suite = await openSuite(kind)
    demo = await seedDemoNetwork(suite.net.server)
    const alice = demo.users[0]!
    w = await suite.wallet('alice', { prepare: withAccount(JSON.stringify(alice.keystore)) })
    membersHash = suite.net.server.ctx.db
      .prepare('SELECT senders_hash FROM multisig_requests WHERE request_id = ?')
      .pluck()
      .get(demo.requestId) as string
  })
  afterAll(async () => suite?.close())

  it('adds the 2-of-3 account, proposes 1.5 XIN to Carol signed by Alice, and the balance follows', async () => {
    const page = w.page
    await page.keyboard.press('Alt+2')
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor()
    // Nothing followed yet: the screen says why the wallet cannot find the account by itself.
    const empty = page.getByTestId('no-account')
    await expect
      .poll(() => empty.textContent())
      .toContain('The public Mixin network lists a shared account only for whoever names it')
    const opener = empty.getByRole('button', { name: 'Add account…' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Add a shared account' })
    const focused = (label: string) =>
      dialog
        .getByLabel(label, { exact: true })
        .evaluate((el) => el === el.ownerDocument.activeElement)
    await expect.poll(() => focused('Its members and how many must sign')).toBe(true)
    // Nothing chosen: each field says what it needs, and the first takes the focus.
    await dialog.getByRole('button', { name: 'Add account', exact: true }).click()
    await expect.poll(() => fieldError(page, 'Other members')).toMatch(/^Choose the other members/)
    await expect(fieldError(page, 'Signatures needed')).resolves.toBe(
      'Choose how many of the 1 members must sign.',
    )
    await expect.poll(() => focused('Other members')).toBe(true)
    // Bob and Carol by their ids, found by name; two of the three must sign.
    const [, bob, carol] = demo.users
    await dialog
      .getByLabel('Other members', { exact: true })
      .fill(`${bob!.userId} ${carol!.userId}`)
    await dialog.getByRole('button', { name: 'Find 2 people' }).click()
    await expect
      .poll(() => dialog.getByRole('list', { name: 'Other members: chosen' }).textContent())
      .toMatch(/Bob.*Carol/s)
    await dialog.getByLabel('Signatures needed').selectOption('2')
    await dialog.getByLabel('Name (optional, kept in this wallet only)').fill('Demo treasury')
    if (kind === 'web') await screenshot(page, 'add-account')
    await dialog.getByRole('button', { name: 'Add account', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('status').filter({ hasText: 'Following Demo treasury.' }).waitFor()
    // The focus goes to the Add account… button that stays, the empty screen's having gone.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Add account…' })
          .evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true)

    const card = page.locator(`[data-testid="shared-account"][data-members-hash="${membersHash}"]`)
    await card.waitFor()
    const { members, threshold } = demoAccount(demo)
    await expect(card.getByTestId('mix-address').textContent()).resolves.toBe(
      buildMixAddress({ members: [...members].sort(), threshold }),
    )
    await expect.poll(() => card.getByTestId('synced-at').textContent()).toMatch(/^Last synced \w/)
    await expect.poll(() => card.textContent()).toMatch(/2,500\s*USDT/)
    await expect(card.textContent()).resolves.toMatch(/0\s*XIN.*\+ 100 locked/s)
    if (kind === 'web') await screenshot(page, 'accounts')

    // The demo's pending request locks the only XIN output: Alice signs it, Carol is paid, the change comes back.
    await syncNow(page)
    // Before she signs, the account says what the request pays, what returns, and why no XIN can be paid now.
    await openAccount(page, membersHash)
    const locks = page.locator(`[data-testid="asset-locks"][data-asset-id="${XIN}"]`)
    await expect
      .poll(() => locks.getByTestId('lock-row').textContent())
      .toContain('Pays 1.5 XIN to Carol; 98.5 XIN returns when it is signed or unlocked.')
    await expect(locks.getByTestId('why-nothing').textContent()).resolves.toMatch(
      /^Nothing else can be paid in XIN now/,
    )
    await expect(page.getByRole('button', { name: 'Pay with XIN' }).isDisabled()).resolves.toBe(
      true,
    )
    const payBlocked = page.locator(`[data-testid="pay-blocked"][data-asset-id="${XIN}"]`)
    await expect(payBlocked.textContent()).resolves.toBe(
      'All 100 XIN is locked by a pending request: sign or unlock it to pay again.',
    )
    if (kind === 'web') await screenshot(page, 'account')
    await page.getByRole('button', { name: 'Requests' }).click()
    await openTab(page, 'Needs your signature')
    await openFromQueue(page, demo.requestId)
    // It spends a deposit, whose transaction the public network does not show: the review says so.
    await page
      .getByTestId('proof-note')
      .filter({
        hasText:
          'Not proven: 1 of 1 input could not be checked against the transaction that created it',
      })
      .waitFor()
    await expect(page.getByTestId('proof-note').textContent()).resolves.toContain(
      'Receivers and change are shown as the service reports them',
    )
    await signInReview(page)
    await page.getByRole('status').filter({ hasText: 'Signed. Every signature is in' }).waitFor()

    await openAccount(page, membersHash)
    await expect.poll(() => balance(page, XIN)).toEqual(['98.5', '0'])
    await expect(balance(page, USDT)).resolves.toEqual(['2,500', '0'])
    // Each asset's history opens from its row.
    await page
      .locator(`[data-testid="balance-row"][data-asset-id="${XIN}"]`)
      .locator('th button')
      .click()
    const history = page.getByRole('list', { name: 'XIN history' })
    await expect
      .poll(() => history.getByTestId('history-row').first().textContent())
      .toMatch(/Sent 1\.5 XIN to Carol \(98\.5 came back as change\)/)

    // The accountant's ledger: one row per movement in and out, the payment to Carol by name, and the deposits.
    const ledger = await downloadFrom(
      page,
      page.getByRole('button', { name: 'Export ledger (CSV)' }),
    )
    expect(ledger.name).toMatch(/^cosigner-ledger-demo-treasury-\d{4}-\d{2}-\d{2}\.csv$/)
    const [ledgerHeader, ...movements] = parseCsv(ledger.text)
    expect(ledgerHeader).toEqual([...LEDGER_COLUMNS])
    const cell = (r: string[], name: string) => r[ledgerHeader!.indexOf(name)]
    const moved = movements.map((r) => [
      cell(r, 'Direction'),
      cell(r, 'Kind'),
      cell(r, 'Asset'),
      cell(r, 'Amount'),
      cell(r, 'Counterparty'),
    ])
    expect(moved).toContainEqual(['Out', 'Payment', 'XIN', '1.5', 'Carol'])
    expect(
      moved
        .filter((m) => m[1] === 'Deposit')
        .map((m) => m[2])
        .sort(),
    ).toEqual(['USDT', 'XIN'])
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved the ledger of Demo treasury/ })
      .waitFor()

    // A new payment: 1.5 XIN to Carol, with a memo; the byte count follows the memo.
    await page.getByRole('button', { name: 'Pay with XIN' }).click()
    await page.getByRole('heading', { name: 'New payment' }).waitFor()
    await expect(page.getByLabel('Asset').inputValue()).resolves.toBe(XIN)
    // One receiver field: Carol is a contact (a member of the account, and paid by the demo's request), picked by name.
    await expect(page.getByLabel('Pay contacts').count()).resolves.toBe(0)
    await page.getByLabel('To', { exact: true }).fill('car')
    await page
      .getByRole('list', { name: 'To: contacts' })
      .getByRole('button', { name: 'Pick Carol' })
      .click()
    await expect
      .poll(() => page.getByRole('list', { name: 'To: chosen' }).textContent())
      .toContain('Carol')
    await page.getByLabel('Amount').fill('1.5')
    await page.getByLabel('Memo (optional)').fill('Booth, March — €')
    await page.getByText('20 of 255 bytes').waitFor()
    if (kind === 'web') await screenshot(page, 'new-payment')
    const before = requestCount()
    await page.getByRole('button', { name: 'Propose and sign' }).click()
    // The form passed, so the core asks for the passphrase before it creates and signs anything.
    await page
      .getByRole('dialog', { name: 'Confirm it is you' })
      .getByText('Signing the payment you propose needs your wallet passphrase.')
      .waitFor()
    expect(requestCount()).toBe(before)
    await confirmPassphrase(page)

    // It opens in review, signed by Alice: one of two signatures, titled as what it is to her now.
    await page.getByRole('heading', { level: 1, name: 'Request you signed' }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: 'Proposed and signed by you: 1 of 2 signatures.' })
      .waitFor()
    await expect
      .poll(() => page.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext'))
      .toBe('1 of 2 signatures')
    const ticked = page
      .getByRole('list', { name: 'Senders' })
      .getByRole('listitem')
      .filter({ hasText: 'has signed' })
    await expect(ticked.textContent()).resolves.toContain('you')
    await page.getByText('Booth, March — €').waitFor()
    // It spends the change of the request Alice signed, whose transaction the service shows its senders: proven.
    await page
      .getByTestId('proof-note')
      .filter({ hasText: 'Proven: the amount spent and the senders’ 2-of-3 rule' })
      .waitFor()
    await expect
      .poll(() => page.getByRole('list', { name: 'Receiver members' }).textContent())
      .toContain('Carol')
    expect(requestCount()).toBe(before + 1)

    // The proposal is in the activity log.
    await page.getByRole('button', { name: 'Activity' }).click()
    await page.getByLabel('Action').selectOption('propose')
    await expect
      .poll(() =>
        page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).textContent(),
      )
      .toMatch(/Proposed a payment.*done/is)

    // The account shows the XIN locked by it.
    await openAccount(page, membersHash)
    await expect.poll(() => balance(page, XIN)).toEqual(['0', '98.5'])
    await page
      .locator(`[data-testid="balance-row"][data-asset-id="${XIN}"]`)
      .locator('th button')
      .click()
    await expect
      .poll(() => history.getByTestId('history-row').first().getAttribute('data-kind'))
      .toBe('locked')
  })

  it('refuses bad input next to each field and creates nothing', async () => {
    const page = w.page
    await openAccount(page, membersHash)
    await page.getByRole('button', { name: 'New payment…' }).click()
    await page.getByRole('heading', { name: 'New payment' }).waitFor()
    await page.getByLabel('Asset').selectOption(USDT)
    const before = requestCount()
    const propose = page.getByRole('button', { name: 'Propose and sign' })
    const attempt = async (
      fill: { to?: string; amount?: string; memo?: string },
      field: string,
      message: string | RegExp,
    ) => {
      await page.getByLabel('To', { exact: true }).fill(fill.to ?? demo.users[2]!.userId)
      await page.getByLabel('Amount').fill(fill.amount ?? '1')
      await page.getByLabel('Memo (optional)').fill(fill.memo ?? '')
      await propose.click()
      await expect.poll(() => fieldError(page, field)).toMatch(message)
    }
    // Every field is checked at once: the amount's refusal does not wait for a receiver, and writes 2,500 as the balance does.
    await attempt(
      { to: '7d0d5bd1-0000-4000-8000-00000000dead', amount: '5000' },
      'To',
      'No user 7d0d5bd1-0000-4000-8000-00000000dead is known to the service.',
    )
    await expect(fieldError(page, 'Amount')).resolves.toBe(
      'The account has 2,500 USDT to spend. Enter at most 2,500.',
    )
    await attempt(
      { amount: '1.123456789' },
      'Amount',
      'At most 8 decimal places: the smallest amount is 0.00000001.',
    )
    await attempt({ amount: '0' }, 'Amount', 'The amount must be above zero.')
    await attempt({ amount: '-3' }, 'Amount', 'The amount must be above zero.')
    await attempt(
      { memo: 'm'.repeat(256) },
      'Memo (optional)',
      'The memo is 256 bytes; it must be under 256 bytes (at most 255).',
    )
    await expect(page.getByText('256 of 255 bytes').getAttribute('class')).resolves.toBe(
      'field-error',
    )
    await attempt(
      { to: '7d0d5bd1-0000-4000-8000-00000000dead' },
      'To',
      'No user 7d0d5bd1-0000-4000-8000-00000000dead is known to the service.',
    )
    await attempt(
      {
        to: 'XIN8AJMgQUD11jZYN9ggbQDqkmozrha3zPEZxEkKxVFBufZpEVMtrR6PjtmgtNAH6jrg8dTUQFb9waqqw9euU7Ea8AC6DEu9',
      },
      'To',
      /^This is not a valid XIN address: its checksum does not match/,
    )
    // The refused field takes the focus.
    await expect
      .poll(() =>
        page
          .getByLabel('To', { exact: true })
          .evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true)
    if (kind === 'web') await screenshot(page, 'new-payment-refused')
    expect(requestCount()).toBe(before)
  })

  it('stops following the account after a confirmation, and adds it again by its MIX address', async () => {
    const page = w.page
    await page.getByRole('button', { name: 'Accounts' }).click()
    const card = page.locator(`[data-testid="shared-account"][data-members-hash="${membersHash}"]`)
    await card.waitFor()
    const address = (await card.getByTestId('mix-address').textContent()) ?? ''
    await card.getByRole('button', { name: /^Stop following/ }).click()
    const confirm = page.getByRole('dialog', { name: /^Stop following .*\?$/ })
    await expect(confirm.textContent()).resolves.toContain(
      'Its requests already in your queue stay.',
    )
    await confirm.getByRole('button', { name: 'Stop following', exact: true }).click()
    await card.waitFor({ state: 'detached' })
    await page.getByTestId('no-account').waitFor()

    await page.getByTestId('no-account').getByRole('button', { name: 'Add account…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a shared account' })
    await dialog.getByLabel('Its MIX address', { exact: true }).check()
    // The wallet's refusal goes under the address, in words.
    await dialog.getByLabel('MIX address', { exact: true }).fill('MIXnotanaddress')
    await dialog.getByRole('button', { name: 'Add account', exact: true }).click()
    await expect
      .poll(() => fieldError(page, 'MIX address'))
      .toBe('This is not a MIX address of a shared account.')
    await dialog.getByLabel('MIX address', { exact: true }).fill(address)
    await dialog.getByRole('button', { name: 'Add account', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => card.textContent()).toMatch(/2,500\s*USDT/)
  })
})
