/**
 * "Open anything" and the settings: a user's code, a request id and nonsense each get the right
 * answer and action; the service address is checked and can return to the default; the theme
 * switches between light and dark and follows the system when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequest, fund, newUser, type User } from '../../integration/wallet/helpers'
import { withAccount } from '../harness/accounts'
import { confirmPassphrase } from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { hostKinds, type Wallet } from '../harness/wallet'

describe.each(hostKinds())('open anything and settings (%s host)', (kind) => {
  let suite: Suite
  let alice: User, bob: User, carol: User
  let wallet: Wallet

  beforeAll(async () => {
    suite = await openSuite(kind)
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(suite.net, n, true)) as [User, User, User]
    wallet = await suite.wallet('alice', { prepare: withAccount(alice.text) })
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('says what a user code, a request id and nonsense are, and offers the matching action', async () => {
    const page = wallet.page
    await page.getByRole('button', { name: 'Open anything' }).click()
    const input = page.getByLabel('Code, link or request id')

    await input.fill(`https://mixin.one/codes/${bob.codeId}`)
    await page.getByRole('button', { name: 'Look up' }).click()
    const user = page.getByRole('article', { name: 'User' })
    await user.getByRole('heading', { name: 'User: Bob' }).waitFor()
    await expect(user.textContent()).resolves.toContain(bob.userId)

    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(suite.net, bob, { input: fund(suite.net, senders, 2, 30_000_000n), senders, threshold: 2, to: carol.userId, amount: 12_500_000n })
    await input.fill(req.request_id)
    await page.getByRole('button', { name: 'Look up' }).click()
    const found = page.getByRole('article', { name: 'Multisig request' })
    await found.getByText(/0\.125\s*XIN/).waitFor()
    if (kind === 'web') await screenshot(page, 'open-anything')
    await found.getByRole('button', { name: 'Review request' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sign request' }).waitFor()

    await page.getByRole('button', { name: 'Open anything' }).click()
    await page.getByLabel('Code, link or request id').fill('hello there')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Paste a code link (https://mixin.one/codes/…), a code, a request id or a transaction hash.')
  })

  it('guards the service address: no http:// to a remote host, a private one only once confirmed, every change audited', async () => {
    const page = wallet.page
    await page.getByRole('button', { name: 'Settings' }).click()
    const address = page.getByLabel('Service address')
    const save = page.getByRole('button', { name: 'Save address' })
    const alert = () => page.getByRole('alert').first().textContent()
    await expect(address.inputValue()).resolves.toBe(suite.net.server.url)
    await address.fill('ftp://example.com')
    await save.click()
    await expect.poll(alert).toContain('Enter an address such as http://127.0.0.1:7001')

    await address.fill('http://example.com')
    await save.click()
    await expect.poll(alert).toMatch(/only over https:\/\/.*Use the service’s https:\/\/ address/s)

    // A private address: the user confirms the host by name, then the passphrase; the core then tries
    // it (here nothing answers: the specs' wallets never send to another machine), and keeps the old one.
    await address.fill('https://192.168.1.20:8443')
    await save.click()
    const confirm = page.getByRole('dialog', { name: 'Is this your own server?' })
    await confirm.getByText('192.168.1.20 is an address on a private network').waitFor()
    await confirm.getByRole('button', { name: 'Yes, 192.168.1.20 is my own server' }).click()
    await confirmPassphrase(page)
    await expect.poll(alert).toContain('The service could not be reached.')
    if (wallet.core) expect(wallet.core.settings.get().base_url).toBe(suite.net.server.url)

    // Another address of the same service on this computer: checked, then saved.
    const alias = suite.net.server.url.replace('127.0.0.1', 'localhost')
    await address.fill(alias)
    await save.click()
    await confirmPassphrase(page)
    await page.getByRole('status').filter({ hasText: `The wallet now uses ${alias}.` }).waitFor()
    if (wallet.core) expect(wallet.core.settings.get().base_url).toBe(alias)
    await page.getByRole('button', { name: 'Use the default' }).click()
    await confirmPassphrase(page)
    await expect.poll(() => page.getByLabel('Service address').inputValue()).toBe(suite.net.server.url)

    await page.getByRole('button', { name: 'Activity' }).click()
    await page.getByLabel('Action').selectOption('service.change')
    // The service is the wallet's, not one account's.
    await page.getByRole('checkbox', { name: 'Only this account' }).uncheck()
    const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row')
    // Refused: ftp, http to a remote host, the unconfirmed private host; failed: the private host nobody answered at; done: the alias, the default.
    await expect.poll(() => rows.filter({ hasText: 'Changed the service address' }).count()).toBe(6)
    await page.getByLabel('Action').selectOption('')
    await page.getByRole('checkbox', { name: 'Only this account' }).check()
    await page.getByRole('button', { name: 'Settings' }).click()
  })

  it('switches the theme to dark and back to the system’s', async () => {
    const page = wallet.page
    const theme = () => page.locator('html').getAttribute('data-theme')
    await page.getByRole('radio', { name: 'Dark' }).check()
    await expect.poll(theme).toBe('dark')
    if (wallet.core) expect(wallet.core.settings.get().theme).toBe('dark')
    await page.getByRole('button', { name: 'Requests' }).click()
    if (kind === 'web') await screenshot(page, 'queue-dark')
    await page.getByRole('button', { name: 'Settings' }).click()
    if (kind === 'web') await screenshot(page, 'settings-dark')

    await page.emulateMedia({ colorScheme: 'dark' })
    await page.getByRole('radio', { name: 'Same as the system' }).check()
    await expect.poll(theme).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(theme).toBe('light')
  })
})
