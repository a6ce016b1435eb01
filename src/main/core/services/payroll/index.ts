/**
 * Payroll runs: many payees in one request per asset, from a CSV (`payee,amount,asset,note`), signed
 * once by each co-signer and paid all or nothing. Every row is checked before anything is created —
 * its payee and asset (./rows, ./payees), duplicates, the totals against what the account can spend,
 * the split into requests of at most 255 payees with their inputs (./plan), and each payee's Safe
 * account (the service tells only when asked for ghost keys, so every request is built first) — and
 * every refusal names its row and field. A preview shows the plan and creates nothing; proposing
 * creates the requests and signs each as the proposer under one passphrase (../runs/propose).
 *
 * Retries: a run's request ids derive from the run's id, each request's ghost keys from its id, so
 * proposing a run again rebuilds the same raws; requests an earlier try created are finished, not
 * made twice, and a run proposed already must be given the same rows.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { GhostKeys } from '../../../../shared/api/ledger'
import type {
  PayrollPreview,
  RunDetail,
  RunFieldError,
  RunProposal,
} from '../../../../shared/bridge'
import { formatAmount, ghostKeyHint, parseAmount } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { RunInput, RunRowRecord, SharedAccountRow } from '../../db'
import { CoreError } from '../../errors'
import type { Funding, Prepared } from '../proposals/engine'
import { fetchRequest, eachLimited } from '../requests/fetch'
import type { AssetsService } from '../treasury/assets'
import { fetchOutputs, storeOutputs } from '../treasury/sync'
import { submitRun, type RunDeps, type RunPart } from '../runs/propose'
import { boundRow } from '../runs/review'
import { runDetail } from '../runs/view'
import { resolveRows, type HeldAsset, type ResolvedRow } from './payees'
import { planRequests, type Funds, type PlannedRequest } from './plan'
import { readRows } from './rows'
import { words } from '../../../../shared/i18n/words'
import { englishOf } from '../../../../shared/i18n/english'

/** A payroll as the form (or the command line) gives it. */
export interface PayrollInput {
  readonly members_hash: string
  readonly threshold: number
  readonly csv: string
  readonly memo: string
  readonly name: string
  readonly run_id?: string | undefined
}

export interface PayrollService {
  /**
   * Checks every row and plans the run: payees by name, per-asset totals and what stays, the
   * requests with their inputs, the flags; creates nothing (ghost keys are asked for, to tell payees
   * without a Safe account).
   * @throws CoreError 'account-not-found'; ApiClientError when the service cannot be asked
   */
  preview(userId: string, input: PayrollInput): Promise<PayrollPreview>
  /**
   * Proposes the run as previewed and signs each request as the proposer: a grant to sign
   * `runGrantSubject(run_id)`, or none inside the re-auth window, checked before anything is created.
   * @throws CoreError 'reauth-required' | 'request-id-used' | 'request-mismatch' | signing's; ApiClientError
   */
  propose(
    userId: string,
    input: PayrollInput & { readonly run_id: string },
    grant?: string,
  ): Promise<RunProposal>
  /**
   * Saves (or updates) a draft with its rows as pasted; nothing is checked with the service.
   * @throws CoreError 'shared-account-not-found' | 'request-id-used'; RangeError for a name or memo no run could carry
   */
  saveDraft(userId: string, input: PayrollInput): RunDetail
  /** Forgets a draft. @throws CoreError 'request-not-found' when there is no draft with this id */
  discard(userId: string, runId: string): void
}

const Ghosts = z.array(GhostKeys)
const MAX_NAME = 128
const MAX_MEMO_BYTES = 255

interface Planned {
  readonly account: SharedAccountRow
  readonly run: RunInput
  readonly rows: RunRowRecord[]
  readonly parts: RunPart[]
  readonly requests: readonly PlannedRequest[]
  readonly available: Map<string, bigint>
}

