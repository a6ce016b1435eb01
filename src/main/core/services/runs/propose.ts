/**
 * Proposing a run's requests, built beforehand (so every refusal, a payee without a Safe account
 * included, came before anything was created): the passphrase rule is checked for the whole run,
 * the run is recorded with its rows and request ids before the first request is created (so a
 * retry finds it, and its payees are seen as met by this run, not before it), then each request is
 * created, checked and signed by the proposer through ../proposals/engine under one authorization
 * (../requests/signing `authorizeBatch`: one grant for the run, or the re-auth window), and the run
 * is posted in the account's group (./share) unless the setting says not to.
 * @module
 */
import type { MultisigRequest } from '../../../../shared/api/ledger'
import { runGrantSubject, type RunDetail } from '../../../../shared/bridge'
import { formatAmount } from '../../../../shared/kernel'
import type { CoreContext } from '../../context'
import type { RunInput, RunRequestKind, RunRowRecord, SharedAccountRow } from '../../db'
import { errorText } from '../../errors'
import { accountGroup } from '../messages/share'
import type { Prepared, ProposalEngine, RequestSpec, SignReviewed } from '../proposals/engine'
import type { RequestSigning } from '../requests/signing'
import { shareProposals } from '../settings'
import { runFileOf } from './file'
import { shareRun, type ShareRunDeps } from './share'
import { runDetail } from './view'

/** One request of a run, ready to create (or to finish, when an earlier try made it). */
export interface RunPart {
  readonly spec: RequestSpec
  readonly prepared: Prepared
  readonly kind: RunRequestKind
  readonly inscription: string | null
  readonly existing?: MultisigRequest
}

export interface RunDeps {
  readonly engine: ProposalEngine
  readonly signing: RequestSigning
  /** Posting in the group; absent where the core has no network to upload with. */
  readonly share?: ShareRunDeps
}

/**
 * Records the run, creates and signs each of its requests, and posts it in the account's group.
 * @throws CoreError 'reauth-required' (nothing created) | the engine's; ApiClientError
 */
export async function submitRun(
  ctx: CoreContext,
  deps: RunDeps,
  userId: string,
  account: SharedAccountRow,
  run: RunInput,
  rows: readonly RunRowRecord[],
  parts: readonly RunPart[],
  grant: string | undefined,
): Promise<{ run: RunDetail; shared_in: string | null }> {
  const subject = runGrantSubject(run.run_id)
  ctx.lock.requireSigningAllowed(grant, subject)
  const record = ctx.cache.runs.save(
    userId,
    run,
    rows,
    parts.map((p) => ({
      request_id: p.spec.requestId,
      asset_id: p.spec.assetId,
      kind: p.kind,
      inscription_hash: p.inscription,
    })),
  )
  const client = ctx.clientFor(userId)
  let sign: SignReviewed | undefined
  const signLater: SignReviewed = (reviewed, digest) => {
    // One authorization for the whole run, spent at its first signature.
    sign ??= deps.signing.authorizeBatch(userId, subject, grant)
    return sign(reviewed, digest)
  }
  let created = 0
  for (const p of parts) {
    const paid = p.spec.pays(p.prepared.funding.total).reduce((s, o) => s + o.amount, 0n)
    const detail = `${formatAmount(paid)} ${p.spec.assetId} (${run.kind} ${run.run_id})`
    const proposed = await deps.engine.submit(
      userId,
      client,
      account,
      p.spec,
      p.prepared,
      signLater,
      { ...(p.existing ? { existing: p.existing } : {}), detail },
    )
    if (!proposed.retried) created++
  }
  const view = () =>
    runDetail(ctx, userId, {
      record: ctx.cache.runs.get(userId, run.run_id)!,
      rows: ctx.cache.runs.rows(userId, run.run_id),
      requests: ctx.cache.runs.requests(userId, run.run_id),
    })
  // Posted when this round created requests: a retry that only finished them was posted already.
  const group =
    deps.share && created > 0 && shareProposals(ctx.cache.settings)
      ? accountGroup(ctx, userId, account.members)
      : null
  if (!group) return { run: view(), shared_in: record.shared_in }
  try {
    const message = await shareRun(
      ctx,
      deps.share!,
      userId,
      group,
      view(),
      runFileOf(
        record,
        ctx.cache.runs.rows(userId, run.run_id),
        ctx.cache.runs.requests(userId, run.run_id),
      ),
    )
    ctx.cache.runs.save(
      userId,
      { ...run, shared_in: group, file_message_id: message },
      rows,
      ctx.cache.runs.requests(userId, run.run_id),
    )
    return { run: view(), shared_in: group }
  } catch (e) {
    ctx.log.warn(`a new run could not be shared to its account's group (${errorText(e)})`)
    return { run: view(), shared_in: null }
  }
}
