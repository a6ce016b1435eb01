/**
 * The wallet passphrase as the cache keeps it: never the passphrase, only a slow verifier (scrypt,
 * its parameters and a generation that moves with each change), as one JSON setting.
 * @module
 */
import { z } from 'zod'
import { SettingKey, type SettingsStore } from '../db'
import { CoreError } from '../errors'
import { b64, ScryptParamsSchema, scryptParamsJson, type ScryptParams } from '../vault'
import { words } from '../../../shared/i18n/words'

const PassphraseRecord = z.object({
  v: z.literal(1),
  generation: z.number().int().min(1),
  kdf: ScryptParamsSchema,
  verifier: z.string().regex(/^[A-Za-z0-9+/]{43}=$/),
})
export interface StoredPassphrase {
  generation: number
  params: ScryptParams
  verifier: Uint8Array
}

/** The stored verifier, or null when the wallet has none (or it is unreadable: then it is treated as none only if no key is sealed). */
export function readPassphraseRecord(settings: SettingsStore): StoredPassphrase | null {
  const text = settings.get(SettingKey.passphrase)
  if (text === undefined) return null
  let r: z.ZodSafeParseResult<z.infer<typeof PassphraseRecord>>
  try {
    r = PassphraseRecord.safeParse(JSON.parse(text))
  } catch {
    r = PassphraseRecord.safeParse(undefined)
  }
  if (!r.success)
    throw new CoreError('locked', words('core.lock.recordDamaged'), {
      details: SettingKey.passphrase,
    })
  const k = r.data.kdf
  return {
    generation: r.data.generation,
    params: { N: k.N, r: k.r, p: k.p, salt: k.salt },
    verifier: new Uint8Array(Buffer.from(r.data.verifier, 'base64')),
  }
}

export function passphraseJson(p: StoredPassphrase): string {
  return JSON.stringify({
    v: 1,
    generation: p.generation,
    kdf: scryptParamsJson(p.params),
    verifier: b64(p.verifier),
  })
}
