/**
 * The notices slice: short messages at the bottom of the window. Each gets a number unique in its
 * store; errors stay until dismissed, the rest go after {@link NOTICE_MS}.
 * @module
 */
import { explain } from '../base/errors'
import type { NoticeActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { NoticesState } from './types'

export const NOTICE_MS = 6000
/** How many notices stay on screen; older ones make room. */
const KEEP = 5

export function noticesSlice({
  set,
  actions,
}: SliceContext<NoticeActions>): Slice<NoticesState, NoticeActions> {
  let seq = 0
  const timers = new Set<ReturnType<typeof setTimeout>>()

  return {
    initial: { notices: [] },
    actions: {
      notify(n) {
        const id = ++seq
        set((s) => ({ notices: [...s.notices.slice(-(KEEP - 1)), { ...n, id }] }))
        if (n.tone === 'error') return
        const timer = setTimeout(() => {
          timers.delete(timer)
          actions.dismiss(id)
        }, NOTICE_MS)
        timers.add(timer)
      },

      fail(e) {
        const x = explain(e)
        actions.notify({ tone: 'error', title: x.message, next: x.next })
      },

      dismiss(id) {
        set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }))
      },
    },
    dispose() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
    },
  }
}
