import * as ed from '@noble/ed25519'
import { ed25519 } from '@noble/curves/ed25519.js'
import { sha512 } from '@noble/hashes/sha2.js'
import type { Db } from '../node/sqlite/open'
import { immediateTransaction } from '../node/sqlite/transaction'

ed.hashes.sha512 = sha512

/**
 * The server's Ed25519 key pair. Its public half is every keystore's `server_public_key`; the PIN
 * ciphertexts of registrations are encrypted to it (wire-formats §5.3).
 */
export interface ServerKey {
  /** 32-byte seed; callers zero their copy after use. */
  readonly seed: Uint8Array
  readonly publicKey: Uint8Array
}

/**
 * Reads the server key, creating it on first use. Runs in an IMMEDIATE transaction so two
 * processes opening a fresh file at once (server and CLI) cannot create two different keys.
 */
export function ensureServerKey(db: Db, nowNs: bigint): ServerKey {
  const read = db.prepare<[], { private_seed: Buffer; public_key: Buffer }>(
    'SELECT private_seed, public_key FROM server_keys WHERE id = 1',
  )
  return immediateTransaction(db, (): ServerKey => {
    const row = read.get()
    if (row)
      return { seed: new Uint8Array(row.private_seed), publicKey: new Uint8Array(row.public_key) }
    const seed = ed.utils.randomSecretKey()
    const publicKey = ed.getPublicKey(seed)
    db.prepare(
      'INSERT INTO server_keys (id, private_seed, public_key, created_at) VALUES (1, ?, ?, ?)',
    ).run(seed, publicKey, nowNs)
    return { seed, publicKey }
  })
}

const publicKeys = new WeakMap<Db, Uint8Array>()

/**
 * The server's public key only (no secret leaves the database), cached per connection: it never
 * changes once created.
 * @throws RangeError before `ensureServerKey` has run on this database
 */
export function serverPublicKey(db: Db): Uint8Array {
  let key = publicKeys.get(db)
  if (!key) {
    const row = db
      .prepare<[], { public_key: Buffer }>('SELECT public_key FROM server_keys WHERE id = 1')
      .get()
    if (!row) throw new RangeError('the server key has not been created yet')
    key = new Uint8Array(row.public_key)
    publicKeys.set(db, key)
  }
  return key
}

const curveKeys = new WeakMap<Uint8Array, Uint8Array>()

/**
 * The public key in Curve25519 form, what legacy keystores hold as `pin_token_base64`. Cached:
 * the conversion decodes the point (a field square root), too slow to repeat on every `/safe/me`.
 */
export function serverCurvePublicKey(publicKey: Uint8Array): Uint8Array {
  let curve = curveKeys.get(publicKey)
  if (!curve) curveKeys.set(publicKey, (curve = ed25519.utils.toMontgomery(publicKey)))
  return curve
}
