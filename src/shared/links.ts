/**
 * Links, read strictly: one of a few fixed forms, ids checked as UUIDs, the action from a fixed
 * set, nothing else accepted. Two families share one reader:
 *
 * - The app's own `cosigner://…` links (not `mixin://`, which belongs to the Mixin app), which the
 *   operating system hands to the app (a second launch's arguments, macOS's open-url):
 *     cosigner://multisigs/<request id>[?action=sign|unlock|revoke]   a multisig request, to review
 *     cosigner://codes/<code id>                                a code, to look up in Open anything
 *   (`mixin.one/` may lead the path).
 * - Mixin's links as people paste or drop them ({@link readLink}): `mixin://mixin.one/multisigs/…`,
 *   `https://mixin.one/multisigs/…`, `mixin://codes/…`, `https://mixin.one/codes/…`,
 *   `mixin://users/…`, `https://mixin.one/users/…` and payment links `https://mixin.one/pay/…`
 *   (`mixin://pay…` too).
 *
 * A link only names what to open — the host turns it into a screen, never into a signature, an
 * unlock, a payment or a join. Pure, so every place that reads a link reads the same forms.
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from './api/uuid'
import type { MessageId } from './i18n/catalog'
import { words, type Words, type WordsValues } from './i18n/words'

export const LINK_SCHEME = 'cosigner'

/** Longer than any valid link by far; a longer text is not read at all. */
const MAX_LINK_LENGTH = 2048
/** Ours: the longest memo a payment link may carry once decoded. */
const MAX_PAY_MEMO_CHARS = 512

/** What the user may have meant to do with a request; the review screen only preselects it. */
export const LINK_ACTIONS = ['sign', 'unlock'] as const
export type LinkAction = (typeof LINK_ACTIONS)[number]

/** A payment a link proposes: it fills in the New payment form, nothing more. */
export interface PayLink {
  readonly kind: 'pay'
  /** A user id, or a XIN/MIX address. */
  readonly recipient: string
  readonly assetId?: string
  readonly amount?: string
  readonly memo?: string
  readonly traceId?: string
}

export type CosignerLink =
  | { readonly kind: 'request'; readonly requestId: string; readonly action?: LinkAction }
  | { readonly kind: 'code'; readonly codeId: string }
/** What any link the wallet reads names. */
export type AppLink = CosignerLink | { readonly kind: 'user'; readonly userId: string } | PayLink

export type LinkReading<L = CosignerLink> =
  { readonly ok: true; readonly link: L } | { readonly ok: false; readonly reason: Words }

const COSIGNER_FORMS = 'cosigner://multisigs/<request id> or cosigner://codes/<code id>'
const MIXIN_FORMS = 'mixin.one/multisigs/…, mixin.one/codes/…, mixin.one/users/… or mixin.one/pay/…'

/** Whether `text` claims to be one of our links (its scheme is ours), valid or not. */
export function looksLikeCosignerLink(text: string): boolean {
  return typeof text === 'string' && text.trim().toLowerCase().startsWith(`${LINK_SCHEME}:`)
}

/** Whether `text` claims to be a link {@link readLink} reads (its scheme or host is one of them), valid or not. */
export function looksLikeLink(text: string): boolean {
  if (typeof text !== 'string') return false
  const t = text.trim().toLowerCase()
  return (
    t.startsWith('cosigner:') ||
    t.startsWith('mixin:') ||
    t.startsWith('https://mixin.one/') ||
    t.startsWith('http://mixin.one/')
  )
}

const refuse = (id: MessageId, values?: WordsValues): { ok: false; reason: Words } => ({
  ok: false,
  reason: words(id, values),
})

const PATH_CHARS = /^[A-Za-z0-9._~/-]*$/
const QUERY_CHARS = /^[A-Za-z0-9._~=&%+-]*$/
const ADDRESS = /^(?:XIN|MIX)[1-9A-HJ-NP-Za-km-z]{20,200}$/
const AMOUNT = /^(?:0|[1-9]\d{0,20})(?:\.\d{1,8})?$/

