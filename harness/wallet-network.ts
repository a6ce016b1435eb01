/**
 * Shared set-up of the wallet integration tests: a real sequencer on loopback, users it knows
 * (their keystores as the text a user would paste), funds, and multisig requests created the way a
 * creator's own client would (ghost keys from `POST /safe/keys`, a v5 raw built with the kernel
 * library, `POST /safe/multisigs`). Cores run on private data dirs and unique keychain services.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import {
  GhostKeys,
  KernelTransaction,
  MultisigRequest,
  SafeOutput as SafeOutputSchema,
  type SafeOutput,
} from '../src/shared/api/ledger'
import { signAccessToken } from '../src/shared/auth'
import {
  cosignTransaction,
  decodeTransactionHex,
  encodeTransaction,
  parseAmount,
  thresholdScript,
  toHex,
  type Output,
} from '../src/shared/kernel'
import { depositOutput } from '../src/sequencer/ledger/deposit'
import { startSequencer, type RunningSequencer } from '../src/sequencer/server'
import { provisionUser, type ProvisionedUser } from '../src/sequencer/users/provision'
import {
  createCoreWithInternals,
  type Core,
  type CoreWithInternals,
  type CoreOptions,
} from '../src/main/core'

export const XIN = 'c94ac88f-4671-3976-b60a-09064f1811e8'
/** How long the harness's sequencer takes to make a complete request final. */
export const FINALITY_MS = 100
export const inKeyring = process.env.COSIGNER_TEST_KEYRING === '1'

export interface Harness {
  server: RunningSequencer
  dir: string
  cores: CoreWithInternals[]
  services: string[]
  close(): Promise<void>
}

/** @param o.finalityMs how long a complete request waits to be final; {@link FINALITY_MS} by default */
export async function startHarness(o: { finalityMs?: number } = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'cosigner-wallet-'))
  // Finality as the Kernel's, only quicker: a complete request is `signed`, then `spent` a moment later.
  const server = await startSequencer({
    dbFile: join(dir, 'sequencer.db'),
    finalityMs: o.finalityMs ?? FINALITY_MS,
  })
  const h: Harness = {
    server,
    dir,
    cores: [],
    services: [],
    async close() {
      for (const core of h.cores) {
        for (const a of core.accounts.list())
          await core.vault.removeAccount(a.user_id).catch(() => undefined)
        core.close()
      }
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return h
}

/** A core on its own data dir and keychain service, pointed at the harness's sequencer. */
export function newCore(h: Harness, name: string, o: Partial<CoreOptions> = {}): CoreWithInternals {
  const service = `cosigner-it-${name}-${process.pid}-${randomUUID().slice(0, 8)}`
  const core = createCoreWithInternals({
    dataDir: join(h.dir, `core-${name}-${randomUUID().slice(0, 6)}`),
    baseUrl: h.server.url,
    keychainService: service,
    scryptN: 1024,
    retry: { attempts: 2, baseDelayMs: 10 },
    ...o,
  })
  h.cores.push(core)
  h.services.push(service)
  return core
}

export interface User extends ProvisionedUser {
  /** The keystore as JSON text, as pasted into the wallet. */
  text: string
}

export function newUser(h: Harness, name: string, register = false): User {
  const u = provisionUser(h.server.ctx, { fullName: name, register })
  return { ...u, text: JSON.stringify(u.keystore) }
}

export function fund(h: Harness, members: string[], threshold: number, amount: bigint): SafeOutput {
  return depositOutput(h.server.ctx, { members, threshold, assetId: XIN, amount })
}

/**
 * Has `core`'s account follow the shared account of `members` and `threshold`, as its user adds it
 * (the public API lists a shared account only for whoever names it).
 */
export async function follow(
  core: Core,
  userId: string,
  members: readonly string[],
  threshold: number,
): Promise<void> {
  await core.treasury.addAccount(userId, { members, threshold })
}

/** Syncs `core`'s queue until `requestId` is sent (its transaction final), or fails. */
export async function untilSent(core: Core, userId: string, requestId: string): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    await core.requests.sync(userId)
    if (core.requests.get(userId, requestId).state === 'done') return
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for request ${requestId} to be sent`)
    await new Promise((r) => setTimeout(r, FINALITY_MS / 2))
  }
}

/** Polls `probe` until it answers something, or fails after `timeoutMs`. */
export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await probe()
    if (v !== undefined) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A signed call as a user's own client would make it. */
export async function call<S extends z.ZodType>(
  h: Harness,
  user: ProvisionedUser,
  method: string,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const text = body === undefined ? '' : JSON.stringify(body)
  const token = signAccessToken({
    userId: user.userId,
    sessionId: user.sessionId,
    sessionSeed: user.sessionSeed,
    method,
    uri: path,
    body: text,
  })
  const res = await fetch(h.server.url + path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: text }),
  })
  const json = (await res.json()) as { data?: unknown; error?: unknown }
  if (json.data === undefined)
    throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json.error)}`)
  return schema.parse(json.data)
}

/**
 * `creator` spends `input` (owned by `senders`, threshold `threshold`): `amount` to `to`
 * (1-of-1), the rest back to the senders; returns the request as created.
 */
