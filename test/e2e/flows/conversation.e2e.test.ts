/**
 * The group's conversation in two windows, on the demo network: Bob posts through the service's API
 * (as the official SDK does) and Alice's open window shows it within 2 seconds, signed "Bob",
 * with an unread badge while she is elsewhere; Bob changes the announcement and Alice sees the
 * reminder bar and dismisses it; a card over its limits, put in the conversation by a misbehaving
 * service, shows as unsupported and the view goes on; a request shared by its link on a button, or
 * in a text, opens its review in one click; a payment Alice proposes is shared in the group of
 * the account's members at once, and Bob opens it from the text in the group and signs; a group Alice joined before her wallet existed is listed as
 * soon as a message comes from it, and when Bob removes her from it, the open group says so at once.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Page } from 'playwright-core'
import { seedDemoNetwork, DEMO_GROUP_NAME, type DemoNetwork } from '../../../src/cli/demo/seed'
import type { ProvisionedUser } from '../../../src/sequencer/users/provision'
import { insertMessage } from '../../../src/sequencer/messages/store'
import { call } from '../../../harness/wallet-network'
import { withAccount } from '../harness/accounts'
import { signInReview } from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import { demoAccount, openAccount, proposePayment, USDT } from '../harness/treasury'
import { hostKinds, type Wallet } from '../harness/wallet'

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url')
/** Matches a name that contains the demo group's (its brackets escaped). */
const DEMO_GROUP = new RegExp(DEMO_GROUP_NAME.replace(/[()]/g, '\\$&'))

