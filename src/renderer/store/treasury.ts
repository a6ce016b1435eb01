/**
 * The treasury slice: the current account's shared accounts — those it follows and those the wallet
 * met in requests and offers — with their balances, as the wallet's cache holds them, synced with the
 * service when a screen asks; following, unfollowing and naming them, each followed by a fresh read,
 * so a screen shows the accounts as they are after the change; an asset's history, the stale
 * requests; and proposing a payment from one, which the proposer signs at once.
 * @module
 */
import { explain, type Explained } from '../base/errors'
import { t } from '../base/words'
import type {
  LockActions,
  NavigationActions,
  NoticeActions,
  QueueActions,
  TreasuryActions,
} from './actions'
import { grantsOf } from './grants'
import { latestRead, notLoaded } from './loaded'
import { currentAccountIn, type Slice, type SliceContext } from './slice'
import type { TreasuryState } from './types'

type Treasury = TreasuryState['treasury']

export function treasurySlice(
  ctx: SliceContext<
    TreasuryActions & LockActions & NoticeActions & QueueActions & NavigationActions
  >,
): Slice<TreasuryState, TreasuryActions> {
  const { set, get, call, actions } = ctx
  const grants = grantsOf(ctx)
  // Another account's failed sync is not this one's: it goes with the copy it came with.
  const patch = (p: Partial<Treasury>) =>
    set((s) => ({
      treasury: {
        ...s.treasury,
        ...p,
        ...(p.account !== undefined && p.account !== s.treasury.account ? { syncError: null } : {}),
      },
    }))
  const read = latestRead(
    patch,
    () => get().treasury.account,
    (account) => call('treasury.list', { account }),
  )
  const current = () => currentAccountIn(get)

  return {
    initial: { treasury: { ...notLoaded(), syncing: false, syncError: null } },
    actions: {
      async loadTreasury() {
        const account = get().accountId
        if (account !== null) await read(account)
      },

      async syncTreasury() {
        const account = get().accountId
        if (account === null || get().treasury.syncing) return
        patch({ syncing: true, syncError: null })
        let failure: Explained | null = null
        try {
          await call('treasury.sync', { account })
        } catch (e) {
          failure = explain(e)
        }
        patch({ syncing: false })
        if (get().accountId !== account) return
        await read(account)
        // After the read, which makes the copy this account's: the failure goes with it.
        patch({ syncError: failure })
      },

      async followSharedAccount(description) {
        const account = current()
        const followed = await call('treasury.addAccount', { account, ...description })
        await read(account)
        return followed
      },

      async unfollowSharedAccount(key) {
        const account = current()
        await call('treasury.removeAccount', { account, ...key })
        await read(account)
      },

      async nameSharedAccount(key, label) {
        const account = current()
        await call('treasury.setLabel', { account, ...key, label })
        await read(account)
      },

      assetHistory(key, assetId) {
        return call('treasury.history', { account: current(), ...key, asset_id: assetId })
      },

      accountAvailability(key) {
        return call('treasury.availability', { account: current(), ...key })
      },

      staleRequests(key) {
        return call('treasury.stale', { account: current(), ...key })
      },

      async setStaleAfter(ms) {
        await call('treasury.setStaleAfter', { ms })
        await actions.loadTreasury()
      },

      async proposePayment(draft) {
        const account = current()
        // The core checks every field before it asks for a grant, so mistakes come back before the passphrase is asked for.
        const result = await grants.ifAsked(
          {
            purpose: 'sign',
            subject: draft.request_id,
            what: t('common.notice.asking.signPayment'),
          },
          (grant) => call('payments.propose', { ...draft, account, ...(grant ? { grant } : {}) }),
        )
        if (result.status === 'invalid') return { kind: 'invalid', errors: result.errors }
        actions.notify({
          tone: 'success',
          title: t('common.notice.paymentProposed', {
            signed: result.request.signers.length,
            threshold: result.request.threshold,
          }),
        })
        void actions.reloadQueue()
        actions.navigate({
          name: 'review',
          source: {
            kind: 'request',
            requestId: result.request.request_id,
            proposed: { sharedIn: result.shared_in },
          },
        })
        return { kind: 'proposed', request: result.request }
      },
    },
  }
}
