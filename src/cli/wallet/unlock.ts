/**
 * `cosigner wallet unlock REQUEST_ID`: revokes a request that has not reached its threshold, so
 * the outputs it locks can be spent again. Like the app, it shows the request first and acts only
 * once that is confirmed (./confirm), and it needs the wallet passphrase.
 * @module
 */
import { unlockBlockedReason } from '../../shared/review-rules'
import { words } from '../../shared/i18n/words'
import { describeAssets, namesOf } from './format'
import { paysWords, peopleIn, signedWords } from './request-words'
import {
  askYes,
  CONFIRM_OPTIONS,
  confirmationOf,
  dryRun,
  goAhead,
  refuseIfBlocked,
} from './confirm'
import { reviewText } from './review-text'
import { CliFailure, requestIdArg } from './session'
import type { WalletSubcommand } from './subcommand'
import { say, t } from '../words'

export const unlockSubcommand: WalletSubcommand = {
  name: 'unlock',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'unlock REQUEST_ID [--dry-run | --yes --digest DIGEST]',
  description: () => t('cli.unlock.description'),
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
      const shown = t('cli.unlock.mismatch', {
        id: requestId,
        reasons: review.reasons.map((r) => say(r.detail)).join('; '),
      })
      if (how.kind === 'dry-run')
        return { text: `${shown}\n${t('cli.unlock.mismatchDryRun')}`, json: review }
      if (how.kind === 'digest')
        throw new CliFailure('summary-changed', words('cli.unlock.mismatchDigest'))
      await askYes(w, `${shown}\n${t('cli.unlock.question')}`)
    } else {
      const shown = await reviewText(core, userId, review)
      const blocked = unlockBlockedReason(review.summary, review.offline === true)
      if (how.kind === 'dry-run') return dryRun('unlock', review, shown, blocked)
      refuseIfBlocked('unlock', blocked)
      digest = await goAhead(w, how, review, shown, t('cli.unlock.question'))
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
      text: t('cli.unlock.unlocked', {
        id: requestId,
        pays: paysWords(item, nameOf, symbols),
        signed: signedWords(item, nameOf),
      }),
      json: item,
    }
  },
}
