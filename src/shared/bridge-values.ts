/**
 * The values that cross the bridge (see ./bridge for the contract): accounts, the request queue,
 * review summaries, groups, code resolutions, audit entries and settings. Public data only; the
 * schemas also strip anything a handler might add by mistake, since results are parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Hex, Timestamp, Uuid } from './api/common'

const Int = z.number().int()
const Ms = Int.nonnegative()
const Role = z.enum(['OWNER', 'ADMIN', ''])

/** A checked image the core fetched (an asset icon, an avatar), as a `data:` URL for an `<img>`. */
export const CheckedImage = z.string().regex(/^data:image\/(?:png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/=]*$/)

export const AccountInfo = z.object({
  user_id: Uuid,
  session_id: Uuid,
  label: z.string(),
  session_public_key: Hash,
  spend_public_key: Hash.nullable(),
  tip_public_key: Hash.nullable(),
  /** When the account was found or made registered with the service; null before. */
  registered_at: Ms.nullable(),
  created_at: Ms,
})
export type AccountInfo = z.infer<typeof AccountInfo>

export const RegistrationResult = z.object({
  account: AccountInfo,
  /** True when this call registered it; false when the service already had it. */
  registered_now: z.boolean(),
})
export type RegistrationResult = z.infer<typeof RegistrationResult>

/**
 * Where a request stands for this account (cache `state`), derived as the official clients derive
 * it: `unlocked` once `revoked_by` is set; `sending` once its signers reach the threshold, until the
 * service reports its transaction `spent`, then `done` (sent); before that `needs-signature` when this
 * account is a sender that has not signed, else `waiting`.
 */
export const QUEUE_STATES = ['needs-signature', 'waiting', 'sending', 'done', 'unlocked'] as const
export const QueueState = z.enum(QUEUE_STATES)
export type QueueState = z.infer<typeof QueueState>

/**
 * How far a request has got, whoever looks: collecting signatures (`open`), every signature in and
 * its transaction on its way (`complete`), the transaction final (`sent`), or revoked (`unlocked`).
 */
export const RequestProgress = z.enum(['open', 'complete', 'sent', 'unlocked'])
export type RequestProgress = z.infer<typeof RequestProgress>
const MyRole = z.enum(['signer', 'receiver', 'observer'])
type MyRole = z.infer<typeof MyRole>

/** One request of the queue: enough to list it without opening it. */
export const RequestItem = z.object({
  request_id: Uuid,
  transaction_hash: Hash,
  state: QueueState,
  my_role: MyRole,
  progress: RequestProgress,
  asset_id: Uuid,
  amount: Amount,
  senders: z.array(Uuid),
  signers: z.array(Uuid),
  threshold: Int,
  inscription_hash: Hash.nullable(),
  /** Who the transaction pays, change included (members and threshold of each output). */
  receivers: z.array(z.object({ members: z.array(Uuid), threshold: Int })),
  /** The memo as text ('' when there is none or it is not text; the review shows its hex). */
  memo: z.string(),
  /** Who unlocked (revoked) it, where the service says; null otherwise. */
  revoked_by: Uuid.nullable(),
  created_at: Timestamp,
  /** When it last changed, ms (the queue's order). */
  updated_at: Ms,
  synced_at: Ms,
  /** Whether a reviewed summary is cached. */
  reviewed: z.boolean(),
})
export type RequestItem = z.infer<typeof RequestItem>

export const QueuePage = z.object({
  items: z.array(RequestItem),
  counts: z.record(QueueState, Int),
})
export type QueuePage = z.infer<typeof QueuePage>

export const SyncResult = z.object({
  /** Shared accounts whose locked outputs were read for requests. */
  accounts: Int,
  /** Requests fetched because they were new or had changed. */
  fetched: Int,
  needs_signature: Int,
  /** Requests that did not need this account's signature before this sync and do now. */
  newly_needs_signature: z.array(Uuid),
})
export type SyncResult = z.infer<typeof SyncResult>

