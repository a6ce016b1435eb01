/**
 * What the review says after a proposal: where its link went, or why it went nowhere (how far a
 * signature took the request the store says: ../store/review). Pure, unit-tested.
 * @module
 */

/**
 * Where a proposal was shared: `groupName` is the name of the group it went to (null while unknown);
 * `sharingOn` whether the setting to share new proposals is on.
 */
export function proposalShareText(
  sharedIn: string | null,
  groupName: string | null,
  sharingOn: boolean,
): string {
  if (sharedIn !== null)
    return `Shared in ${groupName ?? 'the account’s group'}, so the other members see it at once.`
  if (!sharingOn)
    return 'Not shared: sharing new proposals in the account’s group is off (Settings). Share it where your co-signers talk, so they see it:'
  return 'Not shared: this wallet knows no group of exactly this account’s members. Share it where your co-signers talk, so they see it at once:'
}
