/**
 * Where a service address points, for the rule on which addresses the wallet may be moved to:
 * this computer (loopback: plain http:// is fine), a private, link-local or otherwise not public
 * network (only after the user confirms it is their own server), or anywhere else (https:// only).
 * Names other than `localhost` are looked up, so a public-looking name for a private address is
 * caught too.
 *
 * An address is judged by its bytes, never by how it is written: the URL parser rewrites
 * `[::ffff:10.0.0.1]` as `[::ffff:a00:1]` and `0x7f.1` as `127.0.0.1`, and an IPv6 address that
 * carries an IPv4 one (mapped, NAT64, 6to4, Teredo) is as private as the IPv4 address it reaches.
 * @module
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

export type HostKind = 'loopback' | 'private' | 'public'

/** The 16 bytes of a valid IPv6 address (as `isIP` accepts it, without a zone id). */
function v6Bytes(ip: string): Uint8Array {
  let text = ip.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groupsOf = (s: string) => (s === '' ? [] : s.split(':'))
  const before = groupsOf(head)
  const after = tail === undefined ? [] : groupsOf(tail)
  const groups =
    tail === undefined
      ? before
      : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after]
  const out = new Uint8Array(16)
  groups.forEach((g, i) => {
    const n = parseInt(g, 16)
    out[2 * i] = n >> 8
    out[2 * i + 1] = n & 0xff
  })
  return out
}

/**
 * IPv4 written as the URL parser reads a host (decimal, octal or hex parts, fewer than four of
 * them), in dotted form; any other text as it is.
 */
function urlIPv4(text: string): string {
  if (!/^[0-9a-fx.]+$/i.test(text)) return text
  try {
    return new URL(`http://${text}/`).hostname
  } catch {
    return text
  }
}

/** The bytes of a literal IP address: 4 for IPv4, 16 for IPv6 (a zone id ignored); null for anything else. */
export function ipBytes(text: string): Uint8Array | null {
  const ip = text.includes(':') ? text.replace(/%.*$/, '') : urlIPv4(text)
  const family = isIP(ip)
  if (family === 4) return Uint8Array.from(ip.split('.').map(Number))
  return family === 6 ? v6Bytes(ip) : null
}

interface Prefix {
  readonly bytes: Uint8Array
  readonly bits: number
}

const prefix = (cidr: string): Prefix => {
  const [ip = '', bits = ''] = cidr.split('/')
  return { bytes: ipBytes(ip)!, bits: Number(bits) }
}

function within(bytes: Uint8Array, p: Prefix): boolean {
  if (bytes.length !== p.bytes.length) return false
  for (let bit = 0; bit < p.bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, p.bits - bit))) & 0xff
    if ((bytes[bit / 8]! & mask) !== (p.bytes[bit / 8]! & mask)) return false
  }
  return true
}

const LOOPBACK_V4 = prefix('127.0.0.0/8')
/** IPv4 ranges that are not the public internet (RFC 6890's registry, where "globally reachable" is false). */
const NOT_PUBLIC_V4 = [
  '0.0.0.0/8', // "this network"; 0.0.0.0 reaches this computer
  '10.0.0.0/8',
  '100.64.0.0/10', // carrier-grade NAT
  '169.254.0.0/16', // link-local, where cloud metadata services answer
  '172.16.0.0/12',
  '192.0.0.0/24', // protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // the old 6to4 relays
  '192.168.0.0/16',
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
].map(prefix)

const LOOPBACK_V6 = prefix('::1/128')
/** IPv6 ranges whose last 32 bits are the IPv4 address reached; Teredo's is inverted. */
const MAPPED = prefix('::ffff:0:0/96')
const CARRIES_IPV4 = [prefix('::ffff:0:0:0/96'), prefix('64:ff9b::/96')] // SIIT, NAT64
const SIX_TO_FOUR = prefix('2002::/16') // the IPv4 address in bytes 2 to 5
const TEREDO = prefix('2001::/32')
const NOT_PUBLIC_V6 = [
  '::/96', // unspecified, and the deprecated IPv4-compatible form
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001:2::/48', // benchmarking
  '2001:10::/28', // ORCHID
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  '5f00::/16', // segment routing
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local
  'ff00::/8', // multicast
].map(prefix)

function v4Kind(bytes: Uint8Array): HostKind {
  if (within(bytes, LOOPBACK_V4)) return 'loopback'
  return NOT_PUBLIC_V4.some((p) => within(bytes, p)) ? 'private' : 'public'
}

/** The kind of an IPv4 address reached through a translator or a tunnel: never this computer, since the packet leaves it. */
const reachedKind = (v4: Uint8Array): HostKind => (v4Kind(v4) === 'public' ? 'public' : 'private')

function v6Kind(bytes: Uint8Array): HostKind {
  if (within(bytes, LOOPBACK_V6)) return 'loopback'
  if (within(bytes, MAPPED)) return v4Kind(bytes.slice(12))
  if (CARRIES_IPV4.some((p) => within(bytes, p))) return reachedKind(bytes.slice(12))
  if (within(bytes, SIX_TO_FOUR)) return reachedKind(bytes.slice(2, 6))
  if (within(bytes, TEREDO)) return reachedKind(bytes.slice(12).map((b) => b ^ 0xff))
  return NOT_PUBLIC_V6.some((p) => within(bytes, p)) ? 'private' : 'public'
}

/** The kind of a literal IP address (IPv6 without brackets); undefined when `ip` is not one. */
export function ipKind(ip: string): HostKind | undefined {
  const bytes = ipBytes(ip)
  if (bytes === null) return undefined
  return bytes.length === 4 ? v4Kind(bytes) : v6Kind(bytes)
}

/**
 * The kind of a URL's host name (as `URL.hostname` gives it, IPv6 in brackets).
 * @param resolve looks a name up; a name that does not resolve counts as public (and will not answer)
 */
export async function hostKind(
  hostname: string,
  resolve: (name: string) => Promise<string[]> = resolveAll,
): Promise<HostKind> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback'
  const literal = ipKind(host)
  if (literal) return literal
  let addresses: string[]
  try {
    addresses = await resolve(host)
  } catch {
    return 'public'
  }
  const kinds = addresses.map((a) => ipKind(a) ?? 'public')
  // A name is only as public as its least public address, and never counts as this computer.
  return kinds.some((k) => k !== 'public') ? 'private' : 'public'
}

async function resolveAll(name: string): Promise<string[]> {
  const found = await Promise.race([
    lookup(name, { all: true }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('lookup timed out')), 3000).unref(),
    ),
  ])
  return found.map((f) => f.address)
}
