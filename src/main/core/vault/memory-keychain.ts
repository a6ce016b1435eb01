/**
 * A keychain in this process's memory: its entries live as long as the object and are never written
 * anywhere. For the demo's throwaway keys on a machine where no OS keychain is reachable — the wallet
 * says so (`storage: 'memory'`) — and for tests and benches that must not touch the OS keychain. The
 * core never falls back to it for a wallet for real accounts (./keychain-reach): its keys would be
 * gone when it stops.
 * @module
 */
import type { Keychain } from './keychain'

/** A {@link Keychain} in memory, marked as such. */
export function memoryKeychain(): Keychain & { readonly storage: 'memory' } {
  const entries = new Map<string, string>()
  const key = (service: string, account: string) => `${service}\u0000${account}`
  return {
    storage: 'memory',
    get: async (service, account) => entries.get(key(service, account)) ?? null,
    set: async (service, account, secret) => void entries.set(key(service, account), secret),
    delete: async (service, account) => entries.delete(key(service, account)),
    list: async (service) =>
      [...entries.keys()]
        .filter((k) => k.startsWith(`${service}\u0000`))
        .map((k) => k.slice(service.length + 1)),
  }
}
