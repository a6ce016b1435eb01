/**
 * `cosigner wallet sign REQUEST_ID`: reviews the request as the app's review screen does (decoded
 * here, each input proven from its previous transaction) and signs exactly what was reviewed, then
 * prints the summary it signed.
 * @module
 */
import { describeAssets, summaryLines } from './format'
import { CliFailure, requestIdArg } from './session'
import type { WalletSubcommand } from './subcommand'

export const signSubcommand: WalletSubcommand = {
  name: 'sign',
  synopsis: 'sign REQUEST_ID',
  description: `reviews the request (its raw transaction decoded and checked against what the service
says, its inputs proven) and signs it; prints the summary it signed: amounts, receivers and
signatures k of t`,
  options: {},
  positionals: 1,
  async run(w) {
    const requestId = requestIdArg(w.positionals[0])
    const { core, userId, grant } = await w.acting()
    const review = await core.requests.review(userId, requestId)
    if (review.status === 'refused') {
      throw new CliFailure('request-mismatch', `The request does not match its transaction, so it was not signed: ${review.reasons.map((r) => r.detail).join('; ')}.`)
    }
    const signed = await core.requests.sign(userId, requestId, review.digest, true, await grant('sign', requestId))
    const s = review.summary
    const symbols = await describeAssets(core, userId, [s.asset_id])
    const count = new Set(signed.item.signers).size
    return {
      text: [`Signed request ${requestId} (transaction ${signed.transactionHash}):`, ...summaryLines(s, symbols, count)].join('\n'),
      json: { request_id: requestId, transaction_hash: signed.transactionHash, state: signed.item.state, signatures: { signed: count, threshold: s.threshold }, summary: s },
    }
  },
}
