/**
 * What the core announces: every change a host may want to follow, as a typed event on the core's
 * one emitter (`core.events`). A host listens (the badge reads its count again when a queue
 * changes, the account watchers start or stop when the accounts change, the window is shown its lock
 * screen when the wallet locks) instead of guessing from which bridge call just ran; the core emits,
 * once the change is stored.
 * @module
 */
import type { EventEmitter } from 'node:events'
import type { LockStatus } from '../../shared/bridge'
import type { Language } from '../../shared/i18n/locales'

/** A request newly needs this account's signature: once per request, whichever way it was found. */
export interface NeedsSignatureEvent {
  account: string
  request_id: string
  /** `message`: a link in a message named it; `poll`: a sync found it. */
  via: 'message' | 'poll'
}

/** `blaze`: the message socket is up (and syncs run on their timer); `polling`: syncs only. */
export type WatchMode = 'connecting' | 'blaze' | 'polling' | 'stopped'

/** How an account is watched now. */
export interface WatchEvent {
  account: string
  mode: WatchMode
}

/** A new message worth a notice (someone else's, in a group not muted): who and where, never what it says. */
export interface NewMessageEvent {
  account: string
  conversation_id: string
  message_id: string
  sender_name: string
  group_name: string
}

/** An account came into the wallet, left it, or its record changed (registered, given spend keys). */
export interface AccountsChangedEvent {
  account: string
  change: 'added' | 'removed' | 'updated'
}

/** Requests of an account were stored: the queue, and its counts, may read differently now. */
export interface QueueChangedEvent {
  account: string
}

/** The lock moved to another state (unlocked, locked by the user, the idle time or the system, …). */
export interface LockChangedEvent {
  state: LockStatus['state']
}

/** The language setting changed: what a host words itself (the menu, its notifications) follows it. */
export interface LanguageChangedEvent {
  language: Language
}

/** Each event's name and what it carries. */
export interface CoreEventMap {
  'needs-signature': [NeedsSignatureEvent]
  watch: [WatchEvent]
  'new-message': [NewMessageEvent]
  'accounts-changed': [AccountsChangedEvent]
  'queue-changed': [QueueChangedEvent]
  'lock-changed': [LockChangedEvent]
  'language-changed': [LanguageChangedEvent]
}

/** The core's emitter, as the services that emit hold it. */
export type CoreEmitter = EventEmitter<CoreEventMap>

/** The core's emitter, as a host holds it: to listen only. */
export type CoreEvents = Pick<CoreEmitter, 'on' | 'off' | 'once'>
