/**
 * Who a pasted text names: a user id, a user link (`https://mixin.one/users/<id>`,
 * `mixin://users/<id>`) or a code link (`https://mixin.one/codes/<id>`, `mixin://codes/<id>`),
 * which must then be a user's code. Pure; the service says whether the user exists.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../../../shared/api/uuid'

export type UserRef = { readonly kind: 'user'; readonly id: string; readonly text: string } | { readonly kind: 'code'; readonly id: string; readonly text: string }

/**
 * A user reference from a pasted text, or undefined when it is none of the forms.
 * @example parseUserRef('mixin://users/6fd4…') // { kind: 'user', id: '6fd4…', text }
 */
export function parseUserRef(text: string): UserRef | undefined {
  if (ANY_CASE_UUID_PATTERN.test(text)) return { kind: 'user', id: text.toLowerCase(), text }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  const segments =
    url.protocol === 'mixin:' ? [url.hostname, ...url.pathname.split('/')].filter(Boolean) : url.protocol === 'https:' || url.protocol === 'http:' ? url.pathname.split('/').filter(Boolean) : []
  const [kind, id] = segments.slice(-2)
  if (segments.length < 2 || id === undefined || !ANY_CASE_UUID_PATTERN.test(id)) return undefined
  if (kind === 'users') return { kind: 'user', id: id.toLowerCase(), text }
  if (kind === 'codes') return { kind: 'code', id: id.toLowerCase(), text }
  return undefined
}
