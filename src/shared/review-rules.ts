/**
 * What a review says about a summary, in the window and on the command line alike: why signing or
 * unlocking no longer applies, how the outputs split into what leaves and what comes back, and how
 * the memo reads. Pure, unit-tested.
 * @module
 */
import type { RequestSummary, SummaryOutput } from './bridge'

/**
 * Why the user cannot sign, in plain words; null when signing applies. `offline`: the service cannot
 * be reached (the summary is the copy saved at the last review), and a signature made here goes to it.
 */
export function signBlockedReason(s: RequestSummary, offline = false): string | null {
  if (s.can_sign && !offline) return null
  if (s.progress === 'unlocked') return 'It was unlocked (revoked), so it can no longer be signed.'
  if (s.progress === 'complete') return 'It already has every signature it needs and is being sent.'
  if (s.progress === 'sent') return 'It already has every signature it needs and was sent.'
  if (!s.i_am_sender) return 'You are not one of its signers.'
  if (s.i_have_signed) return 'Your signature is already on it.'
  if (s.signed_count >= s.threshold) return 'It already has enough signatures.'
  if (offline)
    return 'Offline: your signature goes to the service, which cannot be reached now. Sign it once the service is back.'
  if (!s.inputs_verified)
    return 'The funds it spends could not be checked. Sync and review it again.'
  return 'It cannot be signed now.'
}

/** Why the request cannot be exported for offline signing; null when it can. */
export function exportBlockedReason(s: RequestSummary, offline = false): string | null {
  const closed = signBlockedReason(s)
  if (closed) return `Nothing to sign offline: ${closed.charAt(0).toLowerCase()}${closed.slice(1)}`
  return offline
    ? 'Offline: exporting checks the request with the service, which cannot be reached now.'
    : null
}

/** Why the user cannot unlock, in plain words; null when unlocking applies. `offline` as for signing. */
export function unlockBlockedReason(s: RequestSummary, offline = false): string | null {
  if (s.can_unlock && !offline) return null
  if (s.progress === 'unlocked') return 'It is already unlocked.'
  if (s.progress !== 'open') return 'It was completed, so it can no longer be unlocked.'
  if (!s.i_am_sender) return 'Only its signers can unlock it.'
  if (s.signed_count >= s.threshold)
    return 'It already has enough signatures, so it can no longer be unlocked.'
  if (offline) return 'Offline: unlocking needs the service, which cannot be reached now.'
  return 'It cannot be unlocked now.'
}

/** How the review says whether the inputs were found among the funds they spend. */
export function inputsCheckText(s: RequestSummary, offline = false): string {
  if (s.inputs_verified) return 'found among the account’s funds, as the service lists them'
  return offline ? 'offline — not checked' : 'not checked (the funds they spend were not found)'
}

/** Where a request stands, in the words the queue uses. */
export function stateText(s: RequestSummary): string {
  if (s.progress === 'unlocked') return 'Unlocked (revoked)'
  if (s.progress === 'complete') return 'Complete: every signature in, being sent'
  if (s.progress === 'sent') return 'Sent'
  if (s.i_have_signed) return 'Signed by you, waiting for others'
  return s.i_am_sender ? 'Needs your signature' : 'Pending'
}

/** The request's signers it pays (outside its change): a proposer paying himself gets a visible note. */
export function paidSigners(s: RequestSummary): string[] {
  const senders = new Set(s.senders.map((p) => p.user_id))
  return [
    ...new Set(
      splitOutputs(s.outputs).paying.flatMap((o) =>
        o.kind === 'external' ? o.members.filter((m) => senders.has(m)) : [],
      ),
    ),
  ]
}

/** The outputs that pay someone (external and withdrawals) and those that return as change. */
export function splitOutputs(outputs: readonly SummaryOutput[]): {
  paying: SummaryOutput[]
  change: SummaryOutput[]
} {
  return {
    paying: outputs.filter((o) => o.kind !== 'change'),
    change: outputs.filter((o) => o.kind === 'change'),
  }
}

/** The memo as shown: its text when it is printable, else its hex; null when there is none. */
export function memoDisplay(
  memo: RequestSummary['memo'],
): { kind: 'text' | 'hex'; value: string } | null {
  if (memo.hex === '') return null
  // Control characters other than tab and newlines (C1 ones too: some terminals obey them) make text
  // unreadable or misleading, as do bidirectional overrides: show hex.
  if (
    memo.text !== null &&
    !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(
      memo.text,
    )
  )
    return { kind: 'text', value: memo.text }
  return { kind: 'hex', value: memo.hex }
}

/**
 * What the review could prove and what it takes on the service's word: the amount spent and the
 * senders' threshold are read from the transactions that created the funds (each fetched and hashed
 * by the wallet); receivers and change are as the service reports them, since a payment's one-time
 * keys cannot be tied to user ids without the sender's secret.
 */
export function proofWords(s: RequestSummary): { finding: string; caveat: string } {
  const n = s.inputs.length
  const unproven = n - s.inputs.filter((i) => i.proven).length
  const finding = s.inputs_proven
    ? `Proven: the amount spent and the senders’ ${s.threshold}-of-${s.senders.length} rule, read from the transaction${n === 1 ? '' : 's'} that created the funds.`
    : `Not proven: ${unproven} of ${n} input${n === 1 ? '' : 's'} could not be checked against the transaction that created ${unproven === 1 ? 'it' : 'them'} (the service shows one only to its senders), so ${unproven === 1 ? 'its amount is' : 'their amounts are'} as the service reports.`
  return {
    finding,
    caveat:
      'Receivers and change are shown as the service reports them: one-time keys cannot be tied to user ids without the sender’s secret.',
  }
}
