/**
 * Noticing that the screen locked, on Linux. Electron's powerMonitor reports `lock-screen` on macOS
 * and Windows only, so here the session's own announcements are followed over D-Bus:
 * - logind's session object (system bus): its `Lock` signal (`loginctl lock-session`, a locker
 *   asked by logind) and its `LockedHint` property turning true, which GNOME Shell, KDE and other
 *   lockers set once the screen is locked;
 * - the screensavers' `ActiveChanged(true)` (session bus), which GNOME, KDE, Cinnamon, MATE and
 *   Xfce send under their own names.
 *
 * The bus is read through `dbus-monitor` (in the `dbus` package every D-Bus desktop has), one
 * process per bus, and its output is parsed here. Any program may send such a signal; the worst a
 * forged one can do is lock the wallet, so no sender is checked. Parsing and deciding are pure and
 * tested on dbus-monitor's real output against a private bus.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process'

const LOGIND_SESSION = 'org.freedesktop.login1.Session'
const PROPERTIES = 'org.freedesktop.DBus.Properties'
const SCREENSAVERS = [
  'org.freedesktop.ScreenSaver',
  'org.gnome.ScreenSaver',
  'org.cinnamon.ScreenSaver',
  'org.mate.ScreenSaver',
  'org.xfce.ScreenSaver',
]

/** One signal as dbus-monitor prints it: its header fields and its arguments' lines. */
export interface BusSignal {
  readonly path: string
  readonly interface: string
  readonly member: string
  /** The argument lines, trimmed, in order (`boolean true`, `string "LockedHint"`, …). */
  readonly args: readonly string[]
}

/**
 * logind's object path for session `id` (XDG_SESSION_ID), escaped as sd-bus escapes a path label:
 * every byte but an ASCII letter or digit (and a leading digit) becomes `_` and two hex digits.
 */
export function logindSessionPath(id: string): string {
  let label = ''
  for (const [i, ch] of [...Buffer.from(id, 'utf8')].entries()) {
    const c = String.fromCharCode(ch)
    label +=
      /[A-Za-z]/.test(c) || (i > 0 && /[0-9]/.test(c)) ? c : `_${ch.toString(16).padStart(2, '0')}`
  }
  return `/org/freedesktop/login1/session/${label || '_'}`
}

/** The match rules for each bus; with no session id, every session's lock counts. */
export function matchRules(sessionPath: string | undefined): {
  system: string[]
  session: string[]
} {
  const onPath = sessionPath ? `,path='${sessionPath}'` : ''
  return {
    system: [
      `type='signal',interface='${LOGIND_SESSION}',member='Lock'${onPath}`,
      `type='signal',interface='${PROPERTIES}',member='PropertiesChanged',arg0='${LOGIND_SESSION}'${onPath}`,
    ],
    session: SCREENSAVERS.map((name) => `type='signal',interface='${name}',member='ActiveChanged'`),
  }
}

/** Whether `signal` says that this session's screen is now locked. */
export function saysScreenLocked(signal: BusSignal, sessionPath: string | undefined): boolean {
  const ours = sessionPath === undefined || signal.path === sessionPath
  if (SCREENSAVERS.includes(signal.interface))
    return signal.member === 'ActiveChanged' && signal.args[0] === 'boolean true'
  if (!ours) return false
  if (signal.interface === LOGIND_SESSION) return signal.member === 'Lock'
  if (
    signal.interface !== PROPERTIES ||
    signal.member !== 'PropertiesChanged' ||
    signal.args[0] !== `string "${LOGIND_SESSION}"`
  )
    return false
  // The changed properties: `string "LockedHint"` then, on the next line, `variant boolean true`.
  const at = signal.args.indexOf('string "LockedHint"')
  return at >= 0 && /^variant\s+boolean true$/.test(signal.args[at + 1] ?? '')
}

const HEADER = /^signal .*\bpath=([^;]*); interface=([^;]*); member=(\S+)/

/**
 * Reads dbus-monitor's output as it comes, a chunk at a time, and calls `onSignal` for each signal
 * once its arguments are complete (when the next message starts, or on `flush`).
 */
export function createMonitorParser(onSignal: (signal: BusSignal) => void): {
  push(chunk: string): void
  flush(): void
} {
  let partial = ''
  let current: { path: string; interface: string; member: string; args: string[] } | undefined
  const finish = () => {
    if (current) onSignal(current)
    current = undefined
  }
  const line = (text: string) => {
    if (/^\s/.test(text)) {
      if (current && text.trim() !== '') current.args.push(text.trim())
      return
    }
    finish()
    const m = HEADER.exec(text)
    if (m) current = { path: m[1]!, interface: m[2]!, member: m[3]!, args: [] }
  }
  return {
    push(chunk) {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop()!
      for (const l of lines) line(l)
    },
    flush() {
      if (partial !== '') line(partial)
      partial = ''
      finish()
    },
  }
}

export interface ScreenLockWatchOptions {
  readonly env: NodeJS.ProcessEnv
  readonly onLock: () => void
  readonly log: (line: string) => void
  /** dbus-monitor's arguments that pick each bus; `--system` and `--session` unless a test says otherwise. */
  readonly buses?: { readonly system: readonly string[]; readonly session: readonly string[] }
  /** How long the arguments of a message may lag behind its header before it counts as complete. */
  readonly settleMs?: number
}

/**
 * Follows the screen locking on both buses and calls `onLock` each time it locks; returns the stop.
 * Where dbus-monitor or a bus is missing, says once in the log that locking the screen will not
 * lock the wallet there.
 */
export function watchLinuxScreenLock(o: ScreenLockWatchOptions): () => void {
  const sessionId = o.env.XDG_SESSION_ID
  const sessionPath = sessionId ? logindSessionPath(sessionId) : undefined
  const rules = matchRules(sessionPath)
  const buses = o.buses ?? { system: ['--system'], session: ['--session'] }
  const children: ChildProcess[] = []
  let stopped = false
  for (const bus of ['system', 'session'] as const) {
    const child = spawn('dbus-monitor', [...buses[bus], ...rules[bus]], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: o.env,
    })
    children.push(child)
    let settle: NodeJS.Timeout | undefined
    const parser = createMonitorParser((signal) => {
      if (saysScreenLocked(signal, sessionPath)) o.onLock()
    })
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      parser.push(chunk)
      // The last message's arguments are complete once dbus-monitor has written for a moment.
      clearTimeout(settle)
      settle = setTimeout(() => parser.flush(), o.settleMs ?? 50)
    })
    child.once('error', (e) => {
      if (!stopped)
        o.log(
          `cannot follow the screen lock on the ${bus} bus, so locking the screen will not lock the wallet (${e.message})`,
        )
    })
    child.once('exit', (code, signal) => {
      clearTimeout(settle)
      parser.flush()
      if (!stopped)
        o.log(
          `stopped following the screen lock on the ${bus} bus (dbus-monitor ended: ${signal ?? `exit code ${code}`})`,
        )
    })
  }
  return () => {
    stopped = true
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill()
  }
}
