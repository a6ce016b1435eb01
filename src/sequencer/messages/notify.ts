import { createHash } from 'node:crypto'
import type { SystemSafeMultisigData } from '../../shared/api/messages'
import { UUID_PATTERN } from '../../shared/api/uuid'
import { uniqueConversationId } from '../../shared/kernel/ids'
import { findConversation, findParticipant, insertConversation, insertParticipant, userExists } from '../conversations/store'
import type { FollowerContext, RequestCreated } from '../followers'
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'
import { findMessage, insertMessage } from './store'

const SYSTEM_SAFE_MULTISIG = 'SYSTEM_SAFE_MULTISIG'

const encoder = new TextEncoder()

/**
 * Tells each sender member of a new multisig request, other than its creator, that there is
 * something to sign: a `SYSTEM_SAFE_MULTISIG` message (ours; its data is `SystemSafeMultisigData`:
 * request id, transaction hash, creator, and the request's code when it has one) from the creator
 * in their contact conversation, which is created when missing, as the official service does for
 * transfer notices. Delivery is the same as any message's (pending queue, Blaze).
 *
 * The messages' follower of new requests (../followers, wired in ../assemble.ts), told once the
 * request is committed. Idempotent: each member's notice has an id derived from the request and
 * the member, so calling it again adds nothing. Members unknown to this service are skipped. It never throws for a database failure (the request exists either way;
 * a lost notice is logged).
 * @throws TypeError when an id is not a lowercase UUID or the hash is not 32-byte hex
 * @example notifyMultisigRequest(ctx, { requestId, transactionHash, creatorId: alice, senders: [alice, bob, carol] })
 */
export function notifyMultisigRequest(ctx: FollowerContext, o: RequestCreated): void {
  if (typeof o !== 'object' || o === null) throw new TypeError('"o" expected a multisig notice')
  for (const [name, value] of [['requestId', o.requestId], ['creatorId', o.creatorId]] as const) {
    if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw new TypeError(`"${name}" expected a lowercase UUID`)
  }
  if (typeof o.transactionHash !== 'string' || !/^[0-9a-f]{64}$/.test(o.transactionHash)) throw new TypeError('"transactionHash" expected 32-byte hex')
  if (!Array.isArray(o.senders) || !o.senders.every((s) => typeof s === 'string' && UUID_PATTERN.test(s))) {
    throw new TypeError('"senders" expected an array of lowercase UUIDs')
  }
  const recipients = [...new Set(o.senders)].filter((s) => s !== o.creatorId)
  if (recipients.length === 0) return
  const { db } = ctx
  try {
    immediateTransaction(db, () => {
      if (!userExists(db, o.creatorId)) return
      const codeId = multisigCodeId(db, o.requestId)
      const payload: SystemSafeMultisigData = {
        type: 'multisig_request',
        request_id: o.requestId,
        transaction_hash: o.transactionHash,
        creator_id: o.creatorId,
        ...(codeId ? { code_id: codeId } : {}),
      }
      const data = encoder.encode(JSON.stringify(payload))
      for (const member of recipients) {
        if (!userExists(db, member)) continue
        const messageId = noticeId(o.requestId, member)
        if (findMessage(db, messageId)) continue
        const nowNs = ctx.clock.nowNs()
        const conversationId = ensureContact(db, o.creatorId, member, nowNs)
        if (!conversationId) continue
        insertMessage(
          db,
          { messageId, conversationId, userId: o.creatorId, sessionId: null, category: SYSTEM_SAFE_MULTISIG, data, createdAtNs: nowNs },
          [member],
        )
      }
    })
  } catch (error) {
    console.error('sequencer: could not notify the members of multisig request', o.requestId, error)
  }
}

/** A v4-shaped UUID from SHA-256 of the request and member, so each notice has one fixed id. */
function noticeId(requestId: string, memberId: string): string {
  const h = createHash('sha256').update(`cosigner:multisig-notice:${requestId}:${memberId}`).digest()
  h[6] = (h[6]! & 0x0f) | 0x40
  h[8] = (h[8]! & 0x3f) | 0x80
  const hex = h.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The live `multisig_request` code of a request, if the ledger gave it one. */
function multisigCodeId(db: Db, requestId: string): string | undefined {
  return sql<[string], { code_id: string }>(
    db,
    "SELECT code_id FROM codes WHERE kind = 'multisig_request' AND target_id = ? AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1",
  ).get(requestId)?.code_id
}

/**
 * The contact conversation of two users, created with both as members when missing; undefined
 * when that id is taken by a group (a client chooses group ids, so one could squat it).
 */
function ensureContact(db: Db, a: string, b: string, nowNs: bigint): string | undefined {
  const id = uniqueConversationId(a, b)
  const existing = findConversation(db, id)
  if (existing) return existing.category === 'CONTACT' && findParticipant(db, id, b) ? id : undefined
  insertConversation(db, { conversationId: id, category: 'CONTACT', creatorId: a, name: '', announcement: '', codeId: null }, nowNs)
  insertParticipant(db, id, a, '', nowNs)
  insertParticipant(db, id, b, '', nowNs)
  return id
}
