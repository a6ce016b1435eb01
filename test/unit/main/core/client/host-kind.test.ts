import { describe, expect, it } from 'vitest'
import { hostKind, ipKind } from '../../../../../src/main/core/client/host-kind'
import { checkServiceAddress } from '../../../../../src/main/core/services/settings'

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
    ['fd12:3456::1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
  ])('%s is %s', (ip, kind) => {
    expect(ipKind(ip)).toBe(kind)
  })

  it('looks names up: one private address makes a name private; localhost is this computer', async () => {
    const resolve = (answers: Record<string, string[]>) => async (name: string) => answers[name] ?? Promise.reject(new Error('ENOTFOUND'))
    const dns = resolve({ 'api.example.com': ['93.184.216.34'], 'nas.example.com': ['93.184.216.34', '192.168.1.5'], 'sneaky.example.com': ['127.0.0.1'] })
    expect(await hostKind('localhost', dns)).toBe('loopback')
    expect(await hostKind('[::1]', dns)).toBe('loopback')
    expect(await hostKind('api.example.com', dns)).toBe('public')
    expect(await hostKind('nas.example.com', dns)).toBe('private')
    // A public name pointing at this computer is not "this computer": it needs https and a confirmation.
    expect(await hostKind('sneaky.example.com', dns)).toBe('private')
    expect(await hostKind('nowhere.example.com', dns)).toBe('public')
  })

  it('accepts https anywhere, http only on this computer, and a private host only confirmed by name', async () => {
    const dns = async () => ['93.184.216.34']
    const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code)
    expect(await code(checkServiceAddress('http://127.0.0.1:7001', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('http://localhost:7001/', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('https://api.mixin.one', undefined, dns))).toBe('ok')
    expect(await code(checkServiceAddress('http://api.mixin.one', undefined, dns))).toBe('insecure-url')
    expect(await code(checkServiceAddress('http://192.168.1.20', '192.168.1.20', dns))).toBe('insecure-url')
    expect(await code(checkServiceAddress('https://192.168.1.20', undefined, dns))).toBe('private-host')
    expect(await code(checkServiceAddress('https://192.168.1.20', '192.168.1.21', dns))).toBe('private-host')
    expect(await code(checkServiceAddress('https://192.168.1.20', ' 192.168.1.20 ', dns))).toBe('ok')
    expect(await code(checkServiceAddress('ftp://example.com', undefined, dns))).toBe('invalid-url')
  })
})
