/**
 * Moving a shared account to a new set of members. On Mixin an account is its members and
 * threshold, so replacing a member means moving everything to a new account:
 * - the plan reads the account's outputs fresh and makes one sweep per asset (more where an asset
 *   has over 256 outputs, a transaction's inputs), each sending all it spends to the new members
 *   and threshold with no change, and one per collectible (a collectible moves alone); the account's
 *   pending requests, which lock some of its funds, are listed to unlock (or to let complete) first;
 *   and it flags a lower threshold and new members outside the contacts. Nothing is created.
 * - starting follows the new account under the old one's name and proposes the sweeps as one run
 *   (../runs/propose: recorded first, each signed by the proposer under one passphrase, posted with
 *   its file in the account's group, where the other members review it as one thing);
 * - progress syncs and says, per sweep, where it stands and who has still to sign, and what is left
 *   in the old account; once it is empty and every sweep sent, the old account is retired (its label
 *   says so) and the run finished. What became spendable since (a pending request unlocked, a late
 *   deposit) is swept by a further round.
 * A sweep's id derives from the run's id and the first output it spends, so a retry finds the same
 * request and an output is never swept twice under two ids.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { SafeOutput } from '../../../../shared/api/ledger'
import { GhostKeys } from '../../../../shared/api/ledger'
import type {
  RequestItem,
  RotationPlan,
  RotationProgress,
  RunFieldError,
  RunProposal,
} from '../../../../shared/bridge'
import { ghostKeyHint, membersHash, parseAmount } from '../../../../shared/kernel'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import type { RunInput, RunRecord, RunRequestRecord, SharedAccountRow } from '../../db'
import { CoreError } from '../../errors'
import type { Prepared, RequestSpec } from '../proposals/engine'
import { MAX_INPUTS } from '../proposals/select'
import { eachLimited, fetchRequest } from '../requests/fetch'
import { cachedItem, storeRequests } from '../requests/records'
import { fetchOutputs, storeOutputs } from '../treasury/sync'
import { resolvePeople } from '../payroll/payees'
import { runRequestId } from '../payroll/plan'
import { submitRun, type RunDeps, type RunPart } from '../runs/propose'
import { flagsOf } from '../runs/review'
import { runDetail, symbolOf, type ViewRequest } from '../runs/view'
import { words, type Words } from '../../../../shared/i18n/words'

export interface RotationInput {
  readonly members_hash: string
  readonly threshold: number
  /** The new members as typed: user ids, links, identity numbers or contacts' names. */
  readonly to: readonly string[]
  readonly to_threshold: number
  readonly memo?: string | undefined
  readonly rotation_id?: string | undefined
}

export interface RotationService {
  /**
   * Plans the move: the sweeps, the pending requests to unlock first, the flags. Creates nothing.
   * @throws CoreError 'account-not-found'; ApiClientError
   */
  plan(userId: string, input: RotationInput): Promise<RotationPlan>
  /**
   * Follows the new account and proposes the sweeps, each signed by the proposer: a grant for
   * `runGrantSubject(rotation_id)`, or none inside the re-auth window. Started again under the same id
   * it finishes what an earlier try began.
   * @throws CoreError 'reauth-required' | the proposals'; ApiClientError
   */
  start(
    userId: string,
    input: RotationInput & { readonly rotation_id: string },
    grant?: string,
  ): Promise<RunProposal>
  /** Where the move stands, synced first unless `offline`; retires the old account once it is empty. @throws CoreError 'request-not-found' */
  progress(userId: string, rotationId: string, o?: { offline?: boolean }): Promise<RotationProgress>
  /** Sweeps what the old account can spend now that was not swept. @throws as {@link start} */
  sweepRest(userId: string, rotationId: string, grant?: string): Promise<RunProposal>
}

export interface RotationDeps extends RunDeps {
  /** Syncs the account's requests (../requests). */
  syncRequests(userId: string): Promise<unknown>
  /** Names and symbols the plan shows, fetched where the wallet does not know them (never throw for want of the service). */
  readonly people: { get(userId: string, userIds: readonly string[]): Promise<unknown> }
  readonly assets: { describe(userId: string, assetIds: readonly string[]): Promise<unknown> }
}

const Ghosts = z.array(GhostKeys)
const DEFAULT_MEMO = 'Moving to a new set of members'
const MAX_MEMO_BYTES = 255

/** One sweep to make: what it spends. */
interface Sweep {
  readonly assetId: string
  readonly outputs: readonly SafeOutput[]
  readonly kind: 'sweep' | 'collectible'
}

