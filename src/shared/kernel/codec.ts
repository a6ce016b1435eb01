/**
 * The Kernel's version 5 transaction encoding (wire-formats.md §1.2–1.5; KER `common/encoding.go`,
 * `common/decoding.go`, `common/version.go`).
 *
 * The decoder accepts exactly the raws the Kernel accepts before validation: it enforces every rule
 * that makes decode → encode give back the same bytes (the Kernel refuses "non-canonical transaction
 * encoding"), so for any raw it accepts, `encodeTransaction(decodeTransaction(raw))` equals `raw`.
 * Semantic validation (amount sums, script thresholds, key validity) is not its job.
 * @module
 */
import { abytes, hexArg } from '../assert'
import { CodecError } from './codec-errors'
import { checkSignatures, checkTransaction } from './encode-checks'
import type { CheckedSignatures } from './encode-checks'
import {
  EXTRA_SIZE_STORAGE_CAPACITY,
  INPUT_INDEX_LIMIT,
  SLICE_COUNT_LIMIT,
  TRANSACTION_MAXIMUM_SIZE,
} from './limits'
import { Reader } from './reader'
import { TX_VERSION } from './types'
import type {
  AggregatedSignature,
  DepositData,
  Input,
  MintData,
  Output,
  SignatureMap,
  Transaction,
} from './types'
import { MAX_ENCODING_INT, Writer } from './writer'

export { isSignatureMaps } from './encode-checks'

const MAGIC = 0x7777
const AGGREGATED_PREFIX = 0xff01
const MASK_BITMAP = 0x00
const MASK_SPARSE = 0x01

/**
 * Decodes a canonical v5 raw transaction.
 *
 * Byte fields of the result (hashes, keys, masks, signatures, extra, …) are views into one private
 * copy of `raw`, made on entry: changing `raw` afterwards does not change the result, and the
 * result's fields do not overlap. Zero-length fields share one empty array.
 * @throws TypeError if `raw` is not a Uint8Array
 * @throws CodecError naming the rule and offset of the first canonical-encoding violation
 * @example decodeTransaction(raw).outputs[0].amount // 100000000n
 */
export function decodeTransaction(raw: Uint8Array): Transaction {
  abytes(raw, 'raw')
  if (raw.length > TRANSACTION_MAXIMUM_SIZE)
    throw new CodecError('size-limit', TRANSACTION_MAXIMUM_SIZE)
  return decodeFrom(new Reader(raw.slice()))
}

/**
 * {@link decodeTransaction} of a hex string (no prefix; surrounding whitespace is not trimmed).
 * @throws TypeError if `hex` is not a string of hex digits of even length
 * @throws CodecError as decodeTransaction
 */
export function decodeTransactionHex(hex: string): Transaction {
  if (typeof hex === 'string' && hex.length > TRANSACTION_MAXIMUM_SIZE * 2) {
    throw new CodecError('size-limit', TRANSACTION_MAXIMUM_SIZE)
  }
  return decodeTransaction(hexArg(hex, 'hex'))
}

function decodeFrom(r: Reader): Transaction {
  const b = r.buf
  if (b.length >= 2 && (b[0] !== 0x77 || b[1] !== 0x77)) throw new CodecError('magic', 0)
  if (b.length >= 4 && (b[2] !== 0 || b[3] !== TX_VERSION)) throw new CodecError('version', 2)
  r.take(4)
  const asset = r.bytes(32)

  const inputs: Input[] = new Array<Input>(count(r))
  for (let i = 0; i < inputs.length; i++) inputs[i] = decodeInput(r)

  const outputs: Output[] = new Array<Output>(count(r))
  for (let i = 0; i < outputs.length; i++) outputs[i] = decodeOutput(r)

  const references: Uint8Array[] = new Array<Uint8Array>(count(r))
  for (let i = 0; i < references.length; i++) references[i] = r.bytes(32)

  const extraAt = r.pos
  const extraLength = r.u32()
  if (extraLength > EXTRA_SIZE_STORAGE_CAPACITY) throw new CodecError('extra-size', extraAt)
  if (extraLength > r.remaining) throw new CodecError('truncated', extraAt)
  const extra = r.bytes(extraLength)

  const signatures = decodeSignatures(r)
  if (r.remaining !== 0) throw new CodecError('trailing-bytes', r.pos)
  return { version: TX_VERSION, asset, inputs, outputs, references, extra, signatures }
}

/** A slice count, refused above 256 before anything is allocated for it. */
function count(r: Reader): number {
  const at = r.pos
  const n = r.u16()
  if (n > SLICE_COUNT_LIMIT) throw new CodecError('count-limit', at, `${n} > ${SLICE_COUNT_LIMIT}`)
  return n
}

