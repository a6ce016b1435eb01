/**
 * What one feature tells the others, and who listens: the followers on the context (./context).
 * The feature that acts calls its list through the `tell…` functions here; ./assemble.ts is the one
 * place that fills the lists, so no feature imports another to tell it what happened
 * (eslint/sequencer-features.js keeps the folders to that).
 *
 * Followers told inside the acting transaction are part of it: what they write commits with it,
 * and when one throws, nothing of it stays. Followers told after a commit cannot undo it: their
 * failure is logged, never the request's.
 */
import type { SystemConversationPayload } from '../shared/api/conversation'
import type { Db } from '../node/sqlite/open'
import type { Clock } from './clock'

/**
 * What a follower told after a commit works with: the database, for a transaction of its own, and
 * the clock. The context (./context) is one; naming only this keeps the followers below the
 * context that holds them.
 */
export interface FollowerContext {
  readonly db: Db
  readonly clock: Clock
}

/** What a feature tells the followers through: the context, with its lists. */
type Telling = FollowerContext & { readonly followers: Followers }

/** An output a completing transaction spends, as the ledger knows it. */
export interface SpentOutput {
  readonly output_id: string
  readonly inscription_hash: string | null
  readonly amount: bigint
}

/** An output a completing transaction is about to create. */
export interface CreatedOutput {
  readonly amount: bigint
  readonly members: readonly string[]
  readonly threshold: number
}

/**
 * Told inside the transaction that completes a multisig request, before its outputs are stored:
 * the outputs it spends and the script outputs it creates, in order. Answers, per created output,
 * the inscription hash it carries (null for none).
 */
export type OutputsCreatedFollower = (
  db: Db,
  spent: ReadonlyArray<SpentOutput>,
  created: ReadonlyArray<CreatedOutput>,
  nowNs: bigint,
) => ReadonlyArray<string | null>

/** A multisig request just created. */
export interface RequestCreated {
  readonly requestId: string
  /** The unsigned transaction hash, hex. */
  readonly transactionHash: string
  readonly creatorId: string
  readonly senders: readonly string[]
}

/** Told once a new multisig request has committed. */
type RequestCreatedFollower = (ctx: FollowerContext, request: RequestCreated) => void

/** A change to a conversation (created, renamed, a member added or gone, a role or setting changed). */
export interface ConversationChanged {
  readonly conversationId: string
  /** Who made the change. */
  readonly actorId: string
  readonly payload: SystemConversationPayload
  /** Users to tell besides the current members (members who just left or were removed). */
  readonly alsoTo: readonly string[]
  readonly nowNs: bigint
}

/** Told inside the transaction that changes the conversation. */
type ConversationChangedFollower = (db: Db, change: ConversationChanged) => void

export interface Followers {
  readonly outputsCreated: readonly OutputsCreatedFollower[]
  readonly requestCreated: readonly RequestCreatedFollower[]
  readonly conversationChanged: readonly ConversationChangedFollower[]
}

/**
 * Tells the ledger's outputs followers; returns the inscription each created output carries, the
 * first one a follower names.
 */
export function tellOutputsCreated(
  ctx: Telling,
  spent: ReadonlyArray<SpentOutput>,
  created: ReadonlyArray<CreatedOutput>,
  nowNs: bigint,
): Array<string | null> {
  const carried: Array<string | null> = created.map(() => null)
  for (const follow of ctx.followers.outputsCreated) {
    const named = follow(ctx.db, spent, created, nowNs)
    carried.forEach((hash, k) => (carried[k] = hash ?? named[k] ?? null))
  }
  return carried
}

/** Tells the followers of new requests, after the commit: a failure is logged, the request stands. */
export function tellRequestCreated(ctx: Telling, request: RequestCreated): void {
  for (const follow of ctx.followers.requestCreated) {
    try {
      follow(ctx, request)
    } catch (error) {
      console.error('sequencer: a follower of new multisig requests failed for', request.requestId, error)
    }
  }
}

/** Tells the followers of conversations, inside the transaction that makes the change. */
export function tellConversationChanged(ctx: Telling, change: ConversationChanged): void {
  for (const follow of ctx.followers.conversationChanged) follow(ctx.db, change)
}
