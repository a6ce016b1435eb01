/**
 * `cosigner wallet sign REQUEST_ID`: reviews the request as the app's review screen does (decoded
 * here, each input proven from its previous transaction where the service shows it), shows the
 * summary, and signs exactly that summary once it is confirmed (./confirm): on the terminal, or by
 * the digest a `--dry-run` printed. What it then says follows the request as the service answered
 * the signature: still open, sending (every signature in), or sent.
 * @module
 */
import { isCoreError } from '../../main/core'
import { signBlockedReason } from '../../shared/review-rules'
import {
  CONFIRM_OPTIONS,
  CONFIRM_USAGE,
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
import { translator } from '../../shared/i18n/translate'

export const signSubcommand: WalletSubcommand = {
  name: 'sign',
  synopsis: 'sign REQUEST_ID|RUN_ID [--dry-run | --yes --digest DIGEST]',
  description: `reviews the request (its raw transaction decoded and checked against what the service
says, its inputs proven where the service shows the transactions that made them), shows its
summary — the account, amounts, receivers and proposer by name, the memo, the signatures, what was
proven — and signs it once you confirm on the terminal, saying whether that left it waiting for
others or sending (every signature in; "requests" shows it sent once final). A payroll or a move
to new members (RUN_ID, from its file shared in one of your groups) is reviewed as one — each
request against its raw, each row in its outputs, the rows and flags shown — and every request of
it left for you is signed after one confirmation;
${CONFIRM_USAGE}`,
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
        throw new CliFailure(
          'request-not-found',
          `Neither the service nor this wallet knows a request or a run ${requestId}: a run is signed once its file was shared in one of your groups, or opened in the app.`,
        )
      return signRun(w, acting, run, how)
    }
    if (review.status === 'refused') {
      throw new CliFailure(
        'request-mismatch',
        `The request does not match its transaction, so it was not signed: ${review.reasons.map((r) => translator('en').say(r.detail)).join('; ')}.`,
      )
    }
    const shown = await reviewText(core, userId, review)
    const blocked = signBlockedReason(review.summary, review.offline === true)
    if (how.kind === 'dry-run') return dryRun('sign', review, shown, blocked)
    refuseIfBlocked('sign', blocked)
    const digest = await goAhead(w, how, review, shown, 'Sign this request?')
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
      `Signed request ${requestId}: ${paysWords(item, nameOf, symbols)}.`,
      afterSigning(item, nameOf),
      `  transaction ${signed.transactionHash}`,
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
