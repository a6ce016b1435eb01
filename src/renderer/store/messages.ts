/**
 * The messages slice: every registered account's conversation states (unread counts, the
 * announcement waiting in the reminder bar, the highest stored `seq`), kept current by one
 * `messages.wait` long-poll per account; and the open conversation's messages, paged back on
 * request and read forward whenever its `last_seq` moves. Texts the user sent show at once as
 * "sending" until the stored copy arrives. Each loop stops when its account goes, or the store does.
 * @module
 */
import type { ConversationState, MessageLink, StoredMessage } from '../../shared/bridge'
import { explain } from '../base/errors'
import type { MessagesActions } from './actions'
import type { Slice, SliceContext } from './slice'
import type { MessagesState, OpenConversation } from './types'

/** Messages per page (the first page, and each older one). */
export const PAGE = 100
/** How long one `messages.wait` may hold (the core's own cap is 25 s). */
const WAIT_MS = 20_000
/** Retry delays after a failed wait: the first, doubled up to the last. */
const RETRY_MS = [1_000, 30_000] as const

const closed = (): OpenConversation | null => null

/** Messages `a` then `b`, oldest first, each `seq` once (a page may overlap what is there). */
export function mergeMessages(
  a: readonly StoredMessage[],
  b: readonly StoredMessage[],
): StoredMessage[] {
  const seen = new Set(a.map((m) => m.seq))
  const fresh = b.filter((m) => !seen.has(m.seq))
  if (fresh.length === 0) return a as StoredMessage[]
  const all = [...a, ...fresh]
  return all.every((m, i) => i === 0 || all[i - 1]!.seq < m.seq)
    ? all
    : all.sort((x, y) => x.seq - y.seq)
}

/** Unread messages in the account's groups (not in other conversations the account has, such as a request's notices). */
export function unreadInGroups(
  s: Pick<MessagesState, 'conversations' | 'groupIds'>,
  account: string | null,
): number {
  if (account === null) return 0
  const states = s.conversations[account] ?? {}
  return (s.groupIds[account] ?? []).reduce((n, id) => n + (states[id]?.unread ?? 0), 0)
}

