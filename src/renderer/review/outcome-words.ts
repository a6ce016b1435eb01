/**
 * What the review says after an action: how far a signature took the request, and where a new
 * proposal's link went (or why it went nowhere). Pure, unit-tested.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'

/** The notice after signing, from the request as the service answered the signature. */
export function signedText(item: Pick<RequestItem, 'state' | 'signers' | 'threshold'>): string {
  if (item.state === 'sending') return 'Signed. Every signature is in; the transaction is being sent.'
  if (item.state === 'done') return 'Signed. The threshold is reached and the transaction was sent.'
  return `Signed. ${item.signers.length} of ${item.threshold} signatures so far.`
}

/**
 * Where a proposal was shared: `groupName` is the name of the group it went to (null while unknown);
 * `sharingOn` whether the setting to share new proposals is on.
 */
export function proposalShareText(sharedIn: string | null, groupName: string | null, sharingOn: boolean): string {
  if (sharedIn !== null) return `Shared in ${groupName ?? 'the account’s group'}, so the other members see it at once.`
  if (!sharingOn) return 'Not shared: sharing new proposals in the account’s group is off (Settings). Share it where your co-signers talk, so they see it:'
  return 'Not shared: this wallet knows no group of exactly this account’s members. Share it where your co-signers talk, so they see it at once:'
}
