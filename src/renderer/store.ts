/**
 * The app's state: one zustand store, split into slices (session, navigation, queue, notices), with
 * every action inside it and every change made through `set`. This is the only module that imports
 * zustand (lint enforces it); components read state with {@link useApp} and call actions from
 * {@link actions}.
 * @module
 */
import { create } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { AccountInfo, QueueState, RequestItem, Settings, SyncResult } from '../shared/bridge'
import { call } from './app/bridge'
import { explain, type Explained } from './app/errors'

// ---------------------------------------------------------------------------------------------
// Types

/** The queue's three lists. `done` also holds unlocked requests. */
export type QueueTab = 'needs-signature' | 'waiting' | 'done'
export const QUEUE_TABS: readonly QueueTab[] = ['needs-signature', 'waiting', 'done']
const STATES_OF: Readonly<Record<QueueTab, QueueState[]>> = {
  'needs-signature': ['needs-signature'],
  waiting: ['waiting'],
  done: ['done', 'unlocked'],
}

/** Which request a review is about: one in the queue, or an offline request file. */
export type ReviewSource = { kind: 'request'; requestId: string; action?: 'sign' | 'unlock' } | { kind: 'file'; text: string; fileName: string }

export type Route =
  | { name: 'onboarding' }
  | { name: 'queue' }
  | { name: 'review'; source: ReviewSource }
  | { name: 'groups' }
  | { name: 'group'; conversationId: string }
  | { name: 'open'; text?: string }
  | { name: 'activity' }
  | { name: 'settings' }

export type RouteName = Route['name']

export interface Notice {
  id: number
  tone: 'error' | 'success' | 'info'
  title: string
  /** For errors: what to do next. */
  next?: string
}

export interface TabData {
  items: RequestItem[]
  /** Requests in this list according to the wallet's counts. */
  total: number
  loading: boolean
  /** True once the whole list is loaded. */
  complete: boolean
}

export interface SyncStatus {
  busy: boolean
  at: number | null
  result: SyncResult | null
  error: Explained | null
}

export interface AppState {
  booted: boolean
  /** Set when the page has no wallet behind it, or the wallet could not start. */
  fatal: Explained | null
  accounts: AccountInfo[]
  accountId: string | null
  settings: Settings | null
  route: Route
  history: Route[]
  tab: QueueTab
  filter: string
  queue: Record<QueueTab, TabData>
  counts: Record<QueueState, number>
  sync: SyncStatus
  notices: Notice[]
}

// ---------------------------------------------------------------------------------------------
// The store

const emptyTab = (): TabData => ({ items: [], total: 0, loading: false, complete: false })
const zeroCounts = (): Record<QueueState, number> => ({ 'needs-signature': 0, waiting: 0, done: 0, unlocked: 0 })

const initial: AppState = {
  booted: false,
  fatal: null,
  accounts: [],
  accountId: null,
  settings: null,
  route: { name: 'queue' },
  history: [],
  tab: 'needs-signature',
  filter: '',
  queue: { 'needs-signature': emptyTab(), waiting: emptyTab(), done: emptyTab() },
  counts: zeroCounts(),
  sync: { busy: false, at: null, result: null, error: null },
  notices: [],
}

const store = create<AppState>()(() => initial)
const set = store.setState
const get = store.getState

/** Reads a slice of the state; re-renders when that slice changes (shallowly compared). */
export function useApp<T>(selector: (s: AppState) => T): T {
  return store(useShallow(selector))
}

/** The state right now, outside React (tests, event handlers that must not subscribe). */
export const appState = (): AppState => get()

/** First page small, so the list paints at once; the rest in larger pages behind it. */
const FIRST_PAGE = 100
const PAGE = 500
/** Each load of a list gets a number; a newer load of that list (or another account) stops older ones. */
const generations: Record<QueueTab, number> = { 'needs-signature': 0, waiting: 0, done: 0 }
let noticeSeq = 0
let syncTimer: ReturnType<typeof setInterval> | undefined
const SYNC_EVERY_MS = 30_000

function tabTotal(counts: Record<QueueState, number>, tab: QueueTab): number {
  return STATES_OF[tab].reduce((n, s) => n + (counts[s] ?? 0), 0)
}

function patchTab(tab: QueueTab, patch: Partial<TabData>): void {
  set((s) => ({ queue: { ...s.queue, [tab]: { ...s.queue[tab], ...patch } } }))
}

/** The current account's id; throws when none is chosen (screens render only with one). */
export function currentAccount(): string {
  const id = get().accountId
  if (id === null) throw new TypeError('no account is selected')
  return id
}

