/**
 * "Open anything" and the settings: a user's code, a request id and nonsense each get the right
 * answer and action; the service address is checked and can return to the default; the theme
 * switches between light and dark and follows the system when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { Conversation } from '../../../src/shared/api/conversation'
import { call, createRequest, fund, newUser, XIN, type User } from '../../../harness/wallet-network'
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
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(suite.net, n, true)) as [
      User,
      User,
      User,
    ]
    // Alice follows the 2-of-3 the requests here spend from: a payment link offers only followed accounts.
    wallet = await suite.wallet('alice', {
      prepare: withAccount(alice.text, {
        follow: [{ members: [alice.userId, bob.userId, carol.userId], threshold: 2 }],
      }),
    })
  })
  afterAll(async () => {
    await suite?.close()
  })

  it('says what a user code, a request id and nonsense are, and offers the matching action', async () => {
    const page = wallet.page
    await page.getByRole('button', { name: 'Open anything' }).click()
    const input = page.getByLabel('Link, code, id or hash')

    await input.fill(`https://mixin.one/codes/${bob.codeId}`)
    await page.getByRole('button', { name: 'Look up' }).click()
    const user = page.getByRole('article', { name: 'Person' })
    await user.getByRole('heading', { name: 'Bob' }).waitFor()
    await expect(user.textContent()).resolves.toContain(bob.userId)

    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(suite.net, bob, {
      input: fund(suite.net, senders, 2, 30_000_000n),
      senders,
      threshold: 2,
      to: carol.userId,
      amount: 12_500_000n,
    })
    await input.fill(req.request_id)
    await page.getByRole('button', { name: 'Look up' }).click()
    const found = page.getByRole('article', { name: 'Multisig request' })
    await found.getByText(/0\.125\s*XIN/).waitFor()
    if (kind === 'web') await screenshot(page, 'open-anything')
    await found.getByRole('button', { name: 'Review request' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sign request' }).waitFor()

    await page.getByRole('button', { name: 'Open anything' }).click()
    await page.getByLabel('Link, code, id or hash').fill('hello there')
    await page.getByRole('button', { name: 'Look up' }).click()
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain(
      'Paste a link (mixin.one/codes/…, /users/…, /multisigs/… or /pay/…), a code, an id or a transaction hash.',
    )
  })

  it('opens every kind of link, and a bare id whatever it names; refuses a malformed link with the reason', async () => {
    const page = wallet.page
    const look = async (text: string) => {
      await page.getByRole('button', { name: 'Open anything' }).click()
      await page.getByLabel('Link, code, id or hash').fill(text)
      await page.getByRole('button', { name: 'Look up' }).click()
    }
    // A person's link and a bare user id (not a request's): the person, with the way to pay them.
    await look(`https://mixin.one/users/${carol.userId}`)
    const person = page.getByRole('article', { name: 'Person' })
    await person.getByRole('heading', { name: 'Carol' }).waitFor()
    await expect(person.textContent()).resolves.toContain(String(carol.identityNumber))
    await look(bob.userId.toUpperCase())
    await page
      .getByRole('article', { name: 'Person' })
      .getByRole('heading', { name: 'Bob' })
      .waitFor()

    // A group's id: the group (the service knows it, and Alice is in it).
    const group = await call(suite.net, bob, 'POST', '/conversations', Conversation, {
      category: 'GROUP',
      conversation_id: randomUUID(),
      name: 'Booth crew',
      participants: [{ user_id: alice.userId }],
    })
    await look(group.conversation_id)
    await page
      .getByRole('article', { name: 'Group' })
      .getByRole('heading', { name: 'Group: Booth crew' })
      .waitFor()

    // A request link: the review, its action only preselected.
    const senders = [alice.userId, bob.userId, carol.userId]
    const req = await createRequest(suite.net, bob, {
      input: fund(suite.net, senders, 2, 20_000_000n),
      senders,
      threshold: 2,
      to: carol.userId,
      amount: 5_000_000n,
    })
    await look(`mixin://mixin.one/multisigs/${req.request_id}?action=unlock`)
    const request = page.getByRole('article', { name: 'Multisig request' })
    await request.getByRole('heading', { name: 'Multisig request to unlock' }).waitFor()
    await request.getByRole('button', { name: 'Review the unlock' }).click()
    await page.getByRole('heading', { level: 1 }).waitFor()

    // Malformed links are refused with the reader's reason, and nothing is looked up.
    await look(`https://mixin.one/multisigs/${req.request_id}?action=burn`)
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(
        'This link cannot be opened: the action in the link must be sign, unlock or revoke.',
      )
    await look(`https://mixin.one/users/${carol.userId.slice(0, 30)}`)
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('This link cannot be opened: the user id in the link is not a UUID.')

    // A payment link fills in the New payment form of the account Alice picks; nothing is sent.
    await look(`https://mixin.one/pay/${carol.userId}?asset=${XIN}&amount=0.05&memo=Invoice%2042`)
    const pay = page.getByRole('article', { name: 'Payment link' })
    await pay.getByText('Invoice 42').waitFor()
    await pay
      .getByRole('button', { name: /^Pay from / })
      .first()
      .click()
    await page.getByRole('heading', { level: 1, name: 'New payment' }).waitFor()
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe(carol.userId)
    await expect(page.getByLabel('Amount').inputValue()).resolves.toBe('0.05')
    await expect(page.getByLabel('Memo (optional)').inputValue()).resolves.toBe('Invoice 42')

    // A link dropped onto the window opens in Open anything and is looked up at once.
    const dropped = JSON.stringify(`https://mixin.one/users/${carol.userId}`)
    await page.evaluate(
      `(() => { const data = new DataTransfer(); data.setData('text/uri-list', ${dropped}); document.querySelector('main').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true })) })()`,
    )
    await page
      .getByRole('article', { name: 'Person' })
      .getByRole('heading', { name: 'Carol' })
      .waitFor()
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
    await page
      .getByRole('status')
      .filter({ hasText: `The wallet now uses ${alias}.` })
      .waitFor()
    if (wallet.core) expect(wallet.core.settings.get().base_url).toBe(alias)
    await page.getByRole('button', { name: 'Use the default' }).click()
    await confirmPassphrase(page)
    await expect
      .poll(() => page.getByLabel('Service address').inputValue())
      .toBe(suite.net.server.url)

    await page.getByRole('button', { name: 'Activity' }).click()
    await page.getByLabel('Action').selectOption('service.change')
    // The service is the wallet's, not one account's.
    await page.getByRole('checkbox', { name: 'Only this account' }).uncheck()
    const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row')
    // Refused: http to a remote host, the unconfirmed private host; failed: the private host nobody answered at; done: the alias, the default.
    // Not the ftp address: text the wallet cannot use as an address is refused before anything is written.
    await expect.poll(() => rows.filter({ hasText: 'Changed the service address' }).count()).toBe(5)
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

  it.runIf(kind === 'web')(
    'says when the browser refuses notifications, and how to allow them',
    async () => {
      const page = wallet.page
      await page.getByRole('button', { name: 'Settings' }).click()
      const state = page.getByTestId('notification-state')
      await expect(state.textContent()).resolves.toBe('Notifications are off until you allow them.')
      // The browser will refuse (as after a user's "Block"; Chromium's own call for it), and the page asks.
      const cdp = await page.context().newCDPSession(page)
      const origin = new URL(page.url()).origin
      await cdp.send('Browser.setPermission', {
        origin,
        permission: { name: 'notifications' },
        setting: 'denied',
      })
      await page.getByRole('button', { name: 'Allow notifications' }).click()
      await expect
        .poll(() => state.textContent(), { timeout: 10_000 })
        .toMatch(
          /^Notifications are blocked for this page.*set Notifications to Allow, then reload the page\.$/,
        )
      await expect(state.getAttribute('role')).resolves.toBe('alert')
      await expect(page.getByRole('button', { name: 'Allow notifications' }).count()).resolves.toBe(
        0,
      )
      await cdp.send('Browser.setPermission', {
        origin,
        permission: { name: 'notifications' },
        setting: 'prompt',
      })
      await cdp.detach()
    },
  )
})
