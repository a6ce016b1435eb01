/**
 * How `sign` and `unlock` get the go-ahead for what they show, so a command line never signs or
 * revokes what nobody saw: on a terminal, the summary and a question; for a script, `--yes` only
 * with `--digest`, the digest of the summary a `--dry-run` printed (the core refuses when the
 * request's summary now has another). Anything else is refused, saying what to do, before the
 * wallet is opened or a passphrase asked.
 * @module
 */
import type { ReviewResult } from '../../shared/bridge'
import { CliFailure } from './session'
import { stringOption, type Output, type WalletRun } from './subcommand'

export const CONFIRM_OPTIONS = {
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean' },
  digest: { type: 'string' },
} as const

export const CONFIRM_USAGE = `--dry-run prints the summary and its digest and changes nothing; a script then runs the command
with --yes --digest DIGEST, which the wallet refuses if the request is no longer that summary`

/** How the person (or the script) confirms: not at all (a dry run), on the terminal, or by the digest a dry run printed. */
export type Confirmation =
  | { readonly kind: 'dry-run' }
  | { readonly kind: 'ask'; readonly digest?: string }
  | { readonly kind: 'digest'; readonly digest: string }

type Verb = 'sign' | 'unlock'
type Reviewed = Extract<ReviewResult, { status: 'ok' }>

const DONE = { sign: 'signed', unlock: 'unlocked' } as const
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

/**
 * The confirmation the options ask for.
 * @throws CliFailure for options that do not go together, or when nobody can be asked and no digest was given
 */
export function confirmationOf(w: WalletRun, verb: Verb, requestId: string): Confirmation {
  const command = `cosigner wallet ${verb} ${requestId}`
  const dryRun = w.values['dry-run'] === true
  const yes = w.values.yes === true
  const digest = stringOption(w, 'digest')?.trim().toLowerCase()
  if (dryRun && (yes || digest !== undefined))
    throw new CliFailure(
      'invalid-input',
      `--dry-run ${verb}s nothing, so it takes neither --yes nor --digest.`,
    )
  if (digest !== undefined && !/^[0-9a-f]{64}$/.test(digest))
    throw new CliFailure(
      'invalid-input',
      `--digest: expected the 64 hex digits of the summary digest "${command} --dry-run" prints.`,
    )
  if (dryRun) return { kind: 'dry-run' }
  if (yes) {
    if (digest === undefined) {
      throw new CliFailure(
        'digest-needed',
        `--yes ${verb}s without asking, so it needs --digest DIGEST: the summary digest "${command} --dry-run" prints, once you have checked that summary.`,
      )
    }
    return { kind: 'digest', digest }
  }
  if (!w.io.ask) {
    throw new CliFailure(
      'confirmation-needed',
      `Nothing was done: the summary must be confirmed, and there is no terminal to ask on. Check it with "${command} --dry-run", then run "${command} --yes --digest DIGEST" with the digest it printed.`,
    )
  }
  return { kind: 'ask', ...(digest !== undefined ? { digest } : {}) }
}

/**
 * Gets the go-ahead for the reviewed request: the digest given must be its summary's, and on a
 * terminal the person answers "yes" to `question` under the summary. Returns the digest confirmed.
 * @throws CliFailure 'summary-changed' | 'cancelled'
 */
export async function goAhead(
  w: WalletRun,
  how: Exclude<Confirmation, { kind: 'dry-run' }>,
  review: Reviewed,
  shown: string,
  question: string,
): Promise<string> {
  if (how.digest !== undefined && how.digest !== review.digest) {
    throw new CliFailure(
      'summary-changed',
      'The request is no longer the summary with that digest, so nothing was done. Check it again with --dry-run.',
      {
        details: `digest now ${review.digest}`,
      },
    )
  }
  if (how.kind === 'ask') await askYes(w, `${shown}\n${question}`)
  return review.digest
}

/**
 * Asks `question` on the terminal, under what it is about.
 * @throws CliFailure 'cancelled' for any answer but yes
 */
export async function askYes(w: WalletRun, question: string): Promise<void> {
  const answer = await w.io.ask!(`${question} Type "yes" to go ahead: `).catch(() => '')
  if (!/^y(es)?$/i.test(answer.trim()))
    throw new CliFailure('cancelled', 'You did not confirm, so nothing was done.')
}

/** What a dry run prints: the summary, and whether and how a script may then act on exactly it. */
export function dryRun(
  verb: Verb,
  review: Reviewed,
  shown: string,
  blocked: string | null,
): Output {
  const id = review.summary.request_id
  const next = blocked
    ? `It cannot be ${DONE[verb]}: ${lowerFirst(blocked)}`
    : `To ${verb} exactly this from a script: cosigner wallet ${verb} ${id} --yes --digest ${review.digest}`
  return {
    text: `${shown}\nNothing was ${DONE[verb]} (--dry-run). ${next}`,
    json: {
      request_id: id,
      digest: review.digest,
      [`can_${verb}`]: blocked === null,
      blocked_reason: blocked,
      offline: review.offline === true,
      summary: review.summary,
    },
  }
}

/** @throws CliFailure 'cannot-sign' | 'cannot-unlock' with the review's reason, when there is one */
export function refuseIfBlocked(verb: Verb, blocked: string | null): void {
  if (blocked !== null)
    throw new CliFailure(`cannot-${verb}`, `Nothing was ${DONE[verb]}: ${lowerFirst(blocked)}`)
}