function decodeInput(r: Reader): Input {
  const hash = r.bytes(32)
  const indexAt = r.pos
  const index = r.u16()
  if (index > INPUT_INDEX_LIMIT) throw new CodecError('index-limit', indexAt, `${index}`)
  const genesis = r.varBytes()
  let deposit: DepositData | undefined
  if (r.marker()) {
    const chain = r.bytes(32)
    const assetKey = r.varBytes()
    const transaction = r.varBytes()
    const depositIndex = r.u64()
    const amount = r.integer()
    deposit = { chain, assetKey, transaction, index: depositIndex, amount }
  }
  let mint: MintData | undefined
  if (r.marker()) {
    const group = r.varBytes()
    const batch = r.u64()
    const amount = r.integer()
    mint = { group, batch, amount }
  }
  if (deposit === undefined && mint === undefined) return { hash, index, genesis }
  const input: { -readonly [K in keyof Input]: Input[K] } = { hash, index, genesis }
  if (deposit !== undefined) input.deposit = deposit
  if (mint !== undefined) input.mint = mint
  return input
}

function decodeOutput(r: Reader): Output {
  const typeAt = r.take(2)
  if (r.buf[typeAt] !== 0) throw new CodecError('output-type', typeAt)
  const type = r.buf[typeAt + 1] as number
  const amount = r.integer()
  const keys: Uint8Array[] = new Array<Uint8Array>(count(r))
  for (let i = 0; i < keys.length; i++) keys[i] = r.bytes(32)
  const mask = r.bytes(32)
  const script = r.varBytes()
  if (!r.marker()) return { type, amount, keys, mask, script }
  const address = r.varBytes()
  const tag = r.varBytes()
  return { type, amount, keys, mask, script, withdrawal: { address, tag } }
}

function decodeSignatures(r: Reader): SignatureMap[] | AggregatedSignature {
  const at = r.pos
  const n = r.u16()
  if (n === MAX_ENCODING_INT) return decodeAggregated(r)
  // The Kernel reads at most 256 maps and re-encodes that many, so a larger count never round-trips.
  if (n > SLICE_COUNT_LIMIT) throw new CodecError('count-limit', at, `${n} > ${SLICE_COUNT_LIMIT}`)
  const maps: SignatureMap[] = new Array<SignatureMap>(n)
  for (let i = 0; i < n; i++) {
    const entries = r.u16()
    const map = new Map<number, Uint8Array>()
    let previous = -1
    for (let j = 0; j < entries; j++) {
      const indexAt = r.pos
      const index = r.u16()
      // The Kernel sorts entries when encoding, so only strictly ascending indices round-trip.
      if (index <= previous)
        throw new CodecError('signature-order', indexAt, `${index} after ${previous}`)
      previous = index
      map.set(index, r.bytes(64))
    }
    maps[i] = map
  }
  return maps
}

function decodeAggregated(r: Reader): AggregatedSignature {
  const prefixAt = r.pos
  if (r.u16() !== AGGREGATED_PREFIX) throw new CodecError('signature-prefix', prefixAt)
  const signature = r.bytes(64)
  const typeAt = r.pos
  const type = r.u8()
  const signers: number[] = []
  if (type === MASK_SPARSE) {
    const n = r.u16()
    for (let i = 0; i < n; i++) {
      const signerAt = r.pos
      const signer = r.u16()
      if (i > 0 && signer <= (signers[i - 1] as number))
        throw new CodecError('signer-order', signerAt)
      signers.push(signer)
    }
    if (n === 0 || !sparseIsCanonical(signers)) throw new CodecError('non-canonical-mask', typeAt)
  } else if (type === MASK_BITMAP) {
    const masks = r.varBytes()
    for (let i = 0; i < masks.length; i++) {
      const byte = masks[i] as number
      if (byte === 0) continue
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) signers.push(i * 8 + bit)
    }
    if (signers.length > MAX_ENCODING_INT)
      throw new CodecError('count-limit', typeAt, `${signers.length} signers`)
    const last = signers.length === 0 ? -1 : (signers[signers.length - 1] as number)
    if (last > MAX_ENCODING_INT)
      throw new CodecError('signer-order', typeAt, `signer ${last} > ${MAX_ENCODING_INT}`)
    // Canonical: no trailing zero bytes, and the bitmap only where the Kernel prefers it to the sparse list.
    const canonicalLength = signers.length === 0 ? 0 : (last >> 3) + 1
    if (masks.length !== canonicalLength || (signers.length > 0 && sparseIsCanonical(signers))) {
      throw new CodecError('non-canonical-mask', typeAt)
    }
  } else {
    throw new CodecError('mask-type', typeAt, `${type}`)
  }
  return { signature, signers }
}

/** The Kernel writes the sparse list when the bitmap would be more than twice as long. */
function sparseIsCanonical(signers: readonly number[]): boolean {
  const max = signers[signers.length - 1] as number
  return (max >> 3) + 1 > signers.length * 2
}

