/**
 * Runs on the bridge (see ./bridge for the contract): several requests of one shared account
 * proposed, reviewed and signed as one thing. A payroll pays many payees from a CSV, one request per
 * asset split at 255 payees; a rotation moves everything to a new set of members, one sweep per asset
 * (and per collectible). Its methods and values live here and join the one contract in ./bridge.
 * Refusals use the contract's codes: an unknown run is `request-not-found`, a run whose requests do
 * not pay what its rows say is `request-mismatch`. Public data only, parsed on the way out.
 *
 * Signing a run takes one confirmation and one grant, for the subject {@link runGrantSubject}: the
 * core signs each of its requests after reviewing all of them against the run's rows.
 * @module
 */
import { z } from 'zod'
import { Amount, Hash, Uuid } from './api/common'
import { HeaderLocale } from './bridge-ledger'
import { OfflineFile, QueueState, RequestItem, RequestProgress } from './bridge-requests'
import { WordsSchema } from './i18n/words'

const Int = z.number().int()
const Ms = Int.nonnegative()
const In = z.strictObject
const method = <I extends z.ZodType, R extends z.ZodType>(input: I, result: R) => ({
  input,
  result,
})
const account = { account: Uuid }
const Confirmed = z.literal(true, { message: 'explicit confirmation is required' })
/** A shared account by its members hash and threshold. */
const SharedAccountRef = { members_hash: Hash, threshold: Int.min(1).max(64) }

/** The subject of the grant that signs a whole run (purpose `sign`). */
export const runGrantSubject = (runId: string): string => `run:${runId}`

/** Where a refusal of a payroll or a rotation points: a row's field, or the form's. */
export const RUN_FIELDS = [
  'file',
  'header',
  'payee',
  'amount',
  'asset',
  'note',
  'memo',
  'name',
  'account',
  'members',
  'threshold',
] as const
export const RunFieldError = z.object({
  /** The row as a spreadsheet numbers it (the header is row 1); null for the run as a whole. */
  row: Int.min(1).nullable(),
  field: z.enum(RUN_FIELDS),
  /** In catalog words, which each host says in its reader's language. */
  message: WordsSchema,
})
export type RunFieldError = z.infer<typeof RunFieldError>

/** Who a row pays: users (`threshold` of them to spend), or XIN addresses. */
export const RunPayee = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('users'), members: z.array(Uuid), threshold: Int }),
  z.object({ kind: z.literal('xin'), addresses: z.array(z.string()), threshold: Int }),
])
export type RunPayee = z.infer<typeof RunPayee>

/** A row's payment as it stands: not created yet, waiting for signatures, sending, paid, or its request unlocked. */
export const RowState = z.enum(['draft', 'waiting', 'sending', 'paid', 'unlocked'])
export type RowState = z.infer<typeof RowState>

export const RunRow = z.object({
  row: Int,
  /** The payee as the CSV names it. */
  payee_text: z.string(),
  payee: RunPayee,
  /** Who it pays, as a person reads it: names (ids where the service gives none), or the address. */
  name: z.string(),
  amount: Amount,
  asset_id: Uuid,
  symbol: z.string(),
  /** The proposer's note: their word, never proven. */
  note: z.string(),
  request_id: Uuid.nullable(),
  output_index: Int.nullable(),
  /** This account has not paid them before (no sent payment from it to them). */
  first_payment: z.boolean(),
  /** Not among this account's contacts before this run. */
  not_in_contacts: z.boolean(),
  state: RowState,
  /** The transaction paying it, once its request exists. */
  transaction_hash: Hash.nullable(),
})
export type RunRow = z.infer<typeof RunRow>

/** One asset of a run: what it pays, from what the account can spend, and what stays. */
export const AssetTotal = z.object({
  asset_id: Uuid,
  symbol: z.string(),
  total: Amount,
  rows: Int,
  requests: Int,
  /** Spendable when the run was planned or reviewed. */
  available: Amount,
  /** What stays spendable after the run: `available` less `total`. */
  stays: Amount,
})
export type AssetTotal = z.infer<typeof AssetTotal>

/** One request of a run, as planned or as it stands. */
export const RunRequest = z.object({
  request_id: Uuid,
  asset_id: Uuid,
  symbol: z.string(),
  /** `pay`: a payroll's; `sweep`: a rotation's move of an asset; `collectible`: of one collectible. */
  kind: z.enum(['pay', 'sweep', 'collectible']),
  /** What it sends to others (the change left out). */
  amount: Amount,
  change: Amount,
  inputs: Int,
  outputs: Int,
  inscription_hash: Hash.nullable(),
  /** Where it stands for this account; null before it exists or while unknown to this wallet. */
  state: QueueState.nullable(),
  progress: RequestProgress.nullable(),
  signers: z.array(Uuid),
  threshold: Int,
  /** The members whose signature it still lacks while open (any `threshold − signed` of them will do). */
  waiting_for: z.array(Uuid),
  transaction_hash: Hash.nullable(),
})
export type RunRequest = z.infer<typeof RunRequest>

