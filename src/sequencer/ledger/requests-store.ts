/**
 * Multisig requests as stored (migrations 0030 and 0130): the row and the outputs it spends in input
 * order. Callers run these inside their own transactions.
 */
import type { MultisigReceiver } from '../../shared/api/ledger'
import { connectionCache } from '../db/connection-cache'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'
import { findRequestInputs, type OutputRecord } from './outputs-store'

/**
 * Ours, never on the wire (the public request has no state; clients derive it): `initial` while
 * collecting signatures, `signed` once every input reached its threshold (complete, sent to the
 * Kernel), `unlocked` once revoked.
 */
export type RequestState = 'initial' | 'signed' | 'unlocked'

export interface RequestRecord {
  readonly sequence: bigint
  readonly requestId: string
  readonly transactionHash: string
  readonly creatorId: string
  readonly assetId: string
  readonly kernelAssetId: string
  readonly amount: bigint
  readonly senders: string[]
  readonly sendersHash: string
  readonly sendersThreshold: number
  readonly receivers: MultisigReceiver[]
  readonly extra: string
  /** The raw with every signature merged so far. */
  readonly raw: Uint8Array
  readonly signers: string[]
  readonly state: RequestState
  readonly revokedBy: string | null
  readonly inscriptionHash: string | null
  readonly createdAtNs: bigint
  readonly updatedAtNs: bigint
  /** When it reached its threshold (null before). */
  readonly completedAtNs: bigint | null
  /** When the Kernel made its transaction final: its inputs spent, its outputs created (null before). */
  readonly finalAtNs: bigint | null
}

export type NewRequest = Omit<
  RequestRecord,
  'sequence' | 'signers' | 'state' | 'revokedBy' | 'updatedAtNs' | 'completedAtNs' | 'finalAtNs'
>

interface RequestRow {
  sequence: bigint
  request_id: string
  transaction_hash: string
  creator_id: string
  asset_id: string
  kernel_asset_id: string
  amount: string
  senders: string
  senders_hash: string
  senders_threshold: bigint
  receivers: string
  extra: string
  raw: Buffer
  signers: string
  state: RequestState
  revoked_by: string | null
  inscription_hash: string | null
  created_at: bigint
  updated_at: bigint
  completed_at: bigint | null
  final_at: bigint | null
}

const COLUMNS = `sequence, request_id, transaction_hash, creator_id, asset_id, kernel_asset_id, amount, senders, senders_hash,
  senders_threshold, receivers, extra, raw, signers, state, revoked_by, inscription_hash, created_at, updated_at, completed_at, final_at`

