/**
 * Every screen at 900×700 and 1280×800, in the light and the dark theme, with the text others write
 * at its longest (a 454-character group name, a 1,024-character announcement without a space):
 * nothing runs past the window (no horizontal scrolling of the page, no element whose right edge
 * passes the viewport) and the navigation stays on one line. Each view is saved as a screenshot.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Conversation } from '../../../src/shared/api/conversation'
import { MultisigRequest } from '../../../src/shared/api/ledger'
import { call, createRequest, fund, newUser, type User } from '../../../harness/wallet-network'
import { withAccount } from '../harness/accounts'
import { openFromQueue, openTab, syncNow } from '../harness/page-helpers'
import { overflow } from '../harness/layout-checks'
import { screenshot } from '../harness/screenshots'
import { openSuite, type Suite } from '../harness/suite'
import type { Wallet } from '../harness/wallet'

const LONG_NAME =
  `Treasury ${'of the very long committee name '.repeat(12)}${'X'.repeat(70)}`.slice(0, 454)
const LONG_ANNOUNCEMENT = 'A'.repeat(1024)

/**
 * What the top bar and the rows cut or hide — the product's name, the account picker's choice, a
 * row's time (a finished request's date and hour) — and prose fields set in a monospaced type.
 */
async function cut(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = []
    const brand = document.querySelector('.brand-name')
    if (!brand || brand.getBoundingClientRect().width === 0) out.push('the product name is hidden')
    const select = document.querySelector('.account-switch select')
    if (select) {
      const ctx = document.createElement('canvas').getContext('2d')
      ctx.font = getComputedStyle(select).font
      const text = select.selectedOptions[0] ? select.selectedOptions[0].textContent : ''
      // The text, and room for the arrow.
      if (ctx.measureText(text).width + 24 > select.clientWidth) out.push('the account picker cuts “' + text + '”')
    }
    for (const el of document.querySelectorAll('.queue-age')) {
      if (el.scrollWidth > el.clientWidth + 1) out.push('a row cuts its time: ' + el.textContent)
    }
    // Prose (a message, an announcement, a memo) is written in the page's type, not a monospaced one.
    for (const el of document.querySelectorAll('textarea:not(.code-input):not(.secret-text)')) {
      if (getComputedStyle(el).fontFamily !== getComputedStyle(document.body).fontFamily) out.push('a text field is set in ' + getComputedStyle(el).fontFamily + ': ' + (el.id || el.name))
    }
    return out
  })()`)
}

/** Follows the main navigation to a screen. */
const go = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click()

/** The distinct tops of the navigation's items: one line has one. */
async function navLines(page: Page): Promise<number> {
  const tops = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((e) =>
        Math.round(
          (e as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect()
            .top,
        ),
      ),
    )
  return new Set(tops).size
}

describe('every screen fits the window (web host)', () => {
  let suite: Suite
  let alice: User, bob: User, carol: User
  let wallet: Wallet
  let requestId: string
  let revokedId: string
  let unlocked = false
  let groupId: string

  beforeAll(async () => {
    suite = await openSuite('web')
    ;[alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(suite.net, n, true)) as [
      User,
      User,
      User,
    ]
    groupId = randomUUID()
    await call(suite.net, bob, 'POST', '/conversations', Conversation, {
      category: 'GROUP',
      conversation_id: groupId,
      name: LONG_NAME,
      announcement: LONG_ANNOUNCEMENT,
      participants: [{ user_id: alice.userId }, { user_id: carol.userId }],
    })
    const senders = [alice.userId, bob.userId, carol.userId]
    fund(suite.net, senders, 2, 90_000_000n)
    const req = await createRequest(suite.net, bob, {
      input: fund(suite.net, senders, 2, 40_000_000n),
      senders,
      threshold: 2,
      to: carol.userId,
      amount: 12_500_000n,
      memo: 'M'.repeat(140),
    })
    requestId = req.request_id
    // One to unlock once the wallet has seen it, for the Done list: its row's time is a date and an hour.
    revokedId = (
      await createRequest(suite.net, bob, {
        input: fund(suite.net, senders, 2, 20_000_000n),
        senders,
        threshold: 2,
        to: carol.userId,
        amount: 5_000_000n,
      })
    ).request_id
    wallet = await suite.wallet('alice', {
      prepare: withAccount(alice.text, { follow: [{ members: senders, threshold: 2 }] }),
    })
  })
  afterAll(async () => {
    await suite?.close()
  })

  /** Each screen, reached as a person would, with the name its screenshot gets. */
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    [
      'queue',
      async (page) => {
        await go(page, 'Requests')
        await syncNow(page)
        await openTab(page, 'Needs your signature')
      },
    ],
    [
      'open-anything',
      async (page) => {
        await go(page, 'Open anything')
        await page.getByLabel('Link, code, id or hash').fill(groupId)
        await page.getByRole('button', { name: 'Look up' }).click()
        await page.getByRole('article', { name: 'Group' }).waitFor()
      },
    ],
    [
      'group',
      async (page) => {
        await page.getByRole('button', { name: 'Open group' }).click()
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Treasury' }).waitFor()
      },
    ],
    [
      'group-announcement',
      async (page) => {
        await page.getByRole('button', { name: 'Show all' }).first().click()
      },
    ],
    [
      'groups',
      async (page) => {
        await go(page, 'Groups')
        await page.getByRole('list', { name: 'Your groups' }).getByRole('button').first().waitFor()
      },
    ],
    [
      'review',
      async (page) => {
        await go(page, 'Requests')
        await openFromQueue(page, requestId)
      },
    ],
    [
      'share',
      async (page) => {
        const share = page.getByRole('button', { name: 'Share to a group…' })
        if (!(await share.isVisible())) await page.getByText('Offline signing, sharing').click()
        await share.click()
        await page.getByRole('dialog').getByText('(3 members)').waitFor()
      },
    ],
    [
      'activity',
      async (page) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
        await go(page, 'Activity')
        await page.getByRole('table', { name: 'Audit log' }).waitFor()
      },
    ],
    [
      'accounts',
      async (page) => {
        await go(page, 'Accounts')
        await page.locator('[data-testid="shared-account"]').first().waitFor()
      },
    ],
    [
      'add-account',
      async (page) => {
        await page.getByRole('button', { name: 'Add account…' }).click()
        await page
          .getByRole('dialog', { name: 'Add a shared account' })
          .getByLabel('Signatures needed')
          .waitFor()
      },
    ],
    [
      'account',
      async (page) => {
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
        await page.locator('[data-testid="shared-account"] button').first().click()
        await page.getByRole('table', { name: 'Balances' }).waitFor()
      },
    ],
    [
      'new-payment',
      async (page) => {
        await page.getByRole('button', { name: 'New payment' }).first().click()
        await page.getByRole('heading', { level: 1, name: 'New payment' }).waitFor()
      },
    ],
    [
      'settings',
      async (page) => {
        await go(page, 'Settings')
        await page.getByLabel('Service address').waitFor()
      },
    ],
    [
      'queue-done',
      async (page) => {
        await go(page, 'Requests')
        if (!unlocked) {
          await call(suite.net, bob, 'POST', `/safe/multisigs/${revokedId}/unlock`, MultisigRequest)
          unlocked = true
          await syncNow(page)
        }
        await openTab(page, 'Done')
        await page
          .getByRole('list', { name: 'Done' })
          .locator('[data-request-id]')
          .first()
          .waitFor()
      },
    ],
  ]

  for (const [width, height] of [
    [900, 700],
    [1280, 800],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`at ${width}×${height}, ${theme}: nothing runs past the window, the navigation is one line`, async () => {
        const page = wallet.page
        await page.setViewportSize({ width, height })
        await page.emulateMedia({ colorScheme: theme })
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(theme)
        const found: string[] = []
        for (const [name, reach] of screens) {
          await reach(page)
          expect(await navLines(page), `${name}: the navigation wraps`).toBe(1)
          found.push(...(await overflow(page)).map((o) => `${name}: ${o}`))
          found.push(...(await cut(page)).map((o) => `${name}: ${o}`))
          await screenshot(page, `layout/${width}x${height}-${theme}-${name}`, { artifact: true })
        }
        expect(found).toEqual([])
      })
    }
  }

  it('clamps a long group name in a dialog and a notice, the whole name in their title', async () => {
    const page = wallet.page
    await page.setViewportSize({ width: 900, height: 700 })
    const leaving = randomUUID()
    await call(suite.net, bob, 'POST', '/conversations', Conversation, {
      category: 'GROUP',
      conversation_id: leaving,
      name: LONG_NAME,
      participants: [{ user_id: alice.userId }],
    })
    await go(page, 'Open anything')
    await page.getByLabel('Link, code, id or hash').fill(leaving)
    await page.getByRole('button', { name: 'Look up' }).click()
    await page
      .getByRole('article', { name: 'Group' })
      .getByRole('button', { name: 'Open group' })
      .click()
    await page.getByRole('button', { name: 'Leave group…' }).click()
    const dialog = page.getByRole('dialog')
    const heading = dialog.getByRole('heading', { level: 2 })
    await expect(heading.getAttribute('title')).resolves.toBe(`Leave ${LONG_NAME}?`)
    // Two lines at most: the confirm button stays in view.
    await expect(
      heading.evaluate((el) => (el as unknown as { clientHeight: number }).clientHeight),
    ).resolves.toBeLessThan(70)
    expect(await overflow(page)).toEqual([])
    await screenshot(page, 'layout/900x700-leave-dialog', { artifact: true })
    await dialog.getByRole('button', { name: 'Leave group' }).click()
    const notice = page.locator('.notices').getByRole('status').filter({ hasText: 'You left' })
    await expect(notice.locator('strong').getAttribute('title')).resolves.toBe(
      `You left ${LONG_NAME}.`,
    )
    await expect(
      notice
        .locator('strong')
        .evaluate((el) => (el as unknown as { clientHeight: number }).clientHeight),
    ).resolves.toBeLessThan(70)
    expect(await overflow(page)).toEqual([])
  })
})
