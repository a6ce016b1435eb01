/**
 * People on the bridge (see ./bridge for the contract): a user as the wallet's users cache knows
 * them — name, identity number, and the avatar the core fetched and checked, as data. Public
 * data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { Uuid } from './api/common'
import { CheckedImage } from './bridge-images'

/** A user as the screens show them. `avatar` is null when the user has none (the screen draws initials). */
export const Person = z.object({
  user_id: Uuid,
  full_name: z.string(),
  identity_number: z.string(),
  avatar: CheckedImage.nullable(),
  /** When the service last described them (ms since the epoch). */
  fetched_at: z.number().int().nonnegative(),
})
export type Person = z.infer<typeof Person>
