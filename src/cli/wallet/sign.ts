/**
 * `cosigner wallet sign REQUEST_ID`: reviews the request as the app's review screen does (decoded
 * here, each input proven from its previous transaction where the service shows it), shows the
 * summary, and signs exactly that summary once it is confirmed (./confirm): on the terminal, or by
 * the digest a `--dry-run` printed. What it then says follows the request as the service answered
 * the signature: still open, sending (every signature in), or sent.
 * @module
 */
import { isCoreError } from '../../main/core'
import { words } from '../../shared/i18n/words'
import { signBlockedReason } from '../../shared/review-rules'
import {
  CONFIRM_OPTIONS,
  confirmUsage,
  confirmationOf,
  dryRun,
  goAhead,
  refuseIfBlocked,
} from './confirm'
import { describeAssets, namesOf } from './format'
import { afterSigning, paysWords, peopleIn } from './request-words'
import { reviewText } from './review-text'
import { CliFailure, requestIdArg } from './session'
import { findRun, signRun } from './sign-run'
import type { WalletSubcommand } from './subcommand'
import { say, t } from '../words'

export const signSubcommand: WalletSubcommand = {
  name: 'sign',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'sign REQUEST_ID|RUN_ID [--dry-run | --yes --digest DIGEST]',
  description: () => `${t('cli.sign.description')}\n${confirmUsage()}`,
  options: CONFIRM_OPTIONS,
  positionals: 1,
  async run(w) {
    const requestId = requestIdArg(w.positionals[0])
    const how = confirmationOf(w, 'sign', requestId)
    const acting = await w.acting()
    const { core, userId, grant } = acting
    // A payroll or a move is signed as one: known here, or else in a run file shared in a group.
    const known = core.runs.list(userId).runs.find((r) => r.run_id === requestId)
    if (known) return signRun(w, acting, core.runs.get(userId, requestId), how)
    let review
    try {
      review = await core.requests.review(userId, requestId)
    } catch (e) {
      if (!isCoreError(e, 'request-not-found')) throw e
      const run = await findRun(core, userId, requestId)
      if (!run)
        throw new CliFailure('request-not-found', words('cli.sign.notFound', { id: requestId }))
      return signRun(w, acting, run, how)
    }
    if (review.status === 'refused') {
      throw new CliFailure(
        'request-mismatch',
        words('cli.sign.mismatch', {
          reasons: review.reasons.map((r) => say(r.detail)).join('; '),
        }),
      )
    }
    const shown = await reviewText(core, userId, review)
    const blocked = signBlockedReason(review.summary, review.offline === true)
    if (how.kind === 'dry-run') return dryRun('sign', review, shown, blocked)
    refuseIfBlocked('sign', blocked)
    const digest = await goAhead(w, how, review, shown, t('cli.sign.question'))
    const signed = await core.requests.sign(userId, requestId, {
      digest,
      confirmed: true,
      grant: await grant('sign', requestId),
    })
    const item = signed.item
    const [nameOf, symbols] = await Promise.all([
      namesOf(core, userId, peopleIn([item])),
      describeAssets(core, userId, [item.asset_id]),
    ])
    const text = [
      t('cli.sign.signed', { id: requestId, pays: paysWords(item, nameOf, symbols) }),
      afterSigning(item, nameOf),
      `  ${t('cli.sign.transaction', { hash: signed.transactionHash })}`,
    ]
    const count = new Set(item.signers).size
    return {
      text: text.join('\n'),
      json: {
        request_id: requestId,
        transaction_hash: signed.transactionHash,
        state: item.state,
        signatures: { signed: count, threshold: item.threshold },
        digest,
        summary: review.summary,
      },
    }
  },
}
