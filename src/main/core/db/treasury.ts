/**
 * The treasury in the cache (migrations 50 and 80): the shared accounts (members + threshold) the
 * wallet follows or was offered, each with a local label and how far its outputs were read; outputs
 * as the service lists them per shared account; and balances per shared account and asset,
 * recomputed in the same transaction as every write so reading them is one indexed lookup.
 * Outputs come from a parsed service response, so they are not parsed again here (a 10,000-output
 * sync writes in one go); the table's CHECKs still refuse what could not be an output.
 * @module
 */

import type { Database } from 'better-sqlite3'
import { z } from 'zod'
import { Hash, Uuid } from '../../../shared/api/common'
import { formatAmount, parseAmount } from '../../../shared/kernel'
import { guard } from './errors'
import { parseArg } from './validate'

export type OutputState = 'unspent' | 'signed' | 'spent'

/** An output to store: the service's fields the wallet reads, times in ms. */
export interface OutputInput {
  readonly output_id: string
  readonly sequence: number
  readonly transaction_hash: string
  readonly output_index: number
  readonly asset_id: string
  readonly amount: string
  /** The owners, as listed (their hash and the threshold name the shared account). */
  readonly members: readonly string[]
  readonly members_hash: string
  readonly threshold: number
  readonly state: OutputState
  readonly request_id: string | null
  readonly signed_by: string
  readonly senders_hash: string
  readonly inscription_hash: string | null
  /** Its one-time keys (null for outputs stored before they were kept). */
  readonly keys: readonly string[] | null
  readonly created_at: number
  readonly updated_at: number
  /** Who paid it and their threshold (none for a deposit); absent when not served. */
  readonly senders?: readonly string[] | null
  readonly senders_threshold?: number | null
  /** Its transaction's memo as served (hex), when short enough to keep. */
  readonly extra?: string | null
}

export interface OutputRow extends Omit<
  OutputInput,
  'members' | 'senders' | 'senders_threshold' | 'extra'
> {
  readonly synced_at: number
  /** Null for outputs stored before migration 90 (until read again). */
  readonly senders: string[] | null
  readonly senders_threshold: number | null
  readonly extra: string | null
}

/** Followed: the user added it, and every sync reads it; offered: met in a request or link, waiting for the user. */
export type SharedAccountStatus = 'followed' | 'offered'

export interface SharedAccountRow {
  readonly members_hash: string
  readonly threshold: number
  /** Sorted user ids. */
  readonly members: string[]
  readonly label: string
  readonly status: SharedAccountStatus
  readonly first_seen_at: number
  /** When its outputs were last read, ms; null before. */
  readonly synced_at: number | null
  /** The `sequence` its history is read from next. */
  readonly history_cursor: number
}

export interface BalanceRow {
  readonly members_hash: string
  readonly threshold: number
  readonly asset_id: string
  /** Spendable now: unspent outputs, collectibles left out. */
  readonly unspent: string
  /** Locked by pending requests (outputs in state `signed`). */
  readonly locked: string
  readonly unspent_outputs: number
  readonly locked_outputs: number
  readonly collectibles: number
  readonly updated_at: number
}

/** Outputs of one shared account, for the queries that take one. */
export interface SharedAccountKey {
  readonly members_hash: string
  readonly threshold: number
}

/** What a complete read of a shared account's live outputs (of one asset, or all) says is still live. */
export interface Settled {
  readonly key: SharedAccountKey
  readonly live: ReadonlySet<string>
  readonly assetId?: string
}

/** A shared account to follow or offer: its members (sorted here) name it with the threshold. */
export interface SharedAccountInput extends SharedAccountKey {
  readonly members: readonly string[]
}

