/**
 * Small hooks screens share.
 * @module
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { explain, isCancelled, type Explained } from '../base/errors'

export interface ActionState {
  busy: boolean
  error: Explained | null
  clearError: () => void
}

/**
 * Wraps an async action: tracks whether it runs and keeps its failure in plain words. The returned
 * `run` resolves to the action's value, or undefined when it failed (the error is in the state).
 * @example const [save, saving] = useAction(() => actions.setTheme(theme))
 */
export function useAction<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
): [(...args: A) => Promise<T | undefined>, ActionState] {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<Explained | null>(null)
  const mounted = useRef(true)
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(async (...args: A) => {
    setBusy(true)
    setError(null)
    try {
      return await latest.current(...args)
    } catch (e) {
      // Closing the passphrase prompt is not a failure to report.
      if (mounted.current && !isCancelled(e)) setError(explain(e))
      return undefined
    } finally {
      if (mounted.current) setBusy(false)
    }
  }, [])
  const clearError = useCallback(() => setError(null), [])
  return [run, { busy, error, clearError }]
}

/**
 * A setting's choice, shown at once while `save` stores it, and undone if the wallet refuses it
 * (the refusal is in the state).
 * @example const [theme, chooseTheme, choosing] = useSavedChoice(settings.theme, saveTheme)
 */
export function useSavedChoice<T>(
  saved: T,
  save: (value: T) => Promise<unknown>,
): [T, (value: T) => void, ActionState] {
  const [choice, setChoice] = useState(saved)
  const [run, state] = useAction(async (value: T) => {
    setChoice(value)
    try {
      await save(value)
    } catch (e) {
      setChoice(saved)
      throw e
    }
  })
  return [choice, (value) => void run(value), state]
}

/**
 * A form's refusals: the fields' messages, and after each refusal the first field marked invalid
 * takes the focus (once the messages are on screen), so its message is read next.
 * @example const [errors, refuse] = useRefusals<Field>(form)
 */
export function useRefusals<F extends string>(
  container: RefObject<HTMLElement | null>,
): [Partial<Record<F, string>>, (errors: Partial<Record<F, string>>) => void, (field: F) => void] {
  const [refusal, setRefusal] = useState<{ errors: Partial<Record<F, string>>; round: number }>({
    errors: {},
    round: 0,
  })
  useEffect(() => {
    if (refusal.round > 0)
      container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusal.round, container])
  const refuse = useCallback(
    (errors: Partial<Record<F, string>>) =>
      setRefusal((r) => ({
        errors,
        round: Object.keys(errors).length > 0 ? r.round + 1 : r.round,
      })),
    [],
  )
  /** A field the user changes is no longer refused (the focus stays where the user is). */
  const clear = useCallback(
    (field: F) =>
      setRefusal((r) =>
        r.errors[field] === undefined ? r : { ...r, errors: { ...r.errors, [field]: undefined } },
      ),
    [],
  )
  return [refusal.errors, refuse, clear]
}

/** Loads something when `key` changes; `reload` runs it again. */
export function useLoad<T>(
  key: string,
  fn: () => Promise<T>,
): {
  data: T | undefined
  error: Explained | null
  loading: boolean
  reload: () => void
  replace: (value: T) => void
} {
  const [data, setData] = useState<T | undefined>(undefined)
  const [error, setError] = useState<Explained | null>(null)
  const [loading, setLoading] = useState(true)
  const [round, setRound] = useState(0)
  const latest = useRef(fn)
  latest.current = fn
  useEffect(() => {
    let live = true
    setLoading(true)
    setError(null)
    latest
      .current()
      .then((v) => live && (setData(v), true))
      .catch((e: unknown) => live && (setError(explain(e)), true))
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [key, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  // For an action whose answer is the new state: shown at once, with no reload in between.
  const replace = useCallback((value: T) => {
    setData(value)
    setError(null)
  }, [])
  return { data, error, loading, reload, replace }
}

/** Milliseconds since the epoch, refreshed every `everyMs` (for "5 min ago"). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(t)
  }, [everyMs])
  return now
}

/**
 * Performance marks for the renderer's benches: `cosigner:<name>-first-render` measures from the
 * screen's first render to the first frame that shows rows (`count` > 0), once per mount.
 */
export function useFirstRowsMark(name: string, count: number): void {
  const started = useRef(false)
  const done = useRef(false)
  if (!started.current) {
    started.current = true
    performance.mark(`cosigner:${name}-render-start`)
  }
  useEffect(() => {
    if (count === 0 || done.current) return
    done.current = true
    requestAnimationFrame(() => {
      performance.mark(`cosigner:${name}-rendered`)
      performance.measure(
        `cosigner:${name}-first-render`,
        `cosigner:${name}-render-start`,
        `cosigner:${name}-rendered`,
      )
    })
  }, [count, name])
}

/** The height of a scrolling element, followed as it resizes (600 until it is laid out). */
export function useViewportHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(600)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    setHeight(el.clientHeight || 600)
    const observer = new ResizeObserver(() => setHeight(el.clientHeight || 600))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return height
}
