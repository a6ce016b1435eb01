/**
 * Cursor over a raw transaction with the Kernel's primitive decodings (wire-formats.md §1.1). Every
 * read checks bounds first and throws {@link CodecError} naming the offset where the field began.
 * Byte fields come back as views (`subarray`) of the buffer given to the constructor; the codec
 * hands it a private copy of the caller's raw.
 * @module
 */
import { CodecError } from './codec-errors'

/** The one empty array every zero-length field shares; nothing can be written into it. */
const EMPTY = new Uint8Array(0)

/** Amounts longer than this are converted through a hex string, which is linear in their length. */
const SHORT_INTEGER = 24

const HEX_BYTE: readonly string[] = Array.from({ length: 256 }, (_, i) =>
  i.toString(16).padStart(2, '0'),
)

export class Reader {
  readonly buf: Uint8Array
  pos = 0

  constructor(buf: Uint8Array) {
    this.buf = buf
  }

  get remaining(): number {
    return this.buf.length - this.pos
  }

  /** Claims the next `n` bytes and returns where they start. */
  take(n: number): number {
    const at = this.pos
    if (n > this.buf.length - at) throw new CodecError('truncated', at)
    this.pos = at + n
    return at
  }

  u8(): number {
    return this.buf[this.take(1)] as number
  }

  u16(): number {
    const at = this.take(2)
    const b = this.buf
    return ((b[at] as number) << 8) | (b[at + 1] as number)
  }

  u32(): number {
    const at = this.take(4)
    const b = this.buf
    return (
      (b[at] as number) * 0x1000000 +
      (((b[at + 1] as number) << 16) | ((b[at + 2] as number) << 8) | (b[at + 3] as number))
    )
  }

  u64(): bigint {
    const hi = this.u32()
    const lo = this.u32()
    return hi === 0 ? BigInt(lo) : (BigInt(hi) << 32n) | BigInt(lo)
  }

  /** A view of the next `n` bytes. */
  bytes(n: number): Uint8Array {
    if (n === 0) return EMPTY
    const at = this.take(n)
    return this.buf.subarray(at, at + n)
  }

  /** Kernel "Bytes": a 16-bit length, then that many bytes. */
  varBytes(): Uint8Array {
    const at = this.pos
    const n = this.u16()
    if (n > this.buf.length - this.pos) throw new CodecError('truncated', at)
    return this.bytes(n)
  }

  /** A presence marker: `7777` → true, `0000` → false, anything else is refused. */
  marker(): boolean {
    const at = this.take(2)
    const hi = this.buf[at] as number
    const lo = this.buf[at + 1] as number
    if (hi === 0x77 && lo === 0x77) return true
    if (hi === 0 && lo === 0) return false
    throw new CodecError('marker', at)
  }

  /** Kernel "Integer": a 16-bit length, then the minimal big-endian magnitude (zero is `0000`). */
  integer(): bigint {
    const at = this.pos
    const n = this.u16()
    if (n === 0) return 0n
    if (n > this.buf.length - this.pos) throw new CodecError('truncated', at)
    const start = this.take(n)
    const b = this.buf
    if (b[start] === 0) throw new CodecError('non-minimal-integer', at)
    const end = start + n
    if (n <= 6) {
      let v = 0
      for (let i = start; i < end; i++) v = v * 256 + (b[i] as number)
      return BigInt(v)
    }
    if (n <= SHORT_INTEGER) {
      // 48-bit chunks stay exact in a double; the first chunk takes the remainder.
      let i = start + (n % 6 || 6)
      let head = 0
      for (let j = start; j < i; j++) head = head * 256 + (b[j] as number)
      let v = BigInt(head)
      for (; i < end; i += 6) {
        let chunk = 0
        for (let j = i; j < i + 6; j++) chunk = chunk * 256 + (b[j] as number)
        v = (v << 48n) | BigInt(chunk)
      }
      return v
    }
    let hex = '0x'
    for (let i = start; i < end; i++) hex += HEX_BYTE[b[i] as number]
    return BigInt(hex)
  }
}