/**
 * Encodes a transaction exactly as the Kernel does, signatures included.
 * @throws TypeError if a field has the wrong type
 * @throws RangeError if a field has the wrong length, a count or index is over its limit, signature
 *   map keys or aggregated signers are out of range, or the result would exceed 4 MiB
 * @example encodeTransaction(decodeTransaction(raw)) // equals raw
 */
export function encodeTransaction(tx: Transaction): Uint8Array {
  return encode(tx, true)
}

/**
 * Encodes a transaction with an empty signature section (`0000`): the payload whose BLAKE3 is the
 * transaction hash and the message every input signature signs.
 * @throws TypeError, RangeError as encodeTransaction (signatures are still checked)
 */
export function encodeUnsignedTransaction(tx: Transaction): Uint8Array {
  return encode(tx, false)
}

/**
 * Byte length of a signature section as the encoder writes it. A canonical raw's unsigned payload is
 * therefore its first `raw.length - encodedSignaturesLength(tx.signatures)` bytes followed by `0000`.
 * @throws TypeError, RangeError on a malformed signature section
 */
export function encodedSignaturesLength(signatures: Transaction['signatures']): number {
  return signaturesLength(checkSignatures(signatures))
}

function encode(tx: Transaction, signed: boolean): Uint8Array {
  const size = checkTransaction(tx)
  const signatures = checkSignatures(tx.signatures)
  const total = size + (signed ? signaturesLength(signatures) : 2)
  if (total > TRANSACTION_MAXIMUM_SIZE) {
    throw new RangeError(
      `"tx" encodes to ${total} bytes, over the ${TRANSACTION_MAXIMUM_SIZE}-byte limit`,
    )
  }
  const w = new Writer(total)
  w.u16(MAGIC)
  w.u16(TX_VERSION)
  w.bytes(tx.asset)
  w.u16(tx.inputs.length)
  for (const input of tx.inputs) {
    w.bytes(input.hash)
    w.u16(input.index)
    w.varBytes(input.genesis)
    const d = input.deposit
    w.marker(d !== undefined)
    if (d !== undefined) {
      w.bytes(d.chain)
      w.varBytes(d.assetKey)
      w.varBytes(d.transaction)
      w.u64(d.index)
      w.integer(d.amount)
    }
    const m = input.mint
    w.marker(m !== undefined)
    if (m !== undefined) {
      w.varBytes(m.group)
      w.u64(m.batch)
      w.integer(m.amount)
    }
  }
  w.u16(tx.outputs.length)
  for (const output of tx.outputs) {
    w.u8(0)
    w.u8(output.type)
    w.integer(output.amount)
    w.u16(output.keys.length)
    for (const key of output.keys) w.bytes(key)
    w.bytes(output.mask)
    w.varBytes(output.script)
    const wd = output.withdrawal
    w.marker(wd !== undefined)
    if (wd !== undefined) {
      w.varBytes(wd.address)
      w.varBytes(wd.tag)
    }
  }
  w.u16(tx.references.length)
  for (const reference of tx.references) w.bytes(reference)
  w.u32(tx.extra.length)
  w.bytes(tx.extra)
  if (signed) writeSignatures(w, signatures)
  else w.u16(0)
  return w.buf
}

function writeSignatures(w: Writer, s: CheckedSignatures): void {
  if (s.kind === 'maps') {
    w.u16(s.maps.length)
    for (const entries of s.maps) {
      w.u16(entries.length)
      for (const [index, sig] of entries) {
        w.u16(index)
        w.bytes(sig)
      }
    }
    return
  }
  w.u16(MAX_ENCODING_INT)
  w.u16(AGGREGATED_PREFIX)
  w.bytes(s.signature)
  const signers = s.signers
  if (signers.length === 0) {
    w.u8(MASK_BITMAP)
    w.u16(0)
  } else if (sparseIsCanonical(signers)) {
    w.u8(MASK_SPARSE)
    w.u16(signers.length)
    for (const signer of signers) w.u16(signer)
  } else {
    const masks = new Uint8Array(((signers[signers.length - 1] as number) >> 3) + 1)
    for (const signer of signers)
      masks[signer >> 3] = (masks[signer >> 3] as number) | (1 << (signer & 7))
    w.u8(MASK_BITMAP)
    w.varBytes(masks)
  }
}

function signaturesLength(s: CheckedSignatures): number {
  if (s.kind === 'maps') {
    let n = 2
    for (const entries of s.maps) n += 2 + entries.length * 66
    return n
  }
  const signers = s.signers
  const head = 2 + 2 + 64 + 1
  if (signers.length === 0) return head + 2
  if (sparseIsCanonical(signers)) return head + 2 + signers.length * 2
  return head + 2 + ((signers[signers.length - 1] as number) >> 3) + 1
}
