/**
 * The app's own links, `cosigner://…` (not `mixin://`, which belongs to the Mixin app), read
 * strictly: one of a few fixed forms, ids checked as UUIDs, the action from a fixed set, nothing
 * else accepted. The operating system hands them to the app (a second launch's arguments, macOS's
 * open-url); a link only names what to open — the host turns it into a screen, never into a
 * signature, an unlock or a join. Pure, so Open anything can read the same forms.
 *
 * Forms (the path of the matching Mixin link, with this scheme; `mixin.one/` may lead the path):
 *   cosigner://multisigs/<request id>[?action=sign|unlock]   a multisig request, to review
 *   cosigner://codes/<code id>                                a code, to look up in Open anything
 * @module
 */
import { ANY_CASE_UUID_PATTERN } from './api/uuid'

export const LINK_SCHEME = 'cosigner'

/** Longer than any valid link by far; a longer argument is not read at all. */
const MAX_LINK_LENGTH = 512

/** What the user may have meant to do with a request; the review screen only preselects it. */
export const LINK_ACTIONS = ['sign', 'unlock'] as const
export type LinkAction = (typeof LINK_ACTIONS)[number]

export type CosignerLink =
  | { readonly kind: 'request'; readonly requestId: string; readonly action?: LinkAction }
  | { readonly kind: 'code'; readonly codeId: string }

export type LinkReading = { readonly ok: true; readonly link: CosignerLink } | { readonly ok: false; readonly reason: string }

const FORMS = 'cosigner://multisigs/<request id> or cosigner://codes/<code id>'

/** Whether `text` claims to be one of our links (its scheme is ours), valid or not. */
export function looksLikeCosignerLink(text: string): boolean {
  return typeof text === 'string' && text.trim().toLowerCase().startsWith(`${LINK_SCHEME}:`)
}

const refuse = (reason: string): LinkReading => ({ ok: false, reason })

/**
 * Reads one link.
 * @example parseCosignerLink('cosigner://multisigs/0b8a…?action=sign') // {ok: true, link: {kind: 'request', …}}
 */
export function parseCosignerLink(text: string): LinkReading {
  if (typeof text !== 'string') return refuse('a link must be text')
  const t = text.trim()
  if (t.length > MAX_LINK_LENGTH) return refuse(`the link is longer than ${MAX_LINK_LENGTH} characters`)
  const prefix = `${LINK_SCHEME}://`
  if (t.slice(0, prefix.length).toLowerCase() !== prefix) return refuse(`it is not a Cosigner link (those start with ${prefix})`)
  const rest = t.slice(prefix.length)
  if (/[^A-Za-z0-9._~/?=&-]/.test(rest)) return refuse('the link has characters no Cosigner link has')
  const [pathPart = '', query, ...more] = rest.split('?')
  if (more.length > 0) return refuse('the link has more than one "?"')
  const segments = pathPart.split('/')
  if (segments.at(-1) === '') segments.pop()
  if (segments[0]?.toLowerCase() === 'mixin.one') segments.shift()
  const [what, id, ...extra] = segments
  if ((what !== 'multisigs' && what !== 'codes') || id === undefined || extra.length > 0) return refuse(`Cosigner opens links of the forms ${FORMS}`)
  if (!ANY_CASE_UUID_PATTERN.test(id)) return refuse(what === 'multisigs' ? 'the request id in the link is not a UUID' : 'the code in the link is not a UUID')

  const params = query === undefined || query === '' ? [] : query.split('&')
  if (what === 'codes') {
    if (params.length > 0) return refuse('a code link takes no parameters')
    return { ok: true, link: { kind: 'code', codeId: id.toLowerCase() } }
  }
  let action: LinkAction | undefined
  for (const param of params) {
    const [name, value, ...tail] = param.split('=')
    if (name !== 'action' || tail.length > 0 || action !== undefined) return refuse('a request link takes only "action=sign" or "action=unlock"')
    if (value !== 'sign' && value !== 'unlock') return refuse('the action in the link must be sign or unlock')
    action = value
  }
  return { ok: true, link: { kind: 'request', requestId: id.toLowerCase(), ...(action ? { action } : {}) } }
}

/** A refused argument as a log line may show it: short, and nothing that could start a new line. */
const printable = (arg: string) => (arg.length > 80 ? `${arg.slice(0, 80)}…` : arg).replace(/[^\x20-\x7e…]/g, '?')

/** What a command line carries: our links, and the ones refused (with why). */
export interface ArgvLinks {
  readonly links: readonly CosignerLink[]
  readonly refused: ReadonlyArray<{ readonly text: string; readonly reason: string }>
}

/**
 * The links among a process's arguments (a second launch's argv, or the first's on Windows and
 * Linux). Arguments that are not ours (the executable, flags, paths) are passed over; ours that do
 * not read are refused, shortened for a log line.
 */
export function linksFromArgv(argv: readonly string[]): ArgvLinks {
  const links: CosignerLink[] = []
  const refused: Array<{ text: string; reason: string }> = []
  for (const arg of argv) {
    if (typeof arg !== 'string' || !looksLikeCosignerLink(arg)) continue
    const r = parseCosignerLink(arg)
    if (r.ok) links.push(r.link)
    else refused.push({ text: printable(arg), reason: r.reason })
  }
  return { links, refused }
}
