/**
 * What one feature tells the others, and who listens: the followers on the context (./context).
 * The feature that acts calls its list through the `tell…` functions here; ./assemble.ts is the one
 * place that fills the lists, so no feature imports another to tell it what happened
 * (eslint/sequencer-features.js keeps the folders to that).
 *
 * Every follower is told inside the acting transaction and is part of it: what it writes commits
 * with it, and when one throws, nothing of it stays.
 */
import type { SystemConversationPayload } from '../shared/api/conversation'
import type { Db } from '../node/sqlite/open'

/**
 * What a feature tells the followers through: the database and the lists. The context (./context)
 * is one; naming only this keeps the followers below the context that holds them.
 */
interface Telling {
  readonly db: Db
  readonly followers: Followers
}

/** An output a transaction made final spends, as the ledger knows it. */
export interface SpentOutput {
  readonly output_id: string
  readonly inscription_hash: string | null
  readonly amount: bigint
}

/** An output a transaction made final is about to create. */
export interface CreatedOutput {
  readonly amount: bigint
  readonly members: readonly string[]
  readonly threshold: number
}

/**
 * Told inside the transaction in which the Kernel makes a multisig request's transaction final,
 * before its outputs are stored: the outputs it spends and the script outputs it creates, in order. Answers, per created output,
 * the inscription hash it carries (null for none).
 */
export type OutputsCreatedFollower = (
  db: Db,
  spent: ReadonlyArray<SpentOutput>,
  created: ReadonlyArray<CreatedOutput>,
  nowNs: bigint,
) => ReadonlyArray<string | null>

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

/** Tells the followers of conversations, inside the transaction that makes the change. */
export function tellConversationChanged(ctx: Telling, change: ConversationChanged): void {
  for (const follow of ctx.followers.conversationChanged) follow(ctx.db, change)
}
