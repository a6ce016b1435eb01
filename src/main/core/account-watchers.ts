/**
 * Tells the user when a request newly needs their signature, or a group has a new message, the one
 * path for every host: the core watches each account (Blaze, else polling) and emits
 * `needs-signature` and `new-message`, so the core decides when;
 * this module keeps one watcher per account, picks up accounts added through the bridge, and hands
 * each event to the host's notifier, which decides how (an OS notification in src/main/index.ts, a
 * browser notification through the web host's page). The renderer shows none of its own. Tested
 * with a fake core.
 * @module
 */
import type { EventEmitter } from 'node:events'
import type { NewMessageEvent } from './services/messages'
import type { NeedsSignatureEvent, WatchOptions } from './services/notifications'

/** What every host's notification says: only that something waits; the details are for the review screen. */
export const NEEDS_SIGNATURE_NOTICE = { title: 'Cosigner', body: 'A multisig request needs your signature.' } as const

/**
 * What a host's notification of a new group message says: who and where ("Bob in Treasury"), never
 * what; the core decided it is worth telling (someone else, a group not muted).
 */
export function newMessageNotice(e: Pick<NewMessageEvent, 'sender_name' | 'group_name'>): { title: string; body: string } {
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s)
  return { title: 'Cosigner', body: `${clip(e.sender_name)} in ${clip(e.group_name)}: New message` }
}

/** The part of the core this module uses. */
export interface WatchableCore {
  readonly events: EventEmitter
  readonly accounts: { list(): ReadonlyArray<{ readonly user_id: string }> }
  readonly notifications: { watch(userId: string, options?: WatchOptions): { stop(): void } }
}

export interface AccountWatchers {
  /** Starts watching accounts that have none yet. */
  refresh(): void
  /** Stops every watcher and the notifier. */
  stop(): void
}

/**
 * @param notify called once per request that newly needs a signature
 * @param log told when an account cannot be watched (never given secrets)
 * @param options how each account is watched (the core's defaults unless given)
 * @param notifyMessage called once per new message the core says is worth a notice (`new-message`)
 */
export function watchAccounts(
  core: WatchableCore,
  notify: (event: NeedsSignatureEvent) => void,
  log: (line: string) => void = () => {},
  options?: WatchOptions,
  notifyMessage?: (event: NewMessageEvent) => void,
): AccountWatchers {
  const watchers = new Map<string, { stop(): void }>()
  const onEvent = (event: NeedsSignatureEvent) => notify(event)
  const onMessage = (event: NewMessageEvent) => notifyMessage?.(event)
  core.events.on('needs-signature', onEvent)
  core.events.on('new-message', onMessage)
  return {
    refresh() {
      for (const { user_id } of core.accounts.list()) {
        if (watchers.has(user_id)) continue
        try {
          watchers.set(user_id, core.notifications.watch(user_id, options))
        } catch (e) {
          log(`cannot watch account ${user_id} (${e instanceof Error ? e.name : 'error'})`)
        }
      }
    },
    stop() {
      core.events.off('needs-signature', onEvent)
      core.events.off('new-message', onMessage)
      for (const w of watchers.values()) w.stop()
      watchers.clear()
    },
  }
}

/**
 * The same handlers, with `after` run once a call of a method `which` picks has answered (its
 * answer unchanged).
 */
export function afterCalls<M extends string, H extends (rawInput: unknown) => Promise<unknown>>(
  handlers: Readonly<Record<M, H>>,
  which: (method: string) => boolean,
  after: () => void,
): Record<M, (rawInput: unknown) => Promise<unknown>> {
  const out = {} as Record<M, (rawInput: unknown) => Promise<unknown>>
  for (const method of Object.keys(handlers) as M[]) {
    const handler = handlers[method]
    out[method] = which(method)
      ? async (rawInput) => {
          const result = await handler(rawInput)
          after()
          return result
        }
      : handler
  }
  return out
}

/**
 * The same handlers, with `after` run once an `accounts.*` call has answered, so accounts added
 * through the bridge are watched at once.
 */
export function afterAccountCalls<M extends string, H extends (rawInput: unknown) => Promise<unknown>>(
  handlers: Readonly<Record<M, H>>,
  after: () => void,
): Record<M, (rawInput: unknown) => Promise<unknown>> {
  return afterCalls(handlers, (method) => method.startsWith('accounts.'), after)
}
