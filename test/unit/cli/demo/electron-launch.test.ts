/**
 * Starting Electron for `npm start` and telling whether a window came of it, with stand-in
 * "Electron" programs that do what a real one does on a machine where it cannot start: abort on
 * the sandbox as on Ubuntu 24.04, miss a library, hand over to another instance, or keep running.
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { earlyExitReason, launchElectron } from '../../../../src/cli/demo/electron-launch'

const SANDBOX_ABORT =
  "[12345:1127/081500.123456:FATAL:setuid_sandbox_host.cc(163)] The SUID sandbox helper binary was found, but is not configured correctly. Rather than run without sandboxing I'm aborting now. You need to make sure that /home/ada/cosigner/node_modules/electron/dist/chrome-sandbox is owned by root and has mode 4755."

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

/** A stand-in Electron: a shell script. */
function standIn(script: string): string {
  dir ??= mkdtempSync(path.join(tmpdir(), 'cosigner-launch-'))
  const file = path.join(dir, 'electron')
  writeFileSync(file, `#!/bin/sh\n${script}\n`)
  chmodSync(file, 0o755)
  return file
}

const collect = () => {
  const stream = new PassThrough()
  let text = ''
  stream.on('data', (d: Buffer) => (text += d.toString()))
  return { stream, text: () => text }
}

describe('launchElectron', () => {
  it('counts an Electron that aborts on the sandbox as no window, says why and how to fix it, and keeps its output for the details', async () => {
    const binary = standIn('cat "$(dirname "$0")/fatal.txt" >&2\nkill -TRAP $$')
    writeFileSync(path.join(dir!, 'fatal.txt'), `${SANDBOX_ABORT}\n`)
    const stderr = collect()
    const r = await launchElectron({
      binary,
      args: ['.'],
      env: process.env,
      stderr: stderr.stream,
      earlyMs: 3000,
    })
    expect(r).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^Electron's sandbox cannot start on this system[\s\S]*README \("Two commands"\)/,
      ),
      details: SANDBOX_ABORT,
    })
    expect(stderr.text()).toBe('')
  })

  it('names a missing library, and an exit code when Electron said nothing', async () => {
    const missing = await launchElectron({
      binary: standIn(
        'echo "electron: error while loading shared libraries: libnss3.so: cannot open shared object file" >&2; exit 127',
      ),
      args: [],
      env: process.env,
      earlyMs: 3000,
    })
    expect(missing).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the system library libnss3.so is missing'),
    })
    const silent = await launchElectron({
      binary: standIn('exit 3'),
      args: [],
      env: process.env,
      earlyMs: 3000,
    })
    expect(silent).toEqual({
      ok: false,
      reason: 'Electron stopped within 3 seconds of starting, before its window could open',
      details: 'exit code 3',
    })
  })

  it('says that another instance was brought forward when Electron closes at once without an error', async () => {
    const r = await launchElectron({
      binary: standIn('exit 0'),
      args: [],
      env: process.env,
      earlyMs: 3000,
    })
    expect(r).toMatchObject({
      ok: false,
      reason: expect.stringMatching(
        /another Cosigner started from this checkout is probably open already/,
      ),
    })
  })

  it('says when the binary cannot be run at all', async () => {
    const r = await launchElectron({
      binary: path.join(tmpdir(), 'no-such-electron'),
      args: [],
      env: process.env,
      earlyMs: 3000,
    })
    expect(r).toMatchObject({
      ok: false,
      reason: 'Electron could not be started',
      details: expect.stringContaining('ENOENT'),
    })
  })

  it('counts an Electron that lasts as a window: its output is let through then, and its exit is told', async () => {
    const stderr = collect()
    const r = await launchElectron({
      binary: standIn('echo "early warning" >&2; sleep 1; echo "later line" >&2; read line'),
      args: [],
      env: process.env,
      stderr: stderr.stream,
      earlyMs: 300,
    })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    await expect.poll(() => stderr.text()).toBe('early warning\nlater line\n')
    r.stop()
    await expect(r.exited).resolves.toBe(1)
  })
})

describe('earlyExitReason', () => {
  it('knows an unreachable display', () => {
    expect(
      earlyExitReason({
        code: 1,
        signal: null,
        stderr: 'Missing X server or $DISPLAY\nThe platform failed to initialize.  Exiting.',
      }),
    ).toBe('Electron could not reach a graphical display')
  })
})
