/**
 * Seeded random transactions for the codec's property tests (not a test file itself). With
 * `sdkSafe`, fields stay inside what the SDK's encoder handles correctly (wire-formats.md §1.8): no
 * zero amounts, ASCII genesis and mint group (it measures them in UTF-16 units), no aggregated form.
 */
import type {
  AggregatedSignature,
  Input,
  Output,
  SignatureMap,
  Transaction,
} from '../../../../src/shared/kernel/types'

export type Random = () => number

/** xorshift32: fast, deterministic, good enough to pick shapes. */
export function prng(seed: number): Random {
  let x = seed >>> 0 || 0x9e3779b9
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 0x100000000
  }
}

export const int = (r: Random, lo: number, hi: number): number =>
  lo + Math.floor(r() * (hi - lo + 1))
export const chance = (r: Random, p: number): boolean => r() < p

export function bytes(r: Random, n: number): Uint8Array {
  const out = new Uint8Array(n)
  for (let i = 0; i < n; i++) out[i] = Math.floor(r() * 256)
  return out
}

const ASCII = 'abcdefghijklmnopqrstuvwxyz0123456789:-_'
const UNICODE = ['a', 'Z', '0', 'é', 'ß', '中', '🙂', ' ', '-']

function text(r: Random, n: number, alphabet: readonly string[] | string): Uint8Array {
  let s = ''
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(r() * alphabet.length)]
  return new TextEncoder().encode(s)
}

/** An amount: mostly everyday sizes, sometimes beyond 2^64; never 0 when `positive`. */
export function amount(r: Random, positive: boolean): bigint {
  const k = r()
  if (!positive && k < 0.05) return 0n
  if (k < 0.4) return BigInt(int(r, 1, 1_000_000))
  if (k < 0.8) return BigInt(int(r, 1, 2 ** 31)) * BigInt(int(r, 1, 2 ** 21))
  if (k < 0.95) return (BigInt(int(r, 1, 2 ** 32)) << 32n) | BigInt(int(r, 0, 2 ** 32 - 1))
  return (BigInt(int(r, 1, 2 ** 30)) << BigInt(int(r, 64, 200))) | BigInt(int(r, 0, 2 ** 30))
}

const TYPES = [0x00, 0x00, 0x00, 0xa1, 0xa3, 0xa4, 0xa5, 0xa6, 0xa9, 0xaa, 0xb1, 0xb2]

export interface Options {
  readonly sdkSafe?: boolean
  readonly maxInputs?: number
  /** Upper bound of the rare large extra (default 70,000 bytes). */
  readonly maxExtra?: number
}

export function randomTransaction(r: Random, options: Options = {}): Transaction {
  const sdkSafe = options.sdkSafe === true
  const inputCount = chance(r, 0.02)
    ? (options.maxInputs ?? 256)
    : int(r, 1, Math.min(6, options.maxInputs ?? 6))
  const inputs: Input[] = []
  for (let i = 0; i < inputCount; i++) {
    const input: { -readonly [K in keyof Input]: Input[K] } = {
      hash: bytes(r, 32),
      index: chance(r, 0.05) ? 1024 : int(r, 0, 20),
      genesis: chance(r, 0.1) ? text(r, int(r, 1, 8), ASCII) : new Uint8Array(0),
    }
    if (chance(r, 0.1)) {
      input.deposit = {
        chain: bytes(r, 32),
        assetKey: sdkSafe ? text(r, int(r, 0, 12), UNICODE) : bytes(r, int(r, 0, 12)),
        transaction: sdkSafe ? text(r, int(r, 0, 70), UNICODE) : bytes(r, int(r, 0, 70)),
        index: chance(r, 0.2) ? 0xffffffffffffffffn : BigInt(int(r, 0, 100)),
        amount: amount(r, sdkSafe),
      }
    }
    if (chance(r, 0.1)) {
      input.mint = {
        group: sdkSafe ? text(r, int(r, 0, 10), ASCII) : bytes(r, int(r, 0, 10)),
        batch: chance(r, 0.2) ? 0xffffffffffffffffn : BigInt(int(r, 0, 1e6)),
        amount: amount(r, sdkSafe),
      }
    }
    inputs.push(input)
  }
  const outputs: Output[] = []
  const outputCount = int(r, 1, 4)
  for (let i = 0; i < outputCount; i++) {
    const type =
      chance(r, 0.05) && !sdkSafe ? int(r, 0, 255) : (TYPES[int(r, 0, TYPES.length - 1)] as number)
    const output: { -readonly [K in keyof Output]: Output[K] } = {
      type,
      amount: amount(r, sdkSafe),
      keys: Array.from({ length: chance(r, 0.02) ? 256 : int(r, 0, 5) }, () => bytes(r, 32)),
      mask: chance(r, 0.2) ? new Uint8Array(32) : bytes(r, 32),
      script: chance(r, 0.7) ? new Uint8Array([0xff, 0xfe, int(r, 1, 64)]) : bytes(r, int(r, 0, 6)),
    }
    if (chance(r, 0.2)) {
      output.withdrawal = {
        address: sdkSafe ? text(r, int(r, 0, 120), UNICODE) : bytes(r, int(r, 0, 120)),
        tag: sdkSafe ? text(r, int(r, 0, 10), UNICODE) : bytes(r, int(r, 0, 10)),
      }
    }
    outputs.push(output)
  }
  const references = Array.from({ length: chance(r, 0.7) ? 0 : int(r, 1, 4) }, () => bytes(r, 32))
  const extraKind = r()
  const extra =
    extraKind < 0.3
      ? new Uint8Array(0)
      : extraKind < 0.97
        ? bytes(r, int(r, 1, 300))
        : bytes(r, int(r, 1000, Math.max(1000, options.maxExtra ?? 70_000)))
  let signatures: readonly SignatureMap[] | AggregatedSignature = []
  const sigKind = r()
  if (sigKind < 0.4) {
    signatures = inputs.map(() => signatureMap(r))
  } else if (sigKind < 0.5 && !sdkSafe) {
    signatures = aggregated(r)
  }
  return { version: 5, asset: bytes(r, 32), inputs, outputs, references, extra, signatures }
}

export function signatureMap(r: Random): SignatureMap {
  const map = new Map<number, Uint8Array>()
  const n = int(r, 0, 4)
  // Inserted in random order: the encoder must sort.
  for (let i = 0; i < n; i++)
    map.set(chance(r, 0.1) ? int(r, 0, 0xffff) : int(r, 0, 11), bytes(r, 64))
  return map
}

export function aggregated(r: Random): AggregatedSignature {
  const set = new Set<number>()
  const n = int(r, 0, 12)
  const spread = chance(r, 0.5) ? 16 : chance(r, 0.5) ? 1000 : 0xffff
  for (let i = 0; i < n; i++) set.add(int(r, 0, spread))
  return { signature: bytes(r, 64), signers: [...set].sort((a, b) => a - b) }
}
