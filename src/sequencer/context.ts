import type { Clock } from './clock'
import type { Db } from '../node/sqlite/open'
import type { Followers } from './followers'

/** What every route and store of the sequencer works with; built once per app. */
export interface SequencerContext {
  readonly db: Db
  readonly clock: Clock
  /** Base of code links, e.g. https://mixin.one/codes/ — kept as the official clients expect it. */
  readonly codeUrlBase: string
  /** Largest request body accepted, in bytes. */
  readonly bodyLimit: number
  /** Largest attachment upload, in bytes; DEFAULT_ATTACHMENT_MAX_BYTES (10 MiB) when absent. */
  readonly attachmentLimit?: number
  /** Who is told what a feature did (./followers), wired in ./assemble.ts. */
  readonly followers: Followers
}

export const DEFAULT_CODE_URL_BASE = 'https://mixin.one/codes/'
export const DEFAULT_BODY_LIMIT = 1024 * 1024
