/**
 * The floor under the sequencer's figures: a server that does only the work the service's rules
 * require of an authenticated request, with the sequencer's own parts, and nothing else. The HTTP
 * benchmarks run it in its own process, under the same load as the sequencer, so that a goal can be
 * read against what this machine allows at all.
 *
 * - `read`: node:http; the bearer token's Ed25519 signature verified by libsodium (the sequencer's
 *   verifier) with the key of the session it names; a small JSON answer.
 * - `sign`: the same, the body read whole, two more verifications (a co-signature's two input
 *   signatures; each costs what any Ed25519 verification costs), and the body and the token's use
 *   written to SQLite in one transaction per turn of the event loop, answered once the WAL is on
 *   disk (the sequencer's `WalSync`): a durable acknowledgement, as the sequencer gives.
 *
 * Not checked: the token's claims, its request digest, a read's token used twice, the raw's
 * transaction, who may sign. The floor is lower than any faithful server can be.
 *
 * Usage: `node --import tsx bench/floor-server.ts read|sign <db file> <sessions JSON>`, the
 * sessions as `{ [session_id]: public key hex }`; prints its base URL on the first line.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyEd25519 } from '../src/sequencer/crypto/ed25519'
import { WalSync } from '../src/sequencer/db/wal-sync'
import { openSqlite } from '../src/node/sqlite/open'
import {
  publicFromScalar,
  signWithScalar,
  numberToBytesLE,
  bytesToNumberLE,
  GROUP_ORDER,
} from '../src/shared/kernel'

const [mode, dbFile, sessionsJson] = process.argv.slice(2)
if ((mode !== 'read' && mode !== 'sign') || !dbFile || !sessionsJson)
  throw new Error('usage: floor-server.ts read|sign <db file> <sessions JSON>')
const sessions = new Map(
  Object.entries(JSON.parse(sessionsJson) as Record<string, string>).map(([id, hex]) => [
    id,
    Buffer.from(hex, 'hex'),
  ]),
)

// A co-signature's input signatures stand in as one valid signature over a 32-byte hash.
const scalar = bytesToNumberLE(new Uint8Array(randomBytes(64))) % GROUP_ORDER
const inputKey = publicFromScalar(scalar)
const inputHash = new Uint8Array(randomBytes(32))
const inputSignature = signWithScalar(numberToBytesLE(scalar, 32), inputHash)

const db = openSqlite(dbFile)
db.exec(
  'CREATE TABLE IF NOT EXISTS bodies (path TEXT PRIMARY KEY, body BLOB NOT NULL) WITHOUT ROWID',
)
db.exec('CREATE TABLE IF NOT EXISTS used_tokens (jti TEXT PRIMARY KEY) WITHOUT ROWID')
const storeBody = db.prepare('INSERT OR REPLACE INTO bodies (path, body) VALUES (?, ?)')
const useToken = db.prepare('INSERT OR IGNORE INTO used_tokens (jti) VALUES (?)')
const walSync = new WalSync(db, `${dbFile}-wal`)

interface Write {
  readonly path: string
  readonly body: Buffer
  readonly jti: string
  /** Answers once the write is on disk: success, or the refusal of a token used before. */
  readonly answer: (fresh: boolean) => void
}
let writes: Write[] = []

function commitTurn(): void {
  const turn = writes
  writes = []
  const fresh = db.transaction(() =>
    turn.map((w) => {
      if (useToken.run(w.jti).changes === 0) return false
      storeBody.run(w.path, w.body)
      return true
    }),
  )()
  walSync.durable().then(
    () => turn.forEach((w, i) => w.answer(fresh[i]!)),
    () => process.exit(1),
  )
}

/** The token's `jti`, when its session's key signed it; undefined otherwise. */
function verifiedToken(req: IncomingMessage): { jti: string } | undefined {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  const parts = token?.split('.')
  if (!parts || parts.length !== 3) return undefined
  let claims: { sid?: unknown; jti?: unknown }
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString()) as typeof claims
  } catch {
    return undefined
  }
  if (typeof claims.sid !== 'string' || typeof claims.jti !== 'string') return undefined
  const key = sessions.get(claims.sid)
  const signingInput = Buffer.from(`${parts[0]}.${parts[1]}`)
  return key && verifyEd25519(Buffer.from(parts[2]!, 'base64url'), signingInput, key)
    ? { jti: claims.jti }
    : undefined
}

const UNAUTHORIZED = { error: { status: 401, code: 401, description: 'Unauthorized' } }

function send(res: ServerResponse, status: number, data: unknown): void {
  const json = JSON.stringify(data)
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(json),
  })
  res.end(json)
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    const token = verifiedToken(req)
    if (!token) return send(res, 401, UNAUTHORIZED)
    const path = req.url ?? '/'
    if (mode === 'read') return send(res, 200, { data: { type: 'user', path } })
    for (let i = 0; i < 2; i++) {
      if (!verifyEd25519(inputSignature, inputHash, inputKey))
        return send(res, 400, { error: { status: 400, code: 10002 } })
    }
    const body = Buffer.concat(chunks)
    if (writes.length === 0) setImmediate(commitTurn)
    writes.push({
      path,
      body,
      jti: token.jti,
      answer: (fresh) =>
        fresh
          ? send(res, 200, { data: { type: 'transaction_request', path, bytes: body.length } })
          : send(res, 401, UNAUTHORIZED),
    })
  })
})
server.listen(0, '127.0.0.1', () =>
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
)
