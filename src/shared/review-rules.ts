/**
 * What a review says about a summary, in the window and on the command line alike: why signing or
 * unlocking no longer applies, how the outputs split into what leaves and what comes back, and how
 * the memo reads, as catalog words (the window says them in its language; the command line takes the
 * English of each). Pure, unit-tested.
 * @module
 */
import type { RequestSummary, SummaryOutput } from './bridge'
import type { MessageId } from './i18n/catalog'
import { translator } from './i18n/translate'
import { words, type Words } from './i18n/words'

const english = translator('en')
const inEnglish = (w: Words | null) => (w === null ? null : english.say(w))

/** Why signing does not apply, by the first condition that holds (see {@link signBlockedWords}). */
type SignBlock =
  | 'unlocked'
  | 'complete'
  | 'sent'
  | 'notSigner'
  | 'signed'
  | 'enough'
  | 'offline'
  | 'unverified'
  | 'other'

function signBlock(s: RequestSummary, offline: boolean): SignBlock | null {
  if (s.can_sign && !offline) return null
  if (s.progress === 'unlocked') return 'unlocked'
  if (s.progress === 'complete') return 'complete'
  if (s.progress === 'sent') return 'sent'
  if (!s.i_am_sender) return 'notSigner'
  if (s.i_have_signed) return 'signed'
  if (s.signed_count >= s.threshold) return 'enough'
  if (offline) return 'offline'
  if (!s.inputs_verified) return 'unverified'
  return 'other'
}

const SIGN_BLOCKED: Readonly<Record<SignBlock, MessageId>> = {
  unlocked: 'review.blocked.sign.unlocked',
  complete: 'review.blocked.sign.complete',
  sent: 'review.blocked.sign.sent',
  notSigner: 'review.blocked.sign.notSigner',
  signed: 'review.blocked.sign.signed',
  enough: 'review.blocked.sign.enough',
  offline: 'review.blocked.sign.offline',
  unverified: 'review.blocked.sign.unverified',
  other: 'review.blocked.sign.other',
}

// Exporting asks the service, so "offline" is its own reason and never a closed request's.
const EXPORT_BLOCKED: Readonly<Record<Exclude<SignBlock, 'offline'>, MessageId>> = {
  unlocked: 'review.blocked.export.unlocked',
  complete: 'review.blocked.export.complete',
  sent: 'review.blocked.export.sent',
  notSigner: 'review.blocked.export.notSigner',
  signed: 'review.blocked.export.signed',
  enough: 'review.blocked.export.enough',
  unverified: 'review.blocked.export.unverified',
  other: 'review.blocked.export.other',
}

/**
 * Why the user cannot sign, in plain words; null when signing applies. `offline`: the service cannot
 * be reached (the summary is the copy saved at the last review), and a signature made here goes to it.
 */
export function signBlockedWords(s: RequestSummary, offline = false): Words | null {
  const block = signBlock(s, offline)
  return block === null ? null : words(SIGN_BLOCKED[block])
}

/** {@link signBlockedWords} in English (the command line's). */
export function signBlockedReason(s: RequestSummary, offline = false): string | null {
  return inEnglish(signBlockedWords(s, offline))
}

/** Why the request cannot be exported for offline signing; null when it can. */
export function exportBlockedWords(s: RequestSummary, offline = false): Words | null {
  const closed = signBlock(s, false)
  if (closed !== null && closed !== 'offline') return words(EXPORT_BLOCKED[closed])
  return offline ? words('review.blocked.export.offline') : null
}

/** {@link exportBlockedWords} in English. */
export function exportBlockedReason(s: RequestSummary, offline = false): string | null {
  return inEnglish(exportBlockedWords(s, offline))
}

/** Why the user cannot unlock, in plain words; null when unlocking applies. `offline` as for signing. */
export function unlockBlockedWords(s: RequestSummary, offline = false): Words | null {
  if (s.can_unlock && !offline) return null
  if (s.progress === 'unlocked') return words('review.blocked.unlock.unlocked')
  if (s.progress !== 'open') return words('review.blocked.unlock.done')
  if (!s.i_am_sender) return words('review.blocked.unlock.notSigner')
  if (s.signed_count >= s.threshold) return words('review.blocked.unlock.enough')
  if (offline) return words('review.blocked.unlock.offline')
  return words('review.blocked.unlock.other')
}

/** {@link unlockBlockedWords} in English. */
export function unlockBlockedReason(s: RequestSummary, offline = false): string | null {
  return inEnglish(unlockBlockedWords(s, offline))
}

/** How the review says whether the inputs were found among the funds they spend. */
export function inputsCheckWords(s: RequestSummary, offline = false): Words {
  if (s.inputs_verified) return words('review.inputs.found')
  return words(offline ? 'review.inputs.offline' : 'review.inputs.notFound')
}

/** {@link inputsCheckWords} in English. */
export function inputsCheckText(s: RequestSummary, offline = false): string {
  return english.say(inputsCheckWords(s, offline))
}

/** Where a request stands, in the words the queue uses. */
export function stateWords(s: RequestSummary): Words {
  if (s.progress === 'unlocked') return words('review.state.unlocked')
  if (s.progress === 'complete') return words('review.state.complete')
  if (s.progress === 'sent') return words('review.state.sent')
  if (s.i_have_signed) return words('review.state.signed')
  return words(s.i_am_sender ? 'review.state.needsYou' : 'review.state.pending')
}

/** {@link stateWords} in English. */
export function stateText(s: RequestSummary): string {
  return english.say(stateWords(s))
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
export function proofFindings(s: RequestSummary): { finding: Words; caveat: Words } {
  const inputs = s.inputs.length
  const unproven = inputs - s.inputs.filter((i) => i.proven).length
  return {
    finding: s.inputs_proven
      ? words('review.proofs.proven', {
          threshold: s.threshold,
          signers: s.senders.length,
          inputs,
        })
      : words('review.proofs.notProven', { unproven, inputs }),
    caveat: words('review.proofs.caveat'),
  }
}

/** {@link proofFindings} in English (the command line's). */
export function proofWords(s: RequestSummary): { finding: string; caveat: string } {
  const { finding, caveat } = proofFindings(s)
  return { finding: english.say(finding), caveat: english.say(caveat) }
}
