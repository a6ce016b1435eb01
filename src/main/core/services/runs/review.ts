/**
 * Reviewing a run as one thing, proven as single requests are: each request is fetched and reviewed
 * from its raw (../requests/signing's `reviewFresh`: the same checks, the same proofs of its inputs),
 * then the run's word is held against what the raws say:
 * - every request spends from the run's account, in its asset, with the run's memo;
 * - a payroll's row is the output its file names — the amount, and the receivers the service reports
 *   for it (a XIN address's keys cannot be tied to it without the proposer's mask, and the review
 *   says so) — every other output is change back to the account, and no output pays two rows;
 * - a rotation's sweep sends everything it spends to the new members and threshold, one output, no
 *   change; a collectible's moves its one collectible alone.
 * Any disagreement refuses the whole run, naming the request and row. The run's digest binds every
 * row (notes included: the reviewer confirms what was shown) and every request's own digest, so a
 * signature is made only on the run exactly as reviewed.
 * @module
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type { RunDetail, RunFlags, RunReview, SummaryOutput } from '../../../../shared/bridge'
import { words, type Words } from '../../../../shared/i18n/words'
import { parseAmount } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { RunRecord, RunRequestRecord, RunRowRecord } from '../../db'
import { eachLimited } from '../requests/fetch'
import { reviewFresh, type Reviewed } from '../requests/signing'
import { firstSeen, runDetail, type ViewRequest } from './view'

/** Requests reviewed at once. */
const REVIEW_WIDTH = 4

export interface RunReviewed {
  readonly review: RunReview
  /** Each request as reviewed, to sign exactly that. */
  readonly reviewed: ReadonlyMap<string, Reviewed>
}

type Reason = { request_id: string | null; row: number | null; detail: Words }
const sorted = (ids: readonly string[]) => [...ids].sort()
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && sorted(a).every((x, i) => x === sorted(b)[i])

/** What a run binds of each row: its payee, amount, asset and note, and where it is paid. */
export const boundRow = (r: RunRowRecord) => [
  r.row,
  r.resolved,
  r.amount,
  r.asset_id,
  r.note,
  r.request_id,
  r.output_index,
]

/** A run's rows, requests and target in the one form its digest is taken over. */
function digestOf(
  run: RunRecord,
  rows: readonly RunRowRecord[],
  requests: readonly { request_id: string; digest: string }[],
): string {
  const binding = {
    run_id: run.run_id,
    kind: run.kind,
    name: run.name,
    memo: run.memo,
    account: { members: sorted(run.members), threshold: run.threshold },
    target: run.target
      ? { members: sorted(run.target.members), threshold: run.target.threshold }
      : null,
    rows: rows.map(boundRow),
    requests: requests.map((q) => [q.request_id, q.digest]),
  }
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(binding))))
}

/** Checks one payroll request's outputs against its rows. */
function checkRows(
  reasons: Reason[],
  warnings: Words[],
  requestId: string,
  outputs: readonly SummaryOutput[],
  rows: readonly RunRowRecord[],
): void {
  const refuse = (row: number | null, detail: Words) =>
    void reasons.push({ request_id: requestId, row, detail })
  const paid = new Set<number>()
  for (const r of rows) {
    const o = r.output_index === null ? undefined : outputs[r.output_index]
    if (!o) {
      refuse(r.row, words('runs.core.row.noOutput', { row: r.row, output: r.output_index ?? '?' }))
      continue
    }
    paid.add(o.index)
    if (o.kind !== 'external')
      refuse(r.row, words('runs.core.row.change', { row: r.row, output: o.index }))
    if (parseAmount(o.amount) !== parseAmount(r.amount))
      refuse(
        r.row,
        words('runs.core.row.amount', {
          row: r.row,
          amount: r.amount,
          output: o.index,
          paid: o.amount,
        }),
      )
    if (r.resolved.kind === 'users') {
      if (!same(o.members, r.resolved.members) || o.threshold !== r.resolved.threshold) {
        refuse(
          r.row,
          words(o.members.length > 0 ? 'runs.core.row.users' : 'runs.core.row.usersUnnamed', {
            row: r.row,
            threshold: r.resolved.threshold,
            members: r.resolved.members.join(', '),
            output: o.index,
            outThreshold: o.threshold,
            outMembers: o.members.join(', '),
          }),
        )
      }
    } else {
      if (o.members.length > 0 || o.threshold !== r.resolved.threshold)
        refuse(
          r.row,
          words('runs.core.row.address', {
            row: r.row,
            output: o.index,
            outThreshold: o.threshold,
            outMembers: o.members.join(', '),
          }),
        )
      else warnings.push(words('runs.core.warning.xinAddress', { row: r.row, output: o.index }))
    }
  }
  for (const o of outputs) {
    if (!paid.has(o.index) && o.kind !== 'change')
      refuse(null, words('runs.core.output.unnamed', { output: o.index, amount: o.amount }))
  }
}

/** Checks one sweep against the rotation's new members. */
function checkSweep(
  reasons: Reason[],
  q: RunRequestRecord,
  outputs: readonly SummaryOutput[],
  inputs: number,
  target: NonNullable<RunRecord['target']>,
  inscription: string | null,
): void {
  const refuse = (detail: Words) =>
    void reasons.push({ request_id: q.request_id, row: null, detail })
  if (outputs.length !== 1) refuse(words('runs.core.sweep.outputs', { count: outputs.length }))
  const o = outputs[0]
  if (
    o &&
    (!same(o.members, target.members) || o.threshold !== target.threshold || o.kind !== 'external')
  ) {
    refuse(
      words(o.members.length > 0 ? 'runs.core.sweep.target' : 'runs.core.sweep.targetUnnamed', {
        threshold: o.threshold,
        members: o.members.join(', '),
        newThreshold: target.threshold,
        newMembers: target.members.length,
      }),
    )
  }
  if (q.kind === 'collectible' && (inputs !== 1 || inscription !== q.inscription_hash))
    refuse(words('runs.core.sweep.collectible'))
  if (q.kind === 'sweep' && inscription !== null) refuse(words('runs.core.sweep.spendsCollectible'))
}

