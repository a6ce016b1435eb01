/**
 * The ledger as the public Mixin API serves it: outputs (`GET /safe/outputs`, wire-formats §8.6),
 * ghost keys (`POST /safe/keys`, §3), multisig requests (`/safe/multisigs`, wire-formats §2.1 and
 * §2.7) and transactions (`GET /safe/transactions/:request_id`, §8.7). Nothing here is ours: there
 * is no request listing and no `state` on a request (clients derive it).
 *
 * Each response schema takes every shape the official service may send, as its Go client declares
 * it (`bot-api-go-client`: `Output`, `SafeMultisigRequest`, `SequencerTransactionRequest`): an
 * empty slice arrives as `null`, an `omitempty` field is absent, an id without a value is `""`.
 * Parsing normalises them (an absent or null list is `[]`, an absent id `''`), so the wallet reads
 * one shape; the sequencer writes the wire shape (`z.input` of the same schema), as the Go service
 * would. Fields no reader uses are optional: a service that leaves one out costs nothing.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Hex, List, OptionalText, Timestamp, Uuid, UuidInput } from './common'
import { UUID_OR_HASH_PATTERN } from './uuid'

/** Largest page of `GET /safe/outputs` (the official default and maximum). */
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

/** A time not every official client declares. */
const OptionalTimestamp = Timestamp.optional()

/**
 * One output (wire-formats §8.6; DOCS `_resp.safe.outputs.md`, Go `Output`, SDK `SafeUtxoOutput`).
 * `asset` (SDK) repeats `kernel_asset_id`; `asset_id` (Go) is the asset's UUID. `receivers*` are
 * the owners (members) and their threshold; `senders*` the members of the inputs of the transaction
 * that created it (`null`, '' and 0 for a deposit). `signed_by` is the hash of the transaction that
 * locks or spent it ('' otherwise), `request_id` that transaction's request (absent otherwise), and
 * `signers` the members who signed it (`null` when none).
 */
export const SafeOutput = z.object({
  type: z.string().optional(),
  output_id: Uuid,
  transaction_hash: Hash,
  output_index: z.number().int().min(0).max(255),
  asset: Hash.optional(),
  asset_id: Uuid.optional(),
  kernel_asset_id: Hash,
  amount: Amount,
  mask: Hash,
  keys: z.array(Hash),
  senders_hash: OptionalText(Hash),
  senders_threshold: z.number().int().min(0).max(64).optional(),
  senders: List(Uuid),
  receivers_hash: Hash,
  receivers_threshold: z.number().int().min(1).max(64),
  receivers: z.array(Uuid),
  extra: z.string().optional(),
  state: OutputState,
  sequence: z.number().int().min(1),
  created_at: Timestamp,
  updated_at: OptionalTimestamp,
  signers: List(Uuid),
  signed_by: OptionalText(Hash),
  signed_at: OptionalTimestamp,
  spent_at: OptionalTimestamp,
  inscription_hash: OptionalText(Hash),
  request_id: OptionalText(Uuid),
})
export type SafeOutput = z.infer<typeof SafeOutput>
/** An output as the service writes it. */
export type SafeOutputWire = z.input<typeof SafeOutput>

const QueryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

