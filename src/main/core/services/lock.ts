/**
 * The wallet's lock, in the core rather than the window: the passphrase (kept only as a slow
 * verifier in the cache), unlocking (the passphrase's key goes to the vault, which zeroes it on
 * lock), the idle deadline (only the user's own input, reported by the host, moves it; background
 * syncs do not), re-authentication (a short-lived, single-use grant bound to one purpose and, where
 * it has one, one subject), and wrong passphrases, which wait longer and longer, also across a
 * restart, and are all written to the audit log. Loosening the lock (a longer idle time or re-auth
 * window) takes a grant like any other action that lets more happen without the passphrase;
 * tightening it never does.
 *
 * States: `setup` (no passphrase yet; keys found in clear wait to be sealed when one is chosen),
 * `locked`, `unlocked`, and `unprotected` (the demo's throwaway wallet, which may run without a
 * passphrase: nothing to unlock, and grants are given without asking).
 *
 * For a headless host (the `cosigner wallet` commands): `unlock(passphrase)` once, then
 * `reauthenticate(passphrase, purpose, subject)` for each grant an action takes.
 * @module
 */
import { randomBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import {
  loosenLockSubject,
  type GrantPurpose,
  type KeychainStatus,
  type LockStatus,
} from '../../../shared/bridge'
import type { AuditInput, SettingsStore } from '../db'
import { SettingKey } from '../db'
import { CoreError } from '../errors'
import { deriveKey, newScryptParams, sameBytes, type DerivedKey, type Vault } from '../vault'
import { errorText } from '../errors'
import type { CoreEmitter } from '../events'
import { keyedSerializer } from '../keyed-serializer'
import { requireStrongPassphrase } from './passphrase-policy'
import { passphraseJson, readPassphraseRecord, type StoredPassphrase } from './passphrase-record'
import { words } from '../../../shared/i18n/words'

/** How long a grant may wait for its action. */
export const GRANT_TTL_MS = 60_000
export const DEFAULT_IDLE_MS = 5 * 60_000
export const MIN_IDLE_MS = 1000
export const MAX_IDLE_MS = 24 * 3600_000
export const MAX_REAUTH_WINDOW_MS = 15 * 60_000
/** Wrong passphrases allowed before the first wait. */
export const FREE_ATTEMPTS = 2
export const FIRST_WAIT_MS = 5000
export const MAX_WAIT_MS = 10 * 60_000

/** How long to wait after the `failures`-th wrong passphrase in a row: none at first, then 5 s doubling to 10 min. */
export function waitAfter(failures: number): number {
  if (failures <= FREE_ATTEMPTS) return 0
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(20, failures - FREE_ATTEMPTS - 1))
}

const Failures = z.object({ count: z.number().int().min(0), retry_at: z.number().int().min(0) })

export interface LockDeps {
  vault: Vault
  settings: SettingsStore
  now: () => number
  audit(entry: AuditInput): void
  /** Resolves once the keychain was settled at start (unlocking and re-seals wait for it). */
  ready: Promise<unknown>
  /** The demo's wallet may run without a passphrase. */
  allowUnprotected: boolean
  /** scrypt's work factor for a new passphrase; lower it only in tests. */
  scryptN?: number
  /** How many accounts are cached (to tell a fresh wallet from one with keys to seal). */
  accountCount(): number
  /** Where the keys are (./keychain-view). */
  keychain(): KeychainStatus
  /** Where a change of state is announced (`lock-changed`). */
  events: CoreEmitter
}

