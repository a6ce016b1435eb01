/**
 * `POST /messages` in-process: every category's data accepted as the official clients write it and
 * refused just past each limit, the sender rules (members only, bots `PLAIN_*` only, attachments
 * uploaded), batch atomicity, idempotency, and malformed bodies. Every refusal leaves the database
 * exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../../src/shared/api/error'
import {
  b64,
  expectError,
  fixture,
  message,
  sorted,
  stored,
  uploadAttachment,
  type Fixture,
} from './setup'
import type { TestUser } from '../../../helpers/sequencer'

let f: Fixture
beforeAll(async () => {
  f = await fixture()
})
afterAll(() => f?.close())

async function accepted(user: TestUser, body: unknown): Promise<void> {
  const res = await f.call(user, 'POST', '/messages', body)
  expect(await res.json()).toEqual({ data: {} })
  expect(res.status).toBe(200)
}

async function refused(
  user: TestUser,
  body: unknown,
  status: number,
  code: number,
  field?: string,
): Promise<string> {
  const before = f.snapshot()
  const error = await expectError(f.call(user, 'POST', '/messages', body), status, code)
  if (field !== undefined) expect(error.extra?.field).toBe(field)
  expect(f.snapshot()).toEqual(before)
  return error.description
}

/** Sends one message of `category` with `data` to the group as alice and says whether it was accepted; a refusal must name `[0].<field>`. */
async function verdict(category: string, data: unknown, field?: string): Promise<boolean> {
  const before = f.snapshot()
  const res = await f.call(f.alice, 'POST', '/messages', [message(f.groupId, category, data)])
  const json = (await res.json()) as { error?: { code: number; extra?: { field?: string } } }
  if (res.status === 200) return true
  expect(json.error?.code).toBe(ErrorCode.InvalidField)
  if (field !== undefined) expect(json.error?.extra?.field).toBe(`[0].${field}`)
  expect(f.snapshot()).toEqual(before)
  return false
}

const url = 'https://example.com/a'
const button = (o: Record<string, unknown> = {}) => ({
  label: 'Open',
  color: '#AABBCC',
  action: url,
  ...o,
})
/** A card from alice's own app (a user's app_id is its user id). */
const card = (o: Record<string, unknown> = {}) => ({
  app_id: f.alice.userId,
  title: 'Title',
  description: 'Description',
  ...o,
})

