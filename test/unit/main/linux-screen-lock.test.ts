/**
 * Locking on Linux's screen lock: logind's session path, the signals that mean "locked", parsing
 * dbus-monitor's output, and the watch itself against a private D-Bus daemon, with the signals sent
 * as GNOME Shell, KDE and logind send them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createMonitorParser,
  logindSessionPath,
  saysScreenLocked,
  watchLinuxScreenLock,
  type BusSignal,
} from '../../../src/main/linux-screen-lock'

const SESSION = '/org/freedesktop/login1/session/_32'
const lockedHint = (value: boolean, path = SESSION): BusSignal => ({
  path,
  interface: 'org.freedesktop.DBus.Properties',
  member: 'PropertiesChanged',
  args: [
    'string "org.freedesktop.login1.Session"',
    'array [',
    'dict entry(',
    'string "LockedHint"',
    `variant             boolean ${value}`,
    ')',
    ']',
    'array [',
    ']',
  ],
})

describe('logindSessionPath', () => {
  it('escapes the session id as logind names its object', () => {
    expect(logindSessionPath('2')).toBe('/org/freedesktop/login1/session/_32')
    expect(logindSessionPath('c12')).toBe('/org/freedesktop/login1/session/c12')
    expect(logindSessionPath('12-a')).toBe('/org/freedesktop/login1/session/_312_2da')
  })
})

describe('saysScreenLocked', () => {
  it("takes a screensaver's ActiveChanged(true), logind's Lock and LockedHint turning true, for this session", () => {
    for (const name of [
      'org.freedesktop.ScreenSaver',
      'org.gnome.ScreenSaver',
      'org.cinnamon.ScreenSaver',
    ]) {
      expect(
        saysScreenLocked(
          { path: '/x', interface: name, member: 'ActiveChanged', args: ['boolean true'] },
          SESSION,
        ),
      ).toBe(true)
      expect(
        saysScreenLocked(
          { path: '/x', interface: name, member: 'ActiveChanged', args: ['boolean false'] },
          SESSION,
        ),
      ).toBe(false)
    }
    expect(
      saysScreenLocked(
        { path: SESSION, interface: 'org.freedesktop.login1.Session', member: 'Lock', args: [] },
        SESSION,
      ),
    ).toBe(true)
    expect(
      saysScreenLocked(
        { path: SESSION, interface: 'org.freedesktop.login1.Session', member: 'Unlock', args: [] },
        SESSION,
      ),
    ).toBe(false)
    expect(saysScreenLocked(lockedHint(true), SESSION)).toBe(true)
    expect(saysScreenLocked(lockedHint(false), SESSION)).toBe(false)
  })

  it("ignores another session's lock, unless the session is not known", () => {
    const other = '/org/freedesktop/login1/session/_33'
    expect(saysScreenLocked(lockedHint(true, other), SESSION)).toBe(false)
    expect(
      saysScreenLocked(
        { path: other, interface: 'org.freedesktop.login1.Session', member: 'Lock', args: [] },
        SESSION,
      ),
    ).toBe(false)
    expect(saysScreenLocked(lockedHint(true, other), undefined)).toBe(true)
  })
})

describe('createMonitorParser', () => {
  it('reads signals from output that arrives in pieces', () => {
    const out = [
      'signal time=1.1 sender=org.freedesktop.DBus -> destination=:1.0 serial=2 path=/org/freedesktop/DBus; interface=org.freedesktop.DBus; member=NameAcquired\n   string ":1.0"\n',
      'signal time=1.2 sender=:1.1 -> destination=(null destination) serial=2 path=/org/gnome/ScreenSaver; interface=org.gnome.ScreenSaver; member=ActiveChan',
      'ged\n   boolean true\nsignal time=1.3 sender=:1.2 -> destination=(null destination) serial=3 path=/org/freedesktop/login1/session/_32; interface=org.freedesktop.login1.Session; member=Lock\n',
    ]
    const seen: BusSignal[] = []
    const parser = createMonitorParser((s) => seen.push(s))
    for (const chunk of out) parser.push(chunk)
    expect(seen.map((s) => s.member)).toEqual(['NameAcquired', 'ActiveChanged'])
    parser.flush()
    expect(seen[1]).toEqual({
      path: '/org/gnome/ScreenSaver',
      interface: 'org.gnome.ScreenSaver',
      member: 'ActiveChanged',
      args: ['boolean true'],
    })
    expect(seen[2]).toEqual({
      path: SESSION,
      interface: 'org.freedesktop.login1.Session',
      member: 'Lock',
      args: [],
    })
  })
})

const hasDbus = ['dbus-daemon', 'dbus-monitor', 'dbus-send', 'gdbus'].every(
  (tool) => spawnSync('which', [tool]).status === 0,
)

describe.skipIf(!hasDbus)('watchLinuxScreenLock, on a private bus', () => {
  let daemon: ChildProcess | undefined
  let stop: (() => void) | undefined
  afterEach(() => {
    stop?.()
    daemon?.kill()
  })

  async function privateBus(): Promise<string> {
    daemon = spawn('dbus-daemon', ['--session', '--nofork', '--nopidfile', '--print-address=1'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const [chunk] = (await once(daemon.stdout!, 'data')) as [Buffer]
    return chunk.toString().trim()
  }

  const send = (address: string, args: string[]) =>
    expect(spawnSync('dbus-send', [`--bus=${address}`, '--type=signal', ...args]).status).toBe(0)
  const emit = (address: string, args: string[]) =>
    expect(
      spawnSync('gdbus', ['emit', '--session', ...args], {
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: address },
      }).status,
    ).toBe(0)

  it("locks when the screensaver activates, logind says Lock, or this session's LockedHint turns true, and at nothing else", async () => {
    const address = await privateBus()
    let locks = 0
    const lines: string[] = []
    stop = watchLinuxScreenLock({
      env: { ...process.env, XDG_SESSION_ID: '2' },
      onLock: () => void locks++,
      log: (l) => lines.push(l),
      buses: { system: ['--address', address], session: ['--address', address] },
    })
    // dbus-monitor has its match rules in place once it has said hello.
    await new Promise((r) => setTimeout(r, 500))
    send(address, ['/org/gnome/ScreenSaver', 'org.gnome.ScreenSaver.ActiveChanged', 'boolean:true'])
    await expect.poll(() => locks).toBe(1)
    send(address, [
      '/org/gnome/ScreenSaver',
      'org.gnome.ScreenSaver.ActiveChanged',
      'boolean:false',
    ])
    send(address, [SESSION, 'org.freedesktop.login1.Session.Lock'])
    await expect.poll(() => locks).toBe(2)
    const hint = (path: string, value: boolean) => [
      '--object-path',
      path,
      '--signal',
      'org.freedesktop.DBus.Properties.PropertiesChanged',
      "'org.freedesktop.login1.Session'",
      `{'LockedHint': <${value}>}`,
      '@as []',
    ]
    emit(address, hint('/org/freedesktop/login1/session/_33', true))
    emit(address, hint(SESSION, false))
    emit(address, hint(SESSION, true))
    await expect.poll(() => locks).toBe(3)
    await new Promise((r) => setTimeout(r, 300))
    expect(locks).toBe(3)
    expect(lines).toEqual([])
  })

  it('says once per bus that the screen lock cannot be followed where dbus-monitor cannot run', async () => {
    const lines: string[] = []
    stop = watchLinuxScreenLock({
      env: { ...process.env, PATH: '/nonexistent' },
      onLock: () => {},
      log: (l) => lines.push(l),
    })
    await expect.poll(() => lines.length).toBe(2)
    expect(lines[0]).toMatch(
      /^cannot follow the screen lock on the system bus, so locking the screen will not lock the wallet/,
    )
  })
})
