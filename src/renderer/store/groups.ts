/**
 * The groups slice: the current account's groups as the wallet keeps them, a group's members, and
 * sharing a request into a group (its text and link, which every member's wallet opens in one click).
 * @module
 */
import type { GroupSummary } from '../../shared/bridge'
import { BridgeFailure } from '../app/bridge-caller'
import { isOffline } from '../app/errors'
import type { GroupsActions } from './actions'
import { latestRead, notLoaded } from './loaded'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import type { GroupsState } from './types'

export function groupsSlice({ set, get, call }: SliceContext): Slice<GroupsState, GroupsActions> {
  const read = latestRead<GroupSummary[]>(
    (p) => set((s) => ({ groups: { ...s.groups, ...p } })),
    () => get().groups.account,
    (account) => call('groups.list', { account }),
  )
  const current = () => currentAccountIn(get)

  return {
    initial: { groups: notLoaded() },
    actions: {
      async loadGroups() {
        const account = get().accountId
        if (account !== null) await read(account)
      },

      async groupMembers(conversationId) {
        const account = current()
        let group
        try {
          group = await call('groups.open', { account, conversation_id: conversationId })
        } catch (e) {
          // Out of reach, the wallet's own copy of the group still names its members.
          if (!(e instanceof BridgeFailure && isOffline(e))) throw e
          group = await call('groups.open', { account, conversation_id: conversationId, offline: true })
        }
        return group.participants.map((p) => p.user_id)
      },

      async shareRequest(conversationId, requestId) {
        await call('messages.shareRequest', { account: current(), conversation_id: conversationId, request_id: requestId })
      },
    },
  }
}