export const SummaryOutput = z.object({
  index: Int,
  /** `change` goes back to the senders' own members and threshold; `external` anywhere else. */
  kind: z.enum(['external', 'change', 'withdrawal']),
  amount: Amount,
  members: z.array(Uuid),
  members_hash: z.string(),
  threshold: Int,
  destination: z.string(),
  tag: z.string(),
})
export type SummaryOutput = z.infer<typeof SummaryOutput>

export const RequestSummary = z.object({
  request_id: Uuid,
  transaction_hash: Hash,
  asset_id: Uuid,
  kernel_asset_id: Hash,
  /** What leaves the senders: the external outputs (all outputs when every one is change). */
  amount: Amount,
  total: Amount,
  change: Amount,
  outputs: z.array(SummaryOutput),
  /**
   * `proven`: the input's previous transaction was fetched, hashed to `hash`, and its output
   * `index` holds `amount` under keys and a threshold that agree with the service's word.
   */
  inputs: z.array(z.object({ hash: Hash, index: Int, amount: Amount.nullable(), proven: z.boolean() })),
  /** Whether the spent outputs were found and checked against the inputs. */
  inputs_verified: z.boolean(),
  /**
   * Every input proven from its previous transaction, so the amount spent and the senders'
   * threshold are facts, not the service's word. Receivers and change stay as the service reports
   * them: one-time keys cannot be tied to user ids without the sender's mask.
   */
  inputs_proven: z.boolean(),
  /** The transaction's extra: UTF-8 text when it is valid UTF-8, else null; always hex. */
  memo: z.object({ text: z.string().nullable(), hex: Hex }),
  senders: z.array(z.object({ user_id: Uuid, signed: z.boolean(), is_me: z.boolean() })),
  /** k of t: `signed_count` of `threshold`. */
  threshold: Int,
  signed_count: Int,
  progress: RequestProgress,
  /** Who unlocked (revoked) it, where the service says; null otherwise. */
  revoked_by: Uuid.nullable(),
  /** Who proposed it, where the service says (its transaction's creator), else its only signer; null when unknown. */
  proposer: Uuid.nullable(),
  /** When the service last changed it (signed, completed or unlocked). */
  updated_at: Timestamp,
  i_am_sender: z.boolean(),
  i_have_signed: z.boolean(),
  can_sign: z.boolean(),
  can_unlock: z.boolean(),
  collectible: z
    .object({
      inscription_hash: Hash,
      collection_hash: Hash.nullable(),
      collection_name: z.string(),
      symbol: z.string(),
      sequence: Int.nullable(),
      content_type: z.string(),
      content_url: z.string(),
    })
    .nullable(),
  warnings: z.array(z.string()),
})
export type RequestSummary = z.infer<typeof RequestSummary>

/**
 * What review checks, each a named check of its own (src/main/core/services/requests/review/): a
 * refusal names the checks that failed.
 */
export const REVIEW_CHECKS = [
  /** The raw transaction decodes, hashes to the request's hash, and is the one first seen under this id. */
  'transaction',
  /** The asset and the memo are the raw's own. */
  'asset-and-memo',
  /** The senders, their hash and threshold are consistent. */
  'senders',
  /** Every output matches the receiver the service names for it. */
  'outputs',
  /** Every input spends an output the senders own, of this asset, and the sums agree. */
  'inputs',
  /** What the inputs' previous transactions prove agrees with the service's word. */
  'proofs',
  /** The signatures on the raw are those of the members listed as signers. */
  'signatures',
] as const
export const ReviewCheck = z.enum(REVIEW_CHECKS)
export type ReviewCheck = z.infer<typeof ReviewCheck>

export const ReviewMismatch = z.object({ kind: ReviewCheck, detail: z.string() })
export type ReviewMismatch = z.infer<typeof ReviewMismatch>

/** A summary and its digest (pass the digest back to sign), or why the request was refused. */
export const ReviewResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    summary: RequestSummary,
    digest: Hash,
    /** Set when the service could not be reached: the summary is the copy checked at the last review. */
    offline: z.literal(true).optional(),
  }),
  z.object({ status: z.literal('refused'), request_id: Uuid, reasons: z.array(ReviewMismatch).min(1) }),
])
export type ReviewResult = z.infer<typeof ReviewResult>

