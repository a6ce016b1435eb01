/**
 * A stand-in for `window.cosigner`, typed by the bridge contract: a small in-memory wallet (accounts,
 * settings, each account's requests) answering the methods the store calls, recording every call,
 * and able to hold answers back so a test decides when they arrive. The bridge is the renderer's
 * edge: behind it is the main process, which the renderer never sees.
 * @module
 */
import {
  BRIDGE_METHODS,
  type AccountInfo,
  type AssetInfo,
  type BridgeErrorCode,
  type ConversationState,
  type GroupDetail,
  type StoredMessage,
  type BridgeInput,
  type BridgeMethod,
  type CosignerApi,
  type Envelope,
  type LockStatus,
  type Person,
  type QueueState,
  type RequestItem,
  type Settings,
  type SharedAccount,
  type SyncResult,
} from '../../../../src/shared/bridge'
import { requestItem } from '../request-item'

export interface FakeWallet {
  readonly api: CosignerApi
  accounts: AccountInfo[]
  settings: Settings
  /** Where the lock stands; `lock.unlock` and `lock.reauthenticate` take {@link FAKE_PASSPHRASE}. */
  lock: LockStatus
  /** Each account's requests, by user id. */
  readonly requests: Map<string, RequestItem[]>
  /** What `requests.sync` answers (per account); the default finds nothing new. */
  readonly syncResults: Map<string, SyncResult>
  /** Methods that answer `{ok: false}` with this code and message. */
  readonly failing: Map<BridgeMethod, { code: BridgeErrorCode; message: string }>
  /** Every call, in order. */
  readonly calls: Array<{ method: BridgeMethod; input: unknown }>
  /** The users cache: what `people.get` answers, by id (from the cache alone when the service is out of reach, as the core does). */
  readonly people: Map<string, Person>
  /** One account's conversations: their stored messages, oldest first, by conversation id. */
  readonly messages: Map<string, StoredMessage[]>
  /** Their states, by conversation id; `messages.wait` answers them all. */
  readonly conversationStates: Map<string, ConversationState>
  /** The change counter `messages.wait` reports; {@link messagesChanged} raises it. */
  change: number
  /** Raises the change counter and answers the waiting `messages.wait` calls. */
  messagesChanged(): void
  /** While set, calls of these methods wait for {@link release}. */
  readonly held: Set<BridgeMethod>
  /** Lets held calls of `method` answer (those whose input `which` picks), with the wallet's state then. */
  release(method: BridgeMethod, which?: (input: never) => boolean): Promise<void>
  /** Each account's shared accounts, followed and offered, by user id: what `treasury.list` answers. */
  readonly sharedAccounts: Map<string, SharedAccount[]>
  /** The one account's groups, with their members (what `groups.open` answers, online or not, as the core does from its copy). */
  groups: GroupDetail[]
  /** The assets cache: what `assets.get` answers, by id. */
  readonly assets: Map<string, AssetInfo>
  /**
   * A test's own answers, for methods the fake does not model (a review, a signature, a proposal): the
   * value, or a refusal thrown as `{code, message}`.
   */
  readonly answers: Map<BridgeMethod, (input: never) => unknown>
}

export const FAKE_PASSPHRASE = 'the fake wallet passphrase'

export function lockStatus(state: LockStatus['state'], over: Partial<LockStatus> = {}): LockStatus {
  return {
    state,
    now: 1_700_000_000_000,
    accounts: 0,
    idle_ms: 300_000,
    reauth_window_ms: 0,
    locks_at: null,
    sign_without_reauth_until: null,
    failed_attempts: 0,
    retry_at: null,
    keychain: {
      storage: 'os',
      backend: 'Secret Service',
      reason: null,
      remedy: null,
      detail: null,
    },
    ...over,
  }
}

let n = 0
const uuid = (prefix: number) =>
  `${String(prefix).padStart(8, '0')}-0000-4000-8000-${String(++n).padStart(12, '0')}`

