/**
 * The bridge contract: every call the renderer may make to the wallet core, each with its name, the
 * zod schema of its input and the zod schema of its result. The preload builds `window.cosigner`
 * from this object, the main process (and the loopback web host) register one handler per entry,
 * and nothing else names a channel. Results cross as an {@link Envelope}: `{ok: true, value}` or
 * `{ok: false, error: {code, message}}`, with the codes of `BRIDGE_ERROR_CODES` (./bridge-errors).
 *
 * Rules the schemas enforce: inputs are strict objects (an unknown key is refused, not ignored);
 * signing and unlocking need `confirmed: true` and signing the digest of the summary the user saw;
 * files cross as text (the host owns file dialogs). Nothing secret is ever part of a result: seeds
 * stay in the main process, and backups cross only encrypted. Actions that sign, unlock, export or
 * change keys or the service, or loosen the lock, take a `grant` (from `lock.reauthenticate`),
 * which the core checks; the wallet passphrase crosses only in the `lock.*` methods that check or
 * set it.
 * @module
 */
import { z } from 'zod'
import { Hash, Timestamp, Uuid } from './api/common'
import { MAX_USERS_FETCH } from './api/user'
import { AccountInfo, KeystorePreview, OrphanKeys, RegistrationResult } from './bridge-accounts'
import { CodeResolution } from './bridge-codes'
import type { Envelope } from './bridge-errors'
import { GroupDetail, GroupSummary, MUTE_PRESETS } from './bridge-groups'
import { GRANT_PURPOSES, LockStatus, PassphraseVerdict } from './bridge-lock'
import {
  AttachmentFile,
  ConversationState,
  MessageChanges,
  MessagePage,
  StoredMessage,
} from './bridge-messages'
import { Person } from './bridge-people'
import {
  OfflineFile,
  QueuePage,
  QueueState,
  RequestItem,
  ReviewResult,
  SignedFileInfo,
  SignedOfflineFile,
  SignResult,
  SubmittedSignature,
  SyncResult,
} from './bridge-requests'
import { AuditEntry, Settings, THEMES } from './bridge-settings'
import { LANGUAGES } from './i18n/locales'
import {
  AssetHistory,
  AssetInfo,
  Conflict,
  ProposalResult,
  SharedAccount,
  SharedAccountRef,
  StaleRequests,
  TreasuryList,
  TreasurySyncResult,
} from './bridge-treasury'
import { runMethods } from './bridge-payroll'
import type { HostIntentSource } from './host-intents'
import { In, method } from './bridge-method'
import { availabilityMethods } from './bridge-availability'
import { searchMethods } from './bridge-search'
import { OpenedGroup, OpenedRequest } from './bridge-saved'
import { ledgerMethods } from './bridge-ledger'

export * from './bridge-accounts'
export * from './bridge-codes'
export * from './bridge-errors'
export * from './bridge-groups'
export * from './bridge-images'
export * from './bridge-lock'
export * from './bridge-messages'
export * from './bridge-people'
export * from './bridge-requests'
export * from './bridge-settings'
export * from './bridge-treasury'
export * from './bridge-availability'
export * from './bridge-search'
export * from './bridge-saved'
export * from './bridge-ledger'
export * from './bridge-payroll'

// ---------------------------------------------------------------------------------------------
// Inputs

const Int = z.number().int()
const Ms = Int.nonnegative()
/** A keystore, backup or offline file as text; generous, still bounded. */
const FileText = z
  .string()
  .min(1)
  .max(8 * 1024 * 1024)
const account = { account: Uuid }
const conversation = { account: Uuid, conversation_id: Uuid }
const Name = z.string().trim().min(1).max(512)
const Announcement = z.string().max(1024)
const Confirmed = z.literal(true, { message: 'explicit confirmation is required' })
/** A code, a code link, a request id or a transaction hash, as pasted. */
const CodeText = z.string().trim().min(1).max(512)
const Passphrase = z.string().min(1).max(1024)
/** Proof of a fresh re-authentication: a single-use token from `lock.reauthenticate`. */
const Grant = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a grant from lock.reauthenticate')

