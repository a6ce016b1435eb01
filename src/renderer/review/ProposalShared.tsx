/**
 * After a proposal, at the top of its review: the group its link went to at once, so the other
 * members see it (./outcome-words), or why it went nowhere, with a way to share it now.
 * @module
 */
import { useGroups } from '../components/groups'
import { useT } from '../components/words'
import { useApp } from '../store'
import { proposalShareText } from './outcome-words'

/** See the module comment. */
export function ProposalShared({
  sharedIn,
  onShare,
}: {
  sharedIn: string | null
  onShare: () => void
}) {
  const t = useT()
  const sharingOn = useApp((s) => s.settings?.share_proposals ?? true)
  const { list } = useGroups()
  const groupName = list?.find((g) => g.conversation_id === sharedIn)?.name ?? null
  const text = proposalShareText(sharedIn, groupName, sharingOn, t)
  if (sharedIn !== null) {
    return (
      <p className="callout share-proposed" role="note" data-testid="proposal-shared">
        {text}
      </p>
    )
  }
  return (
    <div className="action-row share-proposed" data-testid="proposal-shared">
      <span>{text}</span>
      <button type="button" className="button" onClick={onShare}>
        {t('review.share.button')}
      </button>
    </div>
  )
}
