/**
 * Who and what a payroll's rows name, with what the wallet knows and as few calls as it takes:
 * - assets, among those the account holds: by id, or by symbol (exact first, then ignoring case);
 *   a symbol two held assets share is refused, naming both;
 * - payees: user ids and links through the service's users and codes (../proposals/recipients),
 *   identity numbers and names through the account's contacts (the public API looks neither up:
 *   someone never met is paid once by id or link first), MIX addresses of users by their ids;
 * - a payee paid twice in the same asset is refused (merge the rows), and so is the account itself.
 * Every refusal names its row and field.
 * @module
 */
import type { RunFieldError } from '../../../../shared/bridge'
import type { XinPublics } from '../../../../shared/kernel'
import type { ApiClient } from '../../client'
import type { CoreContext } from '../../context'
import { searchFold, type RunPayee, type SharedAccountRow } from '../../db'
import type { UserRef } from '../people/refs'
import type { PlannedOutput } from '../proposals/build'
import { refusalValues, resolveRefs } from '../proposals/recipients'
import { payeeForm, type PayeeForm, type RowDraft } from './rows'
import { words, type Words } from '../../../../shared/i18n/words'

/** A row whose payee and asset are known. */
export interface ResolvedRow extends RowDraft {
  readonly assetId: string
  /** Who the output pays, for the builder. */
  readonly to: PlannedOutput['to']
  readonly threshold: number
  /** Who it pays, as the run keeps it. */
  readonly resolved: RunPayee
}

/** An asset the account holds, as the row check sees it. */
export interface HeldAsset {
  readonly asset_id: string
  readonly symbol: string
  readonly chain: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text)

/** A row's asset id the account does not hold, by its symbol where the wallet knows it. */
const heldNone = (row: string, id: string, symbol: string | undefined) =>
  symbol === undefined
    ? words('runs.field.assetIdNotHeld', { row, id })
    : words('runs.field.assetNotHeld', { row, symbol })

/** Which held asset each row's asset text names, or the refusals. */
export function resolveAssets(
  rows: readonly RowDraft[],
  held: readonly HeldAsset[],
  known: (assetId: string) => string | undefined,
): { assets: Map<RowDraft, string>; errors: RunFieldError[] } {
  const assets = new Map<RowDraft, string>()
  const errors: RunFieldError[] = []
  for (const r of rows) {
    const text = r.assetText
    if (UUID.test(text)) {
      const id = text.toLowerCase()
      if (held.some((a) => a.asset_id === id)) assets.set(r, id)
      else
        errors.push({
          row: r.row,
          field: 'asset',
          message: heldNone(String(r.row), id, known(id)),
        })
      continue
    }
    const exact = held.filter((a) => a.symbol === text)
    const matches =
      exact.length > 0 ? exact : held.filter((a) => a.symbol.toLowerCase() === text.toLowerCase())
    if (matches.length === 1) assets.set(r, matches[0]!.asset_id)
    else if (matches.length > 1) {
      const which = matches.map((a) => `${a.asset_id}${a.chain ? ` (${a.chain})` : ''}`).join(', ')
      errors.push({
        row: r.row,
        field: 'asset',
        message: words('runs.field.assetAmbiguous', {
          row: String(r.row),
          count: String(matches.length),
          text: short(text),
          which,
        }),
      })
    } else
      errors.push({
        row: r.row,
        field: 'asset',
        message: words('runs.field.symbolNotHeld', { row: String(r.row), text: short(text) }),
      })
  }
  return { assets, errors }
}

/** The contacts of the account with this identity number, or whose name is this one. */
function contactsNamed(
  ctx: CoreContext,
  userId: string,
  form: Extract<PayeeForm, { kind: 'identity' | 'name' }>,
): { user_id: string; full_name: string; identity_number: string }[] {
  if (form.kind === 'identity')
    return ctx.cache.people
      .search(userId, form.number, 20)
      .filter((u) => u.identity_number === form.number)
  const wanted = searchFold(form.name)
  return ctx.cache.people
    .search(userId, form.name.slice(0, 256), 50)
    .filter((u) => searchFold(u.full_name) === wanted)
}

/**
 * Resolves each row's payee and asset; rows refused are left out and each refusal said.
 * @throws ApiClientError when the service cannot be asked
 */