/** Inserts a request (state initial) and its inputs in order. */
export function insertRequest(db: Db, r: NewRequest, inputOutputIds: readonly string[]): bigint {
  const result = sql(
    db,
    `INSERT INTO multisig_requests (request_id, transaction_hash, creator_id, asset_id, kernel_asset_id, amount, senders,
       senders_hash, senders_threshold, receivers, extra, raw, inscription_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.requestId,
    r.transactionHash,
    r.creatorId,
    r.assetId,
    r.kernelAssetId,
    r.amount.toString(),
    JSON.stringify(r.senders),
    r.sendersHash,
    r.sendersThreshold,
    JSON.stringify(r.receivers),
    r.extra,
    r.raw,
    r.inscriptionHash,
    r.createdAtNs,
    r.createdAtNs,
  )
  const sequence = BigInt(result.lastInsertRowid)
  const input = sql(
    db,
    'INSERT INTO multisig_inputs (request_id, input_index, output_id) VALUES (?, ?, ?)',
  )
  inputOutputIds.forEach((outputId, i) => input.run(r.requestId, i, outputId))
  return sequence
}

const BY_ID = `SELECT ${COLUMNS} FROM multisig_requests WHERE request_id = ?`
const BY_HASH = `SELECT ${COLUMNS} FROM multisig_requests WHERE transaction_hash = ? ORDER BY state = 'unlocked', sequence DESC LIMIT 1`

/** The part of a request that never changes once it exists: all but its {@link RequestProgress}. */
type FixedPart = Omit<RequestRecord, keyof RequestProgress>

/** Requests whose fixed part each connection keeps at hand: some 8 MiB. */
const fixedParts = connectionCache<FixedPart>(4096)

/**
 * A request by its id. Every co-signer's sign and read of a request looks it up, so each
 * connection keeps the fixed part of the latest few thousand read outside a transaction and reads
 * only the changing one again, as `requestInputs` keeps their inputs.
 */
export function findRequest(db: Db, requestId: string): RequestRecord | undefined {
  const fixed = fixedParts.get(db, requestId)
  if (fixed) {
    const progress = findRequestProgress(db, requestId)
    return progress && { ...fixed, ...progress }
  }
  const row = sqlBig<[string], RequestRow>(db, BY_ID).get(requestId)
  if (!row) return undefined
  const r = toRecord(row)
  const {
    raw: _raw,
    signers: _signers,
    state: _state,
    revokedBy: _revokedBy,
    updatedAtNs: _updatedAtNs,
    completedAtNs: _completedAtNs,
    finalAtNs: _finalAtNs,
    ...rest
  } = r
  fixedParts.keep(
    db,
    requestId,
    Object.freeze({
      ...rest,
      senders: Object.freeze(r.senders),
      receivers: Object.freeze(r.receivers),
    }) as FixedPart,
  )
  return r
}

/**
 * A request by id or transaction hash (GO calls the parameter `idOrHash`). A hash names the live
 * request of that transaction, or else the latest one that was unlocked.
 */
export function findRequestByIdOrHash(db: Db, idOrHash: string): RequestRecord | undefined {
  if (idOrHash.length !== 64) return findRequest(db, idOrHash)
  const row = sqlBig<[string], RequestRow>(db, BY_HASH).get(idOrHash)
  return row && toRecord(row)
}

/**
 * What signing and presenting a request need of the outputs it spends: fixed when the request is
 * created (the outputs' keys, threshold, members and their views, amount and collectible never
 * change, nor does which outputs a request spends).
 */
export type RequestInput = Pick<
  OutputRecord,
  'outputId' | 'amount' | 'keys' | 'threshold' | 'members' | 'views' | 'inscriptionHash'
>

/** Requests whose inputs each connection keeps at hand: some 4 MiB. */
const inputLists = connectionCache<readonly RequestInput[]>(4096)

/**
 * The outputs a request spends, in input order (none for an unknown request). Every co-signer's
 * sign and read of a request needs them, and they never change, so each connection keeps the
 * latest few thousand lists read outside a transaction instead of reading and parsing them again.
 */
export function requestInputs(db: Db, requestId: string): readonly RequestInput[] {
  const cached = inputLists.get(db, requestId)
  if (cached) return cached
  const inputs = Object.freeze(
    findRequestInputs(db, requestId).map((o): RequestInput =>
      Object.freeze({
        outputId: o.outputId,
        amount: o.amount,
        keys: Object.freeze(o.keys) as string[],
        threshold: o.threshold,
        members: Object.freeze(o.members) as string[],
        views: Object.freeze(o.views) as string[],
        inscriptionHash: o.inscriptionHash,
      }),
    ),
  )
  // Not kept: none (the request may yet be created); nor, by the cache, what a transaction read
  // (a create refused later in its batch rolls the request back).
  if (inputs.length > 0) inputLists.keep(db, requestId, inputs)
  return inputs
}

/** What a sign, an unlock or the Kernel's finality changes in a request. */
export type RequestProgress = Pick<
  RequestRecord,
  'raw' | 'signers' | 'state' | 'revokedBy' | 'updatedAtNs' | 'completedAtNs' | 'finalAtNs'
>

/** The changing part of a request as it is now (the rest is as it was created). */
export function findRequestProgress(db: Db, requestId: string): RequestProgress | undefined {
  const row = sqlBig<
    [string],
    Pick<
      RequestRow,
      'raw' | 'signers' | 'state' | 'revoked_by' | 'updated_at' | 'completed_at' | 'final_at'
    >
  >(
    db,
    'SELECT raw, signers, state, revoked_by, updated_at, completed_at, final_at FROM multisig_requests WHERE request_id = ?',
  ).get(requestId)
  return (
    row && {
      raw: new Uint8Array(row.raw),
      signers: JSON.parse(row.signers) as string[],
      state: row.state,
      revokedBy: row.revoked_by,
      updatedAtNs: row.updated_at,
      completedAtNs: row.completed_at,
      finalAtNs: row.final_at,
    }
  )
}

/** Stores a new merged raw and its signers. */
export function updateSignatures(
  db: Db,
  requestId: string,
  raw: Uint8Array,
  signers: readonly string[],
  nowNs: bigint,
): void {
  sql(
    db,
    'UPDATE multisig_requests SET raw = ?, signers = ?, updated_at = ? WHERE request_id = ?',
  ).run(raw, JSON.stringify(signers), nowNs, requestId)
}

/**
 * Moves a request to `signed` (complete: every input reached its threshold, at `nowNs`) or
 * `unlocked` (with the member who revoked it). A completion leaves `revoked_by` out of the update:
 * the live-hash index (migration 0060) depends on it alone, and SQLite rewrites an index entry
 * whenever its condition's columns are set.
 */
export function setRequestState(
  db: Db,
  requestId: string,
  state: 'signed' | 'unlocked',
  nowNs: bigint,
  revokedBy?: string,
): void {
  if (state === 'signed')
    sql(
      db,
      "UPDATE multisig_requests SET state = 'signed', completed_at = ?, updated_at = ? WHERE request_id = ?",
    ).run(nowNs, nowNs, requestId)
  else
    sql(
      db,
      "UPDATE multisig_requests SET state = 'unlocked', revoked_by = ?, updated_at = ? WHERE request_id = ?",
    ).run(revokedBy ?? null, nowNs, requestId)
}

/** Records that the Kernel made a complete request's transaction final at `nowNs`. */
export function setRequestFinal(db: Db, requestId: string, nowNs: bigint): void {
  sql(
    db,
    'UPDATE multisig_requests SET final_at = ? WHERE request_id = ? AND final_at IS NULL',
  ).run(nowNs, requestId)
}

/** Complete requests not yet final that completed at or before `completedBeforeNs`, oldest first, at most `limit`. */
export function requestsAwaitingFinality(
  db: Db,
  completedBeforeNs: bigint,
  limit: number,
): string[] {
  return sqlBig<[bigint, number], { request_id: string }>(
    db,
    `SELECT request_id FROM multisig_requests WHERE completed_at IS NOT NULL AND final_at IS NULL AND completed_at <= ?
     ORDER BY completed_at LIMIT ?`,
  )
    .all(completedBeforeNs, limit)
    .map((r) => r.request_id)
}

/** When the oldest complete request not yet final completed, or undefined when there is none. */
export function oldestAwaitingFinality(db: Db): bigint | undefined {
  const row = sqlBig<[], { at: bigint | null }>(
    db,
    'SELECT MIN(completed_at) AS at FROM multisig_requests WHERE completed_at IS NOT NULL AND final_at IS NULL',
  ).get()
  return row?.at ?? undefined
}

function toRecord(r: RequestRow): RequestRecord {
  return {
    sequence: r.sequence,
    requestId: r.request_id,
    transactionHash: r.transaction_hash,
    creatorId: r.creator_id,
    assetId: r.asset_id,
    kernelAssetId: r.kernel_asset_id,
    amount: BigInt(r.amount),
    senders: JSON.parse(r.senders) as string[],
    sendersHash: r.senders_hash,
    sendersThreshold: Number(r.senders_threshold),
    receivers: JSON.parse(r.receivers) as MultisigReceiver[],
    extra: r.extra,
    raw: new Uint8Array(r.raw),
    signers: JSON.parse(r.signers) as string[],
    state: r.state,
    revokedBy: r.revoked_by,
    inscriptionHash: r.inscription_hash,
    createdAtNs: r.created_at,
    updatedAtNs: r.updated_at,
    completedAtNs: r.completed_at,
    finalAtNs: r.final_at,
  }
}
