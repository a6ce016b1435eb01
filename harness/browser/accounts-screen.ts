/**
 * The Accounts screen as a person reaches it, for the end-to-end specs and the benches that drive
 * the window alike.
 * @module
 */
import type { Page } from 'playwright-core'

/** Opens a shared account's screen from Accounts, by its members hash, once its balances show. */
export async function openAccount(page: Page, membersHash: string): Promise<void> {
  await page.getByRole('button', { name: 'Accounts' }).click()
  // The card's first button opens it (the others copy its address and stop following it).
  await page
    .locator(`[data-testid="shared-account"][data-members-hash="${membersHash}"] button`)
    .first()
    .click()
  await page.getByRole('table', { name: 'Balances' }).waitFor()
}
