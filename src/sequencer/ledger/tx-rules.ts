/**
 * The Kernel's validation rules a multisig request's transaction must pass before the ledger looks
 * at its inputs (wire-formats §1.2–1.7; KER validation.go `validateOutputs`, transaction.go
 * `GetExtraLimit`): plain UTXO inputs, script outputs `ff fe T` with unique valid keys and a valid
 * mask, a withdrawal only as output 0 with change after it, positive amounts, and references and
 * extra within their limits. Each refusal is a 10002 on `raw` naming the input or output.
 */
import {
  OutputType,
  ScriptError,
  kernelAssetId,
  scriptThreshold,
  toHex,
  type PointErrorCode,
  type Transaction,
} from '../../shared/kernel'
import type { PointToCheck } from '../crypto/curve-tasks'
import type { ApiError } from '../http/errors'
import { invalidRaw } from './errors'

/** References a transaction may carry (`ReferencesCountLimit`). */
const REFERENCES_LIMIT = 16
/** Extra bytes every transaction may carry (`ExtraSizeGeneralLimit`). */
const EXTRA_GENERAL_LIMIT = 256
/** Extra bytes bought by one storage step, and the most any transaction may carry. */
const EXTRA_STORAGE_STEP = 1024
const EXTRA_STORAGE_CAPACITY = 4 * 1024 * 1024
/** Price of one storage step: 0.0001 XIN in 10^-8 units (`ExtraStoragePriceStep`). */
const EXTRA_STORAGE_PRICE_UNITS = 10_000n
/**
 * Ours: output keys one request may carry in all, over all its raws (and receivers it may ask
 * ghost keys for). The Kernel allows 256 × 256 per transaction; checking that many foreign keys (a
 * subgroup check each, ~1 ms) would take a minute of a core, so one request stops at 1024.
 */
export const MAX_TRANSACTION_KEYS = 1024

const XIN_ASSET_ID = 'c94ac88f-4671-3976-b60a-09064f1811e8'
const XIN_KERNEL_ID = kernelAssetId(XIN_ASSET_ID)
const STORAGE_THRESHOLD = 64

