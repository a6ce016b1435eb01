/**
 * The `cosigner` command. Each subcommand is one entry of {@link COMMANDS}; later commands
 * (`sequencer …`) add theirs there. Every failure ends as one line on stderr and a non-zero exit code.
 * @module
 */
import { oneLine, type CliCommand, type CliIo } from './command'
import { askHidden, askVisible, canAsk } from './terminal-prompt'
import { speakAs, t } from './words'

/** A command in the list: its one-line summary, and its module, loaded only when it runs. */
export interface CommandEntry {
  /** In the reader's language (the sequencer's own commands, an operator's tools, stay English). */
  readonly summary: () => string
  readonly load: () => Promise<CliCommand>
}

// Loaded lazily so `cosigner tx` starts without pulling in the sequencer's server and database.
export const COMMANDS: Readonly<Record<string, CommandEntry>> = {
  tx: {
    // words-exempt: an operator's tool, which speaks English
    summary: () => 'decode a raw transaction or print its hash, offline',
    load: async () => (await import('./tx')).txCommand,
  },
  sequencer: {
    // words-exempt: an operator's tool, which speaks English
    summary: () => 'run a local sequencer, or create users and deposits in its database',
    load: async () => (await import('./sequencer')).sequencerCommand,
  },
  wallet: {
    summary: () => t('cli.main.walletSummary'),
    load: async () => (await import('./wallet')).walletCommand,
  },
}

const processIo: CliIo = {
  out: (text) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => void process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  readStdin: async () => {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  },
  env: process.env,
  ...(canAsk() ? { askSecret: askHidden, ask: askVisible } : {}),
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length))
  const lines = Object.entries(COMMANDS).map(
    ([name, c]) => `  ${name.padEnd(width)}  ${c.summary()}`,
  )
  return [t('cli.main.usage'), '', t('cli.main.commands'), ...lines, '', t('cli.main.more')].join(
    '\n',
  )
}

/** Runs `cosigner` with `argv` (the arguments after the program name) and returns the exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  await speakAs(io.env ?? process.env)
  const [name, ...rest] = argv
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(usage())
    return 0
  }
  const entry =
    name === undefined ? undefined : Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (entry === undefined) {
    io.err(name === undefined ? usage() : `${t('cli.main.unknownCommand', { name })}\n${usage()}`)
    return 1
  }
  try {
    const command = await entry.load()
    return await command.run(rest, io)
  } catch (e) {
    io.err(t('cli.main.unexpected', { name: name ?? '', problem: oneLine(e) }))
    return 1
  }
}
