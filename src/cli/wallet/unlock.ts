/**
 * `cosigner wallet unlock REQUEST_ID`: revokes a request that has not reached its threshold, so
 * the outputs it locks can be spent again. Needs the wallet passphrase, as in the app.
 * @module
 */
import { amountText, describeAssets } from './format'
import { requestIdArg } from './session'
import type { WalletSubcommand } from './subcommand'

export const unlockSubcommand: WalletSubcommand = {
  name: 'unlock',
  synopsis: 'unlock REQUEST_ID',
  description: `revokes a pending request that has not reached its threshold, releasing the outputs it
locks; --json prints the request as the queue has it afterwards`,
  options: {},
  positionals: 1,
  async run(w) {
    const requestId = requestIdArg(w.positionals[0])
    const { core, userId, grant } = await w.acting()
    const item = await core.requests.unlock(userId, requestId, true, await grant('unlock-request', requestId))
    const symbols = await describeAssets(core, userId, [item.asset_id])
    const signed = new Set(item.signers).size
    return {
      text: `Unlocked request ${requestId} (${amountText(item.amount, item.asset_id, symbols)}, ${signed} of ${item.threshold} signatures): the outputs it locked can be spent again.`,
      json: item,
    }
  },
}
