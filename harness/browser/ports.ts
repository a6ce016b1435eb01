/**
 * An address where nothing listens, for a wallet that must be offline.
 * @module
 */
import { createServer } from 'node:net'

/** `http://127.0.0.1:<port>` of a port that was free a moment ago and is closed now. */
export async function deadServiceUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 9
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
