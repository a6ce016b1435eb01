/**
 * Keychains for tests. `memoryKeychain` (the vault's own) keeps entries in a Map, for tests and benches that
 * must not need (or touch) an OS keychain; tests of the vault itself use the real one inside `npm test`'s
 * private keyring. `failingOn` makes any keychain fail once, as a locked keychain would.
 * @module
 */
import { VaultError } from '../src/main/core/vault/errors'
import type { Keychain } from '../src/main/core/vault/keychain'

export { memoryKeychain } from '../src/main/core/vault/memory-keychain'

type KeychainOp = 'get' | 'set' | 'delete' | 'list'

/**
 * Wraps a keychain so that its `nth` call of `op` fails as a locked keychain would, to test that
 * partial writes are undone. Every other call goes to `inner`.
 */
export function failingOn(
  inner: Keychain,
  op: KeychainOp,
  nth: number,
): Keychain & { calls: Record<KeychainOp, number> } {
  const calls = { get: 0, set: 0, delete: 0, list: 0 }
  const wrap =
    <K extends KeychainOp>(name: K) =>
    (...args: Parameters<Keychain[K]>) => {
      calls[name]++
      if (name === op && calls[name] === nth) {
        return Promise.reject(
          new VaultError('keychain-locked', 'injected failure', {
            detail: `call ${nth} of ${name}`,
          }),
        )
      }
      return (inner[name] as (...a: unknown[]) => unknown)(...args)
    }
  return {
    calls,
    get: wrap('get') as Keychain['get'],
    set: wrap('set') as Keychain['set'],
    delete: wrap('delete') as Keychain['delete'],
    list: wrap('list') as Keychain['list'],
  }
}

/**
 * Wraps a keychain as a process killed at its `nth` keychain call would leave it: that call and
 * every later one fail (nothing the process meant to do afterwards, clean-up included, happens).
 * `calls` counts every call, so a first run without a kill (`nth` = Infinity) tells how many steps
 * an operation takes; `nth` may be set later, to kill at a step of an operation that starts after
 * others (`dying.nth = dying.calls + k`).
 */
export function dyingAt(inner: Keychain, nth: number): Keychain & { calls: number; nth: number } {
  const out = {
    calls: 0,
    nth,
    ...Object.fromEntries(
      (['get', 'set', 'delete', 'list'] as const).map((name) => [
        name,
        (...args: unknown[]) => {
          out.calls++
          if (out.calls >= out.nth)
            return Promise.reject(
              new VaultError('keychain-failed', 'the process was killed here', {
                detail: `call ${out.calls} (${name})`,
              }),
            )
          return (inner[name] as (...a: unknown[]) => unknown)(...args)
        },
      ]),
    ),
  } as Keychain & { calls: number; nth: number }
  return out
}
