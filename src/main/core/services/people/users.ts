/**
 * Users as the service describes them, into the users cache: `POST /users/fetch` (at most
 * {@link MAX_USERS_FETCH} ids a call, so longer lists go in batches) and `GET /users/:id`. The one
 * path every part of the core takes to ask who someone is; what comes back is kept.
 * @module
 */
import { z } from 'zod'
import { MAX_USERS_FETCH, User } from '../../../../shared/api/user'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'

const Users = z.array(User)

/** Keeps users as served (names cut to what the cache holds). */
export function rememberUsers(ctx: CoreContext, users: readonly User[]): void {
  ctx.cache.people.upsertMany(
    users.map((u) => {
      const avatar = u.avatar_url ?? ''
      return {
        user_id: u.user_id,
        full_name: u.full_name.slice(0, 256),
        identity_number: u.identity_number,
        avatar_url: avatar.length <= 2048 ? avatar : '',
      }
    }),
  )
}

/**
 * Asks the service for these users, {@link MAX_USERS_FETCH} at a time, and keeps them. Ids the
 * service does not know are left out of the answer.
 * @throws ApiClientError when the service cannot be asked
 */
export async function fetchUsers(
  ctx: CoreContext,
  client: ApiClient,
  userIds: readonly string[],
): Promise<User[]> {
  const ids = [...new Set(userIds)]
  const out: User[] = []
  for (let i = 0; i < ids.length; i += MAX_USERS_FETCH) {
    const users = await client.call('POST', '/users/fetch', Users, {
      body: ids.slice(i, i + MAX_USERS_FETCH),
    })
    rememberUsers(ctx, users)
    out.push(...users)
  }
  return out
}

/**
 * Asks the service for one user and keeps them; undefined when the service does not know them.
 * @throws ApiClientError for any other failure
 */
export async function fetchUser(
  ctx: CoreContext,
  client: ApiClient,
  userId: string,
): Promise<User | undefined> {
  try {
    const user = await client.call('GET', `/users/${userId}`, User)
    rememberUsers(ctx, [user])
    return user
  } catch (e) {
    if (isApiClientError(e, 'not-found')) return undefined
    throw e
  }
}
