/**
 * Argument checks of the admin procedures (deploy, inscribe, occupy). Each failure is an
 * `ApiError` 10002 naming the field, the same typed error the HTTP routes raise, so the CLI and
 * the tests see one kind of refusal.
 * @module
 */
import { Uuid } from '../../shared/api/common'
import {
  AddressError,
  buildMixAddress,
  parseAmount,
  parseMixAddress,
  parseXinAddress,
} from '../../shared/kernel'
import { invalidField } from '../http/errors'
import { textArg } from '../http/params'

/** Members of one holding output: the Kernel's threshold script stops at 64. */
const MAX_MEMBERS = 64
/** Longest URL accepted for an icon or an item's content (a data URI of the content is apart). */
const MAX_URL_LENGTH = 2048

const MIME = /^[A-Za-z0-9][\w.+-]{0,126}\/[A-Za-z0-9][\w.+-]{0,126}(?:;[ ]?[\w.+-]+=[\w.+-]+){0,8}$/

/** A text of `min` to `max` characters, trimmed of nothing (what is given is stored). */
export const text = textArg

/** A decimal amount in 10^-8 units, at least `min` units. */
export function amount(value: unknown, field: string, min = 1n): bigint {
  if (typeof value !== 'string') throw invalidField(field, 'expected a decimal amount')
  if (!/^(?:0|[1-9]\d{0,29})(?:\.\d{1,8})?$/.test(value))
    throw invalidField(field, 'expected a decimal amount with at most 8 decimals')
  const units = parseAmount(value)
  if (units < min) throw invalidField(field, 'amount is too small')
  return units
}

/** A MIME type such as `image/png` or `text/plain;charset=UTF-8`. */
export function contentType(value: unknown, field: string): string {
  if (typeof value !== 'string' || !MIME.test(value))
    throw invalidField(field, 'expected a MIME type such as image/png')
  return value
}

/** An http(s) or data URL, or '' when `optional`. */
export function url(value: unknown, field: string, optional: boolean): string {
  if (optional && (value === undefined || value === '')) return ''
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH)
    throw invalidField(field, `expected a URL of at most ${MAX_URL_LENGTH} characters`)
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw invalidField(field, 'expected a URL')
  }
  if (!['http:', 'https:', 'data:'].includes(parsed.protocol))
    throw invalidField(field, 'expected an http, https or data URL')
  return value
}

/** A MIX or XIN address whose checksum and keys hold. */
export function address(value: unknown, field: string): string {
  if (typeof value !== 'string') throw invalidField(field, 'expected a MIX or XIN address')
  try {
    if (value.startsWith('XIN')) parseXinAddress(value)
    else parseMixAddress(value)
  } catch (e) {
    if (e instanceof AddressError || e instanceof TypeError || e instanceof RangeError)
      throw invalidField(field, e.message)
    throw e
  }
  return value
}

/**
 * Holders of an output: 1..64 distinct user ids and a threshold 1..n. Returns them sorted and
 * their MIX address, which is built from the sorted list so one set of holders has one address
 * whatever order they were named in (see {@link holderAddress}).
 */
export function holders(
  members: unknown,
  threshold: unknown,
): { members: string[]; threshold: number; address: string } {
  if (!Array.isArray(members) || members.length < 1 || members.length > MAX_MEMBERS) {
    throw invalidField('members', `expected 1 to ${MAX_MEMBERS} user ids`)
  }
  members.forEach((m, i) => {
    if (!Uuid.safeParse(m).success) throw invalidField(`members.${i}`, 'expected a lowercase UUID')
  })
  const list = members as string[]
  if (new Set(list).size !== list.length) throw invalidField('members', 'members must not repeat')
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 1 ||
    threshold > list.length
  ) {
    throw invalidField('threshold', `expected an integer from 1 to ${list.length}`)
  }
  const sorted = [...list].sort()
  return { members: sorted, threshold, address: holderAddress(sorted, threshold) }
}

/**
 * The MIX address of an output's members and threshold, members sorted first.
 * @throws AddressError when there are no members, over 255, or the threshold is out of range
 */
export function holderAddress(members: readonly string[], threshold: number): string {
  return buildMixAddress({ members: [...members].sort(), threshold })
}
