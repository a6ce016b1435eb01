import type { Clock } from './clock'
import type { Db } from '../node/sqlite/open'
import type { Followers } from './followers'
import type { SequencerLimits } from './limits'

/** What every route and store of the sequencer works with; built once per app. */
export interface SequencerContext {
  readonly db: Db
  readonly clock: Clock
  /** Base of code links, e.g. https://mixin.one/codes/ — kept as the official clients expect it. */
  readonly codeUrlBase: string
  /**
   * Where clients reach this service, without a trailing slash (e.g. http://127.0.0.1:7001): the
   * attachment URLs it hands out are built from it, never from a request's Host header, which
   * the client chooses.
   */
  readonly publicUrl: string
  /** Largest request body accepted, in bytes. */
  readonly bodyLimit: number
  /** Largest attachment upload, in bytes; DEFAULT_ATTACHMENT_MAX_BYTES (10 MiB) when absent. */
  readonly attachmentLimit?: number
  /** How much one user, and everyone, may ask (./limits). */
  readonly limits: SequencerLimits
  /** Who is told what a feature did (./followers), wired in ./assemble.ts. */
  readonly followers: Followers
}

export const DEFAULT_CODE_URL_BASE = 'https://mixin.one/codes/'
/** The public address of an app built without a listener (tests); `startSequencer` gives its own. */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1'
export const DEFAULT_BODY_LIMIT = 1024 * 1024
