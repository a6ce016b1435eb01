/**
 * The bridge contract: every call the renderer may make to the wallet core, each with its name, the
 * zod schema of its input and the zod schema of its result. The preload builds `window.cosigner`
 * from this object, the main process (and the loopback web host) register one handler per entry,
 * and nothing else names a channel. Results cross as an {@link Envelope}: `{ok: true, value}` or
 * `{ok: false, error: {code, message}}`, with the codes of {@link BRIDGE_ERROR_CODES}.
 *
 * Rules the schemas enforce: inputs are strict objects (an unknown key is refused, not ignored);
 * signing and unlocking need `confirmed: true` and signing the digest of the summary the user saw;
 * files cross as text (the host owns file dialogs). Nothing secret is ever part of a result: seeds
 * stay in the main process, and backups cross only encrypted.
 * @module
 */
import { z } from 'zod'
import { Hash, Timestamp, Uuid } from './api/common'
import {
  AccountInfo,
  AuditEntry,
  CodeResolution,
  GroupDetail,
  GroupSummary,
  MUTE_PRESETS,
  OfflineFile,
  QueuePage,
  QueueState,
  RegistrationResult,
  RequestItem,
  ReviewResult,
  Settings,
  SignResult,
  SyncResult,
  THEMES,
} from './bridge-values'
import type { HostIntentSource } from './host-intents'

export * from './bridge-values'

// ---------------------------------------------------------------------------------------------
// Envelope and error codes

/** Every error code a bridge call can answer with; the message is for people, the code for code. */
export const BRIDGE_ERROR_CODES = [
  /** The input does not match the method's schema. */
  'invalid-input',
  /** Anything unexpected; details went to the main process's log, never to the renderer. */
  'internal',
  // The OS keychain and the vault
  'keychain-unavailable',
  'keychain-locked',
  'keychain-failed',
  'keychain-corrupt',
  'key-not-found',
  'key-exists',
  'key-mismatch',
  'invalid-keystore',
  'bad-passphrase',
  'weak-passphrase',
  'invalid-backup',
  'unsupported-backup',
  // The local cache
  'cache-unavailable',
  // The service
  'network',
  'timeout',
  'unauthorized',
  'forbidden',
  'not-found',
  'not-registered',
  'conflict',
  'rate-limited',
  'service-error',
  'rejected',
  'invalid-response',
  // The core's own rules
  'account-not-found',
  'no-spend-key',
  'request-not-found',
  'request-mismatch',
  'summary-changed',
  'not-confirmed',
  'not-a-signer',
  'already-signed',
  'request-closed',
  'threshold-reached',
  'outputs-unavailable',
  'invalid-code',
  'wrong-code-kind',
  'invalid-file',
  'conversation-not-found',
  'invalid-url',
] as const
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number]

export const BridgeError = z.object({ code: z.enum(BRIDGE_ERROR_CODES), message: z.string().max(2000) })
export type BridgeError = z.infer<typeof BridgeError>

/** The envelope schema for a result schema. */
export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), value }), z.object({ ok: z.literal(false), error: BridgeError })])

export type Envelope<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

// ---------------------------------------------------------------------------------------------
// Inputs

const Int = z.number().int()
const Ms = Int.nonnegative()
/** A keystore, backup or offline file as text; generous, still bounded. */
const FileText = z.string().min(1).max(8 * 1024 * 1024)
const In = z.strictObject
const account = { account: Uuid }
const conversation = { account: Uuid, conversation_id: Uuid }
const Name = z.string().trim().min(1).max(512)
const Announcement = z.string().max(1024)
const Confirmed = z.literal(true, { message: 'explicit confirmation is required' })
/** A code, a code link, a request id or a transaction hash, as pasted. */
const CodeText = z.string().trim().min(1).max(512)
const Passphrase = z.string().min(1).max(1024)

const method = <I extends z.ZodType, R extends z.ZodType>(input: I, result: R) => ({ input, result })

