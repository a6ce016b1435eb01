/**
 * Locking from the host, over a real core (SQLite cache, in-memory keychain): the menu's Lock item
 * locks exactly as the window's Lock button (the bridge's lock.lock), the core announces it (what
 * the window is told by) only when the wallet did lock, and the demo's wallet says why it cannot be
 * locked.
 */
import { describe, expect, it } from 'vitest'
import { createCoreWithInternals, type CoreWithInternals } from '../../../src/main/core'
import { createBridgeHandlers } from '../../../src/main/core/bridge-handlers'
import { lockFromHost } from '../../../src/main/host-lock'
import { menuTemplate } from '../../../src/main/menu'
import { translator } from '../../../src/shared/i18n/translate'
import { memoryKeychain } from '../../../harness/keychain'
import { ensurePassphrase } from '../../../harness/wallet-lock'
import { tempDir } from './core/temp'

function open(o: { allowUnprotected?: boolean } = {}): CoreWithInternals {
  const core = createCoreWithInternals({
    dataDir: tempDir('cosigner-host-lock-'),
    keychain: memoryKeychain(),
    keychainService: 'cosigner-host-lock-test',
    baseUrl: 'http://127.0.0.1:1',
    scryptN: 1024,
    retry: { attempts: 1 },
    logger: { warn: () => undefined, error: () => undefined },
    ...(o.allowUnprotected ? { allowUnprotected: true } : {}),
  })
  return core
}

/** What the core announced about its lock: what ./desktop shows the window. */
function announced(core: CoreWithInternals): string[] {
  const told: string[] = []
  core.events.on('lock-changed', (e) => told.push(e.state))
  return told
}

/** The File menu's Lock item of a menu wired as src/main/index.ts wires it. */
function lockItem(core: CoreWithInternals | undefined, shown: string[]) {
  const template = menuTemplate({
    platform: 'linux',
    appName: 'Cosigner',
    packaged: true,
    t: translator('en'),
    actions: {
      openRequest: () => undefined,
      openHelp: () => undefined,
      lock: () => {
        const r = lockFromHost(core, 'user')
        if (!r.ok) shown.push(r.message)
      },
    },
  })
  const file = template[0]!.submenu as Array<{ id?: string; click?: () => void }>
  return file.find((i) => i.id === 'lock')!.click!
}

describe('lockFromHost', () => {
  it('the menu item locks the core as the Lock button does, and the core announces it; the bridge then refuses all but the lock', async () => {
    const core = open()
    try {
      await ensurePassphrase(core)
      const handlers = createBridgeHandlers(core)
      expect(core.lock.status().state).toBe('unlocked')
      const told = announced(core)
      const shown: string[] = []
      lockItem(core, shown)()
      expect(core.lock.status().state).toBe('locked')
      expect(core.vault.open).toBe(false)
      expect(told).toEqual(['locked'])
      expect(shown).toEqual([])
      expect(await handlers['accounts.list']({})).toMatchObject({
        ok: false,
        error: { code: 'locked' },
      })
      // The Lock button's path writes the same audit line.
      await ensurePassphrase(core)
      expect(await handlers['lock.lock']({})).toMatchObject({
        ok: true,
        value: { state: 'locked' },
      })
      expect(core.audit.list({ action: 'wallet.lock' }).map((e) => e.detail)).toEqual([
        'user',
        'user',
      ])
    } finally {
      core.close()
    }
  })

  it('locks for the system with its own reason; locking a locked wallet again announces nothing new', async () => {
    const core = open()
    try {
      await ensurePassphrase(core)
      const told = announced(core)
      expect(lockFromHost(core, 'system')).toMatchObject({ ok: true, status: { state: 'locked' } })
      expect(lockFromHost(core, 'system')).toMatchObject({ ok: true, status: { state: 'locked' } })
      expect(told).toEqual(['locked'])
      expect(core.audit.list({ action: 'wallet.lock' }).map((e) => e.detail)).toEqual(['system'])
    } finally {
      core.close()
    }
  })

  it('before a passphrase is chosen there is nothing to lock, and nothing is announced', () => {
    const core = open()
    try {
      const told = announced(core)
      expect(lockFromHost(core, 'user')).toMatchObject({ ok: true, status: { state: 'setup' } })
      expect(told).toEqual([])
    } finally {
      core.close()
    }
  })

  it('the demo’s wallet without a passphrase says why it cannot be locked; a core not open yet has nothing to lock', () => {
    const core = open({ allowUnprotected: true })
    try {
      const told = announced(core)
      const shown: string[] = []
      lockItem(core, shown)()
      expect(core.lock.status().state).toBe('unprotected')
      expect(told).toEqual([])
      expect(shown).toEqual(['This demo wallet has no passphrase, so it cannot be locked.'])
      lockItem(undefined, shown)()
      expect(shown).toEqual([
        'This demo wallet has no passphrase, so it cannot be locked.',
        'The wallet is still starting.',
      ])
    } finally {
      core.close()
    }
  })

  it('a failure that is not the core’s own is not shown as it came', () => {
    const broken = {
      lock: {
        lock: (): never => {
          throw new Error('SQLITE_IOERR: disk I/O error at /secret/path')
        },
      },
    }
    expect(lockFromHost(broken, 'user')).toEqual({
      ok: false,
      message: 'The wallet could not be locked.',
      words: { id: 'menu.cannotLock' },
    })
  })
})
