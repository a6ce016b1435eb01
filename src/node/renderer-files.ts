/**
 * What both hosts of the renderer (the Electron window and the loopback web host) serve it with:
 * the Content-Security-Policy, the file types they hand out, and which file a URL path names. One
 * definition, so the two hosts cannot drift apart.
 * @module
 */

import path from 'node:path'

/**
 * The renderer's Content-Security-Policy. Everything comes from the app's own origin; nothing
 * remote; `connect-src 'none'` because the renderer has no network at all (every call goes through
 * the bridge). `connectSrc` is the one directive a host may change: the loopback web host serves its
 * bridge over same-origin HTTP and passes `'self'`.
 */
export function rendererCsp(connectSrc: "'none'" | "'self'" = "'none'"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "media-src 'none'",
    "object-src 'none'",
    "frame-src 'none'",
    "child-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
}

/** The content type for a file name; unknown extensions are refused (undefined) rather than sniffed. */
function contentTypeOf(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? CONTENT_TYPES[name.slice(dot).toLowerCase()] : undefined
}

type RendererPathLookup =
  | { readonly ok: true; readonly relative: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 404 }

/**
 * The renderer file a URL path (as sent, still percent-encoded) names, relative to the renderer's
 * folder; `/` is `index.html`. Encoded separators, NULs and dot segments are refused (400), unknown
 * file types too (404), so a host serves nothing outside its folder and nothing sniffable.
 * @example rendererRelativePath('/assets/index-abc.js') // { ok: true, relative: 'assets/index-abc.js', … }
 */
function rendererRelativePath(rawPathname: string): RendererPathLookup {
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPathname)
  } catch {
    return { ok: false, status: 400 }
  }
  if (/[\\\0]/.test(pathname) || /%2f|%5c/i.test(rawPathname)) return { ok: false, status: 400 }
  const segments = pathname.split('/').filter((s) => s.length > 0)
  if (segments.some((s) => s === '.' || s === '..')) return { ok: false, status: 400 }
  const relative = segments.length === 0 ? 'index.html' : segments.join('/')
  const contentType = contentTypeOf(relative)
  if (contentType === undefined) return { ok: false, status: 404 }
  return { ok: true, relative, contentType }
}

export type RendererFileLookup =
  | { readonly ok: true; readonly file: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 404 }

/**
 * The file under `root` that a URL path (as sent, still percent-encoded) names; `/` is
 * `index.html`. Encoded separators, NULs and dot segments are refused (400), unknown file types
 * too (404), so nothing outside `root` and nothing sniffable is ever served. Whether the file
 * exists is the caller's business.
 * @example resolveRendererPath('/repo/out/renderer', '/assets/index-abc.js')
 */
export function resolveRendererPath(root: string, rawPathname: string): RendererFileLookup {
  const found = rendererRelativePath(rawPathname)
  if (!found.ok) return found
  // Containment is checked again on the real path, in case `root` itself is unusual.
  const base = path.resolve(root)
  const file = path.resolve(base, found.relative)
  if (file !== base && !file.startsWith(base + path.sep)) return { ok: false, status: 400 }
  return { ok: true, file, contentType: found.contentType }
}
