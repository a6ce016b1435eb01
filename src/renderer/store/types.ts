/**
 * The app state's shape: what each slice keeps (./session, ./navigation, ./queue, ./sync,
 * ./notices, ./lock, ./assets, ./people, ./messages, ./treasury, ./groups, ./review), and the routes,
 * lists and answers screens name.
 * @module
 */
import type {
  AccountInfo,
  AssetInfo,
  CodeResolution,
  ConversationState,
  GrantPurpose,
  GroupDetail,
  GroupSummary,
  LockStatus,
  MessageLink,
  Person,
  OpenedRequest,
  QueueState,
  RequestItem,
  SearchedRequest,
  ReviewResult,
  Settings,
  StoredMessage,
  SyncResult,
  TreasuryList,
} from '../../shared/bridge'
import type { LinkAction, PayLink } from '../../shared/links'
import type { Language } from '../../shared/i18n/locales'
import type { Explained } from '../base/errors'

/**
 * The queue's three lists. `done` holds every request nobody can act on any more: unlocked ones, sent
 * ones, and complete ones whose transaction is still on its way (`sending`), which the row says.
 */
export type QueueTab = 'needs-signature' | 'waiting' | 'done'
export const QUEUE_TABS: readonly QueueTab[] = ['needs-signature', 'waiting', 'done']

/** Which request a review is about: one in the queue, or an offline request file. */
export type ReviewSource =
  /**
   * `proposed`: this window just proposed it; `sharedIn` is the group its link went to at once (null
   * when none), and the review says so or offers to share it.
   */
  | {
      kind: 'request'
      requestId: string
      action?: 'sign' | 'unlock'
      proposed?: { sharedIn: string | null }
    }
  | { kind: 'file'; text: string; fileName: string }

export type Route =
  | { name: 'onboarding' }
  | { name: 'queue' }
  | { name: 'review'; source: ReviewSource }
  | { name: 'groups' }
  | { name: 'group'; conversationId: string }
  | { name: 'open'; text?: string }
  | { name: 'activity' }
  | { name: 'settings' }
  | { name: 'accounts' }
  /** One shared account, named by its members hash and threshold. */
  | { name: 'account'; membersHash: string; threshold: number }
  | { name: 'pay'; membersHash: string; threshold: number; assetId?: string; prefill?: PayPrefill }
  /** Pay many: a payroll from a CSV, new or a saved draft reopened. */
  | { name: 'payroll'; membersHash: string; threshold: number; draftId?: string }
  /** A payroll or a move to new members, as one thing: its review, signing, and how it stands. */
  | { name: 'run'; runId: string }
  /** Move to new members: the plan of a move, before anything is created. */
  | { name: 'rotate'; membersHash: string; threshold: number }

/** What a payment link (or a person's card) fills into the New payment form; nothing is sent by it. */
export interface PayPrefill {
  readonly to?: string
  readonly amount?: string
  readonly memo?: string
}

export type RouteName = Route['name']

export interface Notice {
  id: number
  tone: 'error' | 'success' | 'info'
  title: string
  /** For errors: what to do next. */
  next?: string
}

export interface TabData {
  items: RequestItem[]
  /** Requests in this list according to the wallet's counts. */
  total: number
  loading: boolean
  /** True once the whole list is loaded. */
  complete: boolean
}

export interface SyncStatus {
  busy: boolean
  at: number | null
  result: SyncResult | null
  error: Explained | null
}

/** The session slice: the wallet's accounts and settings, and whether the app could start. */
export interface SessionState {
  booted: boolean
  /** Set when the page has no wallet behind it, or the wallet could not start. */
  fatal: Explained | null
  accounts: AccountInfo[]
  accountId: string | null
  settings: Settings | null
  /** The language chosen ('system' follows the system's), known before the wallet is unlocked. */
  language: Language
}

export interface NavigationState {
  route: Route
  history: Route[]
}

export interface QueueSliceState {
  tab: QueueTab
  filter: string
  queue: Record<QueueTab, TabData>
  counts: Record<QueueState, number>
  /** The filter's matches, searched in every list; null while the filter is empty. */
  search: QueueSearch | null
}

