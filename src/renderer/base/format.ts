/**
 * How values read on screen: amounts, assets, ids, people, ages, memos. Pure (no DOM), unit-tested;
 * words in the language shown, times through `Intl` in the same locale.
 * @module
 */
import { dateTime, t } from './words'

/**
 * The symbol and name of an asset: as the wallet's cache describes it (the service's registry),
 * else a short form of its id until the description arrives.
 */
export function assetLabel(
  assetId: string,
  info?: { readonly symbol: string; readonly name: string },
): { symbol: string; name: string } {
  return info
    ? { symbol: info.symbol, name: info.name }
    : {
        symbol: assetId.slice(0, 4).toUpperCase(),
        name: t('common.asset.unknown', { id: shortId(assetId) }),
      }
}

/** The first block of a UUID, which is what people compare by eye. */
export function shortId(id: string): string {
  return id.slice(0, 8)
}

/** How many colours the style sheet has for initials (`avatar-hue-0` …). */
export const AVATAR_HUES = 8

/** The name to show: the person's, or the short form of the id while unknown (or nameless). */
export function displayName(
  userId: string,
  person: { readonly full_name: string } | undefined,
): string {
  const name = person?.full_name.trim() ?? ''
  return name !== '' ? name : shortId(userId)
}

/** Up to two initials of a name (first and last word), upper-cased; '?' for none. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
  const first = [...(words[0] ?? '')][0] ?? ''
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}

/** The avatar colour of an id: the same on every screen and every run. */
export function avatarHue(userId: string): number {
  let h = 0
  for (let i = 0; i < userId.length; i++) {
    const c = userId.charCodeAt(i)
    if (c !== 0x2d) h = (h * 31 + c) >>> 0
  }
  return h % AVATAR_HUES
}

/** The title a person's name carries: name, identity number and full id, so the id is one hover away. */
export function personTitle(
  userId: string,
  person: { readonly full_name: string; readonly identity_number: string } | undefined,
): string {
  return person ? `${displayName(userId, person)} · ${person.identity_number} · ${userId}` : userId
}

/** A hash shortened to its ends, e.g. `3f2a1b…9c0d`. */
export function shortHash(hash: string): string {
  return hash.length <= 16 ? hash : `${hash.slice(0, 6)}…${hash.slice(-4)}`
}

/** A decimal amount with thousands separators, never through a float. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction] = amount.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** ms since the epoch of an RFC 3339 time (nanosecond fractions allowed); NaN when unreadable. */
export function timeOf(rfc3339: string): number {
  const m = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d+))?Z$/.exec(rfc3339)
  if (!m) return Number.NaN
  const ms = (m[2] ?? '').padEnd(3, '0').slice(0, 3)
  return Date.parse(`${m[1]}.${ms}Z`)
}

/** How long ago, in words: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(thenMs: number, nowMs: number): string {
  if (!Number.isFinite(thenMs)) return t('common.unknown')
  const s = Math.max(0, Math.round((nowMs - thenMs) / 1000))
  if (s < 45) return t('common.age.justNow')
  const min = Math.round(s / 60)
  if (min < 60) return t('common.age.minutes', { count: min })
  const h = Math.round(min / 60)
  if (h < 48) return t('common.age.hours', { count: h })
  const d = Math.round(h / 24)
  if (d < 60) return t('common.age.days', { count: d })
  return t('common.age.months', { count: Math.round(d / 30) })
}

const TO_THE_MINUTE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/** A date and time in the language shown, local time, to the minute ("unknown" for a time that is not one). */
export function formatTime(ms: number): string {
  // The translator keeps one formatter per locale and options: a new one costs about a millisecond,
  // which a conversation's first screen of rows would pay a dozen times over.
  return Number.isFinite(ms) ? dateTime(ms, TO_THE_MINUTE) : t('common.unknown')
}

const DURATION_UNITS = [
  [7 * 24 * 3600, 'common.duration.weeks'],
  [24 * 3600, 'common.duration.days'],
  [3600, 'common.duration.hours'],
  [60, 'common.duration.minutes'],
  [1, 'common.duration.seconds'],
] as const

/** A duration in the largest whole unit: "8 hours", "1 week", "off" for 0. */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return t('common.duration.off')
  for (const [size, id] of DURATION_UNITS) {
    if (seconds % size === 0) return t(id, { count: seconds / size })
  }
  return t('common.duration.seconds', { count: seconds })
}