export function account(registered: boolean, label = 'Test'): AccountInfo {
  return {
    user_id: uuid(1),
    session_id: uuid(2),
    label,
    session_public_key: 'aa'.repeat(32),
    spend_public_key: null,
    tip_public_key: null,
    registered_at: registered ? 1_700_000_000_000 : null,
    created_at: 1_700_000_000_000,
  }
}

/** A shared account of `members` (the first is the user) with no funds yet. */
export function sharedAccount(
  members: string[],
  threshold: number,
  status: SharedAccount['status'] = 'followed',
): SharedAccount {
  return {
    members_hash: `${members.length}${threshold}`.padEnd(64, members[1]?.slice(-1) ?? '0'),
    threshold,
    members: [...members].sort(),
    label: '',
    status,
    address: `MIX${members.join('').slice(0, 20)}`,
    balances: [],
    first_seen_at: 1_700_000_000_000,
    synced_at: null,
  }
}

/** A group of `members`, this account's role a member's. */
export function group(name: string, members: string[]): GroupDetail {
  return {
    conversation_id: uuid(5),
    name,
    announcement: '',
    creator_id: members[0]!,
    code_url: '',
    mute_until: '0001-01-01T00:00:00Z',
    expire_in: 0,
    participant_count: members.length,
    my_role: '',
    synced_at: 1_700_000_000_000,
    participants: members.map((user_id) => ({
      user_id,
      role: '',
      created_at: '2026-01-01T00:00:00Z',
    })),
    muted: false,
  }
}

export function request(state: QueueState, i: number): RequestItem {
  return requestItem({
    request_id: uuid(3),
    transaction_hash: i.toString(16).padStart(64, '0'),
    state,
    updated_at: i,
    synced_at: i,
  })
}

const ok = <T>(value: T): Envelope<T> => ({ ok: true, value })

