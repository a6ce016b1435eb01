/**
 * The `senders` check: the senders are distinct, their hash is theirs, and the threshold is one
 * they can meet.
 * @module
 */
import { membersHash } from '../../../../../shared/kernel'
import type { CheckContext } from './context'

export function checkSenders(c: CheckContext): void {
  const { req } = c
  const senders = req.senders
  if (new Set(senders).size !== senders.length)
    c.report('senders', 'the senders list repeats a member')
  if (membersHash(senders) !== req.senders_hash)
    c.report('senders', 'senders_hash is not the hash of the senders')
  if (req.senders_threshold < 1 || req.senders_threshold > senders.length) {
    c.report(
      'senders',
      `threshold ${req.senders_threshold} is impossible for ${senders.length} senders`,
    )
  }
  if (c.tx.references.length > 0)
    c.warn(`the transaction references ${c.tx.references.length} other transaction(s)`)
}
