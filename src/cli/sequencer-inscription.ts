/**
 * `cosigner sequencer inscription deploy|inscribe|occupy`: the admin procedures of inscriptions
 * (outside the interface, 4.4) on a sequencer database. They work beside a running server on the
 * same file, like `sequencer user create`.
 * @module
 */
import { readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { SequencerContext } from '../sequencer/context'
import { ApiError } from '../sequencer/http/errors'
import { deployCollection } from '../sequencer/inscriptions/deploy'
import { inscribeItem, MAX_CONTENT_BYTES, occupyItem } from '../sequencer/inscriptions/inscribe'
import { buildSequencer } from '../sequencer/assemble'
import { oneLine, type CliIo } from './command'

/** The lines of `cosigner sequencer --help` about inscriptions. */
export const INSCRIPTION_SUMMARY = `  inscription deploy|inscribe|occupy [options] [--db FILE]
      deploy an inscription collection, inscribe an item for members, or occupy a released
      item (see "cosigner sequencer inscription --help")`

const INSCRIPTION_USAGE = `usage: cosigner sequencer inscription <subcommand> [options] [--db FILE]

subcommands:
  deploy --name NAME --symbol SYM --supply AMOUNT --unit AMOUNT [--description TEXT]
         [--icon-url URL] [--content-type MIME] [--treasury-recipient MIX --treasury-ratio R]
      create a collection (supply / unit items; --content-type limits the items' type) and print it
  inscribe --collection HASH --members ID,ID,… --threshold T --content-type MIME
           (--content FILE | --content-url URL)
      inscribe the next item for the members (registered users) and deposit the output holding it
      (the collection's unit amount); prints {item, output}. FILE is at most ${MAX_CONTENT_BYTES} bytes
      and is served as a data URL.
  occupy --inscription HASH --members ID,ID,… --threshold T
      occupy a released item: a new holding output for the members; prints {item, output}

HASH is a collection's deploy hash or kernel asset id; --db defaults to the sequencer's.`

type Options = Record<string, { type: 'string' }>

const SUBCOMMANDS: Record<
  string,
  {
    options: Options
    run: (ctx: SequencerContext, v: Record<string, string | undefined>) => unknown
  }
> = {
  deploy: {
    options: opts(
      'name',
      'symbol',
      'supply',
      'unit',
      'description',
      'icon-url',
      'content-type',
      'treasury-recipient',
      'treasury-ratio',
    ),
    run: (ctx, v) =>
      deployCollection(ctx, {
        name: required(v, 'name'),
        symbol: required(v, 'symbol'),
        supply: required(v, 'supply'),
        unit: required(v, 'unit'),
        ...optional(v, 'description', 'description'),
        ...optional(v, 'icon-url', 'iconUrl'),
        ...optional(v, 'content-type', 'contentType'),
        ...optional(v, 'treasury-recipient', 'treasuryRecipient'),
        ...optional(v, 'treasury-ratio', 'treasuryRatio'),
      }),
  },
  inscribe: {
    options: opts('collection', 'members', 'threshold', 'content-type', 'content', 'content-url'),
    run: (ctx, v) => {
      if ((v.content === undefined) === (v['content-url'] === undefined))
        throw new UsageError('give either --content FILE or --content-url URL')
      return inscribeItem(ctx, {
        collection: required(v, 'collection'),
        members: list(required(v, 'members')),
        threshold: integer(required(v, 'threshold'), 'threshold'),
        contentType: required(v, 'content-type'),
        ...(v.content !== undefined
          ? { content: readContent(v.content) }
          : { contentUrl: v['content-url']! }),
      })
    },
  },
  occupy: {
    options: opts('inscription', 'members', 'threshold'),
    run: (ctx, v) =>
      occupyItem(ctx, {
        inscription: required(v, 'inscription'),
        members: list(required(v, 'members')),
        threshold: integer(required(v, 'threshold'), 'threshold'),
      }),
  },
}

class UsageError extends Error {
  override readonly name = 'UsageError'
}

/** Runs `cosigner sequencer inscription …` with the arguments after `inscription`; returns the exit code. */
export async function inscriptionCommand(
  args: string[],
  io: CliIo,
  defaultDbFile: string,
): Promise<number> {
  const [sub, ...rest] = args
  if (sub === undefined || sub === '--help' || sub === '-h') {
    ;(sub === undefined ? io.err : io.out)(INSCRIPTION_USAGE)
    return sub === undefined ? 1 : 0
  }
  const command = Object.hasOwn(SUBCOMMANDS, sub) ? SUBCOMMANDS[sub] : undefined
  const what = `sequencer inscription ${sub}`
  if (!command) {
    io.err(`cosigner: sequencer inscription: unknown subcommand "${sub}"\n${INSCRIPTION_USAGE}`)
    return 1
  }
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({
      args: rest,
      options: { ...command.options, db: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }).values
  } catch (e) {
    io.err(`cosigner: ${what}: ${oneLine(e)} (see "cosigner sequencer inscription --help")`)
    return 1
  }
  if (values.help) {
    io.out(INSCRIPTION_USAGE)
    return 0
  }
  const dbFile = (values.db as string | undefined) ?? defaultDbFile
  let ctx: SequencerContext
  try {
    ctx = buildSequencer({ dbFile }).ctx
  } catch (e) {
    io.err(`cosigner: ${what}: cannot open ${dbFile}: ${oneLine(e)}`)
    return 1
  }
  try {
    const result = command.run(ctx, values as Record<string, string | undefined>)
    io.out(JSON.stringify(result, null, 2))
    return 0
  } catch (e) {
    if (e instanceof ApiError) {
      const field =
        typeof e.extra?.field === 'string' ? ` (${e.extra.field}: ${String(e.extra.reason)})` : ''
      io.err(`cosigner: ${what}: ${e.description}${field}`)
      return 1
    }
    if (e instanceof UsageError) {
      io.err(`cosigner: ${what}: ${e.message} (see "cosigner sequencer inscription --help")`)
      return 1
    }
    throw e
  } finally {
    ctx.db.close()
  }
}

function opts(...names: string[]): Options {
  return Object.fromEntries(names.map((n) => [n, { type: 'string' as const }]))
}

function required(v: Record<string, string | undefined>, name: string): string {
  const value = v[name]
  if (value === undefined) throw new UsageError(`--${name} is required`)
  return value
}

function optional<K extends string>(
  v: Record<string, string | undefined>,
  name: string,
  key: K,
): Partial<Record<K, string>> {
  const value = v[name]
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>)
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

function integer(text: string, name: string): number {
  if (!/^\d{1,3}$/.test(text))
    throw new UsageError(`--${name} expects a small positive integer, got "${text.slice(0, 20)}"`)
  return Number(text)
}

function readContent(file: string): Uint8Array {
  let bytes: Buffer
  try {
    // Refuse a large file before reading it whole; inscribeItem has the final say.
    if (statSync(file).size > MAX_CONTENT_BYTES)
      throw new UsageError(
        `${file} is larger than ${MAX_CONTENT_BYTES} bytes; host it and pass --content-url`,
      )
    bytes = readFileSync(file)
  } catch (e) {
    if (e instanceof UsageError) throw e
    throw new UsageError(`cannot read ${file}: ${oneLine(e)}`)
  }
  return new Uint8Array(bytes)
}
