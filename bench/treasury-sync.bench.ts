/**
 * The treasury at scale: syncing 10,000 outputs of three followed shared accounts into the wallet's
 * cache (goal: the sync ≤ 1 s), and reading the balances the accounts screen shows (goal ≤ 10 ms),
 * each beside a bare SQLite baseline measured in the same run.
 *
 * The outputs listing is served by a small node:http server on loopback that answers
 * `GET /safe/outputs?members&threshold&state&offset&limit&order` as the public API does, per shared
 * account, with schema-valid synthetic outputs (three shared accounts, three assets; half unspent, 5%
 * locked by pending requests, the rest spent), so the figures are the core's own (HTTP client,
 * parsing, SQLite, balances) and not the sequencer's; depositing 10,000 outputs into the real
 * sequencer would mostly measure its ghost-key derivation. The keychain is an in-memory one.
 *
 * A sync reads, per followed account, its live outputs (unspent, then locked) and the next stretch of
 * its history (at most 20 pages a sync; here each account's whole history, about 3,300 outputs, fits
 * in the first one), so it reads the live outputs twice. It is measured in parts — the fetch (per
 * account: live and history pages, each signed, read and parsed) and the write (per account one
 * transaction: outputs, every balance recomputed with bigint; the goal's figure, as for the request
 * queue in ./wallet-sync) — then end to end on a fresh wallet, held to the same second, and again
 * with nothing new (the live outputs read back to catch state changes, the history from its cursor).
 * Baselines: the same rows, in the same order, into a bare table of the same schema with one prepared
 * INSERT OR REPLACE and nothing of ours; and the balance as a bare `SUM` over that table grouped by
 * asset, amounts as integers.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { bareTableCopy } from './bare-table'
import type { SafeOutput, SafeOutputWire } from '../src/shared/api/ledger'
import { formatTime } from '../src/shared/api/time'
import { kernelAssetId, membersHash, parseAmount } from '../src/shared/kernel'
import { createCoreWithInternals, type CoreWithInternals } from '../src/main/core'
import { followAccount } from '../src/main/core/services/treasury/follow'
import { fetchOutputs, storeOutputs, syncOutputs } from '../src/main/core/services/treasury/sync'
import { memoryKeychain } from '../harness/keychain'
import { importAccount } from '../harness/wallet-lock'

const COUNT = 10_000
const ASSETS = [
  'c94ac88f-4671-3976-b60a-09064f1811e8',
  '4d8c508b-91c5-375b-92b0-ee702ed2dac5',
  'c6d0c728-2624-429b-8e0d-d9d19b6592fa',
]
const hex = (label: string) => createHash('sha256').update(label).digest('hex')

/** A shared account of the synthetic treasury. */
interface Group {
  readonly members: string[]
  readonly threshold: number
}

function synthesize(me: string, n: number): { groups: Group[]; outputs: SafeOutputWire[] } {
  const groups = [
    [me, randomUUID(), randomUUID()],
    [me, randomUUID()],
    [me, randomUUID(), randomUUID(), randomUUID(), randomUUID()],
  ].map((m) => ({ members: [...m].sort(), threshold: Math.max(1, m.length - 1) }))
  const outputs = Array.from({ length: n }, (_, i) => {
    const g = groups[i % groups.length]!
    const asset = ASSETS[Math.floor(i / groups.length) % ASSETS.length]!
    const state = i % 20 === 0 ? 'signed' : i % 2 === 0 ? 'spent' : 'unspent'
    const t = formatTime(BigInt(Date.UTC(2024, 0, 1) + i * 1000) * 1_000_000n)
    return {
      type: 'kernel_output',
      output_id: randomUUID(),
      transaction_hash: hex(`tx${i}`),
      output_index: i % 3,
      asset: kernelAssetId(asset),
      asset_id: asset,
      kernel_asset_id: kernelAssetId(asset),
      amount: `${1 + (i % 997)}.${String(i % 100_000_000).padStart(8, '0')}`,
      mask: hex(`mask${i}`),
      keys: g.members.map((_, j) => hex(`key${i}.${j}`)),
      senders_hash: '',
      senders_threshold: 0,
      senders: [],
      receivers_hash: membersHash(g.members),
      receivers_threshold: g.threshold,
      receivers: g.members,
      extra: '',
      state,
      sequence: i + 1,
      created_at: t,
      updated_at: t,
      signers: [],
      signed_by: state === 'unspent' ? '' : hex(`spender${Math.floor(i / 4)}`),
      signed_at: '0001-01-01T00:00:00Z',
      spent_at: '0001-01-01T00:00:00Z',
      ...(state === 'signed' ? { request_id: randomUUID() } : {}),
    } satisfies SafeOutputWire
  })
  return { groups, outputs }
}