/** The form's own fields: the name and the memo. */
function checkForm(input: PayrollInput): RunFieldError[] {
  const errors: RunFieldError[] = []
  const name = input.name.trim()
  if (name === '')
    errors.push({
      row: null,
      field: 'name',
      message: words('runs.field.noName'),
    })
  else if (name.length > MAX_NAME)
    errors.push({
      row: null,
      field: 'name',
      message: words('runs.field.nameTooLong', {
        length: String(name.length),
        max: String(MAX_NAME),
      }),
    })
  const bytes = new TextEncoder().encode(input.memo).length
  if (bytes > MAX_MEMO_BYTES)
    errors.push({
      row: null,
      field: 'memo',
      message: words('runs.field.memoTooLong', {
        bytes: String(bytes),
        max: String(MAX_MEMO_BYTES),
      }),
    })
  return errors
}

/** The rows as the run keeps them. */
const rowRecords = (requests: readonly PlannedRequest[]): RunRowRecord[] =>
  requests
    .flatMap((q) => q.rows.map((r, i) => ({ r, request_id: q.requestId, output_index: i })))
    .sort((a, b) => a.r.row - b.r.row)
    .map(({ r, request_id, output_index }) => ({
      row: r.row,
      payee: r.payeeText,
      resolved: r.resolved,
      amount: formatAmount(r.amount),
      asset_id: r.assetId,
      note: r.note,
      request_id,
      output_index,
    }))

/** What must not change between two tries of the same run: each row's payee, amount, asset and note. */
const fingerprint = (rows: readonly RunRowRecord[]) => JSON.stringify(rows.map(boundRow))

