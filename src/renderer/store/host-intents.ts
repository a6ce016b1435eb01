/**
 * Screens the host asks to open (a menu item, a `cosigner://` link; src/shared/host-intents): once
 * the wallet has booted (booting picks the first screen), each intent becomes a navigation — and
 * nothing more: the screen it opens asks before anything is signed or unlocked. Without an account
 * there is nothing to open yet, so the intent is dropped with a notice.
 * @module
 */
import type { CosignerApi } from '../../shared/bridge'
import type { HostIntent } from '../../shared/host-intents'
import type { AppStore } from './create'
import type { AppState, Route } from './types'

/** The screen an intent opens, or null when none can be opened now (no account yet). */
export function routeForIntent(intent: HostIntent, state: Pick<AppState, 'accountId'>): Route | null {
  if (state.accountId === null) return null
  switch (intent.screen) {
    case 'open':
      return intent.text === undefined ? { name: 'open' } : { name: 'open', text: intent.text }
    case 'review':
      return { name: 'review', source: { kind: 'request', requestId: intent.request_id, ...(intent.action ? { action: intent.action } : {}) } }
  }
}

/**
 * Follows the host's intents on `store` from the moment it has booted. Returns a stopper. A bridge
 * without intents (the web host's) makes this a no-op.
 */
export function followHostIntents(bridge: CosignerApi | undefined, store: AppStore): () => void {
  const subscribe = bridge?.onHostIntent
  if (!subscribe) return () => {}
  let stopListening: (() => void) | undefined
  const listen = () => {
    stopListening = subscribe((intent) => {
      const route = routeForIntent(intent, store.state())
      if (route) store.actions.navigate(route)
      else store.actions.notify({ tone: 'info', title: 'Add an account first; then the link can be opened.' })
    })
  }
  if (store.state().booted) {
    listen()
    return () => stopListening?.()
  }
  const unsubscribe = store.api.subscribe((s) => {
    if (!s.booted || stopListening) return
    unsubscribe()
    listen()
  })
  return () => {
    unsubscribe()
    stopListening?.()
  }
}
