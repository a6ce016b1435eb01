/**
 * Outputs (UTXOs) as stored (migration 0030): inserting one with its member index, finding them,
 * listing one set of owners', and the state moves unspent → signed (locked by a request) → spent
 * (its transaction made final), or back to unspent when the request is unlocked. Callers run these inside their own transactions.
 */
import type { OutputsQuery } from '../../shared/api/ledger'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'

/** Which output it is and what it holds, stored or about to be. */
interface OutputFacts {
  readonly outputId: string
  readonly transactionHash: string
  readonly outputIndex: number
  readonly assetId: string
  readonly kernelAssetId: string
  readonly amount: bigint
}

/** An output row with its JSON columns parsed and amounts as bigint. */
export interface OutputRecord extends OutputFacts {
  readonly sequence: bigint
  readonly keys: string[]
  readonly mask: string
  readonly threshold: number
  /** Sorted; empty for an output to keys the sequencer did not hand out. */
  readonly members: string[]
  readonly membersHash: string
  /** views[j] is members[j]'s view scalar for this output, hex. */
  readonly views: string[]
  readonly senders: string[]
  readonly sendersHash: string
  readonly sendersThreshold: number
  readonly extra: string
  readonly state: 'unspent' | 'signed' | 'spent'
  readonly requestId: string | null
  readonly signedBy: string | null
  readonly signedAtNs: bigint | null
  readonly spentAtNs: bigint | null
  readonly inscriptionHash: string | null
  readonly createdAtNs: bigint
  readonly updatedAtNs: bigint
  /** The signers of the request in `requestId`, when there is one. */
  readonly requestSigners: string[]
}

export interface NewOutput extends OutputFacts {
  readonly keys: readonly string[]
  readonly mask: string
  readonly threshold: number
  readonly members: readonly string[]
  readonly membersHash: string
  readonly views: readonly string[]
  readonly senders?: readonly string[]
  readonly sendersHash?: string
  readonly sendersThreshold?: number
  readonly extra?: string
  readonly inscriptionHash?: string | null
  readonly nowNs: bigint
}

interface OutputRow {
  sequence: bigint
  output_id: string
  transaction_hash: string
  output_index: bigint
  asset_id: string
  kernel_asset_id: string
  amount: string
  keys: string
  mask: string
  threshold: bigint
  members: string
  members_hash: string
  views: string
  senders: string
  senders_hash: string
  senders_threshold: bigint
  extra: string
  state: 'unspent' | 'signed' | 'spent'
  request_id: string | null
  signed_by: string | null
  signed_at: bigint | null
  spent_at: bigint | null
  inscription_hash: string | null
  created_at: bigint
  updated_at: bigint
  request_signers: string | null
}

const OWN_COLUMNS = `o.sequence, o.output_id, o.transaction_hash, o.output_index, o.asset_id, o.kernel_asset_id, o.amount, o.keys,
  o.mask, o.threshold, o.members, o.members_hash, o.views, o.senders, o.senders_hash, o.senders_threshold, o.extra, o.state,
  o.request_id, o.signed_by, o.signed_at, o.spent_at, o.inscription_hash, o.created_at, o.updated_at`
const COLUMNS = `${OWN_COLUMNS}, (SELECT r.signers FROM multisig_requests r WHERE r.request_id = o.request_id) AS request_signers`

/**
 * Inserts an unspent output and indexes it under each member, and locks its keys to its
 * transaction (a ghost key serves one output). Returns its `sequence`.
 * @throws SqliteError when the output id or (hash, index) is already taken; Error when a key is
 */
