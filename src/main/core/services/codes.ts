/**
 * Codes and code links (wire-formats §8.4): what a pasted code, link, id or hash stands for, and the
 * action the UI should offer for it. `GET /codes/:id` is public, so resolving needs no key.
 * @module
 */
import { CodeResult } from '../../../shared/api/code'
import { ANY_CASE_UUID_PATTERN } from '../../../shared/api/uuid'
import { looksLikeLink, readLink, type AppLink } from '../../../shared/links'
import type { CodeResolution } from '../../../shared/bridge'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { rememberUsers } from './people/users'
import { words } from '../../../shared/i18n/words'

/**
 * What a pasted reference is: a UUID (a code id or a request id), a 64-hex transaction hash, or
 * a link {@link readLink} read (a request, code, user or payment link).
 */
export type CodeRef =
  { kind: 'uuid'; id: string } | { kind: 'hash'; hash: string } | { kind: 'link'; link: AppLink }

const HASH = /^[0-9a-f]{64}$/i

/**
 * Reads a bare UUID, a transaction hash, or a link, strictly ({@link readLink}: a malformed link
 * is refused with its reason, a link to any other host is no link).
 * @throws CoreError 'invalid-code'
 * @example parseCodeRef('https://mixin.one/codes/6fd4…') // { kind: 'link', link: { kind: 'code', codeId: '6fd4…' } }
 */
export function parseCodeRef(text: string): CodeRef {
  const t = typeof text === 'string' ? text.trim() : ''
  if (ANY_CASE_UUID_PATTERN.test(t)) return { kind: 'uuid', id: t.toLowerCase() }
  if (HASH.test(t)) return { kind: 'hash', hash: t.toLowerCase() }
  if (looksLikeLink(t)) {
    const r = readLink(t)
    if (!r.ok)
      throw new CoreError('invalid-code', words('core.code.linkUnreadable', { reason: r.reason }))
    return { kind: 'link', link: r.link }
  }
  throw new CoreError('invalid-code', words('core.code.notACode'))
}

/** The code id of a reference that must be a code (code links and bare UUIDs). @throws CoreError 'invalid-code' | 'wrong-code-kind' */
export function codeIdOf(text: string): string {
  const ref = parseCodeRef(text)
  if (ref.kind === 'hash') throw new CoreError('invalid-code', words('core.code.hashNotCode'))
  if (ref.kind === 'uuid') return ref.id
  if (ref.link.kind !== 'code')
    throw new CoreError('wrong-code-kind', words('core.code.notCodeLink', { kind: ref.link.kind }))
  return ref.link.codeId
}

/** Fetches what a code stands for. @throws ApiClientError ('not-found' for an unknown code) */
export function lookupCode(ctx: CoreContext, codeId: string): Promise<CodeResult> {
  return ctx.publicClient().call('GET', `/codes/${codeId}`, CodeResult, { auth: false })
}

export interface CodesService {
  /**
   * Resolves a code or code link for `userId`, with the action to offer.
   * @throws CoreError 'account-not-found' | 'invalid-code'; ApiClientError
   */
  resolve(userId: string, text: string): Promise<CodeResolution>
}

export function codesService(ctx: CoreContext): CodesService {
  return {
    resolve(userId, text) {
      ctx.requireAccount(userId)
      return resolveCode(ctx, userId, text)
    },
  }
}

async function resolveCode(
  ctx: CoreContext,
  userId: string,
  text: string,
): Promise<CodeResolution> {
  const codeId = codeIdOf(text)
  const r = await lookupCode(ctx, codeId)
  switch (r.type) {
    case 'user':
      rememberUsers(ctx, [r])
      ctx.cache.people.meet(userId, [r.user_id])
      return {
        kind: 'user',
        action: 'view-user',
        code_id: codeId,
        user: {
          user_id: r.user_id,
          identity_number: r.identity_number,
          full_name: r.full_name,
          avatar_url: r.avatar_url ?? '',
        },
      }
    case 'conversation': {
      const isMember = r.participants.some((p) => p.user_id === userId)
      return {
        kind: 'conversation',
        action: isMember ? 'open-group' : 'join-group',
        code_id: codeId,
        conversation_id: r.conversation_id,
        name: r.name,
        participant_count: r.participants.length,
        is_member: isMember,
      }
    }
    case 'payment':
      return {
        kind: 'payment',
        action: 'view-payment',
        code_id: codeId,
        trace_id: r.trace_id,
        asset_id: r.asset_id,
        amount: r.amount,
        threshold: r.threshold,
        receivers: r.receivers,
        memo: r.memo,
        status: r.status,
      }
    case 'multisig_request':
      return {
        kind: 'multisig_request',
        action: 'review-request',
        code_id: codeId,
        request_id: r.request_id,
        asset_id: r.asset_id,
        amount: r.amount,
        request_action: r.action,
        state: r.state,
      }
    case 'non_fungible_request':
      return {
        kind: 'collectible_request',
        action: 'review-collectible-request',
        code_id: codeId,
        request_id: r.request_id,
        token_id: r.token_id,
        amount: r.amount,
        state: r.state,
      }
  }
}
