/**
 * The data structure of every message category (service-interface §2.8, wire-formats §9): what the
 * base64 `data` of a message decodes to, with the interface's limits. The sequencer validates what
 * clients send with these schemas, and the wallet parses what it receives with the same ones.
 *
 * Limits the interface states: card title 1–36 characters, description 1–1024, 1–6 buttons, button
 * label 1–36, colour `#RRGGBB`. Limits that are ours (the interface is silent) are marked so. Fields
 * a client adds beyond these (e.g. the SDK's sticker `name`) are tolerated and left in the stored
 * bytes: the schemas check what is there, they never rewrite a message.
 * @module
 */
import { z } from 'zod'
import { Timestamp, Uuid, UuidInput } from './common'
import { charLength, SystemConversationPayload } from './conversation'

/** Card title, in characters (§2.8). */
const CARD_TITLE_MAX_CHARS = 36
/** Card description, in characters (§2.8). */
const CARD_DESCRIPTION_MAX_CHARS = 1024
/** Buttons in a button group, and actions on a card (§2.8: 1 to 6). */
const MAX_BUTTONS = 6
/** Button label, in characters (§2.8). */
const BUTTON_LABEL_MAX_CHARS = 36
/** Ours: message ids one MESSAGE_PIN names. */
const MAX_PINNED_IDS = 100
/** Ours: records one PLAIN_TRANSCRIPT carries. */
const MAX_TRANSCRIPT_RECORDS = 1000
/** Ours: longest URL in a card, button or live message. */
const MAX_URL_CHARS = 2048
/** Ours: longest MIME type, file name, location name or address. */
const MAX_SHORT_TEXT_CHARS = 1024

/** Categories a client may send, plain ones first (bots send only `PLAIN_*`, §2.8 rule 1). */
const PLAIN_CATEGORIES = [
  'PLAIN_TEXT',
  'PLAIN_POST',
  'PLAIN_STICKER',
  'PLAIN_IMAGE',
  'PLAIN_AUDIO',
  'PLAIN_VIDEO',
  'PLAIN_DATA',
  'PLAIN_CONTACT',
  'PLAIN_LIVE',
  'PLAIN_LOCATION',
  'PLAIN_TRANSCRIPT',
] as const
export const SENDABLE_CATEGORIES = [
  ...PLAIN_CATEGORIES,
  'APP_CARD',
  'APP_BUTTON_GROUP',
  'MESSAGE_PIN',
  'MESSAGE_RECALL',
] as const
/** Categories only the service writes; clients read them. */
export const SYSTEM_CATEGORIES = [
  'SYSTEM_CONVERSATION',
  'SYSTEM_ACCOUNT_SNAPSHOT',
  'SYSTEM_SAFE_SNAPSHOT',
  'SYSTEM_SAFE_INSCRIPTION',
] as const

export const SendableCategory = z.enum(SENDABLE_CATEGORIES, {
  message: 'expected a category clients may send',
})
export type SendableCategory = z.infer<typeof SendableCategory>
export const MessageCategory = z.enum([...SENDABLE_CATEGORIES, ...SYSTEM_CATEGORIES])
export type MessageCategory = z.infer<typeof MessageCategory>

/** Categories whose data names an uploaded attachment (§2.8 rule 2). */
export const ATTACHMENT_CATEGORIES: readonly MessageCategory[] = [
  'PLAIN_IMAGE',
  'PLAIN_AUDIO',
  'PLAIN_VIDEO',
  'PLAIN_DATA',
]
/** Categories whose data is UTF-8 text rather than JSON. */
const TEXT_CATEGORIES: readonly MessageCategory[] = ['PLAIN_TEXT', 'PLAIN_POST']

const chars = (min: number, max: number) =>
  z.string().refine((s) => {
    const n = charLength(s)
    return n >= min && n <= max
  }, `expected ${min} to ${max} characters`)

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const dimension = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
const shortText = z.string().max(MAX_SHORT_TEXT_CHARS)
const mimeType = z.string().min(1).max(255)

// A scheme that runs code or reads local files when a client opens it.
const UNSAFE_SCHEME = /^\s*(?:javascript|vbscript|data|file|blob):/i

/** An absolute URL a client may open (https, mixin:, input:…); script and local-file schemes are refused. */
const ActionUrl = z
  .string()
  .max(MAX_URL_CHARS)
  .regex(/^[a-z][a-z0-9+.-]*:\S+$/i, 'expected an absolute URL')
  .refine((s) => !UNSAFE_SCHEME.test(s), 'this URL scheme is not allowed')
/** An http(s) URL of an image or stream. */
const HttpUrl = z
  .string()
  .max(MAX_URL_CHARS)
  .regex(/^https?:\/\/\S+$/i, 'expected an http(s) URL')
