/**
 * What every slice is built from: the store's `set` and `get`, the bridge, and every slice's
 * actions (so one slice can call another's; they are bound once the store is built). A slice is a
 * function of this context returning its part of the initial state, its actions, and how to stop
 * what it started; its private counters and timers live in that function's closure, so each store
 * has its own.
 * @module
 */
import type { StoreApi } from 'zustand/vanilla'
import type { BridgeCall } from '../app/bridge-caller'
import type { AppActions } from './create'
import type { AppState } from './types'

export interface SliceContext {
  readonly set: StoreApi<AppState>['setState']
  readonly get: StoreApi<AppState>['getState']
  readonly call: BridgeCall
  readonly actions: AppActions
}

export interface Slice<S, A> {
  readonly initial: S
  readonly actions: A
  /** Stops the slice's timers (a store that is thrown away leaves none running). */
  readonly dispose?: () => void
}
