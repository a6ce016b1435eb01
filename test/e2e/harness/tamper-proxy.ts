/**
 * A proxy in front of the sequencer that can rewrite the JSON of one request as it is served, the
 * way a compromised or buggy service would lie: the raw transaction stays honest, the JSON does not.
 * @module
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TamperProxy {
  readonly url: string
  /** Rewrites `GET /safe/multisigs/<requestId>` answers with `edit` (on their `data`). */
  tamper(requestId: string, edit: (data: Record<string, unknown>) => void): void
  close(): Promise<void>
}

export async function startTamperProxy(upstream: string): Promise<TamperProxy> {
  const edits = new Map<string, (data: Record<string, unknown>) => void>()
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      const headers: Record<string, string> = {}
      for (const k of ['authorization', 'content-type'])
        if (req.headers[k]) headers[k] = String(req.headers[k])
      const answer = await fetch(upstream + req.url, {
        method: req.method ?? 'GET',
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
      })
      let text = await answer.text()
      const id = /^\/safe\/multisigs\/([0-9a-f-]{36})$/.exec(req.url ?? '')?.[1]
      const edit = id && req.method === 'GET' ? edits.get(id) : undefined
      if (edit && answer.ok) {
        const json = JSON.parse(text) as { data: Record<string, unknown> }
        edit(json.data)
        text = JSON.stringify(json)
      }
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      })
      res.end(text)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tamper: (requestId, edit) => void edits.set(requestId, edit),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