/** The contract: method name → input and result schemas. */
export const bridge = {
  'accounts.list': method(In({}), z.array(AccountInfo)),
  'accounts.importKeystore': method(In({ text: FileText, label: z.string().max(64).optional() }), AccountInfo),
  'accounts.register': method(In({ ...account, create_keys: z.boolean().optional() }), RegistrationResult),
  'accounts.exportBackup': method(In({ ...account, passphrase: Passphrase }), OfflineFile),
  'accounts.restoreBackup': method(In({ text: FileText, passphrase: Passphrase }), AccountInfo),

  'requests.sync': method(In(account), SyncResult),
  'requests.list': method(
    In({
      ...account,
      state: z.array(QueueState).min(1).optional(),
      limit: Int.min(1).max(500).optional(),
      offset: Int.min(0).optional(),
    }),
    QueuePage,
  ),
  'requests.open': method(In({ ...account, ref: CodeText }), RequestItem),
  'requests.openFile': method(In({ ...account, text: FileText }), RequestItem),
  'requests.review': method(In({ ...account, request_id: Uuid, offline: z.boolean().optional() }), ReviewResult),
  'requests.sign': method(In({ ...account, request_id: Uuid, summary_digest: Hash, confirmed: Confirmed }), SignResult),
  'requests.unlock': method(In({ ...account, request_id: Uuid, confirmed: Confirmed }), RequestItem),
  'requests.exportOffline': method(In({ ...account, request_id: Uuid }), OfflineFile),
  'requests.reviewOffline': method(In({ ...account, text: FileText }), ReviewResult),
  'requests.signOffline': method(In({ ...account, text: FileText, summary_digest: Hash, confirmed: Confirmed }), OfflineFile),
  'requests.submitSigned': method(In({ ...account, text: FileText }), SignResult),

  'groups.list': method(In(account), z.array(GroupSummary)),
  'groups.open': method(In({ ...conversation, offline: z.boolean().optional() }), GroupDetail),
  'groups.create': method(In({ ...account, name: Name, participants: z.array(Uuid).max(255), announcement: Announcement.optional() }), GroupDetail),
  'groups.rename': method(In({ ...conversation, name: Name }), GroupDetail),
  'groups.setAnnouncement': method(In({ ...conversation, announcement: Announcement }), GroupDetail),
  'groups.addMembers': method(In({ ...conversation, user_ids: z.array(Uuid).min(1).max(255) }), GroupDetail),
  'groups.removeMembers': method(In({ ...conversation, user_ids: z.array(Uuid).min(1).max(255) }), GroupDetail),
  'groups.setAdmin': method(In({ ...conversation, user_id: Uuid, admin: z.boolean() }), GroupDetail),
  'groups.rotateInvite': method(In(conversation), z.object({ code_url: z.string(), group: GroupDetail })),
  'groups.join': method(In({ ...account, code: CodeText }), GroupDetail),
  'groups.exit': method(In(conversation), z.object({ conversation_id: Uuid })),
  'groups.mute': method(
    In({ ...conversation, preset: z.enum(MUTE_PRESETS), seconds: Int.min(1).max(365 * 24 * 3600).optional() }).refine(
      (i) => (i.preset === 'custom') === (i.seconds !== undefined),
      { message: '"seconds" is required with the custom preset and only with it', path: ['seconds'] },
    ),
    GroupDetail,
  ),
  'groups.setDisappearing': method(In({ ...conversation, seconds: Int.min(0).max(12 * 7 * 24 * 3600) }), GroupDetail),
  'groups.sendText': method(
    In({ ...conversation, text: z.string().trim().min(1).max(4000) }),
    z.object({ message_id: Uuid, conversation_id: Uuid, created_at: Timestamp }),
  ),

  'codes.resolve': method(In({ ...account, code: CodeText }), CodeResolution),

  'audit.list': method(
    In({
      account: Uuid.optional(),
      action: z.string().max(64).optional(),
      since: Ms.optional(),
      until: Ms.optional(),
      before_id: Int.positive().optional(),
      limit: Int.min(1).max(1000).optional(),
    }),
    z.array(AuditEntry),
  ),

  'settings.get': method(In({}), Settings),
  'settings.setBaseUrl': method(In({ base_url: z.string().max(2048).nullable() }), Settings),
  'settings.setTheme': method(In({ theme: z.enum(THEMES) }), Settings),
} as const

type Bridge = typeof bridge
export type BridgeMethod = keyof Bridge
export const BRIDGE_METHODS = Object.keys(bridge) as BridgeMethod[]

/** What the renderer passes (before parsing). */
export type BridgeInput<M extends BridgeMethod> = z.input<Bridge[M]['input']>
/** What the handler receives (after parsing). */
export type BridgeParsedInput<M extends BridgeMethod> = z.output<Bridge[M]['input']>
export type BridgeValue<M extends BridgeMethod> = z.output<Bridge[M]['result']>
export type BridgeEnvelope<M extends BridgeMethod> = Envelope<BridgeValue<M>>

/** `window.cosigner`: one async function per method, and in Electron the host's intents (./host-intents). */
export type CosignerApi = { readonly [M in BridgeMethod]: (input: BridgeInput<M>) => Promise<BridgeEnvelope<M>> } & HostIntentSource

/** The IPC channel of a method; the only place a channel name is spelled. */
export const bridgeChannel = (m: BridgeMethod): string => `cosigner:${m}`

/** Whether `name` is a method of the contract (for hosts that receive names as text). */
export const isBridgeMethod = (name: unknown): name is BridgeMethod =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(bridge, name)
