/**
 * What a person types for someone or something, turned into the ids the wallet works with: a person
 * by name (or Mixin ID) among the account's contacts and the wallet's own accounts, a shared account
 * by the name it has in this wallet, an asset by its symbol among those the account holds. The same
 * folding as the app's contact search (case, accents and spacing ignored), but only an exact name
 * counts: a name that fits two is refused with each one named and its id, never guessed, and one
 * that fits none is refused with what there is.
 * @module
 */
import type { Core } from '../../main/core/index'
import { words } from '../../shared/i18n/words'
import { searchFold } from '../../main/core/db/people'
import type { AssetInfo, Person, SharedAccount } from '../../shared/bridge'
import { parseMixAddress } from '../../shared/kernel'
import { describeAssets, membersText, terminalText } from './format'
import { CliFailure, isUuid } from './session'
import { quote, t } from '../words'

/** A Mixin ID (identity number) as people give it. */
const IDENTITY_NUMBER = /^\d{1,19}$/

/** How many candidates a refusal lists before "and N more". */
const LISTED = 6

/** Text as typed, in the reader's quotation marks. */
const quoted = (text: string) => quote(terminalText(text.slice(0, 64)))

function listOf(items: readonly string[]): string {
  const shown = items.slice(0, LISTED).join(t('cli.names.listSeparator'))
  return items.length > LISTED
    ? t('cli.names.andMore', { shown, more: items.length - LISTED })
    : shown
}

/** A person as a refusal lists them: name, Mixin ID and id, so the id can be copied instead. */
export function personText(p: Pick<Person, 'user_id' | 'full_name' | 'identity_number'>): string {
  const name = p.full_name.trim() ? terminalText(p.full_name.trim()) : t('cli.names.nameless')
  return p.identity_number
    ? t('cli.names.personWithNumber', { name, number: p.identity_number, id: p.user_id })
    : t('cli.names.person', { name, id: p.user_id })
}

/**
 * Whether a text is meant as a name or Mixin ID rather than an id, a link or an address, which the
 * core reads (and refuses with its own reasons).
 */
export function isName(text: string): boolean {
  const t = text.trim()
  return (
    t !== '' &&
    !isUuid(t) &&
    !/^(?:XIN|MIX)[1-9A-HJ-NP-Za-km-z]{8,}$/.test(t) &&
    !/[/:]/.test(t) &&
    !/^[0-9a-f]{8}-[0-9a-f-]*$/i.test(t)
  )
}

/** Someone a name may fit: a contact, or one of the wallet's own accounts (with the label it has here). */
type Known = Pick<Person, 'user_id' | 'full_name' | 'identity_number'> & { readonly label?: string }

/** The wallet's own accounts: each with its label, and its name and Mixin ID as the service gave them. */
function ownAccounts(core: Core): Known[] {
  const rows = core.accounts.list()
  const known = new Map(core.people.cached(rows.map((a) => a.user_id)).map((p) => [p.user_id, p]))
  return rows.map((a) => ({
    user_id: a.user_id,
    full_name: known.get(a.user_id)?.full_name || a.label,
    identity_number: known.get(a.user_id)?.identity_number ?? '',
    label: a.label,
  }))
}

/** Whether `text` is this one's name (or the label it has here), or, all digits, its Mixin ID. */
function fits(p: Known, text: string): boolean {
  if (IDENTITY_NUMBER.test(text)) return p.identity_number === text
  const fold = searchFold(text)
  return [p.full_name, p.label ?? ''].some((n) => n.trim() !== '' && searchFold(n) === fold)
}

/**
 * The account of this wallet that acts: the one named (user id, its label or its name), or the
 * wallet's only one.
 * @throws CliFailure 'account-not-found' | 'account-ambiguous'
 */
