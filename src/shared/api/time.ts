/**
 * Timestamps as the service writes them (DESIGN.md "time"): RFC 3339 in UTC with up to nanosecond
 * precision and trailing zeros trimmed; the zero time is `0001-01-01T00:00:00Z`.
 * @module
 */
import { abigint } from '../assert'

export const ZERO_TIME = '0001-01-01T00:00:00Z'

const NS_PER_MS = 1_000_000n

/**
 * Formats nanoseconds since the Unix epoch; 0n gives the zero time.
 * @throws RangeError when `ns` is negative or beyond year 9999
 * @example formatTime(1700000000123456789n) // '2023-11-14T22:13:20.123456789Z'
 */
export function formatTime(ns: bigint): string {
  abigint(ns, 'ns', 0n, 253402300799999999999n)
  if (ns === 0n) return ZERO_TIME
  const ms = ns / NS_PER_MS
  const iso = new Date(Number(ms)).toISOString() // YYYY-MM-DDTHH:MM:SS.mmmZ
  const fraction = (ns % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return `${iso.slice(0, 19)}${fraction ? `.${fraction}` : ''}Z`
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/

/**
 * Parses an RFC 3339 timestamp into nanoseconds since the epoch (the zero time gives 0n).
 * @throws TypeError when the text is not RFC 3339
 */
export function parseTime(text: string): bigint {
  if (text === ZERO_TIME) return 0n
  const m = RFC3339.exec(text)
  if (!m)
    throw new TypeError(`"time" expected an RFC 3339 timestamp, got "${String(text).slice(0, 40)}"`)
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${m[8]}`)
  if (Number.isNaN(ms)) throw new TypeError(`"time" is not a valid date: "${text}"`)
  const fraction = BigInt((m[7] ?? '').padEnd(9, '0'))
  return BigInt(ms) * NS_PER_MS + fraction
}
