import { describe, expect, it } from 'vitest'
import { hashMembers, uniqueConversationID } from '@mixin.dev/mixin-node-sdk'
import {
  ScriptError,
  bytesToUuid,
  conversationChecksum,
  groupConversationId,
  kernelAssetId,
  membersHash,
  scriptThreshold,
  thresholdScript,
  uniqueConversationId,
  uuidToBytes,
} from '../../../../src/shared/kernel/ids'
import { Rng, hex, synthetic, unhex, vectors } from './crypto-fixtures'

const h = vectors.hashes

describe('kernel asset id', () => {
  it('is SHA3-256 of the UUID text for XIN, BTC and ETH', () => {
    const entries = Object.entries(vectors.kernel_asset_id).filter(([k]) => !k.startsWith('_'))
    expect(entries.length).toBe(3)
    for (const [uuid, id] of entries) expect(kernelAssetId(uuid)).toBe(id)
    expect(() => kernelAssetId('C94AC88F-4671-3976-B60A-09064F1811E8')).toThrow(TypeError)
  })
})

describe('members hash', () => {
  it('matches the vectors and the synthetic members_hash', () => {
    expect(membersHash(h.hashMembers_single.ids)).toBe(h.hashMembers_single.value)
    expect(membersHash(h.hashMembers_three.ids)).toBe(h.hashMembers_three.value)
    expect(membersHash(synthetic.members)).toBe(synthetic.members_hash)
  })

  it('sorts a copy, so order does not matter and the caller keeps theirs', () => {
    const ids = [...h.hashMembers_three.ids].reverse()
    const before = [...ids]
    expect(membersHash(ids)).toBe(h.hashMembers_three.value)
    expect(ids).toEqual(before)
  })

  it('equals the SDK hashMembers on random member lists (UUIDs and XIN text)', () => {
    const rng = new Rng('members-hash')
    for (let i = 0; i < 200; i++) {
      const ids = Array.from({ length: rng.int(1, 6) }, () =>
        i % 3 === 0 ? 'XIN' + hex(rng.bytes(8)) : rng.uuid(),
      )
      expect(membersHash(ids)).toBe(hashMembers([...ids]))
    }
    expect(() => membersHash([1 as unknown as string])).toThrow(TypeError)
  })
})

describe('threshold script', () => {
  it('builds ff fe T for 1..64 and parses it back', () => {
    expect(hex(thresholdScript(1))).toBe('fffe01')
    expect(hex(thresholdScript(2))).toBe(synthetic.prev_utxos[0]!.script)
    expect(hex(thresholdScript(64))).toBe('fffe40')
    for (let t = 1; t <= 64; t++) expect(scriptThreshold(thresholdScript(t))).toBe(t)
    expect(scriptThreshold(unhex('fffe00'))).toBe(0)
  })

  it('refuses thresholds outside 1..64 and scripts that are not threshold scripts', () => {
    expect(() => thresholdScript(0)).toThrow(RangeError)
    expect(() => thresholdScript(65)).toThrow(RangeError)
    expect(() => thresholdScript(1.5)).toThrow(TypeError)
    const code = (s: string): string | undefined => {
      try {
        scriptThreshold(unhex(s))
      } catch (e) {
        return e instanceof ScriptError ? e.code : 'other'
      }
      return undefined
    }
    expect(code('fffe41')).toBe('threshold')
    expect(code('fffeff')).toBe('threshold')
    expect(code('fefe01')).toBe('operators')
    expect(code('fffe')).toBe('length')
    expect(code('fffe0100')).toBe('length')
    expect(code('')).toBe('length')
  })
})

describe('conversation ids', () => {
  it('computes the CONTACT id vector, symmetrically', () => {
    const v = h.uniqueConversationID
    expect(uniqueConversationId(v.a, v.b)).toBe(v.value)
    expect(uniqueConversationId(v.b, v.a)).toBe(v.value)
    expect(() => uniqueConversationId(v.a.toUpperCase(), v.b)).toThrow(TypeError)
  })

  it('equals the SDK uniqueConversationID on random pairs', () => {
    const rng = new Rng('contact-id')
    for (let i = 0; i < 300; i++) {
      const a = rng.uuid()
      const b = rng.uuid()
      const id = uniqueConversationId(a, b)
      expect(id).toBe(uniqueConversationID(a, b))
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it('computes the GROUP id vector by folding, participants in sorted order', () => {
    const v = h.groupConversationId
    expect(groupConversationId(v.owner, v.name, v.participants, v.random_id)).toBe(v.value)
    expect(groupConversationId(v.owner, v.name, [...v.participants].reverse(), v.random_id)).toBe(
      v.value,
    )
    // The same fold with the SDK's U, step by step.
    let g = uniqueConversationID(v.owner, v.name)
    g = uniqueConversationID(g, v.random_id)
    for (const p of [...v.participants].sort()) g = uniqueConversationID(g, p)
    expect(g).toBe(v.value)
    expect(groupConversationId(v.owner, 'Other', v.participants, v.random_id)).not.toBe(v.value)
  })

  it('computes the conversation checksum vector', () => {
    const v = h.conversation_checksum
    expect(conversationChecksum(v.session_ids)).toBe(v.value)
    expect(conversationChecksum([...v.session_ids].reverse())).toBe(v.value)
  })

  it('converts UUID text and bytes both ways', () => {
    const id = '67a87828-18f5-46a1-b6cc-c72a97a77c43'
    expect(hex(uuidToBytes(id))).toBe('67a8782818f546a1b6ccc72a97a77c43')
    expect(bytesToUuid(uuidToBytes(id))).toBe(id)
    expect(() => uuidToBytes('67a87828')).toThrow(TypeError)
    expect(() => bytesToUuid(new Uint8Array(15))).toThrow(RangeError)
  })
})