export function pickAccount(core: Core, wanted: string | undefined): string {
  const accounts = ownAccounts(core)

  if (wanted !== undefined) {
    const w = wanted.trim()
    const found = isUuid(w)
      ? accounts.filter((a) => a.user_id === w.toLowerCase())
      : accounts.filter((a) => fits(a, w))
    if (found.length === 1) return found[0]!.user_id
    if (found.length > 1)
      throw new CliFailure(
        'account-ambiguous',
        words('cli.names.accountAmbiguous', {
          name: quoted(w),
          count: found.length,
          listed: listOf(found.map(personText)),
        }),
      )
    throw new CliFailure(
      'account-not-found',
      accounts.length > 0
        ? words('cli.names.noSuchAccountHolds', {
            name: quoted(w),
            listed: listOf(accounts.map(personText)),
          })
        : words('cli.names.noSuchAccount', { name: quoted(w) }),
    )
  }
  if (accounts.length === 0)
    throw new CliFailure('account-not-found', words('cli.names.noAccountYet'))
  if (accounts.length > 1) {
    throw new CliFailure(
      'account-ambiguous',
      words('cli.names.severalAccounts', {
        count: accounts.length,
        listed: listOf(accounts.map(personText)),
      }),
    )
  }
  return accounts[0]!.user_id
}

/**
 * The user ids of the people `texts` name for `userId`'s wallet: ids as they are, names and Mixin
 * IDs among its contacts and the wallet's own accounts.
 * @param option the option the texts came from, for refusals
 * @throws CliFailure 'invalid-input' for a name that fits nobody, or several people
 */
export async function peopleNamed(
  core: Core,
  userId: string,
  texts: readonly string[],
  option: string,
): Promise<string[]> {
  const ids: string[] = []
  for (const text of texts)
    ids.push(isName(text) ? await personNamed(core, userId, text.trim(), option) : text.trim())
  return ids
}

async function personNamed(
  core: Core,
  userId: string,
  text: string,
  option: string,
): Promise<string> {
  const byNumber = IDENTITY_NUMBER.test(text)
  // Contacts whose name contains the text (or whose Mixin ID starts with it), described first where the service can be reached.
  const near: Known[] = await core.people.search(userId, text, 1000)
  // The wallet's own accounts by the names the service gives them, asked where the wallet does not know them yet.
  await core.people.get(
    userId,
    core.accounts.list().map((a) => a.user_id),
  )
  const everyone = new Map([...near, ...ownAccounts(core)].map((p) => [p.user_id, p]))
  const exact = [...everyone.values()].filter((p) => fits(p, text))
  if (exact.length === 1) return exact[0]!.user_id
  if (exact.length > 1) {
    throw new CliFailure(
      'invalid-input',
      words('cli.names.personAmbiguous', {
        option,
        name: quoted(text),
        by: byNumber ? 'number' : 'name',
        count: exact.length,
        listed: listOf(exact.map(personText)),
      }),
    )
  }
  throw new CliFailure(
    'invalid-input',
    words('cli.names.nobody', {
      option,
      name: quoted(text),
      by: byNumber ? 'number' : 'name',
      hasNear: near.length > 0 ? 'yes' : 'no',
      near: listOf(near.map(personText)),
    }),
  )
}

/** A shared account a name picks, and the accounts of this wallet that follow it. */
export interface NamedAccount {
  readonly members: readonly string[]
  readonly threshold: number
  readonly followers: readonly string[]
}

const accountWords = (a: SharedAccount, nameOf: (id: string) => string) =>
  t('cli.names.account', {
    hasLabel: a.label ? 'yes' : 'no',
    label: quoted(a.label),
    members: membersText(a.members, a.threshold, nameOf),
    address: a.address,
  })

/**
 * The shared account `text` names: its MIX address, or the name it was given in this wallet (by
 * any of the wallet's accounts).
 * @throws CliFailure 'invalid-input' when it names none, or several
 */
