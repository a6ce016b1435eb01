/**
 * Running `cosigner wallet` in tests: in-process through `main(argv, io)` with the output captured,
 * on a wallet folder and keychain service of its own (picked the way the app allows, through
 * COSIGNER_KEYCHAIN_SERVICE), against the harness's sequencer. A wallet is prepared by the core
 * with a cheap passphrase derivation (the command then unlocks it with the stored parameters), so
 * only the test of a new wallet pays for the real work factor.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import Database from 'better-sqlite3'
import { expect } from 'vitest'
import { join } from 'node:path'
import { main } from '../../../../src/cli/main'
import type { CliIo } from '../../../../src/cli/command'
import { createCore, type Core } from '../../../../src/main/core'
import { createVault } from '../../../../src/main/core/vault'
import {
  ensurePassphrase,
  grant,
  importAccount,
  TEST_PASSPHRASE,
} from '../../../../harness/wallet-lock'
import {
  fund,
  newUser,
  startHarness,
  XIN,
  type Harness,
  type User,
} from '../../../../harness/wallet-network'

export interface CliWallet {
  readonly dataDir: string
  /** The keychain service its entries are under. */
  readonly service: string
  readonly passphraseFile: string
  /** The service the wallet talks to, when not the harness's sequencer itself (a relay in front of it). */
  readonly api?: string
}

export interface Run {
  readonly code: number
  readonly out: string
  readonly err: string
}

/** A folder and keychain service for a wallet the command creates; removed by {@link forgetWallets}. */
export function walletPlace(h: Harness, name: string): CliWallet {
  const id = randomUUID().slice(0, 8)
  const passphraseFile = join(h.dir, `passphrase-${name}-${id}.txt`)
  writeFileSync(passphraseFile, `${TEST_PASSPHRASE}\n`, { mode: 0o600 })
  const w = {
    dataDir: join(h.dir, `cli-${name}-${id}`),
    service: `cosigner-cli-${name}-${process.pid}-${id}`,
    passphraseFile,
  }
  places.push(w)
  return w
}

const places: CliWallet[] = []

/** A shared account by its members and threshold. */
export interface SharedAccount {
  readonly members: readonly string[]
  readonly threshold: number
}

/**
 * A wallet holding `users`' accounts, with the test passphrase, each following those of `follows` it
 * is a member of (as `cosigner wallet follow` does: the public network lists an account only for
 * whoever names it). It talks to `api` (the harness's sequencer unless given), saved as its service
 * as `import --api` saves it.
 */
export async function preparedWallet(
  h: Harness,
  name: string,
  users: readonly User[],
  follows: readonly SharedAccount[] = [],
  o: { api?: string } = {},
): Promise<CliWallet> {
  const w = { ...walletPlace(h, name), ...(o.api !== undefined ? { api: o.api } : {}) }
  const api = o.api ?? h.server.url
  const core = createCore({
    dataDir: w.dataDir,
    baseUrl: api,
    keychainService: w.service,
    scryptN: 1024,
    logger: { warn: () => {}, error: () => {} },
  })
  try {
    await core.ready
    for (const u of users) {
      await importAccount(core, u.text)
      for (const a of follows)
        if (a.members.includes(u.userId)) await core.treasury.addAccount(u.userId, a)
    }
    await core.settings.setBaseUrl(api, { grant: await grant(core, 'change-service', api) })
  } finally {
    core.close()
  }
  return w
}

/**
 * A loopback relay to the harness's sequencer, for a wallet whose service then goes out of reach:
 * `cut()` stops it listening, so the next call is refused as by a service that is down.
 */