export async function resolveRows(
  ctx: CoreContext,
  client: ApiClient,
  userId: string,
  account: SharedAccountRow,
  rows: readonly RowDraft[],
  held: readonly HeldAsset[],
): Promise<{ rows: ResolvedRow[]; errors: RunFieldError[] }> {
  const { assets, errors } = resolveAssets(rows, held, (id) => ctx.cache.assets.get(id)?.symbol)
  // Every reference of every row at once: user ids and links, and the members of MIX addresses.
  const refsOf = new Map<RowDraft, UserRef[]>()
  for (const r of rows) {
    const p = r.payee
    if (p.kind === 'ref') refsOf.set(r, [p.ref])
    else if (p.kind === 'mix')
      refsOf.set(
        r,
        p.members.map((id) => ({ kind: 'user' as const, id, text: r.payeeText })),
      )
  }
  const resolved = await resolveRefs(ctx, client, [...refsOf.values()].flat())
  const out: ResolvedRow[] = []
  const seen = new Map<string, number>()
  const self = `${[...account.members].sort().join(',')}:${account.threshold}`
  for (const r of rows) {
    const row = String(r.row)
    const refuse = (message: Words) => void errors.push({ row: r.row, field: 'payee', message })
    const assetId = assets.get(r)
    let to: PlannedOutput['to'] | undefined
    let threshold = 1
    const p = r.payee
    if (p.kind === 'xin') {
      to = { kind: 'xin', publics: p.publics as XinPublics[] }
      threshold = p.threshold
    } else if (p.kind === 'identity' || p.kind === 'name') {
      const found = contactsNamed(ctx, userId, p)
      if (found.length === 0) {
        refuse(
          p.kind === 'identity'
            ? words('runs.field.noContactNumber', { row, number: p.number })
            : words('runs.field.noContactName', { row, name: short(p.name) }),
        )
        continue
      }
      if (found.length > 1) {
        const values = {
          row,
          count: String(found.length),
          numbers: found.map((u) => u.identity_number).join(', '),
        }
        refuse(
          p.kind === 'identity'
            ? words('runs.field.contactsShareNumber', { ...values, number: p.number })
            : words('runs.field.contactsShareName', { ...values, name: short(p.name) }),
        )
        continue
      }
      to = { kind: 'users', members: [found[0]!.user_id] }
    } else {
      const refs = refsOf.get(r)!
      const answers = refs.map((ref) => resolved.get(ref)!)
      const failed = answers.find((a) => !a.ok)
      if (failed && !failed.ok) {
        refuse(words('runs.field.ref', { row, ...refusalValues(failed) }))
        continue
      }
      const members = [...new Set(answers.map((a) => (a.ok ? a.userId : '')))].sort()
      if (members.length !== refs.length) {
        refuse(words('runs.field.mixMemberTwice', { row }))
        continue
      }
      to = { kind: 'users', members }
      threshold = p.kind === 'mix' ? p.threshold : 1
    }
    if (!assetId) continue
    const who =
      to.kind === 'users'
        ? `${to.members.join(',')}:${threshold}`
        : `${(p as { addresses: readonly string[] }).addresses.join(',')}:${threshold}`
    if (to.kind === 'users' && who === self) {
      refuse(words('runs.field.payingItself', { row }))
      continue
    }
    const earlier = seen.get(`${assetId}|${who}`)
    if (earlier !== undefined) {
      refuse(words('runs.field.samePayee', { row, earlier: String(earlier) }))
      continue
    }
    seen.set(`${assetId}|${who}`, r.row)
    const kept: RunPayee =
      to.kind === 'users'
        ? { kind: 'users', members: [...to.members], threshold }
        : {
            kind: 'xin',
            addresses: [...(p as { addresses: readonly string[] }).addresses],
            threshold,
          }
    out.push({ ...r, assetId, to, threshold, resolved: kept })
  }
  errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  return { rows: out, errors }
}

/**
 * People named as a form's members are: user ids, user or code links, identity numbers or contacts'
 * names (addresses are no people). Each refusal says which entry and why.
 * @throws ApiClientError when the service cannot be asked
 */
export async function resolvePeople(
  ctx: CoreContext,
  client: ApiClient,
  userId: string,
  texts: readonly string[],
): Promise<{ ids: string[]; errors: Words[] }> {
  const errors: Words[] = []
  const ids: string[] = []
  const refs: { text: string; ref: UserRef }[] = []
  for (const raw of texts) {
    const text = raw.trim()
    if (text === '') continue
    const form = payeeForm(text)
    if ('refused' in form)
      errors.push(
        form.refused === 'address'
          ? words('accounts.field.badAddress', { kind: form.kind, reason: form.reason })
          : words('accounts.field.refUnusable', { text: form.text, reason: form.reason }),
      )
    else if (form.kind === 'ref') refs.push({ text, ref: form.ref })
    else if (form.kind === 'identity' || form.kind === 'name') {
      const found = contactsNamed(ctx, userId, form)
      const count = String(found.length)
      if (found.length === 1) ids.push(found[0]!.user_id)
      else if (form.kind === 'identity')
        errors.push(
          found.length === 0
            ? words('runs.field.memberNoNumber', { number: form.number })
            : words('runs.field.membersShareNumber', { count, number: form.number }),
        )
      else
        errors.push(
          found.length === 0
            ? words('runs.field.memberNoName', { name: short(form.name) })
            : words('runs.field.membersShareName', { count, name: short(form.name) }),
        )
    } else errors.push(words('runs.field.memberIsAddress', { text: short(text) }))
  }
  const resolved = await resolveRefs(
    ctx,
    client,
    refs.map((r) => r.ref),
  )
  for (const { ref } of refs) {
    const r = resolved.get(ref)!
    if (r.ok) ids.push(r.userId)
    else errors.push(words('accounts.field.ref', refusalValues(r)))
  }
  const unique = [...new Set(ids)].sort()
  if (errors.length === 0 && unique.length !== ids.length)
    errors.push(words('runs.field.memberTwice'))
  return { ids: unique, errors }
}
