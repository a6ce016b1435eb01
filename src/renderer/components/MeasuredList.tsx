/**
 * A windowed list whose rows have different heights (a conversation): only the rows in view and a
 * few more are mounted; each mounted row is measured (and re-measured when it resizes), rows not
 * measured yet count at an estimate. It opens at the bottom and stays there while new rows arrive
 * if it was there; rows added above (an older page) or re-measured above leave what is in view
 * where it was. Scrolling near the top asks for more; the caller hears whether it is at the bottom.
 * @module
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useViewportHeight } from './hooks'
import { measuredRange, rowAt, rowTops } from './windowing'

export interface MeasuredListProps {
  count: number
  /** A stable key for row `index`; measurements are kept by key, so they survive rows added above. */
  rowKey: (index: number) => string
  renderRow: (index: number) => ReactNode
  /** The accessible name of the list. */
  label: string
  /** Height assumed for a row not measured yet, pixels. */
  estimate?: number
  /** Scrolled within a screen of the top (load older rows). */
  onNearTop?: () => void
  /** Told whenever being at the bottom changes (and once at first). */
  onAtBottom?: (atBottom: boolean) => void
  testId?: string
}

/** Pixels from the bottom still counted as "at the bottom". */
const SLACK = 24

/** See the module comment. */
export function MeasuredList({
  count,
  rowKey,
  renderRow,
  label,
  estimate = 56,
  onNearTop,
  onAtBottom,
  testId,
}: MeasuredListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const heights = useRef(new Map<string, number>())
  const [version, setVersion] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const viewport = useViewportHeight(scroller)
  const atBottom = useRef(true)
  const reported = useRef<boolean | null>(null)
  /** The first row in view and how far the view's top is below its top, to hold it in place. */
  const anchor = useRef<{ key: string; offset: number } | null>(null)

  const tops = useMemo(
    () => rowTops(count, (i) => heights.current.get(rowKey(i)), estimate),
    // `version` moves when a measurement changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [count, rowKey, estimate, version],
  )
  const total = tops[count] ?? 0
  const { start, end } = measuredRange(tops, scrollTop, viewport)

  const tell = useCallback(
    (bottom: boolean) => {
      atBottom.current = bottom
      if (reported.current !== bottom) {
        reported.current = bottom
        onAtBottom?.(bottom)
      }
    },
    [onAtBottom],
  )

  const remember = useCallback(
    (el: HTMLDivElement) => {
      if (count === 0) return
      const i = rowAt(tops, el.scrollTop)
      anchor.current = { key: rowKey(i), offset: el.scrollTop - tops[i]! }
    },
    [count, rowKey, tops],
  )

  // After every change of rows or sizes: stay at the bottom, or keep the anchored row still.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    let top = el.scrollTop
    if (atBottom.current) top = Math.max(0, total - el.clientHeight)
    else if (anchor.current) {
      const a = anchor.current
      const around = rowAt(tops, el.scrollTop)
      let index = -1
      // The anchor is usually where it was, or moved down by the rows added above.
      for (let d = 0; d < count && index < 0; d++) {
        if (around + d < count && rowKey(around + d) === a.key) index = around + d
        else if (around - d >= 0 && rowKey(around - d) === a.key) index = around - d
      }
      if (index >= 0) top = tops[index]! + a.offset
    }
    if (Math.abs(top - el.scrollTop) >= 1) el.scrollTop = top
    setScrollTop(el.scrollTop)
    tell(total - el.scrollTop - el.clientHeight <= SLACK)
  }, [tops, total, count, rowKey, tell])

  const onScroll = useCallback(() => {
    const el = scroller.current
    if (!el) return
    setScrollTop(el.scrollTop)
    tell(total - el.scrollTop - el.clientHeight <= SLACK)
    remember(el)
    if (el.scrollTop < el.clientHeight) onNearTop?.()
  }, [total, tell, remember, onNearTop])

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false
            for (const e of entries) {
              const key = (e.target as HTMLElement).dataset.rowKey
              const h = Math.ceil((e.target as HTMLElement).offsetHeight)
              if (key !== undefined && h > 0 && heights.current.get(key) !== h) {
                heights.current.set(key, h)
                changed = true
              }
            }
            if (changed) setVersion((v) => v + 1)
          }),
    [],
  )
  useLayoutEffect(() => () => observer?.disconnect(), [observer])

  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    const key = rowKey(i)
    rows.push(
      <MeasuredRow key={key} rowKey={key} index={i} top={tops[i]!} observer={observer}>
        {renderRow(i)}
      </MeasuredRow>,
    )
  }
  return (
    <div ref={scroller} className="mlist" data-testid={testId} onScroll={onScroll} tabIndex={0}>
      <div role="list" aria-label={label} className="mlist-body" style={{ height: total }}>
        {rows}
      </div>
    </div>
  )
}

/** One mounted row, measured while it is mounted. */
function MeasuredRow({
  rowKey,
  index,
  top,
  observer,
  children,
}: {
  rowKey: string
  index: number
  top: number
  observer: ResizeObserver | null
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || !observer) return
    observer.observe(el)
    return () => observer.unobserve(el)
  }, [observer])
  return (
    <div
      ref={ref}
      role="listitem"
      data-row-key={rowKey}
      data-row-index={index}
      className="mlist-row"
      style={{ transform: `translateY(${top}px)` }}
    >
      {children}
    </div>
  )
}
