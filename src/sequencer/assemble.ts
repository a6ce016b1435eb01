/**
 * The sequencer assembled: every feature's routes, the followers that tell one feature what
 * another did (./followers), and `buildSequencer`, which opens the database and builds the context
 * and the HTTP app apart from any listener (tests call `app.request`; server.ts listens). The one
 * place that wires features to each other (eslint/sequencer-features.js).
 *
 * Why Hono on @hono/node-server: it is small (no plugin system or schema compiler to learn), its
 * handlers take and return the standard `Request`/`Response`, so the app is a plain object that runs
 * in-process in tests exactly as it runs behind a socket, and the Node adapter is a thin shim we
 * can replace without touching a route. Validation is ours (zod, the same schemas the wallet
 * parses with), so a framework's validation layer would buy nothing.
 */
import type { Hono } from 'hono'
import { systemClock, type Clock } from './clock'
import { codeRoutes, type CodeResolvers } from './codes/routes'
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_CODE_URL_BASE,
  DEFAULT_PUBLIC_URL,
  resolveFinalityMs,
  type SequencerContext,
} from './context'
import { openDatabase } from './db/open'
import type { Followers } from './followers'
import { resolveLimits, type SequencerLimits } from './limits'
import type { Db } from '../node/sqlite/open'
import { createApp, type RouteMount } from './http/app'
import type { AppEnv } from './http/env'
import { ensureServerKey } from './server-key'
import { presentUserCode } from './users/code'
import { userRoutes } from './users/routes'
import { presentConversationCode } from './conversations/present'
import { conversationRoutes } from './conversations/routes'
import { sweepUnusedGhostKeys } from './ledger/ghost-keys'
import { ledgerRoutes } from './ledger/routes'
import { messageRoutes } from './messages/routes'
import { sweepExpiredMessages } from './messages/sweep'
import type { Sweep } from './sweeper'
import { attachmentRoutes, attachmentUploadRoutes } from './attachments/routes'
import { blazeRoutes } from './blaze/routes'
import { inscriptionsForNewOutputs } from './inscriptions/ledger-hook'
import { inscriptionRoutes } from './inscriptions/routes'
import { announceConversationChange } from './messages/system'
import { presentPaymentCode } from './payments/present'
import { paymentRoutes } from './payments/routes'
import { assetRoutes } from './assets/routes'

/**
 * What each kind of code resolves to; a kind without a presenter answers 404. Safe multisig requests
 * have no codes on the public network (their links name the request itself).
 */
export const codeResolvers: CodeResolvers = {
  user: presentUserCode,
  conversation: presentConversationCode,
  payment: presentPaymentCode,
}

/** Every route of the service, in mount order. Feature modules append theirs here. */
const routeMounts: readonly RouteMount[] = [
  userRoutes,
  codeRoutes(codeResolvers),
  conversationRoutes,
  ledgerRoutes,
  messageRoutes,
  attachmentRoutes,
  blazeRoutes,
  inscriptionRoutes,
  paymentRoutes,
  assetRoutes,
]

/** Who follows what: every feature that reacts to another's work subscribes here, and only here. */
const followers: Followers = {
  // Collectibles move with the outputs that carry them (interface 2.6), when the Kernel makes a transaction final.
  outputsCreated: [inscriptionsForNewOutputs],
  // Every change to a conversation is announced in it with a SYSTEM_CONVERSATION message.
  conversationChanged: [announceConversationChange],
}

/** What the server deletes on a timer (./sweeper): expired messages and attachments, unused ghost keys. */
export const sweeps: readonly Sweep[] = [sweepExpiredMessages, sweepUnusedGhostKeys]

export interface BuildSequencerOptions {
  /** The SQLite file to open (created and migrated if needed); or pass an open `db`. */
  dbFile?: string
  db?: Db
  clock?: Clock
  codeUrlBase?: string
  /** Where clients reach the service (./context `publicUrl`); a trailing slash is dropped. */
  publicUrl?: string
  bodyLimit?: number
  /** Largest attachment upload in bytes (default 10 MiB). */
  attachmentLimit?: number
  /** Limits in place of ./limits `DEFAULT_LIMITS`, one by one. */
  limits?: Partial<SequencerLimits>
  /** How long the Kernel takes to make a complete request final (./context `finalityMs`); 1000 ms by default. */
  finalityMs?: number
  /** Followers in place of those of {@link followers}, list by list (a test watching one). */
  followers?: Partial<Followers>
}

/**
 * Opens (or takes) the database, makes sure the server key exists, and builds the app.
 * @throws TypeError when neither `dbFile` nor `db` is given
 * @throws RangeError for a limit out of range (./limits `resolveLimits`) or a finality delay (./context `resolveFinalityMs`)
 * @throws SchemaError when the file was written by a newer sequencer
 * @example const { app } = buildSequencer({ dbFile: ':memory:' }); await app.request('/codes/…')
 */
export function buildSequencer(o: BuildSequencerOptions): {
  app: Hono<AppEnv>
  ctx: SequencerContext
} {
  const limits = resolveLimits(o.limits)
  const finalityMs = resolveFinalityMs(o.finalityMs)
  const db = o.db ?? (o.dbFile !== undefined ? openDatabase(o.dbFile) : undefined)
  if (!db) throw new TypeError('buildSequencer needs "dbFile" or "db"')
  const ctx: SequencerContext = {
    db,
    clock: o.clock ?? systemClock(),
    codeUrlBase: o.codeUrlBase ?? DEFAULT_CODE_URL_BASE,
    publicUrl: (o.publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    bodyLimit: o.bodyLimit ?? DEFAULT_BODY_LIMIT,
    ...(o.attachmentLimit !== undefined ? { attachmentLimit: o.attachmentLimit } : {}),
    limits,
    finalityMs,
    followers: { ...followers, ...o.followers },
  }
  ensureServerKey(db, ctx.clock.nowNs()).seed.fill(0)
  return { app: createApp(ctx, routeMounts, [attachmentUploadRoutes]), ctx }
}