export interface LockService {
  /** Where the lock stands: a read, which changes nothing (past the idle deadline it reads `locked`). */
  status(): LockStatus
  /**
   * Locks the wallet when its idle deadline has passed (the key zeroed, grants dropped, audited),
   * as the idle timer does; for where the core acts on a call, since a timer may run late (a
   * machine that slept). Returns the state after.
   */
  lockIfIdle(): LockStatus['state']
  /**
   * Sets the first passphrase, sealing every key found in clear (the same safe way as a change),
   * and unlocks. Returns a grant for the first account import, so onboarding asks only once.
   * @throws CoreError 'passphrase-exists' | 'weak-passphrase'; VaultError
   */
  setup(passphrase: string): Promise<{ status: LockStatus; grant: string }>
  /** @throws CoreError 'no-passphrase' | 'throttled' | 'wrong-passphrase' */
  unlock(passphrase: string): Promise<LockStatus>
  /**
   * Locks now (the key is zeroed, grants dropped).
   * @throws CoreError 'cannot-lock' for a wallet without a passphrase
   */
  lock(reason: 'user' | 'idle' | 'system'): LockStatus
  /** The user did something: the idle deadline moves. No effect unless unlocked. */
  activity(): LockStatus
  /**
   * Checks the passphrase again and returns a single-use grant for one action, valid for
   * {@link GRANT_TTL_MS}. Without a passphrase set (the demo) no passphrase is asked.
   * @throws CoreError 'locked' | 'throttled' | 'wrong-passphrase'
   */
  reauthenticate(
    passphrase: string | undefined,
    purpose: GrantPurpose,
    subject?: string | null,
  ): Promise<string>
  /**
   * Spends a grant: it must be fresh, unused, for this purpose and this subject.
   * @throws CoreError 'reauth-required'
   */
  consume(grant: string | undefined, purpose: GrantPurpose, subject?: string | null): void
  /**
   * Lets a signature of `requestId` through: with a grant for it, or without one inside the
   * re-auth window the user set.
   * @throws CoreError 'reauth-required'
   */
  authorizeSigning(grant: string | undefined, requestId: string): void
  /**
   * Refuses unless {@link authorizeSigning} would let a signature of `requestId` through, without
   * spending the grant: a proposal asks before it creates anything, and signs once it is created.
   * @throws CoreError 'reauth-required'
   */
  requireSigningAllowed(grant: string | undefined, requestId: string): void
  /**
   * Re-seals every key under a new passphrase (the old one was checked for `grant`).
   * @throws CoreError 'reauth-required' | 'weak-passphrase' | 'locked'; VaultError
   */
  changePassphrase(grant: string | undefined, next: string): Promise<LockStatus>
  /**
   * The idle time and the re-auth window; a shorter window takes effect at once, a longer one from
   * the next entry of the passphrase. Loosening either takes a `loosen-lock` grant for exactly these
   * settings ({@link loosenLockSubject}), since it lets whoever is at the desk next do more without
   * the passphrase; tightening takes none. Every change is audited.
   * @throws RangeError for a value out of range; CoreError 'reauth-required' when loosening without a valid grant
   */
  configure(o: { idleMs?: number; reauthWindowMs?: number }, grant?: string): LockStatus
  /** Stops the idle timer and forgets the key. */
  close(): void
}

