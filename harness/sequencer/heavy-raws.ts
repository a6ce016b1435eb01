/**
 * The heaviest raws a signed-in user can send `POST /safe/multisigs`: 1,024 foreign keys (valid
 * points the sequencer never handed out, each needing a subgroup check) in four outputs. Shared by
 * ./bounded-work.test.ts and the sequencer-abuse bench.
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import {
  GROUP_ORDER,
  bytesToNumberLE,
  encodeTransaction,
  publicFromScalar,
  thresholdScript,
  toHex,
  type Transaction,
} from '../../src/shared/kernel'

/** `count` distinct valid points, as foreign keys (none the sequencer handed out). */
export function foreignPoints(count: number): Uint8Array[] {
  const seed = bytesToNumberLE(crypto.getRandomValues(new Uint8Array(64))) % GROUP_ORDER
  return Array.from({ length: count }, (_, i) =>
    publicFromScalar(((seed + BigInt(i)) % (GROUP_ORDER - 1n)) + 1n),
  )
}

/** A raw (hex) spending `input` (hash, index) into four outputs of 256 of `keys` each, 1 unit apiece. */
export function rawOf(
  input: { hash: string; index: number },
  asset: string,
  keys: readonly Uint8Array[],
): string {
  const tx: Transaction = {
    version: 5,
    asset: hexToBytes(asset),
    inputs: [{ hash: hexToBytes(input.hash), index: input.index, genesis: new Uint8Array(0) }],
    outputs: [0, 1, 2, 3].map((o) => ({
      type: 0,
      amount: 1n,
      keys: keys.slice(o * 256, o * 256 + 256),
      mask: keys[o]!,
      script: thresholdScript(1),
    })),
    references: [],
    extra: new Uint8Array(0),
    signatures: [],
  }
  return toHex(encodeTransaction(tx))
}
