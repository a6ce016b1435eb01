/**
 * What every slice is built from: the store's `set` and `get`, the bridge, and the actions it
 * calls, its own or another slice's (bound once the store is built; each slice names the ones it
 * calls, so the slices depend on each other one way and none on ./create). A slice is a
 * function of this context returning its part of the initial state, its actions, and how to stop
 * what it started; its private counters and timers live in that function's closure, so each store
 * has its own.
 * @module
 */
import type { StoreApi } from 'zustand/vanilla'
import { resolveLanguage, type Language, type Locale } from '../../shared/i18n/locales'
import type { BridgeCall } from '../base/bridge-caller'
import type { AppState } from './types'

/** `A`: the actions the slice calls through `actions`. */
export interface SliceContext<A = object> {
  readonly set: StoreApi<AppState>['setState']
  readonly get: StoreApi<AppState>['getState']
  readonly call: BridgeCall
  readonly actions: A
}

export interface Slice<S, A> {
  readonly initial: S
  readonly actions: A
  /** Stops the slice's timers (a store that is thrown away leaves none running). */
  readonly dispose?: () => void
}

/** The locale a language setting means on this system (the browser's languages; none outside one). */
export function localeOf(language: Language): Locale {
  return resolveLanguage(language, typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** The language the window speaks now: what the core words a file's header in. */
export function readerLocaleIn(get: SliceContext['get']): Locale {
  return localeOf(get().language)
}

/** The current account's id, for an action that needs one. @throws TypeError when none is chosen (screens render only with one) */
export function currentAccountIn(get: SliceContext['get']): string {
  const account = get().accountId
  if (account === null) throw new TypeError('no account is selected')
  return account
}
