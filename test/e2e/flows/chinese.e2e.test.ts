/**
 * The main flows once in Simplified Chinese, as a person whose system speaks it meets them: the
 * browser's language is zh-CN and nothing is chosen in Settings. The lock, the queue, the review and
 * its signature, a proposal and a group: on each, no English is left but data (names, memos, symbols,
 * ids), and nothing runs past the window or is cut, at 900×700 and 1280×800, light and dark. Each
 * view is saved as a screenshot; the README shows five of them.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Conversation } from '../../../src/shared/api/conversation'
import type { MessageId, MessageValues } from '../../../src/shared/i18n/catalog'
import { translator } from '../../../src/shared/i18n/translate'
import { call, createRequest, fund, newUser, type User } from '../../../harness/wallet-network'
import { E2E_PASSPHRASE, withAccount } from '../harness/accounts'
import { clipped, englishLeft, overflow } from '../harness/layout-checks'
import { queueRow } from '../harness/page-helpers'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import type { Wallet } from '../harness/wallet'

const zh = (id: MessageId, values?: MessageValues) => translator('zh-CN').t(id, values)
const GROUP = '财务组'
const MEMO = '三月房租'
// The views the README shows (at 1280×800, light); the rest are artifacts of the run.
const README_VIEWS = new Set(['queue', 'review', 'sign-dialog', 'new-payment', 'group'])
const SIZES = [
  { width: 900, height: 700 },
  { width: 1280, height: 800 },
] as const

describe('the wallet in Simplified Chinese (web host)', () => {
  let suite: Suite
  let alice: User, bob: User, carol: User
  let wallet: Wallet
  let page: Page
  let requestId: string
  const groupId = randomUUID()
  // What the screens show as data, never words: people, groups, memos, symbols, key names.
  const data = [GROUP, MEMO, 'Alice', 'Bob', 'Carol', 'USDT', 'XIN', 'Cosigner', 'Mixin', 'MIX']
  data.push('Alt', 'Ctrl', 'Shift', 'Esc', 'Enter', 'Cmd', 'CSV', 'PIN', 'ID')
  // What a person types as it is: “max” in an amount field.
  data.push('“max”', '「max」')

  beforeAll(async () => {
    suite = await openSuite('web')
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(suite.net, n, true)) as [
      User,
      User,
      User,
    ]
    const senders = [alice.userId, bob.userId, carol.userId]
    await call(suite.net, bob, 'POST', '/conversations', Conversation, {
      category: 'GROUP',
      conversation_id: groupId,
      name: GROUP,
      participants: [{ user_id: alice.userId }, { user_id: carol.userId }],
    })
    fund(suite.net, senders, 2, 90_000_000n)
    requestId = (
      await createRequest(suite.net, bob, {
        input: fund(suite.net, senders, 2, 40_000_000n),
        senders,
        threshold: 2,
        to: carol.userId,
        amount: 12_500_000n,
        memo: MEMO,
      })
    ).request_id
    wallet = await suite.wallet('alice', {
      locale: 'zh-CN',
      prepare: withAccount(alice.text, { follow: [{ members: senders, threshold: 2 }] }),
    })
    page = wallet.page
  })
  afterAll(async () => {
    await suite?.close()
  })

  /** The screen as it is now: no English left, nothing past the window or cut, in both sizes and themes. */
  async function check(name: string): Promise<void> {
    expect(await page.evaluate('document.documentElement.lang')).toBe('zh-CN')
    expect(await englishLeft(page, data), name).toEqual([])
    for (const size of SIZES) {
      await page.setViewportSize(size)
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        expect(await overflow(page), `${name} ${size.width} ${theme}`).toEqual([])
        expect(await clipped(page), `${name} ${size.width} ${theme}`).toEqual([])
        await screenshot(page, `zh-CN/${name}-${size.width}x${size.height}-${theme}`, {
          artifact: !(README_VIEWS.has(name) && size.width === 1280 && theme === 'light'),
        })
      }
    }
    await page.emulateMedia({ colorScheme: 'light' })
  }

  const nav = (id: MessageId) =>
    page
      .getByRole('navigation')
      .getByRole('button', { name: new RegExp(`^${zh(id)}`) })
      .first()

  it('follows the system’s language: the queue reads in Chinese', async () => {
    await nav('app.commands.queue').click()
    const sync = page.getByRole('button', { name: zh('queue.sync.now'), exact: true })
    await sync.and(page.locator(':enabled')).waitFor()
    await sync.click()
    await queueRow(page, requestId).waitFor()
    await check('queue')
  })

  it('reviews and signs a request in Chinese', async () => {
    await queueRow(page, requestId).click()
    await page.getByRole('heading', { level: 1, name: zh('review.title.sign') }).waitFor()
    await page.getByText(MEMO).first().waitFor()
    await check('review')
    await page.getByRole('button', { name: zh('review.sign.button') }).click()
    const dialog = page.getByRole('dialog', { name: zh('review.sign.title') })
    await dialog.getByRole('checkbox', { name: zh('review.sign.checked') }).check()
    await check('sign-dialog')
    await dialog.getByRole('button', { name: zh('review.sign.confirm'), exact: true }).click()
    const prompt = page.getByRole('dialog', { name: zh('lock.reauth.title') })
    await prompt.getByLabel(zh('lock.passphrase'), { exact: true }).fill(E2E_PASSPHRASE)
    await check('passphrase-prompt')
    await prompt.getByRole('button', { name: zh('lock.reauth.confirm'), exact: true }).click()
    await prompt.waitFor({ state: 'hidden' })
    await dialog.waitFor({ state: 'hidden' })
    await check('signed')
  })

  it('proposes a payment in Chinese', async () => {
    await nav('app.commands.accounts').click()
    await page.locator('[data-testid="shared-account"] button').first().click()
    await page
      .getByRole('button', { name: zh('accounts.detail.newPayment') })
      .first()
      .click()
    await page.getByLabel(zh('accounts.pay.to'), { exact: true }).fill('car')
    await page
      .getByRole('button', { name: zh('common.contactPicker.pick', { name: 'Carol' }) })
      .click()
    await page.getByLabel(zh('accounts.pay.amount'), { exact: true }).fill('0.1')
    await page.getByLabel(zh('accounts.pay.memo'), { exact: true }).fill(MEMO)
    await check('new-payment')
    await page.getByRole('button', { name: zh('accounts.pay.propose') }).click()
    // Outside the re-auth window the passphrase is asked for once more.
    const prompt = page.getByRole('dialog', { name: zh('lock.reauth.title') })
    const proposed = page.getByRole('heading', { level: 1 }).filter({ hasText: /请求/ })
    await prompt.or(proposed).first().waitFor()
    if (await prompt.isVisible()) {
      await prompt.getByLabel(zh('lock.passphrase'), { exact: true }).fill(E2E_PASSPHRASE)
      await prompt.getByRole('button', { name: zh('lock.reauth.confirm'), exact: true }).click()
    }
    await proposed.waitFor()
    await check('proposed')
  })

  it('opens a group and its conversation in Chinese', async () => {
    // The group arrives as a member finds it: its id pasted into “Open anything”.
    await nav('app.commands.open').click()
    await page.getByLabel(zh('open.field')).fill(groupId)
    await page.getByRole('button', { name: zh('open.lookUp') }).click()
    const card = page.getByRole('article', { name: zh('open.group.label') })
    await card.waitFor()
    await check('open-group')
    await card.getByRole('button', { name: zh('open.group.open') }).click()
    await page.getByRole('heading', { level: 1, name: new RegExp(GROUP) }).waitFor()
    const composer = page.getByLabel(zh('conversation.composer.label'), { exact: true })
    await composer.fill('请核对三月房租的付款。')
    await composer.press('Enter')
    await page.getByText('请核对三月房租的付款。').waitFor()
    await check('group')
    await nav('app.commands.groups').click()
    await page
      .getByRole('list', { name: zh('groups.list.yours') })
      .getByRole('button', { name: new RegExp(GROUP) })
      .first()
      .waitFor()
    await check('groups')
  })

  it('locks, and the lock screen speaks Chinese', async () => {
    await page
      .getByRole('button', { name: zh('lock.bar.button'), exact: true })
      .first()
      .click()
    await page.getByRole('heading', { name: zh('lock.screen.title') }).waitFor()
    await check('lock')
    await page.getByLabel(zh('lock.passphrase'), { exact: true }).fill(E2E_PASSPHRASE)
    await page.getByRole('button', { name: zh('lock.screen.unlock'), exact: true }).click()
    await page.getByRole('heading', { name: zh('lock.screen.title') }).waitFor({ state: 'hidden' })
  })
})