export async function relay(h: Harness): Promise<{ url: string; cut(): Promise<void> }> {
  const upstream = new URL(h.server.url)
  const open = new Set<Socket>()
  const server = createNetServer((client) => {
    const next = connect(Number(upstream.port), upstream.hostname)
    for (const s of [client, next]) {
      open.add(s)
      s.on('error', () => (s === client ? next : client).destroy())
      s.on('close', () => open.delete(s))
    }
    client.pipe(next).pipe(client)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const cut = async () => {
    for (const s of open) s.destroy()
    if (server.listening) await new Promise((r) => server.close(r))
  }
  const close = h.close
  h.close = async () => {
    await cut()
    await close()
  }
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cut }
}

/** The keychain service a wallet's entries are under: its own namespace of the shared service. */
export function walletKeychainService(w: CliWallet): string {
  const db = new Database(join(w.dataDir, 'cache.sqlite'), { readonly: true })
  try {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'keychain.wallet_id'").get() as
      { value: string } | undefined
    return row ? `${w.service}/${row.value}` : w.service
  } finally {
    db.close()
  }
}

/** Removes the keychain entries of every wallet made here. */
export async function forgetWallets(): Promise<void> {
  for (const w of places.splice(0)) {
    if (existsSync(join(w.dataDir, 'cache.sqlite')))
      await createVault({ service: walletKeychainService(w) })
        .removeAll()
        .catch(() => 0)
  }
}

/** `cosigner <argv>` in-process with the wallet's environment; `io` replaces parts of it. */
export async function cli(
  w: CliWallet,
  argv: readonly string[],
  io: Partial<CliIo> = {},
): Promise<Run> {
  let out = ''
  let err = ''
  const code = await main([...argv], {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (err += `${t}\n`),
    readStdin: async () => '',
    env: { COSIGNER_KEYCHAIN_SERVICE: w.service },
    ...io,
  })
  return { code, out, err }
}

/** `cosigner wallet <sub> <args>` on the wallet, against `h`'s sequencer, the passphrase from its file. */
export function wallet(
  h: Harness,
  w: CliWallet,
  sub: string,
  args: readonly string[] = [],
  io: Partial<CliIo> = {},
): Promise<Run> {
  return cli(
    w,
    [
      'wallet',
      sub,
      ...args,
      '--data-dir',
      w.dataDir,
      '--api',
      w.api ?? h.server.url,
      '--passphrase-file',
      w.passphraseFile,
    ],
    io,
  )
}

/** The run failed with exactly one line on stderr, which it returns. */
export function refusal(r: Run): string {
  expect(r.code).toBe(1)
  const lines = r.err.trimEnd().split('\n')
  expect(lines).toHaveLength(1)
  return lines[0]!
}

/**
 * Opens the wallet's core, unlocked, for what the app does and the command line does not (make a
 * group, look a contact up), while no command runs on it.
 */
export async function withCore(
  h: Harness,
  w: CliWallet,
  fn: (core: Core) => Promise<unknown>,
): Promise<void> {
  const core = createCore({
    dataDir: w.dataDir,
    baseUrl: h.server.url,
    keychainService: w.service,
    logger: { warn: () => {}, error: () => {} },
  })
  try {
    await core.ready
    await ensurePassphrase(core)
    await fn(core)
  } finally {
    core.close()
  }
}

/** The JSON a `--json` run printed. */
export function jsonOf<T = Record<string, unknown>>(r: Run): T {
  return JSON.parse(r.out) as T
}

/**
 * A sequencer with Alice, Bob and Carol (registered) and their 2-of-3 account (`members`) holding 10
 * and 2.5 XIN; `finalityMs` as for {@link startHarness}.
 */
export async function startTreasury(
  o: { finalityMs?: number } = {},
): Promise<{ h: Harness; alice: User; bob: User; carol: User; members: string[] }> {
  const h = await startHarness(o)
  const [alice, bob, carol] = ['Alice', 'Bob', 'Carol'].map((n) => newUser(h, n, true)) as [
    User,
    User,
    User,
  ]
  const members = [alice.userId, bob.userId, carol.userId]
  fund(h, members, 2, 10_00000000n)
  fund(h, members, 2, 2_50000000n)
  return { h, alice, bob, carol, members }
}

/** `pay` from the wallet: `amount` XIN from the 2-of-`members` account to `to`, memo "Booth"; the new request's id. */
export async function payBooth(
  h: Harness,
  w: CliWallet,
  members: readonly string[],
  to: string,
  amount: string,
): Promise<string> {
  const r = await wallet(h, w, 'pay', [
    '--members',
    members.join(','),
    '--threshold',
    '2',
    '--asset',
    XIN,
    '--to',
    to,
    '--amount',
    amount,
    '--memo',
    'Booth',
    '--json',
  ])
  if (r.code !== 0) throw new Error(`pay failed: ${r.err}`)
  return jsonOf(r).request_id as string
}

/**
 * Runs `requests --state done` on the wallet until it shows `requestId` sent (its transaction final:
 * the sequencer's finality timer), or fails; returns that run.
 */
export async function untilSent(h: Harness, w: CliWallet, requestId: string): Promise<Run> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const r = await wallet(h, w, 'requests', ['--state', 'done'])
    if (r.code !== 0) throw new Error(`requests failed: ${r.err}`)
    if (r.out.includes(`${requestId}  sent `)) return r
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for request ${requestId} to be sent; the queue says:\n${r.out}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Removes the keychain entries of the wallets made here, and stops the sequencer. */
export async function closeAll(h: Harness | undefined): Promise<void> {
  await forgetWallets()
  await h?.close()
}
