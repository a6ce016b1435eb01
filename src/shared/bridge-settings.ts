/**
 * The wallet's settings and its activity log on the bridge (see ./bridge for the contract).
 * @module
 */
import { z } from 'zod'
import { Hash } from './api/common'
import { LANGUAGES } from './i18n/locales'

const Int = z.number().int()
const Ms = Int.nonnegative()

export const AuditEntry = z.object({
  id: Int,
  at: Ms,
  actor: z.string(),
  action: z.string(),
  subject: z.string(),
  transaction_hash: Hash.nullable(),
  result: z.enum(['ok', 'failed', 'refused']),
  detail: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntry>

export const THEMES = ['system', 'light', 'dark'] as const
export const Settings = z.object({
  base_url: z.string(),
  /** The address used when none is set: the local sequencer given at startup. */
  default_base_url: z.string(),
  theme: z.enum(THEMES),
  /** The language chosen in Settings: 'system' follows the system's. */
  language: z.enum(LANGUAGES),
  /** Where the keys are: the OS keychain's name for people, and the service name entries are filed under. */
  keychain: z.object({ backend: z.string(), service: z.string() }),
  /** Whether a new proposal is shared to its account's group at once, so the other members hear of it. */
  share_proposals: z.boolean(),
})
export type Settings = z.infer<typeof Settings>
