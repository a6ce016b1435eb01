/**
 * The navigation slice: the current screen and the way back.
 * @module
 */
import type { NavigationActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { NavigationState, Route } from './types'

/** How many screens "back" remembers. */
const HISTORY = 30

export function navigationSlice({ set }: SliceContext): Slice<NavigationState, NavigationActions> {
  return {
    initial: { route: { name: 'queue' }, history: [] },
    actions: {
      navigate(route) {
        set((s) => ({ route, history: [...s.history.slice(-HISTORY), s.route] }))
      },

      back() {
        set((s) => {
          const previous = s.history.at(-1)
          return previous
            ? { route: previous, history: s.history.slice(0, -1) }
            : { route: { name: 'queue' } as Route }
        })
      },
    },
  }
}