export interface TreasuryStore {
  /**
   * Stores outputs as listed (an output already stored gets its state, request, keys and times
   * updated). With `settled`, every output of that shared account (of `settled.assetId` only, when
   * given) that is not spent here and not in `settled.live` is marked spent: the service no longer
   * lists it as unspent or locked. Then every balance of the account is brought up to date. One
   * transaction.
   */
  write(
    accountId: string,
    outputs: readonly OutputInput[],
    settled?: Settled,
  ): { written: number; added: number; settled: number }
  /**
   * Follows a shared account, or offers it when the user has not added it: an offered one becomes
   * followed when followed, a followed one is never demoted. A label, when given, replaces the old one.
   */
  follow(
    accountId: string,
    account: SharedAccountInput,
    status: SharedAccountStatus,
    label?: string,
  ): SharedAccountRow
  /** Forgets a shared account and its outputs (and so its balances). @returns false when it was not known */
  unfollow(accountId: string, key: SharedAccountKey): boolean
  /** Records a read of a shared account's outputs: when, and the sequence its history continues from. */
  markSynced(accountId: string, key: SharedAccountKey, at: number, historyCursor: number): void
  /** Every shared account known, followed and offered, oldest first. */
  sharedAccounts(accountId: string): SharedAccountRow[]
  sharedAccount(accountId: string, key: SharedAccountKey): SharedAccountRow | undefined
  /** The outputs of a shared account locked by requests (state `signed`). */
  locked(accountId: string, key: SharedAccountKey): OutputRow[]
  /** @returns false when the shared account is not known */
  setLabel(accountId: string, key: SharedAccountKey, label: string): boolean
  /** Balances of every shared account, or of one, by asset. */
  balances(accountId: string, key?: SharedAccountKey): BalanceRow[]
  /** The unspent outputs of one asset that a payment may spend (collectibles never), oldest first. */
  spendable(accountId: string, key: SharedAccountKey, assetId: string): OutputRow[]
  byReference(
    accountId: string,
    transactionHash: string,
    outputIndex: number,
  ): OutputRow | undefined
  /** Outputs locked or spent by a transaction, and the change it paid back to their owners. */
  spentBy(accountId: string, transactionHash: string): OutputRow[]
  /** The newest outputs of one asset of a shared account, by sequence (what it received). */
  received(accountId: string, key: SharedAccountKey, assetId: string, limit: number): OutputRow[]
  /** The newest locked or spent outputs of one asset of a shared account, by last change. */
  spent(accountId: string, key: SharedAccountKey, assetId: string, limit: number): OutputRow[]
  /** Outputs created by these transactions, of one asset of a shared account (their change). */
  createdBy(
    accountId: string,
    key: SharedAccountKey,
    assetId: string,
    transactionHashes: readonly string[],
  ): OutputRow[]
  /** Every output of a shared account (of one asset, when given), by sequence: its whole synced history. */
  allOf(accountId: string, key: SharedAccountKey, assetId?: string): OutputRow[]
}

const OUTPUT_COLUMNS = `output_id, sequence, transaction_hash, output_index, asset_id, amount, members_hash, threshold, state,
  request_id, signed_by, senders_hash, inscription_hash, keys_json, created_at, updated_at, synced_at, senders_json, senders_threshold, extra`
const BALANCE_COLUMNS =
  'members_hash, threshold, asset_id, unspent, locked, unspent_outputs, locked_outputs, collectibles, updated_at'
const Label = z.string().trim().max(64, 'expected at most 64 characters')
const Key = z.object({ members_hash: Hash, threshold: z.number().int().min(1).max(64) })
const Limit = z.number().int().min(1).max(10_000)

interface SharedRow {
  members_hash: string
  threshold: number
  members_json: string
  label: string
  first_seen_at: number
  status: SharedAccountStatus
  synced_at: number | null
  history_cursor: number
}

/** An output row as read: its keys and senders parsed. */
const withKeys = (
  r: Omit<OutputRow, 'senders'> & { keys_json?: string | null; senders_json?: string | null },
): OutputRow => {
  const { keys_json, senders_json, ...rest } = r
  return {
    ...rest,
    keys: keys_json ? (JSON.parse(keys_json) as string[]) : null,
    senders: senders_json ? (JSON.parse(senders_json) as string[]) : null,
  }
}

interface Sum {
  unspent: bigint
  locked: bigint
  unspentOutputs: number
  lockedOutputs: number
  collectibles: number
}

