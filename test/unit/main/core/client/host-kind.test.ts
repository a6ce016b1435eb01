import { describe, expect, it } from 'vitest'
import { hostKind, ipBytes, ipKind } from '../../../../../src/main/core/client/host-kind'
import { checkServiceAddress } from '../../../../../src/main/core/services/settings'

const noDns = async (): Promise<string[]> => Promise.reject(new Error('ENOTFOUND'))
/** The kind of a service address's host as the product sees it: after the URL parser rewrote its spelling. */
const kindOf = (url: string) => hostKind(new URL(url).hostname, noDns)

describe('where a service address points', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['fe80::1', 'private'],
    ['fe80::1%eth0', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['not-an-ip.example', undefined],
  ])('%s is %s', (ip, kind) => {
    expect(ipKind(ip)).toBe(kind)
  })

  it('reads an address as bytes whatever its spelling', () => {
    const mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 10, 0, 0, 1]
    for (const spelling of [
      '::ffff:10.0.0.1',
      '::ffff:a00:1',
      '0:0:0:0:0:FFFF:0A00:0001',
      '::FFFF:10.0.0.1%eth0',
    ])
      expect([...ipBytes(spelling)!]).toEqual(mapped)
    for (const spelling of ['127.0.0.1', '0x7f.1', '2130706433', '017700000001', '0x7f000001'])
      expect([...ipBytes(spelling)!]).toEqual([127, 0, 0, 1])
    expect(ipBytes('api.example.com')).toBeNull()
  })

  // Each spelled as a person might type it; the URL parser rewrites most of them before the wallet sees them.
  it.each([
    // IPv4-mapped IPv6: the parser writes these in hex ([::ffff:a00:1])
    ['https://[::ffff:10.0.0.1]', 'private'],
    ['https://[::ffff:169.254.169.254]', 'private'],
    ['https://[::ffff:192.168.1.1]', 'private'],
    ['https://[0:0:0:0:0:FFFF:C0A8:0101]', 'private'],
    ['http://[::ffff:127.0.0.1]:7001', 'loopback'],
    ['https://[::ffff:8.8.8.8]', 'public'],
    // NAT64, and its local-use prefix
    ['https://[64:ff9b::10.0.0.1]', 'private'],
    ['https://[64:FF9B:0:0:0:0:A9FE:A9FE]', 'private'],
    ['https://[64:ff9b::127.0.0.1]', 'private'],
    ['https://[64:ff9b::8.8.8.8]', 'public'],
    ['https://[64:ff9b:1::808:808]', 'private'],
    // 6to4: the IPv4 address in its second and third groups
    ['https://[2002:c0a8:101::1]', 'private'],
    ['https://[2002:a9fe:a9fe::]', 'private'],
    ['https://[2002:808:808::1]', 'public'],
    // Teredo: the client's IPv4 address, inverted, in the last 32 bits
    ['https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]', 'private'], // 10.0.0.1
    ['https://[2001:0000:4136:e378:8000:63bf:3fff:fdd2]', 'private'], // 192.0.2.45, documentation
    ['https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]', 'public'], // 8.8.8.8
    // Other ranges that are not the public internet
    ['https://[FD00::1]', 'private'],
    ['https://[fc00:0:0:0:0:0:0:1]', 'private'],
    ['https://[FE80::1]', 'private'],
    ['https://[febf:ffff::1]', 'private'],
    ['https://[fec0::1]', 'private'],
    ['https://[ff02::1]', 'private'],
    ['https://[2001:db8::1]', 'private'],
    ['https://[3fff::1]', 'private'],
    ['https://[::]', 'private'],
    ['https://[::127.0.0.1]', 'private'],
    ['http://[0:0:0:0:0:0:0:1]', 'loopback'],
    ['https://[2606:4700:0000::1111]', 'public'],
    // IPv4 in the forms the parser reads as numbers
    ['http://0x7f.1', 'loopback'],
    ['http://2130706433', 'loopback'],
    ['http://017700000001', 'loopback'],
    ['https://0xA9FEA9FE', 'private'],
    ['https://167772161', 'private'],
    ['https://0300.0250.1.1', 'private'],
    ['https://192.0.2.10', 'private'],
    ['https://198.51.100.7', 'private'],
    ['https://203.0.113.9', 'private'],
    ['https://224.0.0.251', 'private'],
    ['https://255.255.255.255', 'private'],
    ['https://8.8.8.8', 'public'],
    ['https://0x08080808', 'public'],
  ])('%s is %s', async (url, kind) => {
    expect(await kindOf(url)).toBe(kind)
  })

  it('looks names up: one private address makes a name private; localhost is this computer', async () => {
    const resolve = (answers: Record<string, string[]>) => async (name: string) =>
      answers[name] ?? Promise.reject(new Error('ENOTFOUND'))
    const dns = resolve({
      'api.example.com': ['93.184.216.34'],
      'nas.example.com': ['93.184.216.34', '192.168.1.5'],
      'sneaky.example.com': ['127.0.0.1'],
      'mapped.example.com': ['2606:4700::1111', '::ffff:a9fe:a9fe'],
    })
    expect(await hostKind('localhost', dns)).toBe('loopback')
    expect(await hostKind('[::1]', dns)).toBe('loopback')
    expect(await hostKind('api.example.com', dns)).toBe('public')
    expect(await hostKind('nas.example.com', dns)).toBe('private')
    expect(await hostKind('mapped.example.com', dns)).toBe('private')
    // A public name pointing at this computer is not "this computer": it needs https and a confirmation.
    expect(await hostKind('sneaky.example.com', dns)).toBe('private')
    expect(await hostKind('nowhere.example.com', dns)).toBe('public')
  })

  it('accepts https anywhere, http only on this computer, and a private host only confirmed by name', async () => {
    const dns = async () => ['93.184.216.34']
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { code?: string }) => e.code,
      )
    expect(await code(checkServiceAddress('http://127.0.0.1:7001', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('http://localhost:7001/', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('https://api.mixin.one', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('http://api.mixin.one', undefined, dns))).toBe(
      'insecure-url',
    )
    expect(await code(checkServiceAddress('http://192.168.1.20', '192.168.1.20', dns))).toBe(
      'insecure-url',
    )
    expect(await code(checkServiceAddress('https://192.168.1.20', undefined, dns))).toBe(
      'private-host',
    )
    expect(await code(checkServiceAddress('https://192.168.1.20', '192.168.1.21', dns))).toBe(
      'private-host',
    )
    expect(await code(checkServiceAddress('https://192.168.1.20', ' 192.168.1.20 ', dns))).toBe(
      'ok',
    )
    expect(await code(checkServiceAddress('ftp://example.com', undefined, dns))).toBe('invalid-url')
    expect(await code(checkServiceAddress('http://[::ffff:a00:1]:8080', undefined, dns))).toBe(
      'insecure-url',
    )
    expect(await code(checkServiceAddress('https://[::ffff:10.0.0.1]', undefined, dns))).toBe(
      'private-host',
    )
  })

  it('takes the confirmation of an IPv6 host with or without brackets, in any spelling', async () => {
    const dns = async () => ['93.184.216.34']
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: { code?: string }) => e.code,
      )
    // The screen confirms the host without brackets, the command line with them.
    for (const typed of ['::ffff:a00:1', '[::ffff:a00:1]', '::FFFF:10.0.0.1'])
      expect(await code(checkServiceAddress('https://[::ffff:10.0.0.1]', typed, dns))).toBe('ok')
    expect(await code(checkServiceAddress('https://[fe80::1]:8443', 'fe80::2', dns))).toBe(
      'private-host',
    )
  })
})
