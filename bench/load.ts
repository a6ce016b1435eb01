/**
 * What the HTTP benchmarks share: tokens signed the way the SDK signs them but by OpenSSL (so the
 * load generator stays cheap beside the server it measures), servers in their own processes, and
 * their memory.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import {
  createHash,
  createPrivateKey,
  randomUUID,
  sign as cryptoSign,
  type KeyObject,
} from 'node:crypto'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ProvisionedUser } from '../src/sequencer/users/provision'
import { publicKeyOf } from '../src/shared/auth/ed25519'
import { LIMIT_NAMES, type SequencerLimits } from '../src/sequencer/limits'

/**
 * The limits a benchmark's sequencer runs with: a few users sending thousands of requests a second,
 * and thousands of ghost-key sets while preparing, as no wallet would. The limiter still runs (its
 * cost is measured); it never refuses.
 */
export const BENCH_LIMITS: Partial<SequencerLimits> = {
  requestsPerSecond: 1e6,
  requestBurst: 1e6,
  ghostKeySetsPerHour: 1e6,
  attachmentsPerHour: 1e6,
}

/** {@link BENCH_LIMITS} as `cosigner sequencer start` options. */
export function benchLimitArgs(): string[] {
  return Object.entries(LIMIT_NAMES).flatMap(([name, key]) =>
    BENCH_LIMITS[key] === undefined ? [] : ['--limit', `${name}=${BENCH_LIMITS[key]}`],
  )
}

/** The part of autocannon's result the benchmarks report. */
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  non2xx: number
  errors: number
  timeouts: number
}
export interface AutocannonRequest {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
  onResponse?: (status: number) => void
}
type Autocannon = (opts: {
  url: string
  connections: number
  /** Seconds; `amount` overrides it. */
  duration?: number
  /** Stop after this many requests. */
  amount?: number
  requests?: AutocannonRequest[]
}) => Promise<AutocannonResult>

/** autocannon (CommonJS, untyped), with the options the benchmarks use. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url')
const HEADER = b64url(Buffer.from('{"alg":"EdDSA","typ":"JWT"}'))

/** A token exactly as the SDK signs it (wire-formats §5.1), signed by OpenSSL for speed. */
export function fastToken(
  user: ProvisionedUser,
  key: KeyObject,
  method: string,
  uri: string,
  body = '',
): string {
  const iat = Math.floor(Date.now() / 1000)
  const sig = createHash('sha256')
    .update(method + uri + body)
    .digest('hex')
  const payload = {
    uid: user.userId,
    sid: user.sessionId,
    iat,
    exp: iat + 3600,
    jti: randomUUID(),
    sig,
    scp: 'FULL',
  }
  const input = `${HEADER}.${b64url(Buffer.from(JSON.stringify(payload)))}`
  return `${input}.${b64url(cryptoSign(null, Buffer.from(input), key))}`
}

/** The session seed as an OpenSSL key: PKCS#8 DER is a fixed 16-byte prefix and the seed. */
export function sessionKey(user: ProvisionedUser): KeyObject {
  const der = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.from(user.sessionSeed),
  ])
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
}

const FLOOR = fileURLToPath(new URL('./floor-server.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/**
 * Starts ./floor-server (`read` or `sign`) on its own database file, accepting tokens of `users`'
 * sessions: the least work a faithful server can do for the same requests.
 */
export function spawnFloor(
  mode: 'read' | 'sign',
  dbFile: string,
  users: readonly ProvisionedUser[],
): Promise<{ child: ChildProcess; url: string }> {
  const sessions = Object.fromEntries(
    users.map((u) => [u.sessionId, Buffer.from(publicKeyOf(u.sessionSeed)).toString('hex')]),
  )
  return spawnServer(['--import', TSX, FLOOR, mode, dbFile, JSON.stringify(sessions)])
}

/** Spawns a process that prints its base URL as the first line of stdout. */
export function spawnServer(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('\n')) resolve({ child, url: out.split('\n')[0]!.trim() })
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/** Resident memory of a process, in MiB. */
export function rssMiB(pid: number): number {
  const kib = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  )
  return kib / 1024
}

// USER_HZ: /proc/<pid>/stat counts CPU time in these ticks on every Linux the benchmarks run on.
const CLOCK_TICKS = 100

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux); undefined elsewhere. Per
 * request it is a steadier figure than req/s on a shared machine, where the server may wait for
 * a core.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** Runs `run` and gives the CPU time process `pid` used per request it counted (`count`), when /proc tells. */
export async function withCpu<T>(
  pid: number | undefined,
  run: () => Promise<T>,
  count: (r: T) => number,
): Promise<{ result: T; cpu: number | undefined }> {
  const before = cpuMs(pid)
  const result = await run()
  const after = cpuMs(pid)
  return {
    result,
    cpu: before === undefined || after === undefined ? undefined : (after - before) / count(result),
  }
}