describe('each category as clients send it', () => {
  it('stores the exact bytes for every other member, one receipt each, pending', async () => {
    const image = await uploadAttachment(f, f.alice)
    const audio = await uploadAttachment(f, f.bob)
    const video = await uploadAttachment(f, f.alice)
    const file = await uploadAttachment(f, f.alice)
    const att = { mime_type: 'image/jpeg', size: 16 }
    const earlier = message(f.groupId, 'PLAIN_TEXT', 'to be recalled')
    await accepted(f.alice, [earlier])
    const bodies: [string, unknown][] = [
      ['PLAIN_TEXT', 'hello, 世界 👋'],
      ['PLAIN_POST', '# Title\n\n*markdown*'],
      [
        'PLAIN_STICKER',
        { sticker_id: crypto.randomUUID(), name: 'wave', album_id: crypto.randomUUID() },
      ],
      [
        'PLAIN_IMAGE',
        { attachment_id: image.attachment_id, ...att, width: 640, height: 480, thumbnail: 'AAAA' },
      ],
      [
        'PLAIN_AUDIO',
        {
          attachment_id: audio.attachment_id,
          mime_type: 'audio/ogg',
          size: 16,
          duration: 3000,
          waveform: 'AAEC',
        },
      ],
      [
        'PLAIN_AUDIO',
        {
          attachment_id: audio.attachment_id,
          mime_type: 'audio/ogg',
          size: 16,
          duration: 3000,
          wave_form: 'AAEC',
          created_at: '2024-01-01T00:00:00Z',
        },
      ],
      [
        'PLAIN_VIDEO',
        {
          attachment_id: video.attachment_id,
          mime_type: 'video/mp4',
          width: 1,
          height: 1,
          size: 16,
          duration: 0,
          thumbnail: '',
        },
      ],
      [
        'PLAIN_DATA',
        {
          attachment_id: file.attachment_id,
          mime_type: 'application/pdf',
          size: 16,
          name: 'contract.pdf',
        },
      ],
      ['PLAIN_CONTACT', { user_id: f.carol.userId }],
      [
        'PLAIN_LIVE',
        {
          width: 1280,
          height: 720,
          thumb_url: 'https://example.com/t.jpg',
          url: 'https://example.com/live.m3u8',
          shareable: true,
        },
      ],
      ['PLAIN_LOCATION', { longitude: -180, latitude: 90, name: 'Pole', address: '' }],
      ['PLAIN_LOCATION', { longitude: 180, latitude: -90 }],
      [
        'PLAIN_TRANSCRIPT',
        [
          {
            transcript_id: crypto.randomUUID(),
            message_id: crypto.randomUUID(),
            category: 'PLAIN_TEXT',
            content: 'hi',
          },
        ],
      ],
      ['APP_CARD', card({ icon_url: url, action: url, shareable: false })],
      ['APP_CARD', card({ cover_url: url, actions: [button()] })],
      [
        'APP_CARD',
        card({
          cover: { mime_type: 'image/png', url, width: 16, height: 10 },
          actions: { buttons: [{ label: 'Go', url: 'mixin://apps' }] },
        }),
      ],
      [
        'APP_BUTTON_GROUP',
        [button(), button({ label: 'Pay', color: '#00ff00', action: 'input:pay' })],
      ],
      ['MESSAGE_PIN', { action: 'PIN', message_ids: [crypto.randomUUID()] }],
      ['MESSAGE_RECALL', { message_id: earlier.message_id }],
    ]
    const before = stored(f, f.groupId).length
    const items = bodies.map(([category, data]) => message(f.groupId, category, data))
    await accepted(f.alice, items)
    const after = stored(f, f.groupId).slice(before)
    expect(after.map((m) => m.category)).toEqual(bodies.map(([c]) => c))
    after.forEach((m, i) => {
      const [, data] = bodies[i]!
      expect(m.text).toBe(typeof data === 'string' ? data : JSON.stringify(data))
      expect(m.sender).toBe(f.alice.userId)
      expect(sorted(m.recipients.map((r) => r.userId))).toEqual(
        sorted([f.bob.userId, f.carol.userId, f.bot.userId]),
      )
      expect(m.recipients.every((r) => r.status === 'SENT')).toBe(true)
    })
  })

  it('reads data_base64 in every spelling clients use, and `data` when it is absent', async () => {
    const text = 'spellings ~~~ ???'
    const raw = Buffer.from(text)
    const spellings = [
      raw.toString('base64url'),
      raw.toString('base64'),
      raw.toString('base64').replace(/=+$/, ''),
      raw.toString('base64').replace(/(.{8})/g, '$1\n'),
    ]
    for (const data_base64 of spellings) {
      const m = { ...message(f.contactId, 'PLAIN_TEXT', ''), data_base64 }
      await accepted(f.alice, [m])
      expect(stored(f, f.contactId).at(-1)!.text).toBe(text)
    }
    const viaData = {
      ...message(f.contactId, 'PLAIN_TEXT', ''),
      data_base64: undefined,
      data: raw.toString('base64'),
    }
    await accepted(f.bob, [viaData])
    expect(stored(f, f.contactId).at(-1)).toMatchObject({ text, sender: f.bob.userId })
  })

  it('takes a single object as a batch of one (the SDK sendLegacy)', async () => {
    const m = message(f.contactId, 'PLAIN_TEXT', 'legacy')
    await accepted(f.alice, m)
    expect(stored(f, f.contactId).at(-1)).toMatchObject({ messageId: m.message_id, text: 'legacy' })
  })
})