export function lockService(d: LockDeps): LockService {
  let record = readPassphraseRecord(d.settings)
  let lastActivity = d.now()
  /** When the passphrase was last entered; signing needs no grant until `signFreeUntil`. */
  let lastAuth = 0
  let signFreeUntil = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const grants = new Map<
    string,
    { purpose: GrantPurpose; subject: string | null; expires: number }
  >()
  const serial = keyedSerializer()
  const attempts = <T>(task: () => Promise<T>) => serial('passphrase', task)

  const numberSetting = (key: string, fallback: number, min: number, max: number) => {
    const n = Number(d.settings.get(key))
    return Number.isInteger(n) && n >= min && n <= max ? n : fallback
  }
  const idleMs = () => numberSetting(SettingKey.idleMs, DEFAULT_IDLE_MS, MIN_IDLE_MS, MAX_IDLE_MS)
  const reauthWindowMs = () => numberSetting(SettingKey.reauthWindowMs, 0, 0, MAX_REAUTH_WINDOW_MS)

  function failures(): z.infer<typeof Failures> {
    try {
      const r = Failures.safeParse(JSON.parse(d.settings.get(SettingKey.unlockFailures) ?? 'null'))
      return r.success ? r.data : { count: 0, retry_at: 0 }
    } catch {
      return { count: 0, retry_at: 0 }
    }
  }

  const unlocked = () => record !== null && d.vault.open
  const idleDue = () => d.now() >= lastActivity + idleMs()

  function lockIfIdle(): LockStatus['state'] {
    if (unlocked() && idleDue()) doLock('idle')
    return state()
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!unlocked()) return
    const wait = Math.max(0, lastActivity + idleMs() - d.now())
    timer = setTimeout(() => {
      timer = undefined
      if (lockIfIdle() === 'unlocked') schedule()
    }, wait + 50)
    timer.unref?.()
  }

  function doLock(reason: 'user' | 'idle' | 'system'): void {
    const was = unlocked()
    d.vault.forgetKey()
    grants.clear()
    signFreeUntil = 0
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (was) d.audit({ actor: 'app', action: 'wallet.lock', result: 'ok', detail: reason })
    announce()
  }

  function state(): LockStatus['state'] {
    if (record === null) return d.allowUnprotected ? 'unprotected' : 'setup'
    return unlocked() && !idleDue() ? 'unlocked' : 'locked'
  }

  let announced = state()
  /** Tells the host when the state moved since it was last told. */
  function announce(): void {
    const now = state()
    if (now === announced) return
    announced = now
    d.events.emit('lock-changed', { state: now })
  }

  function status(): LockStatus {
    const s = state()
    const f = failures()
    const now = d.now()
    const open = s === 'unlocked'
    return {
      state: s,
      now,
      accounts: d.accountCount(),
      idle_ms: idleMs(),
      reauth_window_ms: reauthWindowMs(),
      locks_at: open ? lastActivity + idleMs() : null,
      sign_without_reauth_until: open && signFreeUntil > now ? signFreeUntil : null,
      failed_attempts: f.count,
      retry_at: f.retry_at > now ? f.retry_at : null,
      keychain: d.keychain(),
    }
  }

  /** Checks `passphrase` against the verifier, counting and auditing the attempt; the caller zeroes the key. */
  async function attempt(
    passphrase: string,
    action: 'wallet.unlock' | 'wallet.reauth',
    detail: string,
  ): Promise<DerivedKey> {
    if (typeof passphrase !== 'string') throw new TypeError('"passphrase" expected a string')
    return attempts(async () => {
      const stored = record
      if (stored === null) throw new CoreError('no-passphrase', words('core.lock.noPassphrase'))
      const f = failures()
      const now = d.now()
      if (f.retry_at > now) {
        const seconds = Math.ceil((f.retry_at - now) / 1000)
        d.audit({
          actor: 'app',
          action,
          result: 'refused',
          detail: `${detail}; waiting after ${f.count} wrong passphrases`,
        })
        throw new CoreError('throttled', words('core.lock.throttled', { seconds }), {
          details: `${f.count} wrong in a row`,
        })
      }
      const derived = await deriveKey(passphrase, stored.params)
      if (!sameBytes(derived.verifier, stored.verifier)) {
        derived.key.fill(0)
        const count = f.count + 1
        const wait = waitAfter(count)
        d.settings.set(
          SettingKey.unlockFailures,
          JSON.stringify({ count, retry_at: wait > 0 ? d.now() + wait : 0 }),
        )
        d.audit({
          actor: 'app',
          action,
          result: 'failed',
          detail: `${detail}; wrong passphrase (${count} in a row)`,
        })
        const wrong =
          wait > 0
            ? words('core.lock.wrongPassphraseWait', { seconds: Math.ceil(wait / 1000) })
            : words('core.lock.wrongPassphrase')
        throw new CoreError('wrong-passphrase', wrong, {
          details: `${count} wrong in a row`,
        })
      }
      if (f.count > 0) d.settings.delete(SettingKey.unlockFailures)
      d.audit({ actor: 'app', action, result: 'ok', detail })
      return derived
    })
  }

  function issueGrant(purpose: GrantPurpose, subject: string | null): string {
    const now = d.now()
    for (const [token, g] of grants) if (g.expires <= now) grants.delete(token)
    const token = Buffer.from(randomBytes(32)).toString('base64url')
    grants.set(token, { purpose, subject, expires: now + GRANT_TTL_MS })
    return token
  }

  function authenticated(): void {
    const now = d.now()
    lastActivity = now
    lastAuth = now
    signFreeUntil = now + reauthWindowMs()
    schedule()
    announce()
  }

  async function reseal(
    passphrase: string,
    action: 'passphrase.set' | 'passphrase.change',
  ): Promise<void> {
    await d.ready
    const params = newScryptParams(d.scryptN)
    const derived = await deriveKey(passphrase, params)
    const next: StoredPassphrase = {
      generation: d.vault.generation + 1,
      params,
      verifier: derived.verifier,
    }
    try {
      const moved = await d.vault.reseal(
        { generation: next.generation, sealing: { params, key: derived.key } },
        () => {
          d.settings.set(SettingKey.passphrase, passphraseJson(next))
        },
      )
      record = next
      d.settings.delete(SettingKey.unlockFailures)
      d.audit({
        actor: 'app',
        action,
        result: 'ok',
        detail: `${moved.moved} keys sealed (generation ${next.generation})${moved.leftovers ? `; ${moved.leftovers} old entries left for the next start` : ''}`,
      })
    } catch (e) {
      derived.key.fill(0)
      d.audit({ actor: 'app', action, result: 'failed', detail: errorText(e) })
      throw e
    }
  }

  function isValid(
    grant: string | undefined,
    purpose: GrantPurpose,
    subject: string | null,
  ): boolean {
    const g = grant === undefined ? undefined : grants.get(grant)
    return (
      g !== undefined &&
      g.expires > d.now() &&
      g.purpose === purpose &&
      g.subject === subject &&
      lockIfIdle() !== 'locked'
    )
  }

  function consume(
    grant: string | undefined,
    purpose: GrantPurpose,
    subject: string | null = null,
  ): void {
    const valid = isValid(grant, purpose, subject)
    if (grant !== undefined) grants.delete(grant)
    if (!valid) {
      throw new CoreError('reauth-required', words('core.lock.confirmThenRetry'), {
        details: `grant for ${purpose}${grant === undefined ? ' missing' : ' not valid'}`,
      })
    }
  }

  const signingRefused = () =>
    new CoreError('reauth-required', words('core.lock.signThenRetry'), {
      details: 'grant for sign missing, outside the re-auth window',
    })

  return {
    status,
    lockIfIdle,
    consume,

    async setup(passphrase) {
      if (record !== null)
        throw new CoreError('passphrase-exists', words('core.lock.passphraseExists'))
      await requireStrongPassphrase(passphrase, 'wallet')
      await attempts(() => reseal(passphrase, 'passphrase.set'))
      authenticated()
      return { status: status(), grant: issueGrant('import-account', null) }
    },

    async unlock(passphrase) {
      // The keychain is settled at start (entries moved into this wallet's namespace) before any key is opened.
      await d.ready
      const derived = await attempt(passphrase, 'wallet.unlock', 'unlock')
      derived.verifier.fill(0)
      d.vault.useGeneration(record!.generation, { params: record!.params, key: derived.key })
      authenticated()
      return status()
    },

    lock(reason) {
      if (record === null) {
        if (d.allowUnprotected)
          throw new CoreError('cannot-lock', words('core.lock.demoCannotLock'))
        return status()
      }
      doLock(reason)
      return status()
    },

    activity() {
      if (lockIfIdle() === 'unlocked') {
        lastActivity = d.now()
        schedule()
      }
      return status()
    },

    async reauthenticate(passphrase, purpose, subject = null) {
      const s = lockIfIdle()
      if (s === 'unprotected') {
        d.audit({
          actor: 'app',
          action: 'wallet.reauth',
          result: 'ok',
          detail: `${purpose}; the wallet has no passphrase`,
        })
        return issueGrant(purpose, subject)
      }
      if (s === 'setup') throw new CoreError('no-passphrase', words('core.lock.noPassphrase'))
      if (s === 'locked') throw new CoreError('locked', words('core.lock.locked'))
      if (passphrase === undefined)
        throw new CoreError('reauth-required', words('core.lock.confirm'))
      const derived = await attempt(passphrase, 'wallet.reauth', purpose)
      derived.key.fill(0)
      derived.verifier.fill(0)
      authenticated()
      return issueGrant(purpose, subject)
    },

    authorizeSigning(grant, requestId) {
      if (grant !== undefined) return consume(grant, 'sign', requestId)
      if (lockIfIdle() === 'unlocked' && signFreeUntil > d.now()) return
      throw signingRefused()
    },

    requireSigningAllowed(grant, requestId) {
      if (
        grant !== undefined
          ? isValid(grant, 'sign', requestId)
          : lockIfIdle() === 'unlocked' && signFreeUntil > d.now()
      )
        return
      throw grant === undefined
        ? signingRefused()
        : new CoreError('reauth-required', words('core.lock.signThenRetry'), {
            details: 'grant for sign not valid',
          })
    },

    async changePassphrase(grant, next) {
      consume(grant, 'change-passphrase')
      if (record === null) throw new CoreError('no-passphrase', words('core.lock.noPassphrase'))
      await requireStrongPassphrase(next, 'wallet')
      await attempts(() => reseal(next, 'passphrase.change'))
      authenticated()
      return status()
    },

    configure(o, grant) {
      if (
        o.idleMs !== undefined &&
        (!Number.isInteger(o.idleMs) || o.idleMs < MIN_IDLE_MS || o.idleMs > MAX_IDLE_MS)
      ) {
        throw new RangeError(`"idleMs" expected an integer in [${MIN_IDLE_MS}, ${MAX_IDLE_MS}]`)
      }
      if (
        o.reauthWindowMs !== undefined &&
        (!Number.isInteger(o.reauthWindowMs) ||
          o.reauthWindowMs < 0 ||
          o.reauthWindowMs > MAX_REAUTH_WINDOW_MS)
      ) {
        throw new RangeError(`"reauthWindowMs" expected an integer in [0, ${MAX_REAUTH_WINDOW_MS}]`)
      }
      const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
      const change = (name: string, was: number, next: number | undefined) =>
        next === undefined || next === was ? [] : [`${name} ${seconds(was)} → ${seconds(next)}`]
      const changes = [
        ...change('idle lock', idleMs(), o.idleMs),
        ...change('re-auth window', reauthWindowMs(), o.reauthWindowMs),
      ].join('; ')
      const loosens = (o.idleMs ?? 0) > idleMs() || (o.reauthWindowMs ?? 0) > reauthWindowMs()
      if (loosens) {
        try {
          consume(grant, 'loosen-lock', loosenLockSubject(o))
        } catch (e) {
          // Asking for the passphrase is the normal first step, not an event worth a line.
          if (grant !== undefined)
            d.audit({
              actor: 'app',
              action: 'lock.configure',
              result: 'refused',
              detail: `${changes}; ${errorText(e)}`,
            })
          throw e
        }
      }
      if (o.idleMs !== undefined) {
        d.settings.set(SettingKey.idleMs, String(o.idleMs))
        schedule()
      }
      if (o.reauthWindowMs !== undefined) {
        d.settings.set(SettingKey.reauthWindowMs, String(o.reauthWindowMs))
        // The window runs from the last entry of the passphrase, under the setting as it is now: a
        // shorter one closes sooner, a longer one covers the passphrase just entered (loosening took it).
        signFreeUntil = lastAuth + o.reauthWindowMs
      }
      if (changes !== '')
        d.audit({ actor: 'app', action: 'lock.configure', result: 'ok', detail: changes })
      return status()
    },

    close() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      d.vault.forgetKey()
      grants.clear()
    },
  }
}
