/**
 * Multisig requests on the bridge (see ./bridge for the contract): the queue and where each request
 * stands, the review the core decoded (its named checks and their mismatches), signatures made here
 * or offline, and the offline files. Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Hex, Timestamp, Uuid } from './api/common'
import { WordsSchema } from './i18n/words'

const Int = z.number().int()
const Ms = Int.nonnegative()

/**
 * Where a request stands for this account (cache `state`), derived as the official clients derive
 * it: `unlocked` once `revoked_by` is set; `sending` once its signers reach the threshold, until the
 * service reports its transaction `spent`, then `done` (sent); before that `needs-signature` when this
 * account is a sender that has not signed, else `waiting`.
 */
export const QUEUE_STATES = ['needs-signature', 'waiting', 'sending', 'done', 'unlocked'] as const
export const QueueState = z.enum(QUEUE_STATES)
export type QueueState = z.infer<typeof QueueState>
/** The states of a request that still waits for signatures: what the queue calls pending. */
export const OPEN_QUEUE_STATES = [
  'needs-signature',
  'waiting',
] as const satisfies readonly QueueState[]

/**
 * How far a request has got, whoever looks: collecting signatures (`open`), every signature in and
 * its transaction on its way (`complete`), the transaction final (`sent`), or revoked (`unlocked`).
 */
export const RequestProgress = z.enum(['open', 'complete', 'sent', 'unlocked'])
export type RequestProgress = z.infer<typeof RequestProgress>

/** The account's part in a request: among its senders, only among its receivers, or neither. */
export const MY_ROLES = ['signer', 'receiver', 'observer'] as const
export const MyRole = z.enum(MY_ROLES)
export type MyRole = z.infer<typeof MyRole>

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
  inputs: z.array(
    z.object({ hash: Hash, index: Int, amount: Amount.nullable(), proven: z.boolean() }),
  ),
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
  /** What the review could not say for sure, as catalog words. */
  warnings: z.array(WordsSchema),
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

/** A disagreement, under the check that found it, and what it is as catalog words. */
export const ReviewMismatch = z.object({ kind: ReviewCheck, detail: WordsSchema })
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
  z.object({
    status: z.literal('refused'),
    request_id: Uuid,
    reasons: z.array(ReviewMismatch).min(1),
  }),
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

/** What a signature file made offline is for, read before submitting it. */
export const SignedFileInfo = z.object({
  request_id: Uuid,
  transaction_hash: Hash,
  /** The request as this wallet knows it; null when it does not. */
  request: RequestItem.nullable(),
})
export type SignedFileInfo = z.infer<typeof SignedFileInfo>
