/**
 * Argument checks for public functions of `src/shared`, in the manner of noble's `abytes`/`anumber`:
 * a wrong type throws TypeError, a wrong length or range throws RangeError, and the message names the
 * argument. The success path stays cheap; messages are only built on failure.
 * @module
 */

import { UUID_PATTERN } from './api/uuid'

/** Asserts `value` is a Uint8Array, of exactly `length` bytes when given. */
export function abytes(value: unknown, name: string, length?: number): asserts value is Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw new TypeError(`"${name}" expected Uint8Array, got ${describe(value)}`)
  }
  if (length !== undefined && value.length !== length) {
    throw new RangeError(`"${name}" expected ${length} bytes, got ${value.length}`)
  }
}

/** Asserts `value` is an integer in [min, max]. */
export function aint(
  value: unknown,
  name: string,
  min: number,
  max: number,
): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`"${name}" expected an integer, got ${describe(value)}`)
  }
  if (value < min || value > max) {
    throw new RangeError(`"${name}" expected an integer in [${min}, ${max}], got ${value}`)
  }
}

/** Asserts `value` is a bigint in [min, max]. */
export function abigint(
  value: unknown,
  name: string,
  min: bigint,
  max: bigint,
): asserts value is bigint {
  if (typeof value !== 'bigint') {
    throw new TypeError(`"${name}" expected a bigint, got ${describe(value)}`)
  }
  if (value < min || value > max) {
    throw new RangeError(`"${name}" expected a bigint in [${min}, ${max}], got ${value}`)
  }
}

/** Asserts `value` is a string. */
export function astring(value: unknown, name: string): asserts value is string {
  if (typeof value !== 'string') {
    throw new TypeError(`"${name}" expected a string, got ${describe(value)}`)
  }
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/

/** Decodes a hex string (even length, no prefix), of exactly `length` bytes when given. */
export function hexArg(value: unknown, name: string, length?: number): Uint8Array {
  astring(value, name)
  if (!HEX.test(value)) throw new TypeError(`"${name}" expected a hex string of even length`)
  const out = new Uint8Array(value.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(value.slice(i * 2, i * 2 + 2), 16)
  if (length !== undefined && out.length !== length) {
    throw new RangeError(`"${name}" expected ${length} bytes of hex, got ${out.length}`)
  }
  return out
}

/** Asserts `value` is a lowercase hyphenated UUID, the only form the Kernel and the API hash. */
export function auuid(value: unknown, name: string): asserts value is string {
  astring(value, name)
  if (!UUID_PATTERN.test(value))
    throw new TypeError(`"${name}" expected a lowercase UUID, got "${value.slice(0, 40)}"`)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (value instanceof Uint8Array) return `Uint8Array(${value.length})`
  return typeof value
}
