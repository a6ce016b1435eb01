/**
 * How the local network names inscription things. On Mixin these come from real Kernel
 * transactions (INSCRIPTION.md: a deploy transaction, an inscribe transaction per item); here the
 * admin commands stand in for them, so each name is derived deterministically from what the
 * command was given, with the Kernel's own functions where there is one:
 *
 * - collection_hash: the Kernel transaction hash (BLAKE3 of the v5 encoding) of a synthetic
 *   deploy transaction — XIN asset, no inputs, outputs or references, `extra` = the deployment
 *   document as INSCRIPTION.md defines it. The same deployment gives the same hash.
 * - asset_key = collection_hash; asset_id = MD5(XIN chain id ‖ asset_key) with version-3 bits, as
 *   Mixin derives a chain asset's id from its chain and key; kernel_asset_id = SHA3-256(asset_id).
 * - inscription_hash = BLAKE3-256(collection_hash bytes ‖ sequence as u64 big-endian ‖ content).
 * - token_id (the legacy collectible id of `non_fungible_request`) = the SDK's `buildTokenId` of
 *   (asset_id, sequence): MD5(legacy NFO chain ‖ class ‖ asset_id bytes ‖ minimal big-endian
 *   sequence) with version-3 bits.
 * @module
 */
import { createHash } from 'node:crypto'
import { blake3 } from '@noble/hashes/blake3.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import {
  bytesToUuid,
  kernelAssetId,
  transactionHash,
  uuidToBytes,
  type Transaction,
} from '../../shared/kernel'

/** XIN: the Mixin Kernel's own asset and chain. */
export const XIN_ASSET_ID = 'c94ac88f-4671-3976-b60a-09064f1811e8'
// The legacy NFO memo's chain and class (SDK DefaultChain, DefaultClass).
const NFO_CHAIN = '43d61dcd-e413-450d-80b8-101d5e903357'
const NFO_CLASS = '3c8c161a18ae2c8b14fda1216fff7da88c419b5d'

const encoder = new TextEncoder()

/** The deployment document (INSCRIPTION.md `Deployment`), amounts as decimal strings. */
export interface Deployment {
  readonly name: string
  readonly symbol: string
  readonly description: string
  readonly icon: string
  readonly supply: string
  readonly unit: string
  readonly treasury?: { readonly ratio: string; readonly recipient: string }
}

/** The deployment as the bytes of a deploy transaction's extra, keys in INSCRIPTION.md's order. */
export function deploymentExtra(d: Deployment): Uint8Array {
  const doc = {
    version: 1,
    operation: 'deploy',
    mode: 1,
    unit: d.unit,
    supply: d.supply,
    symbol: d.symbol,
    name: d.name,
    ...(d.description ? { description: d.description } : {}),
    icon: d.icon,
    ...(d.treasury
      ? { treasury: { ratio: d.treasury.ratio, recipient: d.treasury.recipient } }
      : {}),
  }
  return encoder.encode(JSON.stringify(doc))
}

/**
 * The hash of the synthetic deploy transaction carrying `extra`.
 * @throws RangeError when `extra` is over the Kernel's 4 MiB
 */
export function deployTransactionHash(extra: Uint8Array): string {
  const tx: Transaction = {
    version: 5,
    asset: hexToBytes(kernelAssetId(XIN_ASSET_ID)),
    inputs: [],
    outputs: [],
    references: [],
    extra,
    signatures: [],
  }
  return bytesToHex(transactionHash(tx))
}

/** The asset UUID of a collection whose asset key is `assetKey`. */
export function collectionAssetId(assetKey: string): string {
  return v3(createHash('md5').update(XIN_ASSET_ID).update(assetKey).digest())
}

/** BLAKE3 of the content, hex; what makes two items' contents "the same". */
export function contentChecksum(content: Uint8Array): string {
  return bytesToHex(blake3(content))
}

/** The inscription hash of the item at `sequence` of a collection, with this content. */
export function inscriptionHash(
  collectionHash: string,
  sequence: number,
  content: Uint8Array,
): string {
  const seq = new Uint8Array(8)
  new DataView(seq.buffer).setBigUint64(0, BigInt(sequence))
  return bytesToHex(
    blake3.create().update(hexToBytes(collectionHash)).update(seq).update(content).digest(),
  )
}

/** The legacy collectible token id of the item at `sequence` of the collection with `assetId`. */
export function legacyTokenId(assetId: string, sequence: number): string {
  const token: number[] = []
  for (let n = sequence; n > 0; n = Math.floor(n / 256)) token.unshift(n % 256)
  const hash = createHash('md5')
    .update(uuidToBytes(NFO_CHAIN))
    .update(hexToBytes(NFO_CLASS))
    .update(uuidToBytes(assetId))
    .update(Uint8Array.from(token))
    .digest()
  return v3(hash)
}

function v3(digest: Uint8Array): string {
  const b = new Uint8Array(digest)
  b[6] = ((b[6] as number) & 0x0f) | 0x30
  b[8] = ((b[8] as number) & 0x3f) | 0x80
  return bytesToUuid(b)
}