export function payrollService(
  ctx: CoreContext,
  deps: RunDeps & { assets: AssetsService },
): PayrollService {
  const { engine } = deps

  /** The shared account the run pays from, when this wallet follows it and this account is a member. */
  function accountOf(userId: string, input: PayrollInput): SharedAccountRow | undefined {
    const a = ctx.cache.treasury.sharedAccount(userId, {
      members_hash: input.members_hash,
      threshold: input.threshold,
    })
    return a && a.status === 'followed' && a.members.includes(userId) ? a : undefined
  }

  /** Which rows pay someone without a Safe account: each users row asked for its own keys, as its request would. */
  async function unregistered(client: ApiClient, q: PlannedRequest): Promise<RunFieldError[]> {
    const rows = q.rows.flatMap((r, index) =>
      r.to.kind === 'users' ? [{ r, index, receivers: r.to.members }] : [],
    )
    return eachLimited(rows, 4, async ({ r, index, receivers }) => {
      try {
        await client.call('POST', '/safe/keys', Ghosts, {
          body: [{ receivers, index, hint: ghostKeyHint(q.requestId, index) }],
        })
        return undefined
      } catch (e) {
        if (!isApiClientError(e, 'not-registered')) throw e
        const who = ctx.cache.people
          .getMany(receivers)
          .map((u) => u.full_name.trim())
          .filter((n) => n !== '')
        const row = String(r.row)
        return {
          row: r.row,
          field: 'payee' as const,
          message:
            receivers.length === 1 && who[0]
              ? words('runs.field.notRegistered', { row, name: who[0] })
              : words('runs.field.someoneNotRegistered', { row }),
        }
      }
    })
  }

  /**
   * Everything up to creating: the rows checked and resolved, the account read fresh, the requests
   * planned and built. A run proposed already keeps its requests: those that exist are finished on
   * their own inputs.
   */
  async function plan(
    userId: string,
    input: PayrollInput,
    runId: string,
  ): Promise<Planned | RunFieldError[]> {
    ctx.requireAccount(userId)
    const errors = checkForm(input)
    const read = readRows(input.csv)
    errors.push(...read.errors)
    const account = accountOf(userId, input)
    if (!account) {
      errors.push({
        row: null,
        field: 'account',
        message: words('runs.field.notFollowed'),
      })
      return errors
    }
    if (read.rows.length === 0) return errors
    const client = ctx.clientFor(userId)
    // The account as it is now: what it holds, and which outputs are free to spend.
    const fetched = await fetchOutputs(client, account)
    storeOutputs(ctx, userId, account, fetched)
    const unspent = new Set(
      fetched.live.filter((o) => o.state === 'unspent').map((o) => o.output_id),
    )
    const balances = ctx.cache.treasury
      .balances(userId, account)
      .filter((b) => b.unspent !== '0' || b.locked !== '0')
    const described = await deps.assets.describe(
      userId,
      balances.map((b) => b.asset_id),
    )
    const held: HeldAsset[] = balances.map((b) => {
      const a = described.find((d) => d.asset_id === b.asset_id)
      return {
        asset_id: b.asset_id,
        symbol: a?.symbol ?? '',
        chain: ctx.cache.assets.get(a?.chain_id ?? '')?.symbol ?? '',
      }
    })
    const resolved = await resolveRows(ctx, client, userId, account, read.rows, held)
    errors.push(...resolved.errors)

    const existingRun = ctx.cache.runs.get(userId, runId)
    if (existingRun && existingRun.status === 'received')
      throw new CoreError('request-id-used', words('core.run.otherProposer'))
    const existing = new Map<
      string,
      { request: Awaited<ReturnType<typeof fetchRequest>>; funding: Funding }
    >()
    if (existingRun?.status === 'proposed') {
      for (const q of ctx.cache.runs.requests(userId, runId)) {
        const request = await fetchRequest(client, q.request_id)
        if (request)
          existing.set(q.request_id, {
            request,
            funding: engine.fundingOf(userId, account, q.asset_id, request),
          })
      }
    }
    const funds = new Map<string, Funds>()
    for (const assetId of new Set(resolved.rows.map((r) => r.assetId))) {
      const balance = balances.find((b) => b.asset_id === assetId)
      funds.set(assetId, {
        spendable: ctx.cache.treasury
          .spendable(userId, account, assetId)
          .filter((o) => unspent.has(o.output_id)),
        locked: parseAmount(balance?.locked ?? '0'),
        symbol: held.find((h) => h.asset_id === assetId)?.symbol || assetId.slice(0, 8),
      })
    }
    const planned = planRequests(
      runId,
      resolved.rows,
      funds,
      new Map([...existing].map(([id, e]) => [id, e.funding])),
    )
    errors.push(...planned.errors)
    if (errors.length > 0) return errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))

    const rows = rowRecords(planned.requests)
    if (
      existingRun?.status === 'proposed' &&
      fingerprint(rows) !== fingerprint(ctx.cache.runs.rows(userId, runId))
    ) {
      throw new CoreError('request-id-used', words('core.run.otherRows'))
    }
    const parts: RunPart[] = []
    const refusals: RunFieldError[] = []
    for (const q of planned.requests) {
      const spec = {
        requestId: q.requestId,
        assetId: q.assetId,
        memo: new TextEncoder().encode(input.memo),
        pays: () =>
          q.rows.map((r: ResolvedRow) => ({ amount: r.amount, threshold: r.threshold, to: r.to })),
      }
      let prepared: Prepared
      try {
        prepared = await engine.prepare(userId, client, account, spec, q.funding)
      } catch (e) {
        // The service tells a payee without a Safe account only when asked for keys: find which rows.
        if (!isApiClientError(e, 'not-registered')) throw e
        refusals.push(...(await unregistered(client, q)))
        continue
      }
      const e = existing.get(q.requestId)
      parts.push({
        spec,
        prepared,
        kind: 'pay',
        inscription: null,
        ...(e?.request ? { existing: e.request } : {}),
      })
    }
    if (refusals.length > 0) return refusals.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
    const available = new Map(
      [...funds].map(([assetId, f]) => [
        assetId,
        f.spendable.reduce((s, o) => s + parseAmount(o.amount), 0n),
      ]),
    )
    const run: RunInput = {
      run_id: runId,
      kind: 'payroll',
      status: 'proposed',
      name: input.name.trim(),
      memo: input.memo,
      members_hash: account.members_hash,
      threshold: account.threshold,
      members: account.members,
      proposer: userId,
      source: null,
      target: null,
      shared_in: existingRun?.shared_in ?? null,
      file_message_id: existingRun?.file_message_id ?? null,
    }
    return { account, run, rows, parts, requests: planned.requests, available }
  }

  return {
    async preview(userId, input) {
      const runId = input.run_id?.toLowerCase() ?? randomUUID()
      const p = await plan(userId, input, runId)
      if (Array.isArray(p)) return { status: 'invalid', errors: p }
      const now = ctx.now()
      const kept = ctx.cache.runs.get(userId, runId)
      const record = {
        ...p.run,
        status: 'draft' as const,
        proposer: null,
        target: null,
        created_at: kept?.created_at ?? now,
        updated_at: now,
        finished_at: null,
        source: input.csv,
      }
      const requests = p.parts.map((part, i) => {
        const q = p.requests[i]!
        return {
          request_id: q.requestId,
          asset_id: q.assetId,
          kind: 'pay' as const,
          inscription_hash: null,
          planned: {
            amount: q.amount,
            change: q.funding.total - q.amount,
            inputs: q.funding.inputs.length,
            outputs: part.prepared.outputs.length,
          },
        }
      })
      // Against the account's balance before the run; a run proposed already spent some of it.
      const available = kept?.status === 'proposed' ? undefined : p.available
      return {
        status: 'ok',
        run: runDetail(
          ctx,
          userId,
          { record, rows: p.rows, requests },
          available ? { available } : {},
        ),
      }
    },

    async propose(userId, input, grant) {
      const runId = input.run_id.toLowerCase()
      const p = await plan(userId, input, runId)
      if (Array.isArray(p)) return { status: 'invalid', errors: p }
      const out = await submitRun(ctx, deps, userId, p.account, p.run, p.rows, p.parts, grant)
      return { status: 'proposed', run: out.run, shared_in: out.shared_in }
    },

    saveDraft(userId, input) {
      ctx.requireAccount(userId)
      const account = accountOf(userId, input)
      if (!account)
        throw new CoreError('shared-account-not-found', words('core.sharedAccount.notFollowedOwn'))
      const runId = input.run_id?.toLowerCase() ?? randomUUID()
      const kept = ctx.cache.runs.get(userId, runId)
      if (kept && kept.status !== 'draft')
        throw new CoreError('request-id-used', words('core.run.draftCannotReplace'))
      const form = checkForm({ ...input, name: input.name.trim() || 'Payroll' })
      // A draft keeps what was typed, but not what no run could carry.
      if (form.length > 0)
        throw new RangeError(`"${form[0]!.field}": ${englishOf(form[0]!.message)}`)
      const name = input.name.trim() || 'Payroll'
      const memo = input.memo
      const run = ctx.cache.runs.save(
        userId,
        {
          run_id: runId,
          kind: 'payroll',
          status: 'draft',
          name,
          memo,
          members_hash: account.members_hash,
          threshold: account.threshold,
          members: account.members,
          proposer: null,
          source: input.csv,
          target: null,
          shared_in: null,
          file_message_id: null,
        },
        [],
        [],
      )
      return runDetail(ctx, userId, { record: run, rows: [], requests: [] })
    },

    discard(userId, runId) {
      ctx.requireAccount(userId)
      const run = ctx.cache.runs.get(userId, runId)
      if (!run || run.status !== 'draft')
        throw new CoreError('request-not-found', words('core.run.noDraft'))
      ctx.cache.runs.remove(userId, runId)
    },
  }
}
