/**
 * What each slice of the store can do. The slices call one another's actions through the store, so
 * their interfaces live here, apart from the slices, and no slice imports another.
 * @module
 */
import type {
  AccountAvailability,
  AccountInfo,
  AssetHistory,
  AssetInfo,
  AttachmentFile,
  AuditEntry,
  BridgeInput,
  Conflict,
  ConversationState,
  FieldError,
  GrantPurpose,
  KeystorePreview,
  LockStatus,
  OrphanKeys,
  PassphraseVerdict,
  Person,
  RegistrationResult,
  RequestItem,
  RotationPlan,
  RotationProgress,
  RunDetail,
  RunFieldError,
  RunList,
  RunReview,
  RunSignResult,
  PayrollPreview,
  SharedRunFile,
  Settings,
  SharedAccount,
  SignedFileInfo,
  StaleRequests,
} from '../../shared/bridge'
import type { Language } from '../../shared/i18n/locales'
import type { Notice, Opened, QueueTab, ReviewSource, Route } from './types'

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
  /** Chooses the theme. @throws BridgeFailure */
  setTheme(theme: Settings['theme']): Promise<void>
  /** Chooses the language the wallet speaks ('system': the system's). @throws BridgeFailure */
  setLanguage(language: Language): Promise<void>
  /**
   * Moves the wallet to another service (null: the default), asking for the passphrase when the core
   * says so; then syncs with it. An address on a private network is taken only with `confirmHost`,
   * its host as the user confirmed it: without, the answer is `private-host` and nothing changed.
   * @throws BridgeFailure 'insecure-url' | 'not-mixin-service' | … saying what is wrong with it
   */
  setServiceAddress(url: string | null, confirmHost?: string): Promise<ServiceChange>
}

/** What moving to another service came to. */
export type ServiceChange = { kind: 'changed'; settings: Settings } | { kind: 'private-host' }

export interface NavigationActions {
  navigate(route: Route): void
  back(): void
}

export interface QueueActions {
  setTab(tab: QueueTab): void
  /** Sets the filter; its matches are searched in every list a moment later (see `searchQueue`). */
  setFilter(filter: string): void
  /** Searches the filter in every list: the open list's matches, with what matched, and each list's count. */
  searchQueue(): Promise<void>
  /** The newest requests in every list (from the cache), whichever lists the queue has loaded. @throws BridgeFailure */
  recentRequests(limit: number): Promise<RequestItem[]>
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
  /** The core's verdict on a passphrase being chosen. @throws BridgeFailure */
  checkPassphrase(candidate: string): Promise<PassphraseVerdict>
  /**
   * Changes how long the wallet stays open, or signs without the passphrase; a looser setting asks
   * for the passphrase first (`asking` says what for, in the prompt). Resolves to whether it did.
   * @throws BridgeFailure
   */
  configureLock(change: LockChange, asking: string): Promise<{ loosened: boolean }>
  /** Re-seals every key under a new passphrase, after the current one is entered. @throws BridgeFailure */
  changePassphrase(passphrase: string): Promise<void>
}

/** One change to the lock: how long it stays open, or how long signing needs no passphrase. */
export type LockChange = { idle_minutes: number } | { reauth_window_minutes: number }

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
  /** The account's contacts matching a name, an identity number or an id's start (kept in the store). */
  searchPeople(query: string, limit: number): Promise<Person[]>
  /** One user by id, user link or code link, asked of the service (kept, and among the contacts from now). @throws BridgeFailure */
  lookupPerson(ref: string): Promise<Person>
  /**
   * Finds each of these user ids or links. Out of reach, a pasted id is taken as it is (the service
   * checks it when it is used); any other failure is the first one met, the rest still found.
   */
  findPeople(refs: readonly string[]): Promise<FoundPeople>
}

/** What {@link PeopleActions.findPeople} found: each user in order (`person` null for an id taken as it is), and the first failure. */
export interface FoundPeople {
  readonly found: ReadonlyArray<{ userId: string; person: Person | null }>
  readonly failure: unknown
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
  /** A message's attachment, fetched through the core. @throws BridgeFailure */
  messageAttachment(
    account: string,
    conversationId: string,
    messageId: string,
  ): Promise<AttachmentFile>
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
  /** An asset's history in a shared account, newest first. @throws BridgeFailure */
  assetHistory(key: SharedAccountKey, assetId: string): Promise<AssetHistory>
  /** Per asset, what can be paid now and what each pending request locks, pays and returns (from the cache). @throws BridgeFailure */
  accountAvailability(key: SharedAccountKey): Promise<AccountAvailability>
  /** Requests pending longer than the user's threshold (of one shared account, or all). @throws BridgeFailure */
  staleRequests(key?: SharedAccountKey): Promise<StaleRequests>
  /** Sets how long a request may wait before it counts as stale; the shared accounts are read again. @throws BridgeFailure */
  setStaleAfter(ms: number): Promise<void>
  /**
   * Proposes a payment and signs it as the proposer (asking for the passphrase only when the core
   * says so, once the fields are right); a proposal opens in review. Fields the core refuses come
   * back, and nothing is created then.
   * @throws BridgeFailure 'request-id-used' when the draft's request id must change; others
   */
  proposePayment(draft: PaymentDraft): Promise<ProposalOutcome>
}

