/**
 * Response headers of the web host. The CSP is the Electron host's (src/main/security.ts) with one
 * difference: `connect-src 'self'`, because here the bridge is same-origin HTTP. A parity test
 * holds the two policies together; nothing else may differ.
 * @module
 */
import { rendererCsp } from '../../node/renderer-files'

/** The renderer's policy under the web host: the shared one, with the bridge reachable same-origin. */
export const webHostCsp = (): string => rendererCsp("'self'")

/** Sent on every response, bridge answers and refusals included. Deliberately no CORS header. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
})

/** Headers of a renderer file. */
export function rendererHeaders(contentType: string): Record<string, string> {
  return { 'content-type': contentType, 'content-security-policy': webHostCsp() }
}
