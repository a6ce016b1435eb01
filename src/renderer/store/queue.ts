/**
 * The queue slice: the three lists of requests, which one is open, the filter — searched by the
 * core in every list, with each list's matches counted and what matched in each request — and the
 * wallet's counts. Lists load from the wallet's cache page by page; each load of a list gets a number, and
 * a newer load of that list (or another account) makes an older one stop and drop what it fetched.
 * @module
 */
import type { QueueState, RequestItem } from '../../shared/bridge'
import type { NoticeActions, QueueActions } from './actions'
import type { Slice, SliceContext } from './slice'
import { QUEUE_TABS, type QueueSliceState, type QueueTab, type TabData } from './types'

/** First page small, so the list paints at once; the rest in larger pages behind it. */
export const FIRST_PAGE = 100
export const PAGE = 500

const STATES_OF: Readonly<Record<QueueTab, QueueState[]>> = {
  'needs-signature': ['needs-signature'],
  waiting: ['waiting'],
  done: ['sending', 'done', 'unlocked'],
}

const emptyTab = (): TabData => ({ items: [], total: 0, loading: false, complete: false })
const emptyQueue = (): Record<QueueTab, TabData> => ({
  'needs-signature': emptyTab(),
  waiting: emptyTab(),
  done: emptyTab(),
})
const zeroCounts = (): Record<QueueState, number> => ({
  'needs-signature': 0,
  waiting: 0,
  sending: 0,
  done: 0,
  unlocked: 0,
})

/** How many requests a list holds by the wallet's counts. */
export function tabTotal(counts: Record<QueueState, number>, tab: QueueTab): number {
  return STATES_OF[tab].reduce((n, s) => n + (counts[s] ?? 0), 0)
}

/** How long typing may pause before the filter is searched. */
export const SEARCH_DELAY_MS = 150
/** The most matches one list shows (the counts are of all). */
export const SEARCH_LIMIT = 500

export function queueSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<QueueActions & NoticeActions>): Slice<QueueSliceState, QueueActions> {
  const generations: Record<QueueTab, number> = { 'needs-signature': 0, waiting: 0, done: 0 }
  let searches = 0
  let typing: ReturnType<typeof setTimeout> | undefined

  const patchTab = (tab: QueueTab, patch: Partial<TabData>): void => {
    set((s) => ({ queue: { ...s.queue, [tab]: { ...s.queue[tab], ...patch } } }))
  }

  return {
    initial: {
      tab: 'needs-signature',
      filter: '',
      queue: emptyQueue(),
      counts: zeroCounts(),
      search: null,
    },
    actions: {
      setTab(tab) {
        set({ tab })
        const data = get().queue[tab]
        if (!data.loading && !data.complete) void actions.loadTab(tab)
        if (get().filter.trim() !== '') void actions.searchQueue()
      },

      setFilter(filter) {
        set({ filter })
        clearTimeout(typing)
        if (filter.trim() === '') {
          searches++
          set({ search: null })
          return
        }
        typing = setTimeout(() => void actions.searchQueue(), SEARCH_DELAY_MS)
      },

      async searchQueue() {
        const account = get().accountId
        const { filter, tab } = get()
        const query = filter.trim()
        if (account === null || query === '') return
        const round = ++searches
        // The same query searched again keeps what it showed; a new one shows nothing of the last one's.
        set((s) => {
          const same = s.search?.query === query
          return {
            search: {
              query,
              tab,
              items: same && s.search?.tab === tab ? s.search.items : [],
              counts: same ? s.search!.counts : null,
              loading: true,
            },
          }
        })
        try {
          const page = await call('requests.search', {
            account,
            query,
            state: STATES_OF[tab],
            limit: SEARCH_LIMIT,
          })
          if (round !== searches) return
          set({
            search: {
              query,
              tab,
              items: page.items,
              counts: { ...zeroCounts(), ...page.counts },
              loading: false,
            },
          })
        } catch (e) {
          if (round !== searches) return
          set((s) => ({ search: s.search && { ...s.search, loading: false } }))
          actions.fail(e)
        }
      },

      async loadTab(tab) {
        const account = get().accountId
        if (account === null) return
        const generation = ++generations[tab]
        patchTab(tab, { loading: true })
        const items: RequestItem[] = []
        try {
          for (let offset = 0; ;) {
            const limit = offset === 0 ? FIRST_PAGE : PAGE
            const page = await call('requests.list', {
              account,
              state: STATES_OF[tab],
              limit,
              offset,
            })
            if (generation !== generations[tab]) return
            items.push(...page.items)
            offset += page.items.length
            const total = Math.max(tabTotal(page.counts, tab), items.length)
            const complete = page.items.length < limit
            set({ counts: page.counts })
            patchTab(tab, {
              items: items.slice(),
              total: complete ? items.length : total,
              loading: !complete,
              complete,
            })
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

      async recentRequests(limit) {
        const account = get().accountId
        if (account === null) return []
        // '' matches every request, in every state.
        return (await call('requests.search', { account, query: '', limit })).items
      },

      async reloadQueue() {
        const tab = get().tab
        set((s) => ({
          queue: {
            ...s.queue,
            ...Object.fromEntries(QUEUE_TABS.filter((t) => t !== tab).map((t) => [t, emptyTab()])),
          },
        }))
        await Promise.all([
          actions.loadTab(tab),
          get().filter.trim() !== '' ? actions.searchQueue() : undefined,
        ])
      },

      clearQueue() {
        for (const t of QUEUE_TABS) generations[t]++
        searches++
        clearTimeout(typing)
        set({ queue: emptyQueue(), counts: zeroCounts(), filter: '', search: null })
      },
    },
  }
}
