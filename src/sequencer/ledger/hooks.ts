/**
 * Where the ledger hands over to messages: the notice to a new request's other senders.
 */
import type { SequencerContext } from '../context'
import { notifyMultisigRequest } from '../messages/notify'

/**
 * Tells the senders of a new request (other than its creator) about it, as a `SYSTEM_SAFE_MULTISIG`
 * message (messages/notify.ts). Runs after the request is committed: a failure to notify is
 * logged, never turned into a failure of the request, which exists either way.
 */
export function notifyNewRequest(
  ctx: SequencerContext,
  o: { requestId: string; transactionHash: string; creatorId: string; senders: readonly string[] },
): void {
  try {
    notifyMultisigRequest(ctx, o)
  } catch (error) {
    console.error('sequencer: could not notify the senders of multisig request', o.requestId, error)
  }
}
