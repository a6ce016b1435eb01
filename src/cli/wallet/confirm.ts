/**
 * How `sign` and `unlock` get the go-ahead for what they show, so a command line never signs or
 * revokes what nobody saw: on a terminal, the summary and a question; for a script, `--yes` only
 * with `--digest`, the digest of the summary a `--dry-run` printed (the core refuses when the
 * request's summary now has another). Anything else is refused, saying what to do, before the
 * wallet is opened or a passphrase asked.
 * @module
 */
import type { ReviewResult } from '../../shared/bridge'
import { words } from '../../shared/i18n/words'
import { englishOf } from '../../shared/i18n/english'
import type { Words } from '../../shared/i18n/words'
import { CliFailure } from './session'
import { stringOption, type Output, type WalletRun } from './subcommand'
import { say, t } from '../words'

export const CONFIRM_OPTIONS = {
  'dry-run': { type: 'boolean' },
  yes: { type: 'boolean' },
  digest: { type: 'string' },
} as const

export const confirmUsage = (): string => t('cli.confirm.usage')

/** How the person (or the script) confirms: not at all (a dry run), on the terminal, or by the digest a dry run printed. */
export type Confirmation =
  | { readonly kind: 'dry-run' }
  | { readonly kind: 'ask'; readonly digest?: string }
  | { readonly kind: 'digest'; readonly digest: string }

type Verb = 'sign' | 'unlock'
type Reviewed = Extract<ReviewResult, { status: 'ok' }>
/** Why the review says the request cannot be signed or unlocked (text, or catalog words), or null. */
type Blocked = string | Words | null

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`

/**
 * The confirmation the options ask for.
 * @throws CliFailure for options that do not go together, or when nobody can be asked and no digest was given
 */
export function confirmationOf(w: WalletRun, verb: Verb, requestId: string): Confirmation {
  // words-exempt: a command to type
  const command = `cosigner wallet ${verb} ${requestId}`
  const dryRun = w.values['dry-run'] === true
  const yes = w.values.yes === true
  const digest = stringOption(w, 'digest')?.trim().toLowerCase()
  if (dryRun && (yes || digest !== undefined))
    throw new CliFailure('invalid-input', words('cli.confirm.dryRunAlone', { verb }))
  if (digest !== undefined && !/^[0-9a-f]{64}$/.test(digest))
    throw new CliFailure('invalid-input', words('cli.confirm.digestFormat', { command }))
  if (dryRun) return { kind: 'dry-run' }
  if (yes) {
    if (digest === undefined) {
      throw new CliFailure('digest-needed', words('cli.confirm.yesNeedsDigest', { verb, command }))
    }
    return { kind: 'digest', digest }
  }
  if (!w.io.ask) {
    throw new CliFailure('confirmation-needed', words('cli.confirm.noTerminal', { command }))
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
      words('cli.confirm.summaryChanged'),
      // words-exempt: a details line, codes for whoever reads the log
      { details: `digest now ${review.digest}` },
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
  const answer = await w.io.ask!(t('cli.confirm.ask', { question })).catch(() => '')
  // "yes" is typed as the prompt shows it, in every language (a script's answer stays the same).
  if (!/^y(es)?$/i.test(answer.trim()))
    throw new CliFailure('cancelled', words('cli.confirm.notConfirmed'))
}

/** What a dry run prints: the summary, and whether and how a script may then act on exactly it. */
export function dryRun(verb: Verb, review: Reviewed, shown: string, blocked: Blocked): Output {
  const id = review.summary.request_id
  const text = blocked
    ? t('cli.confirm.dryRunBlocked', { verb, reason: lowerFirst(say(blocked)) })
    : t('cli.confirm.dryRunReady', { verb, id, digest: review.digest })
  return {
    text: `${shown}\n${text}`,
    json: {
      request_id: id,
      digest: review.digest,
      [`can_${verb}`]: blocked === null,
      blocked_reason: blocked === null ? null : englishOf(blocked),
      offline: review.offline === true,
      summary: review.summary,
    },
  }
}

/** @throws CliFailure 'cannot-sign' | 'cannot-unlock' with the review's reason, when there is one */
export function refuseIfBlocked(verb: Verb, blocked: Blocked): void {
  if (blocked !== null)
    throw new CliFailure(
      `cannot-${verb}`,
      words('cli.confirm.refused', { verb, reason: lowerFirst(englishOf(blocked)) }),
      { said: t('cli.confirm.refused', { verb, reason: lowerFirst(say(blocked)) }) },
    )
}
