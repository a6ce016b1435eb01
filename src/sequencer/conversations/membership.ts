import {
  MAX_GROUP_MEMBERS,
  type ParticipantRequest,
  type RoleRequest,
} from '../../shared/api/conversation'
import { findCode, revokeCode } from '../codes/store'
import type { SequencerContext } from '../context'
import { groupFull, invalidField, notFound } from '../http/errors'
import { announce, changeConversation, uniqueUserIds } from './access'
import { assertMayChangeRole, assertMayRemove } from './permissions'
import {
  countParticipants,
  deleteParticipant,
  findConversation,
  findParticipant,
  findSuccessor,
  insertParticipant,
  listParticipants,
  updateCode,
  updateRole,
  userExists,
} from './store'
import { immediateTransaction } from '../../node/sqlite/transaction'

/**
 * Membership changes of a group. Each runs in one immediate transaction and checks everything
 * before it writes, so a refused request changes nothing.
 */

/**
 * ADD (owner or admin): unknown users are 10002 (naming the entry), members already in are
 * skipped, and the group may not pass 256 members (20116). One ADD message per new member.
 * @throws ApiError 403, 10002, 20116
 */
export function addParticipants(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  entries: readonly ParticipantRequest[],
): void {
  changeConversation(ctx, callerId, conversationId, 'add', (db) => {
    const nowNs = ctx.clock.nowNs()
    entries.forEach((e, i) => {
      if (!userExists(db, e.user_id)) throw invalidField(`${i}.user_id`, 'user not found')
    })
    const fresh = uniqueUserIds(entries).filter((id) => !findParticipant(db, conversationId, id))
    if (countParticipants(db, conversationId) + fresh.length > MAX_GROUP_MEMBERS) throw groupFull()
    for (const userId of fresh) insertParticipant(db, conversationId, userId, '', nowNs)
    for (const userId of fresh)
      announce(
        ctx,
        conversationId,
        callerId,
        { action: 'ADD', participant_id: userId, user_id: callerId },
        nowNs,
      )
  })
}

/**
 * REMOVE (owner or admin): users who are not members are skipped; nobody removes themselves or
 * the owner, and only the owner removes an admin (403 for the whole request). One REMOVE message
 * per removed member, delivered to them as well.
 * @throws ApiError 403
 */
export function removeParticipants(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  entries: readonly ParticipantRequest[],
): void {
  changeConversation(ctx, callerId, conversationId, 'remove', (db, { role }) => {
    const nowNs = ctx.clock.nowNs()
    const removed: string[] = []
    for (const userId of uniqueUserIds(entries)) {
      const target = findParticipant(db, conversationId, userId)
      if (!target) continue
      assertMayRemove(role, target.role, userId === callerId)
      removed.push(userId)
    }
    for (const userId of removed) deleteParticipant(db, conversationId, userId)
    for (const userId of removed) {
      announce(
        ctx,
        conversationId,
        callerId,
        { action: 'REMOVE', participant_id: userId, user_id: callerId },
        nowNs,
        removed,
      )
    }
  })
}

/**
 * ROLE (owner only): `ADMIN` grants, `""` revokes; every target must be a member (10002) other
 * than the owner (403). The first entry for a user counts. One ROLE message per actual change.
 * @throws ApiError 403, 10002
 */
export function setRoles(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
  entries: RoleRequest,
): void {
  changeConversation(ctx, callerId, conversationId, 'role', (db) => {
    const nowNs = ctx.clock.nowNs()
    const changes: { userId: string; role: 'ADMIN' | '' }[] = []
    const seen = new Set<string>()
    entries.forEach((e, i) => {
      if (seen.has(e.user_id)) return
      seen.add(e.user_id)
      const target = findParticipant(db, conversationId, e.user_id)
      if (!target) throw invalidField(`${i}.user_id`, 'not a participant of this conversation')
      assertMayChangeRole(target.role)
      if (target.role !== e.role) changes.push({ userId: e.user_id, role: e.role })
    })
    for (const c of changes) updateRole(db, conversationId, c.userId, c.role)
    for (const c of changes) {
      announce(
        ctx,
        conversationId,
        callerId,
        { action: 'ROLE', participant_id: c.userId, user_id: callerId, role: c.role },
        nowNs,
      )
    }
  })
}

/**
 * Join through an invitation code (the path carries the code id). An unknown, revoked or
 * non-conversation code is 404; a member joining again gets the conversation unchanged; a full
 * group is 20116. Announced with a JOIN message.
 * @returns the conversation id
 * @throws ApiError 404, 20116
 */
export function joinByCode(ctx: SequencerContext, callerId: string, codeId: string): string {
  const { db } = ctx
  return immediateTransaction(db, () => {
    const code = findCode(db, codeId)
    const conversation =
      code?.kind === 'conversation' ? findConversation(db, code.targetId) : undefined
    if (!conversation || conversation.category !== 'GROUP')
      throw notFound('The invitation code is not found.')
    const id = conversation.conversationId
    if (findParticipant(db, id, callerId)) return id
    if (countParticipants(db, id) >= MAX_GROUP_MEMBERS) throw groupFull()
    const nowNs = ctx.clock.nowNs()
    insertParticipant(db, id, callerId, '', nowNs)
    announce(
      ctx,
      id,
      callerId,
      { action: 'JOIN', participant_id: callerId, user_id: callerId },
      nowNs,
    )
    return id
  })
}

/**
 * The caller leaves (EXIT message, delivered to them too). An owner who leaves hands OWNER to the
 * longest-standing admin, else the longest-standing member (ROLE message with role OWNER). When the
 * last member leaves the group stays as an empty record and its invitation code is revoked, so no
 * one can join an ownerless group.
 * @throws ApiError 403
 */
export function exitConversation(
  ctx: SequencerContext,
  callerId: string,
  conversationId: string,
): void {
  changeConversation(ctx, callerId, conversationId, 'exit', (db, { conversation, role }) => {
    const nowNs = ctx.clock.nowNs()
    deleteParticipant(db, conversationId, callerId)
    announce(
      ctx,
      conversationId,
      callerId,
      { action: 'EXIT', participant_id: callerId, user_id: callerId },
      nowNs,
      [callerId],
    )
    if (role === 'OWNER') {
      const heir = findSuccessor(db, conversationId)
      if (heir) {
        updateRole(db, conversationId, heir, 'OWNER')
        announce(
          ctx,
          conversationId,
          callerId,
          { action: 'ROLE', participant_id: heir, user_id: callerId, role: 'OWNER' },
          nowNs,
        )
      }
    }
    if (listParticipants(db, conversationId).length === 0 && conversation.codeId) {
      revokeCode(db, conversation.codeId, nowNs)
      updateCode(db, conversationId, null, nowNs)
    }
  })
}
