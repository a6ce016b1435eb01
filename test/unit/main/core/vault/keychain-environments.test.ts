import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inKeyringHarness, keystore, uniqueService } from './helpers'
import { tempDir } from '../temp'

const child = fileURLToPath(new URL('./fixtures/keychain-child.ts', import.meta.url))
const root = fileURLToPath(new URL('../../../../../', import.meta.url))
const onLinux = process.platform === 'linux'
const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0

/** The environment minus anything that would reach a display or the caller's own session bus. */
function isolatedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  for (const k of [
    'DISPLAY',
    'WAYLAND_DISPLAY',
    'DBUS_SESSION_BUS_ADDRESS',
    'GNOME_KEYRING_CONTROL',
  ])
    delete env[k]
  return { ...env, ...extra }
}

function report(stdout: string): Record<string, string> {
  const line = stdout.trim().split('\n').at(-1) ?? ''
  return JSON.parse(line) as Record<string, string>
}

describe.runIf(onLinux)('no keychain reachable', () => {
  it("every operation fails with 'keychain-unavailable' and nothing crashes", () => {
    const dir = tempDir('cosigner-nobus-')
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', child, uniqueService('nobus'), 'plain', JSON.stringify(keystore())],
      {
        cwd: root,
        env: isolatedEnv({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-such-bus')}` }),
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(r.status, r.stderr).toBe(0)
    const out = report(r.stdout)
    for (const op of [
      'get',
      'set',
      'delete',
      'list',
      'import',
      'withSecret',
      'storedAccounts',
      'removeAccount',
    ]) {
      expect([op, out[op]]).toEqual([op, 'keychain-unavailable'])
    }
  })
})

// A second private session, so locking its keyring cannot disturb tests sharing the harness's.
describe.runIf(
  onLinux &&
    inKeyringHarness &&
    has('dbus-run-session') &&
    has('gnome-keyring-daemon') &&
    has('dbus-send'),
)('a locked keychain', () => {
  it("reads, writes and listings fail with 'keychain-locked' instead of 'not-found' or a crash", () => {
    const dir = tempDir('cosigner-locked-')
    mkdirSync(join(dir, 'run'), { mode: 0o700 })
    mkdirSync(join(dir, 'data'), { mode: 0o700 })
    const script =
      'echo -n locked-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"'
    const r = spawnSync(
      'dbus-run-session',
      [
        '--',
        'bash',
        '-c',
        script,
        'session',
        process.execPath,
        '--import',
        'tsx',
        child,
        uniqueService('locked'),
        'lock',
        JSON.stringify(keystore()),
      ],
      {
        cwd: root,
        env: isolatedEnv({ XDG_RUNTIME_DIR: join(dir, 'run'), XDG_DATA_HOME: join(dir, 'data') }),
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(r.status, r.stderr).toBe(0)
    const out = report(r.stdout)
    expect(out['import-unlocked']).toBe(`ok:"${keystore().app_id}"`)
    expect(out.locked).toMatch(/^\/org\/freedesktop\/secrets\/collection\//)
    // keytar alone would answer null / false / crash here; the vault must say "locked".
    for (const op of [
      'get',
      'set',
      'delete',
      'list',
      'import',
      'withSecret',
      'storedAccounts',
      'removeAccount',
    ]) {
      expect([op, out[op]]).toEqual([op, 'keychain-locked'])
    }
  })
})
