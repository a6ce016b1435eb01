import { describe, expect, it } from 'vitest'
import type Database from 'better-sqlite3'
import { migrate, schemaVersion } from '../../../../../src/node/sqlite/migrate'
import { migrations } from '../../../../../src/main/core/db/migrations'
import {
  aliceRecord,
  ALICE,
  bareDb,
  BOB,
  CAROL,
  GROUP,
  plan,
  REQUEST,
  requestRecord,
  TX_HASH,
} from './helpers'

// Each migration: bring a database to the step before, insert rows the way that version wrote them,
// migrate, and check both the old rows and what the step added.

const T = 1_700_000_000_000

function insertAccount(db: Database.Database, over: Record<string, unknown> = {}) {
  const r = { ...aliceRecord(), registered_at: null, created_at: T, updated_at: T, ...over }
  db.prepare(
    `INSERT INTO accounts (user_id, session_id, server_public_key, session_public_key, spend_public_key, tip_public_key, label, registered_at, created_at, updated_at)
     VALUES (@user_id, @session_id, @server_public_key, @session_public_key, @spend_public_key, @tip_public_key, @label, @registered_at, @created_at, @updated_at)`,
  ).run(r)
}

function insertGroup(db: Database.Database) {
  db.prepare(
    `INSERT INTO conversations (account_id, conversation_id, category, name, announcement, creator_id, code_url, mute_until, expire_in, created_at, synced_at)
     VALUES (?, ?, 'GROUP', 'Treasury 2-of-3', 'Sign on Fridays', ?, 'https://mixin.one/codes/x', '0001-01-01T00:00:00Z', 0, '2024-01-01T00:00:00Z', ?)`,
  ).run(ALICE, GROUP, ALICE, T)
  const p = db.prepare(
    "INSERT INTO participants (account_id, conversation_id, user_id, role, created_at) VALUES (?, ?, ?, ?, '2024-01-01T00:00:00Z')",
  )
  p.run(ALICE, GROUP, ALICE, 'OWNER')
  p.run(ALICE, GROUP, BOB, 'ADMIN')
  p.run(ALICE, GROUP, CAROL, '')
}

function insertRequest(db: Database.Database) {
  db.prepare(
    `INSERT INTO multisig_requests (account_id, request_id, transaction_hash, state, my_role, record_json, summary_json, created_at, updated_at, synced_at)
     VALUES (?, ?, ?, 'needs-signature', 'signer', ?, NULL, ?, ?, ?)`,
  ).run(ALICE, REQUEST, TX_HASH, JSON.stringify(requestRecord()), T, T, T)
}

const count = (db: Database.Database, table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get()

describe('the list', () => {
  it('numbers the real migrations in increasing steps of ten', () => {
    const versions = migrations.map((m) => m.version)
    expect(versions).toEqual(versions.map((_, i) => (i + 1) * 10))
  })
})

describe('migration 10: accounts and settings', () => {
  it('creates strict tables that take public keys only', () => {
    const db = bareDb()
    expect(migrate(db, migrations, { to: 10 })).toBe(10)
    insertAccount(db)
    insertAccount(db, { user_id: BOB, spend_public_key: null, tip_public_key: null, label: '' })
    db.prepare(
      "INSERT INTO settings (key, value, updated_at) VALUES ('api.base_url', 'http://127.0.0.1:7000', ?)",
    ).run(T)
    expect(count(db, 'accounts')).toBe(2)
    // A 64-byte private key (128 hex), uppercase hex, or a number where text belongs: all refused.
    expect(() => insertAccount(db, { user_id: CAROL, spend_public_key: 'ab'.repeat(64) })).toThrow(
      /CHECK/,
    )
    expect(() =>
      insertAccount(db, { user_id: CAROL, session_public_key: 'AB'.repeat(32) }),
    ).toThrow(/CHECK/)
    expect(() => insertAccount(db, { user_id: CAROL, created_at: 'yesterday' })).toThrow(
      /cannot store TEXT value in INTEGER column/,
    )
  })
})

describe('migration 20: conversations and participants', () => {
  it('keeps accounts and settings, and adds per-account conversations with roles', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 10 })
    insertAccount(db)
    db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('account.active', ?, ?)").run(
      ALICE,
      T,
    )
    expect(migrate(db, migrations, { to: 20 })).toBe(20)
    expect(db.prepare('SELECT label FROM accounts').pluck().get()).toBe('Alice')
    expect(
      db.prepare("SELECT value FROM settings WHERE key = 'account.active'").pluck().get(),
    ).toBe(ALICE)

    insertGroup(db)
    expect(db.prepare('SELECT role FROM participants ORDER BY user_id').pluck().all()).toEqual([
      'OWNER',
      'ADMIN',
      '',
    ])
    expect(() =>
      db
        .prepare(
          "INSERT INTO participants (account_id, conversation_id, user_id, role) VALUES (?, ?, ?, 'member')",
        )
        .run(ALICE, GROUP, 'a1b2c3d4-0000-4000-8000-000000000009'),
    ).toThrow(/CHECK/)
    // Participants need their conversation; everything goes when the account goes.
    expect(() =>
      db
        .prepare(
          "INSERT INTO participants (account_id, conversation_id, user_id, role) VALUES (?, ?, ?, '')",
        )
        .run(ALICE, REQUEST, BOB),
    ).toThrow(/FOREIGN KEY/)
    db.prepare('DELETE FROM accounts WHERE user_id = ?').run(ALICE)
    expect([count(db, 'conversations'), count(db, 'participants')]).toEqual([0, 0])
  })
})

