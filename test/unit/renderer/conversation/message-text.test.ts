import { describe, expect, it } from 'vitest'
import type { MessageBody, SystemEvent } from '../../../../src/shared/bridge'
import {
  attachmentName,
  CARD_LIMITS,
  clip,
  describeBody,
  formatBytes,
  formatClock,
  systemText,
} from '../../../../src/renderer/conversation/message-text'
import { translator } from '../../../../src/shared/i18n/translate'

const ALICE = 'a11ce000-0000-4000-8000-000000000001'
const BOB = 'b0b00000-0000-4000-8000-000000000002'
const CAROL = 'ca201000-0000-4000-8000-000000000003'
const NAMES: Record<string, string> = { [ALICE]: 'Alice', [BOB]: 'Bob', [CAROL]: 'Carol' }
const nameOf = (id: string) => NAMES[id] ?? id.slice(0, 8)
const event = (over: Partial<SystemEvent>): SystemEvent => ({
  action: 'ADD',
  user_id: ALICE,
  participant_id: CAROL,
  role: null,
  expire_in: null,
  changed: [],
  ...over,
})
const file = {
  attachment_id: 'f11e0000-0000-4000-8000-000000000009',
  mime_type: 'application/pdf',
  size: 1_200_000,
}

describe('system events in words', () => {
  it('names who acted and whom it was done to', () => {
    expect(systemText(event({}), nameOf)).toBe('Alice added Carol')
    expect(systemText(event({ action: 'REMOVE' }), nameOf)).toBe('Alice removed Carol')
    expect(systemText(event({ action: 'CREATE', participant_id: null }), nameOf)).toBe(
      'Alice created the group',
    )
    expect(
      systemText(event({ action: 'JOIN', user_id: CAROL, participant_id: CAROL }), nameOf),
    ).toBe('Carol joined with the invitation link')
    expect(systemText(event({ action: 'EXIT', user_id: null, participant_id: BOB }), nameOf)).toBe(
      'Bob left the group',
    )
    expect(systemText(event({ action: 'ROLE', role: 'ADMIN' }), nameOf)).toBe(
      'Alice made Carol an admin',
    )
    expect(systemText(event({ action: 'ROLE', role: '' }), nameOf)).toBe(
      'Alice made Carol a member',
    )
  })

  it('says what an update changed, and the timer in words', () => {
    expect(
      systemText(event({ action: 'UPDATE', user_id: BOB, changed: ['announcement'] }), nameOf),
    ).toBe('Bob changed the announcement')
    expect(systemText(event({ action: 'UPDATE', changed: ['invite-link'] }), nameOf)).toBe(
      'Alice reset the invitation link',
    )
    expect(
      systemText(
        event({ action: 'UPDATE', changed: ['name', 'announcement', 'invite-link'] }),
        nameOf,
      ),
    ).toBe('Alice changed the group name, changed the announcement and reset the invitation link')
    expect(systemText(event({ action: 'UPDATE', changed: [] }), nameOf)).toBe(
      'Alice updated the group',
    )
    expect(systemText(event({ action: 'EXPIRE', user_id: BOB, expire_in: 86_400 }), nameOf)).toBe(
      'Bob set messages to disappear after 1 day',
    )
    expect(systemText(event({ action: 'EXPIRE', expire_in: 0 }), nameOf)).toBe(
      'Alice turned off disappearing messages',
    )
    expect(systemText(event({ user_id: null, participant_id: null }), nameOf)).toBe(
      'Someone added someone',
    )
  })
})

