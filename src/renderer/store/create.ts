/**
 * Builds the app's store: one zustand store composed of slices (./session, ./navigation, ./queue,
 * ./sync, ./notices, ./lock, ./assets, ./people, ./messages, ./treasury, ./groups, ./review,
 * ./accounts, ./open, ./activity, ./runs), each adding its part of the state and its actions, every change
 * made through `set`. The store is the renderer's one door to the core: its actions are the only
 * code that calls the bridge, all through the one caller made here, so a refusal as `locked` shows
 * the lock screen whichever screen asked. The bridge is a parameter, so unit tests build a store on
 * a bridge of their own; the page's one store is made in ./index. No state outside the store: each
 * slice keeps its counters and timers in its own closure, so two stores share nothing.
 * @module
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CosignerApi } from '../../shared/bridge'
import { bridgeCaller } from '../base/bridge-caller'
import { accountsSlice } from './accounts'
import { activitySlice } from './activity'
import { assetsSlice } from './assets'
import { lockSlice } from './lock'
import { messagesSlice } from './messages'
import { navigationSlice } from './navigation'
import { noticesSlice } from './notices'
import { peopleSlice } from './people'
import { queueSlice } from './queue'
import { sessionSlice } from './session'
import type {
  AccountsActions,
  ActivityActions,
  AssetsActions,
  GroupsActions,
  LockActions,
  MessagesActions,
  NavigationActions,
  NoticeActions,
  OpenActions,
  PeopleActions,
  QueueActions,
  ReviewActions,
  RunsActions,
  SessionActions,
  SyncActions,
  TreasuryActions,
} from './actions'
import { openSlice } from './open'
import { reviewSlice } from './review'
import { runsSlice } from './runs'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import { syncSlice } from './sync'
import { treasurySlice } from './treasury'
import { groupsSlice } from './groups'
import type { AppState } from './types'

export type AppActions = SessionActions &
  NavigationActions &
  QueueActions &
  SyncActions &
  NoticeActions &
  LockActions &
  AssetsActions &
  PeopleActions &
  MessagesActions &
  TreasuryActions &
  GroupsActions &
  ReviewActions &
  AccountsActions &
  OpenActions &
  ActivityActions &
  RunsActions

export interface AppStore {
  /** The zustand store (for subscribing; components use the hooks of ./index). */
  readonly api: StoreApi<AppState>
  readonly actions: AppActions
  /** The state right now. */
  state(): AppState
  /** The current account's id; throws when none is chosen (screens render only with one). */
  currentAccount(): string
  /** Stops the store's timers (the periodic sync, notices waiting to go). */
  dispose(): void
}

/**
 * A store talking to `bridge` (the page's `window.cosigner`, or a test's); with none, every call
 * fails as `no-bridge` and booting shows why.
 * @example const app = createAppStore(window.cosigner); await app.actions.boot()
 */
export function createAppStore(bridge: CosignerApi | undefined): AppStore {
  const actions = {} as AppActions
  const slices: Slice<object, object>[] = []
  const api = createStore<AppState>()((set, get) => {
    // Whichever screen's call the core refuses as locked, the lock screen follows.
    const call = bridgeCaller(bridge, (f) => {
      if (f.code === 'locked') actions.lockObserved()
    })
    const ctx: SliceContext<AppActions> = { set, get, call, actions }
    slices.push(
      sessionSlice(ctx),
      navigationSlice(ctx),
      queueSlice(ctx),
      syncSlice(ctx),
      noticesSlice(ctx),
      lockSlice(ctx),
      assetsSlice(ctx),
      peopleSlice(ctx),
      messagesSlice(ctx),
      treasurySlice(ctx),
      groupsSlice(ctx),
      reviewSlice(ctx),
      accountsSlice(ctx),
      openSlice(ctx),
      activitySlice(ctx),
      runsSlice(ctx),
    )
    return Object.assign({}, ...slices.map((s) => s.initial)) as AppState
  })
  Object.assign(actions, ...slices.map((s) => s.actions))
  return {
    api,
    actions,
    state: api.getState,
    currentAccount: () => currentAccountIn(api.getState),
    dispose() {
      for (const s of slices) s.dispose?.()
    },
  }
}
