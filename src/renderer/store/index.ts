/**
 * The page's one store (see ./create), on the page's bridge, and how components reach it: they read
 * state with {@link useApp} and call {@link actions}. The store folder is the only code that imports
 * zustand (lint enforces it).
 * @module
 */
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { pageBridge } from '../base/bridge'
import { createAppStore, type AppActions } from './create'
import { followHostIntents } from './host-intents'
import type { AppState } from './types'

export type { AppActions } from './create'
export type {
  AccountToFollow,
  AuditQuery,
  FoundPeople,
  GroupChange,
  LockChange,
  PaymentDraft,
  PayrollForm,
  ProposalOutcome,
  RotationForm,
  RunOutcome,
  ReviewOutcome,
  SharedAccountKey,
  SignatureSubmission,
} from './actions'
export { AUDIT_PAGE } from './activity'
export { runSignedText } from './runs'
export { unreadInGroups } from './messages'
export { tabTotal } from './queue'
export * from './types'

const app = createAppStore(pageBridge())
followHostIntents(pageBridge(), app)

/** Reads a slice of the state; re-renders when that slice changes (shallowly compared). */
export function useApp<T>(selector: (s: AppState) => T): T {
  return useStore(app.api, useShallow(selector))
}

/** The state right now, outside React (event handlers that must not subscribe). */
export const appState = (): AppState => app.state()

/** The current account's id; throws when none is chosen (screens render only with one). */
export const currentAccount = (): string => app.currentAccount()

export const actions: AppActions = app.actions
