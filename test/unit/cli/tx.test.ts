/** `cosigner tx …` run as the real command, in a child process. */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { specVectors } from '../../helpers/spec-vectors'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const vectors = specVectors as {
  transactions: { name: string; raw: string; hash: string }[]
  synthetic_2of3_multisig: { tx_full_signed_raw: string; tx_hash: string }
}
const vector = (name: string) => vectors.transactions.find((t) => t.name === name)!

interface Run {
  code: number
  stdout: string
  stderr: string
}

function cosigner(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['bin/cosigner.js', ...args],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({ code, stdout, stderr })
      },
    )
    child.stdin?.end(stdin ?? '')
  })
}

/** stderr without the npm noise some environments add. */
const errLines = (run: Run): string[] =>
  run.stderr.split('\n').filter((l) => l.length > 0 && !l.startsWith('npm warn'))

describe('cosigner tx', () => {
  it('decode prints the SDK signed vector as JSON', async () => {
    const v = vector('sdk_official_1of1_signed')
    const run = await cosigner(['tx', 'decode', v.raw])
    expect(errLines(run)).toEqual([])
    expect(run.code).toBe(0)
    const json = JSON.parse(run.stdout)
    expect(json.hash).toBe(v.hash)
    expect(json.version).toBe(5)
    expect(json.asset).toBe('b9f49cf777dc4d03bc54cd1367eebca319f8603ea1ce18910d09e2c540c630d8')
    expect(json.inputs).toEqual([
      { hash: 'c513ffcc684e9585c76bd76245aa7d2def3b9f147422b59ab91db7852c9d97dd', index: 0 },
    ])
    expect(json.outputs).toEqual([
      {
        type: { name: 'script', byte: 0 },
        amount: '1',
        keys: ['a6c306c3137c2bf4a8bfc95ea5165f7777020916aa36ee6ec394beb9a1e6a164'],
        mask: '286d4f092015ea327ba12145edd40ddede1bdd80f777c249128d38176e352a13',
        script: 'fffe01',
      },
    ])
    expect(json.references).toEqual([])
    expect(json.extra).toBe('746573742d6d656d6f')
    expect(json.signatures).toEqual([
      {
        0: 'fde63b999d519394b3ba8a99a9f1d44bc91c2ee73d472d2085fa222925732889159042b126b4436766d6d3308ee541c50fc1b9b8b83701ac534c68e7f4d0f50c',
      },
    ])
  })

  it('decode shows withdrawal outputs with their type name, address and decimal amount', async () => {
    const v = vector('kernel_withdrawal_submit_unsigned')
    const run = await cosigner(['tx', 'decode', v.raw])
    expect(run.code).toBe(0)
    const json = JSON.parse(run.stdout)
    expect(json.hash).toBe(v.hash)
    expect(json.outputs[0].type).toEqual({ name: 'withdrawal_submit', byte: 0xa1 })
    expect(json.outputs[0].amount).toBe('45000')
    expect(json.outputs[0].withdrawal.address).toHaveLength(0x6b)
    expect(json.outputs[1].amount).toBe('2572.83064891')
    expect(json.signatures).toEqual([])
  })

  it('hash prints the hash of a signed raw; "-" reads stdin and trims whitespace', async () => {
    const s = vectors.synthetic_2of3_multisig
    const [direct, piped] = await Promise.all([
      cosigner(['tx', 'hash', s.tx_full_signed_raw]),
      cosigner(['tx', 'hash', '-'], `\n  ${s.tx_full_signed_raw}\r\n\n`),
    ])
    for (const run of [direct, piped]) {
      expect(errLines(run)).toEqual([])
      expect(run.code).toBe(0)
      expect(run.stdout).toBe(`${s.tx_hash}\n`)
    }
  })

  it('bad input: exit 1 and one line on stderr naming the reason', async () => {
    const raw = vector('sdk_official_1of1_unsigned').raw
    const nonMinimal = raw.slice(0, 82 * 2) + '00050005f5e100' + raw.slice(88 * 2)
    const cases: [string[], string | undefined, RegExp][] = [
      [['tx', 'decode', 'zz'], undefined, /^cosigner: invalid hex: /],
      [['tx', 'hash', `${raw}0`], undefined, /^cosigner: invalid hex: /],
      [['tx', 'decode', '-'], '   \n', /^cosigner: invalid hex: empty input$/],
      [
        ['tx', 'decode', nonMinimal],
        undefined,
        /^cosigner: invalid transaction: non-minimal integer at offset 82$/,
      ],
      [
        ['tx', 'hash', '-'],
        `${raw}00`,
        /^cosigner: invalid transaction: trailing bytes at offset 178$/,
      ],
      [
        ['tx', 'decode', 'deadbeef'],
        undefined,
        /^cosigner: invalid transaction: bad magic at offset 0$/,
      ],
      [['tx', 'decode'], undefined, /^cosigner: tx decode: expected exactly one argument/],
    ]
    const runs = await Promise.all(cases.map(([args, stdin]) => cosigner(args, stdin)))
    runs.forEach((run, i) => {
      const [args, , pattern] = cases[i]!
      expect(run.code, args.join(' ')).toBe(1)
      expect(run.stdout).toBe('')
      const lines = errLines(run)
      expect(lines, args.join(' ')).toHaveLength(1)
      expect(lines[0]).toMatch(pattern)
    })
  })

  it('--help prints usage (exit 0); an unknown command prints usage with exit 1', async () => {
    const [help, txHelp, unknown, unknownSub] = await Promise.all([
      cosigner(['--help']),
      cosigner(['tx', '--help']),
      cosigner(['frobnicate']),
      cosigner(['tx', 'frobnicate']),
    ])
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^usage: cosigner <command>/)
    expect(help.stdout).toMatch(/\n {2}tx {2}/)
    expect(txHelp.code).toBe(0)
    expect(txHelp.stdout).toMatch(/decode <raw-hex \| ->/)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/unknown command "frobnicate"[\s\S]*usage: cosigner/)
    expect(unknownSub.code).toBe(1)
    expect(unknownSub.stderr).toMatch(/unknown subcommand "frobnicate"[\s\S]*usage: cosigner tx/)
  })
})