function outputsServer(outputs: SafeOutputWire[]): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x')
    // The import's check of the keystore finds no service, as on an offline computer: the wallet
    // stores the account and checks it later; this stand-in serves only the lists the bench times.
    if (url.pathname === '/safe/me') return void req.socket.destroy()
    let data: SafeOutputWire[] = []
    if (url.pathname === '/safe/outputs') {
      const offset = Number(url.searchParams.get('offset') ?? 0)
      const limit = Number(url.searchParams.get('limit') ?? 500)
      const state = url.searchParams.get('state')
      const desc = url.searchParams.get('order') === 'DESC'
      // One shared account per query, named by its members hash and threshold, as on the public API.
      const members = url.searchParams.get('members')
      const threshold = Number(url.searchParams.get('threshold'))
      const matching = outputs.filter(
        (o) =>
          o.receivers_hash === members &&
          o.receivers_threshold === threshold &&
          (state === null || o.state === state) &&
          (desc ? o.sequence <= offset : o.sequence >= offset),
      )
      data = (desc ? matching.reverse() : matching).slice(0, limit)
    } else if (url.pathname === '/safe/assets/fetch') data = []
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ data }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** The floor under the write: the same rows into a bare table of the cache's schema, nothing else. */
function bareDb(cache: Database.Database, file: string): Database.Database {
  const db = bareTableCopy(cache, file, 'outputs')
  // The naive balance's column: amounts as integers of 10^-8, summed by SQLite.
  db.exec('ALTER TABLE outputs ADD COLUMN units INTEGER NOT NULL DEFAULT 0')
  return db
}

function bareWrite(db: Database.Database, userId: string, outputs: readonly SafeOutput[]): number {
  // OR REPLACE: a sync writes an output listed both as live and in the history twice, as this does.
  const insert = db.prepare(
    `INSERT OR REPLACE INTO outputs (account_id, output_id, sequence, transaction_hash, output_index, asset_id, amount, members_hash, threshold, state,
       request_id, signed_by, senders_hash, inscription_hash, created_at, updated_at, synced_at, units)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', NULL, 1, 1, 1, ?)`,
  )
  const start = performance.now()
  db.transaction(() => {
    for (const o of outputs) {
      insert.run(
        userId,
        o.output_id,
        o.sequence,
        o.transaction_hash,
        o.output_index,
        o.asset_id!,
        o.amount,
        o.receivers_hash,
        o.receivers_threshold,
        o.state,
        o.request_id || null,
        o.signed_by,
        parseAmount(o.amount),
      )
    }
  })()
  return performance.now() - start
}

const ms = (t: number) => `${t.toFixed(t < 10 ? 3 : 1)} ms`

async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now()
  const out = await fn()
  return [out, performance.now() - start]
}

function average(runs: number, fn: () => unknown): number {
  for (let i = 0; i < 20; i++) fn()
  const start = performance.now()
  for (let i = 0; i < runs; i++) fn()
  return (performance.now() - start) / runs
}

