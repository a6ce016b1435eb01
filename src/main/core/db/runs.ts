/**
 * Runs in the cache (migration 90): a payroll or a move to new members, as the wallet's own record
 * linking several requests of one shared account — its rows (payees, amounts, notes, and the output
 * of the request paying each) and its requests in order. Public data only. Whether a request is
 * paid is never stored here: it is read from the request itself (./requests).
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Hash, Uuid } from '../../../shared/api/common'
import { guard } from './errors'
import { parseArg } from './validate'

export type RunKind = 'payroll' | 'rotation'
/** `draft`: saved, nothing created; `proposed`: made by this wallet; `received`: shared by another member. */
export type RunStatus = 'draft' | 'proposed' | 'received'
export type RunRequestKind = 'pay' | 'sweep' | 'collectible'

const Members = z.array(Uuid).min(1).max(64)
/** Who a row pays, as resolved: users (by id, `threshold` of them to spend), or XIN addresses. */
const RunPayeeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('users'),
    members: Members,
    threshold: z.number().int().min(1).max(64),
  }),
  z.object({
    kind: z.literal('xin'),
    addresses: z.array(z.string().min(1).max(256)).min(1).max(64),
    threshold: z.number().int().min(1).max(64),
  }),
])
export type RunPayee = z.infer<typeof RunPayeeSchema>

/** A rotation's new members and threshold, and the label the old account had. */
const RunTargetSchema = z.object({
  members: Members,
  threshold: z.number().int().min(1).max(64),
  label: z.string().max(64),
})
export type RunTarget = z.infer<typeof RunTargetSchema>

const AmountText = z.string().regex(/^\d{1,30}(?:\.\d{1,8})?$/, 'expected a decimal amount')

const RunInputSchema = z.object({
  run_id: Uuid,
  kind: z.enum(['payroll', 'rotation']),
  status: z.enum(['draft', 'proposed', 'received']),
  name: z.string().trim().min(1).max(128),
  memo: z
    .string()
    .refine((m) => new TextEncoder().encode(m).length <= 255, 'expected at most 255 bytes'),
  members_hash: Hash,
  threshold: z.number().int().min(1).max(64),
  members: Members,
  proposer: Uuid.nullable(),
  source: z
    .string()
    .max(1024 * 1024)
    .nullable(),
  target: RunTargetSchema.nullable(),
  shared_in: Uuid.nullable(),
  file_message_id: Uuid.nullable(),
})
export type RunInput = z.input<typeof RunInputSchema>

const RunRowSchema = z.object({
  row: z.number().int().min(1),
  payee: z.string().min(1).max(512),
  resolved: RunPayeeSchema,
  amount: AmountText,
  asset_id: Uuid,
  note: z.string().max(1000),
  request_id: Uuid.nullable(),
  output_index: z.number().int().min(0).max(255).nullable(),
})
export type RunRowRecord = z.infer<typeof RunRowSchema>

const RunRequestSchema = z.object({
  request_id: Uuid,
  asset_id: Uuid,
  kind: z.enum(['pay', 'sweep', 'collectible']),
  inscription_hash: Hash.nullable(),
})
export type RunRequestRecord = z.infer<typeof RunRequestSchema> & { readonly position: number }

export interface RunRecord extends z.output<typeof RunInputSchema> {
  readonly created_at: number
  readonly updated_at: number
  /** When a rotation found the old account empty (and retired it); null before, and for payrolls. */
  readonly finished_at: number | null
}

/** A shared account as runs name it. */
export interface RunAccountKey {
  readonly members_hash: string
  readonly threshold: number
}

export interface RunsStore {
  /**
   * Writes a run with its rows and requests, replacing those it had (a draft becoming proposed); its
   * creation time is kept. One transaction.
   * @throws TypeError for a run, row or request that could not be one
   */
  save(
    accountId: string,
    run: RunInput,
    rows: readonly RunRowRecord[],
    requests: readonly z.input<typeof RunRequestSchema>[],
  ): RunRecord
  get(accountId: string, runId: string): RunRecord | undefined
  /** Its rows, by row number. */
  rows(accountId: string, runId: string): RunRowRecord[]
  /** Its requests, in order. */
  requests(accountId: string, runId: string): RunRequestRecord[]
  /** Every run of the account, the most recently changed first. */
  list(accountId: string): RunRecord[]
  /** The runs a request belongs to. */
  runsOf(accountId: string, requestId: string): string[]
  /** Records that a rotation found its old account empty. @returns false when the run is not known */
  finish(accountId: string, runId: string, at?: number): boolean
  /** @returns false when the run is not known */
  remove(accountId: string, runId: string): boolean
  /** Run files shared in the account's groups (newest first) that this wallet has not posted or taken in. */
  sharedFiles(accountId: string, limit: number): SharedFileRow[]
  /**
   * Who the shared account has paid before, as `members_hash:threshold` of each receiver of its
   * requests that were sent or are sending (change included), leaving out `except` requests.
   */
  paidReceivers(accountId: string, key: RunAccountKey, except: readonly string[]): Set<string>
}

