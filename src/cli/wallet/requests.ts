/**
 * `cosigner wallet requests [--state pending|done]`: the account's queue of multisig requests,
 * synced from the service first (offline: the last known), newest first.
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { describeAssets, amountText, syncOrCache } from './format'
import { CliFailure } from './session'
import { stringOption, type WalletSubcommand } from './subcommand'

/** The queue's states each `--state` stands for. */
const STATES = {
  pending: ['needs-signature', 'waiting'],
  done: ['done', 'unlocked'],
} as const

const stateText: Record<RequestItem['state'], string> = {
  'needs-signature': 'needs your signature',
  waiting: 'waiting for others',
  done: 'done',
  unlocked: 'unlocked',
}

export const requestsSubcommand: WalletSubcommand = {
  name: 'requests',
  synopsis: 'requests [--state pending|done]',
  description: `the account's multisig requests, newest first: pending (needing your signature or
others') or done (complete or unlocked); all of them without --state`,
  options: { state: { type: 'string' } },
  positionals: 0,
  async run(w) {
    const wanted = stringOption(w, 'state')
    if (wanted !== undefined && wanted !== 'pending' && wanted !== 'done') {
      throw new CliFailure('invalid-input', `--state: expected pending or done, got "${wanted.slice(0, 32)}".`)
    }
    const { core, baseUrl, userId } = await w.acting()
    const synced = await syncOrCache(w, baseUrl, 'requests', () => core.requests.sync(userId))
    const page = core.requests.list(userId, wanted ? { state: STATES[wanted] } : {})
    const symbols = await describeAssets(
      core,
      userId,
      page.items.map((r) => r.asset_id),
    )
    const lines = page.items.map(
      (r) => `${r.request_id}  ${amountText(r.amount, r.asset_id, symbols)}  ${new Set(r.signers).size} of ${r.threshold} signed  ${stateText[r.state]}  ${r.created_at}`,
    )
    const text = lines.length > 0 ? lines.join('\n') : `No ${wanted ?? ''}${wanted ? ' ' : ''}requests.`
    return { text, json: { user_id: userId, synced, items: page.items, counts: page.counts } }
  },
}