/** `#RRGGBB`. */
const HexColour = z.string().regex(/^#[0-9a-f]{6}$/i, 'expected a #RRGGBB colour')

/** PLAIN_STICKER (the SDK adds `name` and `album_id`). */
const StickerData = z.object({
  sticker_id: UuidInput,
  name: shortText.optional(),
  album_id: UuidInput.or(z.literal('')).optional(),
})

/** PLAIN_IMAGE; `thumbnail` is a base64 blur image. */
const ImageData = z.object({
  attachment_id: UuidInput,
  mime_type: mimeType,
  width: dimension,
  height: dimension,
  size: count,
  thumbnail: z.string().optional(),
})

/** PLAIN_AUDIO; the waveform comes as `waveform` (clients) or `wave_form` (the SDK's typing). */
const AudioData = z.object({
  attachment_id: UuidInput,
  mime_type: mimeType,
  size: count,
  duration: count,
  waveform: z.string().optional(),
  wave_form: z.string().optional(),
  created_at: z.string().optional(),
})

/** PLAIN_VIDEO. */
const VideoData = z.object({
  attachment_id: UuidInput,
  mime_type: mimeType,
  width: dimension,
  height: dimension,
  size: count,
  duration: count,
  thumbnail: z.string().optional(),
})

/** PLAIN_DATA (a file). */
const FileData = z.object({
  attachment_id: UuidInput,
  mime_type: mimeType,
  size: count,
  name: z.string().min(1).max(MAX_SHORT_TEXT_CHARS),
})

/** PLAIN_CONTACT: a user card. */
const ContactData = z.object({ user_id: UuidInput })

/** PLAIN_LIVE. */
const LiveData = z.object({
  width: dimension,
  height: dimension,
  thumb_url: HttpUrl,
  url: HttpUrl,
  shareable: z.boolean().optional(),
})

/** PLAIN_LOCATION. */
const LocationData = z.object({
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
  name: shortText.optional(),
  address: shortText.optional(),
})

/** One forwarded record of a PLAIN_TRANSCRIPT; clients carry many more fields, kept as sent. */
const TranscriptRecord = z.looseObject({
  transcript_id: UuidInput,
  message_id: UuidInput,
  category: z.string().min(1).max(64),
})
/** PLAIN_TRANSCRIPT: a JSON array of forwarded records. */
const TranscriptData = z.array(TranscriptRecord).min(1).max(MAX_TRANSCRIPT_RECORDS)

/** A button of a group, or an action of a card (§2.8). */
const AppButton = z.object({
  label: chars(1, BUTTON_LABEL_MAX_CHARS),
  color: HexColour,
  action: ActionUrl,
})
type AppButton = z.infer<typeof AppButton>
/** APP_BUTTON_GROUP: 1 to 6 buttons. */
const ButtonGroupData = z
  .array(AppButton)
  .min(1, 'expected 1 to 6 buttons')
  .max(MAX_BUTTONS, 'expected 1 to 6 buttons')

/** The newer documented card button, `{label, url}` inside `actions.buttons`. */
const CardLinkButton = z.object({ label: chars(1, BUTTON_LABEL_MAX_CHARS), url: ActionUrl })
const CardCover = z.object({
  mime_type: mimeType,
  url: HttpUrl,
  width: dimension,
  height: dimension,
  thumbnail: z.string().optional(),
})

/**
 * APP_CARD in either documented shape (wire-formats §9.1): the classic one (`icon_url`, `action`,
 * `cover_url`, `actions` as buttons) or the newer one (`cover` object, `actions.buttons`). When
 * `action` is present clients draw the old style and ignore `cover_url`/`actions` (§2.8 rule 3).
 */
const CardData = z.object({
  app_id: UuidInput,
  icon_url: HttpUrl.or(z.literal('')).optional(),
  cover_url: HttpUrl.or(z.literal('')).optional(),
  cover: CardCover.optional(),
  title: chars(1, CARD_TITLE_MAX_CHARS),
  description: chars(1, CARD_DESCRIPTION_MAX_CHARS),
  action: ActionUrl.or(z.literal('')).optional(),
  actions: z
    .array(AppButton)
    .min(1, 'expected 1 to 6 actions')
    .max(MAX_BUTTONS, 'expected 1 to 6 actions')
    .or(
      z.object({
        buttons: z
          .array(CardLinkButton)
          .min(1, 'expected 1 to 6 buttons')
          .max(MAX_BUTTONS, 'expected 1 to 6 buttons'),
      }),
    )
    .optional(),
  shareable: z.boolean().optional(),
  updated_at: z.string().optional(),
})
type CardData = z.infer<typeof CardData>

/** MESSAGE_PIN. */
const PinData = z.object({
  action: z.enum(['PIN', 'UNPIN']),
  message_ids: z.array(UuidInput).min(1).max(MAX_PINNED_IDS),
})
/** MESSAGE_RECALL: the message to take back (clients check that it is the sender's own). */
const RecallData = z.object({ message_id: UuidInput })

const SignedAmount = z
  .string()
  .regex(/^-?(?:0|[1-9]\d*)(?:\.\d{1,8})?$/, 'expected a signed decimal amount')

/** SYSTEM_ACCOUNT_SNAPSHOT (the legacy transfer notice), for reading. */
const AccountSnapshotData = z.object({
  type: z.literal('transfer'),
  snapshot_id: Uuid,
  opponent_id: Uuid.or(z.literal('')),
  asset_id: Uuid,
  amount: SignedAmount,
  trace_id: Uuid.or(z.literal('')),
  memo: z.string(),
  created_at: Timestamp,
})

/** SYSTEM_SAFE_SNAPSHOT and SYSTEM_SAFE_INSCRIPTION, for reading. */
const SafeSnapshotData = z.looseObject({
  type: z.string(),
  snapshot_id: Uuid,
  user_id: Uuid,
  opponent_id: Uuid.or(z.literal('')),
  transaction_hash: z.string(),
  asset_id: Uuid,
  amount: SignedAmount,
  memo: z.string(),
  created_at: Timestamp,
  deposit_hash: z.string().optional(),
  inscription_hash: z.string().optional(),
})

/** The schema of each JSON category's data. */
export const MESSAGE_DATA_SCHEMAS = {
  PLAIN_STICKER: StickerData,
  PLAIN_IMAGE: ImageData,
  PLAIN_AUDIO: AudioData,
  PLAIN_VIDEO: VideoData,
  PLAIN_DATA: FileData,
  PLAIN_CONTACT: ContactData,
  PLAIN_LIVE: LiveData,
  PLAIN_LOCATION: LocationData,
  PLAIN_TRANSCRIPT: TranscriptData,
  APP_CARD: CardData,
  APP_BUTTON_GROUP: ButtonGroupData,
  MESSAGE_PIN: PinData,
  MESSAGE_RECALL: RecallData,
  SYSTEM_CONVERSATION: SystemConversationPayload,
  SYSTEM_ACCOUNT_SNAPSHOT: AccountSnapshotData,
  SYSTEM_SAFE_SNAPSHOT: SafeSnapshotData,
  SYSTEM_SAFE_INSCRIPTION: SafeSnapshotData,
} as const satisfies Record<Exclude<MessageCategory, 'PLAIN_TEXT' | 'PLAIN_POST'>, z.ZodType>

/** What a category's data decodes to: text for PLAIN_TEXT and PLAIN_POST, else its schema's output. */
export type MessageDataOf<C extends MessageCategory> = C extends keyof typeof MESSAGE_DATA_SCHEMAS
  ? z.infer<(typeof MESSAGE_DATA_SCHEMAS)[C]>
  : string

/** The outcome of reading a message's data: the value, or where and why it is invalid. */
export type MessageDataResult<C extends MessageCategory = MessageCategory> =
  | { readonly ok: true; readonly value: MessageDataOf<C> }
  | {
      readonly ok: false
      /** `data` or a path inside it, e.g. `data.actions.0.label` */ readonly path: string
      readonly reason: string
    }

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Reads and validates the payload bytes of a message of `category`: UTF-8 text for the text
 * categories (non-empty), JSON matching the category's schema for the others.
 * @throws TypeError when `category` is not a known category or `bytes` not a Uint8Array
 * @example parseMessageData('APP_BUTTON_GROUP', bytes) // { ok: false, path: 'data.0.label', reason: 'expected 1 to 36 characters' }
 */
export function parseMessageData<C extends MessageCategory>(
  category: C,
  bytes: Uint8Array,
): MessageDataResult<C> {
  if (!MessageCategory.safeParse(category).success)
    throw new TypeError(
      `"category" expected a message category, got ${String(category).slice(0, 40)}`,
    )
  if (!(bytes instanceof Uint8Array)) throw new TypeError('"bytes" expected a Uint8Array')
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, path: 'data', reason: 'expected UTF-8 text' }
  }
  if (TEXT_CATEGORIES.includes(category)) {
    if (text.length === 0) return { ok: false, path: 'data', reason: 'expected non-empty text' }
    return { ok: true, value: text as MessageDataOf<C> }
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, path: 'data', reason: 'expected JSON' }
  }
  const schema = MESSAGE_DATA_SCHEMAS[category as keyof typeof MESSAGE_DATA_SCHEMAS] as z.ZodType
  const result = schema.safeParse(json)
  if (result.success) return { ok: true, value: result.data as MessageDataOf<C> }
  const issue = result.error.issues[0]!
  return { ok: false, path: ['data', ...issue.path.map(String)].join('.'), reason: issue.message }
}
