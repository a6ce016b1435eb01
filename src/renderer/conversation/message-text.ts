/**
 * How messages read in words: system events with the people's names ("Alice added Carol"), what
 * a file or a call is ("📎 report.pdf · 1.2 MB"), sizes and durations, worded from the catalogs in
 * the language shown. Pure, so unit-tested apart from React; names come from a `nameOf` the caller
 * gives, and the words from the caller's `t` (the one in force now when not given).
 * @module
 */
import type { MessageBody, SystemEvent } from '../../shared/bridge'
import { t as wordsNow, type MessageId } from '../base/words'

export type NameOf = (userId: string) => string

/** How much of a card the view draws: within the card limits whatever the service sent. */
export const CARD_LIMITS = { title: 36, description: 256, label: 64 } as const

/** `text` cut to `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  const chars = [...text]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text
}

/** "1.2 MB", "900 B": decimal units, as file managers show them. */
export function formatBytes(n: number): string {
  if (n < 1000) return `${n} B`
  const units = ['kB', 'MB', 'GB', 'TB']
  let v = n / 1000
  let u = 0
  while (v >= 1000 && u < units.length - 1) {
    v /= 1000
    u++
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[u]}`
}

/** "1:05", "1:02:03": a media length. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** Words in the language shown: the caller's `t` (a component's), else the one in force now. */
export type Wording = typeof wordsNow

const DURATION_UNITS: ReadonlyArray<readonly [number, MessageId]> = [
  [7 * 24 * 3600, 'conversation.duration.week'],
  [24 * 3600, 'conversation.duration.day'],
  [3600, 'conversation.duration.hour'],
  [60, 'conversation.duration.minute'],
  [1, 'conversation.duration.second'],
]

/** A duration in the largest whole unit: "8 hours", "1 week", "off" for 0. */
export function durationText(seconds: number, t: Wording = wordsNow): string {
  if (seconds <= 0) return t('conversation.duration.off')
  const [size, id] = DURATION_UNITS.find(([size]) => seconds % size === 0) ?? [
    1,
    'conversation.duration.second',
  ]
  return t(id, { n: seconds / size })
}

const ROLE_SELECT: Readonly<Record<string, string>> = {
  ADMIN: 'admin',
  OWNER: 'owner',
  '': 'member',
}

/** What an update changed (in the service's order: name, announcement, link) → its sentence. */
const UPDATED: Readonly<Record<string, MessageId>> = {
  '': 'conversation.system.updated',
  name: 'conversation.system.updatedName',
  announcement: 'conversation.system.updatedAnnouncement',
  link: 'conversation.system.updatedLink',
  'name announcement': 'conversation.system.updatedNameAnnouncement',
  'name link': 'conversation.system.updatedNameLink',
  'announcement link': 'conversation.system.updatedAnnouncementLink',
  'name announcement link': 'conversation.system.updatedAll',
}

/** A system event as a sentence, with names. */
export function systemText(e: SystemEvent, nameOf: NameOf, t: Wording = wordsNow): string {
  const who = e.user_id ? nameOf(e.user_id) : t('conversation.system.someone')
  const whom = e.participant_id ? nameOf(e.participant_id) : t('conversation.system.someoneElse')
  switch (e.action) {
    case 'CREATE':
      return t('conversation.system.created', { who })
    case 'ADD':
      return t('conversation.system.added', { who, whom })
    case 'REMOVE':
      return t('conversation.system.removed', { who, whom })
    case 'JOIN':
      return t('conversation.system.joined', { who: e.participant_id ? whom : who })
    case 'EXIT':
      return t('conversation.system.left', { who: e.participant_id ? whom : who })
    case 'ROLE':
      return t('conversation.system.role', {
        who,
        whom,
        role: ROLE_SELECT[e.role ?? ''] ?? 'other',
        raw: e.role ?? '',
      })
    case 'EXPIRE':
      return !e.expire_in
        ? t('conversation.system.expireOff', { who })
        : t('conversation.system.expire', { who, duration: durationText(e.expire_in, t) })
    case 'UPDATE': {
      const changed = (['name', 'announcement', 'invite-link'] as const)
        .filter((c) => e.changed.includes(c))
        .map((c) => (c === 'invite-link' ? 'link' : c))
        .join(' ')
      return t(UPDATED[changed] ?? 'conversation.system.updated', { who })
    }
  }
}

/** What an attachment or other non-text message is, in one line (without its actions). */
export function describeBody(b: MessageBody, nameOf: NameOf, t: Wording = wordsNow): string {
  switch (b.kind) {
    case 'text':
    case 'post':
      return b.text
    case 'system':
      return systemText(b.event, nameOf, t)
    case 'request-notice':
      return t('conversation.body.requestNotice', { name: nameOf(b.creator_id) })
    case 'card':
      return b.title || t('conversation.body.card')
    case 'buttons':
      return t('conversation.body.buttons', { count: b.buttons.length })
    case 'sticker':
      return t('conversation.body.sticker')
    case 'image':
      return t('conversation.body.image', {
        width: b.width,
        height: b.height,
        size: formatBytes(b.size),
      })
    case 'audio':
      return t('conversation.body.audio', {
        length: formatClock(b.duration_ms),
        size: formatBytes(b.size),
      })
    case 'video':
      return t('conversation.body.video', {
        length: formatClock(b.duration_ms),
        size: formatBytes(b.size),
      })
    case 'file':
      // A file's own name is data; only a nameless one is called a file.
      return b.name
        ? `📎 ${b.name} · ${formatBytes(b.size)}`
        : t('conversation.body.fileNameless', { size: formatBytes(b.size) })
    case 'contact':
      return t('conversation.body.contact', { name: nameOf(b.user_id) })
    case 'location': {
      const place = [b.name, b.address].filter(Boolean).join(', ')
      const at = { latitude: b.latitude.toFixed(5), longitude: b.longitude.toFixed(5) }
      return place
        ? `📍 ${place} (${at.latitude}, ${at.longitude})`
        : t('conversation.body.locationUnnamed', at)
    }
    case 'live':
      return t('conversation.body.live')
    case 'transcript':
      return t('conversation.body.transcript', { count: b.count })
    case 'pin':
      return t('conversation.body.pin', {
        action: b.action === 'PIN' ? 'pin' : 'unpin',
        count: b.message_ids.length,
      })
    case 'transfer': {
      const transfer = b.opponent_id
        ? t('conversation.body.transferWith', { amount: b.amount, name: nameOf(b.opponent_id) })
        : t('conversation.body.transfer', { amount: b.amount })
      return b.memo ? t('conversation.body.withMemo', { transfer, memo: b.memo }) : transfer
    }
    case 'recalled':
      return t('conversation.body.recalled')
    case 'unknown':
      return t('conversation.body.unknown', { category: b.category })
    case 'invalid':
      return t('conversation.body.invalid', { category: b.category, reason: b.reason })
  }
}

/** Whether this body is a file the core can fetch (and what to call it when saved). */
export function attachmentName(b: MessageBody): string | null {
  if (b.kind === 'file') return b.name || 'file'
  if (b.kind === 'image' || b.kind === 'audio' || b.kind === 'video')
    return `${b.kind}-${b.attachment_id.slice(0, 8)}${extensionOf(b.mime_type)}`
  return null
}

function extensionOf(mime: string): string {
  const sub = /^[a-z]+\/([a-z0-9]+)/i.exec(mime)?.[1]?.toLowerCase()
  return sub ? `.${sub === 'jpeg' ? 'jpg' : sub === 'mpeg' ? 'mp3' : sub}` : ''
}
