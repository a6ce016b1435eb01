/**
 * Helpers for tests that drive the sequencer in-process. Signatures are stable: other suites
 * (conversations, ledger) build on them.
 *
 *   const seq = newSequencer()
 *   const alice = await createTestUser(seq.ctx, 'Alice', { register: true })
 *   const res = await authedRequest(seq.app, alice.keystore, 'GET', '/safe/me')
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { hexToBytes } from '@noble/hashes/utils.js'
import { signAccessToken } from '../../src/shared/auth'
import { manualClock, type Clock } from '../../src/sequencer/clock'
import type { SequencerContext } from '../../src/sequencer/context'
import type { Followers } from '../../src/sequencer/followers'
import type { SequencerLimits } from '../../src/sequencer/limits'
import type { Db } from '../../src/node/sqlite/open'
import type { AppEnv } from '../../src/sequencer/http/env'
import { buildSequencer } from '../../src/sequencer/assemble'
import { finalizeDue, type FinalityRound } from '../../src/sequencer/ledger/finality'
import {
  provisionUser,
  setUpTipKey,
  type SequencerKeystore,
} from '../../src/sequencer/users/provision'

export type { SequencerKeystore }

/** 2024-01-01T00:00:00Z: where test clocks start unless told otherwise. */
export const TEST_START_MS = Date.UTC(2024, 0, 1)

export interface TestSequencer {
  readonly app: Hono<AppEnv>
  readonly ctx: SequencerContext
  /** The manual clock the app runs on; `advanceMs` moves it. */
  readonly clock: ReturnType<typeof manualClock>
  readonly dbFile: string
  /** Closes the database and removes the temporary directory. */
  close(): void
}

// Which clock an app runs on, so authedRequest signs tokens for the app's "now".
const clocks = new WeakMap<object, Clock>()

/**
 * A sequencer on a fresh temporary database file, with a manual clock at `startMs`; `followers`
 * replace the assembled ones list by list (a test watching what one feature tells another), and
 * `limits` the defaults one by one (a test driving more than a wallet would, or testing a limit).
 * No timer makes complete requests final here: {@link makeFinal} does, when the test says.
 */