describe('limits at their boundaries', () => {
  it('card title: 1 to 36 characters, counted as code points', async () => {
    expect(await verdict('APP_CARD', card({ title: 'x'.repeat(36) }))).toBe(true)
    expect(await verdict('APP_CARD', card({ title: '😀'.repeat(36) }))).toBe(true)
    expect(await verdict('APP_CARD', card({ title: 'x'.repeat(37) }), 'data.title')).toBe(false)
    expect(await verdict('APP_CARD', card({ title: '😀'.repeat(37) }), 'data.title')).toBe(false)
    expect(await verdict('APP_CARD', card({ title: '' }), 'data.title')).toBe(false)
    expect(await verdict('APP_CARD', card({ title: 'x' }))).toBe(true)
  })

  it('card description: 1 to 1024 characters', async () => {
    expect(await verdict('APP_CARD', card({ description: 'd'.repeat(1024) }))).toBe(true)
    expect(
      await verdict('APP_CARD', card({ description: 'd'.repeat(1025) }), 'data.description'),
    ).toBe(false)
    expect(await verdict('APP_CARD', card({ description: '' }), 'data.description')).toBe(false)
  })

  it('card: app_id and title are required, URLs must be URLs', async () => {
    expect(await verdict('APP_CARD', { title: 'x', description: 'y' }, 'data.app_id')).toBe(false)
    expect(await verdict('APP_CARD', card({ title: undefined }), 'data.title')).toBe(false)
    expect(await verdict('APP_CARD', card({ cover_url: 'ftp://x' }), 'data.cover_url')).toBe(false)
    expect(await verdict('APP_CARD', card({ action: 'javascript:alert(1)' }), 'data.action')).toBe(
      false,
    )
  })

  it('card actions and button groups: 1 to 6', async () => {
    const six = Array.from({ length: 6 }, () => button())
    expect(await verdict('APP_CARD', card({ actions: six }))).toBe(true)
    expect(await verdict('APP_CARD', card({ actions: [...six, button()] }), 'data.actions')).toBe(
      false,
    )
    expect(await verdict('APP_CARD', card({ actions: [] }), 'data.actions')).toBe(false)
    expect(
      await verdict(
        'APP_CARD',
        card({ actions: { buttons: Array.from({ length: 7 }, () => ({ label: 'a', url })) } }),
        'data.actions',
      ),
    ).toBe(false)
    expect(await verdict('APP_BUTTON_GROUP', six)).toBe(true)
    expect(await verdict('APP_BUTTON_GROUP', [...six, button()], 'data')).toBe(false)
    expect(await verdict('APP_BUTTON_GROUP', [], 'data')).toBe(false)
    expect(await verdict('APP_BUTTON_GROUP', button(), 'data')).toBe(false)
  })

  it('button label 1 to 36, colour #RRGGBB, action a safe absolute URL', async () => {
    expect(await verdict('APP_BUTTON_GROUP', [button({ label: 'l'.repeat(36) })])).toBe(true)
    expect(
      await verdict('APP_BUTTON_GROUP', [button({ label: 'l'.repeat(37) })], 'data.0.label'),
    ).toBe(false)
    expect(
      await verdict('APP_BUTTON_GROUP', [button(), button({ label: '' })], 'data.1.label'),
    ).toBe(false)
    expect(await verdict('APP_BUTTON_GROUP', [button({ color: '#abcdef' })])).toBe(true)
    for (const color of ['#ABCDE', '#ABCDEF0', 'red', '#GGGGGG', 'ABCDEF', undefined]) {
      expect(await verdict('APP_BUTTON_GROUP', [button({ color })], 'data.0.color')).toBe(false)
    }
    for (const action of [
      'not a url',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      '',
    ]) {
      expect(await verdict('APP_BUTTON_GROUP', [button({ action })], 'data.0.action')).toBe(false)
    }
    expect(
      await verdict(
        'APP_CARD',
        card({ actions: [button({ label: 'l'.repeat(37) })] }),
        'data.actions.0.label',
      ),
    ).toBe(false)
  })

  it('text and post: non-empty UTF-8', async () => {
    expect(await verdict('PLAIN_TEXT', 'x')).toBe(true)
    expect(await verdict('PLAIN_TEXT', '', 'data')).toBe(false)
    expect(await verdict('PLAIN_POST', '', 'data')).toBe(false)
    const before = f.snapshot()
    const res = await f.call(f.alice, 'POST', '/messages', [
      { ...message(f.groupId, 'PLAIN_TEXT', ''), data_base64: b64(Uint8Array.of(0xff, 0xfe)) },
    ])
    expect(res.status).toBe(400)
    expect(f.snapshot()).toEqual(before)
  })

  it('media fields: positive dimensions, sizes and durations from 0, a MIME type', async () => {
    const { attachment_id } = await uploadAttachment(f, f.alice)
    const image = (o: Record<string, unknown>) => ({
      attachment_id,
      mime_type: 'image/png',
      width: 1,
      height: 1,
      size: 0,
      ...o,
    })
    expect(await verdict('PLAIN_IMAGE', image({}))).toBe(true)
    expect(await verdict('PLAIN_IMAGE', image({ width: 0 }), 'data.width')).toBe(false)
    expect(await verdict('PLAIN_IMAGE', image({ height: 1.5 }), 'data.height')).toBe(false)
    expect(await verdict('PLAIN_IMAGE', image({ size: -1 }), 'data.size')).toBe(false)
    expect(await verdict('PLAIN_IMAGE', image({ mime_type: '' }), 'data.mime_type')).toBe(false)
    expect(await verdict('PLAIN_IMAGE', image({ width: '640' }), 'data.width')).toBe(false)
    expect(await verdict('PLAIN_VIDEO', { ...image({}), duration: -1 }, 'data.duration')).toBe(
      false,
    )
    expect(
      await verdict(
        'PLAIN_AUDIO',
        { attachment_id, mime_type: 'audio/ogg', size: 1 },
        'data.duration',
      ),
    ).toBe(false)
    expect(
      await verdict(
        'PLAIN_DATA',
        { attachment_id, mime_type: 'text/plain', size: 1, name: '' },
        'data.name',
      ),
    ).toBe(false)
  })

  it('location within ±180/±90; live URLs are http(s); sticker and contact ids are UUIDs', async () => {
    expect(
      await verdict('PLAIN_LOCATION', { longitude: 180.0001, latitude: 0 }, 'data.longitude'),
    ).toBe(false)
    expect(
      await verdict('PLAIN_LOCATION', { longitude: 0, latitude: -90.0001 }, 'data.latitude'),
    ).toBe(false)
    expect(await verdict('PLAIN_LOCATION', { longitude: '1', latitude: 0 }, 'data.longitude')).toBe(
      false,
    )
    const live = { width: 1, height: 1, thumb_url: url, url }
    expect(await verdict('PLAIN_LIVE', { ...live, url: 'rtmp://x/y' }, 'data.url')).toBe(false)
    expect(await verdict('PLAIN_STICKER', { sticker_id: 'wave' }, 'data.sticker_id')).toBe(false)
    expect(await verdict('PLAIN_CONTACT', { user_id: crypto.randomUUID() }, 'data.user_id')).toBe(
      false,
    )
  })

  it('pins name 1 to 100 messages with PIN or UNPIN; a recall names one message', async () => {
    const ids = (n: number) => Array.from({ length: n }, () => crypto.randomUUID())
    expect(await verdict('MESSAGE_PIN', { action: 'UNPIN', message_ids: ids(100) })).toBe(true)
    expect(
      await verdict('MESSAGE_PIN', { action: 'PIN', message_ids: ids(101) }, 'data.message_ids'),
    ).toBe(false)
    expect(
      await verdict('MESSAGE_PIN', { action: 'PIN', message_ids: [] }, 'data.message_ids'),
    ).toBe(false)
    expect(
      await verdict('MESSAGE_PIN', { action: 'STICK', message_ids: ids(1) }, 'data.action'),
    ).toBe(false)
    expect(await verdict('MESSAGE_RECALL', {}, 'data.message_id')).toBe(false)
  })

  it('JSON categories need JSON; transcripts need records', async () => {
    expect(await verdict('PLAIN_STICKER', 'not json', 'data')).toBe(false)
    expect(await verdict('PLAIN_TRANSCRIPT', [], 'data')).toBe(false)
    expect(
      await verdict(
        'PLAIN_TRANSCRIPT',
        [{ message_id: crypto.randomUUID(), category: 'PLAIN_TEXT' }],
        'data.0.transcript_id',
      ),
    ).toBe(false)
  })

  it('only categories clients may send: no SYSTEM_*, no encrypted or unknown ones', async () => {
    for (const category of [
      'SYSTEM_CONVERSATION',
      'SYSTEM_ACCOUNT_SNAPSHOT',
      'SYSTEM_SAFE_MULTISIG',
      'SIGNAL_TEXT',
      'ENCRYPTED_TEXT',
      'plain_text',
      'X',
    ]) {
      expect(await verdict(category, { action: 'ADD' }, 'category')).toBe(false)
    }
  })
})

