import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import {
  CodecError,
  decodeTransaction,
  decodeTransactionHex,
  encodeTransaction,
  encodeUnsignedTransaction,
  encodedSignaturesLength,
  isSignatureMaps,
  transactionHash,
} from '../../../../src/shared/kernel'
import type {
  AggregatedSignature,
  CodecRule,
  SignatureMap,
  Transaction,
} from '../../../../src/shared/kernel'
import { specVectors } from '../../../helpers/spec-vectors'

interface TxVector {
  name: string
  raw: string
  hash: string
  inputs: number
  outputs: number
  output_types: number[]
  extra_hex: string
  signature_maps: Record<string, string>[]
}
const vectors = specVectors as {
  transactions: TxVector[]
  synthetic_2of3_multisig: {
    tx_unsigned_raw: string
    tx_hash: string
    tx_partial_signed_raw: Record<string, string>
    tx_full_signed_raw: string
    prev_utxos: { transaction_hash: string; output_index: number }[]
    full_verify: { input: number; index: number }[][]
  }
}
const synthetic = vectors.synthetic_2of3_multisig
const byName = (name: string): TxVector =>
  vectors.transactions.find((t) => t.name === name) as TxVector
const SDK_UNSIGNED = byName('sdk_official_1of1_unsigned').raw
const SDK_SIGNED = byName('sdk_official_1of1_signed').raw

function maps(tx: Transaction): readonly SignatureMap[] {
  if (!isSignatureMaps(tx.signatures)) throw new TypeError('expected signature maps')
  return tx.signatures
}

function mapToJson(map: SignatureMap): Record<string, string> {
  return Object.fromEntries([...map].map(([k, v]) => [String(k), bytesToHex(v)]))
}

/** Patches `hex` at byte `offset`: replaces `remove` bytes with `insert` (hex). */
function patch(hex: string, offset: number, remove: number, insert: string): Uint8Array {
  return hexToBytes(hex.slice(0, offset * 2) + insert + hex.slice((offset + remove) * 2))
}

function expectCodecError(raw: Uint8Array, rule: CodecRule, offset: number): CodecError {
  let caught: unknown
  try {
    decodeTransaction(raw)
  } catch (e) {
    caught = e
  }
  expect(caught).toBeInstanceOf(CodecError)
  const err = caught as CodecError
  expect({ rule: err.rule, offset: err.offset }).toEqual({ rule, offset })
  expect(err.name).toBe('CodecError')
  expect(err.message).toMatch(new RegExp(`at offset ${offset}$`))
  return err
}