/** A signature the service took: the request as it now stands, and its transaction's hash. */
export const SubmittedSignature = z.object({ request: RequestItem, transaction_hash: Hash })
export type SubmittedSignature = z.infer<typeof SubmittedSignature>

/** A signature made here, with the review of the request as the service answered it: what the screen shows next. */
export const SignResult = SubmittedSignature.extend({ review: ReviewResult })
export type SignResult = z.infer<typeof SignResult>

export const OfflineFile = z.object({ text: z.string(), file_name: z.string() })
export type OfflineFile = z.infer<typeof OfflineFile>

/** A signature file made offline, and the request reviewed again as that signature leaves it. */
export const SignedOfflineFile = OfflineFile.extend({ review: ReviewResult })
export type SignedOfflineFile = z.infer<typeof SignedOfflineFile>

const Participant = z.object({ user_id: Uuid, role: Role, created_at: z.string() })
type Participant = z.infer<typeof Participant>

export const GroupSummary = z.object({
  conversation_id: Uuid,
  name: z.string(),
  announcement: z.string(),
  creator_id: Uuid,
  code_url: z.string(),
  mute_until: z.string(),
  expire_in: Int,
  participant_count: Int,
  my_role: Role.nullable(),
  synced_at: Ms,
})
export type GroupSummary = z.infer<typeof GroupSummary>

export const GroupDetail = GroupSummary.extend({ participants: z.array(Participant), muted: z.boolean() })
export type GroupDetail = z.infer<typeof GroupDetail>

export const MUTE_PRESETS = ['1h', '8h', '1w', 'unmute', 'custom'] as const

export const CodeResolution = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    action: z.literal('view-user'),
    code_id: Uuid,
    user: z.object({ user_id: Uuid, identity_number: z.string(), full_name: z.string(), avatar_url: z.string() }),
  }),
  z.object({
    kind: z.literal('conversation'),
    action: z.enum(['open-group', 'join-group']),
    code_id: Uuid,
    conversation_id: Uuid,
    name: z.string(),
    participant_count: Int,
    is_member: z.boolean(),
  }),
  z.object({
    kind: z.literal('payment'),
    action: z.literal('view-payment'),
    code_id: Uuid,
    trace_id: Uuid,
    asset_id: Uuid,
    amount: Amount,
    threshold: Int,
    receivers: z.array(Uuid),
    memo: z.string(),
    status: z.string(),
  }),
  z.object({
    kind: z.literal('multisig_request'),
    action: z.literal('review-request'),
    code_id: Uuid,
    request_id: Uuid,
    asset_id: Uuid,
    amount: Amount,
    request_action: z.enum(['sign', 'unlock']),
    state: z.enum(['initial', 'signed']),
  }),
  z.object({
    kind: z.literal('collectible_request'),
    action: z.literal('review-collectible-request'),
    code_id: Uuid,
    request_id: Uuid,
    token_id: Uuid,
    amount: Amount,
    state: z.enum(['initial', 'signed']),
  }),
])
export type CodeResolution = z.infer<typeof CodeResolution>