/** A payment as the New payment form fills it in, for the current account. */
export type PaymentDraft = Omit<BridgeInput<'payments.propose'>, 'account' | 'grant'> & {
  readonly request_id: string
}

/** A proposal made (its review is on screen), or the fields the core refused. */
export type ProposalOutcome =
  { kind: 'proposed'; request: RequestItem } | { kind: 'invalid'; errors: readonly FieldError[] }

export interface GroupsActions {
  /** Reads the account's groups from the wallet's cache. */
  loadGroups(): Promise<void>
  /** The members of a group, as the service (or, out of reach, the wallet's copy) says. @throws BridgeFailure */
  groupMembers(conversationId: string): Promise<string[]>
  /** Sends a request's text and link into a group, where members open it in one click; says where. @throws BridgeFailure */
  shareRequest(conversationId: string, requestId: string): Promise<void>
  /** Shows a group: reads it from the service (out of reach, the wallet's copy), again on each call. */
  showGroup(conversationId: string): Promise<void>
  /** Changes the group on screen; shows it as the service answers, then says `done`. @throws BridgeFailure */
  changeGroup(change: GroupChange, done: string): Promise<void>
  /** Creates a group, of which the account is the owner, and opens it. @throws BridgeFailure */
  createGroup(group: Omit<BridgeInput<'groups.create'>, 'account'>): Promise<void>
  /** Joins a group by its invitation code or link, and opens it. @throws BridgeFailure */
  joinGroup(code: string): Promise<void>
  /** Leaves the group on screen, and goes back to the list. @throws BridgeFailure */
  exitGroup(): Promise<void>
}

/** A change to a group, in the contract's words. */
export type GroupChange =
  | { kind: 'edit'; name?: string; announcement?: string }
  | { kind: 'add'; user_ids: string[] }
  | { kind: 'remove'; user_ids: string[] }
  | { kind: 'admin'; user_id: string; admin: boolean }
  | { kind: 'mute'; preset: BridgeInput<'groups.mute'>['preset'] }
  | { kind: 'disappear'; seconds: number }
  | { kind: 'rotate-invite' }

export interface ReviewActions {
  /** Shows a request's review, or an offline file's: the core decodes it (out of reach, it answers the copy it checked last, and says so). */
  openReview(source: ReviewSource): Promise<void>
  /** Reads the review on screen again (a retry, a sync that may have sent it). */
  reloadReview(): Promise<void>
  /**
   * Reviews the request again before a confirmation opens: true when `kind` still applies to what the
   * user saw; otherwise the screen shows the request as it is now, and says so.
   */
  mayConfirm(kind: 'sign' | 'unlock'): Promise<boolean>
  /**
   * Signs the request on screen, which the user confirmed, asking for the passphrase outside the
   * re-auth window; an offline file's signature is saved as a file. The screen then shows the review
   * the core answered with. `moved-on`: the request changed meanwhile, and the screen shows it as it is.
   * @throws BridgeFailure ('cancelled' when the prompt was closed)
   */
  signReviewed(): Promise<ReviewOutcome>
  /** Unlocks (revokes) the request on screen, after the passphrase. @throws BridgeFailure */
  unlockReviewed(): Promise<ReviewOutcome>
  /** Saves the request on screen as a file for an offline computer to sign. @throws BridgeFailure */
  exportReviewed(): Promise<void>
  /**
   * Submits a signature made offline, for the request it signs; with `forRequest`, only when it signs
   * that one (else it says which it signs, and nothing is submitted). The request's review shows next.
   * @throws BridgeFailure
   */
  submitSignatureFile(text: string, forRequest?: string): Promise<SignatureSubmission>
  /** Other requests that spend the same funds. @throws BridgeFailure */
  requestConflicts(requestId: string): Promise<Conflict[]>
}

export type ReviewOutcome = 'done' | 'moved-on'

export type SignatureSubmission =
  { kind: 'submitted'; request: RequestItem } | { kind: 'other-request'; info: SignedFileInfo }

export interface AccountsActions {
  /** Which account a keystore is, read before it is imported. @throws BridgeFailure */
  inspectKeystore(text: string): Promise<KeystorePreview>
  /** Brings an account in from its keystore (with the first passphrase's grant, else after the prompt) and makes it current. @throws BridgeFailure */
  importKeystore(text: string, label?: string): Promise<AccountInfo>
  /** Restores an account from a Cosigner backup and makes it current. @throws BridgeFailure */
  restoreBackup(text: string, passphrase: string): Promise<AccountInfo>
  /** Registers an account with the service; with `createKeys`, new spend keys first (after the passphrase). @throws BridgeFailure */
  registerAccount(userId: string, createKeys?: boolean): Promise<RegistrationResult>
  /** Saves an encrypted backup of the current account's keys, after the passphrase. @throws BridgeFailure */
  exportBackup(passphrase: string): Promise<void>
  /** Removes an account and its keys from the wallet, after the passphrase. @throws BridgeFailure */
  removeAccount(userId: string, label: string): Promise<void>
  /** Keys in the keychain that belong to no account of the wallet. @throws BridgeFailure */
  orphanKeys(): Promise<OrphanKeys[]>
  /** Deletes keys that belong to no account, after the passphrase. @throws BridgeFailure */
  removeOrphanKeys(userId: string): Promise<void>
}

