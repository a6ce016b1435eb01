import Database from 'better-sqlite3'
import { bytesToHex } from '@noble/hashes/utils.js'
import { publicKeyOf } from '../../../../../src/shared/auth/ed25519'
import { openCache, type Cache } from '../../../../../src/main/core/db/open'
import type { AccountRecord } from '../../../../../src/main/core/vault/record'

export const ALICE = 'a1b2c3d4-0000-4000-8000-000000000001'
export const BOB = 'a1b2c3d4-0000-4000-8000-000000000002'
export const CAROL = 'a1b2c3d4-0000-4000-8000-000000000003'
export const GROUP = 'c0ffee00-0000-4000-8000-000000000010'
export const REQUEST = 'f1e2d3c4-0000-4000-8000-000000000003'
export const TX_HASH = 'ab'.repeat(32)

const pub = (b: number) => bytesToHex(publicKeyOf(new Uint8Array(32).fill(b)))

export function aliceRecord(over: Partial<AccountRecord> = {}): AccountRecord {
  return {
    user_id: ALICE,
    session_id: 'a1b2c3d4-0000-4000-8000-0000000000a1',
    server_public_key: pub(0x5e),
    session_public_key: pub(0x11),
    spend_public_key: pub(0x22),
    tip_public_key: pub(0x22),
    label: 'Alice',
    ...over,
  }
}

/** A multisig request as the service serves it (service-interface "multisig_request"). */
export function requestRecord(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'multisig_request',
    request_id: REQUEST,
    user_id: ALICE,
    asset_id: '43d61dcd-e413-450d-80b8-101d5e903357',
    amount: '0.5',
    threshold: 2,
    senders: [ALICE, BOB, CAROL],
    receivers: [CAROL],
    signers: [BOB],
    memo: 'rent',
    action: 'sign',
    state: 'initial',
    transaction_hash: TX_HASH,
    raw_transaction: '77770005',
    created_at: '2024-01-02T03:04:05.123456789Z',
    updated_at: '2024-01-02T03:04:05.123456789Z',
    code_id: 'f1e2d3c4-0000-4000-8000-0000000000c0',
    ...over,
  }
}

export { tempDir } from '../temp'

/** An in-memory cache with a clock the test moves by hand. */
export function memoryCache(): Cache & { clock: { t: number } } {
  const clock = { t: 1_700_000_000_000 }
  const cache = openCache(':memory:', { now: () => clock.t })
  return Object.assign(cache, { clock })
}

/** A bare in-memory database with foreign keys on, for migration tests. */
export function bareDb(): Database.Database {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  return db
}

/** The query plan's details, to assert an index is used. */
export function plan(db: Database.Database, sql: string, ...params: unknown[]): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>)
    .map((r) => r.detail)
    .join('\n')
}