export const AuditEntry = z.object({
  id: Int,
  at: Ms,
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  transaction_hash: Hash.nullable(),
  result: z.enum(['ok', 'failed', 'refused']),
  detail: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const THEMES = ['system', 'light', 'dark'] as const
export const Settings = z.object({
  base_url: z.string(),
  /** The address used when none is set: the local sequencer given at startup. */
  default_base_url: z.string(),
  theme: z.enum(THEMES),
  /** Where the keys are: the OS keychain's name for people, and the service name entries are filed under. */
  keychain: z.object({ backend: z.string(), service: z.string() }),
  /** Whether a new proposal is shared to its account's group at once, so the other members hear of it. */
  share_proposals: z.boolean(),
})
export type Settings = z.infer<typeof Settings>


/**
 * Where the keys are: `os`, the OS keychain; `memory`, the demo's throwaway keys in the wallet's
 * process only, where no keychain is reachable; `unreachable`, no keychain answered, so a wallet for
 * real accounts stores no key (src/main/core/vault/keychain-reach.ts).
 */
export const KEYCHAIN_STORAGE = ['os', 'memory', 'unreachable'] as const
export const KeychainStatus = z.object({
  storage: z.enum(KEYCHAIN_STORAGE),
  /** The OS keychain's name for people ("Secret Service"). */
  backend: z.string(),
  /** Why the keys are not in the OS keychain, for people; null when they are. */
  reason: z.string().nullable(),
  /** What to install or start so that they can be, on this computer; null when nothing is needed. */
  remedy: z.string().nullable(),
  /** The OS's own words, for a details line; null when it said nothing. */
  detail: z.string().nullable(),
})
export type KeychainStatus = z.infer<typeof KeychainStatus>

/** Where the wallet's lock stands (see src/main/core/services/lock.ts). */
export const LOCK_STATES = ['setup', 'locked', 'unlocked', 'unprotected'] as const
export const LockStatus = z.object({
  /**
   * `setup`: no passphrase yet (choose one; keys found in clear get sealed under it). `locked`:
   * only unlocking works. `unlocked`. `unprotected`: the demo's throwaway wallet, without a passphrase.
   */
  state: z.enum(LOCK_STATES),
  /** The core's clock, ms, to count down from without trusting the page's. */
  now: Ms,
  /** Accounts in the wallet (in `setup`, those whose keys a passphrase will seal). */
  accounts: Int,
  idle_ms: Ms,
  reauth_window_ms: Ms,
  /** When the idle lock falls due; null unless unlocked. */
  locks_at: Ms.nullable(),
  /** Until when signing needs no passphrase (the re-auth window); null when it does. */
  sign_without_reauth_until: Ms.nullable(),
  /** Wrong passphrases in a row. */
  failed_attempts: Int,
  /** When the next passphrase may be tried; null when it may be now. */
  retry_at: Ms.nullable(),
  /** Where the keys are, decided by the core at start; a wallet with `unreachable` can store none. */
  keychain: KeychainStatus,
})
export type LockStatus = z.infer<typeof LockStatus>

/**
 * What a re-authentication grant is for; each action takes a grant of its own purpose. `loosen-lock`
 * is for a longer idle lock or re-auth window (a shorter one needs none).
 */
export const GRANT_PURPOSES = [
  'sign',
  'unlock-request',
  'export-backup',
  'import-account',
  'remove-account',
  'create-keys',
  'change-passphrase',
  'change-service',
  'loosen-lock',
] as const
export type GrantPurpose = (typeof GRANT_PURPOSES)[number]

/**
 * The subject of a `loosen-lock` grant: the lock settings it allows, so a grant asked for one
 * change cannot make a looser one.
 */
export function loosenLockSubject(o: { readonly idleMs?: number | undefined; readonly reauthWindowMs?: number | undefined }): string {
  const parts = [o.idleMs !== undefined ? `idle ${o.idleMs} ms` : '', o.reauthWindowMs !== undefined ? `re-auth window ${o.reauthWindowMs} ms` : '']
  return parts.filter((p) => p !== '').join(', ')
}

/** The estimator's view of a candidate passphrase. */
export const PassphraseVerdict = z.object({
  ok: z.boolean(),
  score: Int.min(0).max(4),
  warning: z.string().nullable(),
  suggestions: z.array(z.string()),
})
export type PassphraseVerdict = z.infer<typeof PassphraseVerdict>

/** A keystore's public face, to show which account a chosen file is before importing it. */
export const KeystorePreview = z.object({
  user_id: Uuid,
  session_id: Uuid,
  has_spend_key: z.boolean(),
  has_tip_key: z.boolean(),
  /** Whether this wallet already has the account. */
  in_wallet: z.boolean(),
})
export type KeystorePreview = z.infer<typeof KeystorePreview>

/** Keys in the keychain that no account of the wallet owns. */
export const OrphanKeys = z.object({ user_id: Uuid, kinds: z.array(z.enum(['session', 'spend', 'tip'])) })
export type OrphanKeys = z.infer<typeof OrphanKeys>

/** What a signature file made offline is for, read before submitting it. */
export const SignedFileInfo = z.object({
  request_id: Uuid,
  transaction_hash: Hash,
  /** The request as this wallet knows it; null when it does not. */
  request: RequestItem.nullable(),
})
export type SignedFileInfo = z.infer<typeof SignedFileInfo>
