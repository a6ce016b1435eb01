/**
 * The announcement reminder bar: when the group's announcement changed and this account has not
 * dismissed it, a prominent bar at the top of the group with the text (a few lines, "Show all" for
 * the rest) and Dismiss.
 * @module
 */
import { useState } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { useAction } from '../components/hooks'
import { actions, useApp } from '../store'
import { useT } from '../components/words'

/** Past this many characters the bar shows the start and "Show all". */
const SHORT = 280

/** See the module comment. */
export function AnnouncementBar({
  account,
  conversationId,
}: {
  account: string
  conversationId: string
}) {
  const t = useT()
  const text = useApp(
    (s) => s.conversations[account]?.[conversationId]?.pending_announcement ?? null,
  )
  const [all, setAll] = useState(false)
  const [dismiss, dismissing] = useAction(() =>
    actions.dismissAnnouncement(account, conversationId),
  )
  if (text === null) return null
  const long = text.length > SHORT
  return (
    <aside
      className="announcement-bar"
      role="region"
      aria-label={t('conversation.announcement.title')}
    >
      <p className="announcement-title">{t('conversation.announcement.title')}</p>
      <p className={all || !long ? 'announcement-text' : 'announcement-text announcement-clamped'}>
        {all || !long ? text : `${text.slice(0, SHORT)}…`}
      </p>
      <div className="announcement-actions">
        {long ? (
          <button
            type="button"
            className="link-button"
            aria-expanded={all}
            onClick={() => setAll(!all)}
          >
            {all ? t('conversation.announcement.showLess') : t('conversation.announcement.showAll')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={dismissing.busy}
          onClick={() => void dismiss()}
        >
          {t('conversation.announcement.dismiss')}
        </button>
      </div>
      <ErrorNotice error={dismissing.error} />
    </aside>
  )
}
