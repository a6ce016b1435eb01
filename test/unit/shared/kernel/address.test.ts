import { describe, expect, it } from 'vitest'
import { sha3_256 } from '@noble/hashes/sha3.js'
import {
  buildMixAddress as sdkBuildMix,
  getMainnetAddressFromSeed,
  getPublicFromMainnetAddress,
  parseMixAddress as sdkParseMix,
} from '@mixin.dev/mixin-node-sdk'
import {
  AddressError,
  buildMixAddress,
  buildXinAddress,
  parseMixAddress,
  parseXinAddress,
  xinAddressFromSeed,
} from '../../../../src/shared/kernel/address'
import { base58Encode } from '../../../../src/shared/kernel/base58'
import { uuidToBytes } from '../../../../src/shared/kernel/ids'
import { Rng, hex, unhex, vectors } from './crypto-fixtures'

const A = vectors.addresses
const ORDER8 = '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'

function codeOf(f: () => unknown): string | undefined {
  try {
    f()
  } catch (e) {
    return e instanceof AddressError ? e.code : `other:${String(e)}`
  }
  return undefined
}

/** Prefix + base58(payload ‖ correct checksum), to reach the checks behind the checksum. */
function encodeWithChecksum(prefix: string, payload: Uint8Array): string {
  const sum = sha3_256(new Uint8Array([...new TextEncoder().encode(prefix), ...payload])).subarray(
    0,
    4,
  )
  return prefix + base58Encode(new Uint8Array([...payload, ...sum]))
}

describe('XIN addresses', () => {
  it('derives the kernel test address and keys from seed 0x01..0x40', () => {
    const v = A.xin_from_seed_1_to_64
    const k = xinAddressFromSeed(unhex(v.seed))
    expect(k.address).toBe(v.address)
    expect(hex(k.privateSpend)).toBe(v.private_spend)
    expect(hex(k.privateView)).toBe(v.private_view)
    expect(hex(k.publicSpend)).toBe(v.public_spend)
    expect(hex(k.publicView)).toBe(v.public_view)
    expect(buildXinAddress({ spend: k.publicSpend, view: k.publicView })).toBe(v.address)
    const p = parseXinAddress(v.address)
    expect(hex(p.spend)).toBe(v.public_spend)
    expect(hex(p.view)).toBe(v.public_view)
  })

  it('derives the storage/vanish address from 64 × 0x01', () => {
    expect(xinAddressFromSeed(new Uint8Array(64).fill(1)).address).toBe(
      A.xin_from_seed_all_01.address,
    )
  })

  it('equals the SDK on random seeds, and parses what the SDK builds', () => {
    const rng = new Rng('xin-sdk')
    for (let i = 0; i < 150; i++) {
      const seed = rng.bytes(64)
      const ours = xinAddressFromSeed(seed)
      expect(ours.address).toBe(getMainnetAddressFromSeed(Buffer.from(seed)))
      const p = parseXinAddress(ours.address)
      expect(hex(p.spend) + hex(p.view)).toBe(
        getPublicFromMainnetAddress(ours.address)!.toString('hex'),
      )
    }
  })

  it('refuses bad prefixes, base58, lengths, checksums and keys with typed codes', () => {
    const good = A.xin_from_seed_1_to_64.address
    expect(codeOf(() => parseXinAddress('MIX' + good.slice(3)))).toBe('prefix')
    expect(codeOf(() => parseXinAddress(good.slice(0, 10) + '0' + good.slice(11)))).toBe('base58')
    expect(codeOf(() => parseXinAddress(good.slice(0, -1)))).toBe('length')
    expect(codeOf(() => parseXinAddress('XIN'))).toBe('length')
    const last = good[good.length - 1] === 'A' ? 'B' : 'A'
    expect(codeOf(() => parseXinAddress(good.slice(0, -1) + last))).toBe('checksum')
    const badKey = new Uint8Array([...unhex(ORDER8), ...unhex(A.xin_from_seed_1_to_64.public_view)])
    expect(codeOf(() => parseXinAddress(encodeWithChecksum('XIN', badKey)))).toBe('key')
    expect(codeOf(() => buildXinAddress({ spend: unhex(ORDER8), view: unhex(ORDER8) }))).toBe('key')
    expect(() => parseXinAddress(7 as unknown as string)).toThrow(TypeError)
    expect(codeOf(() => parseXinAddress('XIN' + '2'.repeat(7000)))).toBe('length')
  })
})

