import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  measuredRange,
  rowAt,
  rowTops,
  scrollToShow,
  visibleRange,
} from '../../../../src/renderer/components/windowing'

describe('visibleRange', () => {
  it('mounts the rows in view plus the overscan', () => {
    expect(
      visibleRange({
        scrollTop: 0,
        viewportHeight: 600,
        rowHeight: 60,
        count: 10_000,
        overscan: 6,
      }),
    ).toEqual({ start: 0, end: 16 })
    expect(
      visibleRange({
        scrollTop: 6000,
        viewportHeight: 600,
        rowHeight: 60,
        count: 10_000,
        overscan: 6,
      }),
    ).toEqual({ start: 94, end: 116 })
  })

  it('stops at both ends of the list', () => {
    expect(
      visibleRange({
        scrollTop: 599_400,
        viewportHeight: 600,
        rowHeight: 60,
        count: 10_000,
        overscan: 6,
      }),
    ).toEqual({ start: 9984, end: 10_000 })
    expect(visibleRange({ scrollTop: 1e9, viewportHeight: 600, rowHeight: 60, count: 3 })).toEqual({
      start: 0,
      end: 3,
    })
    expect(visibleRange({ scrollTop: -50, viewportHeight: 600, rowHeight: 60, count: 0 })).toEqual({
      start: 0,
      end: 0,
    })
  })

  it('refuses a row height that is not positive', () => {
    expect(() =>
      visibleRange({ scrollTop: 0, viewportHeight: 600, rowHeight: 0, count: 5 }),
    ).toThrow(RangeError)
  })

  it('always covers every row that is at least partly visible, and never many more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (count, rowHeight, viewportHeight, at) => {
          const scrollTop = Math.floor(at * Math.max(0, count * rowHeight - viewportHeight))
          const { start, end } = visibleRange({
            scrollTop,
            viewportHeight,
            rowHeight,
            count,
            overscan: 3,
          })
          // Scrolled to the very end of a viewport 0 px high, the last row is the one "in view".
          const firstVisible = Math.min(count - 1, Math.floor(scrollTop / rowHeight))
          const lastVisible = Math.min(
            count - 1,
            Math.ceil((scrollTop + viewportHeight) / rowHeight) - 1,
          )
          expect(start).toBeLessThanOrEqual(firstVisible)
          expect(end).toBeGreaterThan(Math.max(firstVisible, lastVisible))
          expect(end - start).toBeLessThanOrEqual(Math.ceil(viewportHeight / rowHeight) + 2 + 6)
          expect(0 <= start && start < end && end <= count).toBe(true)
        },
      ),
    )
  })
})

describe('scrollToShow', () => {
  it('scrolls only as far as needed to show a row', () => {
    expect(scrollToShow(10, 0, 300, 60)).toBe(360)
    expect(scrollToShow(2, 600, 300, 60)).toBe(120)
    expect(scrollToShow(3, 120, 300, 60)).toBeUndefined()
  })
})

describe('rows of different heights', () => {
  const heights = [40, 120, 40, 300, 40]
  const tops = rowTops(heights.length, (i) => heights[i], 56)

  it('adds the heights up, an estimate standing in for rows not measured', () => {
    expect([...tops]).toEqual([0, 40, 160, 200, 500, 540])
    expect([...rowTops(3, (i) => (i === 1 ? 10 : undefined), 50)]).toEqual([0, 50, 60, 110])
  })

  it('finds the row under a pixel, the last one past the end', () => {
    expect([0, 39, 40, 159, 160, 499, 539, 10_000].map((y) => rowAt(tops, y))).toEqual([
      0, 0, 1, 1, 2, 3, 4, 4,
    ])
  })

  it('mounts the rows in view plus the overscan, within the list', () => {
    expect(measuredRange(tops, 170, 100, 0)).toEqual({ start: 2, end: 4 })
    expect(measuredRange(tops, 170, 100, 1)).toEqual({ start: 1, end: 5 })
    expect(
      measuredRange(
        rowTops(0, () => 1, 1),
        0,
        100,
      ),
    ).toEqual({ start: 0, end: 0 })
  })

  it('mounts a screenful of ten thousand rows however far down the view is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600_000 }), (scrollTop) => {
        const many = rowTops(10_000, (i) => 40 + (i % 7) * 10, 56)
        const { start, end } = measuredRange(many, scrollTop, 600, 6)
        expect(end - start).toBeLessThanOrEqual(15 + 12 + 1)
        expect(many[start]!).toBeLessThanOrEqual(Math.min(scrollTop, many[10_000]!))
        expect(end === 10_000 || many[end]! >= Math.min(scrollTop + 600, many[10_000]!)).toBe(true)
      }),
    )
  })
})
