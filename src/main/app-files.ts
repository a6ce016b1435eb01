/**
 * Maps a request on the app's own scheme to a file of the built renderer, refusing anything that
 * could leave the renderer folder. Pure (no Electron), so it is unit-tested under Node.
 * @module
 */
import { readFile } from 'node:fs/promises'
import { resolveRendererPath, type RendererFileLookup } from '../node/renderer-files'
import { isAppUrl, rendererHeaders } from './security'

export type AppFileLookup = RendererFileLookup | { readonly ok: false; readonly status: 403 }

/**
 * The file under `root` that an `app://cosigner/...` URL names. `/` is `index.html`. Refuses other
 * origins (403), malformed or encoded-separator paths and dot segments (400), and unknown file types
 * (404). Whether the file exists is the caller's business.
 * @example resolveAppFile('/opt/app/out/renderer', 'app://cosigner/assets/index-abc.js')
 */
export function resolveAppFile(root: string, url: string): AppFileLookup {
  if (!isAppUrl(url)) return { ok: false, status: 403 }
  return resolveRendererPath(root, new URL(url).pathname)
}

/**
 * The answer of the `app:` protocol handler to one request: the file with the renderer's headers
 * (CSP included), or an empty error response. Only GET and HEAD are served.
 * @example protocol.handle('app', (req) => appProtocolResponse(rendererDir, req))
 */
export async function appProtocolResponse(
  root: string,
  request: { readonly method: string; readonly url: string },
): Promise<Response> {
  const head = request.method === 'HEAD'
  if (request.method !== 'GET' && !head)
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  const found = resolveAppFile(root, request.url)
  if (!found.ok) return new Response(null, { status: found.status })
  let body: Buffer
  try {
    body = await readFile(found.file)
  } catch {
    return new Response(null, { status: 404 })
  }
  return new Response(head ? null : new Uint8Array(body), {
    status: 200,
    headers: rendererHeaders(found.contentType),
  })
}
