/**
 * What a `cosigner wallet` subcommand is and what it is given (apart from ./index, which runs
 * them, so a subcommand does not import the module that loads it).
 * @module
 */
import type { CliIo } from '../command'
import type { OpenWallet, Unlocked, WalletOptions } from './session'

/** What a subcommand prints: `text` for people, `json` with `--json`. */
export interface Output {
  readonly text: string
  readonly json: unknown
}

export interface WalletRun {
  readonly io: CliIo
  /** The parsed options, the common ones included. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>
  readonly positionals: readonly string[]
  readonly options: WalletOptions
  /** Opens the wallet (once per command; closed when the command ends). `create` only for import. */
  open(o?: { create?: boolean }): Promise<OpenWallet>
  /**
   * Opens the wallet, picks the account that acts (`picked` when the subcommand worked it out, else
   * `--account`, or the only one) and unlocks the wallet.
   */
  acting(picked?: string): Promise<ActingWallet>
  /** A remark on stderr that is not the command's output (e.g. that the service could not be reached). */
  note(text: string): void
}

/** An unlocked wallet and the account that acts in it. */
export interface ActingWallet extends OpenWallet, Unlocked {
  readonly userId: string
}

export interface WalletSubcommand {
  readonly name: string
  /** Its arguments, as the usage shows them. */
  readonly synopsis: string
  /** What it does, in a few lines (indented by the usage), in the reader's language. */
  readonly description: () => string
  readonly options: Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>
  /** How many positional arguments it takes (their names are in the synopsis). */
  readonly positionals: number
  run(w: WalletRun): Promise<Output>
}

/** A string option, or undefined when not given. */
export const stringOption = (w: WalletRun, name: string): string | undefined =>
  typeof w.values[name] === 'string' ? (w.values[name] as string) : undefined
