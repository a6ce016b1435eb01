/**
 * The web host's index page: the built renderer's, with the bridge shim injected. Which file a URL
 * path names is the Electron host's rule too (src/node/renderer-files.ts).
 * @module
 */
/**
 * The index page with a classic `<script src>` for the bridge shim placed first in `<head>`, so
 * `window.cosigner` exists before the renderer's (deferred) module scripts run. The renderer's code
 * is served unchanged.
 */
export function injectShim(html: string, shimPath: string): string {
  // words-exempt: HTML markup
  const tag = `<script src="${shimPath}"></script>`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length)
    )
  return tag + html
}