/** A rotation's new set of members. */
export const RunTarget = z.object({
  members: z.array(Uuid),
  threshold: Int,
  members_hash: Hash,
  /** The new account's MIX address. */
  address: z.string(),
  /** The name the old account had, which the new one takes. */
  label: z.string(),
})
export type RunTarget = z.infer<typeof RunTarget>

/** How a run stands: a saved draft; waiting for signatures; sending; every request sent (`done`); or some unlocked. */
export const RunState = z.enum(['draft', 'waiting', 'sending', 'done', 'unlocked'])
export type RunState = z.infer<typeof RunState>

export const RunInfo = z.object({
  run_id: Uuid,
  kind: z.enum(['payroll', 'rotation']),
  /** `draft`: saved, nothing created; `proposed`: made here; `received`: shared by another member. */
  status: z.enum(['draft', 'proposed', 'received']),
  state: RunState,
  name: z.string(),
  memo: z.string(),
  ...SharedAccountRef,
  members: z.array(Uuid),
  /** Who proposed it; null for a draft. */
  proposer: Uuid.nullable(),
  created_at: Ms,
  updated_at: Ms,
  /** A rotation: when the old account was found empty and retired. */
  finished_at: Ms.nullable(),
  /** The group its file was shared in (or came from); null when none. */
  shared_in: Uuid.nullable(),
  row_count: Int,
  totals: z.array(AssetTotal),
  requests: z.array(RunRequest),
  target: RunTarget.nullable(),
})
export type RunInfo = z.infer<typeof RunInfo>

export const RunDetail = RunInfo.extend({
  rows: z.array(RunRow),
  /** A draft's rows as pasted, to reopen it; null otherwise. */
  source: z.string().nullable(),
})
export type RunDetail = z.infer<typeof RunDetail>

/** A run file shared in a group that this wallet has not opened yet. */
export const SharedRunFile = z.object({
  conversation_id: Uuid,
  message_id: Uuid,
  user_id: Uuid,
  name: z.string(),
  created_at: z.string(),
})
export type SharedRunFile = z.infer<typeof SharedRunFile>

export const RunList = z.object({ runs: z.array(RunInfo), shared: z.array(SharedRunFile) })
export type RunList = z.infer<typeof RunList>

/** A payroll checked and planned (nothing created), or every refusal by row and field. */
export const PayrollPreview = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), run: RunDetail }),
  z.object({ status: z.literal('invalid'), errors: z.array(RunFieldError).min(1) }),
])
export type PayrollPreview = z.infer<typeof PayrollPreview>

/** A run proposed (each request signed by the proposer), or why nothing was created. */
export const RunProposal = z.discriminatedUnion('status', [
  z.object({ status: z.literal('proposed'), run: RunDetail, shared_in: Uuid.nullable() }),
  z.object({ status: z.literal('invalid'), errors: z.array(RunFieldError).min(1) }),
])
export type RunProposal = z.infer<typeof RunProposal>

/** What a reviewer is asked to notice. */
export const RunFlags = z.object({
  /** Rows paying someone this account never paid. */
  first_payments: Int,
  /** Rows paying someone not among the contacts. */
  not_in_contacts: Int,
  /** A rotation to fewer signatures than the account needs now. */
  lowers_threshold: z.boolean(),
  /** A rotation's new members who were not among the contacts. */
  outside_contacts: z.array(Uuid),
  /** A rotation's members who join, and who leave. */
  joins: z.array(Uuid),
  leaves: z.array(Uuid),
})
export type RunFlags = z.infer<typeof RunFlags>

/** One request of a reviewed run: what review found, and its own digest. */
export const ReviewedRunRequest = z.object({
  request_id: Uuid,
  digest: Hash,
  signed_count: Int,
  threshold: Int,
  progress: RequestProgress,
  i_have_signed: z.boolean(),
  can_sign: z.boolean(),
  /** Every input proven from the transaction that made it. */
  inputs_proven: z.boolean(),
  proposer: Uuid.nullable(),
  /** What its review could not say for sure, as catalog words. */
  warnings: z.array(WordsSchema),
})
export type ReviewedRunRequest = z.infer<typeof ReviewedRunRequest>

/**
 * A run reviewed: each request checked against its raw as a single request is, and each row (or
 * sweep) found in its request's outputs — or why not. Pass `digest` back to sign the run.
 */
export const RunReview = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    run: RunDetail,
    requests: z.array(ReviewedRunRequest),
    flags: RunFlags,
    /** Whether this account can sign some request of it now. */
    can_sign: z.boolean(),
    /**
     * What to notice about the run as a whole, as catalog words (each request's own are with it).
     * What the run does, in a sentence, the host words from `run` (src/shared/run-statement.ts).
     */
    warnings: z.array(WordsSchema),
    digest: Hash,
  }),
  z.object({
    status: z.literal('refused'),
    run_id: Uuid,
    reasons: z
      .array(z.object({ request_id: Uuid.nullable(), row: Int.nullable(), detail: WordsSchema }))
      .min(1),
  }),
])
export type RunReview = z.infer<typeof RunReview>

