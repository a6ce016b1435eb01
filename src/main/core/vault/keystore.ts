/**
 * Keystore JSON in the official SDKs' shape, validated. We accept what the Mixin dashboard and the
 * SDKs write for a bot or a network user with a session:
 *
 * ```json
 * { "app_id": "<uuid>", "session_id": "<uuid>", "server_public_key": "<64 hex>",
 *   "session_private_key": "<64 hex seed | 128 hex seed‖pub>",
 *   "spend_private_key": "<same forms>"?, "tip_private_key": "<same forms>"? }
 * ```
 *
 * `user_id` is accepted in place of `app_id`. Without `tip_private_key` the TIP key is the spend key,
 * as for every bot (the Go SDK's `RegisterSafe` insists on it). Without `spend_private_key` the
 * account holds its session only, until a spend key is created for it. OAuth keystores
 * (`authorization_id`) and legacy ones with only `pin_token_base64` are refused: the first has no
 * session, the second no Ed25519 server key. Other fields (`pin`, `scope`, …) are ignored, never
 * kept.
 * @module
 */

import { hexToBytes } from '@noble/hashes/utils.js'
import { z } from 'zod'
import { UuidInput } from '../../../shared/api/common'
import { isStrictPublicKey } from '../../../shared/auth/ed25519'
import { VaultError } from './errors'
import { seedFromKeystoreText } from './seed'
import { words } from '../../../shared/i18n/words'

/** Largest keystore text we read; real ones are a few hundred bytes. */
export const MAX_KEYSTORE_BYTES = 64 * 1024

const PrivateKeyText = z.string().max(200, 'too long for a private key')

/** The keystore fields we read; other fields pass unread. */
const KeystoreSchema = z
  .object({
    app_id: UuidInput.optional(),
    user_id: UuidInput.optional(),
    session_id: UuidInput,
    server_public_key: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters')
      .transform((s) => s.toLowerCase())
      .refine((s) => isStrictPublicKey(hexToBytes(s)), 'not a valid Ed25519 public key'),
    session_private_key: PrivateKeyText,
    spend_private_key: PrivateKeyText.optional(),
    tip_private_key: PrivateKeyText.optional(),
    authorization_id: z
      .never({ error: 'OAuth keystores have no session key; use a bot or user keystore' })
      .optional(),
  })
  .superRefine((k, ctx) => {
    if (k.app_id === undefined && k.user_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['app_id'], message: 'required' })
    } else if (k.app_id !== undefined && k.user_id !== undefined && k.app_id !== k.user_id) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: 'differs from app_id' })
    }
    if (k.tip_private_key !== undefined && k.spend_private_key === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['tip_private_key'],
        message: 'given without spend_private_key',
      })
    }
  })

/** A validated keystore. The seeds are the caller's to zero, with {@link disposeKeystore}. */
export interface ParsedKeystore {
  userId: string
  sessionId: string
  serverPublicKey: string
  session: Uint8Array
  spend: Uint8Array | null
  /** The spend key's copy when the keystore has no TIP key of its own. */
  tip: Uint8Array | null
}

/** Zeroes every seed of a parsed keystore. */
export function disposeKeystore(k: ParsedKeystore): void {
  k.session.fill(0)
  k.spend?.fill(0)
  k.tip?.fill(0)
}

/** What is wrong with a keystore field; 'issue' carries the schema's own text as `issue`. */
type Problem = 'notObject' | 'notJson' | 'tooLarge' | 'required' | 'format' | 'publicKey' | 'issue'

function invalid(
  field: string,
  reason: Problem,
  values: Record<string, string | number> = {},
): VaultError {
  return new VaultError(
    'invalid-keystore',
    words('core.keystore.invalid', { field: field || 'none', reason, ...values }),
    { field },
  )
}

function problemOf(p: 'format' | 'public-key-mismatch'): Problem {
  return p === 'format' ? 'format' : 'publicKey'
}

/**
 * Validates a keystore object and decodes its seeds.
 * @throws VaultError 'invalid-keystore' with `field` set to the first offending field
 * @example
 * const k = parseKeystore(JSON.parse(text))
 * try { use(k) } finally { disposeKeystore(k) }
 */
export function parseKeystore(input: unknown): ParsedKeystore {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw invalid('', 'notObject')
  const r = KeystoreSchema.safeParse(input)
  if (!r.success) {
    const issue = r.error.issues[0]!
    const field = issue.path.map(String).join('.')
    // Our own messages only: zod's defaults for a missing field read "expected string, received undefined".
    if (issue.code === 'invalid_type' && issue.message.includes('undefined'))
      throw invalid(field, 'required')
    throw invalid(field, 'issue', { issue: issue.message })
  }
  const k = r.data
  const seeds: Uint8Array[] = []
  const decode = (
    field: 'session_private_key' | 'spend_private_key' | 'tip_private_key',
    text: string,
  ): Uint8Array => {
    const seed = seedFromKeystoreText(text)
    if (typeof seed === 'string') {
      for (const s of seeds) s.fill(0)
      throw invalid(field, problemOf(seed))
    }
    seeds.push(seed)
    return seed
  }
  const session = decode('session_private_key', k.session_private_key)
  const spend =
    k.spend_private_key === undefined ? null : decode('spend_private_key', k.spend_private_key)
  const tip =
    k.tip_private_key !== undefined
      ? decode('tip_private_key', k.tip_private_key)
      : spend && spend.slice()
  return {
    userId: (k.app_id ?? k.user_id)!,
    sessionId: k.session_id,
    serverPublicKey: k.server_public_key,
    session,
    spend,
    tip,
  }
}

/**
 * Parses keystore text (a file's content or pasted text) and validates it.
 * @throws VaultError 'invalid-keystore' (`field` '' when the text is not a JSON object)
 */
export function parseKeystoreText(text: string): ParsedKeystore {
  if (typeof text !== 'string') throw new TypeError('"text" expected a string')
  if (text.length > MAX_KEYSTORE_BYTES)
    throw invalid('', 'tooLarge', { bytes: String(MAX_KEYSTORE_BYTES) })
  let json: unknown
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    throw invalid('', 'notJson')
  }
  return parseKeystore(json)
}
