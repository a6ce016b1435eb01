/**
 * Argument checks for the encoder: a transaction handed to `encodeTransaction` may come from anywhere
 * (JSON, another process), so every field's type, length and limit is checked before a byte is
 * written, with TypeError for a wrong type and RangeError for a wrong length or range.
 * @module
 */
import { abigint, abytes, aint } from '../assert'
import { EXTRA_SIZE_STORAGE_CAPACITY, INPUT_INDEX_LIMIT, SLICE_COUNT_LIMIT } from './limits'
import { TX_VERSION } from './types'
import type {
  AggregatedSignature,
  Input,
  Output,
  SignatureMap,
  Transaction,
  WithdrawalData,
} from './types'
import { MAX_ENCODING_INT, integerLength } from './writer'

const MAX_U64 = 0xffffffffffffffffn

/** Signatures after checking: map entries sorted by key index, ready to write. */
export type CheckedSignatures =
  | { readonly kind: 'maps'; readonly maps: readonly (readonly [number, Uint8Array])[][] }
  | {
      readonly kind: 'aggregated'
      readonly signature: Uint8Array
      readonly signers: readonly number[]
    }

/** Checks everything but the signatures and returns the encoded size without them. */
export function checkTransaction(tx: Transaction): number {
  if (typeof tx !== 'object' || tx === null)
    throw new TypeError(`"tx" expected an object, got ${tx === null ? 'null' : typeof tx}`)
  if (tx.version !== TX_VERSION)
    throw new RangeError(`"tx.version" expected ${TX_VERSION}, got ${String(tx.version)}`)
  abytes(tx.asset, 'tx.asset', 32)
  checkList(tx.inputs, 'tx.inputs', SLICE_COUNT_LIMIT)
  checkList(tx.outputs, 'tx.outputs', SLICE_COUNT_LIMIT)
  checkList(tx.references, 'tx.references', SLICE_COUNT_LIMIT)
  let size = 4 + 32 + 2
  tx.inputs.forEach((input, i) => (size += checkInput(input, `tx.inputs[${i}]`)))
  size += 2
  tx.outputs.forEach((output, i) => (size += checkOutput(output, `tx.outputs[${i}]`)))
  size += 2 + 32 * tx.references.length
  tx.references.forEach((reference, i) => abytes(reference, `tx.references[${i}]`, 32))
  abytes(tx.extra, 'tx.extra')
  if (tx.extra.length > EXTRA_SIZE_STORAGE_CAPACITY) {
    throw new RangeError(
      `"tx.extra" expected at most ${EXTRA_SIZE_STORAGE_CAPACITY} bytes, got ${tx.extra.length}`,
    )
  }
  return size + 4 + tx.extra.length
}

function checkInput(input: Input, name: string): number {
  checkObject(input, name)
  abytes(input.hash, `${name}.hash`, 32)
  aint(input.index, `${name}.index`, 0, INPUT_INDEX_LIMIT)
  let size = 32 + 2 + checkVarBytes(input.genesis, `${name}.genesis`) + 2 + 2
  const d = input.deposit
  if (d !== undefined) {
    checkObject(d, `${name}.deposit`)
    abytes(d.chain, `${name}.deposit.chain`, 32)
    size += 32 + checkVarBytes(d.assetKey, `${name}.deposit.assetKey`)
    size += checkVarBytes(d.transaction, `${name}.deposit.transaction`)
    abigint(d.index, `${name}.deposit.index`, 0n, MAX_U64)
    size += 8 + checkAmount(d.amount, `${name}.deposit.amount`)
  }
  const m = input.mint
  if (m !== undefined) {
    checkObject(m, `${name}.mint`)
    size += checkVarBytes(m.group, `${name}.mint.group`)
    abigint(m.batch, `${name}.mint.batch`, 0n, MAX_U64)
    size += 8 + checkAmount(m.amount, `${name}.mint.amount`)
  }
  return size
}

