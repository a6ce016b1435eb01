/**
 * A run's file: how a run reaches the other members on the public network, which has no place for
 * it but messages. The proposer posts it in the account's group as a file message (`PLAIN_DATA`, an
 * attachment named `<name>.cosigner-run.json`), next to a text with each request's link, so:
 * - a member's wallet that opens the file gets the run as one thing — its name, its memo, every row
 *   with its payee, amount and note, each request and which of its outputs pays which row — and its
 *   review proves each row from the raw transactions; the file is the proposer's word, and nothing
 *   in it is trusted that the raws do not prove (a note is shown as the proposer's);
 * - a member without Cosigner, or before opening the file, still has each request by its link, and
 *   reviews it on its own, proven like any request.
 * JSON, so it reads the same in every wallet; public data only. Pure.
 * @module
 */
import { z } from 'zod'
import { Hash, Uuid } from '../../../../shared/api/common'
import { CoreError } from '../../errors'
import { RUN_FILE_SUFFIX, type RunRecord, type RunRequestRecord, type RunRowRecord } from '../../db'
import { words } from '../../../../shared/i18n/words'

/** The version of the file's shape, read strictly: a newer one is refused rather than half read. */
const VERSION = 1
const MAX_FILE_ROWS = 5000
const Members = z.array(Uuid).min(1).max(64)
const Threshold = z.number().int().min(1).max(64)
const Amount = z.string().regex(/^\d{1,30}(?:\.\d{1,8})?$/)

const FilePayee = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('users'), members: Members, threshold: Threshold }),
  z.object({
    kind: z.literal('xin'),
    addresses: z.array(z.string().min(1).max(256)).min(1).max(64),
    threshold: Threshold,
  }),
])

export const RunFile = z.strictObject({
  cosigner_run: z.literal(VERSION),
  kind: z.enum(['payroll', 'rotation']),
  run_id: Uuid,
  name: z.string().trim().min(1).max(128),
  memo: z.string().max(255),
  account: z.strictObject({ members: Members, threshold: Threshold }),
  proposer: Uuid,
  requests: z
    .array(
      z.strictObject({
        request_id: Uuid,
        asset_id: Uuid,
        kind: z.enum(['pay', 'sweep', 'collectible']),
        inscription_hash: Hash.nullable(),
      }),
    )
    .min(1)
    .max(MAX_FILE_ROWS),
  rows: z
    .array(
      z.strictObject({
        row: z.number().int().min(1),
        payee: z.string().min(1).max(512),
        to: FilePayee,
        amount: Amount,
        asset_id: Uuid,
        note: z.string().max(1000),
        request_id: Uuid,
        output_index: z.number().int().min(0).max(255),
      }),
    )
    .max(MAX_FILE_ROWS),
  target: z
    .strictObject({ members: Members, threshold: Threshold, label: z.string().max(64) })
    .nullable(),
})
export type RunFile = z.infer<typeof RunFile>

export const RUN_FILE_MIME = 'application/json'

/** The file's name: the run's name made safe for any file system, then the suffix wallets look for. */
export function runFileName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'run'}${RUN_FILE_SUFFIX}`
}

/** The file of a run this wallet proposed. */
export function runFileOf(
  run: RunRecord,
  rows: readonly RunRowRecord[],
  requests: readonly RunRequestRecord[],
): RunFile {
  return {
    cosigner_run: VERSION,
    kind: run.kind,
    run_id: run.run_id,
    name: run.name,
    memo: run.memo,
    account: { members: run.members, threshold: run.threshold },
    proposer: run.proposer!,
    requests: requests.map((q) => ({
      request_id: q.request_id,
      asset_id: q.asset_id,
      kind: q.kind,
      inscription_hash: q.inscription_hash,
    })),
    rows: rows.map((r) => ({
      row: r.row,
      payee: r.payee,
      to: r.resolved,
      amount: r.amount,
      asset_id: r.asset_id,
      note: r.note,
      request_id: r.request_id!,
      output_index: r.output_index!,
    })),
    target: run.target,
  }
}

/**
 * A run file's text, read and checked for consistency: every row's request is one of the run's, no
 * output pays two rows, a payroll has rows and a rotation a target.
 * @throws CoreError 'invalid-file' saying what is wrong
 */
export function readRunFile(text: string): RunFile {
  const invalid = (why: string, values: Record<string, string | number> = {}) =>
    new CoreError('invalid-file', words('core.run.unreadableFile', { why, ...values }))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw invalid('notJson')
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { cosigner_run?: unknown }).cosigner_run === undefined
  )
    throw invalid('notRun')
  if ((json as { cosigner_run?: unknown }).cosigner_run !== VERSION) throw invalid('newer')
  const r = RunFile.safeParse(json)
  if (!r.success) {
    const issue = r.error.issues[0]!
    throw new CoreError('invalid-file', words('core.run.damagedFile'), {
      details: `${issue.path.map(String).join('.')}: ${issue.message}`.slice(0, 500),
    })
  }
  const f = r.data
  const ids = new Set(f.requests.map((q) => q.request_id))
  if (ids.size !== f.requests.length) throw invalid('twice')
  const outputs = new Set<string>()
  for (const row of f.rows) {
    if (!ids.has(row.request_id)) throw invalid('unlisted', { row: row.row })
    const at = `${row.request_id}:${row.output_index}`
    if (outputs.has(at)) throw invalid('sameOutput', { output: at })
    outputs.add(at)
  }
  if (new Set(f.rows.map((x) => x.row)).size !== f.rows.length) throw invalid('sameNumber')
  if (f.kind === 'payroll' && (f.rows.length === 0 || f.target !== null)) throw invalid('noRows')
  if (f.kind === 'rotation' && (f.target === null || f.rows.length > 0)) throw invalid('noTarget')
  if (
    f.account.threshold > f.account.members.length ||
    (f.target && f.target.threshold > f.target.members.length)
  )
    throw invalid('a threshold above its members')
  return f
}
