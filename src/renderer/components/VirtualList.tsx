/**
 * A windowed list: only the rows in view (plus a few) are mounted, so ten thousand rows scroll as
 * smoothly as ten. Rows have one fixed height. Arrow keys, Home and End move focus between rows and
 * scroll the list to keep the focused row in view; each row is a `listitem` with its position and
 * the list's size, so assistive technology knows how long the list really is.
 * @module
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useViewportHeight } from './hooks'
import { scrollToShow, visibleRange } from './windowing'

export interface VirtualListProps {
  /** How many rows the list has. */
  count: number
  /** Height of every row, pixels (the stylesheet must agree). */
  rowHeight: number
  /** The accessible name of the list. */
  label: string
  /** One row's content; it should contain one focusable element (a button or link). */
  renderRow: (index: number) => ReactNode
  /** A stable key for row `index`. */
  rowKey: (index: number) => string
  /** Told the mounted range, e.g. to load rows that are not there yet. */
  onRangeChange?: (start: number, end: number) => void
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode
  /** data-testid of the scrolling element. */
  testId?: string
}

/** The focusable element inside the row element `row`. */
function focusTarget(row: Element | null): HTMLElement | null {
  return row?.querySelector<HTMLElement>('button, a[href], [tabindex]') ?? null
}

/** Fixed-height windowed list; see the module comment. */
export function VirtualList({
  count,
  rowHeight,
  label,
  renderRow,
  rowKey,
  onRangeChange,
  empty,
  testId,
}: VirtualListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const viewport = useViewportHeight(scroller)
  const pendingFocus = useRef<number | null>(null)

  // A shorter list (a filter) must not leave the view scrolled past its end.
  useEffect(() => {
    const el = scroller.current
    if (el && el.scrollTop > Math.max(0, count * rowHeight - el.clientHeight)) {
      el.scrollTop = 0
      setScrollTop(0)
    }
  }, [count, rowHeight])

  const { start, end } = visibleRange({ scrollTop, viewportHeight: viewport, rowHeight, count })

  useEffect(() => {
    onRangeChange?.(start, end)
  }, [start, end, onRangeChange])

  // Focus a row that keyboard navigation scrolled into the mounted range.
  useEffect(() => {
    const index = pendingFocus.current
    if (index === null || index < start || index >= end) return
    pendingFocus.current = null
    // words-exempt: a CSS selector
    focusTarget(scroller.current?.querySelector(`[data-row-index="${index}"]`) ?? null)?.focus({
      preventScroll: true,
    })
  })

  const moveFocus = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      const keys: Record<string, (i: number) => number> = {
        ArrowDown: (i) => i + 1,
        ArrowUp: (i) => i - 1,
        PageDown: (i) => i + Math.max(1, Math.floor(viewport / rowHeight) - 1),
        PageUp: (i) => i - Math.max(1, Math.floor(viewport / rowHeight) - 1),
        Home: () => 0,
        End: () => count - 1,
      }
      const step = keys[e.key]
      const el = scroller.current
      if (!step || !el || count === 0) return
      const row = (e.target as HTMLElement).closest('[data-row-index]')
      if (!row) return
      e.preventDefault()
      const next = Math.min(
        count - 1,
        Math.max(0, step(Number(row.getAttribute('data-row-index')))),
      )
      const top = scrollToShow(next, el.scrollTop, el.clientHeight, rowHeight)
      if (top !== undefined) {
        el.scrollTop = top
        setScrollTop(top)
      }
      pendingFocus.current = next
      focusTarget(el.querySelector(`[data-row-index="${next}"]`))?.focus({ preventScroll: true })
      if (
        document.activeElement?.closest('[data-row-index]')?.getAttribute('data-row-index') ===
        String(next)
      )
        pendingFocus.current = null
    },
    [count, rowHeight, viewport],
  )

  if (count === 0 && empty !== undefined) return <>{empty}</>

  const rows: ReactNode[] = []
  for (let i = start; i < end; i++) {
    rows.push(
      <div
        key={rowKey(i)}
        role="listitem"
        aria-posinset={i + 1}
        aria-setsize={count}
        data-row-index={i}
        className="vlist-row"
        style={{ transform: `translateY(${i * rowHeight}px)`, height: rowHeight }}
      >
        {renderRow(i)}
      </div>,
    )
  }

  return (
    <div
      ref={scroller}
      className="vlist"
      data-testid={testId}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={moveFocus}
    >
      <div
        role="list"
        aria-label={label}
        className="vlist-body"
        style={{ height: count * rowHeight }}
      >
        {rows}
      </div>
    </div>
  )
}
