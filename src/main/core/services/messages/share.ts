/**
 * Sharing a multisig request into a group as an `APP_CARD`: "Payment request", the amount with its
 * asset's symbol, the receivers' names and the memo, and a Review action on the request's link, all within
 * the card's limits (checked with the same schema the service and every reader use before it is
 * sent). A user may name only its own app on a card (the sequencer's relay rule: a user's `app_id`
 * is its user id), so the card names the account.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { parseMessageData } from '../../../../shared/api/messages'
import type { RequestItem } from '../../../../shared/bridge-values'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { bodyOf } from './body'
import type { SentMessage } from './sent-message'

const TITLE = 'Payment request'
const MAX_DESCRIPTION = 1024
/** The colour of the Review button. */
const REVIEW_COLOUR = '#3D75E3'

/** "1.5 XIN to Bob, Carol · Invoice 42" (the memo when it is text), within the card's 1,024 characters. */
export function describeRequest(ctx: CoreContext, item: RequestItem): string {
  const symbol = ctx.cache.assets.get(item.asset_id)?.symbol ?? `of asset ${item.asset_id.slice(0, 8)}`
  const senders = new Set(item.senders)
  // Change goes back to the senders' own account; it is not who the request pays.
  const paid = item.receivers.filter((r) => !(r.members.length === senders.size && r.members.every((m) => senders.has(m))))
  const ids = [...new Set(paid.flatMap((r) => r.members))]
  const names = new Map(ctx.cache.people.getMany(ids).map((u) => [u.user_id, u.full_name]))
  const who = ids.map((id) => names.get(id) || id.slice(0, 8)).join(', ')
  const memo = item.memo.trim().replace(/\s+/g, ' ')
  const text = `${item.amount} ${symbol}${who ? ` to ${who}` : ''}${memo ? ` · ${memo}` : ''}`
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`
}

/** What sharing reads: the cached request, and the names and symbol its description shows. */
export interface ShareDeps {
  requests: { get(userId: string, requestId: string): RequestItem }
  /** Both answer from the cache after fetching what is missing, and do not throw when offline. */
  people: { get(userId: string, userIds: readonly string[]): Promise<unknown> }
  assets: { describe(userId: string, assetIds: readonly string[]): Promise<unknown> }
}

export async function shareRequestCard(ctx: CoreContext, deps: ShareDeps, userId: string, conversationId: string, requestId: string): Promise<SentMessage> {
  ctx.account(userId)
  if (!ctx.cache.conversations.get(userId, conversationId)) throw new CoreError('conversation-not-found', 'This group is not in the wallet; open the group first.')
  const item = deps.requests.get(userId, requestId)
  await Promise.all([deps.people.get(userId, [...new Set(item.receivers.flatMap((r) => r.members))]), deps.assets.describe(userId, [item.asset_id])])
  const url = `https://mixin.one/multisigs/${item.request_id}`
  const card = {
    app_id: userId,
    title: TITLE,
    description: describeRequest(ctx, item),
    action: url,
    actions: [{ label: 'Review', color: REVIEW_COLOUR, action: url }],
    shareable: true,
  }
  const bytes = Buffer.from(JSON.stringify(card), 'utf8')
  const checked = parseMessageData('APP_CARD', new Uint8Array(bytes))
  if (!checked.ok) throw new RangeError(`"card" ${checked.path}: ${checked.reason}`)
  const message_id = randomUUID()
  const data = bytes.toString('base64')
  const body = [{ conversation_id: conversationId, message_id, category: 'APP_CARD', data_base64: bytes.toString('base64url') }]
  try {
    await ctx.clientFor(userId).call('POST', '/messages', z.unknown(), { body })
    ctx.audit({ actor: userId, action: 'group.message', subject: conversationId, result: 'ok', detail: `request card ${message_id} for ${item.request_id}` })
  } catch (e) {
    ctx.audit({ actor: userId, action: 'group.message', subject: conversationId, result: 'failed', detail: `request card for ${item.request_id}` })
    throw e
  }
  return { message_id, conversation_id: conversationId, category: 'APP_CARD', body: bodyOf('APP_CARD', data), created_at: new Date(ctx.now()).toISOString() }
}
