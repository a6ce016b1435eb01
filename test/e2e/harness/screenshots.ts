/**
 * Screenshots of the main screens. Every run saves them under .test-results/screenshots (ignored by
 * git); with UPDATE_SCREENSHOTS=1 they go to test/e2e/screenshots, the copies the README shows.
 * @module
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { REPO_ROOT } from '../../../harness/browser/build-renderer'

export const SCREENSHOT_DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? path.join(REPO_ROOT, 'test/e2e/screenshots')
    : path.join(REPO_ROOT, '.test-results/screenshots')

/** Where screenshots that are only artifacts go, never the README's copies. */
const ARTIFACT_DIR = path.join(REPO_ROOT, '.test-results/screenshots')

/**
 * Saves the page (the viewport) as `<name>.png`, with the passing notices dismissed first.
 * `artifact` keeps it out of the README's copies (many views of one check, such as the layout pass).
 */
export async function screenshot(
  page: Page,
  name: string,
  o: { artifact?: boolean } = {},
): Promise<string> {
  const dir = o.artifact ? ARTIFACT_DIR : SCREENSHOT_DIR
  const file = path.join(dir, `${name}.png`)
  mkdirSync(path.dirname(file), { recursive: true })
  // A notice's one button dismisses it, whatever the language calls it.
  const notices = page.locator('.notices').getByRole('button')
  while ((await notices.count()) > 0) await notices.first().click()
  await page.evaluate('document.fonts.ready')
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  return file
}
