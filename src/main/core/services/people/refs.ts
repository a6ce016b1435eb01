/**
 * Who a pasted text names: a user id, a user link (`https://mixin.one/users/<id>`,
 * `mixin://users/<id>`) or a code link (`https://mixin.one/codes/<id>`, `mixin://codes/<id>`),
 * which must then be a user's code. Links are read strictly ({@link readLink}), so a malformed
 * one is refused with its reason. Pure; the service says whether the user exists.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from '../../../../shared/api/uuid'
import { words, type Words } from '../../../../shared/i18n/words'
import { looksLikeLink, readLink } from '../../../../shared/links'

export type UserRef =
  | { readonly kind: 'user'; readonly id: string; readonly text: string }
  | { readonly kind: 'code'; readonly id: string; readonly text: string }

/** Why a text names nobody: a link that does not read (`reason` from readLink), or not a person's link. */
export type UserRefReading =
  { readonly ok: true; readonly ref: UserRef } | { readonly ok: false; readonly reason?: Words }

/**
 * A user reference from a pasted text, or why it is none.
 * @example readUserRef('mixin://users/6fd4…') // { ok: true, ref: { kind: 'user', id: '6fd4…', text } }
 */
export function readUserRef(text: string): UserRefReading {
  if (ANY_CASE_UUID_PATTERN.test(text))
    return { ok: true, ref: { kind: 'user', id: text.toLowerCase(), text } }
  if (!looksLikeLink(text)) return { ok: false }
  const r = readLink(text)
  if (!r.ok) return { ok: false, reason: r.reason }
  if (r.link.kind === 'user') return { ok: true, ref: { kind: 'user', id: r.link.userId, text } }
  if (r.link.kind === 'code') return { ok: true, ref: { kind: 'code', id: r.link.codeId, text } }
  return {
    ok: false,
    reason: words('common.link.notAPerson', {
      kind: r.link.kind === 'request' ? 'request' : 'pay',
    }),
  }
}

/**
 * A user reference from a pasted text, or undefined when it is none of the forms.
 * @example parseUserRef('mixin://users/6fd4…') // { kind: 'user', id: '6fd4…', text }
 */
export function parseUserRef(text: string): UserRef | undefined {
  const r = readUserRef(text)
  return r.ok ? r.ref : undefined
}
