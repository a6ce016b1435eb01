/**
 * `cosigner wallet pay`: proposes a payment from a shared account and signs it as the proposer,
 * through the core's proposals service — the same checks, output selection, ghost keys, read-back
 * and signing as the app's payment form. A refusal names the option at fault and creates nothing.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { isCoreError, type Core as WalletCore } from '../../main/core'
import { checkDraft, type PaymentDraft } from '../../main/core/services/proposals/draft'
import type { FieldError, PaymentField } from '../../shared/bridge'
import { membersHash } from '../../shared/kernel'
import { requestLink } from '../../main/core/services/messages/share'
import { accountText, describeAssets, namesOf, terminalText } from './format'
import { paysWords, peopleIn } from './request-words'
import { CliFailure, isUuid } from './session'
import { stringOption, type WalletRun, type WalletSubcommand } from './subcommand'

const SMALL_INT = /^\d{1,3}$/

/** Refuses with every field's reason, each under the option it came from. */
function refuse(errors: readonly FieldError[], toOption: string): never {
  const optionOf: Record<PaymentField, string> = {
    account: '--members/--threshold',
    asset_id: '--asset',
    to: toOption,
    to_threshold: '--to-threshold',
    amount: '--amount',
    memo: '--memo',
    request_id: '--request-id',
  }
  const fields = errors.map((e) => ({ option: optionOf[e.field], field: e.field, message: e.message }))
  throw new CliFailure('invalid-input', fields.map((f) => `${f.option}: ${f.message}`).join(' '), { fields })
}

/** The draft the options describe, checked as far as it can be without the wallet. */
function draftOf(w: WalletRun): { draft: PaymentDraft; requestId: string; toOption: string; members: string[] } {
  const fail = (message: string) => {
    throw new CliFailure('invalid-input', message)
  }
  const membersText = stringOption(w, 'members')
  if (membersText === undefined) fail('--members ID,ID,… is required: the user ids of the shared account that pays.')
  const members = membersText!.split(',').map((m) => m.trim().toLowerCase())
  const bad = members.find((m) => !isUuid(m))
  if (bad !== undefined) fail(`--members: “${bad.slice(0, 40)}” is not a user id.`)
  if (new Set(members).size !== members.length) fail('--members: a member is listed twice.')
  const thresholdText = stringOption(w, 'threshold')
  if (thresholdText === undefined || !SMALL_INT.test(thresholdText) || Number(thresholdText) < 1 || Number(thresholdText) > members.length) {
    fail(`--threshold T is required: how many of the ${members.length} members must sign (1 to ${members.length}).`)
  }
  const asset = stringOption(w, 'asset')
  if (asset === undefined) fail('--asset UUID is required: the asset to pay with.')
  const amount = stringOption(w, 'amount')
  if (amount === undefined) fail('--amount A is required: a decimal such as 1.5, or max.')
  const to = stringOption(w, 'to')
  const address = stringOption(w, 'to-address')
  if ((to === undefined) === (address === undefined)) fail('Give who receives: --to USER_ID[,USER_ID…] or --to-address MIX…|XIN…, one of them.')
  const toThresholdText = stringOption(w, 'to-threshold')
  if (toThresholdText !== undefined && !SMALL_INT.test(toThresholdText)) fail('--to-threshold: expected a whole number.')
  const given = stringOption(w, 'request-id')
  if (given !== undefined && !isUuid(given)) fail('--request-id: expected a UUID.')
  // Picked here, so the grant to sign is for this very request.
  const requestId = (given ?? randomUUID()).toLowerCase()
  return {
    draft: {
      members_hash: membersHash(members),
      threshold: Number(thresholdText),
      asset_id: asset!,
      to: address !== undefined ? [address] : to!.split(','),
      ...(toThresholdText !== undefined ? { to_threshold: Number(toThresholdText) } : {}),
      amount: amount!,
      memo: stringOption(w, 'memo') ?? '',
      request_id: requestId,
    },
    requestId,
    toOption: address !== undefined ? '--to-address' : '--to',
    members,
  }
}

