/**
 * A client that goes away in the middle of its body is normal traffic: the server drops the
 * request without a stack trace, without an error line, and without answering 500. Real listener
 * on loopback, real sockets closed mid-body.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signAccessToken } from '../../../../src/shared/auth'
import { startSequencer, type RunningSequencer } from '../../../../src/sequencer/server'
import { createTestUser, type TestUser } from '../../../helpers/sequencer'

let dir: string
let server: RunningSequencer
let alice: TestUser
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-aborted-'))
  server = await startSequencer({ dbFile: join(dir, 'sequencer.db') })
  alice = await createTestUser(server.ctx, 'Alice', { register: true })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Sends the head and part of the body over a raw socket, then closes it. */
function abandon(head: string, part: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(head + part, () => setTimeout(() => socket.destroy(), 20))
    })
    socket.on('error', reject)
    socket.on('close', () => resolve())
  })
}

const authorization = (method: string, uri: string) =>
  `Bearer ${signAccessToken({ userId: alice.userId, sessionId: alice.sessionId, sessionSeed: alice.sessionSeed, method, uri, body: '' })}`

describe('a body the client abandons', () => {
  it('is dropped quietly: no log line, no 500, and the server serves on', async () => {
    const created = await fetch(`${server.url}/attachments`, {
      method: 'POST',
      headers: { authorization: authorization('POST', '/attachments') },
    })
    const upload = new URL(
      ((await created.json()) as { data: { upload_url: string } }).data.upload_url,
    )
    const uploadPath = upload.pathname + upload.search

    const logged: unknown[][] = []
    const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args)),
    )
    const writeHead = vi.spyOn(ServerResponse.prototype, 'writeHead')
    try {
      const rounds = Array.from({ length: 20 }, () => [
        // A declared length never reached (the usual case), with and without a valid token.
        abandon(
          `POST /safe/keys HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n`,
          '[{"receivers":',
        ),
        abandon(
          `POST /safe/keys HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization('POST', '/safe/keys')}\r\nContent-Length: 4000\r\n\r\n`,
          '[{"receivers":',
        ),
        // Chunked, no length: the streaming reader.
        abandon(
          `POST /messages HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n`,
          '10\r\n0123456789abcdef\r\n',
        ),
        // An attachment upload, read against its own limit.
        abandon(
          `PUT ${uploadPath} HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n`,
          'x'.repeat(5000),
        ),
      ])
      await Promise.all(rounds.flat())
      // Let the server notice every close.
      await new Promise((r) => setTimeout(r, 200))

      expect(logged).toEqual([])
      const statuses = writeHead.mock.calls.map((call) => call[0])
      expect(statuses.filter((s) => s >= 500)).toEqual([])
    } finally {
      for (const spy of spies) spy.mockRestore()
      writeHead.mockRestore()
    }
    expect((await fetch(`${server.url}/codes/${alice.codeId}`)).status).toBe(200)
  })
})
