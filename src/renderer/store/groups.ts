/**
 * The groups slice: the current account's groups as the wallet keeps them; the group a screen shows,
 * changed by the actions its role allows and shown as the service answers each change; creating,
 * joining and leaving groups; a group's members; and sharing a request into a group (its text and
 * link, which every member's wallet opens in one click). Out of reach, the core answers a group
 * from its own copy.
 * @module
 */
import type { BridgeValue, GroupSummary } from '../../shared/bridge'
import { explain } from '../base/errors'
import { t } from '../base/words'
import type { GroupChange, GroupsActions, NavigationActions, NoticeActions } from './actions'
import { latestRead, notLoaded } from './loaded'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import type { GroupOnScreen, GroupsState } from './types'

const noGroup = (): GroupOnScreen => ({
  conversationId: null,
  value: null,
  loading: false,
  error: null,
})

export function groupsSlice({
  set,
  get,
  call,
  actions,
}: SliceContext<GroupsActions & NoticeActions & NavigationActions>): Slice<
  GroupsState,
  GroupsActions
> {
  const read = latestRead<GroupSummary[]>(
    (p) => set((s) => ({ groups: { ...s.groups, ...p } })),
    () => get().groups.account,
    (account) => call('groups.list', { account }),
  )
  const current = () => currentAccountIn(get)
  let generation = 0

  const patchGroup = (conversationId: string, p: Partial<GroupOnScreen>) => {
    if (get().group.conversationId === conversationId) set((s) => ({ group: { ...s.group, ...p } }))
  }

  /** The group on screen, for a change to it. @throws TypeError when none is (its actions show only with one) */
  function onScreen() {
    const g = get().group.value
    if (g === null) throw new TypeError('no group is on screen')
    return { account: current(), conversation_id: g.conversation_id }
  }

  async function apply(change: GroupChange): Promise<BridgeValue<'groups.rename'>> {
    const base = onScreen()
    switch (change.kind) {
      case 'edit': {
        let g = get().group.value!
        if (change.name !== undefined)
          g = await call('groups.rename', { ...base, name: change.name })
        if (change.announcement !== undefined)
          g = await call('groups.setAnnouncement', { ...base, announcement: change.announcement })
        return g
      }
      case 'add':
        return call('groups.addMembers', { ...base, user_ids: change.user_ids })
      case 'remove':
        return call('groups.removeMembers', { ...base, user_ids: change.user_ids })
      case 'admin':
        return call('groups.setAdmin', { ...base, user_id: change.user_id, admin: change.admin })
      case 'mute':
        return call('groups.mute', { ...base, preset: change.preset })
      case 'disappear':
        return call('groups.setDisappearing', { ...base, seconds: change.seconds })
      case 'rotate-invite':
        return (await call('groups.rotateInvite', base)).group
    }
  }

  return {
    initial: { groups: notLoaded(), group: noGroup() },
    actions: {
      async loadGroups() {
        const account = get().accountId
        if (account !== null) await read(account)
      },

      async groupMembers(conversationId) {
        const group = await call('groups.open', {
          account: current(),
          conversation_id: conversationId,
        })
        return group.participants.map((p) => p.user_id)
      },

      async shareRequest(conversationId, requestId) {
        await call('messages.shareRequest', {
          account: current(),
          conversation_id: conversationId,
          request_id: requestId,
        })
        const name = get().groups.value?.find((g) => g.conversation_id === conversationId)?.name
        actions.notify({
          tone: 'success',
          title:
            name === undefined
              ? t('common.notice.sharedInGroup')
              : t('common.notice.sharedIn', { name }),
        })
      },

      async showGroup(conversationId) {
        const g = ++generation
        set((s) => ({
          group:
            s.group.conversationId === conversationId
              ? { ...s.group, loading: true, error: null }
              : { ...noGroup(), conversationId, loading: true },
        }))
        try {
          const value = await call('groups.open', {
            account: current(),
            conversation_id: conversationId,
          })
          if (g === generation) patchGroup(conversationId, { value, loading: false })
        } catch (e) {
          if (g === generation) patchGroup(conversationId, { loading: false, error: explain(e) })
        }
      },

      async changeGroup(change, done) {
        const value = await apply(change)
        patchGroup(value.conversation_id, { value, error: null })
        actions.notify({ tone: 'success', title: done })
      },

      async createGroup(group) {
        const g = await call('groups.create', { ...group, account: current() })
        actions.notify({
          tone: 'success',
          title: t('common.notice.groupCreated', { name: g.name }),
        })
        actions.navigate({ name: 'group', conversationId: g.conversation_id })
      },

      async joinGroup(code) {
        const g = await call('groups.join', { account: current(), code })
        actions.notify({ tone: 'success', title: t('common.notice.groupJoined', { name: g.name }) })
        actions.navigate({ name: 'group', conversationId: g.conversation_id })
      },

      async exitGroup() {
        const name = get().group.value?.name
        await call('groups.exit', onScreen())
        actions.notify({
          tone: 'success',
          title:
            name === undefined
              ? t('common.notice.leftGroup')
              : t('common.notice.groupLeft', { name }),
        })
        actions.navigate({ name: 'groups' })
      },
    },
  }
}
