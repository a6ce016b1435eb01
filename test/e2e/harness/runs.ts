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
export async function openSharedRun(
  page: Page,
  hash: string,
  fileName: string | RegExp,
): Promise<void> {
  await expect
    .poll(
      async () => {
        await openAccount(page, hash)
        const open = page.getByRole('button', {
          name: typeof fileName === 'string' ? `Open ${fileName}` : fileName,
        })
        await page
          .getByTestId('runs-card')
          .getByText(/No payroll or move|Shared with you/)
          .first()
          .waitFor()
        return open.count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  await page
    .getByRole('button', { name: typeof fileName === 'string' ? `Open ${fileName}` : fileName })
    .click()
}

/** Signs the run on screen through its one confirmation and the passphrase prompt. */
export async function signRun(page: Page, requests: number, check: string): Promise<void> {
  await page
    .getByRole('button', {
      name: `Sign the run (${requests} request${requests === 1 ? '' : 's'})…`,
    })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sign this run?' })
  await dialog.getByRole('checkbox', { name: check }).check()
  await dialog
    .getByRole('button', { name: `Sign ${requests} request${requests === 1 ? '' : 's'}` })
    .click()
  await confirmPassphrase(page)
  await dialog.waitFor({ state: 'hidden' })
}

/** One row of the run's table as a person reads it: its number, payee, amount and state. */
export interface ShownRow {
  readonly row: number
  readonly payee: string
  readonly amount: string
  readonly state: string
}

/**
 * Every row of the run's table, scrolled through from top to bottom (the table mounts only the rows
 * in view), in order.
 */
export async function allRows(page: Page): Promise<ShownRow[]> {
  const wrap = page.getByTestId('run-table')
  const seen = new Map<number, ShownRow>()
  await wrap.evaluate((el) => (el.scrollTop = 0))
  for (let i = 0; i < 100; i++) {
    await page.waitForTimeout(50)
    const rows = await wrap.locator('[data-testid="run-row"]').evaluateAll((trs) =>
      trs.map((tr) => ({
        row: Number(tr.getAttribute('data-row')),
        payee: tr.querySelector('th span')?.textContent ?? '',
        amount: tr.querySelectorAll('td')[1]?.textContent ?? '',
        state: tr.querySelector('[data-testid="row-state"]')?.textContent ?? '',
      })),
    )
    for (const r of rows) seen.set(r.row, r)
    const atEnd = await wrap.evaluate((el) => {
      const end = el.scrollTop + el.clientHeight >= el.scrollHeight - 1
      el.scrollTop += el.clientHeight
      return end
    })
    if (atEnd) break
  }
  return [...seen.values()].sort((a, b) => a.row - b.row)
}
