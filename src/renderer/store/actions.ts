/**
 * What each slice of the store can do. The slices call one another's actions through the store, so
 * their interfaces live here, apart from the slices, and no slice imports another.
 * @module
 */
import type { AccountInfo, AssetInfo, BridgeInput, ConversationState, GrantPurpose, LockStatus, Person, Settings, SharedAccount } from '../../shared/bridge'
import type { Notice, QueueTab, Route } from './types'

export interface SessionActions {
  /** Asks the core where its lock stands; when it is open, loads settings and accounts and picks the first screen. */
  boot(): Promise<void>
  /** Loads settings and accounts and picks the first screen (at boot, or once unlocked). */
  loadSession(): Promise<void>
  /** Adds or refreshes an account (after import, restore or registration) and makes it current. */
  accountAdded(account: AccountInfo): void
  selectAccount(userId: string): void
  /** A fresh queue for the current account, and periodic syncs while it is registered. */
  afterAccountChange(): void
  setSettings(settings: Settings): void
  /** Turns sharing new proposals in their account's group on or off. @throws BridgeFailure */
  setShareProposals(share: boolean): Promise<void>
}

export interface NavigationActions {
  navigate(route: Route): void
  back(): void
}

export interface QueueActions {
  setTab(tab: QueueTab): void
  setFilter(filter: string): void
  /**
   * Loads one list from the wallet's cache, first page first, then the rest page by page. A newer
   * load (another account, a sync) stops an older one.
   */
  loadTab(tab: QueueTab): Promise<void>
  /** Reloads the open list (after a sync, a signature, an unlock, an import). */
  reloadQueue(): Promise<void>
  /** Empties every list and stops loads under way (another account is current). */
  clearQueue(): void
}

export interface SyncActions {
  /** Syncs the queue with the service, then reloads the open list. Quiet: a failure shows only in the status line. */
  syncNow(o?: { quiet?: boolean }): Promise<void>
  /** Syncs now and then every {@link SYNC_EVERY_MS} (a registered account became current). */
  startSyncing(): void
  /** Stops the periodic sync and forgets the last one's outcome (another account became current). */
  stopSyncing(): void
}

export interface NoticeActions {
  notify(n: Omit<Notice, 'id'>): void
  /** Shows a failure as an error notice in plain words. */
  fail(e: unknown): void
  dismiss(id: number): void
}

export interface LockActions {
  /** Asks the core where the lock stands; null when it cannot be asked. */
  refreshLock(): Promise<LockStatus | null>
  /** Locks now (the Lock button, the shortcut). */
  lockNow(): Promise<void>
  /** @throws BridgeFailure 'wrong-passphrase' | 'throttled' (the lock screen shows it) */
  unlock(passphrase: string): Promise<void>
  /** Sets the first passphrase. @throws BridgeFailure 'weak-passphrase' | keychain failures */
  setupPassphrase(passphrase: string): Promise<void>
  /** The core answered 'locked': show the lock screen. */
  lockObserved(): void
  /** The user did something; told to the core now and then. */
  reportActivity(): void
  /**
   * A grant for one action: asks for the passphrase (a dialog) unless the wallet runs without one.
   * @param what what it is for, as the prompt says it ("Sign this request")
   * @throws BridgeFailure 'cancelled' when the user closes the prompt
   */
  requestGrant(purpose: GrantPurpose, subject: string | null, what: string): Promise<string>
  /** The prompt's answer. @throws BridgeFailure 'wrong-passphrase' | 'throttled' (the prompt shows it) */
  answerReauth(passphrase: string): Promise<void>
  cancelReauth(): void
  /** The grant that came with the first passphrase (for the first import), once. */
  takeSetupGrant(): string | null
  /** Takes the status the core gave at boot, then polls it (and checks at each idle deadline) until disposed. */
  watchLock(status: LockStatus): void
}

export interface AssetsActions {
  /** Describes these assets when the store does not know them yet. */
  needAssets(assetIds: readonly string[]): void
  /** Keeps descriptions the wallet answered elsewhere. */
  assetsLoaded(assets: readonly AssetInfo[]): void
}

export interface PeopleActions {
  /** Describes these users when the store does not know them yet. */
  needPeople(userIds: readonly string[]): void
  /** Asks the wallet to fetch these users anew (names or avatars changed), then keeps what it answers. */
  refreshPeople(userIds: readonly string[]): Promise<void>
  /** Keeps people the wallet answered elsewhere (a search, a lookup). */
  peopleLoaded(people: readonly Person[]): void
}

export interface MessagesActions {
  /** Runs one `messages.wait` loop per registered account (and stops those of accounts gone). */
  watchMessages(): void
  /** Shows a conversation: its newest page, then whatever arrives. */
  openConversation(account: string, conversationId: string): Promise<void>
  closeConversation(): void
  /** The page before the first message loaded (scrolling up). */
  loadOlderMessages(): Promise<void>
  /** What was stored after the last message loaded. */
  loadNewerMessages(): Promise<void>
  /** Marks the open conversation read up to its last loaded message, when it has unread ones. */
  markConversationRead(): Promise<void>
  /** Sends a text to the open conversation; shown at once as sending. @throws BridgeFailure */
  sendMessage(text: string): Promise<void>
  /** Hides the announcement reminder bar. @throws BridgeFailure */
  dismissAnnouncement(account: string, conversationId: string): Promise<void>
  /** Keeps states the wallet answered elsewhere (a shared request's card). */
  conversationStatesLoaded(account: string, states: readonly ConversationState[]): void
}

/** A shared account as the treasury names it: its members hash and threshold. */
export interface SharedAccountKey {
  readonly members_hash: string
  readonly threshold: number
}

/** What names a shared account to follow: its members and threshold, or its MIX address; and a name for it. */
export type AccountToFollow = Omit<BridgeInput<'treasury.addAccount'>, 'account'>

export interface TreasuryActions {
  /** Reads the shared accounts from the wallet's cache (works offline). */
  loadTreasury(): Promise<void>
  /** Reads each followed account's outputs from the service, then the cache again; a failure shows in `syncError`. */
  syncTreasury(): Promise<void>
  /**
   * Follows a shared account (an offered one becomes followed); the list shows it at once.
   * @throws BridgeFailure 'invalid-shared-account' saying what is wrong with the description
   */
  followSharedAccount(description: AccountToFollow): Promise<SharedAccount>
  /** Stops following a shared account, or dismisses an offered one; the list drops it at once. @throws BridgeFailure */
  unfollowSharedAccount(key: SharedAccountKey): Promise<void>
  /** Names a shared account in this wallet ('' removes the name). @throws BridgeFailure */
  nameSharedAccount(key: SharedAccountKey, label: string): Promise<void>
}

export interface GroupsActions {
  /** Reads the account's groups from the wallet's cache. */
  loadGroups(): Promise<void>
  /** The members of a group, as the service (or, out of reach, the wallet's copy) says. @throws BridgeFailure */
  groupMembers(conversationId: string): Promise<string[]>
  /** Sends a request's text and link into a group, where members open it in one click. @throws BridgeFailure */
  shareRequest(conversationId: string, requestId: string): Promise<void>
}
