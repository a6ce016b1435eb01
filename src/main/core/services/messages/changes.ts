/**
 * The change counter behind `messages.wait`: per account, raised on every stored, read, deleted
 * or dismissed message (and when the socket's state changes), with long-poll waiters woken on
 * each raise.
 * @module
 */
import type { MessageLink } from '../../../../shared/bridge-messages'

export interface Changes {
  /** The account's counter now (0 before anything changed). */
  current(account: string): number
  raise(account: string): void
  /** Resolves with the counter once it differs from `after`, or at `timeoutMs` with it as it is. */
  wait(account: string, after: number, timeoutMs: number): Promise<number>
  link(account: string): MessageLink
  setLink(account: string, link: MessageLink): void
  /** Answers every waiter now (the core is closing). */
  release(): void
}

export function changeCounter(): Changes {
  const counters = new Map<string, number>()
  const links = new Map<string, MessageLink>()
  const waiters = new Map<string, Set<() => void>>()
  const current = (a: string) => counters.get(a) ?? 0
  const wake = (a: string) => {
    const set = waiters.get(a)
    if (!set) return
    waiters.delete(a)
    for (const w of set) w()
  }
  return {
    current,
    raise(a) {
      counters.set(a, current(a) + 1)
      wake(a)
    },
    wait(a, after, timeoutMs) {
      // A counter other than `after` (also a lower one: the core restarted) is news at once.
      if (after !== current(a) || timeoutMs <= 0) return Promise.resolve(current(a))
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          waiters.get(a)?.delete(done)
          resolve(current(a))
        }
        const timer = setTimeout(done, timeoutMs)
        timer.unref()
        let set = waiters.get(a)
        if (!set) waiters.set(a, (set = new Set()))
        set.add(done)
      })
    },
    link: (a) => links.get(a) ?? 'stopped',
    setLink(a, link) {
      if (links.get(a) === link) return
      links.set(a, link)
      counters.set(a, current(a) + 1)
      wake(a)
    },
    release() {
      for (const a of [...waiters.keys()]) wake(a)
    },
  }
}