describe('messages that are not text, in words', () => {
  it('says what a file, a call or a contact is', () => {
    expect(describeBody({ kind: 'file', ...file, name: 'report.pdf' }, nameOf)).toBe(
      '📎 report.pdf · 1.2 MB',
    )
    expect(
      describeBody({ kind: 'audio', ...file, mime_type: 'audio/ogg', duration_ms: 65_000 }, nameOf),
    ).toBe('🎤 Voice message · 1:05 · 1.2 MB')
    expect(describeBody({ kind: 'contact', user_id: BOB }, nameOf)).toBe('👤 Contact: Bob')
    expect(
      describeBody({ kind: 'pin', action: 'PIN', message_ids: [file.attachment_id] }, nameOf),
    ).toBe('📌 Pinned a message')
    expect(
      describeBody(
        {
          kind: 'transfer',
          asset_id: file.attachment_id,
          amount: '0.5',
          opponent_id: CAROL,
          memo: 'lunch',
        },
        nameOf,
      ),
    ).toBe('💸 Transfer of 0.5 with Carol — “lunch”')
  })

  it('never drops a message it cannot show: it says which kind, or why', () => {
    expect(describeBody({ kind: 'unknown', category: 'PLAIN_HOLOGRAM' }, nameOf)).toBe(
      'A message of a kind Cosigner cannot show (PLAIN_HOLOGRAM)',
    )
    const invalid: MessageBody = {
      kind: 'invalid',
      category: 'APP_CARD',
      reason: 'its title is longer than 36 characters',
    }
    expect(describeBody(invalid, nameOf)).toBe(
      'A message Cosigner cannot show (APP_CARD): its title is longer than 36 characters',
    )
  })

  it('names a saved attachment, and only attachments', () => {
    expect(attachmentName({ kind: 'file', ...file, name: 'report.pdf' })).toBe('report.pdf')
    expect(
      attachmentName({ kind: 'image', ...file, mime_type: 'image/jpeg', width: 1, height: 1 }),
    ).toBe('image-f11e0000.jpg')
    expect(attachmentName({ kind: 'text', text: 'hi' })).toBeNull()
  })

  it('writes sizes and lengths as people read them', () => {
    expect([0, 999, 1000, 1_234_567, 45_000_000, 3e12].map(formatBytes)).toEqual([
      '0 B',
      '999 B',
      '1.0 kB',
      '1.2 MB',
      '45 MB',
      '3.0 TB',
    ])
    expect([0, 59_400, 3_723_000].map(formatClock)).toEqual(['0:00', '0:59', '1:02:03'])
  })
})

describe('cards within their limits', () => {
  it('cuts what is longer, by characters, and leaves the rest alone', () => {
    expect(clip('T'.repeat(200), CARD_LIMITS.title)).toBe(`${'T'.repeat(35)}…`)
    expect([...clip('💸'.repeat(100), CARD_LIMITS.title)]).toHaveLength(36)
    expect(clip('Payout', CARD_LIMITS.title)).toBe('Payout')
  })
})

describe('system events in Chinese', () => {
  const zhTW = translator('zh-TW').t
  const zhCN = translator('zh-CN').t

  it('words each event in the reader’s language, names as they are', () => {
    expect(systemText(event({}), nameOf, zhCN)).toBe('Alice 添加了 Carol')
    expect(systemText(event({ action: 'ROLE', role: 'OWNER' }), nameOf, zhCN)).toBe(
      'Alice 将 Carol 设为群主',
    )
    expect(
      systemText(event({ action: 'UPDATE', changed: ['invite-link', 'name'] }), nameOf, zhTW),
    ).toBe('Alice 修改了群組名稱，並重設了邀請連結')
    expect(systemText(event({ action: 'EXPIRE', expire_in: 7 * 86_400 }), nameOf, zhTW)).toBe(
      'Alice 將訊息設為 1 週後消失',
    )
    expect(describeBody({ kind: 'file', ...file, name: 'report.pdf' }, nameOf, zhCN)).toBe(
      '📎 report.pdf · 1.2 MB',
    )
    expect(
      describeBody({ kind: 'pin', action: 'UNPIN', message_ids: ['a', 'b'] }, nameOf, zhCN),
    ).toBe('📌 取消置顶了 2 条消息')
  })
})
