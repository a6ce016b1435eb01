/**
 * Message payloads arrive base64-encoded every way the official clients write it (wire-formats
 * §8.2): the SDK and GO send base64url without padding, Android and GO's blaze client the standard
 * alphabet with padding, Ruby's `encode64` adds a line break every 60 characters. All of these
 * are read; anything else (stray characters, misplaced padding, an impossible length) is refused
 * rather than skipped, which is what `Buffer.from(text, 'base64')` alone would do.
 */

const BODY = /^[A-Za-z0-9+/_-]*$/

/**
 * @returns the bytes, or undefined when `text` is not base64 in either alphabet
 * @example decodeLenientBase64('aGk') // Buffer 'hi'; decodeLenientBase64('aGk=') too
 */
export function decodeLenientBase64(text: string): Buffer | undefined {
  if (typeof text !== 'string') return undefined
  const compact = text.replace(/[\r\n\t ]/g, '')
  const padAt = compact.indexOf('=')
  const body = padAt < 0 ? compact : compact.slice(0, padAt)
  const padding = padAt < 0 ? '' : compact.slice(padAt)
  if (!BODY.test(body) || !/^={0,2}$/.test(padding)) return undefined
  if (body.length % 4 === 1) return undefined
  if (padding && (body.length + padding.length) % 4 !== 0) return undefined
  return Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}
