/**
 * Without a reachable keychain (the child process gets a D-Bus address where no bus listens): a
 * wallet for real accounts says so, with what to install, through the bridge, and stores nothing
 * (not even the passphrase, since sealing the keychain's entries failed); the demo's wallet keeps its
 * throwaway keys in memory instead, and says that.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../unit/main/core/temp'
import { translator } from '../../../src/shared/i18n/translate'
import type { Words } from '../../../src/shared/i18n/words'

const child = fileURLToPath(new URL('./fixtures/no-keychain-child.ts', import.meta.url))
const root = fileURLToPath(new URL('../../../', import.meta.url))

const keystore = JSON.stringify({
  app_id: '6a1b2c3d-0000-4000-8000-00000000a001',
  session_id: '6a1b2c3d-0000-4000-8000-00000000b001',
  // The public key of the seed 32 × 0x11 (wire-formats §5.1): any valid Ed25519 key does.
  server_public_key: 'd04ab232742bb4ab3a1368bd4615e4e6d0224ab71a016baf8520a332c9778737',
  session_private_key: '11'.repeat(32),
  spend_private_key: '22'.repeat(32),
})

/** Runs the fixture as `mode` where no D-Bus session exists, and returns what it printed and its output. */
function runWithoutKeychain(mode: 'wallet' | 'demo') {
  const dir = tempDir('cosigner-nokeychain-')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-such-bus')}`,
  }
  for (const k of ['DISPLAY', 'WAYLAND_DISPLAY', 'GNOME_KEYRING_CONTROL']) delete env[k]
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      child,
      join(dir, 'data'),
      `cosigner-nokeychain-${process.pid}`,
      keystore,
      mode,
    ],
    {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
  expect(r.status, r.stderr).toBe(0)
  expect(r.stdout + r.stderr).not.toContain('11'.repeat(32))
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, unknown>
}

describe.runIf(process.platform === 'linux')('no keychain reachable', () => {
  it('a wallet for real accounts says why and what to install, refuses to store keys, and stores nothing', () => {
    const out = runWithoutKeychain('wallet')
    expect(out.keychain).toMatchObject({
      storage: 'unreachable',
      backend: 'Secret Service',
      reason: { id: 'core.keychain.cannotKeep', values: { platform: 'linux' } },
      remedy: { id: 'core.keychain.remedy.linux' },
      detail: expect.any(String),
    })
    const { reason, remedy } = out.keychain as { reason: Words; remedy: Words }
    expect(translator('en').say(reason)).toMatch(
      /^No keychain is reachable on this computer \(no Secret Service answers\), so the wallet cannot keep your keys/,
    )
    expect(translator('en').say(remedy)).toContain('sudo apt-get install gnome-keyring')
    // In the reader's language, the commands as they are typed.
    expect(translator('zh-CN').say(reason)).toMatch(
      /^此计算机上无法连接任何系统钥匙串（没有 Secret Service 响应），因此钱包无法保存您的密钥/,
    )
    expect(translator('zh-CN').say(remedy)).toContain('sudo apt-get install gnome-keyring')
    expect(translator('zh-TW').say(reason)).toContain('保存在 Secret Service 中')
    expect(out.setup).toMatchObject({
      ok: false,
      error: {
        code: 'keychain-unavailable',
        message: expect.stringMatching(/^No keychain is reachable/),
      },
    })
    expect(out.imported).toMatchObject({ ok: false, error: { code: 'no-passphrase' } })
    expect(out.direct).toBe('VaultError:keychain-unavailable')
    expect([out.accounts, out.state]).toEqual([0, 'setup'])
    expect(out.audit).toEqual([['passphrase.set', 'failed']])
  })

  it("the demo's wallet keeps its throwaway keys in memory, says so, and works on them", () => {
    const out = runWithoutKeychain('demo')
    expect(out.keychain).toMatchObject({
      storage: 'memory',
      reason: { id: 'core.keychain.demoMemory' },
      remedy: null,
    })
    expect(translator('en').say((out.keychain as { reason: Words }).reason)).toContain(
      "the demo keeps its throwaway keys in the wallet's memory only",
    )
    expect(out.imported).toMatchObject({ ok: true })
    expect([out.accounts, out.state, out.readBack]).toEqual([1, 'unprotected', 32])
  })
})
