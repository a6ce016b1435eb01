/**
 * Runs (payrolls, moves to new members) as specs open and sign them, by the roles and labels a
 * person sees.
 * @module
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { confirmPassphrase } from './page-helpers'
import { openAccount } from './treasury'

/** Opens the run file someone shared in a group, from the account's screen (read again until it has come). */
export async function openSharedRun(page: Page, hash: string, fileName: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        await openAccount(page, hash)
        const open = page.getByRole('button', { name: typeof fileName === 'string' ? `Open ${fileName}` : fileName })
        await page.getByTestId('runs-card').getByText(/No payroll or move|Shared with you/).first().waitFor()
        return open.count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  await page.getByRole('button', { name: typeof fileName === 'string' ? `Open ${fileName}` : fileName }).click()
}

/** Signs the run on screen through its one confirmation and the passphrase prompt. */
export async function signRun(page: Page, requests: number, check: string): Promise<void> {
  await page.getByRole('button', { name: `Sign the run (${requests} request${requests === 1 ? '' : 's'})…` }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign this run?' })
  await dialog.getByRole('checkbox', { name: check }).check()
  await dialog.getByRole('button', { name: `Sign ${requests} request${requests === 1 ? '' : 's'}` }).click()
  await confirmPassphrase(page)
  await dialog.waitFor({ state: 'hidden' })
}