describe('decodeTransaction on every vector', () => {
  const raws: [string, string, string][] = [
    ...vectors.transactions.map((t): [string, string, string] => [t.name, t.raw, t.hash]),
    ['synthetic unsigned', synthetic.tx_unsigned_raw, synthetic.tx_hash],
    ...Object.entries(synthetic.tx_partial_signed_raw).map(
      ([who, raw]): [string, string, string] => [
        `synthetic partial ${who}`,
        raw,
        synthetic.tx_hash,
      ],
    ),
    ['synthetic full', synthetic.tx_full_signed_raw, synthetic.tx_hash],
  ]

  it.each(raws)(
    '%s: decodes, re-encodes to the same bytes, and hashes as the vector says',
    (_name, raw, hash) => {
      const tx = decodeTransactionHex(raw)
      expect(bytesToHex(encodeTransaction(tx))).toBe(raw)
      expect(bytesToHex(transactionHash(tx))).toBe(hash)
    },
  )

  it.each(vectors.transactions.map((t) => [t.name, t] as const))(
    '%s: fields match the vector notes',
    (_name, v) => {
      const tx = decodeTransactionHex(v.raw)
      expect(tx.version).toBe(5)
      expect(tx.inputs).toHaveLength(v.inputs)
      expect(tx.outputs).toHaveLength(v.outputs)
      expect(tx.outputs.map((o) => o.type)).toEqual(v.output_types)
      expect(bytesToHex(tx.extra)).toBe(v.extra_hex)
      expect(maps(tx).map(mapToJson)).toEqual(v.signature_maps)
    },
  )

  it('reads the SDK official signed raw field by field', () => {
    const tx = decodeTransactionHex(SDK_SIGNED)
    expect(bytesToHex(tx.asset)).toBe(
      'b9f49cf777dc4d03bc54cd1367eebca319f8603ea1ce18910d09e2c540c630d8',
    )
    expect(tx.inputs).toHaveLength(1)
    const input = tx.inputs[0]!
    expect(bytesToHex(input.hash)).toBe(
      'c513ffcc684e9585c76bd76245aa7d2def3b9f147422b59ab91db7852c9d97dd',
    )
    expect(input.index).toBe(0)
    expect(input.genesis).toHaveLength(0)
    expect(input.deposit).toBeUndefined()
    expect(input.mint).toBeUndefined()
    const output = tx.outputs[0]!
    expect(output.type).toBe(0)
    expect(output.amount).toBe(100000000n)
    expect(output.keys.map((k) => bytesToHex(k))).toEqual([
      'a6c306c3137c2bf4a8bfc95ea5165f7777020916aa36ee6ec394beb9a1e6a164',
    ])
    expect(bytesToHex(output.mask)).toBe(
      '286d4f092015ea327ba12145edd40ddede1bdd80f777c249128d38176e352a13',
    )
    expect(bytesToHex(output.script)).toBe('fffe01')
    expect(output.withdrawal).toBeUndefined()
    expect(tx.references).toEqual([])
    expect(new TextDecoder().decode(tx.extra)).toBe('test-memo')
    expect(maps(tx)).toHaveLength(1)
    expect(bytesToHex(maps(tx)[0]!.get(0)!)).toBe(
      'fde63b999d519394b3ba8a99a9f1d44bc91c2ee73d472d2085fa222925732889159042b126b4436766d6d3308ee541c50fc1b9b8b83701ac534c68e7f4d0f50c',
    )
    expect(bytesToHex(encodeUnsignedTransaction(tx))).toBe(SDK_UNSIGNED)
  })

  it('reads the kernel withdrawal vector: a 0xa1 output with a 107-byte address and 45000 amount', () => {
    const tx = decodeTransactionHex(byName('kernel_withdrawal_submit_unsigned').raw)
    const [submit, change] = tx.outputs
    expect(submit!.type).toBe(0xa1)
    expect(submit!.amount).toBe(4500000000000n)
    expect(submit!.keys).toHaveLength(0)
    expect(submit!.withdrawal!.address).toHaveLength(0x6b)
    expect(change!.amount).toBe(257283064891n)
    expect(bytesToHex(change!.script)).toBe('fffe01')
  })

  it('reads the 2-of-11 vector: eleven keys per output and amounts 0.0001 / 0.9999', () => {
    const tx = decodeTransactionHex(byName('sdk_official_2of11_decode').raw)
    expect(tx.outputs.map((o) => o.keys.length)).toEqual([11, 11])
    expect(tx.outputs.map((o) => o.amount).sort()).toEqual([10000n, 99990000n].sort())
  })
})

describe('synthetic 2-of-3 signature maps', () => {
  const unsigned = decodeTransactionHex(synthetic.tx_unsigned_raw)
  const full = decodeTransactionHex(synthetic.tx_full_signed_raw)
  const partials = Object.values(synthetic.tx_partial_signed_raw).map((raw) =>
    decodeTransactionHex(raw),
  )

  it('has two inputs spending the vector UTXOs', () => {
    expect(unsigned.inputs.map((i) => [bytesToHex(i.hash), i.index])).toEqual(
      synthetic.prev_utxos.map((u) => [u.transaction_hash, u.output_index]),
    )
    expect(maps(unsigned)).toEqual([])
  })

  it('each partial raw carries one signature per input, the full raw the merged maps', () => {
    expect(partials).toHaveLength(2)
    for (const p of partials) {
      expect(maps(p)).toHaveLength(2)
      for (const m of maps(p)) expect(m.size).toBe(1)
    }
    const merged = [0, 1].map((i) => new Map([...partials.flatMap((p) => [...maps(p)[i]!])]))
    expect(maps(full).map(mapToJson)).toEqual(merged.map(mapToJson))
    expect(maps(full).map((m) => [...m.keys()])).toEqual(
      synthetic.full_verify.map((checks) => checks.map((c) => c.index)),
    )
  })

  it('merging partial maps and encoding gives the full raw byte for byte, whatever the insertion order', () => {
    const merged = [0, 1].map(
      (i) =>
        new Map([
          ...partials
            .slice()
            .reverse()
            .flatMap((p) => [...maps(p)[i]!]),
        ]),
    )
    expect(bytesToHex(encodeTransaction({ ...unsigned, signatures: merged }))).toBe(
      synthetic.tx_full_signed_raw,
    )
  })

  it('every form hashes the same', () => {
    for (const tx of [unsigned, full, ...partials])
      expect(bytesToHex(transactionHash(tx))).toBe(synthetic.tx_hash)
  })
})