/**
 * Reviews every request of the run fresh from the service and holds the run's rows (or sweeps) to
 * what their raws say.
 * @throws ApiClientError when the service cannot be reached; CoreError 'request-not-found' when a request is gone
 */
export async function reviewRun(
  ctx: CoreContext,
  userId: string,
  run: RunRecord,
  rows: readonly RunRowRecord[],
  requests: readonly RunRequestRecord[],
): Promise<RunReviewed> {
  const client = ctx.clientFor(userId)
  const reviewed = new Map<string, Reviewed>()
  await eachLimited(
    requests,
    REVIEW_WIDTH,
    async (q) =>
      void reviewed.set(q.request_id, await reviewFresh(ctx, userId, q.request_id, client)),
  )
  const reasons: Reason[] = []
  const warnings: Words[] = []
  for (const q of requests) {
    const { result, request } = reviewed.get(q.request_id)!
    if (result.status === 'refused') {
      reasons.push(
        ...result.reasons.map((m) => ({ request_id: q.request_id, row: null, detail: m.detail })),
      )
      continue
    }
    const s = result.summary
    const refuse = (detail: Words) =>
      void reasons.push({ request_id: q.request_id, row: null, detail })
    if (request.senders_hash !== run.members_hash || request.senders_threshold !== run.threshold)
      refuse(words('runs.core.request.otherAccount'))
    if (s.asset_id !== q.asset_id)
      refuse(words('runs.core.request.otherAsset', { asset: s.asset_id, expected: q.asset_id }))
    if (s.memo.text !== run.memo)
      refuse(
        words('runs.core.request.otherMemo', {
          memo: s.memo.text ?? s.memo.hex,
          expected: run.memo,
        }),
      )
    if (run.proposer && s.proposer && s.proposer !== run.proposer)
      warnings.push(words('runs.core.warning.otherProposer', { request: q.request_id }))
    if (run.kind === 'payroll')
      checkRows(
        reasons,
        warnings,
        q.request_id,
        s.outputs,
        rows.filter((r) => r.request_id === q.request_id),
      )
    else
      checkSweep(
        reasons,
        q,
        s.outputs,
        s.inputs.length,
        run.target!,
        request.inscription_hash === '' ? null : request.inscription_hash,
      )
    // Each request's own warnings stay with it (`requests[].warnings`), for the host to word under the run's.
  }
  if (reasons.length > 0) {
    const first = reasons.find((r) => r.request_id !== null)
    ctx.audit({
      actor: userId,
      action: 'request.refused',
      subject: first?.request_id ?? run.run_id,
      result: 'refused',
      detail: `run ${run.run_id} does not match its requests (${reasons.length} reasons)`,
    })
    return { review: { status: 'refused', run_id: run.run_id, reasons }, reviewed }
  }

  const view: ViewRequest[] = requests.map((q) => ({
    request_id: q.request_id,
    asset_id: q.asset_id,
    kind: q.kind,
    inscription_hash: q.inscription_hash,
  }))
  const detail = runDetail(ctx, userId, { record: run, rows, requests: view })
  const summaries = requests.map((q) => {
    const r = reviewed.get(q.request_id)!.result
    if (r.status !== 'ok') throw new TypeError('unreachable: refused requests were returned above')
    return { request_id: q.request_id, digest: r.digest, s: r.summary }
  })
  return {
    review: {
      status: 'ok',
      run: detail,
      requests: summaries.map(({ request_id, digest, s }) => ({
        request_id,
        digest,
        signed_count: s.signed_count,
        threshold: s.threshold,
        progress: s.progress,
        i_have_signed: s.i_have_signed,
        can_sign: s.can_sign,
        inputs_proven: s.inputs_proven,
        proposer: s.proposer,
        warnings: s.warnings,
      })),
      flags: flagsOf(ctx, userId, run, detail),
      can_sign: summaries.some((x) => x.s.can_sign),
      warnings,
      digest: digestOf(run, rows, summaries),
    },
    reviewed,
  }
}

/** What a reviewer is asked to notice, from the run's view. */
export function flagsOf(
  ctx: CoreContext,
  userId: string,
  run: Pick<RunRecord, 'members' | 'threshold' | 'target' | 'created_at'>,
  detail: RunDetail,
): RunFlags {
  const target = run.target
  const met = new Map(ctx.cache.people.contacts(userId).map((c) => [c.user_id, c.met_at]))
  const seenAt = firstSeen(
    ctx,
    userId,
    run.created_at,
    detail.requests.map((q) => q.request_id),
  )
  return {
    first_payments: detail.rows.filter((r) => r.first_payment).length,
    not_in_contacts: detail.rows.filter((r) => r.not_in_contacts).length,
    lowers_threshold: target !== null && target.threshold < run.threshold,
    outside_contacts: target
      ? target.members.filter((m) => m !== userId && (met.get(m) ?? Infinity) >= seenAt)
      : [],
    joins: target ? target.members.filter((m) => !run.members.includes(m)) : [],
    leaves: target ? run.members.filter((m) => !target.members.includes(m)) : [],
  }
}