/**
 * Follows the shared account the options name, unless the wallet already does.
 * @returns null when it already did; else how to forget it again, for a payment refused before
 *   anything was created (an account merely offered before stays followed: the user named it)
 */
async function followNamed(core: WalletCore, userId: string, members: readonly string[], threshold: number): Promise<{ undo(): void } | null> {
  const key = { members_hash: membersHash(members), threshold }
  const known = core.treasury.list(userId).accounts.find((a) => a.members_hash === key.members_hash && a.threshold === threshold)
  if (known?.status === 'followed') return null
  try {
    await core.treasury.addAccount(userId, { members, threshold })
  } catch (e) {
    if (isCoreError(e) && e.code === 'invalid-shared-account') throw new CliFailure('invalid-input', `--members/--threshold: ${e.message}`)
    throw e
  }
  return { undo: () => void (known === undefined && core.treasury.removeAccount(userId, key)) }
}

/** How the other members hear of the proposal and sign it. */
function nextSteps(core: WalletCore, userId: string, requestId: string, sharedIn: string | null): string {
  const group = sharedIn ? core.groups.list(userId).find((g) => g.conversation_id === sharedIn)?.name.trim() : undefined
  const heard = sharedIn
    ? `Its link was shared in the group ${group ? `“${terminalText(group)}”` : 'of the account’s members'}.`
    : `It was shared in no group: send its link, ${requestLink(requestId)}, where the other members talk.`
  return `${heard} Their wallets that follow the account find it at their next sync; they sign it with "cosigner wallet sign ${requestId}" or in the app.`
}

export const paySubcommand: WalletSubcommand = {
  name: 'pay',
  synopsis: `pay --members ID,ID,… --threshold T --asset UUID --amount A
        (--to USER_ID[,USER_ID… --to-threshold K] | --to-address MIX…|XIN…) [--memo TEXT] [--request-id UUID]`,
  description: `proposes a payment of A (at most 8 decimals, or max) from the shared account of these members
and threshold, and signs it as the proposer; the memo is UTF-8 under 256 bytes. The same
--request-id finishes the same payment after a failure halfway. --json prints the request as the
service has it (request_id, transaction_hash, raw_transaction, signers, …)`,
  options: {
    members: { type: 'string' },
    threshold: { type: 'string' },
    asset: { type: 'string' },
    amount: { type: 'string' },
    to: { type: 'string' },
    'to-threshold': { type: 'string' },
    'to-address': { type: 'string' },
    memo: { type: 'string' },
    'request-id': { type: 'string' },
  },
  positionals: 0,
  async run(w) {
    const { draft, requestId, toOption, members } = draftOf(w)
    // Whatever needs no service is refused before the wallet is opened or a passphrase asked.
    const checked = checkDraft(draft)
    if (checked.errors.length > 0) refuse(checked.errors, toOption)
    const { core, userId, grant } = await w.acting()
    // Named here by its members and threshold: the wallet follows it from now on (the public API lists
    // a shared account's outputs only for whoever names it).
    const followedNow = await followNamed(core, userId, members, draft.threshold)
    const outcome = await core.proposals.propose(userId, draft, await grant('sign', requestId))
    if (outcome.status === 'invalid') {
      followedNow?.undo()
      refuse(outcome.errors, toOption)
    }
    const r = outcome.record
    const item = outcome.request
    const [nameOf, symbols] = await Promise.all([namesOf(core, userId, peopleIn([item])), describeAssets(core, userId, [r.asset_id])])
    const account = accountText(core, userId, item.senders, item.threshold, nameOf)
    const text = [
      ...(followedNow ? [`This wallet now follows ${account}: every sync reads its balances and requests.`] : []),
      `Proposed ${paysWords(item, nameOf, symbols)}, from ${account}, and signed it as the proposer: ${new Set(item.signers).size} of ${item.threshold} signatures.`,
      `  request ${r.request_id}`,
      `  transaction ${r.transaction_hash}`,
      ...(item.state === 'waiting' ? [nextSteps(core, userId, r.request_id, outcome.shared_in)] : []),
    ]
    return { text: text.join('\n'), json: r }
  },
}