describe('the envelope and the body', () => {
  it('names the failing entry and field of a batch', async () => {
    const good = message(f.groupId, 'PLAIN_TEXT', 'fine')
    await refused(
      f.alice,
      [good, message(f.groupId, 'APP_CARD', card({ title: '' }))],
      400,
      ErrorCode.InvalidField,
      '[1].data.title',
    )
    await refused(
      f.alice,
      [good, { ...good, message_id: 'nope' }],
      400,
      ErrorCode.InvalidField,
      '[1].message_id',
    )
    await refused(
      f.alice,
      [{ ...good, conversation_id: undefined }],
      400,
      ErrorCode.InvalidField,
      '[0].conversation_id',
    )
    await refused(
      f.alice,
      [{ ...good, data_base64: undefined }],
      400,
      ErrorCode.InvalidField,
      '[0].data_base64',
    )
    await refused(
      f.alice,
      [{ ...good, data_base64: '@@@@' }],
      400,
      ErrorCode.InvalidField,
      '[0].data_base64',
    )
    await refused(
      f.alice,
      [{ ...good, data_base64: 'QUJDR' }],
      400,
      ErrorCode.InvalidField,
      '[0].data_base64',
    )
    await refused(
      f.alice,
      [{ ...good, data_base64: 'QQ=A' }],
      400,
      ErrorCode.InvalidField,
      '[0].data_base64',
    )
    await refused(
      f.alice,
      [{ ...good, data_base64: undefined, data: 'a b!' }],
      400,
      ErrorCode.InvalidField,
      '[0].data',
    )
    await refused(f.alice, [{ ...good, silent: 'yes' }], 400, ErrorCode.InvalidField, '[0].silent')
    await refused(
      f.alice,
      [{ ...good, expire_in: -1 }],
      400,
      ErrorCode.InvalidField,
      '[0].expire_in',
    )
    await refused(
      f.alice,
      [{ ...good, representative_id: 'x' }],
      400,
      ErrorCode.InvalidField,
      '[0].representative_id',
    )
    await refused(f.alice, [{ ...good, status: 'READ' }], 400, ErrorCode.InvalidField, '[0].status')
    await refused(f.alice, [7], 400, ErrorCode.InvalidField, '[0]')
  })

  it('refuses bytes that are not JSON with 400 and bodies of the wrong shape with 10002', async () => {
    await refused(f.alice, '[{"conversation_id":', 400, ErrorCode.BadRequest)
    await refused(f.alice, '"text"', 400, ErrorCode.InvalidField, '(body)')
    await refused(f.alice, '42', 400, ErrorCode.InvalidField, '(body)')
    await refused(f.alice, [], 400, ErrorCode.InvalidField, '(body)')
  })

  it('takes 100 messages and no more', async () => {
    const batch = (n: number) =>
      Array.from({ length: n }, () => message(f.contactId, 'PLAIN_TEXT', 'x'))
    await refused(f.alice, batch(101), 400, ErrorCode.InvalidField, '(body)')
    const before = stored(f, f.contactId).length
    await accepted(f.alice, batch(100))
    expect(stored(f, f.contactId).length).toBe(before + 100)
  })

  it('refuses a body over 128 KB with 413', async () => {
    const big = message(f.contactId, 'PLAIN_TEXT', 'x'.repeat(100 * 1024))
    await refused(f.alice, [big, big], 413, ErrorCode.PayloadTooLarge)
  })

  it('needs an access token', async () => {
    const res = await f.seq.app.request('/messages', {
      method: 'POST',
      body: JSON.stringify([message(f.groupId, 'PLAIN_TEXT', 'x')]),
    })
    expect(res.status).toBe(401)
  })
})

