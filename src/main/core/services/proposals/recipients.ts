/**
 * Who a payment's user references are: user ids and user links the users cache already knows
 * (contacts, members met before) need no call; the others are looked up with `POST /users/fetch`
 * (through the people service's path, so they land in the cache), code links with `GET /codes/:id`
 * (which must be a user's code); a bare id that is no user is tried as a code id too. Whether a
 * receiver can be paid — has a Safe account — is not on a public user: `POST /safe/keys` tells, with
 * error 10404, when the payment is built (./build).
 * @module
 */
import { CodeResult } from '../../../../shared/api/code'
import type { User } from '../../../../shared/api/user'
import type { FieldError } from '../../../../shared/bridge'
import { isApiClientError, type ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import { fetchUsers, rememberUsers, type UserRef } from '../people'

async function codeUser(ctx: CoreContext, client: ApiClient, codeId: string): Promise<User | undefined | 'not-a-user'> {
  try {
    const code = await client.call('GET', `/codes/${codeId}`, CodeResult, { auth: false })
    if (code.type !== 'user') return 'not-a-user'
    rememberUsers(ctx, [code])
    return code
  } catch (e) {
    if (isApiClientError(e, 'not-found')) return undefined
    throw e
  }
}

/**
 * The user ids of `refs`, sorted, or the refusals of the `to` field.
 * @throws ApiClientError when the service cannot be asked
 */
export async function resolveUsers(ctx: CoreContext, client: ApiClient, refs: readonly UserRef[]): Promise<{ ids: string[]; errors: FieldError[] }> {
  const errors: FieldError[] = []
  const ids = new Map<UserRef, string>()
  const accept = (ref: UserRef, user: Pick<User, 'user_id'>) => void ids.set(ref, user.user_id)
  for (const ref of refs) {
    if (ref.kind !== 'code') continue
    const user = await codeUser(ctx, client, ref.id)
    if (user === 'not-a-user') errors.push({ field: 'to', message: 'This code link is not a user’s: paste the link of the person’s own code.' })
    else if (user === undefined) errors.push({ field: 'to', message: 'No code with this link is known to the service.' })
    else accept(ref, user)
  }
  const direct = refs.filter((r) => r.kind === 'user').map((r) => r.id)
  const known = new Map(ctx.cache.people.getMany(direct).map((u) => [u.user_id, u]))
  const unknown = direct.filter((id) => !known.has(id))
  const users = new Map<string, Pick<User, 'user_id'>>([...known, ...(unknown.length > 0 ? await fetchUsers(ctx, client, unknown) : []).map((u) => [u.user_id, u] as const)])
  for (const ref of refs) {
    if (ref.kind !== 'user') continue
    const user = users.get(ref.id)
    // A bare id may be a user's code id rather than the user's.
    const viaCode = user ? undefined : await codeUser(ctx, client, ref.id)
    if (user) accept(ref, user)
    else if (viaCode !== undefined && viaCode !== 'not-a-user') accept(ref, viaCode)
    else errors.push({ field: 'to', message: `No user ${ref.id} is known to the service.` })
  }
  const unique = [...new Set(ids.values())].sort()
  if (errors.length === 0 && unique.length !== refs.length) errors.push({ field: 'to', message: 'The same person is listed twice (by id and by link).' })
  return { ids: unique, errors }
}