function checkOutput(output: Output, name: string): number {
  checkObject(output, name)
  aint(output.type, `${name}.type`, 0, 255)
  let size = 2 + checkAmount(output.amount, `${name}.amount`)
  checkList(output.keys, `${name}.keys`, SLICE_COUNT_LIMIT)
  output.keys.forEach((key, i) => abytes(key, `${name}.keys[${i}]`, 32))
  size += 2 + 32 * output.keys.length
  abytes(output.mask, `${name}.mask`, 32)
  size += 32 + checkVarBytes(output.script, `${name}.script`) + 2
  const wd: WithdrawalData | undefined = output.withdrawal
  if (wd !== undefined) {
    checkObject(wd, `${name}.withdrawal`)
    size += checkVarBytes(wd.address, `${name}.withdrawal.address`)
    size += checkVarBytes(wd.tag, `${name}.withdrawal.tag`)
  }
  return size
}

/** True for per-input signature maps (an unsigned transaction has an empty list), false for the aggregated form. */
export function isSignatureMaps(
  signatures: Transaction['signatures'],
): signatures is readonly SignatureMap[] {
  return Array.isArray(signatures)
}

export function checkSignatures(signatures: Transaction['signatures']): CheckedSignatures {
  if (isSignatureMaps(signatures)) {
    const list = signatures
    checkList(list, 'tx.signatures', SLICE_COUNT_LIMIT)
    const maps = list.map((map, i) => {
      const name = `tx.signatures[${i}]`
      if (!(map instanceof Map)) throw new TypeError(`"${name}" expected a Map`)
      if (map.size > MAX_ENCODING_INT)
        throw new RangeError(`"${name}" expected at most ${MAX_ENCODING_INT} entries`)
      const entries = [...map.entries()]
      for (const [index, sig] of entries) {
        aint(index, `${name} key`, 0, MAX_ENCODING_INT)
        abytes(sig, `${name}.get(${index})`, 64)
      }
      return entries.sort((a, b) => a[0] - b[0])
    })
    return { kind: 'maps', maps }
  }
  checkObject(signatures, 'tx.signatures')
  const agg = signatures as AggregatedSignature
  abytes(agg.signature, 'tx.signatures.signature', 64)
  checkList(agg.signers, 'tx.signatures.signers', MAX_ENCODING_INT)
  agg.signers.forEach((signer, i) => {
    aint(signer, `tx.signatures.signers[${i}]`, 0, MAX_ENCODING_INT)
    if (i > 0 && signer <= (agg.signers[i - 1] as number)) {
      throw new RangeError(
        `"tx.signatures.signers" expected strictly ascending, got ${signer} after ${String(agg.signers[i - 1])}`,
      )
    }
  })
  return { kind: 'aggregated', signature: agg.signature, signers: agg.signers }
}

function checkObject(value: unknown, name: string): void {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(
      `"${name}" expected an object, got ${value === null ? 'null' : typeof value}`,
    )
  }
}

function checkList(value: unknown, name: string, limit: number): void {
  if (!Array.isArray(value)) throw new TypeError(`"${name}" expected an array, got ${typeof value}`)
  if (value.length > limit)
    throw new RangeError(`"${name}" expected at most ${limit} entries, got ${value.length}`)
}

function checkVarBytes(value: unknown, name: string): number {
  abytes(value, name)
  if (value.length > MAX_ENCODING_INT) {
    throw new RangeError(
      `"${name}" expected at most ${MAX_ENCODING_INT} bytes, got ${value.length}`,
    )
  }
  return 2 + value.length
}

/** Checks an amount and returns its encoded size. */
function checkAmount(value: unknown, name: string): number {
  if (typeof value !== 'bigint')
    throw new TypeError(`"${name}" expected a bigint, got ${typeof value}`)
  if (value < 0n) throw new RangeError(`"${name}" expected a non-negative bigint, got ${value}`)
  const len = integerLength(value)
  if (len > MAX_ENCODING_INT)
    throw new RangeError(`"${name}" expected at most ${MAX_ENCODING_INT} bytes of magnitude`)
  return 2 + len
}
