/**
 * The user's own input (keys, pointer, wheel) is what keeps the wallet unlocked: reported to the
 * core through the store, which sends it at most every few seconds. Timers and background syncs
 * never count.
 * @module
 */
import { useEffect } from 'react'
import { actions } from '../store'

const EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

/** Reports the user's input while the component is mounted. */
export function useActivityReporting(): void {
  useEffect(() => {
    const report = () => actions.reportActivity()
    for (const e of EVENTS) window.addEventListener(e, report, { passive: true, capture: true })
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, report, { capture: true })
    }
  }, [])
}
