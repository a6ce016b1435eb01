/**
 * What the review says after a proposal: where its link went, or why it went nowhere (how far a
 * signature took the request the store says: ../store/review). Pure, unit-tested.
 * @module
 */
import { t as windowT, type MessageId, type MessageValues } from '../base/words'

/**
 * Where a proposal was shared: `groupName` is the name of the group it went to (null while unknown);
 * `sharingOn` whether the setting to share new proposals is on. Worded by `t` (a component passes its
 * own; else the language shown now).
 */
export function proposalShareText(
  sharedIn: string | null,
  groupName: string | null,
  sharingOn: boolean,
  t: (id: MessageId, values?: MessageValues) => string = windowT,
): string {
  if (sharedIn !== null)
    return groupName === null
      ? t('review.proposal.sharedInAccountGroup')
      : t('review.proposal.sharedIn', { group: groupName })
  return t(sharingOn ? 'review.proposal.noGroup' : 'review.proposal.sharingOff')
}
