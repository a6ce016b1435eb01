import { describe, expect, it } from 'vitest'
import {
  MixinApi,
  blake3Hash,
  buildSafeTransactionRecipient,
  getMainnetAddressFromSeed,
  integerToBytes,
  uniqueConversationID,
} from '@mixin.dev/mixin-node-sdk'
import { deriveGhostOutput, ghostMask } from '../../../../src/shared/kernel/ghost'
import { parseXinAddress } from '../../../../src/shared/kernel/address'
import { ghostKeyHint, traceGhostScalar } from '../../../../src/shared/kernel/trace'
import { hex } from './crypto-fixtures'

const TRACE = 'b5b1a6a8-4f6b-4a5e-9b66-0d5e9f3b9a11'

/** The hint the SDK's `utxo.ghostKey` sends for output `i` (its code, restated with its own helpers). */
function sdkHint(trace: string, i: number): string {
  const traceHash = blake3Hash(Buffer.from(trace))
  const seedHash = blake3Hash(Buffer.concat([traceHash, Buffer.from(integerToBytes(i))]))
  return uniqueConversationID(traceHash.toString('hex'), seedHash.toString('hex'))
}

describe('ghostKeyHint', () => {
  it('is the hint the official SDK derives from the same trace and index', () => {
    for (const i of [0, 1, 2, 127, 255]) expect(ghostKeyHint(TRACE, i)).toBe(sdkHint(TRACE, i))
    expect(ghostKeyHint(TRACE, 0)).not.toBe(ghostKeyHint(TRACE, 1))
    expect(ghostKeyHint(TRACE, 0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('refuses an index no transaction has', () => {
    expect(() => ghostKeyHint(TRACE, 256)).toThrow(RangeError)
    expect(() => ghostKeyHint(TRACE, -1)).toThrow(RangeError)
  })
})

describe('traceGhostScalar', () => {
  it('gives the mask and keys the SDK derives locally for XIN-address receivers', async () => {
    const spend = Buffer.alloc(64, 7).toString('hex')
    const receiver = getMainnetAddressFromSeed(Buffer.alloc(64, 1))
    const sdk = MixinApi({ requestConfig: { baseURL: 'http://127.0.0.1:9' } })
    const recipients = [
      buildSafeTransactionRecipient([receiver], 1, '1'),
      buildSafeTransactionRecipient([receiver], 1, '2'),
    ]
    const ghosts = await sdk.utxo.ghostKey(recipients, TRACE, spend)
    for (const index of [0, 1]) {
      const r = traceGhostScalar(TRACE, index, Buffer.from(spend, 'hex'))
      const publics = parseXinAddress(receiver)
      const ours = deriveGhostOutput({ r, members: [{ A: publics.view, B: publics.spend }], index })
      expect(hex(ours.mask)).toBe(ghosts[index]!.mask)
      expect(ours.keys.map(hex)).toEqual(ghosts[index]!.keys)
    }
  })

  it('is fixed by the trace, the index and the secret', () => {
    const a = traceGhostScalar(TRACE, 0, new Uint8Array([1]))
    expect(hex(a)).toBe(hex(traceGhostScalar(TRACE, 0, new Uint8Array([1]))))
    expect(hex(ghostMask(a))).not.toBe(
      hex(ghostMask(traceGhostScalar(TRACE, 0, new Uint8Array([2])))),
    )
    expect(hex(a)).not.toBe(hex(traceGhostScalar(TRACE, 1, new Uint8Array([1]))))
  })
})
