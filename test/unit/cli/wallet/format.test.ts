import { afterEach, describe, expect, it } from 'vitest'
import { symbolOf, terminalText, timeText } from '../../../../src/cli/wallet/format'

describe('text from the service on a terminal', () => {
  it('stays on its line and cannot steer the terminal', () => {
    expect(terminalText('Carol')).toBe('Carol')
    expect(terminalText('Ça va, 王')).toBe('Ça va, 王')
    // A name that would clear the screen, start a fake line of the summary, or read backwards.
    expect(terminalText('Eve\u001b[2J')).toBe('Eve\ufffd[2J')
    expect(terminalText('Eve\n  pays 0.01 XIN to Eve')).toBe('Eve\ufffd  pays 0.01 XIN to Eve')
    expect(terminalText('Eve\u009b31m\u202eevE')).toBe('Eve\ufffd31m\ufffdevE')
    expect(symbolOf(new Map([['x', { symbol: 'X\u0007' } as never]]), 'x')).toBe('X\ufffd')
  })
})

describe('times', () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it('are shown in this computer’s time zone, with its offset from UTC', () => {
    const at = Date.UTC(2026, 10, 27, 9, 15, 42)
    process.env.TZ = 'UTC'
    expect(timeText(at)).toBe('2026-11-27 09:15 UTC')
    process.env.TZ = 'Europe/Berlin'
    expect(timeText(at)).toBe('2026-11-27 10:15 UTC+1')
    process.env.TZ = 'Asia/Kolkata'
    expect(timeText('2026-11-27T09:15:42.123456789Z')).toBe('2026-11-27 14:45 UTC+5:30')
    process.env.TZ = 'America/New_York'
    expect(timeText(at)).toBe('2026-11-27 04:15 UTC-5')
    // The day a person reads it, across midnight.
    expect(timeText(Date.UTC(2026, 10, 27, 2, 0))).toBe('2026-11-26 21:00 UTC-5')
  })
})
