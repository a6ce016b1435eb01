/**
 * The ledger as the interface serves it: outputs (`GET /safe/outputs`, wire-formats §8.6), ghost
 * keys (`POST /safe/keys`, §3), and multisig requests (`/safe/multisigs`, interface 2.3 and 4.2,
 * wire-formats §2.1 and §2.7, DESIGN "multisig `views`", "sign / unlock bodies", "discovering
 * requests"). Response schemas are what the sequencer writes and the wallet reads; request schemas
 * are what the sequencer accepts.
 *
 * What is ours rather than the official API's (DESIGN "discovering requests"):
 * - `GET /safe/multisigs?state=pending|done&offset&limit` ({@link MultisigListQuery}): the requests
 *   whose senders include the caller, by our `sequence` cursor;
 * - on a multisig request: `state` (`initial` | `signed` | `unlocked`), `sequence` and `code_id`
 *   (the request's `multisig_request` code, so `GET /codes/:id` resolves it).
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Hex, Timestamp, Uuid, UuidInput } from './common'
import { UUID_OR_HASH_PATTERN } from './uuid'

/** Largest page of `GET /safe/outputs` and `GET /safe/multisigs` (the official default and maximum). */
export const MAX_PAGE_LIMIT = 500
/** Entries accepted in one `POST /safe/keys` body: one per output, and a transaction has at most 256. */
const MAX_GHOST_KEY_REQUESTS = 256
/** Receivers of one ghost key request; a threshold script stops at 64, so more could never spend. */
const MAX_GHOST_RECEIVERS = 64
/** Entries accepted in one `POST /safe/multisigs` body. */
const MAX_MULTISIG_REQUESTS = 32
/** Longest `hint` of a ghost key request (the SDK and GO send a UUID). */
const MAX_HINT_LENGTH = 128

/** Mixin codes the ledger answers with besides the common ones of ./error. */
export const LedgerErrorCode = {
  /** An input is locked by another multisig request (HTTP 409). */
  LockedByAnotherTransaction: 10105,
  /** An input is already spent (HTTP 409); the Android client calls it "invalid UTXO". */
  InvalidUtxo: 10106,
} as const

const OutputState = z.enum(['unspent', 'signed', 'spent'])
type OutputState = z.infer<typeof OutputState>

/**
 * One output (wire-formats §8.6). `asset` repeats `kernel_asset_id`: the official SDK's
 * `buildSafeTransaction` reads it as the transaction's asset. `receivers*` are the owners (members)
 * and their threshold; `senders*` the members of the inputs of the transaction that created it
 * (empty, '' and 0 for a deposit). `signed_by` is the hash of the transaction that locks or spent
 * it ('' otherwise); `signers` are the members who signed that transaction.
 */
export const SafeOutput = z.object({
  type: z.literal('kernel_output'),
  output_id: Uuid,
  transaction_hash: Hash,
  output_index: z.number().int().min(0).max(255),
  asset: Hash,
  asset_id: Uuid,
  kernel_asset_id: Hash,
  amount: Amount,
  mask: Hash,
  keys: z.array(Hash),
  senders_hash: Hash.or(z.literal('')),
  senders_threshold: z.number().int().min(0).max(64),
  senders: z.array(Uuid),
  receivers_hash: Hash,
  receivers_threshold: z.number().int().min(1).max(64),
  receivers: z.array(Uuid),
  extra: Hex,
  state: OutputState,
  sequence: z.number().int().min(1),
  created_at: Timestamp,
  updated_at: Timestamp,
  signers: z.array(Uuid),
  signed_by: Hash.or(z.literal('')),
  signed_at: Timestamp,
  spent_at: Timestamp,
  inscription_hash: Hash.optional(),
  request_id: Uuid.optional(),
})
export type SafeOutput = z.infer<typeof SafeOutput>

const QueryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

/**
 * `GET /safe/outputs` query (wire-formats §8.6). `members` is a members hash; without it every output
 * the caller is a member of is listed. `offset` is a `sequence`: ASC lists from it upwards, DESC
 * from it downwards (inclusive). `asset` is an asset UUID or a kernel asset hash.
 */