describe('migration 30: multisig requests', () => {
  it('keeps the groups, and adds requests with JSON columns and a queue index', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 20 })
    insertAccount(db)
    insertGroup(db)
    expect(migrate(db, migrations, { to: 30 })).toBe(30)
    expect(count(db, 'participants')).toBe(3)

    insertRequest(db)
    const row = db
      .prepare(
        "SELECT state, my_role, json_extract(record_json, '$.amount') AS amount FROM multisig_requests",
      )
      .get()
    expect(row).toEqual({ state: 'needs-signature', my_role: 'signer', amount: '0.5' })
    expect(() =>
      db.prepare("UPDATE multisig_requests SET record_json = '{not json'").run(),
    ).toThrow(/CHECK/)
    expect(() => db.prepare("UPDATE multisig_requests SET my_role = 'owner'").run()).toThrow(
      /CHECK/,
    )
    expect(
      plan(
        db,
        'SELECT * FROM multisig_requests WHERE account_id = ? AND state = ? ORDER BY updated_at DESC',
        ALICE,
        'waiting',
      ),
    ).toContain('USING INDEX multisig_requests_queue')
    db.prepare('DELETE FROM accounts').run()
    expect(count(db, 'multisig_requests')).toBe(0)
  })
})

describe('migration 40: audit log', () => {
  it('keeps everything before it, and adds an append-only log that outlives accounts', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 30 })
    insertAccount(db)
    insertGroup(db)
    insertRequest(db)
    expect(migrate(db, migrations, { to: 40 })).toBe(40)
    expect(schemaVersion(db)).toBe(40)
    expect([
      count(db, 'accounts'),
      count(db, 'conversations'),
      count(db, 'participants'),
      count(db, 'multisig_requests'),
    ]).toEqual([1, 1, 3, 1])

    const insert = db.prepare(
      "INSERT INTO audit_log (at, actor, action, subject, transaction_hash, result, detail) VALUES (?, ?, ?, ?, ?, ?, '')",
    )
    insert.run(T, ALICE, 'sign', REQUEST, TX_HASH, 'ok')
    insert.run(T + 1, ALICE, 'group.add', GROUP, null, 'failed')
    expect(() => insert.run(T, ALICE, 'sign', REQUEST, TX_HASH, 'maybe')).toThrow(/CHECK/)
    expect(() => db.prepare("UPDATE audit_log SET result = 'failed'").run()).toThrow(/append-only/)
    db.prepare('DELETE FROM accounts').run()
    expect(count(db, 'audit_log')).toBe(2)
    expect(
      plan(db, 'SELECT * FROM audit_log WHERE action = ? AND at >= ? ORDER BY at DESC', 'sign', 0),
    ).toContain('USING INDEX audit_log_by_action')
  })
})

