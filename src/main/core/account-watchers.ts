/**
 * Tells the user when a request newly needs their signature, or a group has a new message, the one
 * path for every host: the core watches each account (Blaze, else polling) and emits
 * `needs-signature` and `new-message`, so the core decides when; this module keeps one watch per
 * account of the wallet — started for an account the core announces added, stopped for one it
 * announces removed (`accounts-changed`) — and hands each event to the host's notifier, which
 * decides how (an OS notification in src/main/index.ts, a browser notification through the web
 * host's page). The renderer shows none of its own.
 * @module
 */
import { translator, type Translator } from '../../shared/i18n/translate'
import type {
  AccountsChangedEvent,
  Core,
  NeedsSignatureEvent,
  NewMessageEvent,
  WatchOptions,
} from './index'

/**
 * What every host's notification says, in the host's language: only that something waits; the
 * details are for the review screen.
 */
export function needsSignatureNotice(t: Translator = translator('en')): {
  title: string
  body: string
} {
  return { title: 'Cosigner', body: t.t('menu.notice.needsSignature') }
}

/** The notice in English. */
export const NEEDS_SIGNATURE_NOTICE = needsSignatureNotice()

/**
 * What a host's notification of a new group message says: who and where ("Bob in Treasury"), never
 * what; the core decided it is worth telling (someone else, a group not muted).
 */
export function newMessageNotice(
  e: Pick<NewMessageEvent, 'sender_name' | 'group_name'>,
  t: Translator = translator('en'),
): {
  title: string
  body: string
} {
  const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 59)}…` : s)
  return {
    title: 'Cosigner',
    body: t.t('menu.notice.newMessage', { sender: clip(e.sender_name), group: clip(e.group_name) }),
  }
}

/** The part of the core this module uses. */
export interface WatchableCore {
  readonly events: Core['events']
  readonly accounts: { list(): ReadonlyArray<{ readonly user_id: string }> }
  readonly watch: { start(userId: string, options?: WatchOptions): { stop(): void } }
}

export interface AccountWatchers {
  /** Stops every watch and the notifier. */
  stop(): void
}

export interface AccountWatchersOptions {
  /** Called once per request that newly needs a signature. */
  readonly notify: (event: NeedsSignatureEvent) => void
  /** Called once per new message the core says is worth a notice. */
  readonly notifyMessage?: (event: NewMessageEvent) => void
  /** Told when an account cannot be watched (never given secrets). */
  readonly log?: (line: string) => void
  /** How each account is watched (the core's defaults unless given). */
  readonly watch?: WatchOptions
}

/**
 * Watches every account of the wallet now, and each one added later, until stopped.
 * @example const watchers = watchAccounts(core, { notify: () => notify(NEEDS_SIGNATURE_NOTICE) })
 */
export function watchAccounts(core: WatchableCore, o: AccountWatchersOptions): AccountWatchers {
  const watches = new Map<string, { stop(): void }>()
  const start = (userId: string) => {
    if (watches.has(userId)) return
    try {
      watches.set(userId, core.watch.start(userId, o.watch))
    } catch (e) {
      o.log?.(`cannot watch account ${userId} (${e instanceof Error ? e.name : 'error'})`)
    }
  }
  const onAccounts = (e: AccountsChangedEvent) => {
    if (e.change === 'removed') {
      watches.get(e.account)?.stop()
      watches.delete(e.account)
    } else {
      start(e.account)
    }
  }
  const onNeedsSignature = (e: NeedsSignatureEvent) => o.notify(e)
  const onMessage = (e: NewMessageEvent) => o.notifyMessage?.(e)
  core.events.on('accounts-changed', onAccounts)
  core.events.on('needs-signature', onNeedsSignature)
  core.events.on('new-message', onMessage)
  for (const { user_id } of core.accounts.list()) start(user_id)
  return {
    stop() {
      core.events.off('accounts-changed', onAccounts)
      core.events.off('needs-signature', onNeedsSignature)
      core.events.off('new-message', onMessage)
      for (const w of watches.values()) w.stop()
      watches.clear()
    },
  }
}
