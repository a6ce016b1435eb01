/**
 * `cosigner wallet export-ledger`: the ledger of one shared account for the accountant — one row per
 * movement in or out (deposits, payments received, payments made; change kept out), the asset's
 * symbol, the amount, who paid or was paid by name and id, the memo, the request and transaction,
 * and the time in one ISO format — as the app's export writes it (the core's ledger service). Synced
 * from the service first; offline, from what the wallet saw last, and it says so.
 * @module
 */
import { writeFileSync } from 'node:fs'
import { words } from '../../shared/i18n/words'
import path from 'node:path'
import type { Core } from '../../main/core'
import { CSV_BOM } from '../../shared/csv'
import { UUID_PATTERN } from '../../shared/api/uuid'
import { buildMixAddress, membersHash } from '../../shared/kernel'
import { describeAssets, syncOrCache, terminalText, timeText } from './format'
import { assetNamed } from './names'
import { CliFailure, fileProblem } from './session'
import { accountGiven, actingFor, heldAssets, type AccountGiven } from './shared-account'
import { stringOption, type WalletRun, type WalletSubcommand } from './subcommand'
import { quote, t, tr } from '../words'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A day given as YYYY-MM-DD: the local midnight that starts it (`start`) or ends it (`end`), in ms. */
function dayOption(w: WalletRun, name: string, edge: 'start' | 'end'): number | undefined {
  const text = stringOption(w, name)
  if (text === undefined) return undefined
  const m = DAY.exec(text.trim())
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]) - 1, Number(m[3])] : [0, 0, 0]
  const day = new Date(y, mo, d)
  if (!m || day.getFullYear() !== y || day.getMonth() !== mo || day.getDate() !== d) {
    throw new CliFailure(
      'invalid-input',
      words('cli.ledger.badDay', { option: `--${name}`, text: text.slice(0, 32) }),
    )
  }
  return edge === 'end' ? new Date(y, mo, d + 1).getTime() : day.getTime()
}

/** The shared account the options name (by name or MIX address, or members and threshold), or none. */
function accountOptions(w: WalletRun): AccountGiven | undefined {
  const address = stringOption(w, 'address')
  const given = accountGiven(w, 'export', { optional: true })
  if (address !== undefined && (given.account !== undefined || given.members !== undefined)) {
    throw new CliFailure('invalid-input', words('cli.ledger.nameIt'))
  }
  if (address !== undefined) return { account: address }
  return given.account !== undefined || given.members !== undefined ? given : undefined
}

/** The shared account the wallet follows, when it follows only one. */
function onlyFollowed(core: Core, userId: string): { members: string[]; threshold: number } {
  const followed = core.treasury.list(userId).accounts.filter((a) => a.status === 'followed')
  if (followed.length === 1)
    return { members: [...followed[0]!.members], threshold: followed[0]!.threshold }
  if (followed.length === 0) {
    throw new CliFailure('shared-account-not-found', words('cli.ledger.noneFollowed'))
  }
  const list = followed
    .map((a) => (a.label ? quote(terminalText(a.label)) : a.address))
    .join(t('cli.names.listSeparator'))
  throw new CliFailure(
    'account-ambiguous',
    words('cli.ledger.severalFollowed', { count: followed.length, list }),
  )
}

/** The assets the account's ledger moved, and those it holds. */
function ledgerAssets(
  core: Core,
  userId: string,
  members: readonly string[],
  threshold: number,
): string[] {
  const moved = core.ledger
    .exportLedger(userId, { members_hash: membersHash(members), threshold }, {})
    .rows.map((r) => r.asset_id)
  return [...new Set([...moved, ...heldAssets(core, userId, members, threshold)])]
}

