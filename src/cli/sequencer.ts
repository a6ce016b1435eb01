/**
 * `cosigner sequencer start|user create`: runs a local sequencer on loopback and creates users in
 * its database. Both work on the same file at once (WAL and a busy timeout), so users can be
 * added while a server runs.
 * @module
 */
import { parseArgs } from 'node:util'
import { buildSequencer } from '../sequencer/assemble'
import { DEFAULT_FINALITY_MS, MAX_FINALITY_MS } from '../sequencer/context'
import { DEFAULT_LIMITS, LIMIT_NAMES, type SequencerLimits } from '../sequencer/limits'
import { ApiError } from '../sequencer/http/errors'
import { startSequencer } from '../sequencer/server'
import { provisionUser } from '../sequencer/users/provision'
import { oneLine, type CliCommand, type CliIo } from './command'
import { DEPOSIT_USAGE, depositCommand } from './sequencer-deposit'
import { INSCRIPTION_SUMMARY, inscriptionCommand } from './sequencer-inscription'

export const DEFAULT_DB_FILE = './cosigner-sequencer.db'

const USAGE = `usage: cosigner sequencer <subcommand> [options]

subcommands:
  start [--port N] [--host H] [--db FILE] [--public-url URL] [--finality-ms MS] [--limit NAME=VALUE]…
      serve the sequencer (on 127.0.0.1 unless --host says otherwise; --port 0, the default,
      picks a free port), print its base URL, and run until SIGINT or SIGTERM; --public-url is
      where clients reach it when that is not the listener's URL (attachment links use it);
      --finality-ms is how long the Kernel takes to make a complete request final (its outputs
      appear then; default ${DEFAULT_FINALITY_MS}, at most ${MAX_FINALITY_MS});
      --limit NAME=VALUE (repeatable) sets one of the limits per user and overall:
${Object.entries(LIMIT_NAMES)
  .map(([name, key]) => `        ${name} (default ${DEFAULT_LIMITS[key]})`)
  .join('\n')}
  user create --name NAME [--register] [--db FILE]
      create a user and print its keystore (JSON in the official SDK's shape, with secrets:
      keep it safe); --register also sets its spend key up as its TIP key and registers it, as
      POST /pin/update and POST /safe/users would (Go's RegisterSafeWithSetupPin)
${DEPOSIT_USAGE}
${INSCRIPTION_SUMMARY}

--db defaults to ${DEFAULT_DB_FILE}; it is created and migrated when missing.`

export const sequencerCommand: CliCommand = {
  usage: USAGE,
  run: async (args, io) => {
    const [sub, ...rest] = args
    if (sub === '--help' || sub === '-h') {
      io.out(USAGE)
      return 0
    }
    if (sub === 'start') return start(rest, io)
    if (sub === 'user' && rest[0] === 'create') return createUserCommand(rest.slice(1), io)
    if (sub === 'deposit') return depositCommand(rest, io, DEFAULT_DB_FILE)
    if (sub === 'inscription') return inscriptionCommand(rest, io, DEFAULT_DB_FILE)
    io.err(
      sub === undefined
        ? USAGE
        : `cosigner: sequencer: unknown subcommand "${[sub, ...rest.slice(0, 1)].join(' ')}"\n${USAGE}`,
    )
    return 1
  },
}

type OptionSpec = { type: 'string' | 'boolean'; multiple?: boolean }
type Parsed = ReturnType<typeof parseArgs<{ options: Record<string, OptionSpec> }>>

function parse(
  args: string[],
  options: Record<string, OptionSpec>,
  io: CliIo,
  what: string,
): Parsed | undefined {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: false,
      strict: true,
    })
  } catch (e) {
    io.err(`cosigner: sequencer ${what}: ${oneLine(e)} (see "cosigner sequencer --help")`)
    return undefined
  }
}

