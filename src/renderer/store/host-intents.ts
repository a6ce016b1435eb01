/**
 * Screens the host asks to open (a menu item, a `cosigner://` link; src/shared/host-intents): each
 * intent becomes a navigation — and nothing more: the screen it opens asks before anything is
 * signed or unlocked. An intent waits until the wallet is open: booted, unlocked (as the core says,
 * asked again when the intent arrives) and its session loaded, so a link that comes while the
 * wallet is locked opens its screen after the unlock, never before. Only the newest waiting intent
 * is kept. Without an account there is nothing to open, so the intent is dropped with a notice.
 * The host's "lock" intent (it locked the wallet) shows the lock screen at once.
 * @module
 */
import type { CosignerApi } from '../../shared/bridge'
import type { HostIntent } from '../../shared/host-intents'
import { t } from '../base/words'
import type { AppStore } from './create'
import type { AppState, Route } from './types'

type ScreenIntent = Exclude<HostIntent, { screen: 'lock' }>

/** The screen an intent opens, or null when none can be opened now (no account yet). */
export function routeForIntent(
  intent: ScreenIntent,
  state: Pick<AppState, 'accountId'>,
): Route | null {
  if (state.accountId === null) return null
  switch (intent.screen) {
    case 'open':
      return intent.text === undefined ? { name: 'open' } : { name: 'open', text: intent.text }
    case 'review':
      return {
        name: 'review',
        source: {
          kind: 'request',
          requestId: intent.request_id,
          ...(intent.action ? { action: intent.action } : {}),
        },
      }
  }
}

/**
 * Whether a screen may be opened for the host now: booted without a fatal error, the lock open
 * (unlocked, or the demo's wallet without a passphrase) and the session loaded after it.
 */
export function openForIntents(
  s: Pick<AppState, 'booted' | 'fatal' | 'lock' | 'settings'>,
): boolean {
  const state = s.lock?.state
  return (
    s.booted &&
    s.fatal === null &&
    (state === 'unlocked' || state === 'unprotected') &&
    s.settings !== null
  )
}

/**
 * Follows the host's intents on `store`. Returns a stopper. A bridge without intents (the web
 * host's) makes this a no-op.
 */
export function followHostIntents(bridge: CosignerApi | undefined, store: AppStore): () => void {
  const subscribe = bridge?.onHostIntent
  if (!subscribe) return () => {}
  let waiting: ScreenIntent | undefined
  /** Lock checks under way; a waiting intent goes only after the newest has answered. */
  let checking = 0

  const openWaiting = () => {
    if (waiting === undefined || checking > 0 || !openForIntents(store.state())) return
    const intent = waiting
    waiting = undefined
    const route = routeForIntent(intent, store.state())
    if (route) store.actions.navigate(route)
    else
      store.actions.notify({
        tone: 'info',
        title: t('common.notice.addAccountFirst'),
      })
  }

  const stopListening = subscribe((intent) => {
    if (intent.screen === 'lock') {
      store.actions.lockObserved()
      return
    }
    waiting = intent
    if (!store.state().booted) return // booting asks for the lock's state itself
    // The window's idea of the lock may be a few seconds old: the core is asked before anything opens.
    checking++
    void store.actions.refreshLock().finally(() => {
      checking--
      openWaiting()
    })
  })
  const unsubscribe = store.api.subscribe(openWaiting)
  return () => {
    unsubscribe()
    stopListening()
  }
}
