/**
 * People: who a user id is. Everyone an account meets (group members, request senders, receivers
 * and signers, payment recipients, users behind codes and links) becomes its contact; their names,
 * identity numbers and avatars are kept in the users cache (./users fills it), so every screen shows
 * a name instead of an id, offline too.
 *
 * Freshness: a user's record is fetched again when it is older than {@link STALE_MS} and a screen
 * asks for them, or at once when asked to refresh. A day, because names and avatars change rarely
 * and each refresh is a call per screen; someone who renamed themselves reads under the new name by
 * the next day, or on Refresh. Ids the service does not know are not asked again within the same
 * window. When the service cannot be reached the cache answers alone.
 *
 * Avatars are fetched by the core and checked like asset icons (../treasury/icons: small, and
 * bytes that are a PNG, JPEG, WebP or SVG image), and cross to the renderer as `data:` URLs.
 * @module
 */
import type { Person } from '../../../../shared/bridge'
import type { CoreContext } from '../../context'
import type { UserRow } from '../../db'
import { CoreError } from '../../errors'
import { lookupCode } from '../codes'
import { fetchIcon, iconDataUrl } from '../treasury/icons'
import { isApiClientError } from '../../client'
import { readUserRef } from './refs'
import { fetchUser, fetchUsers, rememberUsers } from './users'
import { words } from '../../../../shared/i18n/words'

export { fetchUsers, fetchUser, rememberUsers } from './users'
export { parseUserRef, type UserRef } from './refs'

/** Records older than this are fetched again when next needed (see the module comment). */
export const STALE_MS = 24 * 3600 * 1000
/** Avatars fetched at once. */
const AVATAR_FETCHES = 4

export function personOf(row: UserRow): Person {
  return {
    user_id: row.user_id,
    full_name: row.full_name,
    identity_number: row.identity_number,
    avatar: row.avatar && row.avatar_type ? iconDataUrl(row.avatar_type, row.avatar) : null,
    fetched_at: row.fetched_at,
  }
}

export interface PeopleService {
  /** What the cache knows of these users, in the order asked (unknown ones left out); works offline. */
  cached(userIds: readonly string[]): Person[]
  /**
   * These users: fetched when missing or stale (all of them with `refresh`), with avatars not
   * tried yet, then answered from the cache; a service out of reach leaves the cache as it was.
   * @throws CoreError 'account-not-found'
   */
  get(
    accountId: string,
    userIds: readonly string[],
    options?: { offline?: boolean; refresh?: boolean },
  ): Promise<Person[]>
  /**
   * The account's contacts matching `query` (a part of the name, the start of an identity number
   * or of an id), sorted by name; '' answers the latest met. Contacts not described yet are asked
   * of the service first, when it can be reached.
   * @throws CoreError 'account-not-found'
   */
  search(accountId: string, query: string, limit?: number): Promise<Person[]>
  /**
   * A user by id, user link or a user's code link, asked of the service and kept as a contact.
   * @throws CoreError 'account-not-found' | 'invalid-code' | 'wrong-code-kind' | 'user-not-found'; ApiClientError
   */
  lookup(accountId: string, text: string): Promise<Person>
  /** Records that the account met these users (its contacts); no call to the service. */
  meet(accountId: string, userIds: readonly string[]): void
}

