/**
 * The pending requests a move must wait for (each to be signed or unlocked first): by its short id,
 * amount and signatures so far, and, where the move is under way, a way to its review.
 * @module
 */
import { Fragment } from 'react'
import type { RequestItem } from '../../shared/bridge'
import { formatAmount, shortId } from '../base/format'
import { ReviewLink } from '../components/ReviewLink'
import { useT } from '../components/words'

export function PendingList({
  pending,
  linked,
}: {
  pending: readonly RequestItem[]
  /** Whether each request opens its review. */
  linked: boolean
}) {
  const t = useT()
  return (
    <ul aria-label={t('runs.pending.label')}>
      {pending.map((q) => (
        <li key={q.request_id}>
          {t.rich('runs.pending.item', {
            id: shortId(q.request_id),
            amount: formatAmount(q.amount),
            signed: q.signers.length,
            threshold: q.threshold,
            link: (chunks) =>
              linked ? (
                <ReviewLink key="link" requestId={q.request_id}>
                  {chunks}
                </ReviewLink>
              ) : (
                <Fragment key="link">{chunks}</Fragment>
              ),
          })}
        </li>
      ))}
    </ul>
  )
}
