/**
 * Runs as one thing, whoever proposed them: listed and read from the cache (offline too), taken in
 * from a run file shared in a group (or handed over otherwise), reviewed with every request proven
 * from its raw and every row found in its outputs (./review), signed after one confirmation and one
 * passphrase, and exported as CSV for the accountant. Payrolls are made by ../payroll, moves to new
 * members by ../rotation; both share ./propose, ./file, ./share and ./view.
 * @module
 */
import {
  runGrantSubject,
  type OfflineFile,
  type RunDetail,
  type RunInfo,
  type RunList,
  type RunReview,
  type RunSignResult,
} from '../../../../shared/bridge'
import { membersHash } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { RunRecord } from '../../db'
import { CoreError } from '../../errors'
import type { RequestSigning } from '../requests/signing'
import { toCsv } from '../../../../shared/csv'
import { readRunFile, type RunFile } from './file'
import { reviewRun } from './review'
import { runDetail } from './view'
import type { Locale } from '../../../../shared/i18n/locales'
import { englishOf } from '../../../../shared/i18n/english'
import { words } from '../../../../shared/i18n/words'
import { headerIn } from '../ledger'

export interface RunsService {
  /** The runs this wallet knows, newest first, and run files shared in its groups not opened yet; works offline. */
  list(userId: string): RunList
  /** One run as it stands; works offline. @throws CoreError 'request-not-found' for an unknown run */
  get(userId: string, runId: string): RunDetail
  /**
   * Downloads a run file shared in a group, checks that a member of the run's account sent it and
   * that this account is one, and keeps the run.
   * @throws CoreError 'message-not-found' | 'attachment-unavailable' | 'invalid-file' | 'not-a-signer'
   */
  openShared(userId: string, conversationId: string, messageId: string): Promise<RunDetail>
  /** Keeps the run a file describes. @throws CoreError 'invalid-file' | 'not-a-signer' */
  importFile(userId: string, text: string): RunDetail
  /**
   * Reviews every request of the run from the service and its rows against them.
   * @throws CoreError 'request-not-found'; ApiClientError
   */
  review(userId: string, runId: string): Promise<RunReview>
  /**
   * Signs every request of the run this account has not signed yet, after the user confirmed the
   * run's review (`digest`): one grant for `runGrantSubject(run_id)`, or none inside the re-auth
   * window. The run is reviewed again first and refused unless it is still what was confirmed.
   * @throws CoreError 'not-confirmed' | 'reauth-required' | 'request-mismatch' | 'summary-changed' | signing's; ApiClientError
   */
  sign(
    userId: string,
    runId: string,
    digest: string,
    confirmed: boolean,
    grant?: string,
  ): Promise<RunSignResult>
  /**
   * The run as CSV: row, payee, payee id, amount, asset, asset id, memo, note, request id,
   * transaction hash, state; the header in `locale` (English unless given), the data as it is.
   */
  export(userId: string, runId: string, locale?: Locale): OfflineFile
}

export interface RunsDeps {
  readonly signing: RequestSigning
  /** Names and symbols a review shows, fetched where the wallet does not know them yet (../people, ../treasury/assets). */
  readonly people: { get(userId: string, userIds: readonly string[]): Promise<unknown> }
  readonly assets: { describe(userId: string, assetIds: readonly string[]): Promise<unknown> }
  /** Downloads an attachment message's file (../messages). */
  attachment(userId: string, conversationId: string, messageId: string): Promise<{ base64: string }>
}

const ROW_STATE_WORDS = {
  draft: 'not proposed',
  waiting: 'waiting for signatures',
  sending: 'sending',
  paid: 'paid',
  unlocked: 'unlocked',
} as const
const SWEEP_STATE_WORDS = {
  'needs-signature': 'waiting for signatures',
  waiting: 'waiting for signatures',
  sending: 'sending',
  done: 'moved',
  unlocked: 'unlocked',
} as const

