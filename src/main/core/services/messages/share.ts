/**
 * Sharing a multisig request into a group the way a person can on the public network: a text
 * (`PLAIN_TEXT`) saying "Payment request", the amount with its asset's symbol, the receivers' names
 * and the memo, then the request's link `https://mixin.one/multisigs/<id>`, which Mixin's own apps
 * open as the request and every Cosigner wallet in the group takes into its queue. (A card needs an
 * app of its own: the official service takes an `APP_CARD` only for a bot's `app_id`.)
 *
 * A new proposal is shared this way to its account's group by default (`accountGroup`: the group the
 * wallet knows whose members are exactly the shared account's), so the other members' wallets and
 * phones hear of it at once; the setting `share_proposals` turns that off.
 * @module
 */
import { randomUUID } from 'node:crypto'
import type { RequestItem } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import { CoreError } from '../../errors'
import { postToGroup } from './post'
import type { SentMessage } from './sent-message'
import { words } from '../../../../shared/i18n/words'

const TITLE = 'Payment request'
const MAX_DESCRIPTION = 1024

/** "1.5 XIN to Bob, Carol · Invoice 42" (the memo when it is text), within 1,024 characters. */
export function describeRequest(ctx: CoreContext, item: RequestItem): string {
  const symbol =
    ctx.cache.assets.get(item.asset_id)?.symbol ?? `of asset ${item.asset_id.slice(0, 8)}`
  const senders = new Set(item.senders)
  // Change goes back to the senders' own account; it is not who the request pays.
  const paid = item.receivers.filter(
    (r) => !(r.members.length === senders.size && r.members.every((m) => senders.has(m))),
  )
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

/** The text shared for a request: what it pays, then its link on a line of its own. */
export function requestShareText(ctx: CoreContext, item: RequestItem): string {
  return `${TITLE}: ${describeRequest(ctx, item)}\nReview and sign: ${requestLink(item.request_id)}`
}

export const requestLink = (requestId: string) => `https://mixin.one/multisigs/${requestId}`

/**
 * The group of a shared account: one the wallet keeps whose members are exactly the account's, and
 * this account still among them; the most recently synced when there are several. Null without one.
 */
export function accountGroup(
  ctx: CoreContext,
  userId: string,
  members: readonly string[],
): string | null {
  const wanted = new Set(members)
  const groups = ctx.cache.conversations
    .list(userId, { category: 'GROUP' })
    .filter((g) => g.my_role !== null)
  const matching = groups.flatMap((g) => {
    const c = ctx.cache.conversations.get(userId, g.conversation_id)
    const ids = new Set(c?.participants.map((p) => p.user_id) ?? [])
    return ids.size === wanted.size && [...wanted].every((m) => ids.has(m)) ? [g] : []
  })
  matching.sort((a, b) => b.synced_at - a.synced_at)
  return matching[0]?.conversation_id ?? null
}

export async function shareRequest(
  ctx: CoreContext,
  deps: ShareDeps,
  userId: string,
  conversationId: string,
  requestId: string,
): Promise<SentMessage> {
  ctx.requireAccount(userId)
  if (!ctx.cache.conversations.get(userId, conversationId))
    throw new CoreError('conversation-not-found', words('core.conversation.openFirst'))
  const item = deps.requests.get(userId, requestId)
  await Promise.all([
    deps.people.get(userId, [...new Set(item.receivers.flatMap((r) => r.members))]),
    deps.assets.describe(userId, [item.asset_id]),
  ])
  const detail = `shared request ${item.request_id}`
  const [sent] = await postToGroup(
    ctx,
    userId,
    conversationId,
    [
      {
        message_id: randomUUID(),
        category: 'PLAIN_TEXT',
        data: Buffer.from(requestShareText(ctx, item), 'utf8'),
      },
    ],
    { ok: detail, failed: detail },
  )
  return sent!
}