describe.each(hostKinds())('a group conversation in two wallets (%s host)', (kind) => {
  let suite: Suite
  let demo: DemoNetwork
  let aliceW: Wallet, bobW: Wallet
  let bob: ProvisionedUser
  let link: string
  const payrollId = randomUUID()
  const watchers: Array<{ stop(): void }> = []

  /** Bob's signed API calls, from the demo keystore. */
  const asUser = (i: number): ProvisionedUser => {
    const k = demo.users[i]!.keystore
    return {
      userId: k.app_id,
      sessionId: k.session_id,
      sessionSeed: Uint8Array.from(Buffer.from(k.session_private_key, 'hex')),
    } as ProvisionedUser
  }
  const post = (category: string, data: string) =>
    call(suite.net, bob, 'POST', '/messages', z.unknown(), [
      {
        conversation_id: demo.conversationId,
        message_id: randomUUID(),
        category,
        data_base64: data,
      },
    ])

  /** Opens the demo group from its link through "Open anything", as a member would. */
  async function openGroup(page: Page): Promise<void> {
    // The window in front: a conversation is marked read only while it can be seen.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Open anything' }).click()
    await page.getByLabel('Link, code, id or hash').fill(link)
    await page.getByRole('button', { name: 'Look up' }).click()
    await page
      .getByRole('article', { name: 'Group' })
      .getByRole('button', { name: 'Open group' })
      .click()
    await page.getByRole('heading', { level: 1, name: DEMO_GROUP }).waitFor()
    await page
      .getByTestId('conversation-list')
      .or(page.getByText('No messages yet.'))
      .first()
      .waitFor()
  }

  /** Proposes `amount` USDT to Carol from the demo account in Alice's window, and waits for its review. */
  async function proposeToCarol(a: Page, amount: string, memo: string): Promise<void> {
    const membersHash = suite.net.server.ctx.db
      .prepare('SELECT senders_hash FROM multisig_requests WHERE request_id = ?')
      .pluck()
      .get(demo.requestId) as string
    await openAccount(a, membersHash)
    await proposePayment(a, { assetId: USDT, to: demo.users[2]!.userId, amount, memo })
    await a.getByText(memo, { exact: true }).waitFor()
  }

  beforeAll(async () => {
    suite = await openSuite(kind)
    demo = await seedDemoNetwork(suite.net.server)
    bob = asUser(1)
    link = (
      await call(
        suite.net,
        asUser(0),
        'GET',
        `/conversations/${demo.conversationId}`,
        z.object({ code_url: z.string() }),
      )
    ).code_url
    // Before Alice's wallet exists, Bob makes a group with her, and her phone takes the news of it.
    await call(suite.net, bob, 'POST', '/conversations', z.unknown(), {
      category: 'GROUP',
      conversation_id: payrollId,
      name: 'Payroll',
      participants: [{ user_id: demo.users[0]!.userId }],
    })
    const news = suite.net.server.ctx.db
      .prepare('SELECT message_id FROM messages WHERE conversation_id = ?')
      .pluck()
      .all(payrollId) as string[]
    await call(
      suite.net,
      asUser(0),
      'POST',
      '/acknowledgements',
      z.unknown(),
      news.map((message_id) => ({ message_id, status: 'READ' })),
    )
    const follow = [demoAccount(demo)]
    aliceW = await suite.wallet('alice', {
      prepare: withAccount(JSON.stringify(demo.users[0]!.keystore), { follow }),
    })
    bobW = await suite.wallet('bob', {
      prepare: withAccount(JSON.stringify(demo.users[1]!.keystore), { follow }),
    })
    // The web host's core in this process: each account's message socket, as the hosts start it
    // (the Electron app runs its own).
    for (const [w, i] of [
      [aliceW, 0],
      [bobW, 1],
    ] as const)
      if (w.core)
        watchers.push(
          w.core.watch.start(demo.users[i]!.userId, { pollMs: 60_000, reconnectMs: 100 }),
        )
  })
  afterAll(async () => {
    for (const w of watchers) w.stop()
    await suite?.close()
  })

  it('shows what Bob posts in Alice’s open window within 2 seconds, signed Bob', async () => {
    const a = aliceW.page
    // Elsewhere, Alice sees the Groups button count it.
    await post('PLAIN_TEXT', b64('Morning! Budget call at 3?'))
    await a.getByRole('button', { name: /^Groups.*\d+ unread messages?$/ }).waitFor()
    await openGroup(a)
    const list = a.getByRole('list', { name: 'Messages' })
    await list.getByText('Morning! Budget call at 3?').waitFor()
    // The demo's pending request as Bob shared it in the group: a text with its link, and a Review button.
    const shared = list
      .getByRole('article')
      .filter({ hasText: `https://mixin.one/multisigs/${demo.requestId}` })
    await expect
      .poll(() => shared.locator('.msg-text').textContent())
      .toMatch(/^Payment request: 1\.5 XIN to Carol · /)
    await shared.getByRole('button', { name: 'Review' }).waitFor()
    // Read at the bottom of a visible window: the badge goes.
    await expect.poll(() => a.getByRole('button', { name: /unread/ }).count()).toBe(0)

    const started = Date.now()
    await post('PLAIN_TEXT', b64('The numbers are in the sheet.'))
    const row = list.getByRole('article').filter({ hasText: 'The numbers are in the sheet.' })
    await row.waitFor({ timeout: 2_000 })
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(row.locator('.user-name').textContent()).resolves.toBe('Bob')

    // Alice answers; her text shows as hers.
    await a.getByLabel('Message', { exact: true }).fill('3 works for me.')
    await a.getByRole('button', { name: 'Send', exact: true }).click()
    const mine = list.getByRole('article').filter({ hasText: '3 works for me.' })
    await mine.locator('.tag', { hasText: 'you' }).waitFor()
  })

  it('shows the announcement Bob changes in a bar Alice dismisses', async () => {
    const a = aliceW.page
    await call(suite.net, bob, 'POST', `/conversations/${demo.conversationId}`, z.unknown(), {
      announcement: 'Quarterly payouts need two signatures by Friday.',
    })
    const bar = a.getByRole('region', { name: 'New announcement' })
    await bar.getByText('Quarterly payouts need two signatures by Friday.').waitFor()
    await a
      .getByRole('list', { name: 'Messages' })
      .getByText('Bob changed the announcement')
      .waitFor()
    if (kind === 'web') await screenshot(a, 'conversation')
    await bar.getByRole('button', { name: 'Dismiss' }).click()
    await bar.waitFor({ state: 'hidden' })
  })

  it('shows a card over its limits as unsupported, and goes on', async () => {
    const a = aliceW.page
    // A service that skips its own checks: the card goes straight into its store for Alice.
    const card = {
      app_id: randomUUID(),
      title: 'T'.repeat(200),
      description: 'Too long a title',
      action: 'https://example.com/',
    }
    insertMessage(
      suite.net.server.ctx.db,
      {
        messageId: randomUUID(),
        conversationId: demo.conversationId,
        userId: bob.userId,
        sessionId: null,
        category: 'APP_CARD',
        data: Buffer.from(JSON.stringify(card)),
        createdAtNs: BigInt(Date.now()) * 1_000_000n,
      },
      [demo.users[0]!.userId],
    )
    const list = a.getByRole('list', { name: 'Messages' })
    await list.getByText(/^A message Cosigner cannot show \(APP_CARD\)/).waitFor()
    await post('PLAIN_TEXT', b64('Still here.'))
    await list.getByText('Still here.').waitFor()
  })

  it('opens a request shared by its link on a button, as bots share one, in one click; another link shows what it is', async () => {
    const a = aliceW.page
    // The public network has no codes for multisig requests: a request is shared by its own link.
    const buttons = [
      {
        label: 'Review the payment',
        color: '#3D75E3',
        action: `https://mixin.one/multisigs/${demo.requestId}`,
      },
      { label: 'Our group', color: '#3D75E3', action: link },
    ]
    await post('APP_BUTTON_GROUP', b64(JSON.stringify(buttons)))
    const list = a.getByRole('list', { name: 'Messages' })
    await list.getByRole('button', { name: 'Review the payment' }).last().click()
    await a.getByRole('heading', { level: 1, name: 'Sign request' }).waitFor()
    await a.getByTestId('proof-note').waitFor()
    await a.getByRole('button', { name: '← Back' }).click()
    await list.getByRole('button', { name: 'Our group' }).last().click()
    await a.getByRole('heading', { level: 1, name: 'Open anything' }).waitFor()
    await a
      .getByRole('article', { name: 'Group' })
      .getByRole('button', { name: 'Open group' })
      .waitFor()

    // A person's text with the app's link, as Mixin's Android shares one to unlock (revoke): its Review
    // opens the request with unlocking chosen, and nothing is done until the user confirms.
    await openGroup(a)
    await post(
      'PLAIN_TEXT',
      b64(`Let us cancel this one: mixin://mixin.one/multisigs/${demo.requestId}?action=revoke`),
    )
    const text = list.getByRole('article').filter({ hasText: 'Let us cancel this one' }).last()
    await text.getByRole('button', { name: 'Review' }).click()
    await a.getByRole('heading', { level: 1, name: 'Unlock (revoke) request' }).waitFor()
    await a.getByRole('button', { name: '← Back' }).click()
  })

  it('shares a request Alice proposes in the account’s group at once; Bob opens it from the text and signs', async () => {
    const a = aliceW.page
    const b = bobW.page
    const memo = 'Booth deposit'
    await proposeToCarol(a, '12', memo)
    // The demo group has exactly the account's members, so the proposal went there as it was made.
    await expect
      .poll(() => a.getByTestId('proposal-shared').textContent())
      .toBe(`Shared in ${DEMO_GROUP_NAME}, so the other members see it at once.`)
    // The group lists it among its members' requests at once, though it waits for others, a list the queue has not opened.
    await openGroup(a)
    await expect
      .poll(() => a.getByRole('region', { name: 'Requests of these members' }).textContent())
      .toMatch(/12\s*USDT · waiting for others/)

    await openGroup(b)
    const shared = b
      .getByRole('list', { name: 'Messages' })
      .getByRole('article')
      .filter({ hasText: memo })
      .last()
    await expect
      .poll(() => shared.textContent())
      .toMatch(
        /Payment request: 12 USDT to Carol · Booth deposit\s*Review and sign: https:\/\/mixin\.one\/multisigs\/[0-9a-f-]{36}/,
      )
    await shared.getByRole('button', { name: 'Review' }).click()
    await b.getByText(memo, { exact: true }).waitFor()
    await signInReview(b)
    await b
      .getByRole('status')
      .filter({ hasText: 'Signed. Every signature is in; the transaction is being sent.' })
      .waitFor()
  })

  it('says where a proposal went when sharing new proposals is off, and shares it from the review as text', async () => {
    const a = aliceW.page
    await a.getByRole('button', { name: 'Settings' }).click()
    const sharing = a.getByRole('checkbox', { name: 'Share new proposals in the account’s group' })
    await expect(sharing.isChecked()).resolves.toBe(true)
    await sharing.uncheck()
    await expect.poll(() => sharing.isChecked()).toBe(false)

    await proposeToCarol(a, '3', 'Stamps')
    const note = a.getByTestId('proposal-shared')
    await expect
      .poll(() => note.textContent())
      .toMatch(/^Not shared: sharing new proposals in the account’s group is off \(Settings\)\./)
    await note.getByRole('button', { name: 'Share to a group…' }).click()
    const share = a.getByRole('dialog', { name: 'Share to a group' })
    await expect(share.locator('.share-text').textContent()).resolves.toMatch(
      /^Payment request: 3 USDT to Carol · Stamps\nReview and sign: https:\/\/mixin\.one\/multisigs\//,
    )
    await share.getByLabel(DEMO_GROUP).check()
    await share.getByRole('button', { name: 'Share', exact: true }).click()
    await a
      .getByRole('status')
      .filter({ hasText: `Shared in ${DEMO_GROUP_NAME}.` })
      .waitFor()
    // The focus is back where it was before the dialog opened.
    await expect
      .poll(() =>
        note
          .getByRole('button', { name: 'Share to a group…' })
          .evaluate((el) => el === el.ownerDocument.activeElement),
      )
      .toBe(true)

    await a.getByRole('button', { name: 'Settings' }).click()
    await sharing.check()
    await expect.poll(() => sharing.isChecked()).toBe(true)
  })

  it('lists a group Alice joined before this wallet existed as soon as a message comes from it', async () => {
    const a = aliceW.page
    await a.getByRole('button', { name: /^Groups/ }).click()
    const groups = a.getByRole('list', { name: 'Your groups' })
    await groups.getByRole('button', { name: DEMO_GROUP }).waitFor()
    await expect(groups.getByRole('button', { name: /^Payroll/ }).count()).resolves.toBe(0)
    await call(suite.net, bob, 'POST', '/messages', z.unknown(), [
      {
        conversation_id: payrollId,
        message_id: randomUUID(),
        category: 'PLAIN_TEXT',
        data_base64: b64('Payroll runs on Monday.'),
      },
    ])
    const payroll = groups.getByRole('button', { name: /^Payroll/ })
    await payroll.waitFor()
    await groups.getByRole('button', { name: /^Payroll.*1 unread message/ }).waitFor()
    await payroll.click()
    await a.getByRole('list', { name: 'Messages' }).getByText('Payroll runs on Monday.').waitFor()
  })

  it('shows Alice, removed from a group while she reads it, that she is not a member any more, and keeps what was said', async () => {
    const a = aliceW.page
    await a.getByRole('heading', { level: 1, name: /^Payroll/ }).waitFor()
    const composer = a.getByPlaceholder('Write a message…')
    await composer.waitFor()
    await call(
      suite.net,
      bob,
      'POST',
      `/conversations/${payrollId}/participants/REMOVE`,
      z.unknown(),
      [{ user_id: demo.users[0]!.userId }],
    )
    await a
      .getByRole('note')
      .filter({ hasText: 'You are not a member of this group any more.' })
      .waitFor()
    await composer.waitFor({ state: 'hidden' })
    await expect(a.getByRole('button', { name: /^Leave group|^Mute for/ }).count()).resolves.toBe(0)
    await a.getByRole('list', { name: 'Messages' }).getByText('Payroll runs on Monday.').waitFor()
    await a.getByRole('button', { name: '← Groups' }).click()
    await a
      .getByRole('list', { name: 'Your groups' })
      .getByRole('button', { name: /^Payroll.*1 member · Not a member/ })
      .waitFor()

    // Sharing a request offers the groups she can still write in, and no longer Payroll.
    await openGroup(a)
    await a
      .getByRole('list', { name: 'Messages' })
      .getByRole('article')
      .filter({ hasText: 'Payment request:' })
      .last()
      .getByRole('button', { name: 'Review' })
      .click()
    await a.getByText('Offline signing, sharing', { exact: true }).click()
    await a.getByRole('button', { name: 'Share to a group…' }).click()
    const share = a.getByRole('dialog', { name: 'Share to a group' })
    await share.getByLabel(DEMO_GROUP).waitFor()
    await expect(share.getByRole('radio').count()).resolves.toBe(1)
    // The only group there is is chosen already.
    await expect(share.getByLabel(DEMO_GROUP).isChecked()).resolves.toBe(true)
    await share.getByRole('button', { name: 'Cancel' }).click()
  })
})
