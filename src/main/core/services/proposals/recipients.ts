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
import { words } from '../../../../shared/i18n/words'

async function codeUser(
  ctx: CoreContext,
  client: ApiClient,
  codeId: string,
): Promise<User | undefined | 'not-a-user'> {
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
 * Who one reference is: a user id, or why not (as the catalog's select names it; the `to` field, a
 * payroll's row and a move's members each word it in a sentence of their own).
 */
export type ResolvedRef =
  | { readonly ok: true; readonly userId: string }
  | {
      readonly ok: false
      readonly reason: 'notUserCode' | 'noCode' | 'noUser'
      readonly id: string
    }

/** A reference's refusal as its values: `{reason, select, …}` and the id it named. */
export const refusalValues = (r: Extract<ResolvedRef, { ok: false }>) => ({
  reason: r.reason,
  id: r.id,
})

/**
 * Who each of `refs` is, asked of the service in as few calls as it takes: one `POST /users/fetch`
 * per 100 unknown ids, one `GET /codes/:id` per code link (and per bare id that is no user).
 * @throws ApiClientError when the service cannot be asked
 */
export async function resolveRefs(
  ctx: CoreContext,
  client: ApiClient,
  refs: readonly UserRef[],
): Promise<Map<UserRef, ResolvedRef>> {
  const out = new Map<UserRef, ResolvedRef>()
  for (const ref of refs) {
    if (ref.kind !== 'code') continue
    const user = await codeUser(ctx, client, ref.id)
    if (user === 'not-a-user') out.set(ref, { ok: false, reason: 'notUserCode', id: ref.id })
    else if (user === undefined) out.set(ref, { ok: false, reason: 'noCode', id: ref.id })
    else out.set(ref, { ok: true, userId: user.user_id })
  }
  const direct = refs.filter((r) => r.kind === 'user').map((r) => r.id)
  const known = new Map(ctx.cache.people.getMany(direct).map((u) => [u.user_id, u]))
  const unknown = direct.filter((id) => !known.has(id))
  const users = new Map<string, Pick<User, 'user_id'>>([
    ...known,
    ...(unknown.length > 0 ? await fetchUsers(ctx, client, unknown) : []).map(
      (u) => [u.user_id, u] as const,
    ),
  ])
  for (const ref of refs) {
    if (ref.kind !== 'user') continue
    const user = users.get(ref.id)
    // A bare id may be a user's code id rather than the user's.
    const viaCode = user ? undefined : await codeUser(ctx, client, ref.id)
    if (user) out.set(ref, { ok: true, userId: user.user_id })
    else if (viaCode !== undefined && viaCode !== 'not-a-user')
      out.set(ref, { ok: true, userId: viaCode.user_id })
    else out.set(ref, { ok: false, reason: 'noUser', id: ref.id })
  }
  return out
}

/**
 * The user ids of `refs`, sorted, or the refusals of the `to` field.
 * @throws ApiClientError when the service cannot be asked
 */
export async function resolveUsers(
  ctx: CoreContext,
  client: ApiClient,
  refs: readonly UserRef[],
): Promise<{ ids: string[]; errors: FieldError[] }> {
  const resolved = await resolveRefs(ctx, client, refs)
  const errors: FieldError[] = []
  const ids = new Set<string>()
  for (const ref of refs) {
    const r = resolved.get(ref)!
    if (r.ok) ids.add(r.userId)
    else errors.push({ field: 'to', message: words('accounts.field.ref', refusalValues(r)) })
  }
  const unique = [...ids].sort()
  if (errors.length === 0 && unique.length !== refs.length)
    errors.push({ field: 'to', message: words('accounts.field.samePersonTwice') })
  return { ids: unique, errors }
}
