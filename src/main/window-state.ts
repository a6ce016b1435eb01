/**
 * The window's size and position, remembered between runs in a small JSON file in Electron's
 * userData folder (`window-state.json`; not in the wallet's cache, which belongs to the core and
 * may live elsewhere). What was saved is checked against the displays there are now: a window
 * that would open off every screen (a monitor unplugged, a resolution changed) opens centred, at
 * a size that fits. Pure but for the two file functions; tested under Node.
 * @module
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** What is saved. */
export interface SavedWindow {
  readonly bounds: Rect
  readonly maximized: boolean
}

/** What the window opens with: no x/y means centred. */
export interface RestoredWindow {
  readonly width: number
  readonly height: number
  readonly x?: number
  readonly y?: number
  readonly maximized: boolean
}

export interface WindowDefaults {
  readonly width: number
  readonly height: number
  readonly minWidth: number
  readonly minHeight: number
}

/** The file, in Electron's userData folder. */
export const windowStateFile = (userDataDir: string): string =>
  path.join(userDataDir, 'window-state.json')

/** How much of the title bar must be on a screen for the window to be reachable. */
const GRIP = { width: 100, height: 32 }
/** Larger than any display; a saved size beyond it is nonsense. */
const MAX_SIDE = 16_384

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

/** The saved state, if it has the right shape; anything else is nothing. */
export function parseSavedWindow(value: unknown, d: WindowDefaults): SavedWindow | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { bounds, maximized } = value as { bounds?: unknown; maximized?: unknown }
  if (typeof bounds !== 'object' || bounds === null) return undefined
  const b = bounds as Record<string, unknown>
  if (
    !isInt(b.x, -MAX_SIDE, MAX_SIDE) ||
    !isInt(b.y, -MAX_SIDE, MAX_SIDE) ||
    !isInt(b.width, d.minWidth, MAX_SIDE) ||
    !isInt(b.height, d.minHeight, MAX_SIDE)
  )
    return undefined
  return {
    bounds: { x: b.x, y: b.y, width: b.width, height: b.height },
    maximized: maximized === true,
  }
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0))

/** How much of the window's title bar lies on `area` (width of the strip, or 0 when too little of its height does). */
function gripOn(b: Rect, area: Rect): number {
  const strip = { y0: b.y, y1: b.y + Math.min(GRIP.height, b.height) }
  if (overlap(strip.y0, strip.y1, area.y, area.y + area.height) < Math.min(GRIP.height, b.height))
    return 0
  return overlap(b.x, b.x + b.width, area.x, area.x + area.width)
}

/**
 * Where and how large the window opens, from what was saved (anything, checked here) and the
 * displays' work areas now (the primary first).
 */
export function restoreWindow(
  saved: unknown,
  workAreas: readonly Rect[],
  d: WindowDefaults,
): RestoredWindow {
  const primary = workAreas[0]
  const fit = (width: number, height: number, area: Rect | undefined) => ({
    width: area ? Math.max(d.minWidth, Math.min(width, area.width)) : width,
    height: area ? Math.max(d.minHeight, Math.min(height, area.height)) : height,
  })
  const s = parseSavedWindow(saved, d)
  if (!s) return { ...fit(d.width, d.height, primary), maximized: false }
  let best: Rect | undefined
  let bestGrip = 0
  for (const area of workAreas) {
    const g = gripOn(s.bounds, area)
    if (g > bestGrip) [best, bestGrip] = [area, g]
  }
  if (!best || bestGrip < Math.min(GRIP.width, s.bounds.width))
    return { ...fit(s.bounds.width, s.bounds.height, primary), maximized: s.maximized }
  const size = fit(s.bounds.width, s.bounds.height, best)
  // Kept on the display it is on: pulled back in where it hangs over an edge.
  const x = Math.min(Math.max(s.bounds.x, best.x), best.x + best.width - size.width)
  const y = Math.min(Math.max(s.bounds.y, best.y), best.y + best.height - size.height)
  return { ...size, x, y, maximized: s.maximized }
}

/** What the file holds, or undefined when there is none or it cannot be read (the window then opens as new). */
export function readSavedWindow(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

/** Writes the state whole (a temporary file renamed over the old one), readable by the user only. */
export function saveWindow(file: string, state: SavedWindow): void {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, `${JSON.stringify({ bounds: state.bounds, maximized: state.maximized })}\n`, {
    mode: 0o600,
  })
  renameSync(temp, file)
}
