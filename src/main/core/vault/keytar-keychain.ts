/**
 * The keychain backed by keytar (macOS Keychain, Windows Credential Manager, Secret Service on
 * Linux), with its errors turned into {@link VaultError} codes.
 *
 * libsecret quirk this works around: with the default collection locked and no unlock possible,
 * keytar's `getPassword` answers null and `deletePassword` false, exactly as for a missing entry,
 * and `findCredentials` crashes the process (a NULL secret reaches `secret_value_get_text`). So on
 * Linux a miss is confirmed by a probe write, which fails with "locked collection" (or lets the
 * desktop prompt the user to unlock), and `list` probes before it searches.
 * @module
 */

import { createRequire } from 'node:module'
import { VaultError } from './errors'
import type { Keychain } from './keychain'
import { words } from '../../../shared/i18n/words'

type Keytar = typeof import('keytar')

/** Account name of the probe entry; it never matches `<user_id>/<kind>`. */
const PROBE_ACCOUNT = '.cosigner-probe'

let keytarModule: Keytar | undefined

function loadKeytar(): Keytar {
  if (keytarModule) return keytarModule
  try {
    keytarModule = createRequire(import.meta.url)('keytar') as Keytar
    return keytarModule
  } catch (e) {
    throw new VaultError('keychain-unavailable', words('core.keychain.moduleMissing'), {
      detail: messageOf(e),
      cause: e,
    })
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

const UNAVAILABLE = [
  /could not connect/i,
  /cannot autolaunch/i,
  /not provided by any \.service/i,
  /cannot spawn a message bus/i,
  /dbus/i,
  /object does not exist at path/i, // no default collection, and none could be created
  /no such (?:interface|object)/i,
  /keychain could not be found/i,
]
const LOCKED = [
  /locked/i,
  /prompt.*dismiss/i,
  /user canceled/i,
  /interaction is not allowed/i,
  /passphrase you entered is not correct/i,
]

/** Maps an error from keytar to a VaultError. Keytar's messages come from the OS and hold no secret. */
export function classifyKeychainError(e: unknown): VaultError {
  if (e instanceof VaultError) return e
  const detail = messageOf(e)
  if (LOCKED.some((re) => re.test(detail))) {
    return new VaultError('keychain-locked', words('core.keychain.locked'), {
      detail,
      cause: e,
    })
  }
  if (UNAVAILABLE.some((re) => re.test(detail))) {
    return new VaultError('keychain-unavailable', words('core.keychain.unreachable'), {
      detail,
      cause: e,
    })
  }
  return new VaultError('keychain-failed', words('core.keychain.refused'), {
    detail,
    cause: e,
  })
}

async function call<T>(op: (k: Keytar) => Promise<T>): Promise<T> {
  const keytar = loadKeytar()
  try {
    return await op(keytar)
  } catch (e) {
    throw classifyKeychainError(e)
  }
}

/**
 * A {@link Keychain} on the OS keychain through keytar 7.9.0. Loads the native module on first use,
 * so a missing build surfaces as 'keychain-unavailable' rather than at import time.
 * @throws VaultError 'keychain-unavailable' | 'keychain-locked' | 'keychain-failed' from every method
 * @example
 * const kc = keytarKeychain()
 * await kc.set('cosigner', `${userId}/session`, seedHex)
 */
export function keytarKeychain(options: { probeLocked?: boolean } = {}): Keychain {
  const probeLocked = options.probeLocked ?? process.platform === 'linux'

  /** Throws 'keychain-locked' when the collection cannot be written (see the module note). */
  async function assertWritable(service: string): Promise<void> {
    if (!probeLocked) return
    await call((k) => k.setPassword(service, PROBE_ACCOUNT, '1'))
    await call((k) => k.deletePassword(service, PROBE_ACCOUNT))
  }

  return {
    async get(service, account) {
      const value = await call((k) => k.getPassword(service, account))
      if (value === null) await assertWritable(service)
      return value
    },
    async set(service, account, secret) {
      await call((k) => k.setPassword(service, account, secret))
    },
    async delete(service, account) {
      const deleted = await call((k) => k.deletePassword(service, account))
      if (!deleted) await assertWritable(service)
      return deleted
    },
    async list(service) {
      await assertWritable(service)
      const found = await call((k) => k.findCredentials(service))
      // findCredentials hands back the secrets too; keep only the names.
      return found.map((c) => c.account).filter((a) => a !== PROBE_ACCOUNT)
    },
  }
}
