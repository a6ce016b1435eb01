import { describe, expect, it } from 'vitest'
import { blake3 } from '@noble/hashes/blake3.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { CodecError } from '../../../../src/shared/kernel/codec-errors'
import {
  decodeTransaction,
  encodeTransaction,
  encodeUnsignedTransaction,
} from '../../../../src/shared/kernel/codec'
import { rawTransactionHash, transactionHash } from '../../../../src/shared/kernel/hash'
import type { Transaction } from '../../../../src/shared/kernel/types'
import { aggregated, prng, randomTransaction } from './random-tx'
import { specVectors } from '../../../helpers/spec-vectors'

const vectors = specVectors as {
  transactions: { name: string; raw: string; hash: string }[]
  synthetic_2of3_multisig: {
    tx_hash: string
    tx_unsigned_raw: string
    tx_full_signed_raw: string
    tx_partial_signed_raw: Record<string, string>
  }
}
const synthetic = vectors.synthetic_2of3_multisig
const all: [string, string, string][] = [
  ...vectors.transactions.map((t): [string, string, string] => [t.name, t.raw, t.hash]),
  ['synthetic unsigned', synthetic.tx_unsigned_raw, synthetic.tx_hash],
  ...Object.values(synthetic.tx_partial_signed_raw).map((raw, i): [string, string, string] => [
    `synthetic partial ${i}`,
    raw,
    synthetic.tx_hash,
  ]),
  ['synthetic full', synthetic.tx_full_signed_raw, synthetic.tx_hash],
]

describe('transactionHash and rawTransactionHash', () => {
  it.each(all)('%s', (_name, raw, hash) => {
    expect(bytesToHex(rawTransactionHash(hexToBytes(raw)))).toBe(hash)
    expect(bytesToHex(transactionHash(decodeTransaction(hexToBytes(raw))))).toBe(hash)
  })

  it('is BLAKE3 of the unsigned encoding, not of the signed raw', () => {
    const signed = vectors.transactions.find((t) => t.name === 'sdk_official_1of1_signed')!
    const unsigned = vectors.transactions.find((t) => t.name === 'sdk_official_1of1_unsigned')!
    expect(bytesToHex(blake3(hexToBytes(unsigned.raw)))).toBe(signed.hash)
    expect(bytesToHex(blake3(hexToBytes(signed.raw))).startsWith('5fd9a66e')).toBe(true)
    expect(bytesToHex(rawTransactionHash(hexToBytes(signed.raw)))).toBe(signed.hash)
  })

  it('both functions agree with BLAKE3 of encodeUnsignedTransaction on random transactions of every signature form', () => {
    const r = prng(7)
    for (let i = 0; i < 300; i++) {
      let tx: Transaction = randomTransaction(r)
      if (i % 3 === 0) tx = { ...tx, signatures: aggregated(r) }
      const expected = bytesToHex(blake3(encodeUnsignedTransaction(tx)))
      expect(bytesToHex(transactionHash(tx))).toBe(expected)
      expect(bytesToHex(rawTransactionHash(encodeTransaction(tx)))).toBe(expected)
    }
  })

  it('the hash ignores signatures but covers every other byte', () => {
    const raw = hexToBytes(synthetic.tx_full_signed_raw)
    const hash = bytesToHex(rawTransactionHash(raw))
    const unsignedLength = hexToBytes(synthetic.tx_unsigned_raw).length - 2
    // Flip a bit inside the last signature: same hash. Flip one in the extra's last byte: another hash.
    const sigFlip = raw.slice()
    sigFlip[raw.length - 1] = (sigFlip[raw.length - 1] as number) ^ 1
    expect(bytesToHex(rawTransactionHash(sigFlip))).toBe(hash)
    const payloadFlip = raw.slice()
    payloadFlip[unsignedLength - 1] = (payloadFlip[unsignedLength - 1] as number) ^ 1
    expect(bytesToHex(rawTransactionHash(payloadFlip))).not.toBe(hash)
  })

  it('refuses garbage with CodecError instead of hashing it', () => {
    expect(() => rawTransactionHash(new Uint8Array([1, 2, 3]))).toThrow(CodecError)
    expect(() => rawTransactionHash(hexToBytes(`${synthetic.tx_unsigned_raw}00`))).toThrow(
      CodecError,
    )
    expect(() => rawTransactionHash('7777' as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => transactionHash({} as Transaction)).toThrow(RangeError)
    expect(() => transactionHash(null as unknown as Transaction)).toThrow(TypeError)
  })
})
