/**
 * The count of requests that need the user's signature, where the desktop shows counts: the dock
 * badge on macOS, the launcher badge on Linux (Unity and launchers that speak its API; elsewhere
 * Electron's call does nothing), an overlay on the taskbar button on Windows. The count is the
 * core's: the cached queue's "needs your signature" over every account, read again when the core's
 * watchers report a new request, after every bridge call that can change the cached queue or the
 * accounts ({@link changesNeedsSignatureCount}: a sign, a sync, an account removed), and on a short
 * timer (the core's own syncs find requests others completed). What to do per platform is a pure
 * decision; ./desktop applies it.
 * @module
 */
import type { EventEmitter } from 'node:events'

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
  if (platform === 'win32') return { kind: 'overlay', count: n, description: n === 0 ? '' : n === 1 ? '1 request needs your signature' : `${n} requests need your signature` }
  return { kind: 'none' }
}

/** Whether a bridge call of `method` can change the count: any call on requests or accounts. */
export function changesNeedsSignatureCount(method: string): boolean {
  return method.startsWith('requests.') || method.startsWith('accounts.')
}

/** The part of the core the count is read from. */
export interface CountableCore {
  readonly events: EventEmitter
  readonly accounts: { list(): ReadonlyArray<{ readonly user_id: string }> }
  readonly cache: { readonly requests: { counts(accountId: string): Readonly<Record<string, number>> } }
}

/** Requests that need a signature, over every account in the wallet. */
export function needsSignatureCount(core: CountableCore): number {
  let total = 0
  for (const { user_id } of core.accounts.list()) total += core.cache.requests.counts(user_id)['needs-signature'] ?? 0
  return total
}

export interface BadgeWatch {
  /** Reads the count now and shows it if it changed. */
  refresh(): void
  stop(): void
}

/**
 * Keeps `show` told of the count: at once, on every `needs-signature` event, and every `everyMs`.
 * A read that fails (the cache closed under it) is logged and skipped.
 */
export function watchNeedsSignatureCount(core: CountableCore, show: (count: number) => void, o: { everyMs?: number; log?: (line: string) => void } = {}): BadgeWatch {
  let shown: number | undefined
  const refresh = () => {
    let count: number
    try {
      count = needsSignatureCount(core)
    } catch (e) {
      o.log?.(`could not count the requests that need a signature (${e instanceof Error ? e.name : 'error'})`)
      return
    }
    if (count === shown) return
    shown = count
    show(count)
  }
  core.events.on('needs-signature', refresh)
  const timer = setInterval(refresh, o.everyMs ?? 5000)
  timer.unref?.()
  refresh()
  return {
    refresh,
    stop() {
      clearInterval(timer)
      core.events.off('needs-signature', refresh)
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
