/**
 * `cosigner wallet unlock REQUEST_ID`: revokes a request that has not reached its threshold, so
 * the outputs it locks can be spent again. Like the app, it shows the request first and acts only
 * once that is confirmed (./confirm), and it needs the wallet passphrase.
 * @module
 */
import { unlockBlockedReason } from '../../shared/review-rules'
import { describeAssets, namesOf } from './format'
import { paysWords, peopleIn, signedWords } from './request-words'
import {
  askYes,
  CONFIRM_OPTIONS,
  CONFIRM_USAGE,
  confirmationOf,
  dryRun,
  goAhead,
  refuseIfBlocked,
} from './confirm'
import { reviewText } from './review-text'
import { CliFailure, requestIdArg } from './session'
import type { WalletSubcommand } from './subcommand'
import { translator } from '../../shared/i18n/translate'

const QUESTION =
  'Unlock (revoke) this request for everyone? Its signatures stop counting, and what it locks can be spent again.'

export const unlockSubcommand: WalletSubcommand = {
  name: 'unlock',
  synopsis: 'unlock REQUEST_ID [--dry-run | --yes --digest DIGEST]',
  description: `revokes a pending request that has not reached its threshold, releasing the outputs it
locks: shows the request's summary first and unlocks it once you confirm on the terminal;
${CONFIRM_USAGE}; --json prints the request as the queue has it afterwards`,
  options: CONFIRM_OPTIONS,
  positionals: 1,
  async run(w) {
    const requestId = requestIdArg(w.positionals[0])
    const how = confirmationOf(w, 'unlock', requestId)
    const { core, userId, grant } = await w.acting()
    const review = await core.requests.review(userId, requestId)
    let digest: string | undefined
    if (review.status === 'refused') {
      // Revoking a request that fails review is fine (it only releases the inputs), but it has no
      // summary to confirm by digest: a person decides, on a terminal.
      const shown = `Request ${requestId} does not match its transaction: ${review.reasons.map((r) => translator('en').say(r.detail)).join('; ')}.`
      if (how.kind === 'dry-run')
        return {
          text: `${shown}\nNothing was unlocked (--dry-run). It has no summary digest to confirm from a script: unlock it on a terminal.`,
          json: review,
        }
      if (how.kind === 'digest')
        throw new CliFailure(
          'summary-changed',
          'The request does not match its transaction, so it has no summary with that digest; nothing was unlocked. Unlock it on a terminal, where you can see why.',
        )
      await askYes(w, `${shown}\n${QUESTION}`)
    } else {
      const shown = await reviewText(core, userId, review)
      const blocked = unlockBlockedReason(review.summary, review.offline === true)
      if (how.kind === 'dry-run') return dryRun('unlock', review, shown, blocked)
      refuseIfBlocked('unlock', blocked)
      digest = await goAhead(w, how, review, shown, QUESTION)
    }
    const item = await core.requests.unlock(userId, requestId, {
      confirmed: true,
      grant: await grant('unlock-request', requestId),
      digest,
    })
    const [nameOf, symbols] = await Promise.all([
      namesOf(core, userId, peopleIn([item])),
      describeAssets(core, userId, [item.asset_id]),
    ])
    return {
      text: `Unlocked request ${requestId}: ${paysWords(item, nameOf, symbols)}, ${signedWords(item, nameOf)}. Its signatures no longer count, and what it locked can be spent again.`,
      json: item,
    }
  },
}