export function runsService(ctx: CoreContext, deps: RunsDeps): RunsService {
  function record(userId: string, runId: string): RunRecord {
    ctx.requireAccount(userId)
    const run = ctx.cache.runs.get(userId, runId)
    if (!run) throw new CoreError('request-not-found', words('core.run.notFound'))
    return run
  }
  const detail = (userId: string, run: RunRecord) =>
    runDetail(ctx, userId, {
      record: run,
      rows: ctx.cache.runs.rows(userId, run.run_id),
      requests: ctx.cache.runs.requests(userId, run.run_id),
    })

  /** Keeps a run read from its file, as received (a run this wallet proposed stays its own). */
  function keep(
    userId: string,
    file: RunFile,
    from: { conversationId: string; messageId: string } | null,
  ): RunDetail {
    if (!file.account.members.includes(userId))
      throw new CoreError('not-a-signer', words('core.run.notAMember'))
    const mine = ctx.cache.runs.get(userId, file.run_id)
    if (mine && mine.status !== 'received') return detail(userId, mine)
    const members = [...file.account.members].sort()
    const run = ctx.cache.runs.save(
      userId,
      {
        run_id: file.run_id,
        kind: file.kind,
        status: 'received',
        name: file.name,
        memo: file.memo,
        members_hash: membersHash(members),
        threshold: file.account.threshold,
        members,
        proposer: file.proposer,
        source: null,
        target: file.target ? { ...file.target, members: [...file.target.members].sort() } : null,
        shared_in: from?.conversationId ?? null,
        file_message_id: from?.messageId ?? null,
      },
      file.rows.map((r) => ({
        row: r.row,
        payee: r.payee,
        resolved: r.to,
        amount: r.amount,
        asset_id: r.asset_id,
        note: r.note,
        request_id: r.request_id,
        output_index: r.output_index,
      })),
      file.requests,
    )
    ctx.cache.people.meet(userId, [file.proposer])
    return detail(userId, run)
  }

  /** Who and what a run names, asked of the service where the wallet does not know them yet (never throws for want of it). */
  async function describe(userId: string, run: RunRecord): Promise<void> {
    const rows = ctx.cache.runs.rows(userId, run.run_id)
    const people = [
      ...run.members,
      ...(run.target?.members ?? []),
      ...rows.flatMap((r) => (r.resolved.kind === 'users' ? r.resolved.members : [])),
    ]
    const assets = [
      ...new Set([
        ...rows.map((r) => r.asset_id),
        ...ctx.cache.runs.requests(userId, run.run_id).map((q) => q.asset_id),
      ]),
    ]
    await Promise.all([
      deps.people.get(userId, [...new Set(people)]),
      deps.assets.describe(userId, assets),
    ])
  }

  return {
    list(userId) {
      ctx.requireAccount(userId)
      const shared = ctx.cache.runs
        .sharedFiles(userId, 100)
        .map((f) => ({ ...f, name: f.name ?? '' }))
      const info = ({ rows: _rows, source: _source, ...rest }: RunDetail): RunInfo => rest
      return { runs: ctx.cache.runs.list(userId).map((r) => info(detail(userId, r))), shared }
    },

    get: (userId, runId) => detail(userId, record(userId, runId)),

    async openShared(userId, conversationId, messageId) {
      ctx.requireAccount(userId)
      const message = ctx.cache.messages.get(userId, messageId)
      if (!message || message.conversation_id !== conversationId)
        throw new CoreError('message-not-found', words('core.message.notInGroup'))
      const file = await deps.attachment(userId, conversationId, messageId)
      const run = readRunFile(Buffer.from(file.base64, 'base64').toString('utf8'))
      // The group says who sent it; the file must say the same, and that one must be a member.
      if (message.user_id !== run.proposer || !run.account.members.includes(message.user_id)) {
        throw new CoreError('invalid-file', words('core.run.foreignProposer'))
      }
      return keep(userId, run, { conversationId, messageId })
    },

    importFile(userId, text) {
      ctx.requireAccount(userId)
      return keep(userId, readRunFile(text), null)
    },

    async review(userId, runId) {
      const run = record(userId, runId)
      if (run.status === 'draft')
        throw new CoreError('request-not-found', words('core.run.draftNoReview'))
      await describe(userId, run)
      return (
        await reviewRun(
          ctx,
          userId,
          run,
          ctx.cache.runs.rows(userId, runId),
          ctx.cache.runs.requests(userId, runId),
        )
      ).review
    },

    async sign(userId, runId, digest, confirmed, grant) {
      const run = record(userId, runId)
      if (confirmed !== true) throw new CoreError('not-confirmed', words('core.run.confirmSigning'))
      if (run.status === 'draft')
        throw new CoreError('request-not-found', words('core.run.draftNoSign'))
      await describe(userId, run)
      // The passphrase first, as for one request: nothing is read or signed without it.
      const sign = deps.signing.authorizeBatch(userId, runGrantSubject(runId), grant)
      const rows = ctx.cache.runs.rows(userId, runId)
      const requests = ctx.cache.runs.requests(userId, runId)
      const { review, reviewed } = await reviewRun(ctx, userId, run, rows, requests)
      if (review.status === 'refused') {
        throw new CoreError(
          'request-mismatch',
          words('runs.core.mismatch', {
            reasons: review.reasons
              .map((r) => englishOf(r.detail))
              .join('; ')
              .slice(0, 900),
          }),
        )
      }
      if (review.digest !== digest)
        throw new CoreError('summary-changed', words('core.run.changed'))
      const signed: string[] = []
      for (const q of review.requests) {
        if (!q.can_sign) continue
        await sign(reviewed.get(q.request_id)!, q.digest)
        signed.push(q.request_id)
      }
      const after =
        signed.length > 0 ? (await reviewRun(ctx, userId, run, rows, requests)).review : review
      return { signed, review: after }
    },

    export(userId, runId, locale) {
      const run = detail(userId, record(userId, runId))
      const header = headerIn(
        [
          'core.csv.run.row',
          'core.csv.run.payee',
          'core.csv.run.payeeId',
          'core.csv.run.amount',
          'core.csv.run.asset',
          'core.csv.run.assetId',
          'core.csv.run.memo',
          'core.csv.run.note',
          'core.csv.run.requestId',
          'core.csv.run.transactionHash',
          'core.csv.run.state',
        ],
        locale,
      )
      const lines = run.rows.map((r) => [
        String(r.row),
        r.name,
        r.payee.kind === 'users' ? r.payee.members.join(' ') : r.payee.addresses.join(' '),
        r.amount,
        r.symbol,
        r.asset_id,
        run.memo,
        r.note,
        r.request_id ?? '',
        r.transaction_hash ?? '',
        ROW_STATE_WORDS[r.state],
      ])
      const to = run.target
      const names = new Map(
        ctx.cache.people.getMany(to?.members ?? []).map((u) => [u.user_id, u.full_name.trim()]),
      )
      const who = to
        ? `new members, ${to.threshold} of ${to.members.length}: ${to.members.map((m) => names.get(m) || m).join(', ')}`
        : ''
      const sweeps = to
        ? run.requests.map((q, i) => [
            String(i + 1),
            who,
            to.members.join(' '),
            q.amount,
            q.symbol,
            q.asset_id,
            run.memo,
            q.kind === 'collectible' ? 'a collectible' : '',
            q.request_id,
            q.transaction_hash ?? '',
            q.state ? SWEEP_STATE_WORDS[q.state] : 'not proposed',
          ])
        : []
      const base =
        run.name
          .normalize('NFKD')
          .replace(/[^\w.-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 80) || 'run'
      return { text: toCsv(header, [...lines, ...sweeps]), file_name: `${base}.csv` }
    },
  }
}