export const OutputsQuery = z.object({
  members: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'expected a members hash')
    .transform((s) => s.toLowerCase())
    .optional(),
  threshold: QueryInt(1, 64).optional(),
  state: OutputState.optional(),
  asset: z
    .string()
    .regex(UUID_OR_HASH_PATTERN, 'expected an asset UUID or kernel asset hash')
    .transform((s) => s.toLowerCase())
    .optional(),
  offset: QueryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  limit: QueryInt(1, MAX_PAGE_LIMIT).optional(),
  order: z
    .string()
    .regex(/^(?:asc|desc)$/i, 'expected ASC or DESC')
    .transform((s) => s.toUpperCase() as 'ASC' | 'DESC')
    .optional(),
})
export type OutputsQuery = z.infer<typeof OutputsQuery>

/**
 * One entry of `POST /safe/keys`: ghost keys for output `index` of a transaction, owned by the
 * `receivers` (user ids; sorted by the service, keys[j] belongs to sorted receiver j). The same
 * entry always gets the same keys; `hint` is opaque to the client and makes a request unique.
 */
export const GhostKeyRequest = z.object({
  receivers: z.array(UuidInput).min(1).max(MAX_GHOST_RECEIVERS),
  index: z.number().int().min(0).max(255),
  hint: z.string().min(1).max(MAX_HINT_LENGTH),
})
export type GhostKeyRequest = z.infer<typeof GhostKeyRequest>

export const GhostKeysBody = z.array(GhostKeyRequest).min(1).max(MAX_GHOST_KEY_REQUESTS)

/** A response entry of `POST /safe/keys`, in request order. */
export const GhostKeys = z.object({
  type: z.literal('ghost_key'),
  mask: Hash,
  keys: z.array(Hash),
})
export type GhostKeys = z.infer<typeof GhostKeys>

/** A raw transaction as hex, as clients send it. Its encoding is checked by the Kernel codec. */
// Lower-cased only when it is not already: a raw can be a megabyte, and most come lower-case.
const RawHex = z
  .string()
  .min(1)
  .regex(/^(?:[0-9a-fA-F]{2})+$/, 'expected a hex raw transaction')
  .transform((s) => (/[A-F]/.test(s) ? s.toLowerCase() : s))

/** One entry of `POST /safe/multisigs` (interface 4.2): an unsigned raw transaction under a client-chosen id. */
const MultisigCreateRequest = z.object({ request_id: UuidInput, raw: RawHex })
export const MultisigCreateBody = z.array(MultisigCreateRequest).min(1).max(MAX_MULTISIG_REQUESTS)
export type MultisigCreateBody = z.infer<typeof MultisigCreateBody>

/** `POST /safe/multisigs/:id/sign`: `{raw}` (SDK) or `{request_id, raw}` (interface, Android). */
export const MultisigSignBody = z.object({ request_id: UuidInput.optional(), raw: RawHex })
export type MultisigSignBody = z.infer<typeof MultisigSignBody>

/** `POST /safe/multisigs/:id/unlock`: no body (SDK, Android), `{}`, or `{request_id, raw}` (interface). */
export const MultisigUnlockBody = z.object({ request_id: UuidInput.optional(), raw: RawHex.optional() })
export type MultisigUnlockBody = z.infer<typeof MultisigUnlockBody>

/**
 * One receiver of a multisig request, per output in output order (wire-formats §2.1: these carry
 * `destination`, `tag` and `withdrawal_hash`). A script output to keys the service handed out
 * names their members; one to keys it did not (e.g. a XIN address) has `members: []` and
 * `members_hash: ''`; a withdrawal has both empty, threshold 0, and its address and tag.
 */
export const MultisigReceiver = z.object({
  members: z.array(Uuid),
  members_hash: Hash.or(z.literal('')),
  threshold: z.number().int().min(0).max(64),
  destination: z.string(),
  tag: z.string(),
  withdrawal_hash: z.string(),
})
export type MultisigReceiver = z.infer<typeof MultisigReceiver>

/** `initial`: collecting signatures; `signed`: every input reached its threshold; `unlocked`: revoked. */
export const MultisigState = z.enum(['initial', 'signed', 'unlocked'])
export type MultisigState = z.infer<typeof MultisigState>

/**
 * A multisig request (interface 2.3 with wire-formats §2.7). `views` are hex scalars, one per input,
 * for the authenticated caller (DESIGN "multisig `views`"; empty in list entries — fetch the request
 * for them). `amount` is what leaves the senders: the sum of the outputs other than change (outputs
 * back to the senders' own members and threshold), or the whole sum when every output is change.
 * `revoked_by` is the member who unlocked it ('' otherwise). `state`, `sequence` and `code_id` are ours.
 */
