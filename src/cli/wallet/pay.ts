/**
 * `cosigner wallet pay`: proposes a payment from a shared account and signs it as the proposer,
 * through the core's proposals service — the same checks, output selection, ghost keys, read-back
 * and signing as the app's payment form. A refusal names the option at fault and creates nothing.
 * @module
 */
import { randomUUID } from 'node:crypto'
import { checkDraft, type PaymentDraft } from '../../main/core/services/proposals/draft'
import type { FieldError, PaymentField } from '../../shared/bridge'
import { membersHash } from '../../shared/kernel'
import { amountText, describeAssets } from './format'
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
function draftOf(w: WalletRun): { draft: PaymentDraft; requestId: string; toOption: string } {
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
  }
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
    const { draft, requestId, toOption } = draftOf(w)
    // Whatever needs no service is refused before the wallet is opened or a passphrase asked.
    const checked = checkDraft(draft)
    if (checked.errors.length > 0) refuse(checked.errors, toOption)
    const { core, userId, grant } = await w.acting()
    const outcome = await core.proposals.propose(userId, draft, await grant('sign', requestId))
    if (outcome.status === 'invalid') refuse(outcome.errors, toOption)
    const r = outcome.record
    const symbols = await describeAssets(core, userId, [r.asset_id])
    const signed = new Set(r.signers).size
    const text = [
      `Proposed ${amountText(r.amount, r.asset_id, symbols)} to ${draft.to.join(', ')} from the ${r.senders_threshold}-of-${r.senders.length} account, ` +
        `and signed it as the proposer: ${signed} of ${r.senders_threshold} signatures.`,
      `request ${r.request_id}`,
      `transaction ${r.transaction_hash}`,
      ...(signed < r.senders_threshold ? [`The other members sign it with "cosigner wallet sign ${r.request_id}" (or in the app).`] : []),
    ]
    return { text: text.join('\n'), json: r }
  },
}
