import { describe, expect, it } from 'vitest'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import type { Keychain } from '../../../../../src/main/core/vault/keychain'
import { reachedKeychain } from '../../../../../src/main/core/vault/keychain-reach'
import { memoryKeychain } from '../../../../../harness/keychain'

/** An OS keychain that fails every call with `code` while `down.code` is set, else keeps entries. */
function flakyKeychain() {
  const inner = memoryKeychain()
  const down: { code: 'keychain-unavailable' | 'keychain-locked' | null } = {
    code: 'keychain-unavailable',
  }
  const guard = <T>(op: () => Promise<T>) =>
    down.code
      ? Promise.reject(
          new VaultError(down.code, 'no keychain', {
            detail: 'Could not connect: No such file or directory',
          }),
        )
      : op()
  const os: Keychain = {
    get: (s, a) => guard(() => inner.get(s, a)),
    set: (s, a, v) => guard(() => inner.set(s, a, v)),
    delete: (s, a) => guard(() => inner.delete(s, a)),
    list: (s) => guard(() => inner.list(s)),
  }
  return { os, down, inner }
}

describe('reachedKeychain', () => {
  it('keeps the keys in the OS keychain when it answers', async () => {
    const { os, down, inner } = flakyKeychain()
    down.code = null
    const k = reachedKeychain(os, { service: 'cosigner', throwaway: true })
    expect(await k.check()).toEqual({ storage: 'os' })
    await k.set('cosigner', 'a', 'secret')
    expect(await inner.get('cosigner', 'a')).toBe('secret')
    expect(k.storage).toBeUndefined()
  })

  it("puts the demo's throwaway keys in memory where no keychain answers, and stays there", async () => {
    const { os, down, inner } = flakyKeychain()
    const k = reachedKeychain(os, { service: 'cosigner-demo', throwaway: true })
    await k.set('cosigner-demo', 'a', 'secret')
    expect(k.reach()).toEqual({ storage: 'memory' })
    expect(k.storage).toBe('memory')
    expect(await k.get('cosigner-demo', 'a')).toBe('secret')
    down.code = null
    expect(await k.check()).toEqual({ storage: 'memory' })
    expect(await inner.list('cosigner-demo')).toEqual([])
  })

  it('refuses for a wallet for real accounts, with the OS’s words, and tries again when asked', async () => {
    const { os, down, inner } = flakyKeychain()
    const k = reachedKeychain(os, { service: 'cosigner', throwaway: false })
    await expect(k.set('cosigner', 'a', 'secret')).rejects.toMatchObject({
      code: 'keychain-unavailable',
    })
    expect(k.reach()).toEqual({
      storage: 'unreachable',
      detail: 'Could not connect: No such file or directory',
    })
    expect(await k.check()).toMatchObject({ storage: 'unreachable' })
    down.code = null
    expect(await k.check()).toEqual({ storage: 'os' })
    await k.set('cosigner', 'a', 'secret')
    expect(await inner.get('cosigner', 'a')).toBe('secret')
  })

  it('counts a locked keychain as there: its own error says what to do', async () => {
    const { os, down } = flakyKeychain()
    down.code = 'keychain-locked'
    const k = reachedKeychain(os, { service: 'cosigner-demo', throwaway: true })
    expect(await k.check()).toEqual({ storage: 'os' })
    await expect(k.set('cosigner-demo', 'a', 'secret')).rejects.toMatchObject({
      code: 'keychain-locked',
    })
  })
})
