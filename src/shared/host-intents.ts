/**
 * What the host (the Electron main process) may ask of the window on its own: open a screen — for
 * a menu item ("Open a request…") or a `cosigner://` link (./links) — or show the lock screen after
 * it locked the wallet (the menu's Lock item, the computer sleeping). It only navigates: the screen
 * it opens asks the user before anything is signed, unlocked or joined, and a locked wallet opens
 * nothing until it is unlocked (src/renderer/store/host-intents). Main sends an intent on
 * {@link HOST_INTENT_CHANNEL}; the preload checks it against {@link HostIntent} and hands it to the
 * page through `window.cosigner.onHostIntent`, which only the Electron preload defines.
 * @module
 */
import { z } from 'zod'
import { Uuid } from './api/common'
import { LINK_ACTIONS } from './links'

export const HostIntent = z.discriminatedUnion('screen', [
  /** Open anything, with `text` (a code, a request id) filled in when given. */
  z.strictObject({ screen: z.literal('open'), text: z.string().trim().min(1).max(512).optional() }),
  /** The review of one request; `action` preselects what the user came to do. */
  z.strictObject({
    screen: z.literal('review'),
    request_id: Uuid,
    action: z.enum(LINK_ACTIONS).optional(),
  }),
  /** The host locked the wallet: the window checks the core's lock and shows the lock screen. */
  z.strictObject({ screen: z.literal('lock') }),
])
export type HostIntent = z.infer<typeof HostIntent>

/** The one channel main → window; like the bridge's channels, named only here. */
export const HOST_INTENT_CHANNEL = 'cosigner-host:intent'

/** What `window.cosigner` adds where a host sends intents: one listener at a time; returns its remover. */
export interface HostIntentSource {
  readonly onHostIntent?: (listener: (intent: HostIntent) => void) => () => void
}
