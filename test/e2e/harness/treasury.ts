/**
 * The Accounts screen and the New payment form as specs read and fill them, by the roles and
 * labels a person sees.
 * @module
 */
import type { Page } from 'playwright-core'
import type { DemoNetwork } from '../../../src/cli/demo/seed'
import type { Followed } from './accounts'
import { confirmPassphrase } from './page-helpers'

export { openAccount } from '../../../harness/browser/accounts-screen'

export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
export const USDT = '4d8c508b-91c5-375b-92b0-ee702ed2dac5'

/** The demo network's shared account: Alice, Bob and Carol, 2 of 3 (its funds and its pending request). */
export function demoAccount(demo: DemoNetwork): Followed {
  return { members: demo.users.map((u) => u.userId), threshold: 2 }
}

/** The balance row of an asset on an account's screen: [available, locked]. */
export async function balance(page: Page, assetId: string): Promise<[string, string]> {
  const cells = page.locator(`[data-testid="balance-row"][data-asset-id="${assetId}"] td.num`)
  return [(await cells.nth(0).textContent()) ?? '', (await cells.nth(1).textContent()) ?? '']
}

/** The message under a labelled field, as a screen reader reads it with the field. */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true })
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
  return ids.length ? page.locator(`[id="${ids[0]}"]`).textContent() : null
}

/** From a shared account's screen: New payment…, the form filled in, proposed, and the passphrase given. */
export async function proposePayment(
  page: Page,
  p: { assetId: string; to: string; amount: string; memo: string },
): Promise<void> {
  await page.getByRole('button', { name: 'New payment…' }).click()
  await page.getByRole('heading', { name: 'New payment' }).waitFor()
  await page.getByLabel('Asset').selectOption(p.assetId)
  await page.getByLabel('To', { exact: true }).fill(p.to)
  await page.getByLabel('Amount').fill(p.amount)
  await page.getByLabel('Memo (optional)').fill(p.memo)
  await page.getByRole('button', { name: 'Propose and sign' }).click()
  await confirmPassphrase(page)
}
