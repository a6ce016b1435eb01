/**
 * Group conversations (interface 4.1, wire-formats §8.1): every change is a call whose answer is the
 * whole conversation as this account sees it, which replaces the cached copy; every change is
 * audited. Listing and opening work offline from the cache.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { Conversation } from '../../../shared/api/conversation'
import { parseTime } from '../../../shared/api/time'
import type { GroupDetail, OpenedGroup } from '../../../shared/bridge'
import { isApiClientError } from '../client'
import type { CoreContext } from '../context'
import type { AuditAction, ConversationDetail, ConversationSummary } from '../db'
import { CoreError } from '../errors'
import { errorText } from '../errors'
import { codeIdOf, lookupCode } from './codes'
import type { SentMessage } from './messages/sent-message'
import { words } from '../../../shared/i18n/words'

/** A text message as sent: its id, group and the time the wallet sent it (the service answers `{}`). */
interface SentText {
  message_id: string
  conversation_id: string
  created_at: string
}

type GroupSummary = Omit<GroupDetail, 'participants' | 'muted'>

/** Mute presets, in seconds; 'unmute' is 0. */
export const MUTE_SECONDS = { '1h': 3600, '8h': 8 * 3600, '1w': 7 * 24 * 3600, unmute: 0 } as const
type MutePreset = keyof typeof MUTE_SECONDS | 'custom'

function summaryOf(c: ConversationSummary): GroupSummary {
  return {
    conversation_id: c.conversation_id,
    name: c.name,
    announcement: c.announcement,
    creator_id: c.creator_id,
    code_url: c.code_url,
    mute_until: c.mute_until,
    expire_in: c.expire_in,
    participant_count: c.participant_count,
    my_role: c.my_role,
    synced_at: c.synced_at,
  }
}

/** Whether a conversation whose `mute_until` is this is muted at `now` (ms); an unreadable time is not. */
export function mutedAt(muteUntil: string, now: number): boolean {
  try {
    return muteUntil !== '' && parseTime(muteUntil) > BigInt(now) * 1_000_000n
  } catch {
    return false
  }
}

function detailOf(d: ConversationDetail, userId: string, now: number): GroupDetail {
  const me = d.participants.find((p) => p.user_id === userId)
  const muted = mutedAt(d.mute_until, now)
  return {
    ...summaryOf({ ...d, participant_count: d.participants.length, my_role: me ? me.role : null }),
    participants: d.participants.map((p) => ({
      user_id: p.user_id,
      role: p.role,
      created_at: p.created_at,
    })),
    muted,
  }
}

/** Caches a conversation as served and returns it as the UI sees it. */
function keep(ctx: CoreContext, userId: string, c: Conversation): GroupDetail {
  // The cache keeps the fields it stores of the service's objects and drops the rest.
  ctx.cache.conversations.save(userId, c, c.participants)
  ctx.cache.people.meet(
    userId,
    c.participants.map((p) => p.user_id),
  )
  return cached(ctx, userId, c.conversation_id)
}

/** The service's "invalid field: 2.user_id" for an ADD, as the person it means: nobody by that id. */
function unknownMember(e: unknown, ids: readonly string[]): CoreError | undefined {
  if (!isApiClientError(e, 'invalid-field')) return undefined
  const field = typeof e.extra?.['field'] === 'string' ? e.extra['field'] : e.description
  const index = /\b(\d+)\.user_id\b/.exec(field)?.[1]
  const id = index === undefined ? undefined : ids[Number(index)]
  if (id === undefined) return undefined
  return new CoreError('user-not-found', words('core.user.notFound', { id }), {
    details: e.description,
    cause: e,
  })
}

function cached(ctx: CoreContext, userId: string, conversationId: string): GroupDetail {
  const d = ctx.cache.conversations.get(userId, conversationId)
  if (!d)
    throw new CoreError(
      'conversation-not-found',
      words('core.conversation.notFound', { conversation: conversationId }),
    )
  return detailOf(d, userId, ctx.now())
}

