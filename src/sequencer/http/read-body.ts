import { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type { AppEnv } from './env'

const EMPTY = new Uint8Array(0)
/** Bodies declared this long or longer are copied into place as they arrive (see `readDeclared`). */
const GATHER_AT_END_BELOW = 64 * 1024

/**
 * The client closed its connection before its body ended. That is ordinary traffic, not a fault:
 * nobody is left to answer, so the app drops the request without a log line (./app.ts).
 */
export class BodyAborted extends Error {
  override readonly name = 'BodyAborted'
  constructor(cause?: unknown) {
    super('The client closed the connection before the body ended.', { cause })
  }
}

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
 * @throws BodyAborted when the client closes its connection before the body ends
 */
export async function readLimited(
  source: AsyncIterable<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | undefined> {
  if (!source) return EMPTY
  if (
    source instanceof IncomingMessage &&
    Number(source.headers['content-length'] ?? Infinity) <= limit
  )
    return readDeclared(source, limit)
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of source) {
      size += chunk.length
      if (size > limit) return undefined
      chunks.push(chunk)
    }
  } catch (error) {
    // Node's request fails only when its connection does ('aborted', a reset).
    if (source instanceof IncomingMessage) throw new BodyAborted(error)
    throw error
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

/**
 * `readLimited` for Node's own request when it declares a length within the limit (HTTP's parser
 * delivers no more than declared), by its events: the same bytes without the async iterator's
 * promise per chunk and its teardown, which cost more than the rest of a small POST's reading.
 * A large body is copied into one buffer of its declared size chunk by chunk as it arrives, not
 * gathered at its end in one copy that would hold the event loop for milliseconds.
 */
function readDeclared(request: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers['content-length'])
  const whole = declared >= GATHER_AT_END_BELOW ? Buffer.allocUnsafe(declared) : undefined
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const settle = () => {
      request.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      // HTTP's parser never delivers more than declared; past it, `size` alone tells.
      if (whole) chunk.copy(whole, Math.min(size, declared))
      else chunks.push(chunk)
      size += chunk.length
    }
    const onEnd = () => {
      settle()
      if (size > limit || (whole && size > declared)) resolve(undefined)
      else if (whole) resolve(whole.subarray(0, size))
      else
        resolve(
          chunks.length === 0
            ? EMPTY
            : chunks.length === 1
              ? chunks[0]!
              : Buffer.concat(chunks, size),
        )
    }
    // Node's request fails only when its connection does; closed before its end, the client
    // went away mid-body.
    const onError = (error?: Error) => {
      settle()
      reject(new BodyAborted(error))
    }
    const onClose = () => onError()
    request.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose)
  })
}