export const MultisigRequest = z.object({
  type: z.literal('transaction_request'),
  request_id: Uuid,
  transaction_hash: Hash,
  asset_id: Uuid,
  kernel_asset_id: Hash,
  amount: Amount,
  senders_hash: Hash,
  senders_threshold: z.number().int().min(1).max(64),
  senders: z.array(Uuid),
  signers: z.array(Uuid),
  revoked_by: Uuid.or(z.literal('')),
  extra: Hex,
  raw_transaction: Hex,
  created_at: Timestamp,
  updated_at: Timestamp,
  inscription_hash: Hash.optional(),
  receivers: z.array(MultisigReceiver),
  views: z.array(Hash),
  state: MultisigState,
  sequence: z.number().int().min(1),
  code_id: Uuid,
})
export type MultisigRequest = z.infer<typeof MultisigRequest>

/**
 * A multisig request as any Mixin-compatible service sends it, which is what the wallet parses:
 * the official API has none of our own fields (`state`, `sequence`, `code_id`) and not every
 * client sees `revoked_by`. Missing ones read as an open request without a code or a listing
 * position; the service itself refuses a signature that a request no longer takes.
 */
export const ServiceMultisigRequest = z.preprocess(
  (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? withServiceDefaults(v as Record<string, unknown>) : v),
  MultisigRequest.extend({ sequence: z.number().int().min(0), code_id: Uuid.nullable() }),
)
export type ServiceMultisigRequest = z.infer<typeof ServiceMultisigRequest>

function withServiceDefaults(v: Record<string, unknown>): Record<string, unknown> {
  const revokedBy = v.revoked_by ?? ''
  return { ...v, revoked_by: revokedBy, state: v.state ?? (revokedBy ? 'unlocked' : 'initial'), sequence: v.sequence ?? 0, code_id: v.code_id ?? null }
}

/**
 * Ours: `GET /safe/multisigs` query. `pending` = neither complete nor unlocked, `done` = the others;
 * without `state`, both. `offset` is a request `sequence` (inclusive), ascending.
 */
export const MultisigListQuery = z.object({
  state: z.enum(['pending', 'done']).optional(),
  offset: QueryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  limit: QueryInt(1, MAX_PAGE_LIMIT).optional(),
})
export type MultisigListQuery = z.infer<typeof MultisigListQuery>

/**
 * A transaction's state (`GET /safe/transactions/:id`): `unspent` while its request collects
 * signatures, `signed` once sent and waiting for the Kernel (the official service; this sequencer
 * makes a transaction final as its last signature arrives), `spent` once final.
 */
export const TransactionState = z.enum(['unspent', 'signed', 'spent'])
export type TransactionState = z.infer<typeof TransactionState>

/**
 * A transaction of the ledger as `GET /safe/transactions/:id` serves it, by request id or
 * transaction hash: the official `kernel_transaction_request` (the SDK's
 * `SequencerTransactionRequest`; `asset` is the kernel asset id), plus `asset_id` and
 * `kernel_asset_id` as on a multisig request. `raw_transaction` hashes to `transaction_hash`
 * (BLAKE3 of its unsigned form), so a client proves an input's origin from it. A deposit's
 * `request_id` is its deposit id; it has no senders (`[]`, '' and 0) and no creator (`user_id` '').
 * `snapshot_*` are set once the transaction is final ('' and the zero time before). `views` are the
 * caller's view scalars per input while it is a sender of a pending request, else empty.
 */
export const KernelTransaction = MultisigRequest.pick({
  request_id: true,
  transaction_hash: true,
  asset_id: true,
  kernel_asset_id: true,
  amount: true,
  extra: true,
  raw_transaction: true,
  created_at: true,
  updated_at: true,
  receivers: true,
  senders: true,
  signers: true,
  views: true,
  inscription_hash: true,
}).extend({
  type: z.literal('kernel_transaction_request'),
  asset: Hash,
  user_id: Uuid.or(z.literal('')),
  state: TransactionState,
  snapshot_id: Uuid.or(z.literal('')),
  snapshot_hash: Hash.or(z.literal('')),
  snapshot_at: Timestamp,
  senders_hash: Hash.or(z.literal('')),
  senders_threshold: z.number().int().min(0).max(64),
})
export type KernelTransaction = z.infer<typeof KernelTransaction>
