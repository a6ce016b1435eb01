import { randomUUID } from 'node:crypto'
import { MAX_FULL_NAME_LENGTH } from '../../shared/api/user'
import { createCode } from '../codes/store'
import type { Db } from '../../node/sqlite/open'
import { sql, sqlBig } from '../../node/sqlite/statements'
import { immediateTransaction } from '../../node/sqlite/transaction'

/** Identity numbers are handed out in order from here, like the official service's 7000… range. */
export const FIRST_IDENTITY_NUMBER = 7_000_000_001n

/** A user as stored, minus the private view key (read it with `viewPrivateKey`). */
export interface UserRecord {
  readonly userId: string
  readonly identityNumber: bigint
  readonly fullName: string
  readonly biography: string
  readonly avatarUrl: string
  readonly isBot: boolean
  readonly codeId: string
  /** B, set on registration. */
  readonly spendPublicKey: Uint8Array | null
  /** A = a·G, set on registration. */
  readonly viewPublicKey: Uint8Array | null
  /** The TIP public key `POST /pin/update` installed; registration's PIN is verified with it. */
  readonly tipPublicKey: Uint8Array | null
  /** The last PIN iterator accepted; the next must be larger. */
  readonly pinIterator: bigint
  readonly tipCounter: number
  readonly registeredAtNs: bigint | null
  readonly createdAtNs: bigint
}

export interface NewUser {
  readonly fullName: string
  /** The session's Ed25519 public key; access tokens are verified with it. */
  readonly sessionPublicKey: Uint8Array
  readonly nowNs: bigint
  readonly userId?: string
  readonly sessionId?: string
  readonly isBot?: boolean
}

export interface CreatedUser {
  readonly userId: string
  readonly sessionId: string
  readonly identityNumber: bigint
  readonly codeId: string
}

interface UserRow {
  user_id: string
  identity_number: bigint
  full_name: string
  biography: string
  avatar_url: string
  is_bot: bigint
  code_id: string
  spend_public_key: Buffer | null
  view_public_key: Buffer | null
  tip_public_key: Buffer | null
  pin_iterator: string
  tip_counter: bigint
  registered_at: bigint | null
  created_at: bigint
}

const USER_COLUMNS = `user_id, identity_number, full_name, biography, avatar_url, is_bot, code_id, spend_public_key,
  view_public_key, tip_public_key, pin_iterator, tip_counter, registered_at, created_at`

/**
 * Creates a user with one session, its identity number and its `user` code, in one transaction
 * (IMMEDIATE, so a CLI and a running server allocating numbers at once cannot collide).
 * @throws RangeError for an empty or over-long name or a session key that is not 32 bytes
 * @throws SqliteError when `userId` or `sessionId` is already taken
 */
export function createUser(db: Db, u: NewUser): CreatedUser {
  if (
    typeof u.fullName !== 'string' ||
    u.fullName.trim().length === 0 ||
    u.fullName.length > MAX_FULL_NAME_LENGTH
  ) {
    throw new RangeError(`"fullName" must be 1 to ${MAX_FULL_NAME_LENGTH} characters`)
  }
  if (!(u.sessionPublicKey instanceof Uint8Array) || u.sessionPublicKey.length !== 32) {
    throw new RangeError('"sessionPublicKey" must be 32 bytes')
  }
  const userId = u.userId ?? randomUUID()
  const sessionId = u.sessionId ?? randomUUID()
  return immediateTransaction(db, (): CreatedUser => {
    const last =
      sqlBig<[], { n: bigint | null }>(db, 'SELECT MAX(identity_number) AS n FROM users').get()
        ?.n ?? null
    const identityNumber =
      last === null || last < FIRST_IDENTITY_NUMBER ? FIRST_IDENTITY_NUMBER : last + 1n
    const codeId = createCode(db, 'user', userId, u.nowNs)
    sql(
      db,
      'INSERT INTO users (user_id, identity_number, full_name, is_bot, code_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(userId, identityNumber, u.fullName, u.isBot ? 1 : 0, codeId, u.nowNs)
    sql(
      db,
      'INSERT INTO sessions (session_id, user_id, public_key, created_at) VALUES (?, ?, ?, ?)',
    ).run(sessionId, userId, u.sessionPublicKey, u.nowNs)
    return { userId, sessionId, identityNumber, codeId }
  })
}

/** One user, or undefined. */
export function findUser(db: Db, userId: string): UserRecord | undefined {
  const row = sqlBig<[string], UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE user_id = ?`,
  ).get(userId)
  return row && toRecord(row)
}

/** The users among `userIds` that exist, in the order asked, each once. */
export function findUsers(db: Db, userIds: readonly string[]): UserRecord[] {
  const unique = [...new Set(userIds)]
  if (unique.length === 0) return []
  const rows = sqlBig<string[], UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE user_id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(unique))
  const byId = new Map(rows.map((r) => [r.user_id, r]))
  return unique.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toRecord(row)] : []
  })
}

/** The session's owner and public key, or undefined. */
export function findSession(
  db: Db,
  sessionId: string,
): { userId: string; publicKey: Uint8Array } | undefined {
  const row = sql<[string], { user_id: string; public_key: Buffer }>(
    db,
    'SELECT user_id, public_key FROM sessions WHERE session_id = ?',
  ).get(sessionId)
  return row && { userId: row.user_id, publicKey: new Uint8Array(row.public_key) }
}

/**
 * The private view scalar a (32 bytes, little-endian) of a registered user, for the ledger's ghost
 * keys and `views`; undefined before registration. The caller zeroes it after use.
 */
export function viewPrivateKey(db: Db, userId: string): Uint8Array | undefined {
  const row = sql<[string], { view_private_key: Buffer | null }>(
    db,
    'SELECT view_private_key FROM users WHERE user_id = ?',
  ).get(userId)
  return row?.view_private_key ? new Uint8Array(row.view_private_key) : undefined
}

function toRecord(r: UserRow): UserRecord {
  return {
    userId: r.user_id,
    identityNumber: r.identity_number,
    fullName: r.full_name,
    biography: r.biography,
    avatarUrl: r.avatar_url,
    isBot: r.is_bot === 1n,
    codeId: r.code_id,
    spendPublicKey: r.spend_public_key && new Uint8Array(r.spend_public_key),
    viewPublicKey: r.view_public_key && new Uint8Array(r.view_public_key),
    tipPublicKey: r.tip_public_key && new Uint8Array(r.tip_public_key),
    pinIterator: BigInt(r.pin_iterator),
    tipCounter: Number(r.tip_counter),
    registeredAtNs: r.registered_at,
    createdAtNs: r.created_at,
  }
}