describe('who may send what, to whom', () => {
  it('a non-member, or an unknown conversation, is 403', async () => {
    await refused(
      f.mallory,
      [message(f.groupId, 'PLAIN_TEXT', 'let me in')],
      403,
      ErrorCode.Forbidden,
      '[0].conversation_id',
    )
    await refused(
      f.carol,
      [message(f.contactId, 'PLAIN_TEXT', 'not mine')],
      403,
      ErrorCode.Forbidden,
      '[0].conversation_id',
    )
    await refused(
      f.alice,
      [message(crypto.randomUUID(), 'PLAIN_TEXT', 'nowhere')],
      403,
      ErrorCode.Forbidden,
      '[0].conversation_id',
    )
  })

  it('a bot sends PLAIN_* only', async () => {
    await accepted(f.bot, [message(f.groupId, 'PLAIN_TEXT', 'beep')])
    await accepted(f.bot, [
      message(f.groupId, 'PLAIN_STICKER', { sticker_id: crypto.randomUUID() }),
    ])
    await refused(
      f.bot,
      [message(f.groupId, 'APP_CARD', card())],
      403,
      ErrorCode.Forbidden,
      '[0].category',
    )
    await refused(
      f.bot,
      [message(f.groupId, 'APP_BUTTON_GROUP', [button()])],
      403,
      ErrorCode.Forbidden,
      '[0].category',
    )
    await refused(
      f.bot,
      [message(f.groupId, 'MESSAGE_RECALL', { message_id: crypto.randomUUID() })],
      403,
      ErrorCode.Forbidden,
      '[0].category',
    )
    await refused(
      f.bot,
      [
        message(f.groupId, 'PLAIN_TEXT', 'ok'),
        message(f.groupId, 'MESSAGE_PIN', { action: 'PIN', message_ids: [crypto.randomUUID()] }),
      ],
      403,
      ErrorCode.Forbidden,
      '[1].category',
    )
  })

  it('image, audio, video and file need an attachment that exists and was uploaded', async () => {
    const data = (attachment_id: string) => ({
      attachment_id,
      mime_type: 'application/pdf',
      size: 1,
      name: 'a.pdf',
    })
    await refused(
      f.alice,
      [message(f.groupId, 'PLAIN_DATA', data(crypto.randomUUID()))],
      400,
      ErrorCode.InvalidField,
      '[0].data.attachment_id',
    )
    const created = (await (await f.call(f.alice, 'POST', '/attachments')).json()) as {
      data: { attachment_id: string }
    }
    for (const category of ['PLAIN_IMAGE', 'PLAIN_VIDEO']) {
      const media = {
        attachment_id: created.data.attachment_id,
        mime_type: 'image/png',
        width: 1,
        height: 1,
        size: 1,
        duration: 1,
      }
      await refused(
        f.alice,
        [message(f.groupId, category, media)],
        400,
        ErrorCode.InvalidField,
        '[0].data.attachment_id',
      )
    }
    await refused(
      f.alice,
      [
        message(f.groupId, 'PLAIN_AUDIO', {
          attachment_id: created.data.attachment_id,
          mime_type: 'audio/ogg',
          size: 1,
          duration: 1,
        }),
      ],
      400,
      ErrorCode.InvalidField,
      '[0].data.attachment_id',
    )
    const uploaded = await uploadAttachment(f, f.carol)
    await accepted(f.alice, [
      message(f.groupId, 'PLAIN_DATA', data(uploaded.attachment_id.toUpperCase())),
    ])
  })

  it('recipient_id: the other side of a contact; in a group, one member alone', async () => {
    await accepted(f.alice, [
      message(f.contactId, 'PLAIN_TEXT', 'to bob', { recipient_id: f.bob.userId }),
    ])
    expect(
      stored(f, f.contactId)
        .at(-1)!
        .recipients.map((r) => r.userId),
    ).toEqual([f.bob.userId])
    await refused(
      f.alice,
      [message(f.contactId, 'PLAIN_TEXT', 'x', { recipient_id: f.carol.userId })],
      400,
      ErrorCode.InvalidField,
      '[0].recipient_id',
    )
    await refused(
      f.alice,
      [message(f.contactId, 'PLAIN_TEXT', 'x', { recipient_id: f.alice.userId })],
      400,
      ErrorCode.InvalidField,
      '[0].recipient_id',
    )
    await accepted(f.alice, [
      message(f.groupId, 'PLAIN_TEXT', 'just carol', {
        recipient_id: f.carol.userId,
        representative_id: '',
        quote_message_id: null,
      }),
    ])
    expect(
      stored(f, f.groupId)
        .at(-1)!
        .recipients.map((r) => r.userId),
    ).toEqual([f.carol.userId])
    await refused(
      f.alice,
      [message(f.groupId, 'PLAIN_TEXT', 'x', { recipient_id: f.mallory.userId })],
      400,
      ErrorCode.InvalidField,
      '[0].recipient_id',
    )
  })
})