describe('MIX addresses', () => {
  it('builds and parses the UUID and XIN vectors', () => {
    for (const v of [A.mix_uuid_1of1, A.mix_uuid_4of7, A.mix_xin_1of1]) {
      expect(buildMixAddress({ members: v.members, threshold: v.threshold })).toBe(v.address)
      const p = parseMixAddress(v.address)
      expect(p.members).toEqual(v.members)
      expect(p.threshold).toBe(v.threshold)
      expect(p.kind).toBe(v.members[0]!.startsWith('XIN') ? 'xin' : 'uuid')
    }
  })

  it('keeps the given order and duplicates (4-of-7 vector)', () => {
    const p = parseMixAddress(A.mix_uuid_4of7.address)
    expect(p.members.length).toBe(7)
    expect(p.members[0]).toBe(p.members[3])
  })

  it('equals the SDK on random UUID and XIN member sets', () => {
    const rng = new Rng('mix-sdk')
    for (let i = 0; i < 120; i++) {
      const n = rng.int(1, 6)
      const threshold = rng.int(1, n)
      const xin = i % 4 === 0
      const members = Array.from({ length: n }, () =>
        xin ? xinAddressFromSeed(rng.bytes(64)).address : rng.uuid(),
      )
      const ours = buildMixAddress({ members, threshold })
      const sdk = sdkBuildMix({
        version: 2,
        threshold,
        uuidMembers: xin ? [] : members,
        xinMembers: xin ? members : [],
      })
      expect(ours).toBe(sdk)
      const parsed = sdkParseMix(ours)!
      expect(parseMixAddress(ours)).toEqual({
        members: xin ? parsed.xinMembers : parsed.uuidMembers,
        threshold: parsed.threshold,
        kind: xin ? 'xin' : 'uuid',
      })
    }
  })

  it('refuses bad member sets and thresholds on build', () => {
    const u = A.mix_uuid_1of1.members[0]!
    const x = A.mix_xin_1of1.members[0]!
    expect(codeOf(() => buildMixAddress({ members: [u, x], threshold: 1 }))).toBe('mixed-members')
    expect(codeOf(() => buildMixAddress({ members: [u, 'alice'], threshold: 1 }))).toBe('member')
    expect(codeOf(() => buildMixAddress({ members: [u.toUpperCase()], threshold: 1 }))).toBe(
      'member',
    )
    expect(codeOf(() => buildMixAddress({ members: [u], threshold: 2 }))).toBe('threshold')
    expect(codeOf(() => buildMixAddress({ members: [u], threshold: 0 }))).toBe('threshold')
    expect(codeOf(() => buildMixAddress({ members: [], threshold: 1 }))).toBe('count')
    expect(codeOf(() => buildMixAddress({ members: Array(256).fill(u), threshold: 1 }))).toBe(
      'count',
    )
    expect(buildMixAddress({ members: Array(255).fill(u), threshold: 255 })).toMatch(/^MIX/)
    expect(codeOf(() => buildMixAddress({ members: ['XIN123'], threshold: 1 }))).toBeDefined()
  })

  it('refuses bad versions, thresholds, counts and member lengths on parse', () => {
    const id = uuidToBytes(A.mix_uuid_1of1.members[0]!)
    const payload = (version: number, t: number, n: number, members: number): Uint8Array =>
      new Uint8Array([version, t, n, ...Array.from({ length: members }, () => [...id]).flat()])
    expect(
      codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(2, 1, 1, 1)))),
    ).toBeUndefined()
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(3, 1, 1, 1))))).toBe(
      'version',
    )
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(2, 0, 1, 1))))).toBe(
      'threshold',
    )
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(2, 2, 1, 1))))).toBe(
      'threshold',
    )
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(2, 1, 65, 65))))).toBe(
      'count',
    )
    expect(
      codeOf(() => parseMixAddress(encodeWithChecksum('MIX', payload(2, 1, 64, 64)))),
    ).toBeUndefined()
    expect(
      codeOf(() =>
        parseMixAddress(encodeWithChecksum('MIX', payload(2, 1, 2, 1).subarray(0, 3 + 24))),
      ),
    ).toBe('members')
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', new Uint8Array(10))))).toBe(
      'length',
    )
    expect(codeOf(() => parseMixAddress(A.mix_uuid_1of1.address.slice(0, -1) + 'z'))).toBe(
      'checksum',
    )
    expect(codeOf(() => parseMixAddress(A.mix_xin_1of1.members[0]!))).toBe('prefix')
    const badXin = new Uint8Array([
      2,
      1,
      1,
      ...unhex(ORDER8),
      ...unhex(A.xin_from_seed_1_to_64.public_view),
    ])
    expect(codeOf(() => parseMixAddress(encodeWithChecksum('MIX', badXin)))).toBe('key')
  })
})

describe('hostile input', () => {
  it('throws nothing but AddressError on random and mutated address text', () => {
    const rng = new Rng('address-fuzz')
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl+/ é'
    const seeds = [
      A.xin_from_seed_1_to_64.address,
      A.mix_uuid_4of7.address,
      A.mix_xin_1of1.address,
      A.mix_uuid_1of1.address,
    ]
    for (let i = 0; i < 1500; i++) {
      let text: string
      if (i % 2 === 0) {
        const base = seeds[i % seeds.length]!
        const at = rng.int(0, base.length - 1)
        text =
          base.slice(0, at) +
          alphabet[rng.int(0, alphabet.length - 1)] +
          base.slice(at + rng.int(0, 2))
      } else {
        text =
          (i % 4 === 1 ? 'XIN' : 'MIX') +
          Array.from({ length: rng.int(0, 120) }, () => alphabet[rng.int(0, 57)]).join('')
      }
      for (const parse of [parseXinAddress, parseMixAddress]) {
        try {
          parse(text)
        } catch (e) {
          expect(e).toBeInstanceOf(AddressError)
        }
      }
    }
  })
})
