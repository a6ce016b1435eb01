/**
 * Each check a review can refuse a request under, as the line that names it: the core's closed list
 * (REVIEW_CHECKS), so a new check cannot go unworded and a test can hold every kind to its words.
 * @module
 */
import type { ReviewCheck } from '../../shared/bridge'
import type { MessageId } from '../base/words'

/** The catalog line of each kind of mismatch: its name in bold, then the core's `{detail}`. */
export const MISMATCH_WORDS: Readonly<Record<ReviewCheck, MessageId>> = {
  transaction: 'review.mismatch.transaction',
  'asset-and-memo': 'review.mismatch.assetAndMemo',
  senders: 'review.mismatch.senders',
  outputs: 'review.mismatch.outputs',
  inputs: 'review.mismatch.inputs',
  proofs: 'review.mismatch.proofs',
  signatures: 'review.mismatch.signatures',
}
