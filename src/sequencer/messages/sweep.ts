import { UNDELIVERED_RETENTION_SECONDS } from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'

const NS_PER_SECOND = 1_000_000_000n
/** Undelivered messages are kept this long (wire-formats §8.2: 7 days). */
export const RETENTION_NS = BigInt(UNDELIVERED_RETENTION_SECONDS) * NS_PER_SECOND
/** An attachment never uploaded is dropped after a day (ours). */
const UNUPLOADED_ATTACHMENT_NS = 24n * 3600n * NS_PER_SECOND

export interface SweepResult {
  /** Recipients' copies removed (disappeared, or undelivered past retention). */
  readonly receipts: number
  readonly messages: number
  readonly attachments: number
}

/**
 * Deletes what has run out of time, in one transaction:
 * - each recipient's copy of a disappearing message at its `expire_at` (read + D, or sent +
 *   24 h + D when never read: interface §4.1 rule 8), and a disappearing message once no
 *   recipient holds it;
 * - copies never delivered after 7 days (wire-formats §8.2), and messages of conversations that
 *   do not disappear once they are 7 days old (delivered or not, nobody fetches them again);
 * - attachments created and never uploaded after a day.
 * @example sweepExpiredMessages(ctx) // { receipts: 2, messages: 1, attachments: 0 }
 */
export function sweepExpiredMessages(ctx: SequencerContext): SweepResult {
  const { db } = ctx
  const nowNs = ctx.clock.nowNs()
  return immediateTransaction(db, (): SweepResult => {
    let receipts = sql(
      db,
      'DELETE FROM message_recipients WHERE expire_at IS NOT NULL AND expire_at <= ?',
    ).run(nowNs).changes
    receipts += sql(
      db,
      "DELETE FROM message_recipients WHERE status = 'SENT' AND updated_at <= ?",
    ).run(nowNs - RETENTION_NS).changes
    let messages = sql(
      db,
      'DELETE FROM messages WHERE expire_in > 0 AND NOT EXISTS (SELECT 1 FROM message_recipients r WHERE r.message_id = messages.message_id)',
    ).run().changes
    messages += sql(db, 'DELETE FROM messages WHERE expire_in = 0 AND created_at <= ?').run(
      nowNs - RETENTION_NS,
    ).changes
    const attachments = sql(
      db,
      'DELETE FROM attachments WHERE uploaded_at IS NULL AND created_at <= ?',
    ).run(nowNs - UNUPLOADED_ATTACHMENT_NS).changes
    return { receipts, messages, attachments }
  })
}
