/**
 * Base58 with the Bitcoin alphabet, as used by XIN and MIX addresses (wire-formats.md §4): the bytes
 * as one big-endian number written in base 58, plus one `1` per leading zero byte.
 * Conversion goes through a bigint in chunks of 58^9 (below 2^53), so it is fast for the few
 * kilobytes the longest MIX address holds.
 * @module
 */
import { abytes, astring } from '../assert'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const DIGIT = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i
const CHUNK_DIGITS = 9
const CHUNK = 58n ** BigInt(CHUNK_DIGITS)
const HEX: readonly string[] = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
)

/**
 * Encodes bytes as base58.
 * @throws {TypeError} when `bytes` is not a Uint8Array
 * @example base58Encode(Uint8Array.of(0, 0, 1)) // "112"
 */
export function base58Encode(bytes: Uint8Array): string {
  abytes(bytes, 'bytes')
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let hex = ''
  for (let i = zeros; i < bytes.length; i++) hex += HEX[bytes[i] as number]
  let n = hex.length === 0 ? 0n : BigInt('0x' + hex)
  let body = ''
  while (n > 0n) {
    let chunk = Number(n % CHUNK)
    n /= CHUNK
    // Every chunk but the most significant one is written with all its digits.
    for (let i = 0; i < CHUNK_DIGITS && (n > 0n || chunk > 0); i++) {
      body = ALPHABET[chunk % 58] + body
      chunk = Math.floor(chunk / 58)
    }
  }
  return '1'.repeat(zeros) + body
}

/**
 * Decodes base58 text.
 * @throws {RangeError} on a character outside the alphabet (message gives its offset)
 * @throws {TypeError} when `text` is not a string
 */
export function base58Decode(text: string): Uint8Array {
  astring(text, 'text')
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let n = 0n
  let i = zeros
  while (i < text.length) {
    const end = Math.min(i + CHUNK_DIGITS, text.length)
    let chunk = 0
    let scale = 1
    for (let j = i; j < end; j++) {
      const c = text.charCodeAt(j)
      const d = c < 128 ? (DIGIT[c] as number) : -1
      if (d < 0) throw new RangeError(`"text" has a non-base58 character at offset ${j}`)
      chunk = chunk * 58 + d
      scale *= 58
    }
    n = n * BigInt(scale) + BigInt(chunk)
    i = end
  }
  let hex = n === 0n ? '' : n.toString(16)
  if (hex.length % 2 === 1) hex = '0' + hex
  const out = new Uint8Array(zeros + hex.length / 2)
  for (let k = 0; k < hex.length / 2; k++)
    out[zeros + k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16)
  return out
}
