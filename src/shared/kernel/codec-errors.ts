/**
 * The one error a transaction decoder throws on bytes it refuses. `rule` names the canonical-encoding
 * rule that failed (wire-formats.md §1), `offset` is where the offending field begins in the raw.
 * @module
 */

/** Every rule the decoder enforces, so callers can switch on it. */
export type CodecRule =
  /** the whole raw is larger than 4 MiB (`TransactionMaximumSize`) */
  | 'size-limit'
  /** the first two bytes are not `7777` */
  | 'magic'
  /** bytes 2–3 are not `0005`; only version 5 is accepted */
  | 'version'
  /** a field runs past the end of the raw */
  | 'truncated'
  /** more than 256 inputs, outputs, references, keys or signature maps */
  | 'count-limit'
  /** an input index above 1024 (`InputIndexLimit`) */
  | 'index-limit'
  /** a presence marker other than `0000` or `7777` */
  | 'marker'
  /** an amount with a leading zero byte (the Kernel re-encodes it shorter) */
  | 'non-minimal-integer'
  /** an output type whose first byte is not zero */
  | 'output-type'
  /** an extra longer than 4 MiB (`ExtraSizeStorageCapacity`) */
  | 'extra-size'
  /** signature entries not strictly ascending by key index (this includes duplicates) */
  | 'signature-order'
  /** `ffff` followed by something other than the aggregated prefix `ff01` */
  | 'signature-prefix'
  /** an aggregated signature's mask type byte other than 0 (bitmask) or 1 (sparse) */
  | 'mask-type'
  /** aggregated signers not strictly ascending, or above 0xffff */
  | 'signer-order'
  /** an aggregated mask in the form the Kernel would not write (wrong form, trailing zero bytes) */
  | 'non-canonical-mask'
  /** bytes after the signature section */
  | 'trailing-bytes'

const DESCRIPTION: Record<CodecRule, string> = {
  'size-limit': 'transaction larger than 4 MiB',
  magic: 'bad magic',
  version: 'unsupported version',
  truncated: 'truncated field',
  'count-limit': 'count over limit',
  'index-limit': 'input index over 1024',
  marker: 'bad presence marker',
  'non-minimal-integer': 'non-minimal integer',
  'output-type': 'bad output type',
  'extra-size': 'extra larger than 4 MiB',
  'signature-order': 'signature entries out of order',
  'signature-prefix': 'bad aggregated signature prefix',
  'mask-type': 'bad aggregated mask type',
  'signer-order': 'aggregated signers out of order',
  'non-canonical-mask': 'non-canonical aggregated mask',
  'trailing-bytes': 'trailing bytes',
}

/**
 * A raw transaction that is not in the Kernel's canonical v5 encoding.
 * @example
 * try { decodeTransaction(raw) } catch (e) { if (e instanceof CodecError) console.log(e.rule, e.offset) }
 */
export class CodecError extends Error {
  override readonly name = 'CodecError'
  readonly rule: CodecRule
  readonly offset: number

  constructor(rule: CodecRule, offset: number, detail?: string) {
    super(`${DESCRIPTION[rule]}${detail === undefined ? '' : ` (${detail})`} at offset ${offset}`)
    this.rule = rule
    this.offset = offset
  }
}