describe('migration 50: treasury', () => {
  it('keeps everything before it, and adds outputs, shared accounts, balances, assets and proven transactions', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 40 })
    insertAccount(db)
    insertRequest(db)
    expect(migrate(db, migrations, { to: 50 })).toBe(50)
    expect(schemaVersion(db)).toBe(50)
    expect([count(db, 'accounts'), count(db, 'multisig_requests')]).toEqual([1, 1])

    const insert = db.prepare(
      `INSERT INTO outputs (account_id, output_id, sequence, transaction_hash, output_index, asset_id, amount, members_hash, threshold, state,
         request_id, signed_by, senders_hash, inscription_hash, created_at, updated_at, synced_at)
       VALUES (?, ?, 1, ?, 0, ?, ?, ?, 2, ?, NULL, '', '', NULL, ?, ?, ?)`,
    )
    const output = 'd0d0d0d0-0000-4000-8000-000000000001'
    insert.run(ALICE, output, TX_HASH, REQUEST, '1.5', TX_HASH, 'unspent', T, T, T)
    // A float's exponent, a state of our own, the same output twice: all refused.
    expect(() =>
      insert.run(
        ALICE,
        'd0d0d0d0-0000-4000-8000-000000000002',
        'cd'.repeat(32),
        REQUEST,
        '1e-8',
        TX_HASH,
        'unspent',
        T,
        T,
        T,
      ),
    ).toThrow(/CHECK/)
    expect(() =>
      insert.run(
        ALICE,
        'd0d0d0d0-0000-4000-8000-000000000002',
        'cd'.repeat(32),
        REQUEST,
        '1',
        TX_HASH,
        'locked',
        T,
        T,
        T,
      ),
    ).toThrow(/CHECK/)
    expect(() =>
      insert.run(
        ALICE,
        'd0d0d0d0-0000-4000-8000-000000000002',
        TX_HASH,
        REQUEST,
        '1',
        TX_HASH,
        'unspent',
        T,
        T,
        T,
      ),
    ).toThrow(/UNIQUE/)
    expect(
      plan(
        db,
        "SELECT * FROM outputs WHERE account_id = ? AND members_hash = ? AND threshold = 2 AND asset_id = ? AND state <> 'spent'",
        ALICE,
        TX_HASH,
        REQUEST,
      ),
    ).toContain('USING INDEX outputs_live')
    expect(() =>
      db
        .prepare(
          "INSERT INTO assets (asset_id, kernel_asset_id, chain_id, symbol, name, precision, icon_url, icon_type, fetched_at) VALUES (?, ?, '', 'X', 'X', 8, '', 'text/html', 0)",
        )
        .run(REQUEST, TX_HASH),
    ).toThrow(/CHECK/)
    db.prepare('DELETE FROM accounts').run()
    expect(count(db, 'outputs')).toBe(0)
  })
})

describe('migration 60: people', () => {
  it('keeps everything before it, and adds the users cache and contacts that go with their account', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 50 })
    insertAccount(db)
    insertGroup(db)
    expect(migrate(db, migrations)).toBe(migrations.at(-1)!.version)
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version)
    expect([count(db, 'accounts'), count(db, 'participants')]).toEqual([1, 3])

    const user = db.prepare(
      'INSERT INTO users (user_id, full_name, search_name, identity_number, avatar_url, avatar_type, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    user.run(BOB, 'Bob', 'bob', '7000101', '', null, T)
    // An identity number that is not digits, an avatar of another type, the same user twice: all refused.
    expect(() => user.run(CAROL, 'Carol', 'carol', '70001O2', '', null, T)).toThrow(/CHECK/)
    expect(() => user.run(CAROL, 'Carol', 'carol', '7000102', '', 'text/html', T)).toThrow(/CHECK/)
    expect(() => user.run(BOB, 'Bob', 'bob', '7000101', '', null, T)).toThrow(/UNIQUE/)
    db.prepare('INSERT INTO contacts (account_id, user_id, met_at) VALUES (?, ?, ?)').run(
      ALICE,
      BOB,
      T,
    )
    expect(() =>
      db
        .prepare('INSERT INTO contacts (account_id, user_id, met_at) VALUES (?, ?, ?)')
        .run(BOB, ALICE, T),
    ).toThrow(/FOREIGN KEY/)
    db.prepare('DELETE FROM accounts').run()
    // The account's contacts go with it; the users cache (public data) stays.
    expect([count(db, 'contacts'), count(db, 'users')]).toEqual([0, 1])
  })
})

