/**
 * What a `cosigner` subcommand is and what it is given, apart from the list of commands in ./main,
 * so a subcommand does not import the module that loads it.
 * @module
 */

/** Where a command reads and writes; the real process streams unless a caller substitutes them. */
export interface CliIo {
  readonly out: (text: string) => void
  readonly err: (text: string) => void
  /** All of standard input as text. */
  readonly readStdin: () => Promise<string>
  /** The environment the command reads its defaults from; the process's own unless a caller substitutes it. */
  readonly env?: NodeJS.ProcessEnv
  /**
   * Asks on the terminal without echoing what is typed (a passphrase). Absent when standard input
   * is not a terminal: then nobody is there to ask.
   */
  readonly askSecret?: (prompt: string) => Promise<string>
  /** Asks on the terminal, the answer shown as typed (a confirmation). Absent, like `askSecret`, without a terminal. */
  readonly ask?: (prompt: string) => Promise<string>
}

export interface CliCommand {
  /** Full usage text, printed by `cosigner <name> --help`. */
  readonly usage: string
  /** Runs with the arguments after the command name and returns the exit code. */
  readonly run: (args: string[], io: CliIo) => Promise<number>
}

/** The first line of an error's message, so a failure never spills over several lines. */
export function oneLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e)
  return message.split('\n', 1)[0] ?? ''
}
