/**
 * `cosigner wallet requests [--state pending|done]`: the account's queue of multisig requests,
 * newest first, synced from the service first (offline: the last known). The public network lists
 * no requests, so the sync finds them as the official clients can: from the locked outputs of every
 * shared account the wallet follows (a request locks what it spends, naming itself and its signers),
 * and from the requests it met in links. Each is shown as a person reads it (./request-words).
 * @module
 */
import type { RequestItem } from '../../shared/bridge'
import { words } from '../../shared/i18n/words'
import { accountText, describeAssets, namesOf, syncOrCache } from './format'
import { peopleIn, requestLines } from './request-words'
import { CliFailure } from './session'
import { stringOption, type WalletSubcommand } from './subcommand'
import { t } from '../words'

/** The queue's states each `--state` stands for. */
const STATES = {
  pending: ['needs-signature', 'waiting'],
  done: ['sending', 'done', 'unlocked'],
} as const satisfies Record<string, readonly RequestItem['state'][]>

export const requestsSubcommand: WalletSubcommand = {
  name: 'requests',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'requests [--state pending|done]',
  description: () => t('cli.requests.description'),
  options: { state: { type: 'string' } },
  positionals: 0,
  async run(w) {
    const wanted = stringOption(w, 'state')
    if (wanted !== undefined && wanted !== 'pending' && wanted !== 'done') {
      throw new CliFailure(
        'invalid-input',
        words('cli.requests.badState', { state: wanted.slice(0, 32) }),
      )
    }
    const { core, baseUrl, userId } = await w.acting()
    const synced = await syncOrCache(
      w,
      baseUrl,
      'requests',
      () => core.requests.sync(userId),
      () => core.requests.syncedAt(userId),
    )
    const page = core.requests.list(userId, wanted ? { state: STATES[wanted] } : {})
    const json = {
      user_id: userId,
      synced,
      synced_at: core.requests.syncedAt(userId),
      items: page.items,
      counts: page.counts,
    }
    const followed = core.treasury
      .list(userId)
      .accounts.filter((a) => a.status === 'followed').length
    if (page.items.length === 0) {
      const state = wanted ?? 'all'
      const text =
        followed === 0
          ? t('cli.requests.noneNothingFollowed', { state })
          : t('cli.requests.none', { state, count: followed })
      return { text, json }
    }
    const [nameOf, symbols] = await Promise.all([
      namesOf(core, userId, peopleIn(page.items), { offline: !synced }),
      describeAssets(
        core,
        userId,
        page.items.map((r) => r.asset_id),
      ),
    ])
    const blocks = page.items.map((r) =>
      requestLines(
        r,
        userId,
        nameOf,
        symbols,
        accountText(core, userId, r.senders, r.threshold, nameOf),
      ).join('\n'),
    )
    return { text: blocks.join('\n\n'), json }
  },
}
