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

/** The facts every attachment message carries, in the window's spelling. */
function attachment(d: { attachment_id: string; mime_type: string; size: number }) {
  return { attachment_id: d.attachment_id.toLowerCase(), mime_type: d.mime_type, size: d.size }
}

function transfer(
  d: MessageDataOf<'SYSTEM_SAFE_SNAPSHOT' | 'SYSTEM_ACCOUNT_SNAPSHOT'>,
): MessageBody {
  return {
    kind: 'transfer',
    asset_id: d.asset_id,
    amount: d.amount,
    opponent_id: d.opponent_id || null,
    memo: d.memo,
  }
}

/** How each category's checked data becomes a body; a new category fails to compile until it is here. */
const READERS: { [C in MessageCategory]: (d: MessageDataOf<C>) => MessageBody } = {
  PLAIN_TEXT: (text) => ({ kind: 'text', text }),
  PLAIN_POST: (text) => ({ kind: 'post', text }),
  SYSTEM_CONVERSATION: (d) => ({ kind: 'system', event: system(d) }),
  APP_CARD: card,
  APP_BUTTON_GROUP: (d) => ({
    kind: 'buttons',
    buttons: d.map((b) => button(b.label, b.color, b.action)),
  }),
  PLAIN_STICKER: (d) => ({ kind: 'sticker', sticker_id: d.sticker_id.toLowerCase() }),
  PLAIN_IMAGE: (d) => ({ kind: 'image', ...attachment(d), width: d.width, height: d.height }),
  PLAIN_AUDIO: (d) => ({ kind: 'audio', ...attachment(d), duration_ms: d.duration }),
  PLAIN_VIDEO: (d) => ({
    kind: 'video',
    ...attachment(d),
    width: d.width,
    height: d.height,
    duration_ms: d.duration,
  }),
  PLAIN_DATA: (d) => ({ kind: 'file', ...attachment(d), name: d.name }),
  PLAIN_CONTACT: (d) => ({ kind: 'contact', user_id: d.user_id.toLowerCase() }),
  PLAIN_LOCATION: (d) => ({
    kind: 'location',
    latitude: d.latitude,
    longitude: d.longitude,
    name: d.name ?? null,
    address: d.address ?? null,
  }),
  PLAIN_LIVE: (d) => ({ kind: 'live', url: d.url }),
  PLAIN_TRANSCRIPT: (d) => ({ kind: 'transcript', count: d.length }),
  MESSAGE_PIN: (d) => ({
    kind: 'pin',
    action: d.action,
    message_ids: d.message_ids.map((id) => id.toLowerCase()),
  }),
  SYSTEM_ACCOUNT_SNAPSHOT: transfer,
  SYSTEM_SAFE_SNAPSHOT: transfer,
  SYSTEM_SAFE_INSCRIPTION: transfer,
  // Recalls change another message and are not stored themselves; see ./receive.
  MESSAGE_RECALL: () => ({ kind: 'recalled' }),
}

/** Reads a message of `category` whose payload is the base64 `data`. */
export function bodyOf(category: string, data: string): MessageBody {
  const known = MessageCategory.safeParse(category)
  if (!known.success) return { kind: 'unknown', category: category.slice(0, 64) }
  const c = known.data
  const parsed = parseMessageData(c, new Uint8Array(Buffer.from(data, 'base64')))
  if (!parsed.ok)
    return { kind: 'invalid', category: c, reason: reasonFor(parsed.path, parsed.reason) }
  // The table is keyed by category, so `parsed.value` is the data its reader takes.
  return (READERS[c] as (d: unknown) => MessageBody)(parsed.value)
}
