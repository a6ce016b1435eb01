/**
 * What the benchmarks that drive the renderer in Chromium share: whether there is a Chromium to
 * drive, the page's own performance marks and measures, and how their times are printed.
 */
import type { Page } from 'playwright-core'
import { chromiumPath } from '../harness/browser/chromium'

/** Says the bench is skipped and returns true when no Chromium is installed. */
export function skipWithoutChromium(): boolean {
  if (chromiumPath()) return false
  console.log(
    'skipped: no Chromium (install Debian\'s "chromium" package or set COSIGNER_CHROMIUM)',
  )
  return true
}

/** The last value of a performance measure or mark in the page, ms. */
export async function lastEntry(
  page: Page,
  name: string,
  field: 'duration' | 'startTime' = 'duration',
): Promise<number> {
  return page.evaluate<number, [string, string]>(
    ([n, f]) => {
      const entries = (
        globalThis as unknown as {
          performance: { getEntriesByName(n: string): Record<string, number>[] }
        }
      ).performance.getEntriesByName(n)
      return entries.at(-1)?.[f] ?? Number.NaN
    },
    [name, field],
  )
}

/** Milliseconds to one decimal, right-aligned in a column of ten. */
export const formatMs = (ms: number): string => `${ms.toFixed(1)} ms`.padStart(10)