export const RunSignResult = z.object({
  /** The requests signed now. */
  signed: z.array(Uuid),
  review: RunReview,
})
export type RunSignResult = z.infer<typeof RunSignResult>

/** A rotation planned: what will move, what pending requests hold back, and what to notice; nothing created. */
export const RotationPlan = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    run: RunDetail,
    /** Pending requests that lock some of the account's funds: unlock them (or let them complete), then sweep what is left. */
    pending: z.array(RequestItem),
    flags: RunFlags,
  }),
  z.object({ status: z.literal('invalid'), errors: z.array(RunFieldError).min(1) }),
])
export type RotationPlan = z.infer<typeof RotationPlan>

/** What is still in the old account, per asset. */
export const LeftOver = z.object({
  asset_id: Uuid,
  symbol: z.string(),
  balance: Amount,
  locked: Amount,
  collectibles: Int,
})

export const RotationProgress = z.object({
  run: RunDetail,
  left: z.array(LeftOver),
  pending: z.array(RequestItem),
  /** The old account is empty and every sweep sent: it is retired, and the new one carries its name. */
  done: z.boolean(),
})
export type RotationProgress = z.infer<typeof RotationProgress>

const Csv = z.string().max(1024 * 1024)
const Memo = z.string().max(16384)
const RunName = z.string().max(512)
const payroll = { ...account, ...SharedAccountRef, csv: Csv, memo: Memo, name: RunName }
const rotation = {
  ...account,
  ...SharedAccountRef,
  to: z.array(z.string().max(8192)).max(64),
  to_threshold: Int.min(0).max(1000),
  memo: Memo.optional(),
}

/** The methods of runs, given the contract's grant schema (./bridge), to join its one list. */
export const runMethods = <G extends z.ZodType<string>>(Grant: G) => ({
  // Loose on purpose, as payments.propose: the core checks every row and field and answers each refusal in words.
  /** Checks every row and plans the requests; creates nothing. */
  'payroll.preview': method(In({ ...payroll, run_id: Uuid.optional() }), PayrollPreview),
  /** Proposes the run and signs each request as the proposer: a grant for runGrantSubject(run_id), unless inside the re-auth window. */
  'payroll.propose': method(In({ ...payroll, run_id: Uuid, grant: Grant.optional() }), RunProposal),
  /** Saves (or updates) a draft: the rows as pasted, the memo and name; nothing is checked with the service. */
  'payroll.saveDraft': method(In({ ...payroll, run_id: Uuid.optional() }), RunDetail),
  /** Forgets a draft (a proposed or received run stays). */
  'payroll.discard': method(In({ ...account, run_id: Uuid }), z.object({ run_id: Uuid })),

  /** The runs this wallet knows, and the run files shared in its groups it has not opened. Works offline. */
  'runs.list': method(In(account), RunList),
  'runs.get': method(In({ ...account, run_id: Uuid }), RunDetail),
  /** Fetches a run file shared in a group and keeps the run it describes. */
  'runs.openShared': method(In({ ...account, conversation_id: Uuid, message_id: Uuid }), RunDetail),
  /** Keeps the run a run file describes (one received by other means). */
  'runs.importFile': method(
    In({
      ...account,
      text: z
        .string()
        .min(1)
        .max(8 * 1024 * 1024),
    }),
    RunDetail,
  ),
  /** Reviews every request of the run from its raw, and finds each row in its outputs. */
  'runs.review': method(In({ ...account, run_id: Uuid }), RunReview),
  /** Signs every request of the run this account has not signed, after one confirmation; refused unless the run is still what was reviewed. */
  'runs.sign': method(
    In({
      ...account,
      run_id: Uuid,
      run_digest: Hash,
      confirmed: Confirmed,
      grant: Grant.optional(),
    }),
    RunSignResult,
  ),
  /** The run as CSV for the accountant: row, payee, amount, asset, memo, request id, transaction hash, state; the header in `locale`. */
  'runs.export': method(In({ ...account, run_id: Uuid, locale: HeaderLocale }), OfflineFile),

  /** Plans a move to new members: the sweeps, the pending requests to unlock, the flags; creates nothing. */
  'rotation.plan': method(In({ ...rotation, rotation_id: Uuid.optional() }), RotationPlan),
  /** Follows the new account and proposes the sweeps, each signed by the proposer (a grant for runGrantSubject(rotation_id)). */
  'rotation.start': method(
    In({ ...rotation, rotation_id: Uuid, grant: Grant.optional() }),
    RunProposal,
  ),
  /** Where a move stands (after syncing, unless offline): each sweep, what is left, who still has to sign. */
  'rotation.progress': method(
    In({ ...account, rotation_id: Uuid, offline: z.boolean().optional() }),
    RotationProgress,
  ),
  /** Sweeps what became spendable since (pending requests unlocked, new deposits): a grant for runGrantSubject(rotation_id). */
  'rotation.sweepRest': method(
    In({ ...account, rotation_id: Uuid, grant: Grant.optional() }),
    RunProposal,
  ),
})