describe('migration 80: followed accounts', () => {
  it('keeps the shared accounts found before as followed, and outputs without their keys', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 70 })
    insertAccount(db)
    db.prepare(
      "INSERT INTO shared_accounts (account_id, members_hash, threshold, members_json, label, first_seen_at) VALUES (?, ?, 2, ?, 'Ops', ?)",
    ).run(ALICE, TX_HASH, JSON.stringify([ALICE, BOB, CAROL]), T)
    db.prepare(
      `INSERT INTO outputs (account_id, output_id, sequence, transaction_hash, output_index, asset_id, amount, members_hash, threshold, state, created_at, updated_at, synced_at)
       VALUES (?, 'd0d0d0d0-0000-4000-8000-000000000001', 1, ?, 0, ?, '1', ?, 2, 'unspent', ?, ?, ?)`,
    ).run(ALICE, TX_HASH, REQUEST, TX_HASH, T, T, T)
    expect(migrate(db, migrations, { to: 80 })).toBe(80)
    expect(
      db.prepare('SELECT status, label, synced_at, history_cursor FROM shared_accounts').get(),
    ).toEqual({ status: 'followed', label: 'Ops', synced_at: null, history_cursor: 0 })
    expect(db.prepare('SELECT keys_json FROM outputs').pluck().get()).toBeNull()
    expect(() => db.prepare("UPDATE shared_accounts SET status = 'watched'").run()).toThrow(/CHECK/)
    expect(() => db.prepare("UPDATE outputs SET keys_json = 'not json'").run()).toThrow(/CHECK/)
  })
})

describe('migration 90: output origin', () => {
  it('keeps the outputs stored before without senders or memo, and takes them from then on', () => {
    const db = bareDb()
    migrate(db, migrations, { to: 80 })
    insertAccount(db)
    const insertOutput = (id: string, extra: unknown[] = []) =>
      db
        .prepare(
          `INSERT INTO outputs (account_id, output_id, sequence, transaction_hash, output_index, asset_id, amount, members_hash, threshold, state, created_at, updated_at, synced_at${extra.length ? ', senders_json, senders_threshold, extra' : ''})
           VALUES (?, ?, 1, ?, ?, ?, '1', ?, 2, 'unspent', ?, ?, ?${extra.length ? ', ?, ?, ?' : ''})`,
        )
        .run(ALICE, id, TX_HASH, extra.length ? 1 : 0, REQUEST, TX_HASH, T, T, T, ...extra)
    insertOutput('d0d0d0d0-0000-4000-8000-000000000001')
    expect(migrate(db, migrations, { to: 90 })).toBe(90)
    expect(db.prepare('SELECT senders_json, senders_threshold, extra FROM outputs').get()).toEqual({
      senders_json: null,
      senders_threshold: null,
      extra: null,
    })
    insertOutput('d0d0d0d0-0000-4000-8000-000000000002', [
      JSON.stringify([BOB]),
      1,
      '696e766f696365',
    ])
    expect(count(db, 'outputs')).toBe(2)
    expect(() => insertOutput('d0d0d0d0-0000-4000-8000-000000000003', ['not json', 1, ''])).toThrow(
      /CHECK/,
    )
    expect(() => insertOutput('d0d0d0d0-0000-4000-8000-000000000004', [null, 65, ''])).toThrow(
      /CHECK/,
    )
    expect(() =>
      insertOutput('d0d0d0d0-0000-4000-8000-000000000005', [null, 1, 'ab'.repeat(1025)]),
    ).toThrow(/CHECK/)
  })
})
