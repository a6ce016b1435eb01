/**
 * Base64 as the Mixin wire uses it: the URL alphabet without padding on output (Go's
 * `RawURLEncoding`), and a tolerant but canonical reader on input, because other clients send the
 * standard alphabet or padding. Written by hand: shared code has neither Buffer nor atob.
 * @module
 */

import { abytes, astring } from '../assert'

const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

// Both alphabets map to the same 6-bit values; -1 marks a character that is in neither.
const DECODE = (() => {
  const table = new Int8Array(128).fill(-1)
  for (let i = 0; i < 64; i++) table[URL_ALPHABET.charCodeAt(i)] = i
  table['+'.charCodeAt(0)] = 62
  table['/'.charCodeAt(0)] = 63
  return table
})()

/**
 * Encodes bytes as base64url without padding.
 * @throws {TypeError} when `bytes` is not a Uint8Array.
 * @example base64UrlEncode(new Uint8Array([0xfb, 0xff])) // '-_8'
 */
export function base64UrlEncode(bytes: Uint8Array): string {
  abytes(bytes, 'bytes')
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!
    out +=
      URL_ALPHABET[n >>> 18]! +
      URL_ALPHABET[(n >>> 12) & 63]! +
      URL_ALPHABET[(n >>> 6) & 63]! +
      URL_ALPHABET[n & 63]!
  }
  const rest = bytes.length - i
  if (rest === 1) {
    const n = bytes[i]! << 16
    out += URL_ALPHABET[n >>> 18]! + URL_ALPHABET[(n >>> 12) & 63]!
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8)
    out += URL_ALPHABET[n >>> 18]! + URL_ALPHABET[(n >>> 12) & 63]! + URL_ALPHABET[(n >>> 6) & 63]!
  }
  return out
}

/**
 * Decodes base64 in either the URL or the standard alphabet, with or without padding.
 * Rejects anything else: whitespace, stray or misplaced `=`, an impossible length, and non-zero
 * trailing bits (so each byte string has exactly one accepted unpadded spelling per alphabet,
 * which keeps signed tokens from being re-spelled).
 * @throws {TypeError} when `text` is not a string or is not valid base64.
 * @example base64UrlDecode('-_8') // Uint8Array [0xfb, 0xff]
 */
export function base64UrlDecode(text: string): Uint8Array {
  astring(text, 'text')
  let end = text.length
  if (end % 4 === 0 && end > 0 && text.charCodeAt(end - 1) === 61 /* = */) {
    end--
    if (text.charCodeAt(end - 1) === 61) end--
  }
  const rest = end % 4
  if (rest === 1) throw new TypeError('"text" is not valid base64: impossible length')
  // Padding, when present, must complete the last quantum exactly.
  if (end !== text.length && (text.length % 4 !== 0 || rest === 0)) {
    throw new TypeError('"text" is not valid base64: bad padding')
  }
  const out = new Uint8Array(Math.floor(end / 4) * 3 + (rest === 0 ? 0 : rest - 1))
  let o = 0
  let acc = 0
  let bits = 0
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i)
    const v = c < 128 ? DECODE[c]! : -1
    if (v < 0) throw new TypeError(`"text" is not valid base64: unexpected character at ${i}`)
    acc = ((acc << 6) | v) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (acc >>> bits) & 0xff
    }
  }
  if (bits > 0 && (acc & ((1 << bits) - 1)) !== 0) {
    throw new TypeError('"text" is not valid base64: non-zero trailing bits')
  }
  return out
}
