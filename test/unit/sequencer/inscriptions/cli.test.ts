/**
 * `cosigner sequencer inscription deploy|inscribe|occupy` as real child processes on a database
 * file, read back in-process; refusals exit 1 with one line naming the problem and write nothing.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { main } from '../../../../src/cli/main'
import { InscriptionCollection, InscriptionItem } from '../../../../src/shared/api/inscriptions'
import { SafeOutput } from '../../../../src/shared/api/ledger'
import { buildMixAddress } from '../../../../src/shared/kernel'
import { inscriptionsForNewOutputs } from '../../../../src/sequencer/inscriptions/ledger-hook'
import { buildSequencer } from '../../../../src/sequencer/assemble'
import { provisionUser } from '../../../../src/sequencer/users/provision'
import { dumpTables } from '../../../helpers/sequencer'

const BIN = fileURLToPath(new URL('../../../../bin/cosigner.js', import.meta.url))

let dir: string
let dbFile: string
let alice: string
let bob: string

interface Run {
  code: number
  stdout: string
  stderr: string
}

function cosigner(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, 'sequencer', 'inscription', ...args, '--db', dbFile],
      { cwd: dir },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1
        resolve({
          code,
          stdout,
          stderr: stderr
            .split('\n')
            .filter((l) => l && !l.startsWith('npm warn'))
            .join('\n'),
        })
      },
    )
  })
}

/** Runs `fn` on the database in-process, closing it after. */
function withDb<T>(fn: (ctx: ReturnType<typeof buildSequencer>['ctx']) => T): T {
  const { ctx } = buildSequencer({ dbFile })
  try {
    return fn(ctx)
  } finally {
    ctx.db.close()
  }
}

