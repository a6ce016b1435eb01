/**
 * How values read on screen: amounts, assets, ids, ages, memos. Pure (no DOM), unit-tested.
 * @module
 */

/**
 * The symbol and name of an asset: as the wallet's cache describes it (the service's registry),
 * else a short form of its id until the description arrives.
 */
export function assetLabel(assetId: string, info?: { readonly symbol: string; readonly name: string }): { symbol: string; name: string } {
  return info ? { symbol: info.symbol, name: info.name } : { symbol: assetId.slice(0, 4).toUpperCase(), name: `Asset ${shortId(assetId)}` }
}

/** The first block of a UUID, which is what people compare by eye. */
export function shortId(id: string): string {
  return id.slice(0, 8)
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
  if (!Number.isFinite(thenMs)) return 'unknown'
  const s = Math.max(0, Math.round((nowMs - thenMs) / 1000))
  if (s < 45) return 'just now'
  const min = Math.round(s / 60)
  if (min < 60) return `${min} min ago`
  const h = Math.round(min / 60)
  if (h < 48) return `${h} h ago`
  const d = Math.round(h / 24)
  if (d < 60) return `${d} days ago`
  return `${Math.round(d / 30)} months ago`
}

/** A date and time in the user's locale, to the minute. */
export function formatTime(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
}

/** A duration in the largest whole unit: "8 hours", "1 week", "off" for 0. */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return 'off'
  const units: [number, string][] = [
    [7 * 24 * 3600, 'week'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ]
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size
      return `${n} ${name}${n === 1 ? '' : 's'}`
    }
  }
  return `${seconds} seconds`
}