/** Splits `rest` (after the scheme) into path segments and query pairs, refusing what no link of ours has. */
function split(
  rest: string,
  what: string,
):
  { ok: true; segments: string[]; params: Array<[string, string]> } | { ok: false; reason: Words } {
  const [pathPart = '', query, ...more] = rest.split('?')
  if (more.length > 0) return refuse('common.link.twoQueries')
  if (!PATH_CHARS.test(pathPart) || (query !== undefined && !QUERY_CHARS.test(query)))
    return refuse('common.link.badChars', { what })
  const segments = pathPart.split('/')
  if (segments.at(-1) === '') segments.pop()
  const params: Array<[string, string]> = []
  for (const pair of query === undefined || query === '' ? [] : query.split('&')) {
    const [name = '', value, ...tail] = pair.split('=')
    if (tail.length > 0) return refuse('common.link.twoEquals')
    let decoded: string
    try {
      decoded = decodeURIComponent((value ?? '').replace(/\+/g, ' '))
    } catch {
      return refuse('common.link.badEncoding')
    }
    if (value === undefined && name !== '') params.push([name, ''])
    else params.push([name, decoded])
  }
  return { ok: true, segments, params }
}

/** A request or code link from its path segments (`multisigs/<id>`, `codes/<id>`) and query. */
function requestOrCode(
  what: string,
  id: string | undefined,
  params: Array<[string, string]>,
): LinkReading | undefined {
  if ((what !== 'multisigs' && what !== 'codes') || id === undefined) return undefined
  if (!ANY_CASE_UUID_PATTERN.test(id))
    return refuse(what === 'multisigs' ? 'common.link.requestNotUuid' : 'common.link.codeNotUuid')
  if (what === 'codes') {
    if (params.length > 0) return refuse('common.link.codeParams')
    return { ok: true, link: { kind: 'code', codeId: id.toLowerCase() } }
  }
  let action: LinkAction | undefined
  for (const [name, value] of params) {
    if (name !== 'action' || action !== undefined) return refuse('common.link.requestParams')
    if (value !== 'sign' && value !== 'unlock' && value !== 'revoke')
      return refuse('common.link.badAction')
    // Android's links say revoke for what the API calls unlock (and iOS calls revoke).
    action = value === 'revoke' ? 'unlock' : value
  }
  return {
    ok: true,
    link: { kind: 'request', requestId: id.toLowerCase(), ...(action ? { action } : {}) },
  }
}

/** A payment link: `pay/<recipient>?asset=…` or `pay?recipient=…&asset=…`, each parameter at most once. */
function payLink(
  recipientInPath: string | undefined,
  params: Array<[string, string]>,
): LinkReading<AppLink> {
  const seen = new Map<string, string>()
  for (const [name, value] of params) {
    if (!['recipient', 'asset', 'amount', 'memo', 'trace'].includes(name))
      return refuse('common.link.payParam', { name: name.slice(0, 20) })
    if (seen.has(name)) return refuse('common.link.payTwice', { name })
    seen.set(name, value)
  }
  if (recipientInPath !== undefined && seen.has('recipient'))
    return refuse('common.link.recipientTwice')
  const recipient = recipientInPath ?? seen.get('recipient')
  if (recipient === undefined || recipient === '') return refuse('common.link.noRecipient')
  if (!ANY_CASE_UUID_PATTERN.test(recipient) && !ADDRESS.test(recipient))
    return refuse('common.link.badRecipient')
  const asset = seen.get('asset')
  if (asset !== undefined && !ANY_CASE_UUID_PATTERN.test(asset))
    return refuse('common.link.assetNotUuid')
  const amount = seen.get('amount')
  if (amount !== undefined && !AMOUNT.test(amount)) return refuse('common.link.badAmount')
  const memo = seen.get('memo')
  if (memo !== undefined && [...memo].length > MAX_PAY_MEMO_CHARS)
    return refuse('common.link.longMemo', { max: String(MAX_PAY_MEMO_CHARS) })
  const trace = seen.get('trace')
  if (trace !== undefined && !ANY_CASE_UUID_PATTERN.test(trace))
    return refuse('common.link.traceNotUuid')
  return {
    ok: true,
    link: {
      kind: 'pay',
      recipient: ANY_CASE_UUID_PATTERN.test(recipient) ? recipient.toLowerCase() : recipient,
      ...(asset ? { assetId: asset.toLowerCase() } : {}),
      ...(amount ? { amount } : {}),
      ...(memo ? { memo } : {}),
      ...(trace ? { traceId: trace.toLowerCase() } : {}),
    },
  }
}