export function peopleService(
  ctx: CoreContext,
  options: { fetch?: typeof fetch } = {},
): PeopleService {
  /** Ids the service did not know, and when it said so. */
  const unknown = new Map<string, number>()
  const cached = (ids: readonly string[]) => {
    const rows = new Map(ctx.cache.people.getMany([...new Set(ids)]).map((u) => [u.user_id, u]))
    return [...new Set(ids)].flatMap((id) => {
      const row = rows.get(id)
      return row ? [personOf(row)] : []
    })
  }

  async function fetchAvatars(
    ids: readonly string[],
    { force }: { force: boolean },
  ): Promise<void> {
    const now = ctx.now()
    const due = ctx.cache.people
      .getMany(ids)
      .filter(
        (u) =>
          u.avatar_url !== '' &&
          (force ||
            u.avatar_checked_at === null ||
            (u.avatar === null && now - u.avatar_checked_at > STALE_MS)),
      )
    const queue = [...due]
    const worker = async () => {
      for (let u = queue.shift(); u !== undefined; u = queue.shift()) {
        const avatar = await fetchIcon(u.avatar_url, options.fetch)
        // A refresh that cannot reach the image keeps the one it has.
        if (avatar || u.avatar === null) ctx.cache.people.setAvatar(u.user_id, avatar)
      }
    }
    await Promise.all(Array.from({ length: Math.min(AVATAR_FETCHES, queue.length) }, worker))
  }

  /** Fetches the ones missing or stale (or all, with `force`) and their avatars; never throws. */
  async function fill(
    accountId: string,
    ids: readonly string[],
    { force }: { force: boolean },
  ): Promise<void> {
    const now = ctx.now()
    const known = new Map(ctx.cache.people.getMany(ids).map((u) => [u.user_id, u]))
    const due = ids.filter((id) => {
      if (force) return true
      const u = known.get(id)
      if (u) return now - u.fetched_at > STALE_MS
      const missedAt = unknown.get(id)
      return missedAt === undefined || now - missedAt > STALE_MS
    })
    try {
      if (due.length > 0) {
        const found = new Set(
          (await fetchUsers(ctx, ctx.clientFor(accountId), due)).map((u) => u.user_id),
        )
        for (const id of due) if (!found.has(id)) unknown.set(id, now)
      }
      await fetchAvatars(ids, { force })
    } catch (e) {
      ctx.log.warn(
        `people could not be refreshed (${e instanceof Error ? e.name : 'error'}); using the cache`,
      )
    }
  }

  return {
    cached,
    async get(accountId, userIds, o = {}) {
      ctx.requireAccount(accountId)
      const ids = [...new Set(userIds)]
      if (!o.offline) await fill(accountId, ids, { force: o.refresh === true })
      return cached(ids)
    },
    async search(accountId, query, limit = 20) {
      ctx.requireAccount(accountId)
      const contacts = ctx.cache.people.contacts(accountId)
      const now = ctx.now()
      const undescribed = contacts
        .filter((c) => !c.user || now - c.user.fetched_at > STALE_MS)
        .map((c) => c.user_id)
      if (undescribed.length > 0) await fill(accountId, undescribed, { force: false })
      if (query.trim() === '') {
        const latest = ctx.cache.people.contacts(accountId).flatMap((c) => (c.user ? [c.user] : []))
        return latest.slice(0, limit).map(personOf)
      }
      return ctx.cache.people.search(accountId, query, limit).map(personOf)
    },
    async lookup(accountId, text) {
      ctx.requireAccount(accountId)
      const reading = readUserRef(typeof text === 'string' ? text.trim() : '')
      if (!reading.ok) {
        throw new CoreError(
          'invalid-code',
          reading.reason
            ? words('common.link.cannotUse', { reason: reading.reason })
            : words('common.link.notUserRef'),
        )
      }
      const ref = reading.ref
      let userId: string | undefined
      if (ref.kind === 'user')
        userId = (await fetchUser(ctx, ctx.clientFor(accountId), ref.id))?.user_id
      if (userId === undefined) {
        // A code link, or a bare id that may be a user's code id rather than the user's.
        const code = await lookupCode(ctx, ref.id).catch((e: unknown) => {
          if (isApiClientError(e, 'not-found')) return undefined
          throw e
        })
        if (code && code.type !== 'user')
          throw new CoreError(
            'wrong-code-kind',
            words('core.code.wrongKind', { kind: code.type, wanted: 'person' }),
          )
        if (!code)
          throw new CoreError(
            'user-not-found',
            ref.kind === 'code'
              ? words('common.link.unknownCode')
              : words('common.link.unknownUser', { id: ref.id }),
          )
        rememberUsers(ctx, [code])
        userId = code.user_id
      }
      ctx.cache.people.meet(accountId, [userId])
      await fetchAvatars([userId], { force: false })
      return cached([userId])[0]!
    },
    meet(accountId, userIds) {
      ctx.cache.people.meet(accountId, userIds)
    },
  }
}