describe('nobody speaks for someone else', () => {
  it('representative_id is empty or the sender', async () => {
    await accepted(f.bob, [
      message(f.groupId, 'PLAIN_TEXT', 'me', { representative_id: f.bob.userId.toUpperCase() }),
    ])
    expect(
      await refused(
        f.bob,
        [message(f.groupId, 'PLAIN_TEXT', 'as alice', { representative_id: f.alice.userId })],
        403,
        ErrorCode.Forbidden,
        '[0].representative_id',
      ),
    ).toMatch(/on behalf of another user/)
  })

  it('a recall takes back only your own message in the same conversation', async () => {
    const alices = message(f.groupId, 'PLAIN_TEXT', 'from alice')
    const bobs = message(f.groupId, 'PLAIN_TEXT', 'from bob')
    await accepted(f.alice, [alices])
    await accepted(f.bob, [bobs])
    const recall = (id: unknown, conversationId = f.groupId) => [
      message(conversationId, 'MESSAGE_RECALL', { message_id: id }),
    ]
    expect(
      await refused(
        f.bob,
        recall(alices.message_id),
        403,
        ErrorCode.Forbidden,
        '[0].data.message_id',
      ),
    ).toMatch(/only your own messages/)
    await refused(f.alice, recall(bobs.message_id), 403, ErrorCode.Forbidden, '[0].data.message_id')
    await refused(
      f.alice,
      recall(crypto.randomUUID()),
      403,
      ErrorCode.Forbidden,
      '[0].data.message_id',
    )
    await refused(
      f.alice,
      recall(alices.message_id, f.contactId),
      403,
      ErrorCode.Forbidden,
      '[0].data.message_id',
    )
    await accepted(f.bob, recall(bobs.message_id))
    // A message and its recall in one batch.
    const again = message(f.contactId, 'PLAIN_TEXT', 'oops')
    await accepted(f.alice, [again, ...recall(again.message_id, f.contactId)])
  })

  it('in a group only the owner and admins pin; either side of a contact conversation may', async () => {
    const pin = (conversationId: string) => [
      message(conversationId, 'MESSAGE_PIN', { action: 'PIN', message_ids: [crypto.randomUUID()] }),
    ]
    expect(
      await refused(f.carol, pin(f.groupId), 403, ErrorCode.Forbidden, '[0].category'),
    ).toMatch(/owner and admins/)
    await accepted(f.alice, pin(f.groupId))
    await accepted(f.bob, pin(f.contactId))
    await accepted(f.alice, [message(f.groupId, 'PLAIN_TEXT', 'x')])
    const promoted = await f.call(
      f.alice,
      'POST',
      `/conversations/${f.groupId}/participants/ROLE`,
      [{ user_id: f.carol.userId, role: 'ADMIN' }],
    )
    expect(promoted.status).toBe(200)
    await accepted(f.carol, pin(f.groupId))
  })

  it("a card names the sender's own app", async () => {
    expect(
      await refused(
        f.bob,
        [message(f.groupId, 'APP_CARD', card())],
        403,
        ErrorCode.Forbidden,
        '[0].data.app_id',
      ),
    ).toMatch(/your own app/)
    await refused(
      f.alice,
      [message(f.groupId, 'APP_CARD', card({ app_id: crypto.randomUUID() }))],
      403,
      ErrorCode.Forbidden,
      '[0].data.app_id',
    )
    await accepted(f.bob, [message(f.groupId, 'APP_CARD', card({ app_id: f.bob.userId }))])
  })
})

