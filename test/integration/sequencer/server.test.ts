import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../../src/shared/auth'
import { startSequencer } from '../../../src/sequencer/server'
import { createTestUser } from '../../helpers/sequencer'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-server-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A raw POST whose body is streamed in chunks without a Content-Length. */
function chunkedPost(
  url: string,
  path: string,
  chunks: number,
  size: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      { method: 'POST', headers: { 'transfer-encoding': 'chunked' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    let i = 0
    const write = () => {
      while (i < chunks) {
        i++
        if (!req.write(Buffer.alloc(size, 0x20))) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

describe('startSequencer', () => {
  it('listens on 127.0.0.1 by default and serves the app', async () => {
    const server = await startSequencer({ dbFile: join(dir, 'a.db') })
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(server.port).toBeGreaterThan(0)
      const alice = await createTestUser(server.ctx, 'Alice', { register: true })
      const code = await fetch(`${server.url}/codes/${alice.codeId}`)
      expect(code.status).toBe(200)
      expect(((await code.json()) as { data: { user_id: string } }).data.user_id).toBe(alice.userId)

      const uri = '/safe/me?x=%20y'
      const token = signAccessToken({
        userId: alice.userId,
        sessionId: alice.sessionId,
        sessionSeed: alice.sessionSeed,
        method: 'GET',
        uri,
      })
      const me = await fetch(`${server.url}${uri}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.status).toBe(200) // the token's sig covers the request target exactly as sent

      const missing = await fetch(`${server.url}/nowhere`)
      expect(missing.status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('refuses a streamed body over the limit with 413 over a real socket', async () => {
    const server = await startSequencer({ dbFile: join(dir, 'b.db') })
    try {
      const res = await chunkedPost(server.url, '/users/fetch', 80, 16 * 1024)
      expect(res.status).toBe(413)
      expect(JSON.parse(res.body)).toMatchObject({ error: { status: 413, code: 413 } })
    } finally {
      await server.close()
    }
  })

  it('keeps its server key across restarts on the same file', async () => {
    const file = join(dir, 'c.db')
    const first = await startSequencer({ dbFile: file })
    const key1 = (await createTestUser(first.ctx, 'A')).keystore.server_public_key
    await first.close()
    const second = await startSequencer({ dbFile: file })
    try {
      expect((await createTestUser(second.ctx, 'B')).keystore.server_public_key).toBe(key1)
    } finally {
      await second.close()
    }
  })

  it('fails plainly when the port is taken, and closes its database', async () => {
    const blocker = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(startSequencer({ dbFile: join(dir, 'd.db'), port })).rejects.toThrow(
        /EADDRINUSE/,
      )
    } finally {
      blocker.close()
    }
  })

  it('close() ends the listener so the port is free again', async () => {
    const server = await startSequencer({ dbFile: join(dir, 'e.db') })
    await server.close()
    await expect(fetch(`${server.url}/codes/x`)).rejects.toThrow()
    expect(server.ctx.db.open).toBe(false)
  })
  it('answers a write only once the WAL has been synced to disk after it, and reads meanwhile', async () => {
    // The fsync is the edge watched: each call is recorded and held until released.
    const syncs: { file: string; release: () => void }[] = []
    const dbFile = join(dir, 'a.db')
    const server = await startSequencer({
      dbFile,
      syncFile: (file) => new Promise<void>((release) => syncs.push({ file, release })),
    })
    try {
      const alice = await createTestUser(server.ctx, 'Alice', { register: true })
      const token = signAccessToken({
        userId: alice.userId,
        sessionId: alice.sessionId,
        sessionSeed: alice.sessionSeed,
        method: 'POST',
        uri: '/attachments',
      })
      let answered = false
      const write = fetch(`${server.url}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }).then((res) => {
        answered = true
        return res
      })
      const deadline = performance.now() + 5000
      while (syncs.length === 0 && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 5))
      expect(syncs.map((s) => s.file)).toEqual([`${dbFile}-wal`])
      // Committed, not yet acknowledged; others are served meanwhile.
      expect(server.ctx.db.prepare('SELECT count(*) FROM attachments').pluck().get()).toBe(1)
      expect((await fetch(`${server.url}/codes/${alice.codeId}`)).status).toBe(200)
      await new Promise((r) => setTimeout(r, 50))
      expect(answered).toBe(false)
      syncs[0]!.release()
      expect((await write).status).toBe(200)
    } finally {
      for (const s of syncs) s.release()
      await server.close()
    }
  })
})
