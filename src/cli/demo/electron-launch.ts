/**
 * Starting Electron for `npm start`, and telling whether a window came of it. Electron that dies
 * at once has opened nothing: on Ubuntu 23.10 and later its sandbox aborts unless set up for
 * development, and without a display or Chromium's libraries it cannot start either. So an Electron
 * that ends within a few seconds counts as "no window", with the reason read from what it printed,
 * and the caller opens the web host instead. What it prints meanwhile is held back, and shown only
 * once it has lasted (or, when it has not, as the details of the reason).
 * @module
 */
import { spawn } from 'node:child_process'
import { outputTail } from './run-child'
import { t } from '../words'

/** How long Electron must last to count as having opened its window. */
export const EARLY_EXIT_MS = 5000

export type ElectronLaunch =
  /** It lasted: `exited` ends with its exit code; `stop` ends it. */
  | { readonly ok: true; readonly exited: Promise<number>; stop(): void }
  /** It ended at once: `reason` is for people, `details` is what it printed (or its exit). */
  | { readonly ok: false; readonly reason: string; readonly details: string }

/** How Electron ended, and what it printed to stderr. */
export interface EarlyExit {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stderr: string
}

const SANDBOX =
  /SUID sandbox helper binary was found, but is not configured correctly|No usable sandbox!/
const MISSING_LIBRARY = /error while loading shared libraries: ([^\s:]+)/
const NO_DISPLAY =
  /Missing X server or \$DISPLAY|cannot open display|Failed to connect to Wayland display/i

/** Why an Electron that ended at once opened no window, for people. */
export function earlyExitReason(exit: EarlyExit, earlyMs = EARLY_EXIT_MS): string {
  if (SANDBOX.test(exit.stderr)) {
    return t('cli.electron.sandbox')
  }
  const library = MISSING_LIBRARY.exec(exit.stderr)
  if (library) return t('cli.electron.missingLibrary', { library: library[1] ?? '' })
  if (NO_DISPLAY.test(exit.stderr)) return t('cli.electron.noDisplayReached')
  if (exit.code === 0 && exit.signal === null) {
    return t('cli.electron.closedAtOnce')
  }
  return t('cli.electron.stoppedEarly', { seconds: Math.round(earlyMs / 1000) })
}

export interface LaunchOptions {
  readonly binary: string
  readonly args: readonly string[]
  readonly env: NodeJS.ProcessEnv
  /** Where Electron's stderr goes once it has lasted; the terminal's by default. */
  readonly stderr?: NodeJS.WritableStream
  readonly earlyMs?: number
}

/** Starts Electron and resolves once it has lasted `earlyMs`, or has ended before that. Never rejects. */
export function launchElectron(o: LaunchOptions): Promise<ElectronLaunch> {
  const earlyMs = o.earlyMs ?? EARLY_EXIT_MS
  const out = o.stderr ?? process.stderr
  return new Promise((resolve) => {
    const child = spawn(o.binary, [...o.args], {
      stdio: ['inherit', 'inherit', 'pipe'],
      env: o.env,
    })
    let held = ''
    let lasted = false
    child.stderr?.on('data', (chunk: Buffer) => {
      if (lasted) out.write(chunk)
      else held = (held + chunk.toString()).slice(-64 * 1024)
    })
    const exited = new Promise<number>((done) => {
      child.once('error', (e) => {
        if (!lasted) {
          clearTimeout(timer)
          resolve({ ok: false, reason: t('cli.electron.notStarted'), details: e.message })
        }
        done(1)
      })
      child.once('exit', (code, signal) => {
        if (!lasted) {
          clearTimeout(timer)
          // words-exempt: a details line, codes for whoever reads the log
          const details = outputTail(held) || (signal ? `ended by ${signal}` : `exit code ${code}`)
          resolve({
            ok: false,
            reason: earlyExitReason({ code, signal, stderr: held }, earlyMs),
            details,
          })
        }
        done(code ?? 1)
      })
    })
    const timer = setTimeout(() => {
      lasted = true
      if (held !== '') out.write(held)
      held = ''
      resolve({
        ok: true,
        exited,
        stop: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill()
        },
      })
    }, earlyMs)
  })
}
