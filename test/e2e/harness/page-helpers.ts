/**
 * What specs do often on the wallet's page, written once with the roles and labels a person sees.
 * @module
 */
import type { Page } from 'playwright-core'

/** Syncs the queue now and waits for the sync to finish. */
export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Requests' }).click()
  const ready = page.getByRole('button', { name: 'Sync now', exact: true }).and(page.locator(':enabled'))
  // A background sync may be running; ours starts after it.
  await ready.waitFor()
  await ready.click()
  // The click renders "Syncing…" before it returns (a discrete event); "Sync now" comes back at the end.
  await ready.waitFor()
}

/** Opens one of the queue's three lists. */
export async function openTab(page: Page, name: 'Needs your signature' | 'Waiting for others' | 'Done'): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click()
}

/** The queue row of a request (in the open list). */
export function queueRow(page: Page, requestId: string) {
  return page.locator(`[data-testid="queue-row"][data-request-id="${requestId}"]`)
}

/** Opens a request's review from the queue, by its row. */
export async function openFromQueue(page: Page, requestId: string): Promise<void> {
  await queueRow(page, requestId).click()
  await page.getByRole('heading', { level: 1, name: /^(Sign|Unlock|Do not sign)/ }).waitFor()
}

/** Signs the open review through its confirmation dialog. */
export async function signInReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Sign…|^Sign offline…/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('checkbox', { name: 'I checked the amount, the receiver and the memo' }).check()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
}

/** The reason a disabled button gives (its accessible description, via aria-describedby). */
export async function disabledReason(page: Page, buttonName: string): Promise<string | null> {
  const button = page.getByRole('button', { name: buttonName, exact: true })
  if (!(await button.isDisabled())) return null
  const id = await button.getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}
