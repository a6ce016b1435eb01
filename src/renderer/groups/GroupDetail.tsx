/**
 * One group: the announcement reminder bar, the conversation, the requests its members make
 * together, and its members with their roles, announcement, mute state, disappearing timer and
 * invitation link, with the actions the account's role allows.
 * @module
 */
import { AfterFirstPaint } from '../components/AfterFirstPaint'
import { Clamped, LongText } from '../components/LongText'
import { useEffect, useMemo, useRef } from 'react'
import { ErrorNotice } from '../components/ErrorNotice'
import { timeOf } from '../base/format'
import { useT } from '../components/words'
import { durationText } from '../conversation/message-text'
import { may, roleName } from './group-roles'
import { actions, currentAccount, useApp } from '../store'
import { GroupEditForm } from './GroupEditForm'
import { GroupInvite } from './GroupInvite'
import { GroupMembers } from './GroupMembers'
import { GroupMute } from './GroupMute'
import { GroupExit } from './GroupExit'
import { AnnouncementBar } from '../conversation/AnnouncementBar'
import { Conversation, useOpenConversation } from '../conversation/Conversation'
import { GroupRequests } from '../conversation/GroupRequests'

/** See the module comment. */
export function GroupDetail({ conversationId }: { conversationId: string }) {
  const t = useT()
  const loaded = useApp((s) => (s.group.conversationId === conversationId ? s.group : null))
  const group = loaded?.value ?? undefined
  useEffect(() => {
    void actions.showGroup(conversationId)
  }, [conversationId])
  useGroupChanges(conversationId)
  const memberIds = useMemo(
    () => group?.participants.map((p) => p.user_id) ?? [],
    [group?.participants],
  )
  const account = currentAccount()
  useOpenConversation(account, conversationId)

  if (!group) {
    return (
      <section className="screen" aria-labelledby="group-title" aria-busy={loaded?.loading ?? true}>
        <h1 id="group-title">{t('groups.detail.title')}</h1>
        {loaded?.loading !== false ? <p role="status">{t('groups.detail.loading')}</p> : null}
        <ErrorNotice
          error={loaded?.error ?? null}
          onRetry={() => void actions.showGroup(conversationId)}
        />
      </section>
    )
  }
  const role = group.my_role
  const muteUntil = timeOf(group.mute_until)
  return (
    <section className="screen group-detail" aria-labelledby="group-title">
      <button
        type="button"
        className="link-button back"
        onClick={() => actions.navigate({ name: 'groups' })}
      >
        {t('groups.detail.back')}
      </button>
      <h1 id="group-title">
        <Clamped text={group.name} /> <span className="tag">{roleName(role, t)}</span>
      </h1>
      {role === null ? (
        <p className="callout" role="note">
          {t.rich('groups.detail.notMember', { b: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : null}
      <AnnouncementBar account={account} conversationId={conversationId} />
      <div className="group-talk">
        <Conversation account={account} conversationId={conversationId} member={role !== null} />
        <AfterFirstPaint>
          <GroupRequests memberIds={memberIds} />
        </AfterFirstPaint>
      </div>
      {/* The conversation is what a person opens a group for: it is drawn first, the rest a frame later. */}
      <AfterFirstPaint>
        <dl className="facts">
          <dt>{t('groups.detail.announcement')}</dt>
          <dd>
            {group.announcement ? (
              <LongText text={group.announcement} />
            ) : (
              <span className="muted">{t('groups.detail.noAnnouncement')}</span>
            )}
          </dd>
          <dt>{t('groups.detail.notifications')}</dt>
          <dd>
            {group.muted && Number.isFinite(muteUntil)
              ? t('groups.detail.mutedUntil', { until: muteUntil })
              : t('groups.detail.notMuted')}
          </dd>
          <dt>{t('groups.detail.disappearing')}</dt>
          <dd>
            {group.expire_in > 0
              ? t('groups.detail.disappearAfter', { duration: durationText(group.expire_in, t) })
              : t('groups.detail.disappearOff')}
          </dd>
        </dl>
        <div className="two-columns">
          <GroupMembers group={group} />
          <div className="stack">
            {role !== null ? <GroupInvite group={group} /> : null}
            {may(role, 'mute') ? <GroupMute group={group} /> : null}
            {may(role, 'edit') ? <GroupEditForm group={group} /> : null}
            {may(role, 'exit') ? <GroupExit group={group} /> : null}
          </div>
        </div>
      </AfterFirstPaint>
    </section>
  )
}

/**
 * Reads the group again when a change to it is said in its conversation while the screen is open
 * (someone added or removed, a role, the name): its members, role and actions are shown as they are
 * now. The core has re-read the group before it lists such a message. Only the newest message is
 * looked at, so the check costs nothing however long the conversation.
 */
function useGroupChanges(conversationId: string) {
  const last = useApp((s) => {
    const o = s.openConversation
    if (o === null || o.conversationId !== conversationId || o.loading) return undefined
    const m = o.messages.at(-1)
    return m?.body.kind === 'system' ? m.message_id : null
  })
  // What the conversation ended with once loaded: changes before the screen opened are in its first read.
  const seen = useRef<{ conversationId: string; last: string | null } | undefined>(undefined)
  useEffect(() => {
    if (last === undefined) return
    if (
      seen.current?.conversationId === conversationId &&
      last !== null &&
      last !== seen.current.last
    )
      void actions.showGroup(conversationId)
    seen.current = { conversationId, last }
  }, [conversationId, last])
}
