/**
 * What each category of a delivered message becomes for the window: every category the wallet
 * knows, read from its payload as the service delivers it (base64), ids lower-cased.
 */
import { describe, expect, it } from 'vitest'
import { bodyOf } from '../../../../../../src/main/core/services/messages/body'

const A = 'A0A00000-0000-4000-8000-00000000000A'
const a = A.toLowerCase()
const B = 'b0b00000-0000-4000-8000-000000000002'
const ASSET = 'c6d0c728-2624-429b-8e0d-d9d19b6592fa'
const HASH = 'ab'.repeat(32)
const AT = '2026-11-27T10:00:00.000000000Z'

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64')
const text = (value: string) => Buffer.from(value, 'utf8').toString('base64')

const file = { attachment_id: A, mime_type: 'image/png', size: 2048 }
const facts = { attachment_id: a, mime_type: 'image/png', size: 2048 }
const transfer = { opponent_id: B, asset_id: ASSET, amount: '-1.5', memo: 'rent' }
const told = { kind: 'transfer', asset_id: ASSET, amount: '-1.5', opponent_id: B, memo: 'rent' }
const safe = {
  type: 'transfer',
  snapshot_id: B,
  user_id: B,
  transaction_hash: HASH,
  created_at: AT,
  ...transfer,
}

const CASES: [category: string, data: string, body: unknown][] = [
  ['PLAIN_TEXT', text('hello'), { kind: 'text', text: 'hello' }],
  ['PLAIN_POST', text('# notes'), { kind: 'post', text: '# notes' }],
  [
    'SYSTEM_CONVERSATION',
    json({ action: 'ADD', participant_id: B, user_id: B }),
    {
      kind: 'system',
      event: {
        action: 'ADD',
        user_id: B,
        participant_id: B,
        role: null,
        expire_in: null,
        changed: [],
      },
    },
  ],
  [
    'APP_BUTTON_GROUP',
    json([{ label: 'Open', color: '#112233', action: 'https://example.com/a' }]),
    {
      kind: 'buttons',
      buttons: [{ label: 'Open', color: '#112233', url: 'https://example.com/a' }],
    },
  ],
  ['PLAIN_STICKER', json({ sticker_id: A }), { kind: 'sticker', sticker_id: a }],
  [
    'PLAIN_IMAGE',
    json({ ...file, width: 640, height: 480 }),
    { kind: 'image', ...facts, width: 640, height: 480 },
  ],
  [
    'PLAIN_AUDIO',
    json({ ...file, duration: 65_000 }),
    { kind: 'audio', ...facts, duration_ms: 65_000 },
  ],
  [
    'PLAIN_VIDEO',
    json({ ...file, width: 640, height: 480, duration: 9_000 }),
    { kind: 'video', ...facts, width: 640, height: 480, duration_ms: 9_000 },
  ],
  ['PLAIN_DATA', json({ ...file, name: 'run.json' }), { kind: 'file', ...facts, name: 'run.json' }],
  ['PLAIN_CONTACT', json({ user_id: A }), { kind: 'contact', user_id: a }],
  [
    'PLAIN_LOCATION',
    json({ latitude: 52.5, longitude: 13.4 }),
    { kind: 'location', latitude: 52.5, longitude: 13.4, name: null, address: null },
  ],
  [
    'PLAIN_LIVE',
    json({ width: 1, height: 1, thumb_url: 'https://t.example', url: 'https://l.example' }),
    { kind: 'live', url: 'https://l.example' },
  ],
  [
    'PLAIN_TRANSCRIPT',
    json([
      { transcript_id: A, message_id: B, category: 'PLAIN_TEXT' },
      { transcript_id: A, message_id: A, category: 'PLAIN_TEXT' },
    ]),
    { kind: 'transcript', count: 2 },
  ],
  [
    'MESSAGE_PIN',
    json({ action: 'PIN', message_ids: [A, B] }),
    { kind: 'pin', action: 'PIN', message_ids: [a, B] },
  ],
  [
    'SYSTEM_ACCOUNT_SNAPSHOT',
    json({ type: 'transfer', snapshot_id: B, trace_id: '', created_at: AT, ...transfer }),
    told,
  ],
  ['SYSTEM_SAFE_SNAPSHOT', json(safe), told],
  ['SYSTEM_SAFE_INSCRIPTION', json({ ...safe, opponent_id: '' }), { ...told, opponent_id: null }],
  ['MESSAGE_RECALL', json({ message_id: B }), { kind: 'recalled' }],
]

describe('bodyOf', () => {
  it.each(CASES)('reads %s', (category, data, body) => {
    expect(bodyOf(category, data)).toEqual(body)
  })

  it('reads a card, its request link and its buttons', () => {
    const link = `https://mixin.one/multisigs/${B}`
    expect(
      bodyOf(
        'APP_CARD',
        json({
          app_id: A,
          title: 'Payment request',
          description: '1 XIN',
          actions: { buttons: [{ label: 'Review', url: link }] },
        }),
      ),
    ).toEqual({
      kind: 'card',
      app_id: a,
      title: 'Payment request',
      description: '1 XIN',
      action: null,
      buttons: [{ label: 'Review', color: null, url: link }],
      request_id: B,
    })
  })

  it('names a category it does not know, and says why data breaking its rules is not shown', () => {
    expect(bodyOf('PLAIN_HOLOGRAM', text('x'))).toEqual({
      kind: 'unknown',
      category: 'PLAIN_HOLOGRAM',
    })
    expect(bodyOf('PLAIN_IMAGE', json({ ...file, width: 0, height: 1 }))).toMatchObject({
      kind: 'invalid',
      category: 'PLAIN_IMAGE',
    })
  })
})
