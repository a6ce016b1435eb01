/**
 * What a delivered message is, for the window: its category's data read with the one schema set
 * (src/shared/api/message-data) and turned into a `MessageBody`. Nothing is dropped: a category
 * the wallet does not know is `unknown`, data that breaks its category's rules (a card over its
 * limits) is `invalid` with a reason a person can read. Card icons and covers are not kept.
 * @module
 */
import {
  MessageCategory,
  parseMessageData,
  type MessageDataOf,
} from '../../../../shared/api/messages'
import type { MessageBody, MessageButton, SystemEvent } from '../../../../shared/bridge-messages'
import { readLink } from '../../../../shared/links'

const NAMES: Record<string, string> = {
  title: 'the title',
  description: 'the description',
  label: 'a button’s label',
  color: 'a button’s colour',
  action: 'a link',
  url: 'a link',
  actions: 'its buttons',
  buttons: 'its buttons',
  app_id: 'the app it names',
  attachment_id: 'the attachment',
  mime_type: 'the file type',
}

/** "the title: expected 1 to 36 characters" from `data.title` and the schema's reason. */
function reasonFor(path: string, reason: string): string {
  const parts = path.split('.').filter((p) => p !== 'data' && !/^\d+$/.test(p))
  const last = parts[parts.length - 1]
  const what = last === undefined ? 'its content' : (NAMES[last] ?? `the field “${last}”`)
  return `It cannot be shown: ${what} does not follow the rules (${reason}).`
}

/** The request a card's link opens, when it is a request link (`mixin.one/multisigs/…`). */
export function requestIdOf(url: string | undefined): string | null {
  if (!url) return null
  const r = readLink(url)
  return r.ok && r.link.kind === 'request' ? r.link.requestId : null
}

const button = (label: string, color: string | null, url: string): MessageButton => ({
  label,
  color,
  url,
})

function card(d: MessageDataOf<'APP_CARD'>): MessageBody {
  const action = d.action ? d.action : null
  let buttons: MessageButton[] = []
  // With an `action`, clients draw the classic card and ignore `actions` (§2.8 rule 3).
  if (!action && d.actions) {
    buttons = Array.isArray(d.actions)
      ? d.actions.map((b) => button(b.label, b.color, b.action))
      : d.actions.buttons.map((b) => button(b.label, null, b.url))
  }
  const requestId =
    requestIdOf(action ?? undefined) ??
    buttons.map((b) => requestIdOf(b.url)).find((id) => id !== null) ??
    null
  return {
    kind: 'card',
    app_id: d.app_id.toLowerCase(),
    title: d.title,
    description: d.description,
    action,
    buttons,
    request_id: requestId,
  }
}

function system(d: MessageDataOf<'SYSTEM_CONVERSATION'>): SystemEvent {
  return {
    action: d.action,
    user_id: d.user_id ?? null,
    participant_id: d.participant_id ?? null,
    role: d.role ?? null,
    expire_in: d.expire_in ?? null,
    changed: [],
  }
}

/** Reads a message of `category` whose payload is the base64 `data`. */
export function bodyOf(category: string, data: string): MessageBody {
  const known = MessageCategory.safeParse(category)
  if (!known.success) return { kind: 'unknown', category: category.slice(0, 64) }
  const c = known.data
  const parsed = parseMessageData(c, new Uint8Array(Buffer.from(data, 'base64')))
  if (!parsed.ok)
    return { kind: 'invalid', category: c, reason: reasonFor(parsed.path, parsed.reason) }
  const v = parsed.value as never
  switch (c) {
    case 'PLAIN_TEXT':
      return { kind: 'text', text: v }
    case 'PLAIN_POST':
      return { kind: 'post', text: v }
    case 'SYSTEM_CONVERSATION':
      return { kind: 'system', event: system(v) }
    case 'APP_CARD':
      return card(v)
    case 'APP_BUTTON_GROUP':
      return {
        kind: 'buttons',
        buttons: (v as MessageDataOf<'APP_BUTTON_GROUP'>).map((b) =>
          button(b.label, b.color, b.action),
        ),
      }
    case 'PLAIN_STICKER':
      return {
        kind: 'sticker',
        sticker_id: (v as MessageDataOf<'PLAIN_STICKER'>).sticker_id.toLowerCase(),
      }
    case 'PLAIN_IMAGE': {
      const d = v as MessageDataOf<'PLAIN_IMAGE'>
      return {
        kind: 'image',
        attachment_id: d.attachment_id.toLowerCase(),
        mime_type: d.mime_type,
        size: d.size,
        width: d.width,
        height: d.height,
      }
    }
    case 'PLAIN_AUDIO': {
      const d = v as MessageDataOf<'PLAIN_AUDIO'>
      return {
        kind: 'audio',
        attachment_id: d.attachment_id.toLowerCase(),
        mime_type: d.mime_type,
        size: d.size,
        duration_ms: d.duration,
      }
    }
    case 'PLAIN_VIDEO': {
      const d = v as MessageDataOf<'PLAIN_VIDEO'>
      return {
        kind: 'video',
        attachment_id: d.attachment_id.toLowerCase(),
        mime_type: d.mime_type,
        size: d.size,
        width: d.width,
        height: d.height,
        duration_ms: d.duration,
      }
    }
    case 'PLAIN_DATA': {
      const d = v as MessageDataOf<'PLAIN_DATA'>
      return {
        kind: 'file',
        attachment_id: d.attachment_id.toLowerCase(),
        mime_type: d.mime_type,
        size: d.size,
        name: d.name,
      }
    }
    case 'PLAIN_CONTACT':
      return {
        kind: 'contact',
        user_id: (v as MessageDataOf<'PLAIN_CONTACT'>).user_id.toLowerCase(),
      }
    case 'PLAIN_LOCATION': {
      const d = v as MessageDataOf<'PLAIN_LOCATION'>
      return {
        kind: 'location',
        latitude: d.latitude,
        longitude: d.longitude,
        name: d.name ?? null,
        address: d.address ?? null,
      }
    }
    case 'PLAIN_LIVE':
      return { kind: 'live', url: (v as MessageDataOf<'PLAIN_LIVE'>).url }
    case 'PLAIN_TRANSCRIPT':
      return { kind: 'transcript', count: (v as MessageDataOf<'PLAIN_TRANSCRIPT'>).length }
    case 'MESSAGE_PIN': {
      const d = v as MessageDataOf<'MESSAGE_PIN'>
      return {
        kind: 'pin',
        action: d.action,
        message_ids: d.message_ids.map((id) => id.toLowerCase()),
      }
    }
    case 'SYSTEM_ACCOUNT_SNAPSHOT': {
      const d = v as MessageDataOf<'SYSTEM_ACCOUNT_SNAPSHOT'>
      return {
        kind: 'transfer',
        asset_id: d.asset_id,
        amount: d.amount,
        opponent_id: d.opponent_id || null,
        memo: d.memo,
      }
    }
    case 'SYSTEM_SAFE_SNAPSHOT':
    case 'SYSTEM_SAFE_INSCRIPTION': {
      const d = v as MessageDataOf<'SYSTEM_SAFE_SNAPSHOT'>
      return {
        kind: 'transfer',
        asset_id: d.asset_id,
        amount: d.amount,
        opponent_id: d.opponent_id || null,
        memo: d.memo,
      }
    }
    case 'MESSAGE_RECALL':
      // Recalls change another message and are not stored themselves; see ./receive.
      return { kind: 'recalled' }
  }
}