export function insertOutput(db: Db, o: NewOutput): bigint {
  const result = sql(
    db,
    `INSERT INTO outputs (output_id, transaction_hash, output_index, asset_id, kernel_asset_id, amount, keys, mask, threshold,
       members, members_hash, views, senders, senders_hash, senders_threshold, extra, inscription_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    o.outputId,
    o.transactionHash,
    o.outputIndex,
    o.assetId,
    o.kernelAssetId,
    o.amount.toString(),
    JSON.stringify(o.keys),
    o.mask,
    o.threshold,
    JSON.stringify(o.members),
    o.membersHash,
    JSON.stringify(o.views),
    JSON.stringify(o.senders ?? []),
    o.sendersHash ?? '',
    o.sendersThreshold ?? 0,
    o.extra ?? '',
    o.inscriptionHash ?? null,
    o.nowNs,
    o.nowNs,
  )
  const sequence = BigInt(result.lastInsertRowid)
  const member = sql(db, 'INSERT INTO output_members (user_id, sequence) VALUES (?, ?)')
  for (const userId of new Set(o.members)) member.run(userId, sequence)
  const taken = lockKeys(db, o.keys, o.transactionHash)
  // Creation checked the keys of a transaction's outputs; a deposit's are fresh. Never two outputs on one key.
  if (taken !== undefined)
    throw new Error(`output key ${taken} is already used by another transaction`)
  return sequence
}

/**
 * Marks keys as used by `transactionHash`; keys it already holds are fine.
 * @returns the first key held by another transaction, or undefined when all were locked
 */
export function lockKeys(
  db: Db,
  keys: readonly string[],
  transactionHash: string,
): string | undefined {
  const insert = sql(
    db,
    'INSERT OR IGNORE INTO ghost_key_locks (key, transaction_hash) VALUES (?, ?)',
  )
  const holder = sql<[string], { transaction_hash: string }>(
    db,
    'SELECT transaction_hash FROM ghost_key_locks WHERE key = ?',
  )
  for (const key of keys) {
    if (insert.run(key, transactionHash).changes === 1) continue
    if (holder.get(key)?.transaction_hash !== transactionHash) return key
  }
  return undefined
}

/** Frees the keys a transaction held (its request was unlocked). */
export function unlockKeys(db: Db, transactionHash: string): void {
  sql(db, 'DELETE FROM ghost_key_locks WHERE transaction_hash = ?').run(transactionHash)
}

/** The output `index` of transaction `hash`, or undefined. */
export function findOutputByReference(
  db: Db,
  hash: string,
  index: number,
): OutputRecord | undefined {
  const row = sqlBig<[string, number], OutputRow>(
    db,
    `SELECT ${COLUMNS} FROM outputs o WHERE o.transaction_hash = ? AND o.output_index = ?`,
  ).get(hash, index)
  return row && toRecord(row)
}

/** One output by id, or undefined. */
export function findOutput(db: Db, outputId: string): OutputRecord | undefined {
  const row = sqlBig<[string], OutputRow>(
    db,
    `SELECT ${COLUMNS} FROM outputs o WHERE o.output_id = ?`,
  ).get(outputId)
  return row && toRecord(row)
}

/**
 * The outputs a multisig request spends, in input order (one query; every sign call reads them, so
 * without the signers of the request that locks them: `requestSigners` is empty).
 */
export function findRequestInputs(db: Db, requestId: string): OutputRecord[] {
  return sqlBig<[string], OutputRow>(
    db,
    `SELECT ${OWN_COLUMNS}, NULL AS request_signers FROM multisig_inputs i JOIN outputs o ON o.output_id = i.output_id
     WHERE i.request_id = ? ORDER BY i.input_index`,
  )
    .all(requestId)
    .map(toRecord)
}

/** Whether any output belongs to transaction `hash` (the ledger knows the transaction). */
export function knownTransaction(db: Db, hash: string): boolean {
  return (
    sql<[string]>(db, 'SELECT 1 FROM outputs WHERE transaction_hash = ? LIMIT 1').get(hash) !==
    undefined
  )
}

/**
 * The outputs of one set of owners (`membersHash`, `threshold`) that match the query (wire-formats
 * §8.6) and of which `userId` is a member, by sequence: ascending from `offset`, or descending from
 * it with `order` DESC. At most `limit` (500). Owners the user is not among have none for it.
 */
export function listOwnersOutputs(
  db: Db,
  userId: string,
  owners: { readonly membersHash: string; readonly threshold: number },
  q: Omit<OutputsQuery, 'members' | 'threshold'>,
  assetIsHash: boolean,
): OutputRecord[] {
  const desc = q.order === 'DESC'
  const text = `SELECT ${COLUMNS} FROM outputs o
    WHERE o.members_hash = @members AND o.threshold = @threshold
      AND EXISTS (SELECT 1 FROM output_members m WHERE m.user_id = @user AND m.sequence = o.sequence)
      AND (@state IS NULL OR o.state = @state)
      AND (@asset IS NULL OR ${assetIsHash ? 'o.kernel_asset_id' : 'o.asset_id'} = @asset)
      AND (@offset IS NULL OR o.sequence ${desc ? '<=' : '>='} @offset)
    ORDER BY o.sequence ${desc ? 'DESC' : 'ASC'} LIMIT @limit`
  return sqlBig<[Record<string, unknown>], OutputRow>(db, text)
    .all({
      user: userId,
      members: owners.membersHash,
      threshold: owners.threshold,
      state: q.state ?? null,
      asset: q.asset ?? null,
      offset: q.offset ?? null,
      limit: q.limit ?? 500,
    })
    .map(toRecord)
}

/** Locks an unspent output for a request. @returns false when it was not unspent */
export function lockOutput(
  db: Db,
  outputId: string,
  requestId: string,
  transactionHash: string,
  nowNs: bigint,
): boolean {
  return (
    sql(
      db,
      `UPDATE outputs SET state = 'signed', request_id = ?, signed_by = ?, signed_at = ?, updated_at = ?
       WHERE output_id = ? AND state = 'unspent'`,
    ).run(requestId, transactionHash, nowNs, nowNs, outputId).changes === 1
  )
}

/** Returns the outputs a request locked to unspent. */
export function releaseOutputs(db: Db, requestId: string, nowNs: bigint): void {
  sql(
    db,
    `UPDATE outputs SET state = 'unspent', request_id = NULL, signed_by = NULL, signed_at = NULL, updated_at = ?
     WHERE request_id = ? AND state = 'signed'`,
  ).run(nowNs, requestId)
}

/** Marks the outputs a request locked as spent. */
export function spendOutputs(db: Db, requestId: string, nowNs: bigint): void {
  sql(
    db,
    `UPDATE outputs SET state = 'spent', spent_at = ?, updated_at = ? WHERE request_id = ? AND state = 'signed'`,
  ).run(nowNs, nowNs, requestId)
}

function toRecord(r: OutputRow): OutputRecord {
  return {
    sequence: r.sequence,
    outputId: r.output_id,
    transactionHash: r.transaction_hash,
    outputIndex: Number(r.output_index),
    assetId: r.asset_id,
    kernelAssetId: r.kernel_asset_id,
    amount: BigInt(r.amount),
    keys: JSON.parse(r.keys) as string[],
    mask: r.mask,
    threshold: Number(r.threshold),
    members: JSON.parse(r.members) as string[],
    membersHash: r.members_hash,
    views: JSON.parse(r.views) as string[],
    senders: JSON.parse(r.senders) as string[],
    sendersHash: r.senders_hash,
    sendersThreshold: Number(r.senders_threshold),
    extra: r.extra,
    state: r.state,
    requestId: r.request_id,
    signedBy: r.signed_by,
    signedAtNs: r.signed_at,
    spentAtNs: r.spent_at,
    inscriptionHash: r.inscription_hash,
    createdAtNs: r.created_at,
    updatedAtNs: r.updated_at,
    requestSigners: r.request_signers ? (JSON.parse(r.request_signers) as string[]) : [],
  }
}
