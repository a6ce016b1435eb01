/** The names of collections and items, cross-checked with the official SDK where it has the function. */
import { describe, expect, it } from 'vitest'
import { blake3Hash, buildTokenId, encodeSafeTransaction } from '@mixin.dev/mixin-node-sdk'
import { sha3_256 } from '@noble/hashes/sha3.js'
import { blake3 } from '@noble/hashes/blake3.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { kernelAssetId } from '../../../../src/shared/kernel'
import {
  XIN_ASSET_ID,
  collectionAssetId,
  contentChecksum,
  deployTransactionHash,
  deploymentExtra,
  inscriptionHash,
  legacyTokenId,
} from '../../../../src/sequencer/inscriptions/derive'

const deployment = {
  name: 'Pixels',
  symbol: 'PXL',
  description: '',
  icon: 'https://example.com/p.png',
  supply: '100',
  unit: '1',
}

describe('collection names', () => {
  it('writes the deployment document of INSCRIPTION.md, in its key order', () => {
    const doc = JSON.parse(
      new TextDecoder().decode(
        deploymentExtra({ ...deployment, treasury: { ratio: '0.1', recipient: 'MIXabc' } }),
      ),
    )
    expect(Object.keys(doc)).toEqual([
      'version',
      'operation',
      'mode',
      'unit',
      'supply',
      'symbol',
      'name',
      'icon',
      'treasury',
    ])
    expect(doc).toMatchObject({
      version: 1,
      operation: 'deploy',
      mode: 1,
      unit: '1',
      supply: '100',
      treasury: { ratio: '0.1', recipient: 'MIXabc' },
    })
    expect(
      Object.keys(
        JSON.parse(new TextDecoder().decode(deploymentExtra({ ...deployment, description: 'd' }))),
      ),
    ).toContain('description')
  })

  it('hashes the deploy transaction as the SDK encodes and hashes it (v5, XIN, no inputs or outputs)', () => {
    const extra = deploymentExtra(deployment)
    const sdkRaw = encodeSafeTransaction({
      version: 5,
      asset: kernelAssetId(XIN_ASSET_ID),
      inputs: [],
      outputs: [],
      references: [],
      extra: Buffer.from(extra),
    } as never)
    expect(deployTransactionHash(extra)).toBe(bytesToHex(blake3Hash(Buffer.from(sdkRaw, 'hex'))))
    expect(deployTransactionHash(deploymentExtra({ ...deployment, supply: '101' }))).not.toBe(
      deployTransactionHash(extra),
    )
  })

  it('derives the asset id as MD5(XIN chain ‖ key) with version-3 bits, and its kernel id is SHA3 of it', () => {
    const key = 'ab'.repeat(32)
    const id = collectionAssetId(key)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(collectionAssetId(key)).toBe(id)
    expect(collectionAssetId('cd'.repeat(32))).not.toBe(id)
    expect(kernelAssetId(id)).toBe(bytesToHex(sha3_256(new TextEncoder().encode(id))))
  })
})

describe('item names', () => {
  const collection = '11'.repeat(32)
  const content = new TextEncoder().encode('hello')

  it('hashes collection ‖ u64 big-endian sequence ‖ content with BLAKE3', () => {
    const expected = blake3(
      new Uint8Array([...hexToBytes(collection), 0, 0, 0, 0, 0, 0, 1, 2, ...content]),
    )
    expect(inscriptionHash(collection, 258, content)).toBe(bytesToHex(expected))
    expect(inscriptionHash(collection, 259, content)).not.toBe(bytesToHex(expected))
    expect(inscriptionHash('22'.repeat(32), 258, content)).not.toBe(bytesToHex(expected))
    expect(contentChecksum(content)).toBe(bytesToHex(blake3(content)))
  })

  it('gives the legacy token id the SDK buildTokenId gives', () => {
    const asset = collectionAssetId('ab'.repeat(32))
    for (const sequence of [0, 1, 255, 256, 65_537, 16_777_216]) {
      expect(legacyTokenId(asset, sequence)).toBe(buildTokenId(asset, sequence))
    }
  })
})
