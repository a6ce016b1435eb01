/**
 * The count of requests that need the user's signature, where the desktop shows counts: the dock
 * badge on macOS, the launcher badge on Linux (Unity and launchers that speak its API; elsewhere
 * Electron's call does nothing), an overlay on the taskbar button on Windows. The count is the
 * core's: its queue's "needs your signature" over every account, read again whenever the core
 * announces that a queue or the accounts changed (`queue-changed`, `accounts-changed`: a sync, a
 * signature, a request opened, an account added or removed). What to do per platform is a pure
 * decision; ./desktop applies it.
 * @module
 */
import type { CoreEvents } from './core'

export type BadgeAction =
  /** `app.setBadgeCount(count)` (0 clears it). */
  | { readonly kind: 'count'; readonly count: number }
  /** `win.setOverlayIcon(count ? dot : null, description)`. */
  | { readonly kind: 'overlay'; readonly count: number; readonly description: string }
  | { readonly kind: 'none' }

/** What the platform shows for `count`. */
export function badgeFor(platform: NodeJS.Platform, count: number): BadgeAction {
  const n = Number.isInteger(count) && count > 0 ? count : 0
  if (platform === 'darwin' || platform === 'linux') return { kind: 'count', count: n }
  if (platform === 'win32')
    return {
      kind: 'overlay',
      count: n,
      description:
        n === 0
          ? ''
          : n === 1
            ? '1 request needs your signature'
            : `${n} requests need your signature`,
    }
  return { kind: 'none' }
}

/** The part of the core the count is read from. */
export interface CountableCore {
  readonly events: CoreEvents
  readonly accounts: { list(): ReadonlyArray<{ readonly user_id: string }> }
  readonly requests: { counts(userId: string): Readonly<Record<string, number>> }
}

/** Requests that need a signature, over every account in the wallet. */
export function needsSignatureCount(core: CountableCore): number {
  let total = 0
  for (const { user_id } of core.accounts.list())
    total += core.requests.counts(user_id)['needs-signature'] ?? 0
  return total
}

export interface BadgeWatch {
  stop(): void
}

/**
 * Keeps `show` told of the count: at once, and after every change the core announces to a queue or
 * to the accounts, only when the count moved. A read that fails (the cache closed under it) is
 * logged and skipped.
 */
export function watchNeedsSignatureCount(
  core: CountableCore,
  show: (count: number) => void,
  o: { log?: (line: string) => void } = {},
): BadgeWatch {
  let shown: number | undefined
  const refresh = () => {
    let count: number
    try {
      count = needsSignatureCount(core)
    } catch (e) {
      o.log?.(
        `could not count the requests that need a signature (${e instanceof Error ? e.name : 'error'})`,
      )
      return
    }
    if (count === shown) return
    shown = count
    show(count)
  }
  core.events.on('queue-changed', refresh)
  core.events.on('accounts-changed', refresh)
  refresh()
  return {
    stop() {
      core.events.off('queue-changed', refresh)
      core.events.off('accounts-changed', refresh)
    },
  }
}

/**
 * The overlay for Windows: a filled red dot, `size` pixels square, as BGRA (what
 * `nativeImage.createFromBitmap` takes), with a soft edge.
 */
export function overlayDot(size = 16): Buffer {
  const out = Buffer.alloc(size * size * 4)
  const c = (size - 1) / 2
  const r = size / 2 - 0.5
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c)
      const alpha = Math.round(255 * Math.max(0, Math.min(1, r - d + 0.5)))
      const i = (y * size + x) * 4
      out[i] = 0x2f // blue
      out[i + 1] = 0x2f // green
      out[i + 2] = 0xd9 // red
      out[i + 3] = alpha
    }
  }
  return out
}
