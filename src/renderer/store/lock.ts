/**
 * The lock slice: what the wallet core says about its lock (the core decides; this slice only
 * shows it), the passphrase prompt that turns into a grant for one action, and the user's activity,
 * reported to the core at most every {@link ACTIVITY_EVERY_MS}. The slice asks the core for its
 * status every {@link POLL_MS} and at the idle deadline, so an idle lock, or one the system caused,
 * shows within seconds; any refusal as 'locked' shows it at once. Background work never reports
 * activity.
 * @module
 */
import { loosenLockSubject, type GrantPurpose, type LockStatus } from '../../shared/bridge'
import { BridgeFailure } from '../base/bridge-caller'
import { t } from '../base/words'
import type { LockActions, NoticeActions, SessionActions, SyncActions } from './actions'
import { grantsOf } from './grants'
import type { Slice, SliceContext } from './slice'
import type { LockSliceState, ReauthPrompt } from './types'

export const POLL_MS = 5000
export const ACTIVITY_EVERY_MS = 10_000

const open = (s: LockStatus | null) =>
  s !== null && (s.state === 'unlocked' || s.state === 'unprotected')

export function lockSlice(
  ctx: SliceContext<LockActions & SessionActions & SyncActions & NoticeActions>,
): Slice<LockSliceState, LockActions> {
  const { set, get, call, actions } = ctx
  const grants = grantsOf(ctx)
  let poll: ReturnType<typeof setInterval> | undefined
  let deadline: ReturnType<typeof setTimeout> | undefined
  let lastReport = 0
  let prompt:
    | {
        resolve: (grant: string) => void
        reject: (e: unknown) => void
        purpose: GrantPurpose
        subject: string | null
      }
    | undefined
  let setupGrant: string | null = null
  let promptSeq = 0

  function closePrompt(e: unknown): void {
    const p = prompt
    prompt = undefined
    set({ reauth: null })
    p?.reject(e)
  }

  /** Checks again right after the idle deadline the core gave. */
  function scheduleDeadline(s: LockStatus): void {
    if (deadline !== undefined) clearTimeout(deadline)
    deadline = undefined
    if (s.state !== 'unlocked' || s.locks_at === null) return
    deadline = setTimeout(() => void actions.refreshLock(), Math.max(0, s.locks_at - s.now) + 250)
  }

  function apply(s: LockStatus): void {
    const wasOpen = open(get().lock)
    set({ lock: s })
    scheduleDeadline(s)
    if (wasOpen && !open(s)) {
      actions.stopSyncing()
      closePrompt(new BridgeFailure('locked', { id: 'errors.walletLocked' }))
    }
  }

  return {
    initial: { lock: null, reauth: null },
    actions: {
      async refreshLock() {
        try {
          const s = await call('lock.status', {})
          apply(s)
          return s
        } catch {
          return null
        }
      },

      async lockNow() {
        apply(await call('lock.lock', {}))
      },

      async unlock(passphrase) {
        try {
          const s = await call('lock.unlock', { passphrase })
          apply(s)
          lastReport = Date.now()
          await actions.loadSession()
        } catch (e) {
          // A wait after wrong passphrases shows as a countdown: the status carries it.
          void actions.refreshLock()
          throw e
        }
      },

      async setupPassphrase(passphrase) {
        const r = await call('lock.setup', { passphrase })
        setupGrant = r.grant
        apply(r.status)
        await actions.loadSession()
      },

      lockObserved() {
        const s = get().lock
        if (s && s.state === 'unlocked')
          apply({ ...s, state: 'locked', locks_at: null, sign_without_reauth_until: null })
        void actions.refreshLock()
      },

      reportActivity() {
        if (get().lock?.state !== 'unlocked') return
        const now = Date.now()
        if (now - lastReport < ACTIVITY_EVERY_MS) return
        lastReport = now
        call('lock.activity', {}).then(apply, () => undefined)
      },

      requestGrant(purpose, subject, what) {
        if (get().lock?.state === 'unprotected') {
          return call('lock.reauthenticate', { purpose, ...(subject ? { subject } : {}) }).then(
            (r) => r.grant,
          )
        }
        closePrompt(new BridgeFailure('cancelled', { id: 'errors.anotherPrompt' }))
        return new Promise<string>((resolve, reject) => {
          prompt = { resolve, reject, purpose, subject }
          const reauth: ReauthPrompt = { id: ++promptSeq, purpose, what }
          set({ reauth })
        })
      },

      async answerReauth(passphrase) {
        const p = prompt
        if (!p) return
        try {
          const { grant } = await call('lock.reauthenticate', {
            passphrase,
            purpose: p.purpose,
            ...(p.subject ? { subject: p.subject } : {}),
          })
          if (prompt !== p) return
          prompt = undefined
          set({ reauth: null })
          lastReport = Date.now()
          void actions.refreshLock()
          p.resolve(grant)
        } catch (e) {
          void actions.refreshLock()
          throw e
        }
      },

      cancelReauth() {
        closePrompt(new BridgeFailure('cancelled', { id: 'errors.passphraseNotEntered' }))
      },

      takeSetupGrant() {
        const g = setupGrant
        setupGrant = null
        return g
      },

      watchLock(status) {
        apply(status)
        if (poll !== undefined) return
        poll = setInterval(() => {
          if (open(get().lock) && get().lock?.state === 'unlocked') void actions.refreshLock()
        }, POLL_MS)
      },

      checkPassphrase(candidate) {
        return call('lock.checkPassphrase', { passphrase: candidate })
      },

      async configureLock(change, asking) {
        // A shorter time applies at once; a longer one the core takes only with a grant for exactly it.
        const subject = loosenLockSubject(
          'idle_minutes' in change
            ? { idleMs: change.idle_minutes * 60_000 }
            : { reauthWindowMs: change.reauth_window_minutes * 60_000 },
        )
        let loosened = false
        await grants.ifAsked({ purpose: 'loosen-lock', subject, what: asking }, (grant) => {
          loosened = grant !== undefined
          return call('lock.configure', { ...change, ...(grant ? { grant } : {}) })
        })
        await actions.refreshLock()
        return { loosened }
      },

      async changePassphrase(passphrase) {
        const grant = await actions.requestGrant(
          'change-passphrase',
          null,
          t('common.notice.asking.changePassphrase'),
        )
        await call('lock.changePassphrase', { grant, passphrase })
        void actions.refreshLock()
        actions.notify({
          tone: 'success',
          title: t('common.notice.passphraseChanged'),
        })
      },
    },
    dispose() {
      if (poll !== undefined) clearInterval(poll)
      if (deadline !== undefined) clearTimeout(deadline)
      poll = undefined
      deadline = undefined
    },
  }
}
