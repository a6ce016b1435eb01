import { describe, expect, it } from 'vitest'
import * as ed from '@noble/ed25519'
import { blake3 } from '@noble/hashes/blake3.js'
import { deriveGhostPublicKey as sdkDerive, putUvarInt } from '@mixin.dev/mixin-node-sdk'
import {
  deriveGhostOutput,
  deriveGhostPrivateKey,
  deriveGhostPublicKey,
  ghostMask,
  hashScalar,
  scanGhostKey,
  uvarint,
  viewScalar,
} from '../../../../src/shared/kernel/ghost'
import {
  PointError,
  clampedSpendScalar,
  newKeyFromSeed,
  publicFromScalar,
  scalarFromBytes,
  scalarToBytes,
} from '../../../../src/shared/kernel/scalar'
import { parseXinAddress } from '../../../../src/shared/kernel/address'
import { Rng, hex, synthetic, unhex, vectors } from './crypto-fixtures'

const ORDER8 = '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05'

function pub(priv: Uint8Array): Uint8Array {
  return publicFromScalar(scalarFromBytes(priv))
}

describe('uvarint', () => {
  it('encodes LEB128 like Go PutUvarint and the SDK', () => {
    expect(hex(uvarint(0))).toBe('00')
    expect(hex(uvarint(127))).toBe('7f')
    expect(hex(uvarint(255))).toBe(vectors.ghost_keys.official_mainnet_vector.uvarint_255)
    expect(hex(uvarint(300))).toBe('ac02')
    expect(hex(uvarint(2 ** 35))).toBe('8080808080' + '01')
    const rng = new Rng('uvarint')
    for (let i = 0; i < 200; i++) {
      const n = rng.int(0, 2 ** 31 - 1)
      // The SDK leaves the bytes unmasked; Buffer.from masks them as its encoder does.
      expect(hex(uvarint(n))).toBe(Buffer.from(putUvarInt(n)).toString('hex'))
    }
    expect(() => uvarint(-1)).toThrow(RangeError)
    expect(() => uvarint(1.5)).toThrow(TypeError)
  })
})

describe('hashScalar', () => {
  it('matches the kernel/SDK vector for indexes 0, 1 and 300', () => {
    const h = vectors.ghost_keys.hashScalar
    expect(hex(hashScalar(unhex(h.aR), 0))).toBe(h.index0)
    expect(hex(hashScalar(unhex(h.aR), 1))).toBe(h.index1)
    expect(hex(hashScalar(unhex(h.aR), 300))).toBe(h.index300)
    expect(hex(viewScalar(unhex(h.a), unhex(h.R), 300))).toBe(h.index300)
  })
})

