/**
 * Registration with the sequencer (wire-formats §6), as the Go client's `RegisterSafeWithSetupPin`
 * does it: `GET /safe/me`; when `has_safe` is false, the account's TIP key is set up first when the
 * service has none (`POST /pin/update` with the TIP public key ‖ counter 1 encrypted as a PIN: the
 * public service registers only accounts with a TIP PIN), then `POST /safe/users` with the spend
 * key's signature and the TIP key's signature encrypted as a PIN. Every PIN's iterator is nanoseconds
 * since the epoch, increasing per account (kept in settings).
 * @module
 */
import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { UserMe } from '../../../shared/api/user'
import {
  base64UrlDecode,
  buildRegistration,
  encryptPin,
  tipPinUpdateMessage,
} from '../../../shared/auth'
import { ApiClientError } from '../client'
import type { CoreContext } from '../context'
import type { AccountRow } from '../db'
import { CoreError } from '../errors'
import { toRecord } from '../vault'
import { errorText } from '../errors'
import { words } from '../../../shared/i18n/words'

export interface RegistrationOutcome {
  account: AccountRow
  /** False when the service already had this account registered. */
  registeredNow: boolean
}

const iteratorKey = (userId: string) => `pin.iterator.${userId}`

/** The next PIN iterator: now in ns, and always above the last one used. */
function nextPinIterator(ctx: CoreContext, userId: string): bigint {
  const last = BigInt(ctx.cache.settings.get(iteratorKey(userId)) ?? '0')
  const now = BigInt(ctx.now()) * 1_000_000n
  const next = now > last ? now : last + 1n
  ctx.cache.settings.set(iteratorKey(userId), next.toString())
  return next
}

function markRegistered(ctx: CoreContext, userId: string): void {
  ctx.cache.accounts.markRegistered(userId)
  ctx.events.emit('accounts-changed', { account: userId, change: 'updated' })
}

/**
 * Makes sure the account is registered, registering it when the service says it is not.
 * @param options.createKeys give a session-only account a spend key first (else 'no-spend-key')
 * @throws CoreError 'account-not-found' | 'no-spend-key'; ApiClientError; VaultError
 */
export async function ensureRegistered(
  ctx: CoreContext,
  userId: string,
  options: { createKeys?: boolean } = {},
): Promise<RegistrationOutcome> {
  let row = ctx.account(userId)
  const client = ctx.clientFor(userId)
  try {
    const me = await client.call('GET', '/safe/me', UserMe)
    if (me.user_id !== userId)
      throw new ApiClientError('invalid-response', {
        method: 'GET',
        path: '/safe/me',
        description: 'the service answered for another user',
      })
    if (me.has_safe) {
      requireOurRegisteredKey(me, row)
      markRegistered(ctx, userId)
      return { account: ctx.account(userId), registeredNow: false }
    }
    if (row.spend_public_key === null || row.tip_public_key === null) {
      if (!options.createKeys)
        throw new CoreError('no-spend-key', words('core.registration.noSpendKey'))
      row = ctx.cache.accounts.upsert(await ctx.vault.createSpendKeys(toRecord(row)))
      ctx.events.emit('accounts-changed', { account: userId, change: 'updated' })
      ctx.audit({ actor: userId, action: 'account.create-keys', subject: userId, result: 'ok' })
    }
    const serverPublicKey = hexToBytes(row.server_public_key)
    const tip = registeredTipKey(me)
    if (tip === null) {
      // No TIP PIN yet: set ours up, as the public service registers only accounts that have one.
      const tipPublic = hexToBytes(row.tip_public_key!)
      const iterator = nextPinIterator(ctx, userId)
      const pin = await ctx.vault.withSecret(userId, 'session', (sessionSeed) =>
        encryptPin(tipPinUpdateMessage(tipPublic, 1n), { sessionSeed, serverPublicKey, iterator }),
      )
      await client.call('POST', '/pin/update', z.unknown(), {
        body: { old_pin_base64: '', pin_base64: pin },
      })
      ctx.audit({
        actor: userId,
        action: 'register',
        subject: userId,
        result: 'ok',
        detail: `TIP key ${row.tip_public_key!.slice(0, 16)}… set up`,
      })
    } else if (tip !== row.tip_public_key) {
      throw new CoreError('keystore-mismatch', words('core.registration.otherPin'), {
        details: 'GET /safe/me: tip_key_base64 differs from the keystore’s TIP key',
      })
    }
    const iterator = nextPinIterator(ctx, userId)
    const body = await ctx.vault.withSecret(userId, 'spend', (spendSeed) =>
      ctx.vault.withSecret(userId, 'tip', (tipSeed) =>
        ctx.vault.withSecret(userId, 'session', (sessionSeed) =>
          buildRegistration({ userId, spendSeed, tipSeed, sessionSeed, serverPublicKey, iterator }),
        ),
      ),
    )
    const registered = await client.call('POST', '/safe/users', UserMe, { body })
    if (!registered.has_safe)
      throw new ApiClientError('invalid-response', {
        method: 'POST',
        path: '/safe/users',
        description: 'the service did not confirm the registration',
      })
    markRegistered(ctx, userId)
    // Named by its first digits: the log redacts any run long enough to be a key, public ones too.
    ctx.audit({
      actor: userId,
      action: 'register',
      subject: userId,
      result: 'ok',
      detail: `spend key ${row.spend_public_key?.slice(0, 16)}…`,
    })
    return { account: ctx.account(userId), registeredNow: true }
  } catch (e) {
    ctx.audit({
      actor: userId,
      action: 'register',
      subject: userId,
      result: 'failed',
      detail: errorText(e),
    })
    throw e
  }
}

/** The TIP public key (hex) the service has registered for the caller, or null when it shows none. */
export function registeredTipKey(me: UserMe): string | null {
  if (!me.tip_key_base64) return null
  try {
    return Buffer.from(base64UrlDecode(me.tip_key_base64)).toString('hex')
  } catch {
    return null
  }
}

/** A service that has another TIP key on record for us holds another registration than ours. */
function requireOurRegisteredKey(me: UserMe, row: AccountRow): void {
  const registered = registeredTipKey(me)
  if (registered === null || row.tip_public_key === null) return
  if (registered !== row.tip_public_key) {
    throw new CoreError('keystore-mismatch', words('core.registration.otherSpendKey'), {
      details: 'GET /safe/me: the registered TIP key differs',
    })
  }
}
