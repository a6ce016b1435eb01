/**
 * The `senders` check: the senders are distinct, their hash is theirs, and the threshold is one
 * they can meet.
 * @module
 */
import { membersHash } from '../../../../../shared/kernel'
import type { CheckContext } from './context'
import { words } from '../../../../../shared/i18n/words'

export function checkSenders(c: CheckContext): void {
  const { req } = c
  const senders = req.senders
  if (new Set(senders).size !== senders.length)
    c.report('senders', words('review.check.sendersRepeat'))
  if (membersHash(senders) !== req.senders_hash)
    c.report('senders', words('review.check.sendersHash'))
  if (req.senders_threshold < 1 || req.senders_threshold > senders.length) {
    c.report(
      'senders',
      words('review.check.thresholdImpossible', {
        threshold: req.senders_threshold,
        senders: senders.length,
      }),
    )
  }
  if (c.tx.references.length > 0)
    c.warn(words('review.warning.references', { count: c.tx.references.length }))
}