export function messagesSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<MessagesActions>): Slice<MessagesState, MessagesActions> {
  /** The running loops, by account: a loop runs while its entry is the same object. */
  const loops = new Map<
    string,
    { stopped: boolean; retry?: ReturnType<typeof setTimeout>; wake?: () => void }
  >()
  let loadingNewer = false
  /** Conversations each account already asked `groups.list` about (a 1:1 conversation never is one). */
  const checked = new Map<string, Set<string>>()

  /** Learns which conversations are groups when one the account has not checked appears. */
  async function learnGroups(account: string, states: readonly ConversationState[]) {
    const seen = checked.get(account) ?? new Set<string>()
    checked.set(account, seen)
    if (states.every((c) => seen.has(c.conversation_id))) return
    for (const c of states) seen.add(c.conversation_id)
    try {
      const groups = await call('groups.list', { account })
      set((s) => ({ groupIds: { ...s.groupIds, [account]: groups.map((g) => g.conversation_id) } }))
    } catch {
      // Asked again when another new conversation appears; until then the counts leave it out.
      for (const c of states) seen.delete(c.conversation_id)
    }
  }

  const isOpen = (account: string, conversationId: string) => {
    const o = get().openConversation
    return o !== null && o.account === account && o.conversationId === conversationId
  }

  function keepStates(account: string, states: readonly ConversationState[], link?: MessageLink) {
    if (states.length === 0 && link === undefined) return
    set((s) => ({
      conversations: {
        ...s.conversations,
        [account]: {
          ...s.conversations[account],
          ...Object.fromEntries(states.map((c) => [c.conversation_id, c])),
        },
      },
      ...(link === undefined ? {} : { messageLinks: { ...s.messageLinks, [account]: link } }),
    }))
    const o = get().openConversation
    if (o === null || o.account !== account) return
    const state = get().conversations[account]?.[o.conversationId]
    const last = o.messages.at(-1)?.seq ?? 0
    if (state !== undefined && state.last_seq > last && !o.loading) void actions.loadNewerMessages()
  }

  async function run(
    account: string,
    loop: { stopped: boolean; retry?: ReturnType<typeof setTimeout>; wake?: () => void },
  ) {
    let after = 0
    let first = true
    let delay: number = RETRY_MS[0]
    while (!loop.stopped) {
      try {
        const changes = await call('messages.wait', {
          account,
          after,
          timeout_ms: first ? 0 : WAIT_MS,
        })
        if (loop.stopped) return
        after = changes.change
        first = false
        delay = RETRY_MS[0]
        keepStates(account, changes.conversations, changes.link)
        void learnGroups(account, changes.conversations)
      } catch {
        if (loop.stopped) return
        set((s) => ({ messageLinks: { ...s.messageLinks, [account]: 'offline' } }))
        // A locked wallet, a core without messages, a restart: wait, then ask again.
        await new Promise<void>((go) => {
          loop.wake = go
          loop.retry = setTimeout(go, delay)
        })
        delay = Math.min(RETRY_MS[1], delay * 2)
      }
    }
  }

  function stop(account: string) {
    const loop = loops.get(account)
    if (!loop) return
    loop.stopped = true
    if (loop.retry !== undefined) clearTimeout(loop.retry)
    loop.wake?.()
    loops.delete(account)
  }

  return {
    initial: { conversations: {}, groupIds: {}, messageLinks: {}, openConversation: closed() },
    actions: {
      watchMessages() {
        const wanted = new Set(
          get()
            .accounts.filter((a) => a.registered_at !== null)
            .map((a) => a.user_id),
        )
        for (const account of [...loops.keys()]) if (!wanted.has(account)) stop(account)
        for (const account of wanted) {
          if (loops.has(account)) continue
          const loop = { stopped: false }
          loops.set(account, loop)
          void run(account, loop)
        }
      },

      async openConversation(account, conversationId) {
        // A group opened from a link may be new to the wallet's list.
        if (!(get().groupIds[account] ?? []).includes(conversationId))
          set((s) => ({
            groupIds: {
              ...s.groupIds,
              [account]: [...(s.groupIds[account] ?? []), conversationId],
            },
          }))
        set({
          openConversation: {
            account,
            conversationId,
            messages: [],
            outbox: [],
            hasMore: false,
            loading: true,
            loadingOlder: false,
            error: null,
          },
        })
        try {
          const page = await call('messages.list', {
            account,
            conversation_id: conversationId,
            limit: PAGE,
          })
          if (!isOpen(account, conversationId)) return
          set((s) => ({
            openConversation: s.openConversation && {
              ...s.openConversation,
              messages: page.messages,
              hasMore: page.has_more,
              loading: false,
            },
          }))
          // Anything stored while the page was on its way.
          keepStates(account, [])
          const state = get().conversations[account]?.[conversationId]
          if (state !== undefined && state.last_seq > (page.messages.at(-1)?.seq ?? 0))
            await actions.loadNewerMessages()
        } catch (e) {
          if (isOpen(account, conversationId))
            set((s) => ({
              openConversation: s.openConversation && {
                ...s.openConversation,
                loading: false,
                error: explain(e),
              },
            }))
        }
      },

      closeConversation() {
        set({ openConversation: null })
      },

      async loadOlderMessages() {
        const o = get().openConversation
        const first = o?.messages[0]
        if (!o || !first || !o.hasMore || o.loadingOlder) return
        set({ openConversation: { ...o, loadingOlder: true } })
        try {
          const page = await call('messages.list', {
            account: o.account,
            conversation_id: o.conversationId,
            before_seq: first.seq,
            limit: PAGE,
          })
          if (!isOpen(o.account, o.conversationId)) return
          set((s) => ({
            openConversation: s.openConversation && {
              ...s.openConversation,
              messages: mergeMessages(page.messages, s.openConversation.messages),
              hasMore: page.has_more,
              loadingOlder: false,
            },
          }))
        } catch (e) {
          if (isOpen(o.account, o.conversationId))
            set((s) => ({
              openConversation: s.openConversation && {
                ...s.openConversation,
                loadingOlder: false,
                error: explain(e),
              },
            }))
        }
      },

      async loadNewerMessages() {
        if (loadingNewer) return
        loadingNewer = true
        try {
          // Pages forward until the stored end: a burst may be longer than one page.
          for (;;) {
            const o = get().openConversation
            if (!o) return
            const page = await call('messages.list', {
              account: o.account,
              conversation_id: o.conversationId,
              after_seq: o.messages.at(-1)?.seq ?? 0,
              limit: PAGE,
            })
            if (!isOpen(o.account, o.conversationId)) return
            set((s) => {
              const open = s.openConversation!
              const arrived = new Set(page.messages.map((m) => m.message_id))
              return {
                openConversation: {
                  ...open,
                  messages: mergeMessages(open.messages, page.messages),
                  outbox: open.outbox.filter((p) => !arrived.has(p.message_id)),
                },
              }
            })
            if (page.messages.length < PAGE) return
          }
        } catch {
          // The next change asks again.
        } finally {
          loadingNewer = false
        }
      },

      async markConversationRead() {
        const o = get().openConversation
        const last = o?.messages.at(-1)?.seq
        if (!o || last === undefined) return
        const state = get().conversations[o.account]?.[o.conversationId]
        if (state === undefined || state.unread === 0) return
        try {
          keepStates(o.account, [
            await call('messages.markRead', {
              account: o.account,
              conversation_id: o.conversationId,
              up_to_seq: last,
            }),
          ])
        } catch {
          // Still unread; the next look at the bottom tries again.
        }
      },

      async sendMessage(text) {
        const o = get().openConversation
        if (!o) return
        const sent = await call('groups.sendText', {
          account: o.account,
          conversation_id: o.conversationId,
          text,
        })
        set((s) => {
          const open = s.openConversation
          if (
            !open ||
            open.conversationId !== o.conversationId ||
            open.messages.some((m) => m.message_id === sent.message_id)
          )
            return {}
          return {
            openConversation: {
              ...open,
              outbox: [
                ...open.outbox,
                { message_id: sent.message_id, text, created_at: sent.created_at },
              ],
            },
          }
        })
      },

      async dismissAnnouncement(account, conversationId) {
        keepStates(account, [
          await call('groups.dismissAnnouncement', { account, conversation_id: conversationId }),
        ])
      },

      conversationStatesLoaded(account, states) {
        keepStates(account, states)
      },

      messageAttachment(account, conversationId, messageId) {
        return call('messages.attachment', {
          account,
          conversation_id: conversationId,
          message_id: messageId,
        })
      },
    },
    dispose() {
      for (const account of [...loops.keys()]) stop(account)
    },
  }
}
