/**
 * Where a request stands, derived as the official clients derive it, since the public API's request
 * has no state of its own (wire-formats §8.7): revoked once `revoked_by` is set; complete once its
 * distinct signers among the senders reach `senders_threshold`; sent once the service reports its
 * transaction `spent` (`GET /safe/transactions/:request_id`), which only a poll can tell.
 * @module
 */
import type { MultisigRequest } from '../../../../shared/api/ledger'
import type { MyRole, QueueState, RequestProgress } from '../../../../shared/bridge'

/** The senders who signed, each once. */
export function signedSenders(req: Pick<MultisigRequest, 'senders' | 'signers'>): Set<string> {
  const senders = new Set(req.senders)
  return new Set(req.signers.filter((s) => senders.has(s)))
}

/** How far the request has got; `sent` when its transaction is known to be final. */
export function progressOf(
  req: Pick<MultisigRequest, 'senders' | 'signers' | 'senders_threshold' | 'revoked_by'>,
  { sent }: { sent: boolean },
): RequestProgress {
  if (req.revoked_by !== '') return 'unlocked'
  if (signedSenders(req).size >= req.senders_threshold) return sent ? 'sent' : 'complete'
  return 'open'
}

/** Where the request stands for `me`. */
export function queueStateOf(
  req: Pick<MultisigRequest, 'senders' | 'signers' | 'senders_threshold' | 'revoked_by'>,
  me: string,
  known: { sent: boolean },
): QueueState {
  switch (progressOf(req, known)) {
    case 'unlocked':
      return 'unlocked'
    case 'complete':
      return 'sending'
    case 'sent':
      return 'done'
    case 'open':
      return req.senders.includes(me) && !req.signers.includes(me) ? 'needs-signature' : 'waiting'
  }
}

export function myRoleIn(req: Pick<MultisigRequest, 'senders' | 'receivers'>, me: string): MyRole {
  if (req.senders.includes(me)) return 'signer'
  return req.receivers.some((r) => r.members.includes(me)) ? 'receiver' : 'observer'
}
