/**
 * Writes the Kernel's primitive encodings (wire-formats.md §1.1) into a buffer sized up front, so
 * encoding a transaction is one allocation. Callers validate values first; the writer trusts them.
 * @module
 */

/** Largest value of a Kernel "Int" (counts and lengths). */
export const MAX_ENCODING_INT = 0xffff

/** Byte length of the minimal big-endian magnitude of a non-negative `v` (0 for zero). */
export function integerLength(v: bigint): number {
  if (v <= 0xffffffffffffn) {
    let n = Number(v)
    let len = 0
    while (n > 0) {
      n = Math.floor(n / 256)
      len++
    }
    return len
  }
  return (v.toString(16).length + 1) >> 1
}

export class Writer {
  readonly buf: Uint8Array
  pos = 0

  constructor(size: number) {
    this.buf = new Uint8Array(size)
  }

  u8(v: number): void {
    this.buf[this.pos++] = v
  }

  u16(v: number): void {
    const b = this.buf
    b[this.pos] = v >>> 8
    b[this.pos + 1] = v & 0xff
    this.pos += 2
  }

  u32(v: number): void {
    const b = this.buf
    b[this.pos] = v >>> 24
    b[this.pos + 1] = (v >>> 16) & 0xff
    b[this.pos + 2] = (v >>> 8) & 0xff
    b[this.pos + 3] = v & 0xff
    this.pos += 4
  }

  u64(v: bigint): void {
    this.u32(Number(v >> 32n))
    this.u32(Number(v & 0xffffffffn))
  }

  bytes(v: Uint8Array): void {
    this.buf.set(v, this.pos)
    this.pos += v.length
  }

  /** Kernel "Bytes": 16-bit length, then the bytes. */
  varBytes(v: Uint8Array): void {
    this.u16(v.length)
    this.bytes(v)
  }

  /** Kernel presence marker. */
  marker(present: boolean): void {
    const m = present ? 0x77 : 0
    this.buf[this.pos] = m
    this.buf[this.pos + 1] = m
    this.pos += 2
  }

  /** Kernel "Integer": 16-bit length of the minimal magnitude, then the magnitude. */
  integer(v: bigint): void {
    const len = integerLength(v)
    this.u16(len)
    const b = this.buf
    const end = this.pos + len
    if (v <= 0xffffffffffffn) {
      let n = Number(v)
      for (let i = end - 1; i >= this.pos; i--) {
        b[i] = n % 256
        n = Math.floor(n / 256)
      }
    } else {
      const hex = v.toString(16).padStart(len * 2, '0')
      for (let i = 0; i < len; i++) b[this.pos + i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
    }
    this.pos = end
  }
}