export function newSequencer(
  o: {
    startMs?: number
    bodyLimit?: number
    followers?: Partial<Followers>
    limits?: Partial<SequencerLimits>
    finalityMs?: number
  } = {},
): TestSequencer {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-seq-'))
  const dbFile = join(dir, 'sequencer.db')
  const clock = manualClock(o.startMs ?? TEST_START_MS)
  const { app, ctx } = buildSequencer({
    dbFile,
    clock,
    ...(o.bodyLimit !== undefined ? { bodyLimit: o.bodyLimit } : {}),
    ...(o.followers ? { followers: o.followers } : {}),
    ...(o.limits ? { limits: o.limits } : {}),
    ...(o.finalityMs !== undefined ? { finalityMs: o.finalityMs } : {}),
  })
  clocks.set(app, clock)
  return {
    app,
    ctx,
    clock,
    dbFile,
    close() {
      if (ctx.db.open) ctx.db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * What the server's finality timer does, when a test says: moves the manual clock past the
 * Kernel's finality delay and makes every complete request final (its inputs spent, its outputs
 * created).
 */
export function makeFinal(seq: Pick<TestSequencer, 'ctx' | 'clock'>): FinalityRound {
  seq.clock.advanceMs(seq.ctx.finalityMs)
  return finalizeDue(seq.ctx)
}

export interface TestUser {
  readonly userId: string
  readonly sessionId: string
  readonly identityNumber: string
  readonly codeId: string
  readonly keystore: SequencerKeystore
  readonly sessionSeed: Uint8Array
  readonly spendSeed: Uint8Array
}

/**
 * Creates a user directly in the database (as `cosigner sequencer user create` does); with
 * `register` its spend key is set up as its TIP key and registered through the real paths of
 * `POST /pin/update` and `POST /safe/users`, as Go's `RegisterSafeWithSetupPin` does.
 */
export async function createTestUser(
  ctx: SequencerContext,
  name: string,
  o: { register?: boolean } = {},
): Promise<TestUser> {
  const u = provisionUser(ctx, { fullName: name, register: o.register ?? false })
  return {
    userId: u.userId,
    sessionId: u.sessionId,
    identityNumber: u.identityNumber.toString(),
    codeId: u.codeId,
    keystore: u.keystore,
    sessionSeed: u.sessionSeed,
    spendSeed: u.spendSeed,
  }
}

/**
 * Installs the public key of `tipSeed` (by default the user's spend seed, as for a bot) as `user`'s
 * TIP key, counter 1, through `POST /pin/update`'s own path: what an unregistered test user needs
 * before it registers.
 */
export function installTipKey(
  ctx: SequencerContext,
  user: Pick<TestUser, 'userId' | 'sessionId' | 'sessionSeed' | 'spendSeed'>,
  tipSeed = user.spendSeed,
): void {
  setUpTipKey(ctx, user, tipSeed)
}

export interface AuthedRequestOptions {
  /** Sign for this instant instead of the app's clock (e.g. to make an expired token). */
  nowMs?: number
  /** Token lifetime; 3600 like the SDK. */
  lifetimeSeconds?: number
  /** The token's `jti` (reuse one to test replay); random by default. */
  requestId?: string
  /** Extra headers, or overrides (e.g. a forged `authorization`). */
  headers?: Record<string, string>
  /** Sign for other bytes than those sent, to test a mismatching `sig`. */
  signedBody?: string
}

/**
 * Sends a request signed like the official SDK: a fresh token for exactly these method, path
 * (with query) and body bytes. `body` may be a string (sent as-is, e.g. malformed JSON) or any
 * value (sent as JSON.stringify of it).
 */
export async function authedRequest(
  app: Hono<AppEnv>,
  keystore: SequencerKeystore,
  method: string,
  path: string,
  body?: unknown,
  o: AuthedRequestOptions = {},
): Promise<Response> {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
  const clock = clocks.get(app)
  const nowMs = o.nowMs ?? (clock ? Number(clock.nowNs() / 1_000_000n) : Date.now())
  const token = signAccessToken({
    userId: keystore.app_id,
    sessionId: keystore.session_id,
    sessionSeed: hexToBytes(keystore.session_private_key),
    method,
    uri: path,
    body: o.signedBody ?? text,
    nowMs,
    ...(o.lifetimeSeconds !== undefined ? { lifetimeSeconds: o.lifetimeSeconds } : {}),
    ...(o.requestId !== undefined ? { requestId: o.requestId } : {}),
  })
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...o.headers,
  }
  return app.request(path, { method, headers, ...(body === undefined ? {} : { body: text }) })
}

/** `{data}` of a successful response; fails loudly with the error body otherwise. */
export async function dataOf<T = unknown>(res: Response): Promise<T> {
  const json = (await res.json()) as { data?: T; error?: unknown }
  if (!res.ok || json.data === undefined)
    throw new Error(`expected data, got HTTP ${res.status}: ${JSON.stringify(json)}`)
  return json.data
}

/**
 * Every row of every table (ordered), for "the database is unchanged" assertions. `except`
 * leaves tables out, e.g. `used_tokens`, which any accepted token legitimately writes to.
 */
export function dumpTables(
  db: Db,
  o: { except?: readonly string[] } = {},
): Record<string, unknown[]> {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((t) => t.name)
    .filter((t) => !o.except?.includes(t))
  const out: Record<string, unknown[]> = {}
  const key = (row: unknown) =>
    JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  for (const t of tables) {
    const rows = db.prepare(`SELECT * FROM "${t}"`).safeIntegers(true).all()
    out[t] = rows
      .map((r) => [key(r), r] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map((e) => e[1])
  }
  return out
}