/** A wallet of `userId` following `groups` (no read yet: the bench times the reads). */
async function walletOn(
  dir: string,
  name: string,
  url: string,
  userId: string,
  groups: readonly Group[],
): Promise<CoreWithInternals> {
  const core = createCoreWithInternals({
    dataDir: join(dir, name),
    keychain: memoryKeychain(),
    scryptN: 1024,
    baseUrl: url,
  })
  await importAccount(
    core,
    JSON.stringify({
      app_id: userId,
      session_id: randomUUID(),
      server_public_key: 'd04ab232742bb4ab3a1368bd4615e4e6d0224ab71a016baf8520a332c9778737',
      session_private_key: Buffer.alloc(32, 7).toString('hex'),
    }),
  )
  for (const g of groups) followAccount(core.context, userId, g)
  return core
}

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-treasury-'))
  const userId = randomUUID()
  const { groups, outputs } = synthesize(userId, COUNT)
  const server = await outputsServer(outputs)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const parts = await walletOn(dir, 'parts', url, userId, groups)
  const whole = await walletOn(dir, 'whole', url, userId, groups)
  try {
    const client = parts.context.clientFor(userId)
    const followed = parts.cache.treasury.sharedAccounts(userId)
    // Per account as the sync does it: all its pages, then its write; the parts summed.
    let fetchMs = 0
    let writeMs = 0
    const written: SafeOutput[] = []
    for (const account of followed) {
      const [fetched, f] = await time(() => fetchOutputs(client, account))
      const [, w] = await time(() => storeOutputs(parts.context, userId, account, fetched))
      fetchMs += f
      writeMs += w
      written.push(...fetched.history, ...fetched.live)
    }
    const bare = bareDb(parts.cache.db, join(dir, 'baseline.sqlite'))
    const bareMs = bareWrite(bare, userId, written)

    const [first, syncMs] = await time(() => syncOutputs(whole.context, userId))
    const [again, againMs] = await time(() => syncOutputs(whole.context, userId))

    const group = whole.treasury.list(userId).accounts[0]!
    const key = { members_hash: group.members_hash, threshold: group.threshold }
    const listMs = average(200, () => whole.treasury.list(userId))
    const oneMs = average(200, () => whole.treasury.get(userId, key))
    const bareSum = bare.prepare(
      "SELECT asset_id, sum(units) AS units, count(*) AS n FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = ? AND state = 'unspent' GROUP BY asset_id",
    )
    const bareSumMs = average(200, () => bareSum.all(userId, key.members_hash, key.threshold))
    const historyMs = average(50, () => whole.treasury.history(userId, key, ASSETS[0]!))
    bare.close()

    console.log(
      `treasury sync of ${COUNT.toLocaleString('en-US')} outputs (listing on loopback, in-memory keychain)`,
    )
    console.log(
      `  fetch  (${followed.length} accounts, live + history, parsed)  ${ms(fetchMs)}   (${written.length.toLocaleString('en-US')} outputs read)`,
    )
    console.log(
      `  write  outputs, balances (1 tx/account)    ${ms(writeMs)}   (goal ≤ 1000 ms: ${writeMs <= 1000 ? 'meets' : 'MISSES'})`,
    )
    console.log(
      `  bare SQLite, same rows (baseline)          ${ms(bareMs)}   (the write is ${(writeMs / bareMs).toFixed(2)}× the baseline)`,
    )
    console.log(
      `  syncOutputs end to end, first sync         ${ms(syncMs)}   (fetch and write: ${syncMs <= 1000 ? 'within' : 'OVER'} 1000 ms; ${first.fetched} outputs read, ${first.accounts} shared accounts)`,
    )
    console.log(
      `  syncOutputs again, nothing new             ${ms(againMs)}   (${again.fetched} outputs read: the live ones read back, no history left)`,
    )
    console.log(`balance queries (avg)`)
    console.log(
      `  every account's balances (treasury.list)   ${ms(listMs)}   (goal ≤ 10 ms: ${listMs <= 10 ? 'meets' : 'MISSES'})`,
    )
    console.log(`  one account's balances (treasury.get)      ${ms(oneMs)}`)
    console.log(
      `  bare SUM … GROUP BY asset (baseline)       ${ms(bareSumMs)}   (treasury.get is ${(oneMs / bareSumMs).toFixed(2)}× the baseline)`,
    )
    console.log(`  one asset's history (200 lines)            ${ms(historyMs)}`)
  } finally {
    parts.close()
    whole.close()
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    rmSync(dir, { recursive: true, force: true })
  }
}
