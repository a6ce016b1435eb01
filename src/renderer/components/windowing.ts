/**
 * The arithmetic of a windowed list with fixed-height rows: which rows to mount for a scroll
 * position. Pure, so it is unit-tested apart from React.
 * @module
 */

export interface WindowInput {
  /** Pixels scrolled from the top. */
  readonly scrollTop: number
  /** Height of the visible area, pixels. */
  readonly viewportHeight: number
  readonly rowHeight: number
  readonly count: number
  /** Extra rows mounted above and below, so fast scrolling shows no gaps. */
  readonly overscan?: number
}

/** Rows `start` (inclusive) to `end` (exclusive) to mount. */
export interface RowRange {
  readonly start: number
  readonly end: number
}

/**
 * @throws RangeError for a row height that is not a positive number
 * @example visibleRange({ scrollTop: 560, viewportHeight: 560, rowHeight: 56, count: 10_000 }) // { start: 4, end: 26 }
 */
export function visibleRange(w: WindowInput): RowRange {
  if (!(w.rowHeight > 0)) throw new RangeError('"rowHeight" expected a positive number')
  const count = Math.max(0, Math.floor(w.count))
  if (count === 0) return { start: 0, end: 0 }
  const overscan = Math.max(0, Math.floor(w.overscan ?? 6))
  const top = Math.max(0, w.scrollTop)
  const height = Math.max(0, w.viewportHeight)
  const first = Math.min(count - 1, Math.floor(top / w.rowHeight))
  const last = Math.min(count, Math.ceil((top + height) / w.rowHeight))
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, Math.max(last, first + 1) + overscan),
  }
}

/** The scrollTop that brings row `index` fully into view, or undefined when it already is. */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
): number | undefined {
  const top = index * rowHeight
  const bottom = top + rowHeight
  if (top < scrollTop) return top
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight
  return undefined
}

/**
 * The top of every row and the end of the last (`count + 1` numbers) for rows of these heights,
 * `estimate` standing in for a row not measured yet.
 */
export function rowTops(
  count: number,
  heightOf: (index: number) => number | undefined,
  estimate: number,
): Float64Array {
  const tops = new Float64Array(count + 1)
  for (let i = 0; i < count; i++) tops[i + 1] = tops[i]! + (heightOf(i) ?? estimate)
  return tops
}

/** The row that contains pixel `y` (the last row for y past the end), for tops from {@link rowTops}. */
export function rowAt(tops: Float64Array, y: number): number {
  const count = tops.length - 1
  let lo = 0
  let hi = count - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (tops[mid]! <= y) lo = mid
    else hi = mid - 1
  }
  return Math.max(0, lo)
}

/**
 * Rows to mount when rows have different heights (tops from {@link rowTops}).
 * @example measuredRange(rowTops(3, () => 100, 50), 150, 60) // { start: 0, end: 3 }
 */
export function measuredRange(
  tops: Float64Array,
  scrollTop: number,
  viewportHeight: number,
  overscan = 6,
): RowRange {
  const count = tops.length - 1
  if (count <= 0) return { start: 0, end: 0 }
  const first = rowAt(tops, Math.max(0, scrollTop))
  const last = rowAt(tops, Math.max(0, scrollTop + Math.max(0, viewportHeight) - 1))
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) }
}