/**
 * `GET /safe/outputs` query (wire-formats §8.6). `members` is a members hash and `threshold` the
 * receivers' threshold, as every official client sends them; without `members` only the caller's
 * own outputs (itself alone, threshold 1) are listed (the SDK: "Utxos of current user will be
 * returned, if members and threshold are not provided"). `offset` is a `sequence`: ASC lists from it
 * upwards, DESC from it downwards (inclusive). `asset` is an asset UUID or a kernel asset hash.
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

/** A response entry of `POST /safe/keys`, in request order (Go `GhostKeys{type, mask, keys}`; DOCS omit `type`). */
export const GhostKeys = z.object({
  type: z.string().optional(),
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
export const MultisigUnlockBody = z.object({
  request_id: UuidInput.optional(),
  raw: RawHex.optional(),
})
export type MultisigUnlockBody = z.infer<typeof MultisigUnlockBody>

/**
 * One receiver of a multisig request, per output in output order (Go `OutputReceiverView`;
 * wire-formats §2.1). A script output to keys the service handed out names their members; one to
 * keys it did not (e.g. a XIN address) has no members and `members_hash: ''`; a withdrawal has both
 * empty, threshold 0, and its address and tag. The DOCS omit `destination`, `tag` and
 * `withdrawal_hash`: read as ''.
 */
export const MultisigReceiver = z.object({
  members: List(Uuid),
  members_hash: OptionalText(Hash),
  threshold: z.number().int().min(0).max(64),
  destination: OptionalText(z.string()),
  tag: OptionalText(z.string()),
  withdrawal_hash: OptionalText(z.string()),
})
export type MultisigReceiver = z.infer<typeof MultisigReceiver>
/** A receiver as the service writes it (Go: `members` null when there are none). */
export type MultisigReceiverWire = z.input<typeof MultisigReceiver>

/**
 * A multisig request (wire-formats §2.7; Go `SafeMultisigRequest`, SDK `SafeMultisigsResponse`,
 * DOCS `_resp.safe.multisig.request.md`). It carries no state: clients derive it (`revoked_by` set:
 * unlocked; signers reaching `senders_threshold`: complete; then `GET /safe/transactions/:request_id`
 * until `spent`). `views` are hex scalars, one per input, for the authenticated caller when it is a
 * sender and the request still takes signatures (Go `omitempty`: absent otherwise, as once it is
 * unlocked). `amount` is what leaves the senders as the service
 * reckons it. `signers` is `null` until someone signs; `revoked_by` '' unless unlocked.
 */
export const MultisigRequest = z.object({
  type: z.string().optional(),
  request_id: Uuid,
  transaction_hash: Hash,
  asset_id: Uuid,
  kernel_asset_id: Hash,
  amount: Amount,
  senders_hash: Hash,
  senders_threshold: z.number().int().min(1).max(64),
  senders: List(Uuid),
  signers: List(Uuid),
  revoked_by: OptionalText(Uuid),
  extra: Hex.optional().transform((v) => v ?? ''),
  raw_transaction: Hex,
  created_at: Timestamp,
  updated_at: Timestamp,
  inscription_hash: OptionalText(Hash),
  receivers: List(MultisigReceiver),
  views: List(Hash),
})
export type MultisigRequest = z.infer<typeof MultisigRequest>
/** A multisig request as the service writes it: Go's shapes (`null` lists, `omitempty` fields left out). */
export type MultisigRequestWire = z.input<typeof MultisigRequest>

/**
 * A transaction's state (`GET /safe/transactions/:request_id`): `unspent` while its request collects
 * signatures, `signed` once its last signature is in and it is on its way to the Kernel, `spent`
 * once the Kernel made it final.
 */
export const TransactionState = z.enum(['unspent', 'signed', 'spent'])
export type TransactionState = z.infer<typeof TransactionState>

/**
 * A transaction as `GET /safe/transactions/:request_id` serves it (by request id only, as the DOCS
 * give it): Go `SequencerTransactionRequest`, SDK `SequencerTransactionRequest`, DOCS
 * `_resp.safe.request.md`. `asset` is the kernel asset id. `snapshot_*` are set once the
 * transaction is final ('' and the zero time before). `views`: the caller's view scalars per input
 * while it is a sender of a pending request (`null` otherwise).
 */
export const KernelTransaction = z.object({
  type: z.string().optional(),
  request_id: Uuid,
  transaction_hash: Hash,
  asset: Hash.optional(),
  amount: Amount,
  extra: Hex.optional().transform((v) => v ?? ''),
  user_id: OptionalText(Uuid),
  state: TransactionState,
  raw_transaction: Hex,
  created_at: Timestamp,
  updated_at: Timestamp,
  snapshot_id: OptionalText(Uuid),
  snapshot_hash: OptionalText(Hash),
  snapshot_at: OptionalTimestamp,
  receivers: List(MultisigReceiver),
  senders: List(Uuid),
  senders_hash: OptionalText(Hash),
  senders_threshold: z.number().int().min(0).max(64).optional(),
  signers: List(Uuid),
  views: List(Hash),
  inscription_hash: OptionalText(Hash),
})
export type KernelTransaction = z.infer<typeof KernelTransaction>
/** A transaction as the service writes it. */
export type KernelTransactionWire = z.input<typeof KernelTransaction>
