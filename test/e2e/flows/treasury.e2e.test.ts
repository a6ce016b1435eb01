/**
 * The treasury in a real browser, on the demo network: Alice's Accounts screen shows the 2-of-3
 * account with its two assets and what the demo's pending request locks; signing that request frees
 * the change; she proposes 1.5 XIN to Carol from the New payment form, the request opens in review
 * signed by her, and the balance shows it locked. Bad input is refused next to its field, and
 * nothing is created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoNetwork, type DemoNetwork } from '../../../src/cli/demo/seed'
import { withAccount } from '../harness/accounts'
import { confirmPassphrase, openFromQueue, openTab, signInReview, syncNow } from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { balance, fieldError, openAccount, USDT, XIN } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

describe.each(hostKinds())('the treasury (%s host)', (kind) => {
  let suite: Suite
  let demo: DemoNetwork
  let w: Wallet
  let membersHash: string
  const requestCount = () => suite.net.server.ctx.db.prepare('SELECT count(*) FROM multisig_requests').pluck().get() as number

  beforeAll(async () => {
    suite = await openSuite(kind)
    demo = await seedDemoNetwork(suite.net.server)
    const alice = demo.users[0]!
    w = await suite.wallet('alice', { prepare: withAccount(JSON.stringify(alice.keystore)) })
    membersHash = suite.net.server.ctx.db.prepare('SELECT senders_hash FROM multisig_requests WHERE request_id = ?').pluck().get(demo.requestId) as string
  })
  afterAll(async () => suite?.close())

  it('shows the 2-of-3 account, proposes 1.5 XIN to Carol signed by Alice, and the balance follows', async () => {
    const page = w.page
    await page.keyboard.press('Alt+2')
    await page.getByRole('heading', { name: 'Accounts', level: 1 }).waitFor()
    const card = page.locator(`[data-testid="shared-account"][data-members-hash="${membersHash}"]`)
    await card.waitFor()
    await expect.poll(() => card.textContent()).toMatch(/2,500\s*USDT/)
    await expect(card.textContent()).resolves.toMatch(/0\s*XIN.*\+ 100 locked/s)
    if (kind === 'web') await screenshot(page, 'accounts')

    // The demo's pending request locks the only XIN output: Alice signs it, Carol is paid, the change comes back.
    await syncNow(page)
    await openTab(page, 'Needs your signature')
    await openFromQueue(page, demo.requestId)
    await page.getByTestId('proof-note').filter({ hasText: 'Proven: the amount spent and the senders’ 2-of-3 rule' }).waitFor()
    await expect(page.getByTestId('proof-note').textContent()).resolves.toContain('Receivers and change are shown as the service reports them')
    await signInReview(page)
    await page.getByRole('status').filter({ hasText: 'Signed. The threshold is reached' }).waitFor()

    await openAccount(page, membersHash)
    await expect.poll(() => balance(page, XIN)).toEqual(['98.5', '0'])
    await expect(balance(page, USDT)).resolves.toEqual(['2,500', '0'])
    // Each asset's history opens from its row.
    await page.locator(`[data-testid="balance-row"][data-asset-id="${XIN}"]`).locator('th button').click()
    const history = page.getByRole('list', { name: 'XIN history' })
    await expect.poll(() => history.getByTestId('history-row').first().textContent()).toMatch(/Sent 1\.5 XIN \(98\.5 came back as change\)/)
    if (kind === 'web') await screenshot(page, 'account')

    // A new payment: 1.5 XIN to Carol, with a memo; the byte count follows the memo.
    await page.getByRole('button', { name: 'Pay with XIN' }).click()
    await page.getByRole('heading', { name: 'New payment' }).waitFor()
    await expect(page.getByLabel('Asset').inputValue()).resolves.toBe(XIN)
    // Carol is a contact (a member of the account, and paid by the demo's request): picked by name.
    await page.getByLabel('Pay contacts', { exact: true }).fill('car')
    await page.getByRole('list', { name: 'Pay contacts: contacts' }).getByRole('button', { name: 'Pick Carol' }).click()
    await expect.poll(() => page.getByRole('list', { name: 'Pay contacts: chosen' }).textContent()).toContain('Carol')
    await page.getByLabel('Amount').fill('1.5')
    await page.getByLabel('Memo (optional)').fill('Booth, March — €')
    await page.getByText('20 of 255 bytes').waitFor()
    if (kind === 'web') await screenshot(page, 'new-payment')
    const before = requestCount()
    await page.getByRole('button', { name: 'Propose and sign' }).click()
    // The form passed, so the core asks for the passphrase before it creates and signs anything.
    await page.getByRole('dialog', { name: 'Confirm it is you' }).getByText('Signing the payment you propose needs your wallet passphrase.').waitFor()
    expect(requestCount()).toBe(before)
    await confirmPassphrase(page)

    // It opens in review, signed by Alice: one of two signatures.
    await page.getByRole('heading', { name: 'Sign request' }).waitFor()
    await page.getByRole('status').filter({ hasText: 'Proposed and signed by you: 1 of 2 signatures.' }).waitFor()
    await expect.poll(() => page.getByRole('meter', { name: 'Signatures' }).getAttribute('aria-valuetext')).toBe('1 of 2 signatures')
    const ticked = page.getByRole('list', { name: 'Senders' }).getByRole('listitem').filter({ hasText: 'has signed' })
    await expect(ticked.textContent()).resolves.toContain('you')
    await page.getByText('Booth, March — €').waitFor()
    await expect.poll(() => page.getByRole('list', { name: 'Receiver members' }).textContent()).toContain('Carol')
    expect(requestCount()).toBe(before + 1)

    // The proposal is in the activity log.
    await page.getByRole('button', { name: 'Activity' }).click()
    await page.getByLabel('Action').selectOption('propose')
    await expect.poll(() => page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).textContent()).toMatch(/Proposed a payment.*done/is)

    // The account shows the XIN locked by it.
    await openAccount(page, membersHash)
    await expect.poll(() => balance(page, XIN)).toEqual(['0', '98.5'])
    await page.locator(`[data-testid="balance-row"][data-asset-id="${XIN}"]`).locator('th button').click()
    await expect.poll(() => history.getByTestId('history-row').first().getAttribute('data-kind')).toBe('locked')
  })

  it('refuses bad input next to each field and creates nothing', async () => {
    const page = w.page
    await openAccount(page, membersHash)
    await page.getByRole('button', { name: 'New payment…' }).click()
    await page.getByRole('heading', { name: 'New payment' }).waitFor()
    await page.getByLabel('Asset').selectOption(USDT)
    const before = requestCount()
    const propose = page.getByRole('button', { name: 'Propose and sign' })
    const attempt = async (fill: { to?: string; amount?: string; memo?: string }, field: string, message: string | RegExp) => {
      await page.getByLabel('To', { exact: true }).fill(fill.to ?? demo.users[2]!.userId)
      await page.getByLabel('Amount').fill(fill.amount ?? '1')
      await page.getByLabel('Memo (optional)').fill(fill.memo ?? '')
      await propose.click()
      await expect.poll(() => fieldError(page, field)).toMatch(message)
    }
    await attempt({ amount: '5000' }, 'Amount', 'The account has 2500 USDT to spend. Enter at most 2500.')
    await attempt({ amount: '1.123456789' }, 'Amount', 'At most 8 decimal places: the smallest amount is 0.00000001.')
    await attempt({ amount: '0' }, 'Amount', 'The amount must be above zero.')
    await attempt({ amount: '-3' }, 'Amount', 'The amount must be above zero.')
    await attempt({ memo: 'm'.repeat(256) }, 'Memo (optional)', 'The memo is 256 bytes; it must be under 256 bytes (at most 255).')
    await expect(page.getByText('256 of 255 bytes').getAttribute('class')).resolves.toBe('field-error')
    await attempt({ to: '7d0d5bd1-0000-4000-8000-00000000dead' }, 'To', 'No user 7d0d5bd1-0000-4000-8000-00000000dead is known to the service.')
    await attempt({ to: 'XIN8AJMgQUD11jZYN9ggbQDqkmozrha3zPEZxEkKxVFBufZpEVMtrR6PjtmgtNAH6jrg8dTUQFb9waqqw9euU7Ea8AC6DEu9' }, 'To', /^This is not a valid XIN address: its checksum does not match/)
    // The refused field takes the focus.
    await expect.poll(() => page.getByLabel('To', { exact: true }).evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true)
    if (kind === 'web') await screenshot(page, 'new-payment-refused')
    expect(requestCount()).toBe(before)
  })
})