describe('a batch is all or nothing, and message ids are idempotent', () => {
  it('one bad message refuses the batch: nothing of it is stored', async () => {
    const good = [message(f.groupId, 'PLAIN_TEXT', 'a'), message(f.contactId, 'PLAIN_TEXT', 'b')]
    await refused(
      f.alice,
      [...good, message(f.groupId, 'APP_BUTTON_GROUP', [])],
      400,
      ErrorCode.InvalidField,
      '[2].data',
    )
    await refused(
      f.alice,
      [
        ...good,
        message(f.groupId, 'PLAIN_DATA', {
          attachment_id: crypto.randomUUID(),
          mime_type: 'a/b',
          size: 1,
          name: 'n',
        }),
      ],
      400,
      ErrorCode.InvalidField,
      '[2].data.attachment_id',
    )
    await refused(
      f.bob,
      [
        message(f.contactId, 'PLAIN_TEXT', 'ok'),
        message(f.groupId, 'PLAIN_TEXT', 'ok'),
        message(crypto.randomUUID(), 'PLAIN_TEXT', 'x'),
      ],
      403,
      ErrorCode.Forbidden,
      '[2].conversation_id',
    )
  })

  it('sending the same message again stores it once; a duplicate inside a batch counts once', async () => {
    const m = message(f.groupId, 'PLAIN_TEXT', 'once')
    await accepted(f.alice, [m])
    const before = f.snapshot()
    await accepted(f.alice, [m])
    await accepted(f.alice, [{ ...m, data_base64: b64('changed') }])
    expect(f.snapshot()).toEqual(before)
    const twice = message(f.contactId, 'PLAIN_TEXT', 'twice')
    const count = stored(f, f.contactId).length
    await accepted(f.alice, [twice, twice])
    expect(stored(f, f.contactId).length).toBe(count + 1)
  })

  it('an id another sender or conversation already used is 409', async () => {
    const m = message(f.groupId, 'PLAIN_TEXT', 'mine')
    await accepted(f.alice, [m])
    await refused(f.bob, [m], 409, ErrorCode.Conflict)
    await refused(f.alice, [{ ...m, conversation_id: f.contactId }], 409, ErrorCode.Conflict)
  })
})
