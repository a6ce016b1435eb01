import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fastToken, sessionKey, spawnFloor } from '../load'
import { buildSequencer } from '../../src/sequencer/assemble'
import { provisionUser, type ProvisionedUser } from '../../src/sequencer/users/provision'

// The floor is what the benchmarks hold the sequencer's CPU against: one that skipped the work it
// claims to do would flatter every goal. These check that it does that work.
let dir: string
let member: ProvisionedUser
let stranger: ProvisionedUser
const running: ChildProcess[] = []

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-floor-'))
  const { ctx } = buildSequencer({ dbFile: join(dir, 'users.db') })
  member = provisionUser(ctx, { fullName: 'Member' })
  stranger = provisionUser(ctx, { fullName: 'Stranger' })
  ctx.db.close()
})

afterAll(() => {
  for (const child of running) child.kill()
  rmSync(dir, { recursive: true, force: true })
})

async function start(mode: 'read' | 'sign', dbFile: string): Promise<string> {
  const floor = await spawnFloor(mode, dbFile, [member])
  running.push(floor.child)
  return floor.url
}

const get = (url: string, path: string, token: string) =>
  fetch(url + path, { headers: { authorization: `Bearer ${token}` } })
const post = (url: string, path: string, body: string, token: string) =>
  fetch(url + path, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })

describe('the benchmarks’ floor server', () => {
  it('answers a read only for a token its session’s key signed', async () => {
    const url = await start('read', join(dir, 'read.db'))
    const key = sessionKey(member)

    expect((await get(url, '/safe/me', fastToken(member, key, 'GET', '/safe/me'))).status).toBe(200)
    // The stranger's token names a session the floor does not know; the forged one, the member's
    // session signed by another key; the last is not a token.
    expect(
      (await get(url, '/safe/me', fastToken(stranger, sessionKey(stranger), 'GET', '/safe/me')))
        .status,
    ).toBe(401)
    expect(
      (await get(url, '/safe/me', fastToken(member, sessionKey(stranger), 'GET', '/safe/me')))
        .status,
    ).toBe(401)
    expect((await get(url, '/safe/me', 'a.b.c')).status).toBe(401)
  })

  it('answers a co-signature once its body and its token’s use are written, and refuses the token a second time', async () => {
    const dbFile = join(dir, 'sign.db')
    const url = await start('sign', dbFile)
    const path = '/safe/multisigs/r1/sign'
    const body = JSON.stringify({ raw: 'ab'.repeat(300) })
    const token = fastToken(member, sessionKey(member), 'POST', path, body)

    const first = await post(url, path, body, token)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({
      data: { type: 'transaction_request', path, bytes: body.length },
    })
    const db = new Database(dbFile, { readonly: true })
    try {
      expect(
        (
          db.prepare('SELECT body FROM bodies WHERE path = ?').get(path) as { body: Buffer }
        ).body.toString(),
      ).toBe(body)
      expect(db.prepare('SELECT COUNT(*) AS n FROM used_tokens').get()).toEqual({ n: 1 })
    } finally {
      db.close()
    }
    expect((await post(url, path, body, token)).status).toBe(401)
    expect(
      (await post(url, path, body, fastToken(member, sessionKey(stranger), 'POST', path, body)))
        .status,
    ).toBe(401)
  })
})
