import { randomUUID } from 'node:crypto'
import { bytesToHex } from '@noble/hashes/utils.js'
import { publicKeyOf } from '../../../../../src/shared/auth/ed25519'

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
export const uniqueService = (tag: string) =>
  `cosigner-test-${tag}-${process.pid}-${randomUUID().slice(0, 8)}`
