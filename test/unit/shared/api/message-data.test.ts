/**
 * The category data schemas the sequencer and the wallet share: `parseMessageData` reads what
 * clients write and names the first invalid field; its argument checks are typed errors.
 */
import { describe, expect, it } from 'vitest'
import {
  BlazeMessage,
  MESSAGE_DATA_SCHEMAS,
  MessageCategory,
  MessageView,
  parseMessageData,
  SENDABLE_CATEGORIES,
  SYSTEM_CATEGORIES,
} from '../../../../src/shared/api/messages'

const bytes = (v: unknown) =>
  new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v))

describe('parseMessageData', () => {
  it('has a schema (or text) for every category, and categories split into sendable and system ones', () => {
    for (const c of MessageCategory.options)
      expect(c in MESSAGE_DATA_SCHEMAS || c === 'PLAIN_TEXT' || c === 'PLAIN_POST').toBe(true)
    expect(new Set([...SENDABLE_CATEGORIES, ...SYSTEM_CATEGORIES]).size).toBe(
      MessageCategory.options.length,
    )
    expect(SENDABLE_CATEGORIES.some((c) => c.startsWith('SYSTEM_'))).toBe(false)
  })

  it('returns text for texts and the parsed value for JSON', () => {
    expect(parseMessageData('PLAIN_TEXT', bytes('hi'))).toEqual({ ok: true, value: 'hi' })
    const audio = {
      attachment_id: crypto.randomUUID(),
      mime_type: 'audio/ogg',
      size: 1,
      duration: 2,
      wave_form: 'AA',
    }
    expect(parseMessageData('PLAIN_AUDIO', bytes(audio))).toEqual({ ok: true, value: audio })
  })

  it('reads the system categories clients receive', () => {
    expect(
      parseMessageData(
        'SYSTEM_CONVERSATION',
        bytes({ action: 'ADD', participant_id: crypto.randomUUID() }),
      ).ok,
    ).toBe(true)
    const snapshot = {
      type: 'transfer',
      snapshot_id: crypto.randomUUID(),
      opponent_id: crypto.randomUUID(),
      asset_id: crypto.randomUUID(),
      amount: '-0.5',
      trace_id: crypto.randomUUID(),
      memo: '',
      created_at: '2024-01-01T00:00:00.5Z',
    }
    expect(parseMessageData('SYSTEM_ACCOUNT_SNAPSHOT', bytes(snapshot)).ok).toBe(true)
    expect(
      parseMessageData('SYSTEM_ACCOUNT_SNAPSHOT', bytes({ ...snapshot, amount: '1e3' })),
    ).toMatchObject({ ok: false, path: 'data.amount' })
    // The public network has no multisig message.
    expect(MessageCategory.safeParse('SYSTEM_SAFE_MULTISIG').success).toBe(false)
  })

  it('names the first invalid field', () => {
    const group = [
      { label: 'a', color: '#000000', action: 'https://x' },
      { label: 'a'.repeat(37), color: '#000000', action: 'https://x' },
    ]
    expect(parseMessageData('APP_BUTTON_GROUP', bytes(group))).toEqual({
      ok: false,
      path: 'data.1.label',
      reason: 'expected 1 to 36 characters',
    })
    expect(parseMessageData('PLAIN_STICKER', bytes('{'))).toEqual({
      ok: false,
      path: 'data',
      reason: 'expected JSON',
    })
    expect(parseMessageData('PLAIN_TEXT', Uint8Array.of(0xc3))).toEqual({
      ok: false,
      path: 'data',
      reason: 'expected UTF-8 text',
    })
  })

  it('throws TypeError for an unknown category or non-bytes', () => {
    expect(() => parseMessageData('NOPE' as never, bytes('x'))).toThrow(TypeError)
    expect(() => parseMessageData('PLAIN_TEXT', 'x' as never)).toThrow(TypeError)
  })
})

describe('wire schemas', () => {
  it('a Blaze frame needs an id and an action', () => {
    expect(
      BlazeMessage.safeParse({ id: crypto.randomUUID(), action: 'LIST_PENDING_MESSAGES' }).success,
    ).toBe(true)
    expect(BlazeMessage.safeParse({ action: 'LIST_PENDING_MESSAGES' }).success).toBe(false)
    expect(BlazeMessage.safeParse({ id: 'x', action: 'A', error: { code: 401 } }).success).toBe(
      false,
    )
  })

  it('a delivered message is read in any official client’s shape: data or data_base64, optional extras', () => {
    const id = crypto.randomUUID()
    const view = {
      type: 'message',
      representative_id: '',
      quote_message_id: '',
      conversation_id: id,
      user_id: id,
      session_id: '',
      message_id: id,
      category: 'PLAIN_TEXT',
      data: 'aGk=',
      data_base64: 'aGk',
      status: 'SENT',
      source: 'LIST_PENDING_MESSAGES',
      silent: false,
      expire_in: 0,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    }
    expect(MessageView.parse(view)).toEqual(view)
    // Go's MessageView: data_base64 only, no silent or expire_in; read as one shape, the payload in `data`.
    const { data: _data, silent: _silent, expire_in: _expire, ...go } = view
    expect(MessageView.parse(go)).toMatchObject({
      data: 'aGk',
      data_base64: 'aGk',
      silent: false,
      expire_in: 0,
    })
    // Android's: `data`, and null ids.
    expect(
      MessageView.parse({
        ...view,
        data_base64: undefined,
        representative_id: null,
        quote_message_id: null,
      }),
    ).toMatchObject({ data: 'aGk=', representative_id: '', quote_message_id: '' })
    const { data_base64: _payload, ...none } = go
    expect(MessageView.safeParse(none).success).toBe(false)
  })
})