/** A run file in a group message (migration 70's messages), as stored. */
export interface SharedFileRow {
  readonly conversation_id: string
  readonly message_id: string
  readonly user_id: string
  readonly name: string
  readonly created_at: string
}

/** How a run's file is named, which is how a wallet tells one among a group's files. */
export const RUN_FILE_SUFFIX = '.cosigner-run.json'

interface RawRun extends Omit<RunRecord, 'members' | 'target'> {
  members_json: string
  target_json: string | null
}

interface RawRow extends Omit<RunRowRecord, 'resolved'> {
  payee_json: string
}

const RUN_COLUMNS = `run_id, kind, status, name, memo, members_hash, threshold, members_json, proposer, source, target_json, shared_in,
  file_message_id, created_at, updated_at, finished_at`

const runOf = (r: RawRun): RunRecord => {
  const { members_json, target_json, ...rest } = r
  return {
    ...rest,
    members: JSON.parse(members_json) as string[],
    target: target_json === null ? null : (JSON.parse(target_json) as RunTarget),
  }
}

export function runsStore(db: Database, now: () => number): RunsStore {
  const upsert = db.prepare(`
    INSERT INTO runs (account_id, ${RUN_COLUMNS})
    VALUES (@account, @run_id, @kind, @status, @name, @memo, @members_hash, @threshold, @members_json, @proposer, @source, @target_json, @shared_in,
      @file_message_id, @now, @now, NULL)
    ON CONFLICT (account_id, run_id) DO UPDATE SET
      kind = excluded.kind, status = excluded.status, name = excluded.name, memo = excluded.memo,
      members_hash = excluded.members_hash, threshold = excluded.threshold, members_json = excluded.members_json,
      proposer = excluded.proposer, source = excluded.source, target_json = excluded.target_json,
      shared_in = coalesce(excluded.shared_in, shared_in), file_message_id = coalesce(excluded.file_message_id, file_message_id),
      updated_at = excluded.updated_at`)
  const get = db.prepare<[string, string], RawRun>(
    `SELECT ${RUN_COLUMNS} FROM runs WHERE account_id = ? AND run_id = ?`,
  )
  const list = db.prepare<[string], RawRun>(
    `SELECT ${RUN_COLUMNS} FROM runs WHERE account_id = ? ORDER BY updated_at DESC, run_id`,
  )
  const dropRows = db.prepare('DELETE FROM run_rows WHERE account_id = ? AND run_id = ?')
  const dropRequests = db.prepare('DELETE FROM run_requests WHERE account_id = ? AND run_id = ?')
  const addRow =
    db.prepare(`INSERT INTO run_rows (account_id, run_id, row, payee, payee_json, amount, asset_id, note, request_id, output_index)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const addRequest = db.prepare(
    `INSERT INTO run_requests (account_id, run_id, request_id, position, asset_id, kind, inscription_hash) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const rows = db.prepare<[string, string], RawRow>(
    'SELECT row, payee, payee_json, amount, asset_id, note, request_id, output_index FROM run_rows WHERE account_id = ? AND run_id = ? ORDER BY row',
  )
  const requests = db.prepare<[string, string], RunRequestRecord>(
    'SELECT request_id, position, asset_id, kind, inscription_hash FROM run_requests WHERE account_id = ? AND run_id = ? ORDER BY position',
  )
  const runsOf = db
    .prepare<[string, string], string>(
      'SELECT run_id FROM run_requests WHERE account_id = ? AND request_id = ? ORDER BY run_id',
    )
    .pluck()
  const finish = db.prepare(
    'UPDATE runs SET finished_at = ?, updated_at = ? WHERE account_id = ? AND run_id = ?',
  )
  const remove = db.prepare('DELETE FROM runs WHERE account_id = ? AND run_id = ?')
  // Reads the requests the wallet keeps (migration 30) as served: each receiver of the account's sent payments.
  const paid = db.prepare<[string, string, number], { request_id: string; receiver: string }>(`
    SELECT r.request_id, json_extract(o.value, '$.members_hash') || ':' || json_extract(o.value, '$.threshold') AS receiver
    FROM multisig_requests r, json_each(r.record_json, '$.receivers') o
    WHERE r.account_id = ? AND r.state IN ('sending', 'done')
      AND json_extract(r.record_json, '$.senders_hash') = ? AND json_extract(r.record_json, '$.senders_threshold') = ?`)

  const sharedFiles = db.prepare<[string, string, string, number], SharedFileRow>(`
    SELECT m.conversation_id, m.message_id, m.user_id, json_extract(m.body, '$.name') AS name, m.created_at
    FROM messages m
    WHERE m.account_id = ? AND json_extract(m.body, '$.kind') = 'file' AND json_extract(m.body, '$.name') LIKE '%' || ?
      AND NOT EXISTS (SELECT 1 FROM run_files f WHERE f.account_id = ? AND f.message_id = m.message_id)
    ORDER BY m.seq DESC LIMIT ?`)

  const addFile = db.prepare(
    'INSERT OR IGNORE INTO run_files (account_id, message_id, run_id) VALUES (?, ?, ?)',
  )
  const save = db.transaction(
    (
      accountId: string,
      run: z.output<typeof RunInputSchema>,
      rowList: readonly RunRowRecord[],
      requestList: readonly z.output<typeof RunRequestSchema>[],
    ) => {
      upsert.run({
        ...run,
        account: accountId,
        members_json: JSON.stringify(run.members),
        target_json: run.target === null ? null : JSON.stringify(run.target),
        now: now(),
      })
      if (run.file_message_id !== null) addFile.run(accountId, run.file_message_id, run.run_id)
      dropRows.run(accountId, run.run_id)
      dropRequests.run(accountId, run.run_id)
      for (const r of rowList) {
        addRow.run(
          accountId,
          run.run_id,
          r.row,
          r.payee,
          JSON.stringify(r.resolved),
          r.amount,
          r.asset_id,
          r.note,
          r.request_id,
          r.output_index,
        )
      }
      requestList.forEach((q, i) =>
        addRequest.run(
          accountId,
          run.run_id,
          q.request_id,
          i,
          q.asset_id,
          q.kind,
          q.inscription_hash,
        ),
      )
    },
  )

  return {
    save(accountId, run, rowList, requestList) {
      const account = parseArg(Uuid, accountId, 'accountId')
      const r = parseArg(RunInputSchema, run, 'run')
      const checkedRows = rowList.map((row, i) => parseArg(RunRowSchema, row, `rows.${i}`))
      const checkedRequests = requestList.map((q, i) =>
        parseArg(RunRequestSchema, q, `requests.${i}`),
      )
      guard(() => save(account, r, checkedRows, checkedRequests))
      return runOf(guard(() => get.get(account, r.run_id))!)
    },
    get(accountId, runId) {
      const row = guard(() =>
        get.get(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, runId, 'runId')),
      )
      return row && runOf(row)
    },
    rows(accountId, runId) {
      return guard(() =>
        rows.all(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, runId, 'runId')),
      ).map(({ payee_json, ...r }) => ({
        ...r,
        resolved: JSON.parse(payee_json) as RunPayee,
      }))
    },
    requests(accountId, runId) {
      return guard(() =>
        requests.all(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, runId, 'runId')),
      )
    },
    list(accountId) {
      return guard(() => list.all(parseArg(Uuid, accountId, 'accountId'))).map(runOf)
    },
    runsOf(accountId, requestId) {
      return guard(() =>
        runsOf.all(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, requestId, 'requestId')),
      )
    },
    finish(accountId, runId, at) {
      const t = parseArg(z.number().int().nonnegative(), at ?? now(), 'at')
      return guard(
        () =>
          finish.run(
            t,
            now(),
            parseArg(Uuid, accountId, 'accountId'),
            parseArg(Uuid, runId, 'runId'),
          ).changes === 1,
      )
    },
    remove(accountId, runId) {
      return guard(
        () =>
          remove.run(parseArg(Uuid, accountId, 'accountId'), parseArg(Uuid, runId, 'runId'))
            .changes === 1,
      )
    },
    sharedFiles(accountId, limit) {
      const account = parseArg(Uuid, accountId, 'accountId')
      return guard(() =>
        sharedFiles.all(
          account,
          RUN_FILE_SUFFIX,
          account,
          parseArg(z.number().int().min(1).max(1000), limit, 'limit'),
        ),
      )
    },
    paidReceivers(accountId, key, except) {
      const k = parseArg(
        z.object({ members_hash: Hash, threshold: z.number().int().min(1).max(64) }),
        key,
        'key',
      )
      const skip = new Set(except)
      const found = guard(() =>
        paid.all(parseArg(Uuid, accountId, 'accountId'), k.members_hash, k.threshold),
      )
      return new Set(found.filter((f) => !skip.has(f.request_id)).map((f) => f.receiver))
    },
  }
}
