/** The `cosigner` command's build (./cli-build.js), for the TypeScript that drives it (the tests' set-up). */
export interface CommandBuild {
  /** The build's entry, relative to its output folder. */
  readonly entry: string
  /** When the build started (ms): a source changed later makes it stale. */
  readonly started_at: number
  /** The project's files it was made of, relative to the project. */
  readonly inputs: readonly string[]
}

export const ROOT: string
export function currentBuild(out: string): CommandBuild | null
export function isFresh(root: string, build: Pick<CommandBuild, 'started_at' | 'inputs'>): boolean
export function buildCommand(o?: { root?: string; out?: string }): Promise<CommandBuild>
export function builtCommand(o?: {
  root?: string
  out?: string
  say?: (line: string) => void
}): Promise<string>