export async function createRequest(
  h: Harness,
  creator: ProvisionedUser,
  o: {
    input: SafeOutput
    senders: string[]
    threshold: number
    to: string
    amount: bigint
    memo?: string
  },
): Promise<MultisigRequest> {
  const total = parseAmount(o.input.amount)
  const change = total - o.amount
  const hint = randomUUID()
  const requests = [
    { receivers: [o.to], index: 0, hint },
    ...(change > 0n ? [{ receivers: o.senders, index: 1, hint }] : []),
  ]
  const ghosts = await call(h, creator, 'POST', '/safe/keys', z.array(GhostKeys), requests)
  const outputs: Output[] = ghosts.map((g, i) => ({
    type: 0,
    amount: i === 0 ? o.amount : change,
    keys: g.keys.map((k) => hexToBytes(k)),
    mask: hexToBytes(g.mask),
    script: thresholdScript(i === 0 ? 1 : o.threshold),
  }))
  const raw = encodeTransaction({
    version: 5,
    asset: hexToBytes(o.input.kernel_asset_id),
    inputs: [
      {
        hash: hexToBytes(o.input.transaction_hash),
        index: o.input.output_index,
        genesis: new Uint8Array(0),
      },
    ],
    outputs,
    references: [],
    extra: new TextEncoder().encode(o.memo ?? 'integration test'),
    signatures: [],
  })
  const [created] = await call(h, creator, 'POST', '/safe/multisigs', z.array(MultisigRequest), [
    { request_id: randomUUID(), raw: Buffer.from(raw).toString('hex') },
  ])
  return created!
}

/** `user` signs a request as its own client would: with its views and the keys of the outputs it spends. */
export async function cosignAs(
  h: Harness,
  user: User,
  requestId: string,
): Promise<MultisigRequest> {
  const req = await call(h, user, 'GET', `/safe/multisigs/${requestId}`, MultisigRequest)
  const outputs = await call(
    h,
    user,
    'GET',
    `/safe/outputs?members=${req.senders_hash}&threshold=${req.senders_threshold}&state=signed`,
    z.array(SafeOutputSchema),
  )
  const spent = decodeTransactionHex(req.raw_transaction).inputs.map((i) => {
    const o = outputs.find(
      (x) => x.transaction_hash === toHex(i.hash) && x.output_index === i.index,
    )
    if (!o)
      throw new Error(`an input of ${requestId} is not among the locked outputs of ${user.userId}`)
    return { keys: o.keys }
  })
  const signed = cosignTransaction({
    raw: hexToBytes(req.raw_transaction),
    spendSeed: user.spendSeed,
    views: req.views,
    spentOutputs: spent,
  })
  return call(h, user, 'POST', `/safe/multisigs/${requestId}/sign`, MultisigRequest, {
    raw: toHex(signed.raw),
  })
}

/** Waits until the request's transaction is final (`spent`), as a client polls for it. */
export async function untilFinal(h: Harness, user: User, requestId: string): Promise<void> {
  await until(
    async () =>
      (await call(h, user, 'GET', `/safe/transactions/${requestId}`, KernelTransaction)).state ===
      'spent'
        ? true
        : undefined,
    `request ${requestId} final`,
  )
}

/** What a proxy may do to one exchange: answer itself, or edit the JSON the sequencer answered. */
export interface ProxyRules {
  /** Return a status to answer with `{error}` instead of forwarding. */
  block?(method: string, url: string): number | undefined
  /** Edit `data` of a forwarded JSON answer (each entry of a list). */
  edit?(method: string, url: string, data: Record<string, unknown>): void
  /** Told of every call that reaches the proxy. */
  seen?(method: string, url: string): void
  /** Forward the call, then cut the connection instead of answering: a network failure after the service acted. */
  drop?(method: string, url: string): boolean
}

/** A loopback proxy in front of the harness's sequencer; closed with the harness. */
export async function startProxy(h: Harness, rules: ProxyRules): Promise<{ url: string }> {
  const server = createServer((req, res) => {
    forward(req, res).catch(() => {
      // The upstream vanished mid-exchange (the harness closing): the wallet sees a failed exchange.
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
  })
  const forward = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    rules.seen?.(req.method!, req.url!)
    const blocked = rules.block?.(req.method!, req.url!)
    if (blocked !== undefined) {
      res.writeHead(blocked, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          error: { status: blocked, code: blocked, description: 'blocked by the test proxy' },
        }),
      )
      return
    }
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const headers: Record<string, string> = {}
    for (const k of ['authorization', 'content-type', 'x-request-id'])
      if (req.headers[k]) headers[k] = String(req.headers[k])
    const upstream = await fetch(h.server.url + req.url, {
      method: req.method!,
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    })
    let text = await upstream.text()
    if (rules.drop?.(req.method!, req.url!)) {
      req.socket.destroy()
      return
    }
    if (rules.edit) {
      const json = JSON.parse(text) as { data?: unknown }
      const entries = Array.isArray(json.data) ? json.data : [json.data]
      for (const d of entries)
        if (d && typeof d === 'object')
          rules.edit(req.method!, req.url!, d as Record<string, unknown>)
      text = JSON.stringify(json)
    }
    res.writeHead(upstream.status, { 'content-type': 'application/json' })
    res.end(text)
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const close = h.close
  h.close = async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    await close()
  }
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