export function sharedAccountNamed(core: Core, text: string, option = '--account'): NamedAccount {
  const typed = text.trim()
  if (/^MIX/.test(typed)) {
    let mix
    try {
      mix = parseMixAddress(typed)
    } catch {
      throw new CliFailure(
        'invalid-input',
        words('cli.names.badMix', { option, text: quoted(typed) }),
      )
    }
    if (mix.kind !== 'uuid')
      throw new CliFailure('invalid-input', words('cli.names.mixOfAddresses', { option }))
    const sorted = [...mix.members].sort()
    const followers = core.accounts
      .list()
      .filter((a) =>
        core.treasury
          .list(a.user_id)
          .accounts.some(
            (s) =>
              s.status === 'followed' &&
              s.threshold === mix.threshold &&
              s.members.join() === sorted.join(),
          ),
      )
    return {
      members: mix.members,
      threshold: mix.threshold,
      followers: followers.map((a) => a.user_id),
    }
  }
  const fold = searchFold(typed)
  const found = new Map<string, { account: SharedAccount; followers: string[] }>()
  const all: SharedAccount[] = []
  for (const own of core.accounts.list()) {
    for (const s of core.treasury.list(own.user_id).accounts) {
      if (s.status !== 'followed') continue
      all.push(s)
      if (s.label === '' || searchFold(s.label) !== fold) continue
      const key = `${s.members_hash}/${s.threshold}`
      const hit = found.get(key) ?? { account: s, followers: [] }
      hit.followers.push(own.user_id)
      found.set(key, hit)
    }
  }
  const names = new Map(
    core.people
      .cached([...new Set(all.flatMap((a) => a.members))])
      .map((p) => [p.user_id, terminalText(p.full_name.trim()) || p.user_id]),
  )
  const nameOf = (id: string) => names.get(id) ?? id
  const hits = [...found.values()]
  if (hits.length === 1)
    return {
      members: hits[0]!.account.members,
      threshold: hits[0]!.account.threshold,
      followers: hits[0]!.followers,
    }
  if (hits.length > 1) {
    throw new CliFailure(
      'invalid-input',
      words('cli.names.sharedAmbiguous', {
        option,
        count: hits.length,
        name: quoted(typed),
        listed: listOf(hits.map((h) => accountWords(h.account, nameOf))),
      }),
    )
  }
  const labelled = [
    ...new Map(
      all.filter((a) => a.label !== '').map((a) => [`${a.members_hash}/${a.threshold}`, a]),
    ).values(),
  ]
  throw new CliFailure(
    'invalid-input',
    words('cli.names.noShared', {
      option,
      name: quoted(typed),
      hasNamed: labelled.length > 0 ? 'yes' : 'no',
      named: listOf(labelled.map((a) => quoted(a.label))),
    }),
  )
}

/** "USDT (Tether USD on ETH, asset 4d8c508b-…)", as a refusal lists assets. */
function assetText(a: AssetInfo, chains: ReadonlyMap<string, AssetInfo>): string {
  const chain = a.chain_id !== a.asset_id ? chains.get(a.chain_id)?.symbol : undefined
  const asset = { symbol: terminalText(a.symbol), name: terminalText(a.name), id: a.asset_id }
  return chain
    ? t('cli.names.assetOnChain', { ...asset, chain: terminalText(chain) })
    : t('cli.names.asset', asset)
}

/**
 * The asset `text` names among those a shared account holds: its id as it is, or its symbol.
 * @param held the assets the account holds as the wallet last saw it
 * @param refresh the same after reading the account from the service, tried once when the symbol fits none
 * @throws CliFailure 'invalid-input' when the account holds no asset of that symbol, or several
 */
export async function assetNamed(
  core: Core,
  userId: string,
  text: string,
  held: readonly string[],
  refresh: () => Promise<readonly string[]>,
): Promise<string> {
  const typed = text.trim()
  if (isUuid(typed)) return typed.toLowerCase()
  const bySymbol = async (ids: readonly string[]) => {
    const symbols = await describeAssets(core, userId, ids)
    return {
      symbols,
      matches: [...symbols.values()].filter(
        (a) => a.symbol.trim().toLowerCase() === typed.toLowerCase(),
      ),
    }
  }
  let assets = held
  let found = await bySymbol(assets)
  if (found.matches.length === 0) found = await bySymbol((assets = await refresh()))
  const { symbols, matches } = found
  if (matches.length === 1) return matches[0]!.asset_id
  const chains = await describeAssets(
    core,
    userId,
    [...symbols.values()].map((a) => a.chain_id),
  )
  if (matches.length > 1) {
    throw new CliFailure(
      'invalid-input',
      words('cli.names.assetAmbiguous', {
        count: matches.length,
        symbol: quoted(typed),
        listed: listOf(matches.map((a) => assetText(a, chains))),
      }),
    )
  }
  throw new CliFailure(
    'invalid-input',
    assets.length === 0
      ? words('cli.names.noAssetEmpty', { symbol: quoted(typed) })
      : words('cli.names.noAsset', {
          symbol: quoted(typed),
          listed: listOf(
            assets.map((id) =>
              symbols.has(id)
                ? assetText(symbols.get(id)!, chains)
                : t('cli.names.assetId', { id }),
            ),
          ),
        }),
  )
}
