/**
 * The demo's keychain: on macOS its entries are written with `security -i` so that Electron may
 * read what the demo's Node process wrote without Keychain asking; elsewhere the wallet's own.
 */
import { describe, expect, it } from 'vitest'
import { addAnyAppItemCommand, demoKeychain } from '../../../../src/cli/demo/demo-keychain'
import type { Keychain } from '../../../../src/main/core/vault'
import { isVaultError } from '../../../../src/main/core/vault/errors'

const USER = '6a1b2c3d-0000-4000-8000-00000000beef'
const SEED = 'ab'.repeat(32)

/** A keychain in memory, standing in for keytar. */
function memoryKeychain(): Keychain & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get: async (s, a) => entries.get(`${s}|${a}`) ?? null,
    set: async (s, a, v) => void entries.set(`${s}|${a}`, v),
    delete: async (s, a) => entries.delete(`${s}|${a}`),
    list: async (s) =>
      [...entries.keys()].filter((k) => k.startsWith(`${s}|`)).map((k) => k.slice(s.length + 1)),
  }
}

describe('demoKeychain', () => {
  it("is the wallet's own keychain except on macOS", () => {
    for (const platform of ['linux', 'win32'] as const)
      expect(demoKeychain(platform)).toBeUndefined()
  })

  it('on macOS writes each entry for any program through security -i, the secret on its input only', async () => {
    const base = memoryKeychain()
    const commands: string[] = []
    const kc = demoKeychain('darwin', { base, run: async (c) => (commands.push(c), { ok: true }) })!
    await kc.set('cosigner-demo', `${USER}/spend`, SEED)
    expect(commands).toEqual([
      `add-generic-password -U -A -s cosigner-demo -a ${USER}/spend -w ${SEED}\n`,
    ])
    expect(base.entries.size).toBe(0)
    // Reading, listing and removing go through the keychain as usual.
    base.entries.set(`cosigner-demo|${USER}/spend`, SEED)
    await expect(kc.get('cosigner-demo', `${USER}/spend`)).resolves.toBe(SEED)
    await expect(kc.list('cosigner-demo')).resolves.toEqual([`${USER}/spend`])
    await expect(kc.delete('cosigner-demo', `${USER}/spend`)).resolves.toBe(true)
  })

  it('says when security could not store the entry, with its words as details', async () => {
    const kc = demoKeychain('darwin', {
      base: memoryKeychain(),
      run: async () => ({
        ok: false,
        details: 'SecKeychainItemCreateFromContent: User interaction is not allowed.',
      }),
    })!
    const failure = await kc.set('cosigner-demo', `${USER}/tip`, SEED).catch((e: unknown) => e)
    expect(isVaultError(failure, 'keychain-failed')).toBe(true)
    expect(failure).toMatchObject({
      message: 'The demo could not store its keys in the Keychain.',
      detail: 'SecKeychainItemCreateFromContent: User interaction is not allowed.',
    })
  })

  it('refuses anything that would split into other words on the command line', () => {
    expect(() =>
      addAnyAppItemCommand('cosigner-demo', `${USER}/spend`, `${SEED} -s other`),
    ).toThrow(RangeError)
    expect(() => addAnyAppItemCommand('cosigner demo', `${USER}/spend`, SEED)).toThrow(RangeError)
  })
})
