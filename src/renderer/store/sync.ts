/**
 * The sync slice: syncing the current account's queue with the service, now and every
 * {@link SYNC_EVERY_MS} while the account is registered, and how the last sync went. Telling the
 * user that a request newly needs a signature is not done here: the wallet core's watcher decides
 * that, and the host shows it (src/main/core/account-watchers.ts).
 * @module
 */
import { explain } from '../base/errors'
import type { NoticeActions, QueueActions, SyncActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { SyncState, SyncStatus } from './types'

export const SYNC_EVERY_MS = 30_000

const idle = (): SyncStatus => ({ busy: false, at: null, result: null, error: null })

export function syncSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<SyncActions & QueueActions & NoticeActions>): Slice<SyncState, SyncActions> {
  let timer: ReturnType<typeof setInterval> | undefined
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }

  return {
    initial: { sync: idle() },
    actions: {
      async syncNow(o = {}) {
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

      startSyncing() {
        stopTimer()
        void actions.syncNow({ quiet: true })
        timer = setInterval(() => void actions.syncNow({ quiet: true }), SYNC_EVERY_MS)
      },

      stopSyncing() {
        stopTimer()
        set({ sync: idle() })
      },
    },
    dispose: stopTimer,
  }
}