async function start(args: string[], io: CliIo): Promise<number> {
  const parsed = parse(
    args,
    {
      port: { type: 'string' },
      host: { type: 'string' },
      db: { type: 'string' },
      'public-url': { type: 'string' },
      'finality-ms': { type: 'string' },
      limit: { type: 'string', multiple: true },
    },
    io,
    'start',
  )
  if (!parsed) return 1
  if (parsed.values.help) {
    io.out(USAGE)
    return 0
  }
  const portText = (parsed.values.port as string | undefined) ?? '0'
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    io.err(`cosigner: sequencer start: --port expects a number from 0 to 65535, got "${portText}"`)
    return 1
  }
  const publicUrl = parsed.values['public-url'] as string | undefined
  if (publicUrl !== undefined && !isServiceUrl(publicUrl)) {
    io.err(
      `cosigner: sequencer start: --public-url expects an http(s) URL without query or fragment, got "${publicUrl}"`,
    )
    return 1
  }
  const finalityText = parsed.values['finality-ms'] as string | undefined
  if (
    finalityText !== undefined &&
    (!/^\d{1,7}$/.test(finalityText) ||
      Number(finalityText) < 1 ||
      Number(finalityText) > MAX_FINALITY_MS)
  ) {
    io.err(
      `cosigner: sequencer start: --finality-ms expects a number of milliseconds from 1 to ${MAX_FINALITY_MS}, got "${finalityText}"`,
    )
    return 1
  }
  const limits = readLimits((parsed.values.limit as string[] | undefined) ?? [])
  if (typeof limits === 'string') {
    io.err(`cosigner: sequencer start: ${limits}`)
    return 1
  }
  const dbFile = (parsed.values.db as string | undefined) ?? DEFAULT_DB_FILE
  let server
  try {
    server = await startSequencer({
      limits,
      dbFile,
      port: Number(portText),
      host: (parsed.values.host as string | undefined) ?? '127.0.0.1',
      ...(publicUrl !== undefined ? { publicUrl } : {}),
      ...(finalityText !== undefined ? { finalityMs: Number(finalityText) } : {}),
    })
  } catch (e) {
    io.err(`cosigner: sequencer start: ${oneLine(e)}`)
    return 1
  }
  io.out(server.url)
  const signal = await new Promise<string>((resolve) => {
    const stop = (name: string) => () => resolve(name)
    process.once('SIGINT', stop('SIGINT'))
    process.once('SIGTERM', stop('SIGTERM'))
  })
  io.err(`cosigner: sequencer: ${signal}, shutting down`)
  await server.close()
  return 0
}

/** `--limit NAME=VALUE` options as limits, or why one is not understood. */
function readLimits(given: readonly string[]): Partial<SequencerLimits> | string {
  const limits: Partial<Record<keyof SequencerLimits, number>> = {}
  for (const text of given) {
    const [name = '', value = ''] = text.split('=', 2)
    const key = LIMIT_NAMES[name]
    if (key === undefined)
      return `--limit expects NAME=VALUE with NAME one of ${Object.keys(LIMIT_NAMES).join(', ')}; got "${text}"`
    if (!/^\d+(\.\d+)?$/.test(value) || !(Number(value) > 0))
      return `--limit ${name} expects a positive number, got "${value}"`
    limits[key] = Number(value)
  }
  return limits
}

function isServiceUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}

async function createUserCommand(args: string[], io: CliIo): Promise<number> {
  const parsed = parse(
    args,
    { name: { type: 'string' }, db: { type: 'string' }, register: { type: 'boolean' } },
    io,
    'user create',
  )
  if (!parsed) return 1
  if (parsed.values.help) {
    io.out(USAGE)
    return 0
  }
  const name = parsed.values.name as string | undefined
  if (name === undefined || name.trim().length === 0 || name.length > 64) {
    io.err('cosigner: sequencer user create: --name NAME is required (1 to 64 characters)')
    return 1
  }
  const dbFile = (parsed.values.db as string | undefined) ?? DEFAULT_DB_FILE
  let ctx
  try {
    ctx = buildSequencer({ dbFile }).ctx
  } catch (e) {
    io.err(`cosigner: sequencer user create: cannot open ${dbFile}: ${oneLine(e)}`)
    return 1
  }
  try {
    const user = provisionUser(ctx, { fullName: name, register: parsed.values.register === true })
    io.out(JSON.stringify(user.keystore, null, 2))
    io.err(
      `cosigner: created ${name} (identity number ${user.identityNumber}, user ${user.userId})${parsed.values.register ? ', registered' : ''}`,
    )
    return 0
  } catch (e) {
    io.err(`cosigner: sequencer user create: ${e instanceof ApiError ? e.description : oneLine(e)}`)
    return 1
  } finally {
    ctx.db.close()
  }
}