export function treasuryStore(db: Database, now: () => number): TreasuryStore {
  const upsert = db.prepare(`
    INSERT INTO outputs (account_id, ${OUTPUT_COLUMNS})
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (account_id, output_id) DO UPDATE SET
      state = excluded.state, request_id = excluded.request_id, signed_by = excluded.signed_by,
      keys_json = coalesce(excluded.keys_json, keys_json), updated_at = excluded.updated_at, synced_at = excluded.synced_at,
      senders_json = coalesce(excluded.senders_json, senders_json), senders_threshold = coalesce(excluded.senders_threshold, senders_threshold),
      extra = coalesce(excluded.extra, extra)`)
  // Outputs of a shared account the wallet does not know yet make it an offered one, never a followed one.
  const addShared =
    db.prepare(`INSERT OR IGNORE INTO shared_accounts (account_id, members_hash, threshold, members_json, label, first_seen_at, status)
    VALUES (?, ?, ?, ?, '', ?, 'offered')`)
  const followShared =
    db.prepare(`INSERT INTO shared_accounts (account_id, members_hash, threshold, members_json, label, first_seen_at, status)
    VALUES (@account, @members_hash, @threshold, @members_json, coalesce(@label, ''), @at, @status)
    ON CONFLICT (account_id, members_hash, threshold) DO UPDATE SET
      status = CASE WHEN excluded.status = 'followed' THEN 'followed' ELSE status END,
      label = CASE WHEN @label IS NULL THEN label ELSE excluded.label END`)
  const unfollowOutputs = db.prepare(
    'DELETE FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ?',
  )
  const unfollowShared = db.prepare(
    'DELETE FROM shared_accounts WHERE account_id = ? AND members_hash = ? AND threshold = ?',
  )
  const markSynced = db.prepare(
    'UPDATE shared_accounts SET synced_at = ?, history_cursor = ? WHERE account_id = ? AND members_hash = ? AND threshold = ?',
  )
  const liveOf = db
    .prepare<[string, string, number], string>(
      `SELECT output_id FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND state <> 'spent'`,
    )
    .pluck()
  const liveOfAsset = db
    .prepare<[string, string, number, string], string>(
      `SELECT output_id FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND state <> 'spent' AND asset_id = ?`,
    )
    .pluck()
  const lockedOf = db.prepare<[string, string, number], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND state = 'signed' ORDER BY sequence`,
  )
  const markSpent = db.prepare(
    `UPDATE outputs SET state = 'spent', synced_at = ? WHERE account_id = ? AND output_id = ?`,
  )
  const groups = db.prepare<
    [string],
    { members_hash: string; threshold: number; asset_id: string }
  >('SELECT DISTINCT members_hash, threshold, asset_id FROM outputs WHERE account_id = ?')
  const live = db.prepare<
    [string],
    {
      members_hash: string
      threshold: number
      asset_id: string
      state: OutputState
      amount: string
      nft: number
    }
  >(
    `SELECT members_hash, threshold, asset_id, state, amount, inscription_hash IS NOT NULL AS nft
     FROM outputs WHERE account_id = ? AND state <> 'spent'`,
  )
  const clearBalances = db.prepare('DELETE FROM balances WHERE account_id = ?')
  const addBalance = db.prepare(
    `INSERT INTO balances (account_id, ${BALANCE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const SHARED_COLUMNS =
    'members_hash, threshold, members_json, label, first_seen_at, status, synced_at, history_cursor'
  const shared = db.prepare<[string], SharedRow>(
    `SELECT ${SHARED_COLUMNS} FROM shared_accounts WHERE account_id = ? ORDER BY first_seen_at, members_hash, threshold`,
  )
  const sharedOne = db.prepare<[string, string, number], SharedRow>(
    `SELECT ${SHARED_COLUMNS} FROM shared_accounts WHERE account_id = ? AND members_hash = ? AND threshold = ?`,
  )
  const setLabel = db.prepare(
    'UPDATE shared_accounts SET label = ? WHERE account_id = ? AND members_hash = ? AND threshold = ?',
  )
  const balancesAll = db.prepare<[string], BalanceRow>(
    `SELECT ${BALANCE_COLUMNS} FROM balances WHERE account_id = ? ORDER BY members_hash, threshold, asset_id`,
  )
  const balancesOne = db.prepare<[string, string, number], BalanceRow>(
    `SELECT ${BALANCE_COLUMNS} FROM balances WHERE account_id = ? AND members_hash = ? AND threshold = ? ORDER BY asset_id`,
  )
  const spendable = db.prepare<[string, string, number, string], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs
     WHERE account_id = ? AND members_hash = ? AND threshold = ? AND asset_id = ? AND state = 'unspent' AND inscription_hash IS NULL
     ORDER BY sequence`,
  )
  const byReference = db.prepare<[string, string, number], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND transaction_hash = ? AND output_index = ?`,
  )
  const spentBy = db.prepare<[string, string], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND signed_by = ? ORDER BY sequence`,
  )
  const received = db.prepare<[string, string, number, string, number], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND asset_id = ?
     ORDER BY sequence DESC LIMIT ?`,
  )
  const spent = db.prepare<[string, string, number, string, number], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND asset_id = ? AND state <> 'unspent'
     ORDER BY updated_at DESC, sequence DESC LIMIT ?`,
  )
  const allOf = db.prepare<[string, string, number], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? ORDER BY sequence`,
  )
  const allOfAsset = db.prepare<[string, string, number, string], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND asset_id = ? ORDER BY sequence`,
  )
  const createdBy = db.prepare<[string, string, number, string, string], OutputRow>(
    `SELECT ${OUTPUT_COLUMNS} FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND asset_id = ?
       AND transaction_hash IN (SELECT value FROM json_each(?))`,
  )

  const toShared = (r: SharedRow): SharedAccountRow => ({
    members_hash: r.members_hash,
    threshold: r.threshold,
    members: JSON.parse(r.members_json) as string[],
    label: r.label,
    status: r.status,
    first_seen_at: r.first_seen_at,
    synced_at: r.synced_at,
    history_cursor: r.history_cursor,
  })

  function recomputeBalances(accountId: string, at: number): void {
    const sums = new Map<string, Sum>()
    const keyOf = (g: { members_hash: string; threshold: number; asset_id: string }) =>
      `${g.members_hash}|${g.threshold}|${g.asset_id}`
    for (const g of groups.all(accountId))
      sums.set(keyOf(g), {
        unspent: 0n,
        locked: 0n,
        unspentOutputs: 0,
        lockedOutputs: 0,
        collectibles: 0,
      })
    for (const o of live.iterate(accountId)) {
      const s = sums.get(keyOf(o))!
      if (o.nft) s.collectibles++
      else if (o.state === 'unspent') {
        s.unspent += parseAmount(o.amount)
        s.unspentOutputs++
      } else {
        s.locked += parseAmount(o.amount)
        s.lockedOutputs++
      }
    }
    clearBalances.run(accountId)
    for (const [key, s] of sums) {
      const [membersHash, threshold, assetId] = key.split('|') as [string, string, string]
      addBalance.run(
        accountId,
        membersHash,
        Number(threshold),
        assetId,
        formatAmount(s.unspent),
        formatAmount(s.locked),
        s.unspentOutputs,
        s.lockedOutputs,
        s.collectibles,
        at,
      )
    }
  }

  const countOf = db
    .prepare<[string], number>('SELECT count(*) FROM outputs WHERE account_id = ?')
    .pluck()
  const write = db.transaction(
    (accountId: string, outputs: readonly OutputInput[], settled: Settled | undefined) => {
      const at = now()
      const before = countOf.get(accountId)!
      const seen = new Map<string, readonly string[]>()
      for (const o of outputs) {
        // Positional, in OUTPUT_COLUMNS order: binding by name builds an object per row.
        upsert.run(
          accountId,
          o.output_id,
          o.sequence,
          o.transaction_hash,
          o.output_index,
          o.asset_id,
          o.amount,
          o.members_hash,
          o.threshold,
          o.state,
          o.request_id,
          o.signed_by,
          o.senders_hash,
          o.inscription_hash,
          o.keys ? JSON.stringify(o.keys) : null,
          o.created_at,
          o.updated_at,
          at,
          o.senders ? JSON.stringify(o.senders) : null,
          o.senders_threshold ?? null,
          o.extra ?? null,
        )
        const k = `${o.members_hash}|${o.threshold}`
        if (!seen.has(k)) seen.set(k, o.members)
      }
      for (const [k, members] of seen) {
        const [membersHash, threshold] = k.split('|') as [string, string]
        addShared.run(
          accountId,
          membersHash,
          Number(threshold),
          JSON.stringify([...members].sort()),
          at,
        )
      }
      let marked = 0
      if (settled) {
        const { members_hash, threshold } = settled.key
        const stillLive =
          settled.assetId === undefined
            ? liveOf.all(accountId, members_hash, threshold)
            : liveOfAsset.all(accountId, members_hash, threshold, settled.assetId)
        for (const id of stillLive) {
          if (settled.live.has(id)) continue
          markSpent.run(at, accountId, id)
          marked++
        }
      }
      recomputeBalances(accountId, at)
      return { written: outputs.length, added: countOf.get(accountId)! - before, settled: marked }
    },
  )

  const account = (accountId: unknown) => parseArg(Uuid, accountId, 'accountId')
  const keyArg = (key: unknown) => parseArg(Key, key, 'key')
  /** The checked arguments naming one shared account, in the order its queries bind them. */
  const ofShared = (accountId: unknown, key: unknown) => {
    const k = keyArg(key)
    return [account(accountId), k.members_hash, k.threshold] as const
  }
  /** The same, narrowed to one asset. */
  const ofAsset = (accountId: unknown, key: unknown, assetId: unknown) =>
    [...ofShared(accountId, key), parseArg(Uuid, assetId, 'assetId')] as const

  return {
    write(accountId, outputs, settled) {
      const a = account(accountId)
      if (!Array.isArray(outputs)) throw new TypeError('"outputs" expected an array')
      if (settled) {
        keyArg(settled.key)
        if (settled.assetId !== undefined) parseArg(Uuid, settled.assetId, 'settled.assetId')
      }
      return guard(() => write(a, outputs, settled))
    },
    follow(accountId, input, status, label) {
      const a = account(accountId)
      const k = keyArg({ members_hash: input.members_hash, threshold: input.threshold })
      const members = parseArg(z.array(Uuid).min(1).max(64), [...input.members], 'members')
      const l = label === undefined ? null : parseArg(Label, label, 'label')
      guard(() =>
        followShared.run({
          account: a,
          members_hash: k.members_hash,
          threshold: k.threshold,
          members_json: JSON.stringify([...members].sort()),
          label: l,
          at: now(),
          status,
        }),
      )
      return toShared(guard(() => sharedOne.get(a, k.members_hash, k.threshold))!)
    },
    unfollow(accountId, key) {
      const a = account(accountId)
      const k = keyArg(key)
      return guard(() =>
        db.transaction(() => {
          unfollowOutputs.run(a, k.members_hash, k.threshold)
          return unfollowShared.run(a, k.members_hash, k.threshold).changes === 1
        })(),
      )
    },
    markSynced(accountId, key, at, historyCursor) {
      const args = ofShared(accountId, key)
      guard(() => markSynced.run(at, historyCursor, ...args))
    },
    locked(accountId, key) {
      const args = ofShared(accountId, key)
      return guard(() => lockedOf.all(...args)).map(withKeys)
    },
    sharedAccounts(accountId) {
      return guard(() => shared.all(account(accountId))).map(toShared)
    },
    sharedAccount(accountId, key) {
      const args = ofShared(accountId, key)
      const row = guard(() => sharedOne.get(...args))
      return row && toShared(row)
    },
    setLabel(accountId, key, label) {
      const k = keyArg(key)
      const l = parseArg(Label, label, 'label')
      return guard(
        () => setLabel.run(l, account(accountId), k.members_hash, k.threshold).changes === 1,
      )
    },
    balances(accountId, key) {
      const a = account(accountId)
      if (key === undefined) return guard(() => balancesAll.all(a))
      const k = keyArg(key)
      return guard(() => balancesOne.all(a, k.members_hash, k.threshold))
    },
    spendable(accountId, key, assetId) {
      const args = ofAsset(accountId, key, assetId)
      return guard(() => spendable.all(...args)).map(withKeys)
    },
    byReference(accountId, transactionHash, outputIndex) {
      const row = guard(() =>
        byReference.get(
          account(accountId),
          parseArg(Hash, transactionHash, 'transactionHash'),
          outputIndex,
        ),
      )
      return row && withKeys(row)
    },
    spentBy(accountId, transactionHash) {
      return guard(() =>
        spentBy.all(account(accountId), parseArg(Hash, transactionHash, 'transactionHash')),
      ).map(withKeys)
    },
    received(accountId, key, assetId, limit) {
      const args = ofAsset(accountId, key, assetId)
      const l = parseArg(Limit, limit, 'limit')
      return guard(() => received.all(...args, l)).map(withKeys)
    },
    spent(accountId, key, assetId, limit) {
      const args = ofAsset(accountId, key, assetId)
      const l = parseArg(Limit, limit, 'limit')
      return guard(() => spent.all(...args, l)).map(withKeys)
    },
    createdBy(accountId, key, assetId, transactionHashes) {
      keyArg(key) // before the list, as in every query that takes a key
      const hashes = parseArg(z.array(Hash).max(10_000), transactionHashes, 'transactionHashes')
      if (hashes.length === 0) return []
      const args = ofAsset(accountId, key, assetId)
      return guard(() => createdBy.all(...args, JSON.stringify(hashes))).map(withKeys)
    },
    allOf(accountId, key, assetId) {
      if (assetId === undefined) {
        const args = ofShared(accountId, key)
        return guard(() => allOf.all(...args)).map(withKeys)
      }
      const args = ofAsset(accountId, key, assetId)
      return guard(() => allOfAsset.all(...args)).map(withKeys)
    },
  }
}
