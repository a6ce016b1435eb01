/**
 * The session slice: booting (settings and accounts, then the first screen), the accounts and which
 * one is current, and the settings. Changing account starts the queue and the syncing over (and
 * the message loops follow the accounts). Moving to another service asks for the passphrase when the
 * core says so; an address on a private network the user first confirms, by its host name, as their
 * own server. The core decides all of it (https:// but for this computer, a Mixin-compatible answer).
 * @module
 */
import { loadCatalog } from '../../shared/i18n/catalog'
import { BridgeFailure } from '../base/bridge-caller'
import { explain } from '../base/errors'
import { t } from '../base/words'
import type {
  LockActions,
  MessagesActions,
  NoticeActions,
  QueueActions,
  SessionActions,
  SyncActions,
} from './actions'
import { grantsOf } from './grants'
import { localeOf, type Slice, type SliceContext } from './slice'
import type { SessionState } from './types'

export function sessionSlice(
  ctx: SliceContext<
    SessionActions & QueueActions & SyncActions & LockActions & MessagesActions & NoticeActions
  >,
): Slice<SessionState, SessionActions> {
  const { set, get, call, actions } = ctx
  const grants = grantsOf(ctx)
  return {
    initial: {
      booted: false,
      fatal: null,
      accounts: [],
      accountId: null,
      settings: null,
      language: 'system',
    },
    actions: {
      async boot() {
        try {
          // The language first, so the lock screen already speaks it.
          const [lock, { language }] = await Promise.all([
            call('lock.status', {}),
            call('settings.language', {}),
          ])
          // Its catalog before the first screen, so nothing shows in English first.
          await loadCatalog(localeOf(language))
          set({ language })
          actions.watchLock(lock)
          if (lock.state === 'unlocked' || lock.state === 'unprotected') await actions.loadSession()
          else set({ booted: true })
        } catch (e) {
          set({ booted: true, fatal: explain(e) })
        }
      },

      async loadSession() {
        try {
          const [settings, accounts] = await Promise.all([
            call('settings.get', {}),
            call('accounts.list', {}),
          ])
          const previous = get().accountId
          const accountId =
            accounts.find((a) => a.user_id === previous)?.user_id ?? accounts[0]?.user_id ?? null
          // An account that is not registered still reads its queue and signs offline files; Settings
          // offers to register it. After an unlock the screen the user was on stays.
          const route =
            get().booted && previous !== null && accountId === previous
              ? get().route
              : accountId
                ? { name: 'queue' as const }
                : { name: 'onboarding' as const }
          set({ booted: true, settings, language: settings.language, accounts, accountId, route })
          if (accountId) actions.afterAccountChange()
        } catch (e) {
          // The wallet locked (idle) between the status and these calls: the lock screen shows, not a fault.
          set(
            e instanceof BridgeFailure && e.code === 'locked'
              ? { booted: true }
              : { booted: true, fatal: explain(e) },
          )
        }
      },

      accountAdded(account) {
        set((s) => ({
          accounts: [...s.accounts.filter((a) => a.user_id !== account.user_id), account],
          accountId: account.user_id,
        }))
        actions.afterAccountChange()
      },

      selectAccount(userId) {
        if (!get().accounts.some((a) => a.user_id === userId)) return
        set({ accountId: userId })
        actions.afterAccountChange()
      },

      afterAccountChange() {
        actions.clearQueue()
        actions.stopSyncing()
        void actions.loadTab(get().tab)
        const account = get().accounts.find((a) => a.user_id === get().accountId)
        if (account !== undefined && account.registered_at !== null) actions.startSyncing()
        actions.watchMessages()
      },

      setSettings(settings) {
        set({ settings, language: settings.language })
      },

      async setShareProposals(share) {
        actions.setSettings(await call('settings.setShareProposals', { share }))
      },

      async setLanguage(language) {
        // The catalog and the choice at once: the window changes language in one render.
        const [settings] = await Promise.all([
          call('settings.setLanguage', { language }),
          loadCatalog(localeOf(language)),
        ])
        actions.setSettings(settings)
      },

      async setTheme(theme) {
        actions.setSettings(await call('settings.setTheme', { theme }))
      },

      async setServiceAddress(url, confirmHost) {
        const host = confirmHost ? { confirm_host: confirmHost } : {}
        let settings
        try {
          // First without a grant: the core says at once whether the address is acceptable.
          settings = await grants.ifAsked(
            {
              purpose: 'change-service',
              subject: url ?? 'default',
              what: t('settings.service.changing'),
            },
            (grant) =>
              call('settings.setBaseUrl', { base_url: url, ...host, ...(grant ? { grant } : {}) }),
          )
        } catch (e) {
          if (e instanceof BridgeFailure && e.code === 'private-host' && url !== null)
            return { kind: 'private-host' }
          throw e
        }
        actions.setSettings(settings)
        actions.notify({
          tone: 'success',
          title: t('settings.service.changed', { url: settings.base_url }),
        })
        void actions.syncNow({ quiet: true })
        return { kind: 'changed', settings }
      },
    },
  }
}
