/**
 * Multisig requests as stored (migration 0030): the row, the outputs it spends in input order, and
 * the member index behind the listing. Callers run these inside their own transactions.
 */
import type { MultisigReceiver, MultisigState } from '../../shared/api/ledger'
import { connectionCache } from '../db/connection-cache'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'
import { findRequestInputs, type OutputRecord } from './outputs-store'

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
  readonly state: MultisigState
  readonly revokedBy: string | null
  readonly inscriptionHash: string | null
  readonly codeId: string
  readonly createdAtNs: bigint
  readonly updatedAtNs: bigint
}

export type NewRequest = Omit<RequestRecord, 'sequence' | 'signers' | 'state' | 'revokedBy' | 'updatedAtNs'>

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
  state: MultisigState
  revoked_by: string | null
  inscription_hash: string | null
  code_id: string
  created_at: bigint
  updated_at: bigint
}

const COLUMNS = `sequence, request_id, transaction_hash, creator_id, asset_id, kernel_asset_id, amount, senders, senders_hash,
  senders_threshold, receivers, extra, raw, signers, state, revoked_by, inscription_hash, code_id, created_at, updated_at`

/** Inserts a request (state initial), its inputs in order, and its senders' index rows. */
export function insertRequest(db: Db, r: NewRequest, inputOutputIds: readonly string[]): bigint {
  const result = sql(
    db,
    `INSERT INTO multisig_requests (request_id, transaction_hash, creator_id, asset_id, kernel_asset_id, amount, senders,
       senders_hash, senders_threshold, receivers, extra, raw, inscription_hash, code_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    r.codeId,
    r.createdAtNs,
    r.createdAtNs,
  )
  const sequence = BigInt(result.lastInsertRowid)
  const input = sql(db, 'INSERT INTO multisig_inputs (request_id, input_index, output_id) VALUES (?, ?, ?)')
  inputOutputIds.forEach((outputId, i) => input.run(r.requestId, i, outputId))
  const sender = sql(db, 'INSERT INTO multisig_senders (user_id, sequence) VALUES (?, ?)')
  for (const userId of new Set(r.senders)) sender.run(userId, sequence)
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
  const { raw: _raw, signers: _signers, state: _state, revokedBy: _revokedBy, updatedAtNs: _updatedAtNs, ...rest } = r
  fixedParts.keep(db, requestId, Object.freeze({ ...rest, senders: Object.freeze(r.senders), receivers: Object.freeze(r.receivers) }) as FixedPart)
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
export type RequestInput = Pick<OutputRecord, 'outputId' | 'amount' | 'keys' | 'threshold' | 'members' | 'views' | 'inscriptionHash'>

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

/** What a sign or an unlock changes in a request. */
export type RequestProgress = Pick<RequestRecord, 'raw' | 'signers' | 'state' | 'revokedBy' | 'updatedAtNs'>

/** The changing part of a request as it is now (the rest is as it was created). */
export function findRequestProgress(db: Db, requestId: string): RequestProgress | undefined {
  const row = sqlBig<[string], Pick<RequestRow, 'raw' | 'signers' | 'state' | 'revoked_by' | 'updated_at'>>(
    db,
    'SELECT raw, signers, state, revoked_by, updated_at FROM multisig_requests WHERE request_id = ?',
  ).get(requestId)
  return (
    row && {
      raw: new Uint8Array(row.raw),
      signers: JSON.parse(row.signers) as string[],
      state: row.state,
      revokedBy: row.revoked_by,
      updatedAtNs: row.updated_at,
    }
  )
}

/** Stores a new merged raw and its signers. */
export function updateSignatures(db: Db, requestId: string, raw: Uint8Array, signers: readonly string[], nowNs: bigint): void {
  sql(db, 'UPDATE multisig_requests SET raw = ?, signers = ?, updated_at = ? WHERE request_id = ?').run(raw, JSON.stringify(signers), nowNs, requestId)
}

/**
 * Moves a request to `signed` (complete) or `unlocked` (with the member who revoked it). A
 * completion leaves `revoked_by` out of the update: the live-hash index (migration 0060) depends on
 * it alone, and SQLite rewrites an index entry whenever its condition's columns are set.
 */
export function setRequestState(db: Db, requestId: string, state: 'signed' | 'unlocked', nowNs: bigint, revokedBy?: string): void {
  if (state === 'signed') sql(db, "UPDATE multisig_requests SET state = 'signed', updated_at = ? WHERE request_id = ?").run(nowNs, requestId)
  else sql(db, "UPDATE multisig_requests SET state = 'unlocked', revoked_by = ?, updated_at = ? WHERE request_id = ?").run(revokedBy ?? null, nowNs, requestId)
}

/**
 * Ours: the requests `userId` is a sender of, by sequence from `offset`; `pending` = initial, `done`
 * = signed or unlocked.
 */
export function listSenderRequests(db: Db, userId: string, o: { state?: 'pending' | 'done'; offset?: number; limit?: number }): RequestRecord[] {
  const stateFilter = o.state === 'pending' ? "AND r.state = 'initial'" : o.state === 'done' ? "AND r.state <> 'initial'" : ''
  return sqlBig<[string, number, number], RequestRow>(
    db,
    `SELECT ${COLUMNS.split(',')
      .map((c) => `r.${c.trim()}`)
      .join(', ')} FROM multisig_senders s JOIN multisig_requests r ON r.sequence = s.sequence
     WHERE s.user_id = ? AND s.sequence >= ? ${stateFilter} ORDER BY s.sequence LIMIT ?`,
  )
    .all(userId, o.offset ?? 0, o.limit ?? 500)
    .map(toRecord)
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
    codeId: r.code_id,
    createdAtNs: r.created_at,
    updatedAtNs: r.updated_at,
  }
}
