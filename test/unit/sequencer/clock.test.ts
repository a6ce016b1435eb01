import { describe, expect, it } from 'vitest'
import { manualClock, nsToSeconds, systemClock } from '../../../src/sequencer/clock'

describe('clocks', () => {
  it('the system clock is near Date.now and strictly increasing', () => {
    const clock = systemClock()
    const readings = Array.from({ length: 1000 }, () => clock.nowNs())
    for (let i = 1; i < readings.length; i++) expect(readings[i]! > readings[i - 1]!).toBe(true)
    expect(Math.abs(Number(readings[0]! / 1_000_000n) - Date.now())).toBeLessThan(1000)
  })

  it('the manual clock moves only when told, and never repeats', () => {
    const clock = manualClock(Date.UTC(2024, 0, 1))
    const a = clock.nowNs()
    const b = clock.nowNs()
    expect(b - a).toBe(1n)
    clock.advanceMs(1500)
    expect(nsToSeconds(clock.nowNs())).toBe(Date.UTC(2024, 0, 1) / 1000 + 1)
  })
})
