/**
 * The web host's view of the built renderer: which file a URL path names, and the index page with
 * the bridge shim injected. Follows the same path rules as the Electron host
 * (src/main/app-files.ts); a parity test holds the two together.
 * @module
 */
import path from 'node:path'
import { rendererRelativePath } from '../../shared/renderer-policy'

export type RendererFileLookup =
  | { readonly ok: true; readonly file: string; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 404 }

/**
 * The file under `root` that a URL path (as sent, still percent-encoded) names; `/` is
 * `index.html`. Encoded separators, NULs and dot segments are refused (400), unknown file types
 * too (404), so nothing outside `root` and nothing sniffable is ever served.
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

/**
 * The index page with a classic `<script src>` for the bridge shim placed first in `<head>`, so
 * `window.cosigner` exists before the renderer's (deferred) module scripts run. The renderer's code
 * is served unchanged.
 */
export function injectShim(html: string, shimPath: string): string {
  const tag = `<script src="${shimPath}"></script>`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length)
  return tag + html
}
