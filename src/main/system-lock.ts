/**
 * Locking the wallet when the computer sleeps or its screen locks, where Electron's `powerMonitor`
 * tells: sleep everywhere, the screen locking on macOS and Windows (on Linux ./linux-screen-lock
 * follows it). Written against a minimal event source so it is tested without Electron;
 * src/main/index.ts hands it the real one.
 * @module
 */

/** The events after which nobody should find the wallet open: sleep, and the screen locking. */
export const LOCKING_EVENTS = ['suspend', 'lock-screen'] as const

/** The part of Electron's `powerMonitor` this module uses. */
export interface PowerEvents {
  on(event: string, listener: () => void): unknown
  removeListener(event: string, listener: () => void): unknown
}

/** Whether `event` locks the wallet. */
export function locksOn(event: string): boolean {
  return (LOCKING_EVENTS as readonly string[]).includes(event)
}

/**
 * Calls `lock` on each locking event; returns a function that stops listening.
 * @param lock locks the core; a wallet that cannot be locked (the demo's) may throw, which is ignored
 */
export function lockOnSystemEvents(
  events: PowerEvents,
  lock: () => void,
  log: (line: string) => void = () => {},
): () => void {
  const listeners = LOCKING_EVENTS.map((event) => {
    const listener = () => {
      try {
        lock()
      } catch (e) {
        log(`could not lock on ${event} (${e instanceof Error ? e.name : 'error'})`)
      }
    }
    events.on(event, listener)
    return [event, listener] as const
  })
  return () => {
    for (const [event, listener] of listeners) events.removeListener(event, listener)
  }
}
