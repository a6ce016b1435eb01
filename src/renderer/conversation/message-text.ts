/**
 * How messages read in words: system events with the people's names ("Alice added Carol"), what
 * a file or a call is ("📎 report.pdf · 1.2 MB"), sizes and durations. Pure, so unit-tested apart
 * from React; names come from a `nameOf` the caller gives.
 * @module
 */
import type { MessageBody, SystemEvent } from '../../shared/bridge'
import { formatDuration } from '../base/format'

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

const ROLE_WORDS: Record<string, string> = { ADMIN: 'an admin', OWNER: 'the owner', '': 'a member' }

/** A system event as a sentence, with names. */
export function systemText(e: SystemEvent, nameOf: NameOf): string {
  const who = e.user_id ? nameOf(e.user_id) : 'Someone'
  const whom = e.participant_id ? nameOf(e.participant_id) : 'someone'
  switch (e.action) {
    case 'CREATE':
      return `${who} created the group`
    case 'ADD':
      return `${who} added ${whom}`
    case 'REMOVE':
      return `${who} removed ${whom}`
    case 'JOIN':
      return `${e.participant_id ? whom : who} joined with the invitation link`
    case 'EXIT':
      return `${e.participant_id ? whom : who} left the group`
    case 'ROLE':
      return `${who} made ${whom} ${ROLE_WORDS[e.role ?? ''] ?? `"${e.role}"`}`
    case 'EXPIRE':
      return !e.expire_in
        ? `${who} turned off disappearing messages`
        : `${who} set messages to disappear after ${formatDuration(e.expire_in)}`
    case 'UPDATE': {
      const what = e.changed.map((c) =>
        c === 'name'
          ? 'changed the group name'
          : c === 'announcement'
            ? 'changed the announcement'
            : 'reset the invitation link',
      )
      return what.length === 0 ? `${who} updated the group` : `${who} ${joinWords(what)}`
    }
  }
}

/** "a, b and c". */
export function joinWords(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`
}

/** What an attachment or other non-text message is, in one line (without its actions). */
export function describeBody(b: MessageBody, nameOf: NameOf): string {
  switch (b.kind) {
    case 'text':
    case 'post':
      return b.text
    case 'system':
      return systemText(b.event, nameOf)
    case 'request-notice':
      return `${nameOf(b.creator_id)} started a multisig request for you to review`
    case 'card':
      return b.title || 'Card'
    case 'buttons':
      return `${b.buttons.length} ${b.buttons.length === 1 ? 'button' : 'buttons'}`
    case 'sticker':
      return '🏷 Sticker'
    case 'image':
      return `🖼 Image · ${b.width}×${b.height} · ${formatBytes(b.size)}`
    case 'audio':
      return `🎤 Voice message · ${formatClock(b.duration_ms)} · ${formatBytes(b.size)}`
    case 'video':
      return `🎞 Video · ${formatClock(b.duration_ms)} · ${formatBytes(b.size)}`
    case 'file':
      return `📎 ${b.name || 'File'} · ${formatBytes(b.size)}`
    case 'contact':
      return `👤 Contact: ${nameOf(b.user_id)}`
    case 'location':
      return `📍 ${[b.name, b.address].filter(Boolean).join(', ') || 'Location'} (${b.latitude.toFixed(5)}, ${b.longitude.toFixed(5)})`
    case 'live':
      return '📡 A live stream'
    case 'transcript':
      return `🗒 ${b.count} forwarded ${b.count === 1 ? 'message' : 'messages'}`
    case 'pin':
      return `📌 ${b.action === 'PIN' ? 'Pinned' : 'Unpinned'} ${b.message_ids.length === 1 ? 'a message' : `${b.message_ids.length} messages`}`
    case 'transfer':
      return `💸 Transfer of ${b.amount}${b.opponent_id ? ` with ${nameOf(b.opponent_id)}` : ''}${b.memo ? ` — “${b.memo}”` : ''}`
    case 'recalled':
      return 'This message was taken back by its sender.'
    case 'unknown':
      return `A message of a kind Cosigner cannot show (${b.category})`
    case 'invalid':
      return `A message Cosigner cannot show (${b.category}): ${b.reason}`
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
