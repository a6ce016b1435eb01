import type { AcknowledgementRequest } from '../../shared/api/messages'
import type { SequencerContext } from '../context'
import { sqlBig, sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { emitReceipt, type ReceiptEvent } from './events'

const NS_PER_SECOND = 1_000_000_000n
const RANK = { SENT: 0, DELIVERED: 1, READ: 2 } as const

/**
 * Records a recipient's acknowledgements (`POST /acknowledgements`, Blaze
 * `ACKNOWLEDGE_MESSAGE_RECEIPT`). A receipt only moves forward, SENT → DELIVERED → READ; either
 * takes the message out of the pending queue. Reading a disappearing message starts its clock:
 * this recipient's copy goes `expire_in` seconds after the read (interface §4.1 rule 8).
 * Acknowledging a message one holds no receipt for (one's own, a swept one, an unknown id) changes
 * nothing and is not an error: clients acknowledge whatever they are handed, receipts included.
 * The senders of client messages whose receipts changed are told through ./events.
 * @returns how many receipts changed
 */
export function acknowledgeMessages(
  ctx: SequencerContext,
  userId: string,
  acks: readonly AcknowledgementRequest[],
): number {
  const { db } = ctx
  const changed: ReceiptEvent[] = []
  immediateTransaction(db, () => {
    for (const ack of acks) {
      const row = sqlBig<
        [string, string],
        {
          status: keyof typeof RANK
          conversation_id: string
          user_id: string
          session_id: string | null
          expire_in: bigint
        }
      >(
        db,
        `SELECT r.status, m.conversation_id, m.user_id, m.session_id, m.expire_in
         FROM message_recipients r JOIN messages m ON m.message_id = r.message_id
         WHERE r.message_id = ? AND r.user_id = ?`,
      ).get(ack.message_id, userId)
      if (!row || RANK[ack.status] <= RANK[row.status]) continue
      const nowNs = ctx.clock.nowNs()
      if (ack.status === 'READ' && row.expire_in > 0n) {
        sql(
          db,
          'UPDATE message_recipients SET status = ?, updated_at = ?, expire_at = ? WHERE message_id = ? AND user_id = ?',
        ).run(ack.status, nowNs, nowNs + row.expire_in * NS_PER_SECOND, ack.message_id, userId)
      } else {
        sql(
          db,
          'UPDATE message_recipients SET status = ?, updated_at = ? WHERE message_id = ? AND user_id = ?',
        ).run(ack.status, nowNs, ack.message_id, userId)
      }
      // Messages the service wrote (no session) have no sender waiting for receipts.
      if (row.session_id !== null) {
        changed.push({
          messageId: ack.message_id,
          conversationId: row.conversation_id,
          senderId: row.user_id,
          userId,
          status: ack.status,
          atNs: nowNs,
        })
      }
    }
  })
  for (const r of changed) emitReceipt(db, r)
  return changed.length
}