describe('ghost keys', () => {
  it('reproduces the official mainnet vector (index 255)', () => {
    const g = vectors.ghost_keys.official_mainnet_vector
    const r = newKeyFromSeed(unhex(g.seed64))
    expect(hex(r)).toBe(g.r)
    const receiver = parseXinAddress(g.receiver)
    expect(hex(receiver.spend)).toBe(g.receiver_spend_pub_B)
    expect(hex(receiver.view)).toBe(g.receiver_view_pub_A)
    expect(hex(ghostMask(r))).toBe(g.mask_R)
    expect(hex(deriveGhostPublicKey(r, receiver.view, receiver.spend, g.output_index))).toBe(
      g.key_P,
    )
    const out = deriveGhostOutput({
      r,
      members: [{ A: receiver.view, B: receiver.spend }],
      index: 255,
    })
    expect(hex(out.mask)).toBe(g.mask_R)
    expect(out.keys.map(hex)).toEqual([g.key_P])
  })

  it('reproduces the SDK ghostKey vector to a XIN member and the receiver recovers it', () => {
    const g = vectors.ghost_keys.sdk_ghostKey_xin_member
    // The SDK's client-side r (wire-formats §3): traceHash, seedHash (index 0 → no bytes), privHash.
    const traceHash = blake3(new TextEncoder().encode(g.trace_id))
    const seedHash = blake3(traceHash)
    const privHash = blake3(new Uint8Array([...seedHash, ...unhex(g.sender_spend_private_hex)]))
    const r = newKeyFromSeed(new Uint8Array([...traceHash, ...privHash]))
    const receiver = parseXinAddress(g.receiver)
    expect(hex(ghostMask(r))).toBe(g.mask_R)
    const key = deriveGhostPublicKey(r, receiver.view, receiver.spend, 0)
    expect(hex(key)).toBe(g.key_P)

    const a = unhex(g.receiver_private_view_a)
    const b = unhex(g.receiver_private_spend_b)
    expect(scanGhostKey(a, unhex(g.mask_R), 0, key, unhex(g.receiver_public_spend_B))).toBe(true)
    const t = deriveGhostPrivateKey(viewScalar(a, unhex(g.mask_R), 0), b)
    expect(hex(pub(t))).toBe(g.key_P)
    // Another index, another key: the scan fails.
    expect(scanGhostKey(a, unhex(g.mask_R), 1, key, unhex(g.receiver_public_spend_B))).toBe(false)
  })

  it('reproduces the synthetic 2-of-3 outputs, views, scans and spend keys for every member', () => {
    for (const u of synthetic.prev_utxos) {
      const r = unhex(u.r_private)
      const members = synthetic.member_keys.map((m) => ({
        A: unhex(m.view_public_A),
        B: unhex(m.spend_public_B),
      }))
      const out = deriveGhostOutput({ r, members, index: u.output_index })
      expect(hex(out.mask)).toBe(u.mask_R)
      expect(out.keys.map(hex)).toEqual(u.keys)
      synthetic.member_keys.forEach((m, j) => {
        const a = unhex(m.view_private_a)
        const x = viewScalar(a, out.mask, u.output_index)
        expect(hex(x)).toBe(u.views_by_member[m.user_id])
        // ECDH symmetry: a·R == r·A, so x is the sender's hashScalar too.
        expect(hex(pub(a))).toBe(m.view_public_A)
        expect(
          scanGhostKey(
            a,
            out.mask,
            u.output_index,
            unhex(u.keys[j] as string),
            unhex(m.spend_public_B),
          ),
        ).toBe(true)
        const y = scalarToBytes(clampedSpendScalar(unhex(m.spend_seed)))
        expect(hex(pub(y))).toBe(m.spend_public_B)
        expect(hex(pub(deriveGhostPrivateKey(x, y)))).toBe(u.keys[j])
        // Member j's view does not open member (j+1)'s key.
        const other = synthetic.member_keys[(j + 1) % 3]!
        expect(
          scanGhostKey(
            a,
            out.mask,
            u.output_index,
            unhex(u.keys[j] as string),
            unhex(other.spend_public_B),
          ),
        ).toBe(false)
      })
    }
  })

  it('treats an output with an invalid key or mask as not mine', () => {
    const u = synthetic.prev_utxos[0]!
    const m = synthetic.member_keys[0]!
    const a = unhex(m.view_private_a)
    const B = unhex(m.spend_public_B)
    expect(scanGhostKey(a, unhex(u.mask_R), u.output_index, unhex(ORDER8), B)).toBe(false)
    expect(scanGhostKey(a, unhex(ORDER8), u.output_index, unhex(u.keys[0] as string), B)).toBe(
      false,
    )
    expect(() =>
      scanGhostKey(
        new Uint8Array(32).fill(0xff),
        unhex(u.mask_R),
        0,
        unhex(u.keys[0] as string),
        B,
      ),
    ).toThrow(RangeError)
    expect(() =>
      scanGhostKey(a, unhex(u.mask_R), u.output_index, unhex(u.keys[0] as string), unhex(ORDER8)),
    ).toThrow(PointError)
    // A non-canonical encoding of the right key is not the key.
    const k = unhex(u.keys[0] as string)
    expect(scanGhostKey(a, unhex(u.mask_R), u.output_index, k, B)).toBe(true)
    k[31] = (k[31] as number) ^ 0x80
    expect(scanGhostKey(a, unhex(u.mask_R), u.output_index, k, B)).toBe(false)
  })

  it('refuses invalid receiver keys, except B in the internal-vanish variant', () => {
    const rng = new Rng('ghost-invalid')
    const r = newKeyFromSeed(rng.bytes(64))
    const A = pub(newKeyFromSeed(rng.bytes(64)))
    const B = pub(newKeyFromSeed(rng.bytes(64)))
    const Btorsion = ed.Point.fromBytes(B).add(ed.Point.fromHex(ORDER8)).toBytes()
    expect(() => deriveGhostPublicKey(r, unhex(ORDER8), B, 0)).toThrow(PointError)
    expect(() => deriveGhostPublicKey(r, A, Btorsion, 0)).toThrow(PointError)
    // The vanish variant decodes B without the subgroup check; the SDK never checks, so they agree.
    const vanish = deriveGhostPublicKey(r, A, Btorsion, 0, { internalVanish: true })
    expect(hex(vanish)).toBe(
      hex(sdkDerive(Buffer.from(r), Buffer.from(A), Buffer.from(Btorsion), 0)),
    )
    expect(() => ghostMask(new Uint8Array(32))).toThrow(RangeError)
    expect(() => deriveGhostOutput({ r, members: [], index: 0 })).toThrow(RangeError)
  })

  it('equals the SDK deriveGhostPublicKey on 1,000 random inputs', () => {
    const rng = new Rng('ghost-sdk')
    for (let i = 0; i < 1000; i++) {
      const r = newKeyFromSeed(rng.bytes(64))
      const A = pub(newKeyFromSeed(rng.bytes(64)))
      const B = pub(newKeyFromSeed(rng.bytes(64)))
      const index = i % 7 === 0 ? rng.int(0, 100_000) : rng.int(0, 300)
      const ours = deriveGhostPublicKey(r, A, B, index)
      const theirs = sdkDerive(Buffer.from(r), Buffer.from(A), Buffer.from(B), index)
      expect(hex(ours)).toBe(theirs.toString('hex'))
    }
  })
})
