/**
 * The Kernel's version 5 transaction as data (wire-formats.md §1). Amounts are bigint counts of
 * 10^-8 units; hashes, keys and masks are 32-byte arrays; signatures are 64 bytes (R‖S).
 * Free-form kernel strings (deposit asset key and transaction, mint group, withdrawal address and tag)
 * are kept as bytes, because the Kernel does not require them to be UTF-8 and a decoder that
 * re-encodes must give back the same bytes.
 * @module
 */

export const TX_VERSION = 5

export interface DepositData {
  readonly chain: Uint8Array
  readonly assetKey: Uint8Array
  readonly transaction: Uint8Array
  readonly index: bigint
  readonly amount: bigint
}

export interface MintData {
  readonly group: Uint8Array
  readonly batch: bigint
  readonly amount: bigint
}

export interface Input {
  readonly hash: Uint8Array
  readonly index: number
  readonly genesis: Uint8Array
  readonly deposit?: DepositData
  readonly mint?: MintData
}

export interface WithdrawalData {
  readonly address: Uint8Array
  readonly tag: Uint8Array
}

/** Output type bytes (KER transaction.go). */
export const OutputType = {
  Script: 0x00,
  WithdrawalSubmit: 0xa1,
  NodePledge: 0xa3,
  NodeAccept: 0xa4,
  NodeResign: 0xa5,
  NodeRemove: 0xa6,
  WithdrawalClaim: 0xa9,
  NodeCancel: 0xaa,
  CustodianUpdateNodes: 0xb1,
  CustodianSlashNodes: 0xb2,
} as const

export interface Output {
  readonly type: number
  readonly amount: bigint
  readonly keys: readonly Uint8Array[]
  readonly mask: Uint8Array
  readonly script: Uint8Array
  readonly withdrawal?: WithdrawalData
}

/** One input's signatures: key index in the spent output's `keys` → 64-byte signature. */
export type SignatureMap = ReadonlyMap<number, Uint8Array>

/**
 * The aggregated form (`ffff ff01`), which the Safe API does not use but the Kernel accepts.
 * `signers` are strictly ascending key indices (≤ 0xffff). The wire form of the signer set is a
 * function of `signers` alone (KER encoding.go `EncodeAggregatedSignature`): a bitmap of
 * `max/8 + 1` bytes, or a sparse list when that bitmap would be longer than twice the signer count,
 * and an empty bitmap for no signers; so no form field is needed for a byte-exact round trip.
 */
export interface AggregatedSignature {
  readonly signature: Uint8Array
  readonly signers: readonly number[]
}

export interface Transaction {
  readonly version: typeof TX_VERSION
  readonly asset: Uint8Array
  readonly inputs: readonly Input[]
  readonly outputs: readonly Output[]
  readonly references: readonly Uint8Array[]
  readonly extra: Uint8Array
  /** Per-input maps (empty array = unsigned), or the aggregated form. */
  readonly signatures: readonly SignatureMap[] | AggregatedSignature
}
