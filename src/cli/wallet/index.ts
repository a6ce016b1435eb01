/**
 * `cosigner wallet …`: the wallet core without its window, over the same data folder and keychain
 * as the app. This module only lists the subcommands: each one's module, and ./run which opens the
 * wallet for it, are loaded when it runs, so `cosigner wallet --help` loads nothing of the wallet.
 * @module
 */
import type { CliCommand } from '../command'
import { COMMON_USAGE } from './common-options'
import type { WalletSubcommand } from './subcommand'

/** A subcommand in the list: what it does in a line, and its module, loaded only when it runs. */
interface SubcommandEntry {
  readonly name: string
  readonly summary: string
  readonly load: () => Promise<WalletSubcommand>
}

const SUBCOMMANDS: readonly SubcommandEntry[] = [
  {
    name: 'import',
    summary:
      'import an account from its keystore file and register it (into a new wallet: sets its passphrase)',
    load: async () => (await import('./import')).importSubcommand,
  },
  {
    name: 'accounts',
    summary: 'the shared accounts the wallet follows, with their balances per asset',
    load: async () => (await import('./accounts')).accountsSubcommand,
  },
  {
    name: 'follow',
    summary:
      'follow a shared account you sign for, by its members and threshold or its MIX address',
    load: async () => (await import('./follow')).followSubcommand,
  },
  {
    name: 'pay',
    summary:
      'propose a payment from a shared account, or a payroll from a CSV file, and sign it as the proposer',
    load: async () => (await import('./pay')).paySubcommand,
  },
  {
    name: 'rotate',
    summary: 'move everything in a shared account to a new set of members, and follow the move',
    load: async () => (await import('./rotate')).rotateSubcommand,
  },
  {
    name: 'requests',
    summary: 'the multisig requests, synced first: pending, or done',
    load: async () => (await import('./requests')).requestsSubcommand,
  },
  {
    name: 'sign',
    summary:
      'show a request, or a payroll or move as one, as the review screen does, and sign it once you confirm',
    load: async () => (await import('./sign')).signSubcommand,
  },
  {
    name: 'unlock',
    summary: 'show a pending request, and revoke it once you confirm, releasing what it locks',
    load: async () => (await import('./unlock')).unlockSubcommand,
  },
  {
    name: 'export-ledger',
    summary:
      'the ledger of a shared account as CSV for the accountant: one row per movement in or out',
    load: async () => (await import('./export-ledger')).exportLedgerSubcommand,
  },
  {
    name: 'service',
    summary: 'the service the wallet talks to, or move it to another one',
    load: async () => (await import('./service')).serviceSubcommand,
  },
]

const width = Math.max(...SUBCOMMANDS.map((s) => s.name.length))

const USAGE = `usage: cosigner wallet <subcommand> [options]

subcommands:
${SUBCOMMANDS.map((s) => `  ${s.name.padEnd(width)}  ${s.summary}`).join('\n')}

${COMMON_USAGE}
Run "cosigner wallet <subcommand> --help" for one subcommand's arguments and options.`

export const walletCommand: CliCommand = {
  usage: USAGE,
  run: async (args, io) => {
    const [name, ...rest] = args
    if (name === '--help' || name === '-h' || name === 'help') {
      io.out(USAGE)
      return 0
    }
    const entry = SUBCOMMANDS.find((s) => s.name === name)
    if (entry === undefined) {
      io.err(
        name === undefined
          ? USAGE
          : `cosigner: wallet: unknown subcommand "${name.slice(0, 32)}"\n${USAGE}`,
      )
      return 1
    }
    const [sub, { runSubcommand }] = await Promise.all([entry.load(), import('./run')])
    return runSubcommand(sub, rest, io)
  },
}
