/**
 * Debian's Chromium under Playwright, headless, on a fresh profile (toolchain guide §4): one
 * browser per test file, and a context of its own for each wallet's page.
 * @module
 */
import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { COUNT_NOTIFICATIONS } from './notifications'

/** Flags that keep a test browser quiet, offline from Google, and runnable as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const

/** The Chromium to drive: COSIGNER_CHROMIUM, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [
    env.COSIGNER_CHROMIUM,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((p): p is string => !!p)
  return candidates.find((p) => existsSync(p))
}

export interface PageOptions {
  /** Notifications allowed, and each one the page makes counted (./notifications). */
  readonly notifications?: boolean
  /** The browser's language, which the wallet follows unless one is chosen in Settings (en-US by default). */
  readonly locale?: string
}

export interface TestBrowser {
  /**
   * A page in a context of its own (its own window, storage and downloads), like a separate
   * computer: one per wallet, so no wallet's tab sits in the background of another's window, where
   * Chromium would throttle its timers and animation frames.
   */
  newPage(o?: PageOptions): Promise<Page>
  close(): Promise<void>
}

/** A headless Chromium on a fresh profile (Playwright makes a temporary one and removes it). */
export async function launchChromium(
  o: { headless?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<TestBrowser> {
  const executablePath = chromiumPath()
  if (!executablePath)
    throw new Error(
      'No Chromium found: install Debian\'s "chromium" package or set COSIGNER_CHROMIUM.',
    )
  const browser: Browser = await chromium.launch({
    executablePath,
    headless: o.headless ?? true,
    args: [...CHROMIUM_ARGS],
  })
  const contexts: BrowserContext[] = []
  return {
    async newPage(p = {}) {
      const context = await browser.newContext({
        viewport: o.viewport ?? { width: 1240, height: 780 },
        acceptDownloads: true,
        locale: p.locale ?? 'en-US',
        timezoneId: 'UTC',
        colorScheme: 'light',
        ...(p.notifications ? { permissions: ['notifications'] } : {}),
      })
      context.setDefaultTimeout(15_000)
      if (p.notifications) await context.addInitScript({ content: COUNT_NOTIFICATIONS })
      contexts.push(context)
      return context.newPage()
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined)
      await browser.close().catch(() => undefined)
    },
  }
}
