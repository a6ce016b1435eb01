import type { Context } from 'hono'
import type { AppEnv } from './env'

const EMPTY = new Uint8Array(0)

/**
 * The request's body as a stream of chunks: Node's own request when served by @hono/node-server
 * (reading it directly spares the adapter building a web `Request` per call, which costs more than
 * the route), else the web body (in-process tests).
 */
export function bodySource(c: Context<AppEnv>): AsyncIterable<Uint8Array> | null {
  return c.env?.incoming ?? c.req.raw.body
}

/**
 * Reads a body into one buffer, giving up as soon as it passes `limit` bytes, so an oversized
 * body is never held in memory whole (leaving the loop early cancels the stream).
 * @returns the bytes (empty for no body), or undefined when the body is larger than `limit`
 */
export async function readLimited(source: AsyncIterable<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (!source) return EMPTY
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of source) {
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  if (chunks.length === 1) return chunks[0]!
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.length
  }
  return body
}
