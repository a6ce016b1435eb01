/**
 * A group's conversation: its messages oldest first with the newest at the bottom, in a measured
 * windowed list (ten thousand messages mount a screenful), older pages loaded on scrolling up, new
 * ones arriving live through the messages slice; read marks sent while the window is visible and
 * the list is at its bottom; and the composer.
 * @module
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { StoredMessage } from '../../shared/bridge'
import { saveBase64File } from '../base/download'
import { ErrorNotice } from '../components/ErrorNotice'
import { useFirstRowsMark } from '../components/hooks'
import { MeasuredList } from '../components/MeasuredList'
import { useNames } from '../components/person'
import { actions, useApp } from '../store'
import { Composer } from './Composer'
import { LinkDialog } from './LinkDialog'
import type { MessageActions } from './MessageBody'
import { MessageRow, SendingRow } from './MessageRow'
import { useT } from '../components/words'

/** Whether the page is visible (not minimised, not a background tab). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const on = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', on)
    return () => document.removeEventListener('visibilitychange', on)
  }, [])
  return visible
}

/** Everyone a message names: its sender and the people of a system event, contact or transfer. */
function peopleOf(messages: readonly StoredMessage[]): string[] {
  const ids = new Set<string>()
  for (const m of messages) {
    ids.add(m.user_id)
    const b = m.body
    if (b.kind === 'system') {
      if (b.event.user_id) ids.add(b.event.user_id)
      if (b.event.participant_id) ids.add(b.event.participant_id)
    } else if (b.kind === 'contact') ids.add(b.user_id)
    else if (b.kind === 'request-notice') ids.add(b.creator_id)
    else if (b.kind === 'transfer' && b.opponent_id) ids.add(b.opponent_id)
  }
  return [...ids].sort()
}

/**
 * Opens the conversation in the store while the calling screen is mounted. The group's screen calls
 * it as it mounts, so the messages load alongside the group rather than after it.
 */
export function useOpenConversation(account: string, conversationId: string): void {
  useEffect(() => {
    void actions.openConversation(account, conversationId)
    return () => actions.closeConversation()
  }, [account, conversationId])
}

/** See the module comment (the screen around it calls {@link useOpenConversation}). */
export function Conversation({
  account,
  conversationId,
  member = true,
}: {
  account: string
  conversationId: string
  member?: boolean
}) {
  const t = useT()
  const open = useApp((s) =>
    s.openConversation?.conversationId === conversationId && s.openConversation.account === account
      ? s.openConversation
      : null,
  )
  const unread = useApp((s) => s.conversations[account]?.[conversationId]?.unread ?? 0)
  const [atBottom, setAtBottom] = useState(true)
  const [link, setLink] = useState<string | null>(null)
  const visible = usePageVisible()

  const messages = useMemo(() => open?.messages ?? [], [open?.messages])
  const outbox = useMemo(() => open?.outbox ?? [], [open?.outbox])
  const nameOf = useNames(useMemo(() => peopleOf(messages), [messages]))
  const lastSeq = messages.at(-1)?.seq ?? 0

  useEffect(() => {
    if (atBottom && visible && unread > 0 && lastSeq > 0) void actions.markConversationRead()
  }, [atBottom, visible, unread, lastSeq])

  // One actions object per message for as long as the conversation is open, so a memoised row
  // re-renders only when its message or the names change.
  const actFor = useMemo(() => {
    const made = new Map<string, MessageActions>()
    return (m: StoredMessage): MessageActions => {
      let act = made.get(m.message_id)
      if (!act) {
        act = {
          openLink: (url) => {
            if (!actions.openLink(url)) setLink(url)
          },
          review: (requestId, action) =>
            actions.navigate({
              name: 'review',
              source: { kind: 'request', requestId, ...(action ? { action } : {}) },
            }),
          attachment: () => actions.messageAttachment(account, conversationId, m.message_id),
          save: (file, fileName) => saveBase64File(fileName, file.base64, file.mime_type),
        }
        made.set(m.message_id, act)
      }
      return act
    }
  }, [account, conversationId])

  const count = messages.length + outbox.length
  // For the conversation bench (bench/conversation.bench.ts): cosigner:conversation-first-render.
  useFirstRowsMark('conversation', count)
  const rowKey = useCallback(
    (i: number) =>
      i < messages.length
        ? messages[i]!.message_id
        : `sending-${outbox[i - messages.length]!.message_id}`,
    [messages, outbox],
  )
  const renderRow = useCallback(
    (i: number) =>
      i < messages.length ? (
        <MessageRow
          message={messages[i]!}
          me={account}
          nameOf={nameOf}
          act={actFor(messages[i]!)}
        />
      ) : (
        <SendingRow text={outbox[i - messages.length]!.text} me={account} />
      ),
    [messages, outbox, account, nameOf, actFor],
  )
  const onNearTop = useCallback(() => void actions.loadOlderMessages(), [])

  return (
    <section className="conversation" aria-labelledby={`conv-${conversationId}`}>
      <h2 id={`conv-${conversationId}`} className="visually-hidden">
        {t('conversation.title')}
      </h2>
      {open?.loadingOlder ? (
        <p role="status" className="muted">
          {t('conversation.loadingOlder')}
        </p>
      ) : null}
      {open?.loading ? <p role="status">{t('conversation.loading')}</p> : null}
      <ErrorNotice
        error={open?.error ?? null}
        onRetry={() => void actions.openConversation(account, conversationId)}
      />
      {open && !open.loading && count === 0 ? (
        <p className="empty">{member ? t('conversation.empty') : t('conversation.emptySaved')}</p>
      ) : null}
      {count > 0 ? (
        <MeasuredList
          count={count}
          rowKey={rowKey}
          renderRow={renderRow}
          label={t('conversation.list')}
          onNearTop={onNearTop}
          onAtBottom={setAtBottom}
          testId="conversation-list"
        />
      ) : null}
      {!atBottom && unread > 0 ? (
        <p className="muted msg-new-below">{t('conversation.newBelow', { count: unread })}</p>
      ) : null}
      {/* Only members write: the service refuses anyone else's message. */}
      {member ? <Composer /> : null}
      {link !== null ? <LinkDialog url={link} onClose={() => setLink(null)} /> : null}
    </section>
  )
}
