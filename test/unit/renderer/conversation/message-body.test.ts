import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { MessageBody as Body } from '../../../../src/shared/bridge'
import { MessageBody, type MessageActions } from '../../../../src/renderer/conversation/MessageBody'

const APP = 'a9900000-0000-4000-8000-000000000001'
const REQUEST = '4e900000-0000-4000-8000-000000000002'
const nameOf = (id: string) => ({ [APP]: 'Treasury bot' })[id] ?? id.slice(0, 8)
const act: MessageActions = {
  openLink: () => undefined,
  review: () => undefined,
  attachment: () => Promise.reject(new Error('not in this test')),
  save: () => undefined,
}
const html = (body: Body) => renderToStaticMarkup(createElement(MessageBody, { body, nameOf, act }))
const card = (over: Partial<Extract<Body, { kind: 'card' }>> = {}): Body => ({ kind: 'card', app_id: APP, title: 'Payout', description: '0.4 XIN to Dave', action: null, buttons: [], request_id: null, ...over })

describe('a message body as drawn', () => {
  it('gives a request’s card a Review button, and other links a button that asks first', () => {
    expect(html(card({ request_id: REQUEST, action: `https://mixin.one/multisigs/${REQUEST}` }))).toContain('>Review</button>')
    const out = html(card({ action: 'https://example.com/x', buttons: [{ label: 'Docs', color: null, url: 'https://docs.example.com' }] }))
    expect(out).not.toContain('Review')
    expect(out).toContain('title="https://docs.example.com"')
    // No element that would load or follow anything by itself.
    expect(out).not.toMatch(/<a |<img |<iframe /)
  })

  it('keeps an overlong card within its limits', () => {
    const out = html(card({ title: 'T'.repeat(500), description: 'D'.repeat(5000), buttons: [{ label: 'L'.repeat(300), color: null, url: 'https://x.example' }] }))
    expect(out).toContain(`${'T'.repeat(35)}…`)
    expect(out).not.toContain('T'.repeat(36))
    expect(out).not.toContain('D'.repeat(256))
    expect(out).not.toContain('L'.repeat(64))
  })

  it('says what it cannot show, and why', () => {
    expect(html({ kind: 'unknown', category: 'PLAIN_HOLOGRAM' })).toContain('A message of a kind Cosigner cannot show (PLAIN_HOLOGRAM)')
    expect(html({ kind: 'invalid', category: 'APP_BUTTON_GROUP', reason: 'it has more than 10 buttons' })).toContain('it has more than 10 buttons')
  })

  it('offers a file for download, and keeps text as text', () => {
    const out = html({ kind: 'file', attachment_id: REQUEST, mime_type: 'application/pdf', size: 1_200_000, name: 'report.pdf' })
    expect(out).toContain('📎 report.pdf · 1.2 MB')
    expect(out).toContain('>Download</button>')
    expect(html({ kind: 'text', text: '<b>hi</b>' })).toContain('&lt;b&gt;hi&lt;/b&gt;')
  })
})