export function fakeWallet(): FakeWallet {
  const waiting: Array<{ method: BridgeMethod; input: never; go: () => void }> = []
  /** `messages.wait` calls with nothing new yet: a long-poll answers only when something changes. */
  const waits: Array<() => void> = []
  const w: Omit<FakeWallet, 'api'> = {
    accounts: [],
    lock: lockStatus('unlocked'),
    settings: {
      base_url: 'http://127.0.0.1:7001',
      default_base_url: 'http://127.0.0.1:7001',
      theme: 'light',
      language: 'en',
      keychain: { backend: 'memory', service: 'test' },
      share_proposals: true,
    },
    requests: new Map(),
    syncResults: new Map(),
    failing: new Map(),
    people: new Map(),
    messages: new Map(),
    conversationStates: new Map(),
    change: 0,
    messagesChanged() {
      w.change++
      for (const go of waits.splice(0)) go()
    },
    calls: [],
    held: new Set(),
    sharedAccounts: new Map(),
    groups: [],
    assets: new Map(),
    answers: new Map(),
    async release(method, which = () => true) {
      for (const call of waiting.filter((c) => c.method === method && which(c.input))) {
        waiting.splice(waiting.indexOf(call), 1)
        call.go()
      }
      await settle()
    },
  }

  const answer = (method: BridgeMethod, input: never): Envelope<unknown> => {
    const failure = w.failing.get(method)
    if (failure) return { ok: false, error: failure }
    const own = w.answers.get(method)
    if (own) {
      try {
        return ok(own(input))
      } catch (e) {
        return { ok: false, error: e as { code: BridgeErrorCode; message: string } }
      }
    }
    // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- the fake answers only what the store calls; the rest fail below
    switch (method) {
      case 'lock.status':
      case 'lock.activity':
        return ok(w.lock)
      case 'lock.lock':
        w.lock = { ...w.lock, state: 'locked' }
        return ok(w.lock)
      case 'lock.unlock': {
        if ((input as BridgeInput<'lock.unlock'>).passphrase !== FAKE_PASSPHRASE)
          return {
            ok: false,
            error: { code: 'wrong-passphrase', message: 'That is not the wallet’s passphrase.' },
          }
        w.lock = { ...w.lock, state: 'unlocked' }
        return ok(w.lock)
      }
      case 'lock.reauthenticate': {
        const i = input as BridgeInput<'lock.reauthenticate'>
        if (w.lock.state !== 'unprotected' && i.passphrase !== FAKE_PASSPHRASE)
          return {
            ok: false,
            error: { code: 'wrong-passphrase', message: 'That is not the wallet’s passphrase.' },
          }
        return ok({ grant: `${i.purpose}:${i.subject ?? ''}`.padEnd(43, 'x').slice(0, 43) })
      }
      case 'settings.get':
        return ok(w.settings)
      case 'settings.language':
        return ok({ language: w.settings.language })
      case 'settings.setLanguage':
        w.settings = {
          ...w.settings,
          language: (input as BridgeInput<'settings.setLanguage'>).language,
        }
        return ok(w.settings)
      case 'assets.get':
        return ok(
          (input as BridgeInput<'assets.get'>).asset_ids.flatMap((id) =>
            w.assets.has(id) ? [w.assets.get(id)!] : [],
          ),
        )
      case 'people.search':
        return ok([])
      case 'requests.conflicts':
        return ok([])
      case 'accounts.list':
        return ok(w.accounts)
      case 'requests.list': {
        const i = input as BridgeInput<'requests.list'>
        const all = w.requests.get(i.account) ?? []
        const counts: Record<QueueState, number> = {
          'needs-signature': 0,
          waiting: 0,
          sending: 0,
          done: 0,
          unlocked: 0,
        }
        for (const r of all) counts[r.state]++
        const mine = all.filter((r) => i.state === undefined || i.state.includes(r.state))
        const offset = i.offset ?? 0
        return ok({ items: mine.slice(offset, offset + (i.limit ?? 100)), counts })
      }
      case 'requests.sync': {
        const i = input as BridgeInput<'requests.sync'>
        return ok(
          w.syncResults.get(i.account) ?? {
            accounts: 1,
            fetched: 0,
            needs_signature: 0,
            newly_needs_signature: [],
          },
        )
      }
      case 'people.get': {
        const i = input as BridgeInput<'people.get'>
        return ok(i.user_ids.flatMap((id) => (w.people.has(id) ? [w.people.get(id)!] : [])))
      }
      case 'messages.wait':
        return ok({
          change: w.change,
          link: 'live',
          conversations: [...w.conversationStates.values()],
        })
      case 'messages.list': {
        const i = input as BridgeInput<'messages.list'>
        const all = (w.messages.get(i.conversation_id) ?? []).filter(
          (m) =>
            (i.before_seq === undefined || m.seq < i.before_seq) &&
            (i.after_seq === undefined || m.seq > i.after_seq),
        )
        const limit = i.limit ?? 100
        const page = i.after_seq !== undefined ? all.slice(0, limit) : all.slice(-limit)
        return ok({
          messages: page,
          has_more: i.after_seq === undefined && all.length > page.length,
        })
      }
      case 'messages.markRead':
      case 'groups.dismissAnnouncement': {
        const i = input as BridgeInput<'messages.markRead'>
        const state = w.conversationStates.get(i.conversation_id)
        if (!state)
          return { ok: false, error: { code: 'conversation-not-found', message: 'No such group.' } }
        const next =
          method === 'messages.markRead'
            ? { ...state, unread: 0 }
            : { ...state, pending_announcement: null }
        w.conversationStates.set(i.conversation_id, next)
        return ok(next)
      }
      case 'groups.sendText': {
        const i = input as BridgeInput<'groups.sendText'>
        return ok({
          message_id: uuid(9),
          conversation_id: i.conversation_id,
          created_at: '2026-01-01T00:00:00Z',
        })
      }
      case 'treasury.list':
        return ok({
          accounts: w.sharedAccounts.get((input as BridgeInput<'treasury.list'>).account) ?? [],
          stale_after_ms: 3 * 86_400_000,
        })
      case 'treasury.sync': {
        const i = input as BridgeInput<'treasury.sync'>
        const accounts = (w.sharedAccounts.get(i.account) ?? []).map((a) =>
          a.status === 'followed' ? { ...a, synced_at: w.lock.now } : a,
        )
        w.sharedAccounts.set(i.account, accounts)
        return ok({ fetched: 0, settled: 0, accounts: accounts.length })
      }
      case 'treasury.addAccount': {
        const i = input as BridgeInput<'treasury.addAccount'>
        if (!i.members?.includes(i.account) || i.threshold === undefined)
          return {
            ok: false,
            error: { code: 'invalid-shared-account', message: 'You are not among these members.' },
          }
        const followed = { ...sharedAccount(i.members, i.threshold), label: i.label ?? '' }
        const others = (w.sharedAccounts.get(i.account) ?? []).filter(
          (a) => a.members_hash !== followed.members_hash || a.threshold !== followed.threshold,
        )
        w.sharedAccounts.set(i.account, [...others, followed])
        return ok(followed)
      }
      case 'treasury.removeAccount':
      case 'treasury.setLabel': {
        const i = input as BridgeInput<'treasury.setLabel'>
        const all = w.sharedAccounts.get(i.account) ?? []
        const same = (a: SharedAccount) =>
          a.members_hash === i.members_hash && a.threshold === i.threshold
        if (!all.some(same))
          return {
            ok: false,
            error: {
              code: 'shared-account-not-found',
              message: 'This wallet does not follow this account.',
            },
          }
        if (method === 'treasury.removeAccount') {
          w.sharedAccounts.set(
            i.account,
            all.filter((a) => !same(a)),
          )
          return ok({ members_hash: i.members_hash, threshold: i.threshold })
        }
        w.sharedAccounts.set(
          i.account,
          all.map((a) => (same(a) ? { ...a, label: i.label } : a)),
        )
        return ok(w.sharedAccounts.get(i.account)!.find(same))
      }
      case 'groups.list':
        return ok(w.groups.map(({ participants: _p, muted: _m, ...summary }) => summary))
      case 'groups.open': {
        const i = input as BridgeInput<'groups.open'>
        const g = w.groups.find((x) => x.conversation_id === i.conversation_id)
        return g
          ? ok(g)
          : { ok: false, error: { code: 'conversation-not-found', message: 'No such group.' } }
      }
      case 'messages.shareRequest': {
        const i = input as BridgeInput<'messages.shareRequest'>
        const text = `Payment request\nReview and sign: https://mixin.one/multisigs/${i.request_id}`
        const sent: StoredMessage = {
          seq: 1,
          message_id: uuid(9),
          conversation_id: i.conversation_id,
          user_id: i.account,
          mine: true,
          category: 'PLAIN_TEXT',
          body: { kind: 'text', text },
          quote_message_id: null,
          created_at: '2026-01-01T00:00:00Z',
          read_at: w.lock.now,
          expires_at: null,
        }
        return ok(sent)
      }
      case 'settings.setShareProposals':
        w.settings = {
          ...w.settings,
          share_proposals: (input as BridgeInput<'settings.setShareProposals'>).share,
        }
        return ok(w.settings)
      default:
        return {
          ok: false,
          error: { code: 'internal', message: `${method} is not part of this fake` },
        }
    }
  }

  const api = Object.fromEntries(
    BRIDGE_METHODS.map((method) => [
      method,
      async (input: never) => {
        w.calls.push({ method, input })
        if (w.held.has(method)) await new Promise<void>((go) => waiting.push({ method, input, go }))
        const wait =
          method === 'messages.wait' ? (input as BridgeInput<'messages.wait'>) : undefined
        if (wait && wait.timeout_ms !== 0 && wait.after >= w.change)
          await new Promise<void>((go) => waits.push(go))
        return answer(method, input)
      },
    ]),
  ) as unknown as CosignerApi
  return Object.assign(w, { api })
}

/** Lets pending promise callbacks run (the store's awaits on the fake bridge). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 200; i++) await Promise.resolve()
}
