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
  /**
   * How long "the Kernel" takes to make a complete request's transaction final (ledger/finality):
   * until then its transaction is `signed` and its outputs do not exist; then its inputs are spent
   * and its outputs created. Never zero, so clients see both steps as on the public network.
   */
  readonly finalityMs: number
  /** Who is told what a feature did (./followers), wired in ./assemble.ts. */
  readonly followers: Followers
}

export const DEFAULT_CODE_URL_BASE = 'https://mixin.one/codes/'
/** The public address of an app built without a listener (tests); `startSequencer` gives its own. */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1'
export const DEFAULT_BODY_LIMIT = 1024 * 1024
/** About what a Kernel snapshot takes on the public network: a second. */
export const DEFAULT_FINALITY_MS = 1000
/** The longest finality delay accepted: an hour. */
export const MAX_FINALITY_MS = 3_600_000

/**
 * The finality delay to run with: `ms`, or the default.
 * @throws RangeError unless `ms` is a whole number of milliseconds from 1 to MAX_FINALITY_MS
 */
export function resolveFinalityMs(ms: number | undefined): number {
  if (ms === undefined) return DEFAULT_FINALITY_MS
  if (!Number.isInteger(ms) || ms < 1 || ms > MAX_FINALITY_MS)
    throw new RangeError(`"finalityMs" must be a whole number from 1 to ${MAX_FINALITY_MS}`)
  return ms
}