/** The sweeps of what the account can spend now: per asset in chunks of 256 inputs, and each collectible alone. */
function sweepsOf(unspent: readonly SafeOutput[]): Sweep[] {
  const sweeps: Sweep[] = []
  const plain = unspent.filter((o) => !o.inscription_hash).sort((a, b) => a.sequence - b.sequence)
  for (const assetId of [...new Set(plain.map((o) => o.asset_id!))]) {
    const mine = plain.filter((o) => o.asset_id === assetId)
    for (let i = 0; i < mine.length; i += MAX_INPUTS)
      sweeps.push({ assetId, outputs: mine.slice(i, i + MAX_INPUTS), kind: 'sweep' })
  }
  for (const o of unspent.filter((x) => x.inscription_hash))
    sweeps.push({ assetId: o.asset_id!, outputs: [o], kind: 'collectible' })
  return sweeps
}

const sweepId = (runId: string, s: Sweep) =>
  runRequestId(
    runId,
    `${s.kind} ${s.assetId} ${s.outputs[0]!.transaction_hash}:${s.outputs[0]!.output_index}`,
  )

export function rotationService(ctx: CoreContext, deps: RotationDeps): RotationService {
  const { engine } = deps

  function rotation(userId: string, rotationId: string): RunRecord {
    ctx.requireAccount(userId)
    const run = ctx.cache.runs.get(userId, rotationId)
    if (!run || run.kind !== 'rotation')
      throw new CoreError('request-not-found', words('core.move.notFound'))
    return run
  }

  /** The account to move from, when this wallet follows it and this account is a member. */
  function from(
    userId: string,
    key: { members_hash: string; threshold: number },
  ): SharedAccountRow | undefined {
    const a = ctx.cache.treasury.sharedAccount(userId, key)
    return a && a.status === 'followed' && a.members.includes(userId) ? a : undefined
  }

  /** Pending requests that lock some of the account's outputs, other than this run's own. */
  async function pendingOf(
    userId: string,
    client: ApiClient,
    live: readonly SafeOutput[],
    own: ReadonlySet<string>,
  ): Promise<RequestItem[]> {
    const ids = [
      ...new Set(
        live
          .filter((o) => o.state === 'signed' && o.request_id && !own.has(o.request_id))
          .map((o) => o.request_id),
      ),
    ]
    const missing = ids.filter((id) => !ctx.cache.requests.get(userId, id))
    const fetched = await eachLimited(missing, 4, (id) => fetchRequest(client, id))
    if (fetched.length > 0) storeRequests(ctx, userId, fetched)
    return ids.flatMap((id) =>
      ctx.cache.requests.get(userId, id) ? [cachedItem(ctx, userId, id)] : [],
    )
  }

  /** Which of the new members the service knows no Safe account for. */
  async function unregistered(
    client: ApiClient,
    members: readonly string[],
    hint: string,
  ): Promise<string[]> {
    return eachLimited(members, 4, async (m) => {
      try {
        await client.call('POST', '/safe/keys', Ghosts, {
          body: [{ receivers: [m], index: 0, hint: ghostKeyHint(hint, 0) }],
        })
        return undefined
      } catch (e) {
        if (!isApiClientError(e, 'not-registered')) throw e
        return m
      }
    })
  }

  interface Planned {
    readonly account: SharedAccountRow
    readonly run: RunInput
    readonly parts: RunPart[]
    readonly pending: RequestItem[]
    readonly planned: ViewRequest[]
  }

  /**
   * Everything up to creating: the new members checked, the account read fresh, the sweeps of what it
   * can spend now built, and those of an earlier round found again.
   */
  async function plan(
    userId: string,
    input: RotationInput,
    runId: string,
    earlier: RunRecord | undefined,
  ): Promise<Planned | RunFieldError[]> {
    ctx.requireAccount(userId)
    const errors: RunFieldError[] = []
    const refuse = (field: RunFieldError['field'], message: Words) =>
      void errors.push({ row: null, field, message })
    const account = from(userId, input)
    if (!account) {
      refuse('account', words('runs.field.moveNotFollowed'))
      return errors
    }
    const memo = input.memo?.trim() ? input.memo : DEFAULT_MEMO
    const bytes = new TextEncoder().encode(memo).length
    if (bytes > MAX_MEMO_BYTES)
      refuse(
        'memo',
        words('accounts.field.memoTooLong', { bytes: String(bytes), max: String(MAX_MEMO_BYTES) }),
      )
    const client = ctx.clientFor(userId)
    const people = await resolvePeople(ctx, client, userId, input.to)
    for (const e of people.errors) refuse('members', e)
    const members = people.ids
    if (people.errors.length === 0 && members.length === 0)
      refuse('members', words('runs.field.chooseMembers'))
    if (members.length > 64)
      refuse('members', words('runs.field.tooManyMembers', { count: String(members.length) }))
    const t = input.to_threshold
    if (members.length > 0 && (!Number.isInteger(t) || t < 1 || t > members.length))
      refuse('threshold', words('runs.field.askThreshold', { count: String(members.length) }))
    if (
      members.length > 0 &&
      t === account.threshold &&
      membersHash(members) === account.members_hash
    ) {
      refuse('members', words('runs.field.nothingMoves'))
    }
    if (errors.length > 0) return errors

    const fetched = await fetchOutputs(client, account)
    storeOutputs(ctx, userId, account, fetched)
    const earlierRequests: RunRequestRecord[] = earlier
      ? ctx.cache.runs.requests(userId, earlier.run_id)
      : []
    const own = new Set(earlierRequests.map((q) => q.request_id))
    const pending = await pendingOf(userId, client, fetched.live, own)
    const unspent = fetched.live.filter((o) => o.state === 'unspent' && o.asset_id)
    await Promise.all([
      deps.assets.describe(userId, [
        ...new Set(fetched.live.flatMap((o) => (o.asset_id ? [o.asset_id] : []))),
      ]),
      deps.people.get(userId, [...new Set([...account.members, ...members])]),
    ])
    const target = { members, threshold: t }
    const memoBytes = new TextEncoder().encode(memo)
    const specOf = (requestId: string, assetId: string): RequestSpec => ({
      requestId,
      assetId,
      memo: memoBytes,
      pays: (total) => [{ amount: total, threshold: t, to: { kind: 'users', members } }],
    })

    const parts: RunPart[] = []
    const planned: ViewRequest[] = []
    // An earlier round's sweeps stay in the run: finished when they exist, made again (same id, same inputs) when not.
    for (const q of earlierRequests) {
      const request = await fetchRequest(client, q.request_id)
      if (!request) continue
      const spec = specOf(q.request_id, q.asset_id)
      const prepared = await engine.prepare(
        userId,
        client,
        account,
        spec,
        engine.fundingOf(userId, account, q.asset_id, request),
      )
      parts.push({
        spec,
        prepared,
        kind: q.kind,
        inscription: q.inscription_hash,
        existing: request,
      })
    }
    const sweeps = sweepsOf(unspent)
    if (sweeps.length === 0 && parts.length === 0) {
      refuse(
        'account',
        pending.length > 0
          ? words('runs.field.allLocked', { count: pending.length })
          : words('runs.field.nothingToMove'),
      )
      return errors
    }
    try {
      for (const s of sweeps) {
        const requestId = sweepId(runId, s)
        const spec = specOf(requestId, s.assetId)
        const funding = {
          inputs: s.outputs.map((o) => ({
            transaction_hash: o.transaction_hash,
            output_index: o.output_index,
          })),
          total: s.outputs.reduce((sum, o) => sum + parseAmount(o.amount), 0n),
        }
        const prepared: Prepared = await engine.prepare(userId, client, account, spec, funding)
        parts.push({
          spec,
          prepared,
          kind: s.kind,
          inscription: s.kind === 'collectible' ? s.outputs[0]!.inscription_hash : null,
        })
        planned.push({
          request_id: requestId,
          asset_id: s.assetId,
          kind: s.kind,
          inscription_hash: s.kind === 'collectible' ? s.outputs[0]!.inscription_hash : null,
          planned: { amount: funding.total, change: 0n, inputs: s.outputs.length, outputs: 1 },
        })
      }
    } catch (e) {
      if (!isApiClientError(e, 'not-registered')) throw e
      const missing = await unregistered(client, members, runId)
      const names = new Map(
        ctx.cache.people.getMany(missing).map((u) => [u.user_id, u.full_name.trim()]),
      )
      for (const m of missing.length > 0 ? missing : ['']) {
        refuse(
          'members',
          m === ''
            ? words('runs.field.someMemberNotRegistered')
            : words('runs.field.memberNotRegistered', { name: names.get(m) || m }),
        )
      }
      return errors
    }
    const label = account.label.trim()
    const run: RunInput = {
      run_id: runId,
      kind: 'rotation',
      status: 'proposed',
      name: earlier?.name ?? (label ? `Move “${label}” to new members` : 'Move to new members'),
      memo,
      members_hash: account.members_hash,
      threshold: account.threshold,
      members: account.members,
      proposer: userId,
      source: null,
      target: { ...target, label: earlier?.target?.label ?? label },
      shared_in: earlier?.shared_in ?? null,
      file_message_id: earlier?.file_message_id ?? null,
    }
    return { account, run, parts, pending, planned }
  }

  /** Proposes a round of sweeps: follows the new account first, under the old one's name. */
  async function propose(
    userId: string,
    input: RotationInput,
    runId: string,
    earlier: RunRecord | undefined,
    grant: string | undefined,
  ): Promise<RunProposal> {
    const p = await plan(userId, input, runId, earlier)
    if (Array.isArray(p)) return { status: 'invalid', errors: p }
    const target = p.run.target!
    const out = await submitRun(ctx, deps, userId, p.account, p.run, [], p.parts, grant)
    // After the run is recorded, so its new members count as met by it, not before it.
    ctx.cache.treasury.follow(
      userId,
      {
        members_hash: membersHash(target.members),
        threshold: target.threshold,
        members: target.members,
      },
      'followed',
      target.label || undefined,
    )
    return { status: 'proposed', run: out.run, shared_in: out.shared_in }
  }

  const inputOf = (run: RunRecord): RotationInput => ({
    members_hash: run.members_hash,
    threshold: run.threshold,
    to: run.target!.members,
    to_threshold: run.target!.threshold,
    memo: run.memo,
  })

  return {
    async plan(userId, input) {
      const runId = input.rotation_id?.toLowerCase() ?? randomUUID()
      const earlier = ctx.cache.runs.get(userId, runId)
      const p = await plan(userId, input, runId, earlier?.kind === 'rotation' ? earlier : undefined)
      if (Array.isArray(p)) return { status: 'invalid', errors: p }
      const now = ctx.now()
      const record = {
        ...p.run,
        status: 'draft' as const,
        created_at: earlier?.created_at ?? now,
        updated_at: now,
        finished_at: null,
      }
      const kept = earlier ? ctx.cache.runs.requests(userId, runId) : []
      const detail = runDetail(ctx, userId, { record, rows: [], requests: [...kept, ...p.planned] })
      return {
        status: 'ok',
        run: detail,
        pending: p.pending,
        flags: flagsOf(ctx, userId, record, detail),
      }
    },

    async start(userId, input, grant) {
      const runId = input.rotation_id.toLowerCase()
      const earlier = ctx.cache.runs.get(userId, runId)
      if (earlier && (earlier.kind !== 'rotation' || earlier.status === 'received'))
        throw new CoreError('request-id-used', words('core.move.idUsed'))
      return propose(userId, input, runId, earlier, grant)
    },

    async sweepRest(userId, rotationId, grant) {
      const run = rotation(userId, rotationId)
      if (run.status !== 'proposed')
        throw new CoreError('request-id-used', words('core.move.onlyStarterSweeps'))
      return propose(userId, inputOf(run), rotationId, run, grant)
    },

    async progress(userId, rotationId, o = {}) {
      let run = rotation(userId, rotationId)
      const key = { members_hash: run.members_hash, threshold: run.threshold }
      const old = ctx.cache.treasury.sharedAccount(userId, key)
      if (!o.offline) {
        await deps.syncRequests(userId)
        if (old) storeOutputs(ctx, userId, old, await fetchOutputs(ctx.clientFor(userId), old))
      }
      const own = new Set(ctx.cache.runs.requests(userId, rotationId).map((q) => q.request_id))
      const locked = old ? ctx.cache.treasury.locked(userId, key) : []
      const pendingIds = [
        ...new Set(
          locked.flatMap((x) => (x.request_id && !own.has(x.request_id) ? [x.request_id] : [])),
        ),
      ]
      const pending = pendingIds.flatMap((id) =>
        ctx.cache.requests.get(userId, id) ? [cachedItem(ctx, userId, id)] : [],
      )
      const held = ctx.cache.treasury.balances(userId, key)
      if (!o.offline)
        await deps.assets.describe(
          userId,
          held.map((b) => b.asset_id),
        )
      const left = held
        .filter((b) => b.unspent !== '0' || b.locked !== '0' || b.collectibles > 0)
        .map((b) => ({
          asset_id: b.asset_id,
          symbol: symbolOf(ctx, b.asset_id),
          balance: b.unspent,
          locked: b.locked,
          collectibles: b.collectibles,
        }))
      const view = () =>
        runDetail(ctx, userId, {
          record: run,
          rows: [],
          requests: ctx.cache.runs.requests(userId, rotationId),
        })
      let detail = view()
      const done =
        left.length === 0 &&
        detail.requests.length > 0 &&
        detail.requests.every((q) => q.state === 'done')
      if (done && run.finished_at === null) {
        // Empty and every sweep sent: the old account is retired, the new one carries its name.
        ctx.cache.runs.finish(userId, rotationId)
        const label = run.target!.label
        if (old)
          ctx.cache.treasury.setLabel(userId, key, `${label || 'Account'} (retired)`.slice(0, 64))
        const next = {
          members_hash: membersHash(run.target!.members),
          threshold: run.target!.threshold,
        }
        if (label && ctx.cache.treasury.sharedAccount(userId, next))
          ctx.cache.treasury.setLabel(userId, next, label)
        run = rotation(userId, rotationId)
        detail = view()
      }
      return { run: detail, left, pending, done }
    },
  }
}