/** An output after the structural checks, with hex keys and text withdrawal fields. */
export interface CheckedOutput {
  readonly index: number
  readonly kind: 'script' | 'withdrawal'
  readonly amount: bigint
  /** The script's T; 0 for a withdrawal. */
  readonly threshold: number
  readonly keys: string[]
  readonly mask: string
  readonly destination: string
  readonly tag: string
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The structural rules (everything but point validity, see {@link outputPoints}). The caller caps
 * the output keys (MAX_TRANSACTION_KEYS) before.
 * @throws ApiError 10002 on `raw` with `reason` and the `input` or `output` concerned
 */
export function checkStructure(tx: Transaction): CheckedOutput[] {
  if (tx.inputs.length < 1) throw invalidRaw('a transaction needs at least one input')
  if (tx.outputs.length < 1) throw invalidRaw('a transaction needs at least one output')
  const spent = new Set<string>()
  tx.inputs.forEach((input, i) => {
    if (input.genesis.length > 0 || input.deposit || input.mint)
      throw invalidRaw('only plain UTXO inputs may be spent', { input: i })
    const ref = `${toHex(input.hash)}:${input.index}`
    if (spent.has(ref)) throw invalidRaw('the same output is spent twice', { input: i })
    spent.add(ref)
  })
  if (tx.references.length > REFERENCES_LIMIT)
    throw invalidRaw(`more than ${REFERENCES_LIMIT} references`)
  if (new Set(tx.references.map(toHex)).size !== tx.references.length)
    throw invalidRaw('a reference appears twice')

  const seen = new Set<string>()
  const outputs = tx.outputs.map((out, i): CheckedOutput => {
    if (out.amount <= 0n) throw invalidRaw('an output amount must be positive', { output: i })
    if (out.type === OutputType.WithdrawalSubmit) {
      if (i !== 0) throw invalidRaw('a withdrawal must be output 0', { output: i })
      if (
        !out.withdrawal ||
        out.keys.length > 0 ||
        out.script.length > 0 ||
        out.mask.some((b) => b !== 0)
      ) {
        throw invalidRaw('a withdrawal has an address, no keys, no script and a zero mask', {
          output: i,
        })
      }
      const destination = text(out.withdrawal.address, i, 'address')
      if (destination.length === 0) throw invalidRaw('a withdrawal needs an address', { output: i })
      return {
        index: i,
        kind: 'withdrawal',
        amount: out.amount,
        threshold: 0,
        keys: [],
        mask: '',
        destination,
        tag: text(out.withdrawal.tag, i, 'tag'),
      }
    }
    if (out.type !== OutputType.Script)
      throw invalidRaw(`output type 0x${out.type.toString(16)} is not accepted here`, { output: i })
    if (out.withdrawal) throw invalidRaw('a script output carries no withdrawal', { output: i })
    let threshold: number
    try {
      threshold = scriptThreshold(out.script)
    } catch (e) {
      if (e instanceof ScriptError)
        throw invalidRaw(`the script is not a threshold script (${e.code})`, { output: i })
      throw e
    }
    if (threshold < 1) throw invalidRaw('a threshold must be at least 1', { output: i })
    if (out.keys.length < 1) throw invalidRaw('a script output needs keys', { output: i })
    // Above the key count nobody could spend it; a storage output (`fffe40`, one key) is meant so.
    if (threshold > out.keys.length && threshold !== STORAGE_THRESHOLD)
      throw invalidRaw('the threshold is above the number of keys', { output: i })
    const keys = out.keys.map((k) => {
      const hex = toHex(k)
      if (seen.has(hex)) throw invalidRaw('an output key appears twice', { output: i })
      seen.add(hex)
      return hex
    })
    return {
      index: i,
      kind: 'script',
      amount: out.amount,
      threshold,
      keys,
      mask: toHex(out.mask),
      destination: '',
      tag: '',
    }
  })
  const limit = extraLimit(tx, outputs)
  if (tx.extra.length > limit)
    throw invalidRaw(`the extra is longer than ${limit} bytes`, { limit })
  return outputs
}

/** A mask or key of an output, to be checked as a point. */
export interface OutputPoint extends PointToCheck {
  readonly output: number
  readonly argument: 'mask' | 'key'
}

/**
 * The points that must be valid: masks and keys of script outputs, canonical, on the curve, of
 * prime order (keys of a storage output `fffe40` are spared the subgroup check, as the Kernel
 * spares internal-vanish keys). `trusted[i]` leaves out outputs whose keys the sequencer derived
 * itself. The checking runs on the curve thread (../crypto/curve-work); {@link pointRefusal} is the
 * answer to one that fails.
 */
export function outputPoints(
  outputs: readonly CheckedOutput[],
  trusted: readonly boolean[],
): OutputPoint[] {
  return outputs.flatMap((o) =>
    o.kind !== 'script' || trusted[o.index]
      ? []
      : [
          { output: o.index, argument: 'mask' as const, bytes: hexBytes(o.mask), primeOrder: true },
          ...o.keys.map((k) => ({
            output: o.index,
            argument: 'key' as const,
            bytes: hexBytes(k),
            primeOrder: o.threshold !== STORAGE_THRESHOLD,
          })),
        ],
  )
}

/** 10002 naming the output whose point is not valid, and why. */
export function pointRefusal(point: OutputPoint, code: PointErrorCode): ApiError {
  return invalidRaw(`${point.argument} is not a valid point (${code})`, { output: point.output })
}

/**
 * KER `GetExtraLimit`: 256 bytes, or more for an XIN transaction whose output 0 is a storage output
 * (one key, script `fffe40`): 1024 bytes per 0.0001 XIN it pays, at most 4 MiB.
 */
function extraLimit(tx: Transaction, outputs: readonly CheckedOutput[]): number {
  const first = outputs[0]
  if (toHex(tx.asset) !== XIN_KERNEL_ID || !first || first.kind !== 'script')
    return EXTRA_GENERAL_LIMIT
  if (first.keys.length !== 1 || first.threshold !== STORAGE_THRESHOLD) return EXTRA_GENERAL_LIMIT
  const steps = first.amount / EXTRA_STORAGE_PRICE_UNITS
  const bought =
    steps >= BigInt(EXTRA_STORAGE_CAPACITY / EXTRA_STORAGE_STEP)
      ? EXTRA_STORAGE_CAPACITY
      : Number(steps) * EXTRA_STORAGE_STEP
  return Math.max(EXTRA_GENERAL_LIMIT, bought)
}

function text(bytes: Uint8Array, output: number, what: string): string {
  try {
    return utf8.decode(bytes)
  } catch {
    throw invalidRaw(`the withdrawal ${what} is not UTF-8 text`, { output })
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return out
}
