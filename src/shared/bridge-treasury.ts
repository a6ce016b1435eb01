/**
 * The treasury's values on the bridge (see ./bridge for the contract): shared accounts with their
 * balances, history and stale requests; assets with their icons; payment proposals and their
 * per-field refusals; conflicts between requests. Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Uuid } from './api/common'
import { CheckedImage } from './bridge-images'
import { RequestItem } from './bridge-requests'
import { WordsSchema } from './i18n/words'

const Int = z.number().int()
const Ms = Int.nonnegative()

/** A shared account is its members and threshold; its members hash and threshold name it. */
export const SharedAccountRef = { members_hash: Hash, threshold: Int.min(1).max(64) }

export const AssetBalance = z.object({
  asset_id: Uuid,
  /** Spendable now. */
  balance: Amount,
  /** Locked by pending requests until they complete or are unlocked. */
  locked: Amount,
  outputs: Int,
  locked_outputs: Int,
  /** Collectibles of this asset's collection, not counted in the balance. */
  collectibles: Int,
})
export type AssetBalance = z.infer<typeof AssetBalance>

/**
 * How the wallet came to know a shared account: the user added it (`followed`: its outputs and
 * requests are read at every sync), or the wallet met it in a request or a link and offers it
 * (`offered`: shown until the user adds or dismisses it).
 */
export const SharedAccountStatus = z.enum(['followed', 'offered'])
export type SharedAccountStatus = z.infer<typeof SharedAccountStatus>

export const SharedAccount = z.object({
  ...SharedAccountRef,
  /** Sorted user ids. */
  members: z.array(Uuid),
  /** The name this wallet gives it; '' until set. */
  label: z.string(),
  status: SharedAccountStatus,
  /** Its MIX address (members and threshold as one text, to give to whoever pays it). */
  address: z.string(),
  balances: z.array(AssetBalance),
  first_seen_at: Ms,
  /** When its outputs were last read from the service; null before the first sync. */
  synced_at: Ms.nullable(),
})
export type SharedAccount = z.infer<typeof SharedAccount>

export const TreasuryList = z.object({
  accounts: z.array(SharedAccount),
  /** Pending requests older than this (ms) are stale. */
  stale_after_ms: Ms,
})
export type TreasuryList = z.infer<typeof TreasuryList>

export const TreasurySyncResult = z.object({ fetched: Int, settled: Int, accounts: Int })
export type TreasurySyncResult = z.infer<typeof TreasurySyncResult>

/** One line of an asset's history in a shared account, newest first. */
export const HistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('received'),
    at: Ms,
    amount: Amount,
    transaction_hash: Hash,
    output_index: Int,
  }),
  /** Outputs locked by a pending request. */
  z.object({
    kind: z.literal('locked'),
    at: Ms,
    amount: Amount,
    request_id: Uuid.nullable(),
    transaction_hash: Hash,
  }),
  /** A completed payment: what left (`amount`), the inputs less the change that came back. */
  z.object({
    kind: z.literal('sent'),
    at: Ms,
    amount: Amount,
    change: Amount,
    request_id: Uuid.nullable(),
    transaction_hash: Hash,
  }),
])
export type HistoryEntry = z.infer<typeof HistoryEntry>

export const AssetHistory = z.object({
  asset_id: Uuid,
  entries: z.array(HistoryEntry),
  /** What pending requests lock, by request. */
  locked_by: z.array(
    z.object({ request_id: Uuid.nullable(), transaction_hash: Hash, amount: Amount, outputs: Int }),
  ),
})
export type AssetHistory = z.infer<typeof AssetHistory>

/** An asset as the service's registry describes it; `icon` is a checked image as a `data:` URL. */
export const AssetInfo = z.object({
  asset_id: Uuid,
  kernel_asset_id: Hash,
  chain_id: z.string(),
  symbol: z.string(),
  name: z.string(),
  precision: Int,
  icon: CheckedImage.nullable(),
})
export type AssetInfo = z.infer<typeof AssetInfo>

/** The fields of a payment form, as named in refusals. */
export const PAYMENT_FIELDS = [
  'account',
  'asset_id',
  'to',
  'to_threshold',
  'amount',
  'memo',
  'request_id',
] as const
export const PaymentField = z.enum(PAYMENT_FIELDS)
export type PaymentField = z.infer<typeof PaymentField>

/** A field's refusal: `message` in catalog words, which each host says in its reader's language. */
export const FieldError = z.object({ field: PaymentField, message: WordsSchema })
export type FieldError = z.infer<typeof FieldError>

/** A proposal made (and signed by the proposer), or why the form was refused: nothing was created then. */
export const ProposalResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('proposed'),
    request: RequestItem,
    transaction_hash: Hash,
    /** Whether the proposer's signature is on it (false only when another wallet of it already signed). */
    signed_by_me: z.boolean(),
    /** The account's group its link was shared to, so the other members hear of it; null when not shared. */
    shared_in: Uuid.nullable(),
  }),
  z.object({ status: z.literal('invalid'), errors: z.array(FieldError).min(1) }),
])
export type ProposalResult = z.infer<typeof ProposalResult>

/** Why two requests cannot both complete. */
export const Conflict = z.object({
  request_id: Uuid,
  with: z.array(
    z.object({
      /** The other request, when this wallet knows it. */
      request_id: Uuid.nullable(),
      transaction_hash: Hash,
      /** Both pending and spending one output; or the output is already spent by the other. */
      reason: z.enum(['shares-inputs', 'input-spent']),
    }),
  ),
})
export type Conflict = z.infer<typeof Conflict>

export const StaleRequests = z.object({ stale_after_ms: Ms, requests: z.array(RequestItem) })
export type StaleRequests = z.infer<typeof StaleRequests>
