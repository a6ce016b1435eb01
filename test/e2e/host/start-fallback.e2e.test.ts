/**
 * `npm start` (not `--web`) where no Electron can be had: the real start script in a child process
 * tries to set Electron up, fails — quickly — with the reason, and opens the wallet in the web
 * host instead. Twice: against a loopback "download site" that has no binary (so the electron
 * package's real installer runs and fails, wherever the test runs), and as this machine is (the
 * real site unreachable), which is exactly what a machine without internet sees. Skipped where a
 * binary is already there (it would open a window), and the second where the site can be reached
 * (it would download 100 MB).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findElectronBinary } from '../../../src/cli/demo/electron-binary'
import { electronSiteReachable } from '../../../src/cli/demo/electron-fetch'
import { raw } from '../../unit/cli/web-host/http'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const hasBinary = findElectronBinary(ROOT, process.env).ok
const siteReachable = (await electronSiteReachable(process.env, 3000)()).ok

let dir: string
let mirror: Server
const mirrorRequests: string[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cosigner-start-fallback-'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>stand-in</title></head><body></body></html>')
  mirror = createServer((req, res) => {
    mirrorRequests.push(req.url ?? '')
    res.writeHead(404).end()
  })
  await new Promise<void>((r) => mirror.listen(0, '127.0.0.1', r))
})
afterAll(async () => {
  await new Promise((r) => mirror.close(r))
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `npm start`'s script (no --web) until the web host is up; returns its output and a stopper. */
async function startWithoutElectron(extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv }
  // No demo network and no keychain: another service (nothing listens there) and a data folder of its own.
  env.COSIGNER_API_URL = 'http://127.0.0.1:9'
  env.COSIGNER_DATA_DIR = mkdtempSync(path.join(dir, 'data-'))
  env.electron_config_cache = path.join(dir, 'electron-cache')
  const started = Date.now()
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--renderer', dir], { cwd: ROOT, env })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no web host within 60 s; output:\n${output}`)), 60_000)
    const check = () => {
      const m = /The wallet is at (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(output)
      if (m) {
        clearTimeout(timer)
        resolve(new URL(m[1]!))
      }
    }
    child.stdout.on('data', check)
    child.once('exit', () => reject(new Error(`start exited early; output:\n${output}`)))
  })
  const stop = async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)))
    child.kill('SIGTERM')
    return exited
  }
  return { output: () => output, url, seconds: (Date.now() - started) / 1000, stop }
}

describe.skipIf(hasBinary)('npm start where no Electron can be had', () => {
  it("runs the electron package's own installer, and on its failure opens the web host with the reason", async () => {
    const run = await startWithoutElectron({ ELECTRON_MIRROR: `http://127.0.0.1:${(mirror.address() as AddressInfo).port}/`, COSIGNER_ELECTRON_TIMEOUT: '60' })
    try {
      const out = run.output()
      expect(out).toMatch(/Fetching the Electron \d+\.\d+\.\d+ binary with the electron package's installer \(at most 60 s/)
      expect(out).toMatch(/No Electron window: the electron package's installer could not fetch the Electron binary\. Opening the wallet in the web host instead\./)
      expect(out).toMatch(/ {2}details: .*404/)
      expect(mirrorRequests.some((u) => /electron-v\d+\.\d+\.\d+-/.test(u))).toBe(true)
      // The web host answers with the page.
      const page = await raw(Number(run.url.port), { path: '/' })
      expect(page.status).toBe(200)
      expect(page.text).toContain('stand-in')
      expect(run.seconds).toBeLessThan(45)
    } finally {
      expect(await run.stop()).toBe(0)
    }
  })

  it.skipIf(siteReachable)('on this machine (no internet): says the download site cannot be reached, fast, and opens the web host', async () => {
    const run = await startWithoutElectron({})
    try {
      const out = run.output()
      expect(out).toMatch(/No Electron window: this machine cannot reach the Electron download site \([^)]+\), so the Electron binary cannot be fetched\. Opening the wallet in the web host instead\./)
      expect(out).toMatch(/ {2}details: /)
      expect(out).not.toMatch(/Fetching the Electron/)
      expect((await raw(Number(run.url.port), { path: '/' })).status).toBe(200)
      expect(run.seconds).toBeLessThan(30)
    } finally {
      expect(await run.stop()).toBe(0)
    }
  })
})
