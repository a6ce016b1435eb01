/**
 * Files the wallet hands to the browser's download (backups, offline request and signature files).
 * @module
 */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'

/**
 * Clicks `trigger`, does `then` (e.g. answers the passphrase prompt the click opened), and returns
 * the file it downloads: its suggested name and its text.
 */
export async function downloadFrom(
  page: Page,
  trigger: Locator,
  then?: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await trigger.click()
      await then?.()
    })(),
  ])
  const file = await download.path()
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') }
}
