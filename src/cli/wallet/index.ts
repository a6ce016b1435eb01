/**
 * `cosigner wallet …`: the wallet core without its window, over the same data folder and keychain
 * as the app. This module only lists the subcommands: each one's module, and ./run which opens the
 * wallet for it, are loaded when it runs, so `cosigner wallet --help` loads nothing of the wallet.
 * @module
 */
import type { MessageId } from '../../shared/i18n/catalog'
import type { CliCommand } from '../command'
import { t } from '../words'
import { commonUsage } from './common-options'
import type { WalletSubcommand } from './subcommand'

/** A subcommand in the list: what it does in a line, and its module, loaded only when it runs. */
interface SubcommandEntry {
  readonly name: string
  readonly summary: MessageId
  readonly load: () => Promise<WalletSubcommand>
}

const SUBCOMMANDS: readonly SubcommandEntry[] = [
  {
    name: 'import',
    summary: 'cli.wallet.summary.import',
    load: async () => (await import('./import')).importSubcommand,
  },
  {
    name: 'accounts',
    summary: 'cli.wallet.summary.accounts',
    load: async () => (await import('./accounts')).accountsSubcommand,
  },
  {
    name: 'follow',
    summary: 'cli.wallet.summary.follow',
    load: async () => (await import('./follow')).followSubcommand,
  },
  {
    name: 'pay',
    summary: 'cli.wallet.summary.pay',
    load: async () => (await import('./pay')).paySubcommand,
  },
  {
    name: 'rotate',
    summary: 'cli.wallet.summary.rotate',
    load: async () => (await import('./rotate')).rotateSubcommand,
  },
  {
    name: 'requests',
    summary: 'cli.wallet.summary.requests',
    load: async () => (await import('./requests')).requestsSubcommand,
  },
  {
    name: 'sign',
    summary: 'cli.wallet.summary.sign',
    load: async () => (await import('./sign')).signSubcommand,
  },
  {
    name: 'unlock',
    summary: 'cli.wallet.summary.unlock',
    load: async () => (await import('./unlock')).unlockSubcommand,
  },
  {
    name: 'export-ledger',
    summary: 'cli.wallet.summary.exportLedger',
    load: async () => (await import('./export-ledger')).exportLedgerSubcommand,
  },
  {
    name: 'service',
    summary: 'cli.wallet.summary.service',
    load: async () => (await import('./service')).serviceSubcommand,
  },
]

const width = Math.max(...SUBCOMMANDS.map((s) => s.name.length))

/** The group's usage, in the reader's language. */
const usage = () => `${t('cli.wallet.usage')}

${t('cli.wallet.subcommands')}
${SUBCOMMANDS.map((s) => `  ${s.name.padEnd(width)}  ${t(s.summary)}`).join('\n')}

${commonUsage()}
${t('cli.wallet.more')}`

export const walletCommand: CliCommand = {
  get usage() {
    return usage()
  },
  run: async (args, io) => {
    const [name, ...rest] = args
    const USAGE = usage()
    if (name === '--help' || name === '-h' || name === 'help') {
      io.out(USAGE)
      return 0
    }
    const entry = SUBCOMMANDS.find((s) => s.name === name)
    if (entry === undefined) {
      io.err(
        name === undefined
          ? USAGE
          : `${t('cli.wallet.unknownSubcommand', { name: name.slice(0, 32) })}\n${USAGE}`,
      )
      return 1
    }
    const [sub, { runSubcommand }] = await Promise.all([entry.load(), import('./run')])
    return runSubcommand(sub, rest, io)
  },
}