const snapshot = () => withDb((ctx) => dumpTables(ctx.db, { except: ['used_tokens'] }))

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cosigner-inscription-cli-'))
  dbFile = join(dir, 'sequencer.db')
  ;[alice, bob] = withDb((ctx) =>
    ['Alice', 'Bob'].map((fullName) => provisionUser(ctx, { fullName, register: true }).userId),
  ) as [string, string]
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('cosigner sequencer inscription', () => {
  let collection: InscriptionCollection
  let item: InscriptionItem
  let output: SafeOutput

  it('deploy prints the collection', async () => {
    const run = await cosigner([
      'deploy',
      '--name',
      'Glyphs',
      '--symbol',
      'GLY',
      '--supply',
      '2',
      '--unit',
      '1',
      '--content-type',
      'image/svg+xml',
    ])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    collection = InscriptionCollection.parse(JSON.parse(run.stdout))
    expect(collection).toMatchObject({ name: 'Glyphs', symbol: 'GLY', supply: '2', unit: '1' })
    expect(
      withDb((ctx) => ctx.db.prepare('SELECT name FROM inscription_collections').all()),
    ).toEqual([{ name: 'Glyphs' }])
  })

  it('inscribe reads the content file and prints the item and its holding output', async () => {
    const file = join(dir, 'glyph.svg')
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const run = await cosigner([
      'inscribe',
      '--collection',
      collection.collection_hash,
      '--members',
      `${bob},${alice}`,
      '--threshold',
      '2',
      '--content-type',
      'image/svg+xml',
      '--content',
      file,
    ])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const printed = JSON.parse(run.stdout) as { item: unknown; output: unknown }
    item = InscriptionItem.parse(printed.item)
    output = SafeOutput.parse(printed.output)
    const holder = buildMixAddress({ members: [alice, bob].sort(), threshold: 2 })
    expect(item).toMatchObject({
      sequence: 0,
      occupied_by: holder,
      content_url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    })
    expect(output).toMatchObject({
      inscription_hash: item.inscription_hash,
      asset_id: collection.asset_id,
      amount: '1',
    })
  })

  it('a refusal as a child process exits 1 with one line on stderr', async () => {
    const run = await cosigner([
      'occupy',
      '--inscription',
      item.inscription_hash,
      '--members',
      alice,
      '--threshold',
      '1',
    ])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /^cosigner: sequencer inscription occupy: The inscription is occupied/,
    )
    expect(run.stderr.split('\n')).toHaveLength(1)
    expect(run.stdout).toBe('')
  })

  it('refusals exit 1 with one line and write nothing (in-process, the same command entry)', async () => {
    const before = snapshot()
    const cases: [string[], RegExp][] = [
      [['deploy', '--name', 'X', '--symbol', 'X', '--supply', '1', '--unit', 'zero'], /unit/],
      [['deploy', '--name', 'X', '--symbol', 'X', '--supply', '1'], /--unit is required/],
      [['deploy', '--bogus', 'x'], /bogus/],
      [
        [
          'inscribe',
          '--collection',
          collection.collection_hash,
          '--members',
          alice,
          '--threshold',
          '1',
          '--content-type',
          'image/svg+xml',
        ],
        /--content/,
      ],
      [
        [
          'inscribe',
          '--collection',
          collection.collection_hash,
          '--members',
          alice,
          '--threshold',
          '1',
          '--content-type',
          'text/plain',
          '--content-url',
          'https://x.example/a',
        ],
        /content_type/,
      ],
      [
        [
          'inscribe',
          '--collection',
          collection.collection_hash,
          '--members',
          alice,
          '--threshold',
          'two',
          '--content-type',
          'image/svg+xml',
          '--content-url',
          'https://x.example/a',
        ],
        /threshold/,
      ],
      [
        [
          'inscribe',
          '--collection',
          collection.collection_hash,
          '--members',
          alice,
          '--threshold',
          '1',
          '--content-type',
          'image/svg+xml',
          '--content',
          join(dir, 'missing.svg'),
        ],
        /cannot read/,
      ],
      [
        [
          'inscribe',
          '--collection',
          'ab'.repeat(32),
          '--members',
          alice,
          '--threshold',
          '1',
          '--content-type',
          'image/svg+xml',
          '--content-url',
          'https://x.example/a',
        ],
        /collection is not found/,
      ],
      [['occupy', '--inscription', 'nope', '--members', alice, '--threshold', '1'], /inscription/],
      [['frobnicate'], /unknown subcommand/],
      [[], /usage/],
    ]
    for (const [args, message] of cases) {
      const out: string[] = []
      const err: string[] = []
      const io = {
        out: (t: string) => void out.push(t),
        err: (t: string) => void err.push(t),
        readStdin: async () => '',
      }
      const code = await main(
        ['sequencer', 'inscription', ...args, ...(args.length ? ['--db', dbFile] : [])],
        io,
      )
      expect(code, args.join(' ')).toBe(1)
      expect(err[0]!.split('\n')[0], args.join(' ')).toMatch(message)
      expect(out).toEqual([])
    }
    expect(snapshot()).toEqual(before)
  })

  it('occupy takes a released item', async () => {
    withDb((ctx) =>
      inscriptionsForNewOutputs(
        ctx.db,
        [
          {
            output_id: output.output_id,
            inscription_hash: item.inscription_hash,
            amount: 100_000_000n,
          },
        ],
        [
          { amount: 1n, members: [alice], threshold: 1 },
          { amount: 99_999_999n, members: [bob], threshold: 1 },
        ],
        ctx.clock.nowNs(),
      ),
    )
    const run = await cosigner([
      'occupy',
      '--inscription',
      item.inscription_hash,
      '--members',
      bob,
      '--threshold',
      '1',
    ])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const printed = JSON.parse(run.stdout) as { item: InscriptionItem; output: SafeOutput }
    expect(printed.item.occupied_by).toBe(buildMixAddress({ members: [bob], threshold: 1 }))
    expect(printed.output).toMatchObject({
      inscription_hash: item.inscription_hash,
      receivers: [bob],
      state: 'unspent',
    })
  })
})
