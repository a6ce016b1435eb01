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
import { resolveRefs } from '../proposals/recipients'
import { payeeForm, type PayeeForm, type RowDraft } from './rows'

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
          message: `Row ${r.row}: this account holds no ${known(id) ?? `asset ${id}`}.`,
        })
      continue
    }
    const exact = held.filter((a) => a.symbol === text)
    const matches =
      exact.length > 0 ? exact : held.filter((a) => a.symbol.toLowerCase() === text.toLowerCase())
    if (matches.length === 1) assets.set(r, matches[0]!.asset_id)
    else if (matches.length > 1) {
      const which = matches
        .map((a) => `${a.asset_id}${a.chain ? ` (${a.chain})` : ''}`)
        .join(' and ')
      errors.push({
        row: r.row,
        field: 'asset',
        message: `Row ${r.row}: this account holds ${matches.length} assets called ${short(text)}, ${which}: name the one to pay with by its asset id.`,
      })
    } else
      errors.push({
        row: r.row,
        field: 'asset',
        message: `Row ${r.row}: this account holds no ${short(text)}; name an asset it holds, by its symbol or asset id.`,
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
    const refuse = (message: string) =>
      void errors.push({ row: r.row, field: 'payee', message: `Row ${r.row}: ${message}` })
    const assetId = assets.get(r)
    let to: PlannedOutput['to'] | undefined
    let threshold = 1
    const p = r.payee
    if (p.kind === 'xin') {
      to = { kind: 'xin', publics: p.publics as XinPublics[] }
      threshold = p.threshold
    } else if (p.kind === 'identity' || p.kind === 'name') {
      const found = contactsNamed(ctx, userId, p)
      const what =
        p.kind === 'identity' ? `the identity number ${p.number}` : `the name “${short(p.name)}”`
      if (found.length === 0) {
        refuse(
          p.kind === 'identity'
            ? `no contact has ${what}. Pay them by their user id or link (mixin.one/users/… or their code link) instead: the wallet then knows them by number too.`
            : `no contact goes by ${what}. Use their identity number, user id or link instead.`,
        )
        continue
      }
      if (found.length > 1) {
        refuse(
          `${found.length} contacts go by ${what} (identity numbers ${found.map((u) => u.identity_number).join(', ')}): use the identity number or user id of the one to pay.`,
        )
        continue
      }
      to = { kind: 'users', members: [found[0]!.user_id] }
    } else {
      const refs = refsOf.get(r)!
      const answers = refs.map((ref) => resolved.get(ref)!)
      const failed = answers.find((a) => !a.ok)
      if (failed && !failed.ok) {
        refuse(failed.message.charAt(0).toLowerCase() + failed.message.slice(1))
        continue
      }
      const members = [...new Set(answers.map((a) => (a.ok ? a.userId : '')))].sort()
      if (members.length !== refs.length) {
        refuse('the MIX address lists the same member twice.')
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
      refuse('this is the paying account itself; a payroll pays others.')
      continue
    }
    const earlier = seen.get(`${assetId}|${who}`)
    if (earlier !== undefined) {
      refuse(
        `this pays the same payee in the same asset as row ${earlier}: merge the two rows into one, or remove one.`,
      )
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
): Promise<{ ids: string[]; errors: string[] }> {
  const errors: string[] = []
  const ids: string[] = []
  const refs: { text: string; ref: UserRef }[] = []
  for (const raw of texts) {
    const text = raw.trim()
    if (text === '') continue
    const form = payeeForm(text)
    if (typeof form === 'string') errors.push(`${form.charAt(0).toUpperCase()}${form.slice(1)}.`)
    else if (form.kind === 'ref') refs.push({ text, ref: form.ref })
    else if (form.kind === 'identity' || form.kind === 'name') {
      const found = contactsNamed(ctx, userId, form)
      const what =
        form.kind === 'identity'
          ? `the identity number ${form.number}`
          : `the name “${short(form.name)}”`
      if (found.length === 1) ids.push(found[0]!.user_id)
      else if (found.length === 0)
        errors.push(`No contact has ${what}: name them by user id or link instead.`)
      else
        errors.push(
          `${found.length} contacts go by ${what}: use the identity number or user id of the one you mean.`,
        )
    } else
      errors.push(
        `“${short(text)}” is an address; a member is a person (a user id, an identity number, a contact’s name or a link).`,
      )
  }
  const resolved = await resolveRefs(
    ctx,
    client,
    refs.map((r) => r.ref),
  )
  for (const { ref } of refs) {
    const r = resolved.get(ref)!
    if (r.ok) ids.push(r.userId)
    else errors.push(r.message)
  }
  const unique = [...new Set(ids)].sort()
  if (errors.length === 0 && unique.length !== ids.length)
    errors.push('The same person is named twice.')
  return { ids: unique, errors }
}