export interface GroupsService {
  list(userId: string): GroupSummary[]
  /** The group from the service, or (offline, or when it cannot be reached) the saved copy, marked `offline`. */
  open(
    userId: string,
    conversationId: string,
    options?: { offline?: boolean },
  ): Promise<OpenedGroup>
  create(
    userId: string,
    o: { name: string; participants: readonly string[]; announcement?: string },
  ): Promise<GroupDetail>
  rename(userId: string, conversationId: string, name: string): Promise<GroupDetail>
  setAnnouncement(
    userId: string,
    conversationId: string,
    announcement: string,
  ): Promise<GroupDetail>
  addMembers(
    userId: string,
    conversationId: string,
    userIds: readonly string[],
  ): Promise<GroupDetail>
  removeMembers(
    userId: string,
    conversationId: string,
    userIds: readonly string[],
  ): Promise<GroupDetail>
  setAdmin(
    userId: string,
    conversationId: string,
    memberId: string,
    admin: boolean,
  ): Promise<GroupDetail>
  /** Resets the invitation link; returns the new one. */
  rotateInvite(
    userId: string,
    conversationId: string,
  ): Promise<{ code_url: string; group: GroupDetail }>
  join(userId: string, codeOrLink: string): Promise<GroupDetail>
  exit(userId: string, conversationId: string): Promise<{ conversation_id: string }>
  mute(
    userId: string,
    conversationId: string,
    preset: MutePreset,
    seconds?: number,
  ): Promise<GroupDetail>
  setDisappearing(userId: string, conversationId: string, seconds: number): Promise<GroupDetail>
  /** Sends one PLAIN_TEXT message into a group; audited as `group.message` (length only, never the text). */
  sendText(userId: string, conversationId: string, text: string): Promise<SentText>
}

/**
 * The groups service.
 * @throws (from each call) ApiClientError, VaultError, CoreError 'account-not-found' |
 *   'conversation-not-found' | 'invalid-code' | 'wrong-code-kind'; RangeError for a bad mute
 */
/** What the messages service hears from here: texts sent, and the group's own facts changed by this account. */
export interface GroupsHooks {
  sent?: (userId: string, message: SentMessage) => void
  changedByMe?: (userId: string, conversationId: string) => void
}

