import { describe, expect, it } from 'vitest'
import { hexToBytes } from '@noble/hashes/utils.js'
import { rawTransactionHash, toHex } from '../../../../../src/shared/kernel'
import { txVector } from '../../../shared/kernel/crypto-fixtures'
import { memoryCache } from './helpers'

describe('proven transactions store', () => {
  it('keeps a raw under the hash it hashes to, and nothing else', () => {
    const c = memoryCache()
    const raw = hexToBytes(txVector('sdk_official_1of1_signed').raw)
    const hash = toHex(rawTransactionHash(raw))
    c.provenTransactions.put(hash, raw)
    expect(toHex(c.provenTransactions.get(hash)!)).toBe(toHex(raw))
    expect([...c.provenTransactions.getMany([hash, 'ab'.repeat(32)]).keys()]).toEqual([hash])
    expect(() => c.provenTransactions.put('ab'.repeat(32), raw)).toThrow(/hashes to/)
    expect(() => c.provenTransactions.put(hash, new Uint8Array([1, 2, 3]))).toThrow(
      /not a canonical transaction/,
    )
    expect(c.provenTransactions.get('ab'.repeat(32))).toBeUndefined()
  })
})