describe('canonical rules (SDK official unsigned raw, 178 bytes)', () => {
  // Layout: 0 magic · 2 version · 4 asset · 36 input count · 38 hash · 70 index · 72 genesis · 74 deposit
  // marker · 76 mint marker · 78 output count · 80 type · 82 amount · 88 key count · 90 key · 122 mask ·
  // 154 script · 159 withdrawal marker · 161 reference count · 163 extra length · 167 extra · 176 signatures.
  const raw = SDK_UNSIGNED

  it('the layout comment is right', () => {
    expect(raw.length / 2).toBe(178)
    expect(raw.slice(36 * 2, 38 * 2)).toBe('0001')
    expect(raw.slice(82 * 2, 88 * 2)).toBe('000405f5e100')
    expect(raw.slice(154 * 2, 161 * 2)).toBe('0003fffe010000')
    expect(raw.slice(163 * 2, 167 * 2)).toBe('00000009')
    expect(raw.slice(176 * 2)).toBe('0000')
  })

  it('size-limit: more than 4 MiB', () => {
    const big = new Uint8Array(4 * 1024 * 1024 + 1)
    big.set(hexToBytes(raw))
    expectCodecError(big, 'size-limit', 4 * 1024 * 1024)
  })

  it('magic', () => {
    expectCodecError(patch(raw, 0, 2, '7778'), 'magic', 0)
    expectCodecError(patch(raw, 0, 2, '0000'), 'magic', 0)
    expectCodecError(hexToBytes('77'), 'truncated', 0)
    expectCodecError(hexToBytes(''), 'truncated', 0)
  })

  it('version: only 5', () => {
    for (const v of ['0004', '0006', '0002', '0105', 'ff05'])
      expectCodecError(patch(raw, 2, 2, v), 'version', 2)
  })

  it('truncated: names the field that runs out', () => {
    const bytes = hexToBytes(raw)
    const cases: [number, number][] = [
      [3, 0],
      [20, 4],
      [37, 36],
      [69, 38],
      [71, 70],
      [75, 74],
      [83, 82],
      [86, 82],
      [100, 90],
      [130, 122],
      [157, 154],
      [160, 159],
      [165, 163],
      [170, 163],
      [177, 176],
    ]
    for (const [cut, offset] of cases) expectCodecError(bytes.slice(0, cut), 'truncated', offset)
    // Every proper prefix fails as truncated.
    for (let cut = 0; cut < bytes.length; cut++)
      expect(() => decodeTransaction(bytes.slice(0, cut))).toThrow(CodecError)
  })

  it('count-limit: 257 inputs, outputs, references or keys', () => {
    expectCodecError(patch(raw, 36, 2, '0101'), 'count-limit', 36)
    expectCodecError(patch(raw, 78, 2, '0101'), 'count-limit', 78)
    expectCodecError(patch(raw, 88, 2, '0101'), 'count-limit', 88)
    expectCodecError(patch(raw, 161, 2, '0101'), 'count-limit', 161)
    expectCodecError(patch(raw, 161, 2, 'ffff'), 'count-limit', 161)
  })

  it('count-limit: more than 256 signature maps (the Kernel would read only 256)', () => {
    expectCodecError(patch(raw, 176, 2, '0101'), 'count-limit', 176)
    expectCodecError(patch(raw, 176, 2, 'fffe'), 'count-limit', 176)
  })

  it('a count of 256 is allowed (then fails later only for lack of bytes)', () => {
    expectCodecError(patch(raw, 161, 2, '0100'), 'truncated', 163)
  })

  it('index-limit: input index above 1024', () => {
    expectCodecError(patch(raw, 70, 2, '0401'), 'index-limit', 70)
    expectCodecError(patch(raw, 70, 2, 'ffff'), 'index-limit', 70)
    const ok = decodeTransaction(patch(raw, 70, 2, '0400'))
    expect(ok.inputs[0]!.index).toBe(1024)
  })

  it('marker: anything but 0000 and 7777', () => {
    expectCodecError(patch(raw, 74, 2, '7770'), 'marker', 74)
    expectCodecError(patch(raw, 74, 2, '0077'), 'marker', 74)
    expectCodecError(patch(raw, 76, 2, '0001'), 'marker', 76)
    expectCodecError(patch(raw, 159, 2, '7700'), 'marker', 159)
  })

  it('non-minimal-integer: a leading zero byte in an amount', () => {
    expectCodecError(patch(raw, 82, 6, '00050005f5e100'), 'non-minimal-integer', 82)
    expectCodecError(patch(raw, 82, 6, '000100'), 'non-minimal-integer', 82)
  })

  it('non-minimal-integer in deposit and mint amounts too', () => {
    // deposit: chain · asset key "" · transaction "" · index 0 · amount 0001 00
    const deposit = `7777${'11'.repeat(32)}00000000${'00'.repeat(8)}000100`
    expectCodecError(patch(raw, 74, 2, deposit), 'non-minimal-integer', 74 + 2 + 32 + 2 + 2 + 8)
    const mint = `7777${'0000'}${'00'.repeat(8)}000200ff`
    expectCodecError(patch(raw, 76, 2, mint), 'non-minimal-integer', 76 + 2 + 2 + 8)
  })

  it('output-type: first type byte must be zero', () => {
    expectCodecError(patch(raw, 80, 2, '0100'), 'output-type', 80)
    expectCodecError(patch(raw, 80, 2, 'ffa1'), 'output-type', 80)
  })

  it('extra-size: over 4 MiB', () => {
    expectCodecError(patch(raw, 163, 4, '00400001'), 'extra-size', 163)
    expectCodecError(patch(raw, 163, 4, 'ffffffff'), 'extra-size', 163)
    expectCodecError(patch(raw, 163, 4, '00400000'), 'truncated', 163)
  })

  it('trailing-bytes', () => {
    expectCodecError(hexToBytes(`${raw}00`), 'trailing-bytes', 178)
    expectCodecError(hexToBytes(`${SDK_SIGNED}0000`), 'trailing-bytes', SDK_SIGNED.length / 2)
  })

  describe('signature maps', () => {
    const sig = (b: string): string => b.repeat(64)
    const section = (...m: [number, string][][]): string =>
      m.length.toString(16).padStart(4, '0') +
      m
        .map(
          (entries) =>
            entries.length.toString(16).padStart(4, '0') +
            entries.map(([i, s]) => i.toString(16).padStart(4, '0') + s).join(''),
        )
        .join('')

    it('accepts ascending entries, including empty maps and any uint16 index', () => {
      const tx = decodeTransaction(
        patch(
          raw,
          176,
          2,
          section(
            [
              [0, sig('aa')],
              [2, sig('bb')],
              [0xffff, sig('cc')],
            ],
            [],
          ),
        ),
      )
      expect(maps(tx).map((m) => [...m.keys()])).toEqual([[0, 2, 0xffff], []])
    })

    it('signature-order: descending or duplicate indices', () => {
      const second = 176 + 2 + 2 + 66
      expectCodecError(
        patch(
          raw,
          176,
          2,
          section([
            [1, sig('aa')],
            [0, sig('bb')],
          ]),
        ),
        'signature-order',
        second,
      )
      expectCodecError(
        patch(
          raw,
          176,
          2,
          section([
            [3, sig('aa')],
            [3, sig('bb')],
          ]),
        ),
        'signature-order',
        second,
      )
      expectCodecError(
        patch(
          raw,
          176,
          2,
          section(
            [],
            [
              [5, sig('aa')],
              [6, sig('bb')],
              [4, sig('cc')],
            ],
          ),
        ),
        'signature-order',
        176 + 2 + 2 + 2 + 66 * 2,
      )
    })

    it('truncated signature', () => {
      expectCodecError(
        patch(raw, 176, 2, `000100010000${'aa'.repeat(60)}`),
        'truncated',
        176 + 2 + 2 + 2,
      )
    })
  })

  describe('aggregated signatures', () => {
    const S = 'ab'.repeat(64)
    const head = `ffffff01${S}`
    const base = hexToBytes(raw)
    const withSignatures = (signatures: AggregatedSignature): Transaction => ({
      ...decodeTransaction(base),
      signatures,
    })

    it('encodes the Kernel layout: empty → bitmap of length 0; dense → bitmap; sparse → list', () => {
      const cases: [number[], string][] = [
        [[], '000000'],
        [[0, 2], '00000105'],
        [[0, 1, 2, 3, 4, 5, 6, 7, 8], '000002ff01'],
        [[100], '0100010064'],
        [[3, 9, 15], '0000020882'],
        [[0, 40], '01000200000028'],
        [[0xffff], '010001ffff'],
      ]
      for (const [signers, tail] of cases) {
        const encoded = bytesToHex(
          encodeTransaction(withSignatures({ signature: hexToBytes(S), signers })),
        )
        expect(encoded.slice(176 * 2), String(signers)).toBe(head + tail)
        const back = decodeTransactionHex(encoded)
        expect((back.signatures as AggregatedSignature).signers).toEqual(signers)
        expect(bytesToHex((back.signatures as AggregatedSignature).signature)).toBe(S)
        expect(encodedSignaturesLength(back.signatures)).toBe(encoded.length / 2 - 176)
      }
    })

    it('signature-prefix: ffff must be followed by ff01', () => {
      expectCodecError(patch(raw, 176, 2, `ffffff02${S}0000`), 'signature-prefix', 178)
    })

    it('mask-type: only 00 and 01', () => {
      expectCodecError(patch(raw, 176, 2, `${head}020000`), 'mask-type', 176 + 4 + 64)
    })

    it('signer-order: sparse signers must ascend strictly', () => {
      const typeAt = 176 + 4 + 64
      expectCodecError(
        patch(raw, 176, 2, `${head}0100020064000a`),
        'signer-order',
        typeAt + 1 + 2 + 2,
      )
      expectCodecError(
        patch(raw, 176, 2, `${head}01000200640064`),
        'signer-order',
        typeAt + 1 + 2 + 2,
      )
    })

    it('non-canonical-mask: trailing zero bytes, empty sparse list, or the form the Kernel would not pick', () => {
      const typeAt = 176 + 4 + 64
      expectCodecError(patch(raw, 176, 2, `${head}0000020500`), 'non-canonical-mask', typeAt)
      expectCodecError(patch(raw, 176, 2, `${head}00000100`), 'non-canonical-mask', typeAt)
      expectCodecError(patch(raw, 176, 2, `${head}010000`), 'non-canonical-mask', typeAt)
      // [0, 2] in the sparse form: the Kernel writes the 1-byte bitmap.
      expectCodecError(patch(raw, 176, 2, `${head}01000200000002`), 'non-canonical-mask', typeAt)
      // [100] as a bitmap: the Kernel writes the sparse list.
      const bitmap = new Uint8Array(13)
      bitmap[12] = 1 << 4
      expectCodecError(
        patch(raw, 176, 2, `${head}00000d${bytesToHex(bitmap)}`),
        'non-canonical-mask',
        typeAt,
      )
    })

    it('the aggregated form does not change the hash', () => {
      const tx = withSignatures({ signature: hexToBytes(S), signers: [1, 2] })
      expect(bytesToHex(transactionHash(tx))).toBe(byName('sdk_official_1of1_unsigned').hash)
    })
  })
})