export const exportLedgerSubcommand: WalletSubcommand = {
  name: 'export-ledger',
  synopsis:
    // words-exempt: the command's syntax, its placeholders as options name them
    'export-ledger [--account NAME|MIX… | --members ID|NAME,… --threshold T] [--asset SYMBOL|UUID] [--since DAY] [--until DAY] [--out FILE]',
  description: () => t('cli.exportLedger.description'),
  options: {
    members: { type: 'string' },
    threshold: { type: 'string' },
    address: { type: 'string' },
    asset: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    out: { type: 'string' },
  },
  positionals: 0,
  async run(w) {
    const given = accountOptions(w)
    const asset = stringOption(w, 'asset')
    const since = dayOption(w, 'since', 'start')
    const until = dayOption(w, 'until', 'end')
    if (since !== undefined && until !== undefined && until <= since)
      throw new CliFailure('invalid-input', words('cli.ledger.untilBeforeSince'))
    const out = stringOption(w, 'out')
    // Any account of the wallet that follows it can read it: the ledger is the same.
    const named = given ? await actingFor(w, given, { anyFollower: true }) : undefined
    const { core, baseUrl, userId } = named ?? (await w.acting())
    const account = named
      ? { members: named.members, threshold: named.threshold }
      : onlyFollowed(core, userId)
    if (!account.members.includes(userId))
      throw new CliFailure('invalid-input', words('cli.ledger.notAMember'))
    const key = { members_hash: membersHash(account.members), threshold: account.threshold }
    if (
      core.treasury
        .list(userId)
        .accounts.find((a) => a.members_hash === key.members_hash && a.threshold === key.threshold)
        ?.status !== 'followed'
    ) {
      throw new CliFailure(
        'shared-account-not-found',
        words('cli.ledger.notFollowed', { address: buildMixAddress(account) }),
      )
    }
    const synced = await syncOrCache(
      w,
      baseUrl,
      'ledger',
      async () => {
        await core.treasury.sync(userId)
        await core.requests.sync(userId)
      },
      () =>
        core.treasury
          .list(userId)
          .accounts.find(
            (a) => a.members_hash === key.members_hash && a.threshold === key.threshold,
          )?.synced_at ?? null,
    )
    const assetId =
      asset === undefined
        ? undefined
        : await assetNamed(
            core,
            userId,
            asset,
            ledgerAssets(core, userId, account.members, account.threshold),
            async () => ledgerAssets(core, userId, account.members, account.threshold),
          )
    // The header in the terminal's language (LC_ALL, LC_MESSAGES, LANG); the rows as they are.
    const range = { assetId, since, until, locale: tr().locale }
    const first = core.ledger.exportLedger(userId, key, range)
    // Names and symbols the wallet has not cached yet are asked for (offline: what it knows), then the ledger is written with them.
    const ids = [
      ...new Set([
        ...account.members,
        ...first.rows.flatMap((r) => r.counterparty_ids.filter((id) => UUID_PATTERN.test(id))),
      ]),
    ]
    await core.people.get(userId, ids, { offline: !synced })
    if (synced)
      await describeAssets(
        core,
        userId,
        first.rows.map((r) => r.asset_id),
      )
    const ledger = core.ledger.exportLedger(userId, key, range)
    const what = {
      threshold: account.threshold,
      count: account.members.length,
      name: terminalText(ledger.account.name),
      rows: ledger.rows.length,
      read: ledger.synced_at === null ? 'never' : 'read',
      at: ledger.synced_at === null ? '' : timeText(ledger.synced_at),
    }
    if (out !== undefined) {
      const file = path.resolve(out)
      try {
        writeFileSync(file, ledger.csv)
      } catch (e) {
        throw new CliFailure(
          'invalid-input',
          words('cli.file.unwritable', { option: '--out', file, ...fileProblem(e) }),
        )
      }
      return {
        text: t('cli.ledger.wrote', { ...what, file }),
        json: { file, ...ledger, csv: undefined },
      }
    }
    if (!w.values.json) w.note(t('cli.ledger.heading', what))
    return { text: ledger.csv.replace(CSV_BOM, ''), json: { ...ledger, csv: undefined } }
  },
}