/** The contract: method name → input and result schemas. */
export const bridge = {
  // The lock: all a lock screen may call is lock.status, lock.unlock and lock.lock (see the core's
  // bridge handlers). The passphrase crosses only in these methods.
  'lock.status': method(In({}), LockStatus),
  'lock.checkPassphrase': method(In({ passphrase: Passphrase }), PassphraseVerdict),
  'lock.setup': method(
    In({ passphrase: Passphrase }),
    z.object({ status: LockStatus, grant: Grant }),
  ),
  'lock.unlock': method(In({ passphrase: Passphrase }), LockStatus),
  'lock.lock': method(In({}), LockStatus),
  /** The user did something (throttled by the page); background work never calls it. */
  'lock.activity': method(In({}), LockStatus),
  'lock.reauthenticate': method(
    In({
      passphrase: Passphrase.optional(),
      purpose: z.enum(GRANT_PURPOSES),
      subject: z.string().min(1).max(2048).optional(),
    }),
    z.object({ grant: Grant }),
  ),
  'lock.changePassphrase': method(In({ grant: Grant, passphrase: Passphrase }), LockStatus),
  /** A longer idle lock or re-auth window takes a `loosen-lock` grant (see loosenLockSubject); a shorter one none. */
  'lock.configure': method(
    In({
      idle_minutes: Int.min(1).max(60).optional(),
      reauth_window_minutes: Int.min(0).max(15).optional(),
      grant: Grant.optional(),
    }),
    LockStatus,
  ),

  'accounts.list': method(In({}), z.array(AccountInfo)),
  'accounts.inspectKeystore': method(In({ text: FileText }), KeystorePreview),
  'accounts.importKeystore': method(
    In({ text: FileText, label: z.string().max(64).optional(), grant: Grant }),
    AccountInfo,
  ),
  'accounts.register': method(
    In({ ...account, create_keys: z.boolean().optional(), grant: Grant.optional() }),
    RegistrationResult,
  ),
  'accounts.exportBackup': method(
    In({ ...account, passphrase: Passphrase, grant: Grant }),
    OfflineFile,
  ),
  'accounts.restoreBackup': method(
    In({ text: FileText, passphrase: Passphrase, grant: Grant }),
    AccountInfo,
  ),
  'accounts.remove': method(In({ ...account, grant: Grant }), z.object({ user_id: Uuid })),
  'accounts.orphans': method(In({}), z.array(OrphanKeys)),
  'accounts.removeOrphan': method(
    In({ user_id: Uuid, grant: Grant }),
    z.object({ user_id: Uuid, removed: Int }),
  ),

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
  /** Offline, a request saved on this computer (by id, link or hash) is answered from the cache, marked `offline`. */
  'requests.open': method(In({ ...account, ref: CodeText }), OpenedRequest),
  'requests.openFile': method(In({ ...account, text: FileText }), RequestItem),
  'requests.review': method(
    In({ ...account, request_id: Uuid, offline: z.boolean().optional() }),
    ReviewResult,
  ),
  'requests.sign': method(
    In({
      ...account,
      request_id: Uuid,
      summary_digest: Hash,
      confirmed: Confirmed,
      grant: Grant.optional(),
    }),
    SignResult,
  ),
  'requests.unlock': method(
    In({ ...account, request_id: Uuid, confirmed: Confirmed, grant: Grant }),
    RequestItem,
  ),
  'requests.exportOffline': method(In({ ...account, request_id: Uuid }), OfflineFile),
  'requests.reviewOffline': method(In({ ...account, text: FileText }), ReviewResult),
  'requests.signOffline': method(
    In({
      ...account,
      text: FileText,
      summary_digest: Hash,
      confirmed: Confirmed,
      grant: Grant.optional(),
    }),
    SignedOfflineFile,
  ),
  'requests.inspectSigned': method(In({ ...account, text: FileText }), SignedFileInfo),
  /** `request_id` must be the one the file signs: a file is never submitted for another request. */
  'requests.submitSigned': method(
    In({ ...account, request_id: Uuid, text: FileText }),
    SubmittedSignature,
  ),

  'groups.list': method(In(account), z.array(GroupSummary)),
  /** With `offline`, or when the service cannot be reached, the saved copy, marked `offline`. */
  'groups.open': method(In({ ...conversation, offline: z.boolean().optional() }), OpenedGroup),
  'groups.create': method(
    In({
      ...account,
      name: Name,
      participants: z.array(Uuid).max(255),
      announcement: Announcement.optional(),
    }),
    GroupDetail,
  ),
  'groups.rename': method(In({ ...conversation, name: Name }), GroupDetail),
  'groups.setAnnouncement': method(
    In({ ...conversation, announcement: Announcement }),
    GroupDetail,
  ),
  'groups.addMembers': method(
    In({ ...conversation, user_ids: z.array(Uuid).min(1).max(255) }),
    GroupDetail,
  ),
  'groups.removeMembers': method(
    In({ ...conversation, user_ids: z.array(Uuid).min(1).max(255) }),
    GroupDetail,
  ),
  'groups.setAdmin': method(
    In({ ...conversation, user_id: Uuid, admin: z.boolean() }),
    GroupDetail,
  ),
  'groups.rotateInvite': method(
    In(conversation),
    z.object({ code_url: z.string(), group: GroupDetail }),
  ),
  'groups.join': method(In({ ...account, code: CodeText }), GroupDetail),
  'groups.exit': method(In(conversation), z.object({ conversation_id: Uuid })),
  'groups.mute': method(
    In({
      ...conversation,
      preset: z.enum(MUTE_PRESETS),
      seconds: Int.min(1)
        .max(365 * 24 * 3600)
        .optional(),
    }).refine((i) => (i.preset === 'custom') === (i.seconds !== undefined), {
      message: '"seconds" is required with the custom preset and only with it',
      path: ['seconds'],
    }),
    GroupDetail,
  ),
  'groups.setDisappearing': method(
    In({ ...conversation, seconds: Int.min(0).max(12 * 7 * 24 * 3600) }),
    GroupDetail,
  ),
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

  'treasury.list': method(In(account), TreasuryList),
  'treasury.sync': method(In(account), TreasurySyncResult),
  'treasury.setLabel': method(
    In({ ...account, ...SharedAccountRef, label: z.string().max(64) }),
    SharedAccount,
  ),
  /**
   * Follows a shared account this account is a member of, named by its members and threshold or by
   * its MIX address (the public API lists outputs only per members and threshold, so the wallet must
   * be told); an offered one becomes followed. Loose on purpose: the core words each refusal.
   */
  'treasury.addAccount': method(
    In({
      ...account,
      members: z.array(z.string().max(8192)).max(64).optional(),
      threshold: Int.min(0).max(1000).optional(),
      address: z.string().max(8192).optional(),
      label: z.string().max(64).optional(),
    }),
    SharedAccount,
  ),
  /** Stops following a shared account (or dismisses an offered one): its outputs leave the cache; its requests stay. */
  'treasury.removeAccount': method(
    In({ ...account, ...SharedAccountRef }),
    z.object({ ...SharedAccountRef }),
  ),
  'treasury.history': method(In({ ...account, ...SharedAccountRef, asset_id: Uuid }), AssetHistory),
  'treasury.stale': method(
    In({ ...account, members_hash: Hash.optional(), threshold: Int.min(1).max(64).optional() }),
    StaleRequests,
  ),
  'treasury.setStaleAfter': method(
    In({ ms: Int.min(60_000).max(365 * 24 * 3600 * 1000) }),
    z.object({ stale_after_ms: Ms }),
  ),
  'assets.get': method(
    In({ ...account, asset_ids: z.array(Uuid).min(1).max(100), offline: z.boolean().optional() }),
    z.array(AssetInfo),
  ),
  // Loose on purpose: the core checks each field and answers a refusal per field in words. The proposer
  // signs at once, so the caller picks `request_id` and brings a grant to sign it (see requests.sign).
  'payments.propose': method(
    In({
      ...account,
      ...SharedAccountRef,
      asset_id: z.string().max(64),
      to: z.array(z.string().max(8192)).max(64),
      to_threshold: Int.min(0).max(1000).optional(),
      amount: z.string().max(256),
      memo: z.string().max(16384),
      request_id: Uuid.optional(),
      /** A grant to sign `request_id`, unless inside the re-auth window. */
      grant: Grant.optional(),
    }),
    ProposalResult,
  ),
  'requests.conflicts': method(In({ ...account, request_id: Uuid.optional() }), z.array(Conflict)),

  // People: answered from the users cache, refreshed from the service when stale (or `refresh`),
  // and from the cache alone when it cannot be reached or with `offline`.
  'people.get': method(
    In({
      ...account,
      user_ids: z.array(Uuid).min(1).max(MAX_USERS_FETCH),
      offline: z.boolean().optional(),
      refresh: z.boolean().optional(),
    }),
    z.array(Person),
  ),
  /** The account's contacts (everyone it met) matching a name, an identity number or an id's start; '' lists the latest met. */
  'people.search': method(
    In({ ...account, query: z.string().max(128), limit: Int.min(1).max(100).optional() }),
    z.array(Person),
  ),
  /** A user by id, user link (`mixin.one/users/…`) or a user's code link, asked of the service and kept as a contact. */
  'people.lookup': method(In({ ...account, ref: CodeText }), Person),

  // A group's conversation, from the messages the core stored (works offline); see ./bridge-messages.
  /** Oldest first; `before_seq` pages back, `after_seq` reads what arrived since. */
  'messages.list': method(
    In({
      ...conversation,
      before_seq: Int.positive().optional(),
      after_seq: Int.nonnegative().optional(),
      limit: Int.min(1).max(500).optional(),
    }),
    MessagePage,
  ),
  /** Answers at once when anything changed after `after`, else when something does or at `timeout_ms` (default 20 s). */
  'messages.wait': method(
    In({ ...account, after: Int.nonnegative(), timeout_ms: Int.min(0).max(25_000).optional() }),
    MessageChanges,
  ),
  /** Marks the conversation read up to `up_to_seq` (tells the service READ; starts disappearing timers). */
  'messages.markRead': method(
    In({ ...conversation, up_to_seq: Int.positive() }),
    ConversationState,
  ),
  /** Downloads an attachment message's file through the core (size- and type-checked). */
  'messages.attachment': method(In({ ...conversation, message_id: Uuid }), AttachmentFile),
  /** Sends a card for one request to the group: title, amount and asset, and a Review action on its link. */
  'messages.shareRequest': method(In({ ...conversation, request_id: Uuid }), StoredMessage),
  /** Hides the announcement reminder bar until the announcement changes again. */
  'groups.dismissAnnouncement': method(In(conversation), ConversationState),

  'settings.get': method(In({}), Settings),
  /** Needs a grant for `change-service` whose subject is `base_url` as sent ("default" for null). */
  'settings.setBaseUrl': method(
    In({
      base_url: z.string().max(2048).nullable(),
      grant: Grant.optional(),
      confirm_host: z.string().max(255).optional(),
    }),
    Settings,
  ),
  'settings.setTheme': method(In({ theme: z.enum(THEMES) }), Settings),
  /** The language chosen, alone: what the lock screen and the first-run screens speak, so it answers while locked. */
  'settings.language': method(In({}), z.object({ language: z.enum(LANGUAGES) })),
  'settings.setLanguage': method(In({ language: z.enum(LANGUAGES) }), Settings),
  'settings.setShareProposals': method(In({ share: z.boolean() }), Settings),

  ...availabilityMethods,
  ...searchMethods,
  ...ledgerMethods,
  ...runMethods(Grant),
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

/**
 * What every host registers, one per method: the raw input in (the handler validates it), an
 * envelope out. The core's are made by src/main/core/bridge-handlers.ts.
 */
export type BridgeHandlers = {
  readonly [M in BridgeMethod]: (rawInput: unknown) => Promise<Envelope<unknown>>
}

/** `window.cosigner`: one async function per method, and in Electron the host's intents (./host-intents). */
export type CosignerApi = {
  readonly [M in BridgeMethod]: (input: BridgeInput<M>) => Promise<BridgeEnvelope<M>>
} & HostIntentSource

/** The IPC channel of a method; the only place a channel name is spelled. */
export const bridgeChannel = (m: BridgeMethod): string => `cosigner:${m}`

/** Whether `name` is a method of the contract (for hosts that receive names as text). */
export const isBridgeMethod = (name: unknown): name is BridgeMethod =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(bridge, name)
