import { randomUUID } from 'node:crypto'
import { bytesToHex } from '@noble/hashes/utils.js'
import { publicKeyOf } from '../../../../../src/shared/auth/ed25519'
import { VaultError } from '../../../../../src/main/core/vault/errors'
import type { Keychain } from '../../../../../src/main/core/vault/keychain'

export const inKeyringHarness = process.env.COSIGNER_TEST_KEYRING === '1'

/** A seed with every byte `b`, so tests can spot it (and its hex) anywhere. */
export const seedOf = (b: number) => new Uint8Array(32).fill(b)
export const hexSeed = (b: number) => bytesToHex(seedOf(b))
export const pubHex = (seed: Uint8Array) => bytesToHex(publicKeyOf(seed))

/** A valid Ed25519 public key to stand for the server's. */
export const SERVER_PUBLIC = pubHex(seedOf(0x5e))

export function keystore(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    app_id: '6a1b2c3d-0000-4000-8000-00000000a001',
    session_id: '6a1b2c3d-0000-4000-8000-00000000b001',
    server_public_key: SERVER_PUBLIC,
    session_private_key: hexSeed(0x11),
    spend_private_key: hexSeed(0x22),
    ...over,
  }
}

/** A service name no other test (or person) uses. */
export const uniqueService = (tag: string) => `cosigner-test-${tag}-${process.pid}-${randomUUID().slice(0, 8)}`

/**
 * Wraps a real keychain so that its `nth` call of `op` fails as a locked keychain would, to test
 * that partial writes are undone. Every other call goes to the real keychain.
 */
export function failingOn(inner: Keychain, op: keyof Keychain, nth: number): Keychain & { calls: Record<keyof Keychain, number> } {
  const calls = { get: 0, set: 0, delete: 0, list: 0 }
  const wrap =
    <K extends keyof Keychain>(name: K) =>
    (...args: Parameters<Keychain[K]>) => {
      calls[name]++
      if (name === op && calls[name] === nth) {
        return Promise.reject(new VaultError('keychain-locked', 'injected failure', { detail: `call ${nth} of ${name}` }))
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
