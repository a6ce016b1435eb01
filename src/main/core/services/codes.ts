/**
 * Codes and code links (wire-formats §8.4): what a pasted code, link, id or hash stands for, and the
 * action the UI should offer for it. `GET /codes/:id` is public, so resolving needs no key.
 * @module
 */
import { CodeResult } from '../../../shared/api/code'
import { ANY_CASE_UUID_PATTERN } from '../../../shared/api/uuid'
import type { CodeResolution } from '../../../shared/bridge'
import type { CoreContext } from '../context'
import { CoreError } from '../errors'
import { rememberUsers } from './people/users'

/** What a pasted reference is: a UUID (a code id or a request id) or a 64-hex transaction hash. */
export type CodeRef = { kind: 'uuid'; id: string } | { kind: 'hash'; hash: string }

const HASH = /^[0-9a-f]{64}$/i

/**
 * Reads `https://mixin.one/codes/<id>`, `mixin://codes/<id>`, any http(s) link whose path ends in
 * `/codes/<id>`, a bare UUID, or a transaction hash.
 * @throws CoreError 'invalid-code'
 * @example parseCodeRef('https://mixin.one/codes/6fd4…') // { kind: 'uuid', id: '6fd4…' }
 */
export function parseCodeRef(text: string): CodeRef {
  const t = typeof text === 'string' ? text.trim() : ''
  if (ANY_CASE_UUID_PATTERN.test(t)) return { kind: 'uuid', id: t.toLowerCase() }
  if (HASH.test(t)) return { kind: 'hash', hash: t.toLowerCase() }
  let url: URL | undefined
  try {
    url = new URL(t)
  } catch {
    url = undefined
  }
  if (url) {
    const segments =
      url.protocol === 'mixin:' ? [url.hostname, ...url.pathname.split('/')].filter(Boolean) : url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname.split('/').filter(Boolean) : []
    const id = segments.at(-1) ?? ''
    if (segments.at(-2) === 'codes' && ANY_CASE_UUID_PATTERN.test(id)) return { kind: 'uuid', id: id.toLowerCase() }
  }
  throw new CoreError('invalid-code', 'This is not a code, a code link, a request id or a transaction hash.')
}

/** The code id of a reference that must be a code (links and bare UUIDs). @throws CoreError 'invalid-code' */
export function codeIdOf(text: string): string {
  const ref = parseCodeRef(text)
  if (ref.kind !== 'uuid') throw new CoreError('invalid-code', 'A transaction hash is not a code.')
  return ref.id
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
      ctx.account(userId)
      return resolveCode(ctx, userId, text)
    },
  }
}

async function resolveCode(ctx: CoreContext, userId: string, text: string): Promise<CodeResolution> {
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
        user: { user_id: r.user_id, identity_number: r.identity_number, full_name: r.full_name, avatar_url: r.avatar_url, has_safe: r.has_safe },
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