export interface OpenActions {
  /** What a pasted text stands for: a request, a code, a person, a group, a payment link. @throws BridgeFailure */
  resolveText(text: string): Promise<Opened>
  /** Takes a request into the wallet by id, code or link, and opens its review. @throws BridgeFailure */
  openRequest(ref: string, action?: 'sign' | 'unlock'): Promise<void>
  /** Opens a link the wallet reads itself (a request, a code, a person, a payment); false when it is not one. */
  openLink(url: string): boolean
}

export interface ActivityActions {
  /** A page of the audit log, newest first, before `beforeId`. @throws BridgeFailure */
  auditPage(query: AuditQuery, beforeId?: number): Promise<AuditEntry[]>
  /** Saves every request of the current account as CSV, from the wallet's caches; says where. @throws BridgeFailure */
  exportRequestHistory(): Promise<void>
  /** Saves the log entries a query matches as the audit trail (CSV, with names, as the core writes it); says where. @throws BridgeFailure */
  exportAuditTrail(query: AuditTrailQuery): Promise<void>
  /** Saves a shared account's ledger — one row per movement in and out — as CSV, as the core writes it; says where. @throws BridgeFailure */
  exportLedger(key: SharedAccountKey): Promise<void>
}

/** What the activity screen's filters ask of the log. */
export type AuditQuery = Omit<BridgeInput<'audit.list'>, 'before_id' | 'limit'>

/** The same for the audit trail, with the result filter the core applies. */
export type AuditTrailQuery = BridgeInput<'audit.trail'>

/** A payroll as the Pay many form fills it in, for the current account. */
export type PayrollForm = Omit<BridgeInput<'payroll.preview'>, 'account'>

/** A move to new members as its form fills it in, for the current account. */
export type RotationForm = Omit<BridgeInput<'rotation.plan'>, 'account'>

/** A run proposed (its screen is open), or the rows and fields the core refused (nothing was created). */
export type RunOutcome =
  { kind: 'proposed'; run: RunDetail } | { kind: 'invalid'; errors: readonly RunFieldError[] }

export interface RunsActions {
  /** Checks every row and plans the requests; creates nothing. @throws BridgeFailure */
  previewPayroll(form: PayrollForm): Promise<PayrollPreview>
  /**
   * Proposes the payroll and signs each of its requests as the proposer, asking for the passphrase
   * only once the core found every row right; the run opens. @throws BridgeFailure
   */
  proposePayroll(form: PayrollForm & { readonly run_id: string }): Promise<RunOutcome>
  /** Saves (or updates) a draft: the rows as pasted, the memo and name. @throws BridgeFailure */
  savePayrollDraft(form: PayrollForm): Promise<RunDetail>
  /** Forgets a draft. @throws BridgeFailure */
  discardPayrollDraft(runId: string): Promise<void>
  /** The runs this wallet knows, and run files shared in its groups not opened yet (works offline). @throws BridgeFailure */
  listRuns(): Promise<RunList>
  /** One run as the wallet keeps it. @throws BridgeFailure */
  getRun(runId: string): Promise<RunDetail>
  /** Keeps the run a shared file describes, and opens it. @throws BridgeFailure */
  openSharedRun(file: Pick<SharedRunFile, 'conversation_id' | 'message_id'>): Promise<RunDetail>
  /** Keeps the run a run file (opened from disk) describes, and opens it. @throws BridgeFailure */
  importRunFile(text: string): Promise<RunDetail>
  /** Reviews every request of the run from its raw. @throws BridgeFailure */
  reviewRun(runId: string): Promise<RunReview>
  /**
   * Signs every request of the run this account has not signed, which the user confirmed, asking for
   * the passphrase outside the re-auth window. @throws BridgeFailure ('cancelled' when the prompt was closed)
   */
  signRun(runId: string, digest: string): Promise<RunSignResult>
  /** Saves the run as CSV for the accountant; says where. @throws BridgeFailure */
  exportRun(runId: string): Promise<void>
  /** Plans a move to new members; creates nothing. @throws BridgeFailure */
  planRotation(form: RotationForm): Promise<RotationPlan>
  /** Starts the move: the sweeps proposed and signed by this account; the run opens. @throws BridgeFailure */
  startRotation(form: RotationForm & { readonly rotation_id: string }): Promise<RunOutcome>
  /** Where a move stands (after a sync, unless `offline`). @throws BridgeFailure */
  rotationProgress(rotationId: string, offline?: boolean): Promise<RotationProgress>
  /** Sweeps what became spendable since the move started. @throws BridgeFailure */
  sweepRest(rotationId: string): Promise<RunOutcome>
}
