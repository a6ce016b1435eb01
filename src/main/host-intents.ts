/**
 * From what the OS and the menu hand the main process (a second launch's arguments, macOS's
 * open-url, "Open a request…") to the screens the window opens (src/shared/host-intents). Links
 * are read strictly by src/shared/links; one that does not read is ignored with a log line. An
 * intent only opens a screen. Intents wait until the window has loaded its page, so none is lost
 * while it starts (the preload keeps them until the page listens).
 * @module
 */
import type { HostIntent } from '../shared/host-intents'
import { linksFromArgv, parseCosignerLink, type CosignerLink } from '../shared/links'
import { englishOf } from '../shared/i18n/english'

/** "Open a request…": Open anything, empty, for a code, link, id or hash. */
export const OPEN_REQUEST_INTENT: HostIntent = { screen: 'open' }

/** After the host locked the wallet: the window shows its lock screen now (./host-lock). */
export const LOCK_INTENT: HostIntent = { screen: 'lock' }

/** The screen a link opens: a request's review, or Open anything with a code filled in. */
export function intentForLink(link: CosignerLink): HostIntent {
  switch (link.kind) {
    case 'request':
      return {
        screen: 'review',
        request_id: link.requestId,
        ...(link.action ? { action: link.action } : {}),
      }
    case 'code':
      return { screen: 'open', text: link.codeId }
  }
}

/** The intents in a launch's arguments; those of our links that do not read are told to `log`. */
export function intentsFromArgv(
  argv: readonly string[],
  log: (line: string) => void,
): HostIntent[] {
  const { links, refused } = linksFromArgv(argv)
  for (const r of refused) log(`ignored a cosigner:// link: ${englishOf(r.reason)} (${r.text})`)
  return links.map(intentForLink)
}

/** The intent of one URL macOS hands over (open-url), or none (told to `log`). */
export function intentFromUrl(url: string, log: (line: string) => void): HostIntent | undefined {
  const r = parseCosignerLink(url)
  if (r.ok) return intentForLink(r.link)
  log(`ignored a cosigner:// link: ${englishOf(r.reason)}`)
  return undefined
}

/**
 * Whether the running app claims the `cosigner://` scheme itself. Only an installed app does: a
 * development run (npm start) leaves the system's choice alone. On Windows the installer registers
 * the scheme and its uninstaller removes it (build/installer.nsh); a claim made at run time would
 * outlive an uninstall, pointing at a program that is gone. macOS reads the scheme from the app's
 * Info.plist and Linux from its .desktop file; the claim there makes Cosigner the default handler.
 */
export function claimsLinkSchemeAtRuntime(platform: NodeJS.Platform, packaged: boolean): boolean {
  return packaged && platform !== 'win32'
}

export interface IntentQueue {
  /** Sends at once when the window is ready, else keeps it (the newest few). */
  deliver(intent: HostIntent): void
  /** The window's page has loaded: what waited is sent, and later intents go straight through `send`. */
  open(send: (intent: HostIntent) => void): void
  /** The page is gone or reloading: intents wait again. */
  close(): void
}

export function createIntentQueue(max = 8): IntentQueue {
  let send: ((intent: HostIntent) => void) | undefined
  const waiting: HostIntent[] = []
  return {
    deliver(intent) {
      if (send) send(intent)
      else if (waiting.push(intent) > max) waiting.shift()
    },
    open(s) {
      send = s
      for (const intent of waiting.splice(0)) s(intent)
    },
    close() {
      send = undefined
    },
  }
}
