/**
 * What specs do often on the wallet's page, written once with the roles and labels a person sees.
 * @module
 */
import type { Page } from 'playwright-core'
import { E2E_PASSPHRASE } from './accounts'

/**
 * Waits until the window is past its boot screen: a `main` shows from the first frame, but the
 * shortcuts and the lock screen only act once the session has loaded.
 */
export async function waitPastBoot(page: Page): Promise<void> {
  await page.getByRole('main').waitFor()
  await page.locator('main[aria-busy="true"]').waitFor({ state: 'hidden' })
}

/** Syncs the queue now, by its button or its shortcut (Alt+R), and waits for the sync to finish. */
export async function syncNow(page: Page, o: { shortcut?: boolean } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Requests' }).click()
  const ready = page
    .getByRole('button', { name: 'Sync now', exact: true })
    .and(page.locator(':enabled'))
  // A background sync may be running; ours starts after it.
  await ready.waitFor()
  if (o.shortcut) await page.keyboard.press('Alt+R')
  else await ready.click()
  // The click or key renders "Syncing…" before it returns (a discrete event); "Sync now" comes back at the end.
  await ready.waitFor()
}

/** Opens one of the queue's three lists. */
export async function openTab(
  page: Page,
  name: 'Needs your signature' | 'Waiting for others' | 'Done',
): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click()
}

/** The queue row of a request (in the open list). */
export function queueRow(page: Page, requestId: string) {
  return page.locator(`[data-testid="queue-row"][data-request-id="${requestId}"]`)
}

/** Opens a request's review from the queue, by its row (titled by what can be done with it: see the review's `titleOf`). */
export async function openFromQueue(page: Page, requestId: string): Promise<void> {
  await queueRow(page, requestId).click()
  await page
    .getByRole('heading', {
      level: 1,
      name: /^(Sign|Unlock|Do not sign|Payment request|Request you signed|Pending request)/,
    })
    .waitFor()
}

/** Answers the passphrase prompt ("Confirm it is you") that an action opened. */
export async function confirmPassphrase(page: Page, passphrase = E2E_PASSPHRASE): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' })
  await prompt.getByLabel('Wallet passphrase', { exact: true }).fill(passphrase)
  await prompt.getByRole('button', { name: 'Confirm', exact: true }).click()
  await prompt.waitFor({ state: 'hidden' })
}

/** Signs the open review through its confirmation dialog and the passphrase prompt. */
export async function signInReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Sign…|^Sign offline…/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Sign this request/ })
  await dialog
    .getByRole('checkbox', { name: 'I checked the amount, the receiver and the memo' })
    .check()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await confirmPassphrase(page)
  await dialog.waitFor({ state: 'hidden' })
}

/** Unlocks the wallet from its lock screen. */
export async function unlockFromLockScreen(page: Page, passphrase = E2E_PASSPHRASE): Promise<void> {
  await page.getByLabel('Wallet passphrase', { exact: true }).fill(passphrase)
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await page.getByRole('heading', { name: 'Cosigner is locked' }).waitFor({ state: 'hidden' })
}

/** Chooses the wallet passphrase on a new wallet's first screen. */
export async function choosePassphrase(page: Page, passphrase = E2E_PASSPHRASE): Promise<void> {
  await page.getByRole('heading', { name: 'Choose a wallet passphrase' }).waitFor()
  await page.getByLabel('Wallet passphrase', { exact: true }).fill(passphrase)
  await page.getByLabel('Repeat the passphrase', { exact: true }).fill(passphrase)
  const set = page.getByRole('button', { name: 'Set passphrase' })
  await set.and(page.locator(':enabled')).waitFor()
  await set.click()
  await page
    .getByRole('heading', { name: 'Choose a wallet passphrase' })
    .waitFor({ state: 'hidden' })
}

/** The reason a disabled button gives (its accessible description, via aria-describedby). */
export async function disabledReason(page: Page, buttonName: string): Promise<string | null> {
  const button = page.getByRole('button', { name: buttonName, exact: true })
  if (!(await button.isDisabled())) return null
  const id = await button.getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}
