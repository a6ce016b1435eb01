/**
 * A group's conversation arriving: 1,000 messages delivered over the real sequencer's Blaze
 * WebSocket on loopback, each read into its body, stored by the core in its SQLite cache and
 * acknowledged, until all are visible through `messages.list` (goal ≥ 2,000 messages/s). Two
 * cases: a backlog (posted while the wallet was away, delivered as one listing when it connects)
 * and a live stream (posted while connected, so the sequencer's own writes are in the figure too).
 *
 * The sequencer runs in this same process, so its work (storing, listing, gzip of each frame)
 * shares the CPU with the core's.
 *
 * The baseline, in the same run: the same 1,000 rows inserted into a bare table of the cache's
 * schema, one autocommit INSERT each as the core does, with nothing of ours (no parsing, no
 * socket). The keychain is an in-memory one.
 */
import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { bareTableCopy } from './bare-table'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signAccessToken } from '../src/shared/auth'
import { createCoreWithInternals, type CoreWithInternals } from '../src/main/core'
import { startSequencer } from '../src/sequencer/server'
import { provisionUser, type ProvisionedUser } from '../src/sequencer/users/provision'
import { memoryKeychain } from '../harness/keychain'
import { importAccount } from '../harness/wallet-lock'

const COUNT = 1000
const BATCH = 100

async function post(url: string, user: ProvisionedUser, body: unknown): Promise<void> {
  const text = JSON.stringify(body)
  const token = signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: user.sessionSeed,
    method: 'POST',
    uri: '/messages',
    body: text,
  })
  const res = await fetch(`${url}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: text,
  })
  if (!res.ok) throw new Error(`POST /messages: HTTP ${res.status} ${await res.text()}`)
}

/** Posts `COUNT` texts from `from` into `group`, 100 a call. */
async function postAll(
  url: string,
  from: ProvisionedUser,
  group: string,
  label: string,
): Promise<void> {
  for (let i = 0; i < COUNT; i += BATCH) {
    const batch = Array.from({ length: BATCH }, (_, j) => ({
      conversation_id: group,
      message_id: randomUUID(),
      category: 'PLAIN_TEXT',
      data_base64: Buffer.from(
        `${label} message ${i + j}: the rent is due on Friday, please review`,
      ).toString('base64url'),
    }))
    await post(url, from, batch)
  }
}

/** Resolves once `total` of the group's messages are listed; ms from `start`. */
async function visible(
  core: CoreWithInternals,
  me: string,
  group: string,
  total: number,
  start: number,
): Promise<number> {
  let change = 0
  for (;;) {
    const page = core.messages.list(me, group, { limit: 1 })
    const state = (await core.messages.wait(me, change, 0)).conversations.find(
      (c) => c.conversation_id === group,
    )
    if (
      page.messages.length > 0 &&
      state &&
      core.cache.db
        .prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?')
        .get(group) !== undefined
    ) {
      const n = (
        core.cache.db
          .prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ? AND category = ?')
          .get(group, 'PLAIN_TEXT') as { n: number }
      ).n
      if (n >= total) return performance.now() - start
    }
    change = (await core.messages.wait(me, change, 1000)).change
  }
}

/** The floor: the same rows, autocommit INSERTs into a bare copy of the table. */
function bareInserts(
  cacheDb: Database.Database,
  file: string,
  rows: ReadonlyArray<Record<string, unknown>>,
): number {
  const db = bareTableCopy(cacheDb, file, 'messages')
  const insert = db.prepare(`
    INSERT INTO messages (account_id, conversation_id, message_id, user_id, mine, category, body, quote_message_id, created_at, arrived_at, read_at, expires_at)
    VALUES (@account_id, @conversation_id, @message_id, @user_id, 0, 'PLAIN_TEXT', @body, NULL, @created_at, 1, NULL, NULL)`)
  const start = performance.now()
  for (const r of rows) insert.run(r)
  const elapsed = performance.now() - start
  db.close()
  return elapsed
}

const rate = (n: number, ms: number) =>
  `${Math.round((n / ms) * 1000).toLocaleString('en')} messages/s`

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-bench-messages-'))
  const server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  const core = createCoreWithInternals({
    dataDir: join(dir, 'wallet'),
    keychain: memoryKeychain(),
    scryptN: 1024,
    baseUrl: server.url,
    logger: { warn: () => {}, error: (m) => console.error(m) },
  })
  try {
    const alice = provisionUser(server.ctx, { fullName: 'Alice', register: true })
    const bob = provisionUser(server.ctx, { fullName: 'Bob', register: true })
    await importAccount(core, JSON.stringify(alice.keystore))
    const me = alice.userId
    const group = (await core.groups.create(me, { name: 'Bench', participants: [bob.userId] }))
      .conversation_id

    // A backlog: posted while the wallet is away, then delivered when it connects.
    await postAll(server.url, bob, group, 'backlog')
    const startBacklog = performance.now()
    let acceptedAt = 0
    core.events.on('watch', (e: { mode: string }) => {
      if (e.mode === 'blaze' && acceptedAt === 0) acceptedAt = performance.now()
    })
    const watcher = core.watch.start(me, { pollMs: 600_000 })
    const backlogMs = await visible(core, me, group, COUNT, startBacklog)
    const afterAcceptMs = startBacklog + backlogMs - acceptedAt

    // A live stream: posted while connected.
    const startLive = performance.now()
    await postAll(server.url, bob, group, 'live')
    const postedMs = performance.now() - startLive
    const liveMs = await visible(core, me, group, 2 * COUNT, startLive)
    watcher.stop()

    const listed = core.messages.list(me, group, { limit: 500 })
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      account_id: me,
      conversation_id: group,
      message_id: randomUUID(),
      user_id: bob.userId,
      body: JSON.stringify({
        kind: 'text',
        text: `baseline message ${i}: the rent is due on Friday, please review`,
      }),
      created_at: '2024-01-01T00:00:00.000000000Z',
    }))
    const bareMs = bareInserts(core.cache.db, join(dir, 'bare.sqlite'), rows)

    console.log(
      `backlog of ${COUNT} over Blaze → stored → listed: ${backlogMs.toFixed(0)} ms from connecting (${rate(COUNT, backlogMs)}; goal ≥ 2,000 messages/s)`,
    )
    console.log(
      `  of which after the service accepted the socket: ${afterAcceptMs.toFixed(0)} ms (${rate(COUNT, afterAcceptMs)})`,
    )
    console.log(
      `live stream of ${COUNT} (sequencer's own POSTs ${postedMs.toFixed(0)} ms included): ${liveMs.toFixed(0)} ms (${rate(COUNT, liveMs)})`,
    )
    console.log(
      `baseline: ${COUNT} bare autocommit SQLite INSERTs: ${bareMs.toFixed(1)} ms (${rate(COUNT, bareMs)})`,
    )
    console.log(
      `a page of 500 listed: ${listed.messages.length} messages, has_more ${listed.has_more}`,
    )
  } finally {
    core.close()
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
