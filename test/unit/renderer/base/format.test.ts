import { afterEach, describe, expect, it } from 'vitest'
import {
  assetLabel,
  formatAge,
  formatAmount,
  formatDuration,
  formatTime,
  shortHash,
  shortId,
  timeOf,
} from '../../../../src/renderer/base/format'
import { setWordsLocale } from '../../../../src/renderer/base/words'

describe('renderer format', () => {
  it('groups thousands without going through a float', () => {
    expect(formatAmount('1234567.12345678')).toBe('1,234,567.12345678')
    expect(formatAmount('999')).toBe('999')
    expect(formatAmount('0.00000001')).toBe('0.00000001')
    expect(formatAmount('90071992547409931')).toBe('90,071,992,547,409,931')
  })

  it('names known assets and shortens unknown ones', () => {
    expect(
      assetLabel('c94ac88f-4671-3976-b60a-09064f1811e8', { symbol: 'XIN', name: 'Mixin' }),
    ).toEqual({ symbol: 'XIN', name: 'Mixin' })
    // Until the wallet describes it, a short form of its id: no table of assets in the page.
    expect(assetLabel('c94ac88f-4671-3976-b60a-09064f1811e8')).toEqual({
      symbol: 'C94A',
      name: 'Asset c94ac88f',
    })
    expect(assetLabel('abcdef01-0000-4000-8000-000000000000')).toEqual({
      symbol: 'ABCD',
      name: 'Asset abcdef01',
    })
  })

  it('writes a time in the local format to the minute, and an unreadable one as unknown', () => {
    const at = Date.UTC(2024, 0, 1, 13, 5, 42)
    const expected = new Date(at).toLocaleString(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    expect(formatTime(at)).toBe(expected)
    expect(formatTime(at + 86_400_000)).not.toBe(expected)
    expect(formatTime(Number.NaN)).toBe('unknown')
  })

  it('reads RFC 3339 times with nanoseconds, and refuses others', () => {
    expect(timeOf('2024-01-01T00:00:00.123456789Z')).toBe(Date.UTC(2024, 0, 1) + 123)
    expect(timeOf('2024-01-01T00:00:00Z')).toBe(Date.UTC(2024, 0, 1))
    expect(timeOf('yesterday')).toBeNaN()
  })

  it('says ages in words', () => {
    const now = Date.UTC(2024, 0, 10)
    expect(formatAge(now - 10_000, now)).toBe('just now')
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(formatAge(now - 3 * 3600_000, now)).toBe('3 h ago')
    expect(formatAge(now - 5 * 86_400_000, now)).toBe('5 days ago')
    expect(formatAge(Number.NaN, now)).toBe('unknown')
    expect(formatAge(now + 60_000, now)).toBe('just now')
  })

  it('says durations in their largest whole unit', () => {
    expect(formatDuration(0)).toBe('off')
    expect(formatDuration(3600)).toBe('1 hour')
    expect(formatDuration(8 * 3600)).toBe('8 hours')
    expect(formatDuration(12 * 7 * 24 * 3600)).toBe('12 weeks')
    expect(formatDuration(90)).toBe('90 seconds')
  })

  it('shortens ids and hashes', () => {
    expect(shortId('3f2a1b4c-0000-4000-8000-000000000000')).toBe('3f2a1b4c')
    expect(shortHash('a'.repeat(60) + 'b1c2')).toBe('aaaaaa…b1c2')
    expect(shortHash('abc')).toBe('abc')
  })
})

describe('format, in Chinese', () => {
  afterEach(() => setWordsLocale('en'))

  it('says ages, durations and times in the language shown', () => {
    setWordsLocale('zh-CN')
    const now = Date.UTC(2024, 0, 10)
    expect(formatAge(now - 10_000, now)).toBe('刚刚')
    expect(formatAge(now - 5 * 60_000, now)).toBe('5 分钟前')
    expect(formatDuration(8 * 3600)).toBe('8 小时')
    expect(formatDuration(0)).toBe('关闭')
    const at = Date.UTC(2024, 0, 1, 13, 5, 42)
    expect(formatTime(at)).toBe(
      new Date(at).toLocaleString('zh-CN', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    )
    setWordsLocale('zh-TW')
    expect(formatAge(now - 3 * 3600_000, now)).toBe('3 小時前')
    expect(formatDuration(12 * 7 * 24 * 3600)).toBe('12 週')
  })
})
