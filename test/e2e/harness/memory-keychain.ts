/**
 * A keychain in memory, for running the end-to-end tests outside `npm test`'s private keyring
 * (e.g. `npx vitest run test/e2e` on a desktop): never the developer's own keychain.
 * @module
 */
import type { Keychain } from '../../../src/main/core/vault'

export function memoryKeychain(): Keychain {
  const entries = new Map<string, string>()
  const key = (service: string, account: string) => `${service}\u0000${account}`
  return {
    get: async (service, account) => entries.get(key(service, account)) ?? null,
    set: async (service, account, secret) => void entries.set(key(service, account), secret),
    delete: async (service, account) => entries.delete(key(service, account)),
    list: async (service) => [...entries.keys()].filter((k) => k.startsWith(`${service}\u0000`)).map((k) => k.slice(service.length + 1)),
  }
}
