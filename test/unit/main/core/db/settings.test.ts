import { describe, expect, it } from 'vitest'
import { SettingKey } from '../../../../../src/main/core/db/settings'
import { memoryCache } from './helpers'

describe('settings store', () => {
  it('sets, replaces, reads, lists and deletes values', () => {
    const c = memoryCache()
    expect(c.settings.get(SettingKey.apiBaseUrl)).toBeUndefined()
    c.settings.set(SettingKey.apiBaseUrl, 'http://127.0.0.1:7000')
    c.settings.set(SettingKey.apiBaseUrl, 'https://api.mixin.one')
    c.settings.set('ui.theme', 'dark')
    expect(c.settings.get(SettingKey.apiBaseUrl)).toBe('https://api.mixin.one')
    expect(c.settings.all()).toEqual({
      'api.base_url': 'https://api.mixin.one',
      'ui.theme': 'dark',
    })
    expect(c.settings.delete('ui.theme')).toBe(true)
    expect(c.settings.delete('ui.theme')).toBe(false)
  })

  it('sets many at once, or none when one is invalid', () => {
    const c = memoryCache()
    c.settings.setMany({ 'a.one': '1', 'a.two': '2' })
    expect(c.settings.all()).toEqual({ 'a.one': '1', 'a.two': '2' })
    expect(() => c.settings.setMany({ 'a.three': '3', 'Bad Key': 'x' })).toThrow(TypeError)
    expect(c.settings.get('a.three')).toBeUndefined()
  })

  it('refuses malformed keys and oversized values', () => {
    const c = memoryCache()
    expect(() => c.settings.set('', 'x')).toThrow(/"key"/)
    expect(() => c.settings.set('x'.repeat(65), 'x')).toThrow(/"key"/)
    expect(() => c.settings.set('ok', 'v'.repeat(16 * 1024 + 1))).toThrow(/"value"/)
    expect(() => c.settings.set('ok', 42 as never)).toThrow(TypeError)
  })
})