/** The filter's matches in the open list, with how many each list holds and what matched in each. */
export interface QueueSearch {
  /** The query as searched (trimmed), and the list whose matches `items` are. */
  query: string
  tab: QueueTab
  items: SearchedRequest[]
  /** Matches per state, in every state; null until the query's first answer. */
  counts: Record<QueueState, number> | null
  loading: boolean
}

export interface SyncState {
  sync: SyncStatus
}

export interface NoticesState {
  notices: Notice[]
}

/** The assets slice: descriptions by asset id, as the wallet's cache holds them. */
export interface AssetsState {
  assets: Record<string, AssetInfo>
}

/** The people slice: users by id, as the wallet's users cache holds them. */
export interface PeopleState {
  people: Record<string, Person>
}

/** The passphrase prompt on screen: what it is for. */
export interface ReauthPrompt {
  id: number
  purpose: GrantPurpose
  /** What the action is, as the prompt names it. */
  what: string
}

/** The lock slice: the core's lock status as last heard, and the passphrase prompt, if one is open. */
export interface LockSliceState {
  lock: LockStatus | null
  reauth: ReauthPrompt | null
}

/** A text this window sent that the core has not stored yet: shown at once, as sending. */
export interface OutgoingText {
  message_id: string
  text: string
  created_at: string
}

/** The conversation on screen: its messages loaded so far, oldest first. */
export interface OpenConversation {
  account: string
  conversationId: string
  messages: StoredMessage[]
  outbox: OutgoingText[]
  /** Older messages exist before the first. */
  hasMore: boolean
  /** The first page is on its way. */
  loading: boolean
  loadingOlder: boolean
  error: Explained | null
}

/** The messages slice: conversation states by account and conversation id, and the open conversation. */
export interface MessagesState {
  conversations: Record<string, Record<string, ConversationState>>
  /** Which conversations are the account's groups (what the Groups badge counts). */
  groupIds: Record<string, string[]>
  /** Each account's message socket, as the core last said. */
  messageLinks: Record<string, MessageLink>
  openConversation: OpenConversation | null
}

/** Something the screens read from the wallet's cache for the current account, and how that read went. */
export interface Loaded<T> {
  /** Whose it is: a copy read for another account is not shown. */
  account: string | null
  value: T | null
  loading: boolean
  error: Explained | null
}

/** The treasury slice: the shared accounts as last read, and how the last sync with the service went. */
export interface TreasuryState {
  treasury: Loaded<TreasuryList> & {
    syncing: boolean
    /** Why the last sync failed (what shows is then the wallet's last copy). */
    syncError: Explained | null
  }
}

/** The group a screen shows, as the service (or, out of reach, the wallet's copy) last said. */
export interface GroupOnScreen {
  conversationId: string | null
  value: GroupDetail | null
  loading: boolean
  error: Explained | null
}

/** The groups slice: the account's groups as the wallet keeps them, and the one on screen. */
export interface GroupsState {
  groups: Loaded<GroupSummary[]>
  group: GroupOnScreen
}

/** The review on screen: the core's summary of a request (or an offline file), as last read. */
export interface ReviewScreen {
  /** Which review it is ({@link reviewKey}): a copy read for another is not shown. */
  key: string | null
  source: ReviewSource | null
  result: ReviewResult | null
  loading: boolean
  error: Explained | null
}

export interface ReviewState {
  review: ReviewScreen
}

/** Which review a source names: its request id, or the offline file's name. */
export const reviewKey = (source: ReviewSource): string =>
  source.kind === 'request' ? `request:${source.requestId}` : `file:${source.fileName}`

/** What a text pasted into Open anything turned out to be. */
export type Opened =
  | { kind: 'code'; code: string; resolution: CodeResolution }
  /** `item.offline`: the service could not be reached, and this is the copy saved on this computer. */
  | { kind: 'request'; item: OpenedRequest; action?: LinkAction }
  | { kind: 'person'; person: Person }
  | { kind: 'group'; group: GroupDetail }
  | { kind: 'pay'; link: PayLink }

export type AppState = SessionState &
  NavigationState &
  QueueSliceState &
  SyncState &
  NoticesState &
  LockSliceState &
  AssetsState &
  PeopleState &
  MessagesState &
  TreasuryState &
  GroupsState &
  ReviewState