/**
 * Reads one of the app's own links.
 * @example parseCosignerLink('cosigner://multisigs/0b8a…?action=sign') // {ok: true, link: {kind: 'request', …}}
 */
export function parseCosignerLink(text: string): LinkReading {
  if (typeof text !== 'string') return refuse('common.link.notText')
  const t = text.trim()
  if (t.length > 512) return refuse('common.link.tooLong', { max: '512' })
  const prefix = `${LINK_SCHEME}://`
  if (t.slice(0, prefix.length).toLowerCase() !== prefix)
    return refuse('common.link.notCosigner', { prefix })
  const parts = split(t.slice(prefix.length), 'Cosigner')
  if (!parts.ok) return parts
  const segments = parts.segments
  if (segments[0]?.toLowerCase() === 'mixin.one') segments.shift()
  const [what = '', id, ...extra] = segments
  if (extra.length > 0) return refuse('common.link.cosignerForms', { forms: COSIGNER_FORMS })
  return (
    requestOrCode(what, id, parts.params) ??
    refuse('common.link.cosignerForms', { forms: COSIGNER_FORMS })
  )
}

/**
 * Reads any link the wallet understands: the app's own, and Mixin's request, code, user and
 * payment links (`mixin://…`, `https://mixin.one/…`). Bare ids are not links; callers that also
 * take ids check for them first.
 * @example readLink('https://mixin.one/users/6fd4…') // {ok: true, link: {kind: 'user', userId: '6fd4…'}}
 */
export function readLink(text: string): LinkReading<AppLink> {
  if (typeof text !== 'string') return refuse('common.link.notText')
  const t = text.trim()
  if (t.length > MAX_LINK_LENGTH)
    return refuse('common.link.tooLong', { max: String(MAX_LINK_LENGTH) })
  const lower = t.toLowerCase()
  if (lower.startsWith(`${LINK_SCHEME}:`)) return parseCosignerLink(t)
  let rest: string
  if (lower.startsWith('mixin://')) {
    rest = t.slice('mixin://'.length)
    if (rest.toLowerCase().startsWith('mixin.one/')) rest = rest.slice('mixin.one/'.length)
  } else if (lower.startsWith('https://mixin.one/')) rest = t.slice('https://mixin.one/'.length)
  else if (lower.startsWith('http://mixin.one/')) return refuse('common.link.notHttps')
  else return refuse('common.link.notRead', { forms: MIXIN_FORMS })
  const parts = split(rest, 'Mixin')
  if (!parts.ok) return parts
  const [what = '', id, ...extra] = parts.segments
  if (extra.length > 0) return refuse('common.link.mixinForms', { forms: MIXIN_FORMS })
  const known = requestOrCode(what, id, parts.params)
  if (known) return known
  if (what === 'users') {
    if (id === undefined || !ANY_CASE_UUID_PATTERN.test(id))
      return refuse('common.link.userNotUuid')
    if (parts.params.length > 0) return refuse('common.link.userParams')
    return { ok: true, link: { kind: 'user', userId: id.toLowerCase() } }
  }
  if (what === 'pay') return payLink(id, parts.params)
  return refuse('common.link.mixinForms', { forms: MIXIN_FORMS })
}

/** A refused argument as a log line may show it: short, and nothing that could start a new line. */
const printable = (arg: string) =>
  (arg.length > 80 ? `${arg.slice(0, 80)}…` : arg).replace(/[^\x20-\x7e…]/g, '?')

/** What a command line carries: our links, and the ones refused (with why). */
export interface ArgvLinks {
  readonly links: readonly CosignerLink[]
  readonly refused: ReadonlyArray<{ readonly text: string; readonly reason: Words }>
}

/**
 * The links among a process's arguments (a second launch's argv, or the first's on Windows and
 * Linux). Arguments that are not ours (the executable, flags, paths) are passed over; ours that do
 * not read are refused, shortened for a log line.
 */
export function linksFromArgv(argv: readonly string[]): ArgvLinks {
  const links: CosignerLink[] = []
  const refused: Array<{ text: string; reason: Words }> = []
  for (const arg of argv) {
    if (typeof arg !== 'string' || !looksLikeCosignerLink(arg)) continue
    const r = parseCosignerLink(arg)
    if (r.ok) links.push(r.link)
    else refused.push({ text: printable(arg), reason: r.reason })
  }
  return { links, refused }
}
