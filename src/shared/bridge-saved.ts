/**
 * Copies saved on this computer, on the bridge (see ./bridge for the contract): what the core
 * answers from its cache when the service cannot be reached — a request opened by id, link or hash,
 * a group — marked so the screen says it is the saved copy, of when (each value's `synced_at`).
 * Public data only, parsed on the way out.
 * @module
 */
import { z } from 'zod'
import { GroupDetail } from './bridge-groups'
import { RequestItem } from './bridge-requests'

/** Set when the service could not be reached and this is the copy this computer saved, at its `synced_at`. */
export const Saved = { offline: z.literal(true).optional() }

/** A request as opened: fresh from the service, or the saved copy. */
export const OpenedRequest = RequestItem.extend(Saved)
export type OpenedRequest = z.infer<typeof OpenedRequest>

/** A group as opened: fresh from the service, or the saved copy. */
export const OpenedGroup = GroupDetail.extend(Saved)
export type OpenedGroup = z.infer<typeof OpenedGroup>
