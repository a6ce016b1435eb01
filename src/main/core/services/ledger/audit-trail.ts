/**
 * The activity log as an audit trail for people: each entry with who acted and what it was about by
 * name (an account, a person, a group, a request as "120 USDT to Carol"), the action and its result
 * in words, and the detail with its ids turned into names and its failure codes into words (the
 * code kept in brackets). The ids stay, each in a column of its own. From the caches (works
 * offline); what the wallet never knew keeps its id. It is a trail, not a ledger: a payment shows
 * once proposed and once signed, so nothing in it is summed — amounts are part of the words only.
 * @module
 */
import {
  ACCOUNT_SUBJECT_ACTIONS,
  AUDIT_ACTION_NAMES,
  type AuditTrailRow,
  type RequestItem,
} from '../../../../shared/bridge'
import { UUID_PATTERN } from '../../../../shared/api/uuid'
import { localTimeWithOffset } from '../../../../shared/csv'
import { FAILURE_CODE_PATTERN, failureWords } from '../../../../shared/failure-words'
import { paidReceivers } from '../../../../shared/paid-receivers'
import type { CoreContext } from '../../context'
import type { AuditEntry } from '../../db'
import { toItem } from '../requests/records'
import { cachedWords, groupedAmount, shortId, type Words } from '../words'

/** Actions whose subject is a request id. */
const REQUEST_ACTIONS = new Set([
  'propose',
  'sign',
  'unlock',
  'request.refused',
  'offline.export',
  'offline.sign',
])

const RESULT_NAMES = { ok: 'Done', refused: 'Refused', failed: 'Failed' } as const

/** "ApiClientError:network" as words, the code kept. */
const errorWords = (code: string): string => `${failureWords(code)} [${code}]`

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const ERROR = new RegExp(FAILURE_CODE_PATTERN, 'g')
// "120 of <asset id>" (a signature's detail) and "120 <asset id>" (a proposal's).
const AMOUNT_OF_ASSET = new RegExp(`\\b(\\d+(?:\\.\\d+)?) (?:of )?(${UUID})`, 'g')
const ANY_UUID = new RegExp(UUID, 'g')

/** Names for what entries mention: requests, groups, people and assets, from the caches. */
interface Subjects {
  readonly words: Words
  request(id: string): string | undefined
  group(id: string): string | undefined
}

function subjectsFor(ctx: CoreContext, entries: readonly AuditEntry[]): Subjects {
  const ids = new Set<string>()
  const accounts = ctx.cache.accounts.list().map((a) => a.user_id)
  for (const e of entries) {
    if (UUID_PATTERN.test(e.actor)) ids.add(e.actor)
    for (const m of `${e.subject} ${e.detail}`.matchAll(ANY_UUID)) ids.add(m[0])
  }
  const requests = new Map<string, RequestItem>()
  const groups = new Map<string, string>()
  for (const id of ids) {
    for (const a of accounts) {
      const row = requests.has(id) ? undefined : ctx.cache.requests.get(a, id)
      const item = row && toItem(row)
      if (item) requests.set(id, item)
      const group = groups.has(id) ? undefined : ctx.cache.conversations.get(a, id)
      if (group) groups.set(id, group.name)
    }
  }
  const items = [...requests.values()]
  const words = cachedWords(ctx, accounts, {
    people: [...ids, ...items.flatMap((i) => i.receivers.flatMap((r) => r.members))],
    assets: [...ids, ...items.map((i) => i.asset_id)],
  })
  return {
    words,
    request(id) {
      const item = requests.get(id)
      if (item === undefined) return undefined
      const to = paidReceivers(item).map((r) =>
        r.members.length === 0 ? 'an address' : words.owners(r.members, r.threshold),
      )
      return `${words.amount(item.amount, item.asset_id)} to ${to.join(' and ') || 'no one'}${item.memo ? ` · “${item.memo}”` : ''}`
    },
    group: (id) => groups.get(id),
  }
}

/** Actions whose detail lists members by id, comma-separated. */
const MEMBERS_IN_DETAIL = new Set(['group.add', 'group.remove'])
// An id, with the word "request" before it when there is one ("shared request <id>").
const ID_IN_DETAIL = new RegExp(`(request )?(${UUID})`, 'g')

/** The detail as people read it: amounts by symbol, ids by name, failures in words. */
function detailWords(e: AuditEntry, s: Subjects): string {
  const text = e.detail
    .replace(
      AMOUNT_OF_ASSET,
      (_, amount: string, asset: string) => `${groupedAmount(amount)} ${s.words.symbol(asset)}`,
    )
    .replace(ID_IN_DETAIL, (whole: string, _request: string | undefined, id: string) => {
      const request = s.request(id)
      if (request !== undefined) return `the request of ${request}`
      const group = s.group(id)
      if (group !== undefined) return `the group “${group}”`
      const name = s.words.person(id)
      return name === shortId(id) ? whole : whole.replace(id, name)
    })
    .replace(ERROR, (code) => errorWords(code))
  return MEMBERS_IN_DETAIL.has(e.action) ? text.split(',').join(', ') : text
}

/** What an entry was about, in words. */
function subjectWords(e: AuditEntry, s: Subjects): string {
  if (e.subject === '') return ''
  if (REQUEST_ACTIONS.has(e.action))
    return s.request(e.subject) ?? `A request this wallet does not have (${shortId(e.subject)})`
  if (e.action.startsWith('group.')) {
    const group = s.group(e.subject)
    return group !== undefined
      ? `Group “${group}”`
      : `A group this wallet does not have (${shortId(e.subject)})`
  }
  if (ACCOUNT_SUBJECT_ACTIONS.has(e.action) && UUID_PATTERN.test(e.subject))
    return s.words.person(e.subject)
  return e.subject
}

/** The trail's rows for these entries, in their order. */
export function auditTrailRows(ctx: CoreContext, entries: readonly AuditEntry[]): AuditTrailRow[] {
  const s = subjectsFor(ctx, entries)
  return entries.map((e) => ({
    id: e.id,
    at: e.at,
    time: localTimeWithOffset(e.at),
    actor: UUID_PATTERN.test(e.actor)
      ? s.words.person(e.actor)
      : e.actor === 'app'
        ? 'This wallet'
        : e.actor,
    actor_id: e.actor === 'app' ? '' : e.actor,
    action: e.action,
    action_name: AUDIT_ACTION_NAMES[e.action] ?? e.action,
    subject: subjectWords(e, s),
    subject_id: e.subject,
    result: e.result,
    result_name: RESULT_NAMES[e.result],
    detail: detailWords(e, s),
    transaction_hash: e.transaction_hash,
  }))
}
