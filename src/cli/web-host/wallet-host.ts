/**
 * The web host for a wallet core, as `npm run start:web` runs it: the core's bridge handlers, and
 * the core's account watchers telling the page when a request newly needs a signature or a group
 * has a new message — the same
 * watchers the Electron host runs (src/main/core/account-watchers.ts); here the page's shim shows a
 * browser notification where Electron shows an OS one.
 * @module
 */
import type { Core, WatchOptions } from '../../main/core/index'
import { newMessageNotice, watchAccounts } from '../../main/core/account-watchers'
import { createBridgeHandlers } from '../../main/core/bridge-handlers'
import { pageEventHub } from './page-events'
import type { BridgeHandlers } from '../../shared/bridge'
import { inEveryLocale } from '../../shared/i18n/every-locale'
import { startWebHost, type RunningWebHost, type WebHostOptions } from './server'

export interface WalletWebHostOptions extends Omit<WebHostOptions, 'handlers' | 'events'> {
  /** The core's handlers when the caller already made them; `createBridgeHandlers(core)` otherwise. */
  readonly handlers?: BridgeHandlers
  /** How the accounts are watched (Blaze, else a poll every 30 s, unless told otherwise). */
  readonly watch?: WatchOptions
}

/**
 * Serves `core` on 127.0.0.1 and watches its accounts until closed (the core is the caller's to close).
 * @throws as {@link startWebHost}
 * @example const host = await startWalletWebHost(core, { rendererDir: 'out/renderer' })
 */
export async function startWalletWebHost(
  core: Core,
  o: WalletWebHostOptions,
): Promise<RunningWebHost> {
  const events = pageEventHub()
  const { handlers: given, watch, ...hostOptions } = o
  const host = await startWebHost({
    ...hostOptions,
    handlers: given ?? createBridgeHandlers(core),
    events,
  })
  const watchers = watchAccounts(core, {
    notify: () => events.publish({ name: 'needs-signature' }),
    notifyMessage: (e) =>
      events.publish({
        name: 'new-message',
        notices: inEveryLocale((t) => newMessageNotice(e, t)),
      }),
    ...(o.log ? { log: o.log } : {}),
    ...(watch ? { watch } : {}),
  })
  return {
    ...host,
    close() {
      watchers.stop()
      return host.close()
    },
  }
}
