/**
 * Kernel amounts are integers of 10^-8 units (`common/integer.go`, precision 8). Here they are bigint
 * counts of those units, converted to and from decimal strings without ever touching a float.
 * @module
 */
import { abigint, astring } from '../assert'

/** Decimal places of a Kernel amount. */
export const AMOUNT_PRECISION = 8

/** 10^8: the units in one whole coin. */
export const UNITS_PER_COIN = 100_000_000n

/** Longest decimal string accepted; far beyond any real amount, it only bounds the work done. */
const MAX_AMOUNT_LENGTH = 256

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * Parses a non-negative decimal string ("1.5", "0.00000001", "45000") into units of 10^-8.
 * Digits past the eighth decimal are dropped (floored), as the Kernel's `NewIntegerFromString` and
 * the SDK's `parseUnits` do, so "0.000000019" is 1 unit.
 * Stricter than the Kernel about syntax: no sign, exponent, whitespace, "_" or bare "." (".5", "1.").
 * @throws TypeError if `s` is not a string or not a plain decimal number
 * @throws RangeError if `s` is longer than 256 characters
 * @example parseAmount('1.5') // 150000000n
 */
export function parseAmount(s: string): bigint {
  astring(s, 'amount')
  if (s.length > MAX_AMOUNT_LENGTH) {
    throw new RangeError(
      `"amount" expected at most ${MAX_AMOUNT_LENGTH} characters, got ${s.length}`,
    )
  }
  const m = DECIMAL.exec(s)
  if (m === null)
    throw new TypeError(`"amount" expected a plain decimal number, got "${s.slice(0, 40)}"`)
  const whole = m[1] as string
  const fraction = (m[2] ?? '').slice(0, AMOUNT_PRECISION).padEnd(AMOUNT_PRECISION, '0')
  return BigInt(whole) * UNITS_PER_COIN + BigInt(fraction)
}

/**
 * Formats units of 10^-8 as the shortest decimal string: no trailing zeros, no trailing ".",
 * "0" for zero.
 * @throws TypeError if `units` is not a bigint
 * @throws RangeError if `units` is negative
 * @example formatAmount(150000000n) // "1.5"
 */
export function formatAmount(units: bigint): string {
  if (typeof units !== 'bigint') abigint(units, 'units', 0n, 0n)
  if (units < 0n) throw new RangeError(`"units" expected a non-negative bigint, got ${units}`)
  const whole = units / UNITS_PER_COIN
  const fraction = units % UNITS_PER_COIN
  if (fraction === 0n) return whole.toString()
  const digits = fraction.toString().padStart(AMOUNT_PRECISION, '0').replace(/0+$/, '')
  return `${whole}.${digits}`
}
