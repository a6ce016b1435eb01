/**
 * The remembered window: what was saved, checked against the displays there are now, and the file
 * it lives in (real files in a temporary folder).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  parseSavedWindow,
  readSavedWindow,
  restoreWindow,
  saveWindow,
  windowStateFile,
} from '../../../src/main/window-state'

const D = { width: 1180, height: 800, minWidth: 720, minHeight: 520 }
const LAPTOP = { x: 0, y: 25, width: 1440, height: 875 } // macOS: the menu bar takes the top 25 px
const RIGHT = { x: 1440, y: 0, width: 2560, height: 1400 }
const saved = (x: number, y: number, width = 1000, height = 700, maximized = false) => ({
  bounds: { x, y, width, height },
  maximized,
})

describe('restoreWindow', () => {
  it('opens a new window centred at the default size (fitted to a small screen)', () => {
    expect(restoreWindow(undefined, [LAPTOP], D)).toEqual({
      width: 1180,
      height: 800,
      maximized: false,
    })
    expect(restoreWindow(undefined, [{ x: 0, y: 0, width: 1024, height: 600 }], D)).toEqual({
      width: 1024,
      height: 600,
      maximized: false,
    })
  })

  it('puts the window back where it was, on whichever display that is', () => {
    expect(restoreWindow(saved(100, 60), [LAPTOP, RIGHT], D)).toEqual({
      x: 100,
      y: 60,
      width: 1000,
      height: 700,
      maximized: false,
    })
    expect(restoreWindow(saved(2000, 300, 1600, 1000, true), [LAPTOP, RIGHT], D)).toEqual({
      x: 2000,
      y: 300,
      width: 1600,
      height: 1000,
      maximized: true,
    })
  })

  it('centres a window whose display is gone, keeping its size where it fits', () => {
    expect(restoreWindow(saved(2000, 300), [LAPTOP], D)).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    })
    expect(restoreWindow(saved(2000, 300, 2400, 1300), [LAPTOP], D)).toEqual({
      width: 1440,
      height: 875,
      maximized: false,
    })
  })

  it('centres a window whose title bar would be out of reach (above the screen, or only a sliver on it)', () => {
    expect(restoreWindow(saved(100, -500), [LAPTOP], D)).not.toHaveProperty('x')
    expect(restoreWindow(saved(1400, 100), [LAPTOP], D)).not.toHaveProperty('x') // 40 px of it on screen
    expect(restoreWindow(saved(100, 890), [LAPTOP], D)).not.toHaveProperty('x') // title bar below the work area
  })

  it('pulls a window that hangs over an edge back onto its display', () => {
    expect(restoreWindow(saved(1000, 500), [LAPTOP], D)).toEqual({
      x: 440,
      y: 200,
      width: 1000,
      height: 700,
      maximized: false,
    })
  })

  it.each([
    ['nothing', null],
    ['a string', 'bounds'],
    ['no bounds', { maximized: true }],
    ['fractions', saved(10.5, 60)],
    ['too small', saved(10, 60, 300, 200)],
    ['absurd', saved(10, 60, 100_000, 700)],
    ['text numbers', { bounds: { x: '10', y: 60, width: 1000, height: 700 } }],
  ])('ignores a saved state that is %s', (_, value) => {
    expect(parseSavedWindow(value, D)).toBeUndefined()
    expect(restoreWindow(value, [LAPTOP], D)).toEqual({
      width: 1180,
      height: 800,
      maximized: false,
    })
  })

  it('reads `maximized` only when it is true', () => {
    expect(
      parseSavedWindow({ bounds: { x: 0, y: 0, width: 800, height: 600 }, maximized: 'yes' }, D)
        ?.maximized,
    ).toBe(false)
  })
})

describe('the window-state file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cosigner-window-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const file = windowStateFile(dir)

  it('lives in the userData folder, written whole and private, read back as saved', () => {
    expect(file).toBe(path.join(dir, 'window-state.json'))
    expect(readSavedWindow(file)).toBeUndefined()
    saveWindow(file, saved(100, 60, 1000, 700, true))
    expect(readSavedWindow(file)).toEqual(saved(100, 60, 1000, 700, true))
    expect(restoreWindow(readSavedWindow(file), [LAPTOP], D)).toEqual({
      x: 100,
      y: 60,
      width: 1000,
      height: 700,
      maximized: true,
    })
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true)
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false)
  })

  it('opens as new when the file is damaged', () => {
    writeFileSync(file, '{"bounds": {"x": 1')
    expect(readSavedWindow(file)).toBeUndefined()
  })
})
