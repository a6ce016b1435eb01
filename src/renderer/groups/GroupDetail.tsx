/**
 * One group: the announcement reminder bar, the conversation, the requests its members make
 * together, and its members with their roles, announcement, mute state, disappearing timer and
 * invitation link, with the actions the account's role allows.
 * @module
 */
import { AfterFirstPaint } from '../components/AfterFirstPaint'
import { Clamped, LongText } from '../components/LongText'
import { useEffect, useMemo, useState } from 'react'
import type { GroupDetail as Group } from '../../shared/bridge'
import { call } from '../app/bridge'
import { ErrorNotice } from '../components/ErrorNotice'
import { formatDuration, formatTime, timeOf } from '../components/format'
import { may, roleName } from './group-roles'
import { useLoad } from '../components/hooks'
import { actions, currentAccount } from '../store'
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
  const loaded = useLoad(conversationId, () => call('groups.open', { account: currentAccount(), conversation_id: conversationId }))
  const [group, setGroup] = useState<Group | undefined>(undefined)
  useEffect(() => setGroup(loaded.data), [loaded.data])
  const memberIds = useMemo(() => group?.participants.map((p) => p.user_id) ?? [], [group?.participants])
  const account = currentAccount()
  useOpenConversation(account, conversationId)

  if (!group) {
    return (
      <section className="screen" aria-labelledby="group-title" aria-busy={loaded.loading}>
        <h1 id="group-title">Group</h1>
        {loaded.loading ? <p role="status">Loading the group…</p> : null}
        <ErrorNotice error={loaded.error} onRetry={loaded.reload} />
      </section>
    )
  }
  const role = group.my_role
  const muteUntil = timeOf(group.mute_until)
  return (
    <section className="screen group-detail" aria-labelledby="group-title">
      <button type="button" className="link-button back" onClick={() => actions.navigate({ name: 'groups' })}>
        ← Groups
      </button>
      <h1 id="group-title">
        <Clamped text={group.name} /> <span className="tag">{roleName(role)}</span>
      </h1>
      <AnnouncementBar account={account} conversationId={conversationId} />
      <div className="group-talk">
        <Conversation account={account} conversationId={conversationId} />
        <AfterFirstPaint>
          <GroupRequests memberIds={memberIds} />
        </AfterFirstPaint>
      </div>
      {/* The conversation is what a person opens a group for: it is drawn first, the rest a frame later. */}
      <AfterFirstPaint>
        <dl className="facts">
          <dt>Announcement</dt>
          <dd>{group.announcement ? <LongText text={group.announcement} /> : <span className="muted">none</span>}</dd>
          <dt>Notifications</dt>
          <dd>{group.muted && Number.isFinite(muteUntil) ? `Muted until ${formatTime(muteUntil)}` : 'Not muted'}</dd>
          <dt>Disappearing messages</dt>
          <dd>{group.expire_in > 0 ? `After ${formatDuration(group.expire_in)}` : 'Off'}</dd>
        </dl>
        <div className="two-columns">
          <GroupMembers group={group} onChange={setGroup} />
          <div className="stack">
            <GroupInvite group={group} onChange={setGroup} />
            <GroupMute group={group} onChange={setGroup} />
            {may(role, 'edit') ? <GroupEditForm group={group} onChange={setGroup} /> : null}
            <GroupExit group={group} />
          </div>
        </div>
      </AfterFirstPaint>
    </section>
  )
}