describe('decodeTransaction: arguments and results', () => {
  it('refuses non-bytes with TypeError', () => {
    expect(() => decodeTransaction(SDK_UNSIGNED as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => decodeTransaction([0x77, 0x77] as unknown as Uint8Array)).toThrow(TypeError)
    expect(() => decodeTransactionHex('xyz')).toThrow(TypeError)
    expect(() => decodeTransactionHex(`${SDK_UNSIGNED}0`)).toThrow(TypeError)
    expect(() => decodeTransactionHex(` ${SDK_UNSIGNED}`)).toThrow(TypeError)
  })

  it('accepts upper-case hex', () => {
    expect(bytesToHex(encodeTransaction(decodeTransactionHex(SDK_UNSIGNED.toUpperCase())))).toBe(
      SDK_UNSIGNED,
    )
  })

  it('returns fields that do not change when the caller changes the raw afterwards', () => {
    const raw = hexToBytes(SDK_SIGNED)
    const tx = decodeTransaction(raw)
    raw.fill(0)
    expect(bytesToHex(encodeTransaction(tx))).toBe(SDK_SIGNED)
  })

  it('returns byte fields that do not overlap', () => {
    const tx = decodeTransactionHex(SDK_SIGNED)
    ;(tx.outputs[0]!.keys[0] as Uint8Array).fill(0)
    expect(bytesToHex(tx.outputs[0]!.mask)).toBe(
      '286d4f092015ea327ba12145edd40ddede1bdd80f777c249128d38176e352a13',
    )
    expect(bytesToHex(tx.asset)).toBe(
      'b9f49cf777dc4d03bc54cd1367eebca319f8603ea1ce18910d09e2c540c630d8',
    )
  })

  it('reads deposit, mint and withdrawal data with 2-byte lengths and 64-bit numbers', () => {
    const u = hexToBytes(SDK_UNSIGNED)
    const tx0 = decodeTransaction(u)
    const tx: Transaction = {
      ...tx0,
      inputs: [
        {
          ...tx0.inputs[0]!,
          genesis: new Uint8Array([1, 2, 3]),
          deposit: {
            chain: new Uint8Array(32).fill(9),
            assetKey: new TextEncoder().encode('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
            transaction: new Uint8Array(300).fill(7),
            index: 0xffffffffffffffffn,
            amount: 123456789n,
          },
          mint: {
            group: new TextEncoder().encode('KERNELNODE'),
            batch: 1n << 40n,
            amount: (1n << 100n) + 1n,
          },
        },
      ],
      outputs: [
        {
          ...tx0.outputs[0]!,
          type: 0xa1,
          keys: [],
          withdrawal: {
            address: new Uint8Array(0x1ff).fill(0x41),
            tag: new TextEncoder().encode('memo 🙂'),
          },
        },
      ],
    }
    const raw = encodeTransaction(tx)
    const back = decodeTransaction(raw)
    expect(back.inputs[0]!.deposit!.index).toBe(0xffffffffffffffffn)
    expect(back.inputs[0]!.deposit!.transaction).toHaveLength(300)
    expect(back.inputs[0]!.mint!.batch).toBe(1n << 40n)
    expect(back.inputs[0]!.mint!.amount).toBe((1n << 100n) + 1n)
    expect(back.outputs[0]!.withdrawal!.address).toHaveLength(0x1ff)
    expect(new TextDecoder().decode(back.outputs[0]!.withdrawal!.tag)).toBe('memo 🙂')
    expect(bytesToHex(encodeTransaction(back))).toBe(bytesToHex(raw))
    expect(back).toEqual(tx)
  })
})

describe('encodeTransaction argument checks', () => {
  const tx = decodeTransactionHex(SDK_SIGNED)
  const input = tx.inputs[0]!
  const output = tx.outputs[0]!
  const cases: [string, unknown, ErrorConstructor][] = [
    ['null', null, TypeError],
    ['version 4', { ...tx, version: 4 }, RangeError],
    ['short asset', { ...tx, asset: new Uint8Array(31) }, RangeError],
    ['asset as hex', { ...tx, asset: 'ab'.repeat(32) }, TypeError],
    ['inputs not an array', { ...tx, inputs: {} }, TypeError],
    ['257 inputs', { ...tx, inputs: Array(257).fill(input) }, RangeError],
    ['index 1025', { ...tx, inputs: [{ ...input, index: 1025 }] }, RangeError],
    ['index -1', { ...tx, inputs: [{ ...input, index: -1 }] }, RangeError],
    ['index 1.5', { ...tx, inputs: [{ ...input, index: 1.5 }] }, TypeError],
    [
      'genesis 65536 bytes',
      { ...tx, inputs: [{ ...input, genesis: new Uint8Array(65536) }] },
      RangeError,
    ],
    ['deposit null', { ...tx, inputs: [{ ...input, deposit: null }] }, TypeError],
    [
      'deposit index 2^64',
      {
        ...tx,
        inputs: [
          {
            ...input,
            deposit: {
              chain: new Uint8Array(32),
              assetKey: new Uint8Array(0),
              transaction: new Uint8Array(0),
              index: 1n << 64n,
              amount: 1n,
            },
          },
        ],
      },
      RangeError,
    ],
    [
      'mint amount number',
      { ...tx, inputs: [{ ...input, mint: { group: new Uint8Array(0), batch: 0n, amount: 1 } }] },
      TypeError,
    ],
    ['negative amount', { ...tx, outputs: [{ ...output, amount: -1n }] }, RangeError],
    ['amount as number', { ...tx, outputs: [{ ...output, amount: 1 }] }, TypeError],
    [
      'amount of 65536 bytes',
      { ...tx, outputs: [{ ...output, amount: 1n << (8n * 65536n) }] },
      RangeError,
    ],
    ['type 256', { ...tx, outputs: [{ ...output, type: 256 }] }, RangeError],
    [
      '257 keys',
      { ...tx, outputs: [{ ...output, keys: Array(257).fill(output.keys[0]) }] },
      RangeError,
    ],
    ['33-byte key', { ...tx, outputs: [{ ...output, keys: [new Uint8Array(33)] }] }, RangeError],
    ['mask missing', { ...tx, outputs: [{ ...output, mask: undefined }] }, TypeError],
    ['257 outputs', { ...tx, outputs: Array(257).fill(output) }, RangeError],
    ['257 references', { ...tx, references: Array(257).fill(new Uint8Array(32)) }, RangeError],
    ['reference of 31 bytes', { ...tx, references: [new Uint8Array(31)] }, RangeError],
    ['extra as string', { ...tx, extra: 'memo' }, TypeError],
    ['extra over 4 MiB', { ...tx, extra: new Uint8Array(4 * 1024 * 1024 + 1) }, RangeError],
    ['whole tx over 4 MiB', { ...tx, extra: new Uint8Array(4 * 1024 * 1024) }, RangeError],
    ['signature map as object', { ...tx, signatures: [{ 0: new Uint8Array(64) }] }, TypeError],
    [
      'signature of 63 bytes',
      { ...tx, signatures: [new Map([[0, new Uint8Array(63)]])] },
      RangeError,
    ],
    [
      'signature key 65536',
      { ...tx, signatures: [new Map([[65536, new Uint8Array(64)]])] },
      RangeError,
    ],
    ['signature key "0"', { ...tx, signatures: [new Map([['0', new Uint8Array(64)]])] }, TypeError],
    ['257 signature maps', { ...tx, signatures: Array(257).fill(new Map()) }, RangeError],
    [
      'aggregated signers unsorted',
      { ...tx, signatures: { signature: new Uint8Array(64), signers: [2, 1] } },
      RangeError,
    ],
    [
      'aggregated signers duplicate',
      { ...tx, signatures: { signature: new Uint8Array(64), signers: [1, 1] } },
      RangeError,
    ],
    [
      'aggregated signer 65536',
      { ...tx, signatures: { signature: new Uint8Array(64), signers: [65536] } },
      RangeError,
    ],
    ['aggregated signature missing', { ...tx, signatures: { signers: [] } }, TypeError],
  ]
  it.each(cases)('%s', (_name, bad, kind) => {
    expect(() => encodeTransaction(bad as Transaction)).toThrow(kind)
  })

  it('unsigned encoding still checks the signatures', () => {
    expect(() =>
      encodeUnsignedTransaction({ ...tx, signatures: [new Map([[0, new Uint8Array(1)]])] }),
    ).toThrow(RangeError)
  })

  it('writes zero amounts as the Kernel does (0000), which decode back', () => {
    const zero: Transaction = { ...tx, outputs: [{ ...output, amount: 0n }] }
    const raw = bytesToHex(encodeTransaction(zero))
    expect(raw.slice(82 * 2, 84 * 2)).toBe('0000')
    expect(decodeTransactionHex(raw).outputs[0]!.amount).toBe(0n)
  })
})