export const actions = {
  /** Loads settings and accounts and picks the first screen. */
  async boot(): Promise<void> {
    try {
      const [settings, accounts] = await Promise.all([call('settings.get', {}), call('accounts.list', {})])
      const accountId = accounts[0]?.user_id ?? null
      // An account that is not registered still reads its queue and signs offline files; Settings
      // offers to register it.
      set({ booted: true, settings, accounts, accountId, route: accountId ? { name: 'queue' } : { name: 'onboarding' } })
      if (accountId) actions.afterAccountChange()
    } catch (e) {
      set({ booted: true, fatal: explain(e) })
    }
  },

  navigate(route: Route): void {
    set((s) => ({ route, history: [...s.history.slice(-30), s.route] }))
  },

  back(): void {
    set((s) => {
      const previous = s.history.at(-1)
      return previous ? { route: previous, history: s.history.slice(0, -1) } : { route: { name: 'queue' } as Route }
    })
  },

  /** Adds or refreshes an account (after import, restore or registration) and makes it current. */
  accountAdded(account: AccountInfo): void {
    set((s) => ({ accounts: [...s.accounts.filter((a) => a.user_id !== account.user_id), account], accountId: account.user_id }))
    actions.afterAccountChange()
  },

  selectAccount(userId: string): void {
    if (!get().accounts.some((a) => a.user_id === userId)) return
    set({ accountId: userId })
    actions.afterAccountChange()
  },

  /** A fresh queue for the current account, and periodic syncs while it is registered. */
  afterAccountChange(): void {
    for (const t of QUEUE_TABS) generations[t]++
    set({ queue: { 'needs-signature': emptyTab(), waiting: emptyTab(), done: emptyTab() }, counts: zeroCounts(), sync: { busy: false, at: null, result: null, error: null } })
    if (syncTimer !== undefined) clearInterval(syncTimer)
    syncTimer = undefined
    const account = get().accounts.find((a) => a.user_id === get().accountId)
    void actions.loadTab(get().tab)
    if (account?.registered_at !== null && account !== undefined) {
      void actions.syncNow({ quiet: true })
      syncTimer = setInterval(() => void actions.syncNow({ quiet: true }), SYNC_EVERY_MS)
    }
  },

  setSettings(settings: Settings): void {
    set({ settings })
  },

  setTab(tab: QueueTab): void {
    set({ tab })
    const data = get().queue[tab]
    if (!data.loading && !data.complete) void actions.loadTab(tab)
  },

  setFilter(filter: string): void {
    set({ filter })
  },

  /**
   * Loads one list from the wallet's cache, first page first, then the rest page by page. A newer
   * load (another account, a sync) stops an older one.
   */
  async loadTab(tab: QueueTab): Promise<void> {
    const account = get().accountId
    if (account === null) return
    const generation = ++generations[tab]
    patchTab(tab, { loading: true })
    const items: RequestItem[] = []
    try {
      for (let offset = 0; ; ) {
        const limit = offset === 0 ? FIRST_PAGE : PAGE
        const page = await call('requests.list', { account, state: STATES_OF[tab], limit, offset })
        if (generation !== generations[tab]) return
        items.push(...page.items)
        offset += page.items.length
        const total = Math.max(tabTotal(page.counts, tab), items.length)
        const complete = page.items.length < limit
        set({ counts: page.counts })
        patchTab(tab, { items: items.slice(), total: complete ? items.length : total, loading: !complete, complete })
        if (complete) {
          performance.mark('cosigner:queue-loaded', { detail: { tab, count: items.length } })
          return
        }
      }
    } catch (e) {
      if (generation !== generations[tab]) return
      patchTab(tab, { loading: false })
      actions.fail(e)
    }
  },

  /** Reloads the open list (after a sync, a signature, an unlock, an import). */
  async reloadQueue(): Promise<void> {
    const tab = get().tab
    set((s) => ({ queue: { ...s.queue, ...Object.fromEntries(QUEUE_TABS.filter((t) => t !== tab).map((t) => [t, emptyTab()])) } }))
    await actions.loadTab(tab)
  },

  /**
   * Syncs the queue with the service. Telling the user that a request newly needs a signature is
   * not done here: the wallet core's watcher decides that and the host shows it
   * (src/main/core/account-watchers.ts).
   */
  async syncNow(o: { quiet?: boolean } = {}): Promise<void> {
    const account = get().accountId
    if (account === null || get().sync.busy) return
    set((s) => ({ sync: { ...s.sync, busy: true, error: null } }))
    try {
      const result = await call('requests.sync', { account })
      if (get().accountId !== account) return
      set({ sync: { busy: false, at: Date.now(), result, error: null } })
      await actions.reloadQueue()
    } catch (e) {
      const error = explain(e)
      set((s) => ({ sync: { ...s.sync, busy: false, error } }))
      if (!o.quiet) actions.notify({ tone: 'error', title: error.message, next: error.next })
    }
  },

  notify(n: Omit<Notice, 'id'>): void {
    const id = ++noticeSeq
    set((s) => ({ notices: [...s.notices.slice(-4), { ...n, id }] }))
    if (n.tone !== 'error') setTimeout(() => actions.dismiss(id), 6000)
  },

  /** Shows a failure as an error notice in plain words. */
  fail(e: unknown): void {
    const x = explain(e)
    actions.notify({ tone: 'error', title: x.message, next: x.next })
  },

  dismiss(id: number): void {
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }))
  },
}
