/**
 * One message in the conversation: who sent it (by name, "you" marked), when (local time), and its
 * content (./MessageBody). System events are a centred line; a text still on its way reads "sending".
 * @module
 */
import { memo } from 'react'
import type { StoredMessage } from '../../shared/bridge'
import { UserRef } from '../components/UserRef'
import { timeOf } from '../base/format'
import { useT } from '../components/words'
import { MessageBody, type MessageActions } from './MessageBody'
import type { NameOf } from './message-text'

/** A message's time: local, to the minute, as the chosen language writes it. */
const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/**
 * See the module comment. Memoised: the list re-renders on every scroll and measurement, and a row
 * whose message, names and actions are the same draws the same.
 */
export const MessageRow = memo(function MessageRow({
  message,
  me,
  nameOf,
  act,
}: {
  message: StoredMessage
  me: string
  nameOf: NameOf
  act: MessageActions
}) {
  const t = useT()
  const at = timeOf(message.created_at)
  const when = Number.isFinite(at) ? t.dateTime(at, TIME) : ''
  if (message.body.kind === 'system') {
    return (
      <div className="msg msg-event" data-seq={message.seq}>
        <MessageBody body={message.body} nameOf={nameOf} act={act} />{' '}
        <time className="muted">{when}</time>
      </div>
    )
  }
  return (
    <article
      className={message.mine ? 'msg msg-mine' : 'msg'}
      data-seq={message.seq}
      aria-label={[
        message.mine ? t('conversation.message.you') : nameOf(message.user_id),
        when,
      ].join(t('conversation.separator'))}
    >
      <header className="msg-head">
        <UserRef userId={message.user_id} me={me} />
        <time className="muted" dateTime={message.created_at}>
          {when}
        </time>
      </header>
      <MessageBody body={message.body} nameOf={nameOf} act={act} />
    </article>
  )
})

/** A text sent from this window that the core has not stored yet. */
export function SendingRow({ text, me }: { text: string; me: string }) {
  const t = useT()
  return (
    <article className="msg msg-mine msg-sending">
      <header className="msg-head">
        <UserRef userId={me} me={me} />
        <span className="muted">{t('conversation.message.sending')}</span>
      </header>
      <p className="msg-text">{text}</p>
    </article>
  )
}
