import { describe, expect, it } from 'vitest'
import { notificationAdvice } from '../../../../src/renderer/settings/notification-advice'

describe('notificationAdvice', () => {
  it('says notifications are on when granted, and offers nothing more', () => {
    expect(notificationAdvice('granted', false, true)).toEqual({
      text: 'Notifications are on.',
      canAsk: false,
      warn: false,
    })
  })

  it('says a refusal happened and how to undo it where the page runs, without a button that cannot help', () => {
    const browser = notificationAdvice('denied', true, true)
    expect(browser).toMatchObject({ canAsk: false, warn: true })
    expect(browser.text).toMatch(
      /^Notifications are blocked for this page.*site settings.*address bar.*Allow.*reload/,
    )
    const desktop = notificationAdvice('denied', false, false)
    expect(desktop).toMatchObject({ canAsk: false, warn: true })
    expect(desktop.text).toMatch(/system’s notification settings/)
  })

  it('tells a closed question from one never asked', () => {
    expect(notificationAdvice('default', false, true)).toEqual({
      text: 'Notifications are off until you allow them.',
      canAsk: true,
      warn: false,
    })
    expect(notificationAdvice('default', true, true)).toMatchObject({
      canAsk: true,
      warn: true,
      text: expect.stringMatching(/closed without an answer.*Ask again/),
    })
  })

  it('says when the window cannot show any', () => {
    expect(notificationAdvice('unsupported', false, true)).toMatchObject({
      text: 'This window cannot show notifications.',
      canAsk: false,
    })
  })
})