export function groupsService(ctx: CoreContext, hooks: GroupsHooks = {}): GroupsService {
  const post = (userId: string, path: string, body?: unknown) =>
    ctx.clientFor(userId).call('POST', path, Conversation, body === undefined ? {} : { body })

  async function change<T>(
    userId: string,
    action: AuditAction,
    subject: string,
    detail: string,
    fn: () => Promise<T>,
  ): Promise<T> {
    ctx.requireAccount(userId)
    try {
      const out = await fn()
      ctx.audit({ actor: userId, action, subject, result: 'ok', detail })
      return out
    } catch (e) {
      ctx.audit({
        actor: userId,
        action,
        subject,
        result: 'failed',
        detail: `${detail}; ${errorText(e)}`,
      })
      throw e
    }
  }
  const update = (
    userId: string,
    id: string,
    action: AuditAction,
    detail: string,
    path: string,
    body?: unknown,
  ) =>
    change(userId, action, id, detail, async () =>
      keep(ctx, userId, await post(userId, `/conversations/${id}${path}`, body)),
    )

  const own = async (userId: string, id: string, changing: Promise<GroupDetail>) => {
    const group = await changing
    hooks.changedByMe?.(userId, id)
    return group
  }

  return {
    list(userId) {
      ctx.requireAccount(userId)
      return ctx.cache.conversations.list(userId, { category: 'GROUP' }).map(summaryOf)
    },
    async open(userId, id, options = {}) {
      ctx.requireAccount(userId)
      if (!options.offline) {
        try {
          return keep(
            ctx,
            userId,
            await ctx.clientFor(userId).call('GET', `/conversations/${id}`, Conversation),
          )
        } catch (e) {
          // The service shows a group only to its members: a group this wallet keeps, refused, is one
          // the account was removed from or left elsewhere. It stays readable here, as not a member's.
          if (isApiClientError(e, 'forbidden') && ctx.cache.conversations.get(userId, id)) {
            ctx.cache.conversations.removeParticipants(userId, id, [userId])
            return cached(ctx, userId, id)
          }
          if (!(isApiClientError(e, 'network') || isApiClientError(e, 'timeout'))) throw e
        }
      }
      return { ...cached(ctx, userId, id), offline: true }
    },
    create(userId, o) {
      const conversationId = randomUUID()
      const participants = [...new Set(o.participants)]
        .filter((p) => p !== userId)
        .map((user_id) => ({ user_id }))
      const body = {
        category: 'GROUP',
        conversation_id: conversationId,
        name: o.name,
        participants,
        ...(o.announcement ? { announcement: o.announcement } : {}),
      }
      return change(
        userId,
        'group.create',
        conversationId,
        `${participants.length + 1} members`,
        async () => keep(ctx, userId, await post(userId, '/conversations', body)),
      )
    },
    rename: (userId, id, name) =>
      own(userId, id, update(userId, id, 'group.update', 'name', '', { name })),
    setAnnouncement: (userId, id, announcement) =>
      own(userId, id, update(userId, id, 'group.update', 'announcement', '', { announcement })),
    addMembers: (userId, id, ids) =>
      update(
        userId,
        id,
        'group.add',
        ids.join(','),
        '/participants/ADD',
        ids.map((user_id) => ({ user_id })),
      ).catch((e: unknown) => {
        throw unknownMember(e, ids) ?? e
      }),
    removeMembers: (userId, id, ids) =>
      update(
        userId,
        id,
        'group.remove',
        ids.join(','),
        '/participants/REMOVE',
        ids.map((user_id) => ({ user_id })),
      ),
    setAdmin: (userId, id, memberId, admin) =>
      update(
        userId,
        id,
        'group.role',
        `${memberId} ${admin ? 'ADMIN' : 'member'}`,
        '/participants/ROLE',
        [{ user_id: memberId, role: admin ? 'ADMIN' : '' }],
      ),
    async rotateInvite(userId, id) {
      const group = await own(
        userId,
        id,
        update(userId, id, 'group.rotate-link', 'invitation link reset', '/rotate'),
      )
      return { code_url: group.code_url, group }
    },
    join(userId, codeOrLink) {
      const codeId = codeIdOf(codeOrLink)
      return change(userId, 'group.join', codeId, 'by invitation code', async () => {
        try {
          return keep(ctx, userId, await post(userId, `/conversations/${codeId}/join`))
        } catch (e) {
          if (!isApiClientError(e, 'not-found')) throw e
          const code = await lookupCode(ctx, codeId).catch(() => undefined)
          if (code && code.type !== 'conversation')
            throw new CoreError(
              'wrong-code-kind',
              words('core.code.wrongKind', { kind: code.type, wanted: 'group' }),
            )
          throw e
        }
      })
    },
    exit(userId, id) {
      return change(userId, 'group.leave', id, 'left the group', async () => {
        await post(userId, `/conversations/${id}/exit`)
        ctx.cache.conversations.remove(userId, id)
        return { conversation_id: id }
      })
    },
    mute(userId, id, preset, seconds) {
      const duration = preset === 'custom' ? seconds : MUTE_SECONDS[preset]
      if (
        duration === undefined ||
        !Number.isInteger(duration) ||
        duration < 0 ||
        duration > 365 * 24 * 3600
      ) {
        throw new RangeError(
          '"seconds" expected a whole number of seconds up to a year for a custom mute',
        )
      }
      return update(
        userId,
        id,
        'group.mute',
        duration === 0 ? 'unmuted' : `muted for ${duration} s`,
        '/mute',
        { duration },
      )
    },
    setDisappearing: (userId, id, seconds) =>
      update(userId, id, 'group.disappear', seconds === 0 ? 'off' : `${seconds} s`, '/disappear', {
        duration: seconds,
      }),
    sendText(userId, id, text) {
      if (typeof text !== 'string') throw new TypeError('"text" expected a string')
      if (text.trim().length === 0 || text.length > 4000)
        throw new RangeError('"text" expected 1 to 4000 characters')
      const message_id = randomUUID()
      const data_base64 = Buffer.from(text, 'utf8').toString('base64url')
      const body = [{ conversation_id: id, message_id, category: 'PLAIN_TEXT', data_base64 }]
      return change(
        userId,
        'group.message',
        id,
        `text message ${message_id}, ${text.length} characters`,
        async () => {
          // The service answers `{}`, so the time is the wallet's own.
          await ctx.clientFor(userId).call('POST', '/messages', z.unknown(), { body })
          const created_at = new Date(ctx.now()).toISOString()
          hooks.sent?.(userId, {
            message_id,
            conversation_id: id,
            category: 'PLAIN_TEXT',
            body: { kind: 'text', text },
            created_at,
          })
          return { message_id, conversation_id: id, created_at }
        },
      )
    },
  }
}
