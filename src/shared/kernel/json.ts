/**
 * A decoded transaction as plain JSON, for showing it to a person or printing it: bytes as lowercase
 * hex, amounts as decimal strings, 64-bit numbers as decimal strings. Free-form Kernel strings
 * (withdrawal address and tag, deposit asset key and transaction, mint group) come as hex and also as
 * text (null when the bytes are not valid UTF-8).
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { formatAmount } from './amount'
import { isSignatureMaps } from './codec'
import { transactionHash } from './hash'
import { OutputType } from './types'
import type { Transaction } from './types'

export interface OutputTypeJson {
  /** snake_case name of the type, or "unknown" */
  readonly name: string
  readonly byte: number
}

interface InputJson {
  readonly hash: string
  readonly index: number
  readonly genesis?: string
  readonly deposit?: {
    readonly chain: string
    readonly asset_key: string | null
    readonly asset_key_hex: string
    readonly transaction: string | null
    readonly transaction_hex: string
    readonly index: string
    readonly amount: string
  }
  readonly mint?: {
    readonly group: string | null
    readonly group_hex: string
    readonly batch: string
    readonly amount: string
  }
}

interface OutputJson {
  readonly type: OutputTypeJson
  readonly amount: string
  readonly keys: string[]
  readonly mask: string
  readonly script: string
  readonly withdrawal?: {
    readonly address: string | null
    readonly address_hex: string
    readonly tag: string | null
    readonly tag_hex: string
  }
}

export interface TransactionJson {
  readonly hash: string
  readonly version: number
  readonly asset: string
  readonly inputs: InputJson[]
  readonly outputs: OutputJson[]
  readonly references: string[]
  readonly extra: string
  /** one `{ keyIndex: signatureHex }` object per input, or the aggregated form */
  readonly signatures:
    | Record<string, string>[]
    | { readonly aggregated: { readonly signature: string; readonly signers: number[] } }
}

const TYPE_NAMES: ReadonlyMap<number, string> = new Map(
  Object.entries(OutputType).map(([key, byte]) => [
    byte,
    key.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? '' : '_') + c.toLowerCase()),
  ]),
)

/** Name and byte of an output type, e.g. `{ name: 'withdrawal_submit', byte: 161 }`. */
export function outputTypeJson(byte: number): OutputTypeJson {
  return { name: TYPE_NAMES.get(byte) ?? 'unknown', byte }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** The bytes as UTF-8 text, or null when they are not valid UTF-8 (the `_hex` field always has them). */
function text(bytes: Uint8Array): string | null {
  try {
    return UTF8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * JSON view of a transaction, with its hash.
 * @throws TypeError, RangeError as encodeTransaction when `tx` is malformed
 * @example transactionToJson(decodeTransactionHex(raw)).outputs[0].amount // "1"
 */
export function transactionToJson(tx: Transaction): TransactionJson {
  const hash = bytesToHex(transactionHash(tx))
  const inputs = tx.inputs.map((input): InputJson => {
    const out: { -readonly [K in keyof InputJson]: InputJson[K] } = {
      hash: bytesToHex(input.hash),
      index: input.index,
    }
    if (input.genesis.length > 0) out.genesis = bytesToHex(input.genesis)
    const d = input.deposit
    if (d !== undefined) {
      out.deposit = {
        chain: bytesToHex(d.chain),
        asset_key: text(d.assetKey),
        asset_key_hex: bytesToHex(d.assetKey),
        transaction: text(d.transaction),
        transaction_hex: bytesToHex(d.transaction),
        index: d.index.toString(),
        amount: formatAmount(d.amount),
      }
    }
    const m = input.mint
    if (m !== undefined) {
      out.mint = {
        group: text(m.group),
        group_hex: bytesToHex(m.group),
        batch: m.batch.toString(),
        amount: formatAmount(m.amount),
      }
    }
    return out
  })
  const outputs = tx.outputs.map((output): OutputJson => {
    const base = {
      type: outputTypeJson(output.type),
      amount: formatAmount(output.amount),
      keys: output.keys.map((k) => bytesToHex(k)),
      mask: bytesToHex(output.mask),
      script: bytesToHex(output.script),
    }
    const w = output.withdrawal
    if (w === undefined) return base
    return {
      ...base,
      withdrawal: {
        address: text(w.address),
        address_hex: bytesToHex(w.address),
        tag: text(w.tag),
        tag_hex: bytesToHex(w.tag),
      },
    }
  })
  const s = tx.signatures
  const signatures: TransactionJson['signatures'] = isSignatureMaps(s)
    ? s.map((map) => {
        const obj: Record<string, string> = {}
        for (const [index, sig] of [...map.entries()].sort((a, b) => a[0] - b[0]))
          obj[String(index)] = bytesToHex(sig)
        return obj
      })
    : { aggregated: { signature: bytesToHex(s.signature), signers: [...s.signers] } }
  return {
    hash,
    version: tx.version,
    asset: bytesToHex(tx.asset),
    inputs,
    outputs,
    references: tx.references.map((r) => bytesToHex(r)),
    extra: bytesToHex(tx.extra),
    signatures,
  }
}
