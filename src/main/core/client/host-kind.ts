/**
 * Where a service address points, for the rule on which addresses the wallet may be moved to:
 * this computer (loopback: plain http:// is fine), a private or link-local network (only after the
 * user confirms it is their own server), or anywhere else (https:// only). Names other than
 * `localhost` are looked up, so a public-looking name for a private address is caught too.
 * @module
 */
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

export type HostKind = 'loopback' | 'private' | 'public'

function v4Kind(a: number[]): HostKind {
  const [x, y] = a as [number, number]
  if (x === 127) return 'loopback'
  if (x === 10 || x === 0) return 'private'
  if (x === 172 && y >= 16 && y <= 31) return 'private'
  if (x === 192 && y === 168) return 'private'
  if (x === 169 && y === 254) return 'private' // link-local
  if (x === 100 && y >= 64 && y <= 127) return 'private' // carrier-grade NAT
  return 'public'
}

/** The kind of a literal IP address (IPv6 without brackets); undefined when `ip` is not one. */
export function ipKind(ip: string): HostKind | undefined {
  const family = isIP(ip)
  if (family === 4) return v4Kind(ip.split('.').map(Number))
  if (family !== 6) return undefined
  const v6 = ip.toLowerCase()
  if (v6 === '::1') return 'loopback'
  if (v6 === '::') return 'private'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6)
  if (mapped) return v4Kind(mapped[1]!.split('.').map(Number))
  const first = parseInt(v6.split(':')[0] || '0', 16)
  if ((first & 0xfe00) === 0xfc00) return 'private' // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return 'private' // link-local fe80::/10
  return 'public'
}

/**
 * The kind of a URL's host name (as `URL.hostname` gives it, IPv6 in brackets).
 * @param resolve looks a name up; a name that does not resolve counts as public (and will not answer)
 */
export async function hostKind(hostname: string, resolve: (name: string) => Promise<string[]> = resolveAll): Promise<HostKind> {
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
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('lookup timed out')), 3000).unref()),
  ])
  return found.map((f) => f.address)
}
