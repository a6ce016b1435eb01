/**
 * `cosigner wallet pay`: proposes a payment from a shared account and signs it as the proposer,
 * through the core's proposals service — the same checks, output selection, ghost keys, read-back
 * and signing as the app's payment form. The account, the people and the asset may be given as a
 * person knows them (./names): the account by the name it has in this wallet, people by name, the
 * asset by its symbol. A refusal names the option at fault and creates nothing.
 * @module
 */
import type { Words } from '../../shared/i18n/words'
import { words } from '../../shared/i18n/words'
import { randomUUID } from 'node:crypto'
import type { Core as WalletCore } from '../../main/core'
import { checkDraft, type PaymentDraft } from '../../main/core/services/proposals/draft'
import type { FieldError, PaymentField } from '../../shared/bridge'
import { membersHash } from '../../shared/kernel'
import { requestLink } from '../../main/core/services/messages/share'
import { accountText, describeAssets, namesOf, terminalText } from './format'
import { assetNamed, isName, peopleNamed } from './names'
import { PAY_CSV_OPTIONS, PAY_CSV_SYNOPSIS, payCsv, payCsvUsage } from './pay-csv'
import { paysWords, peopleIn } from './request-words'
import { CliFailure, isUuid } from './session'
import {
  accountGiven,
  actingFor,
  followNamed,
  heldAssets,
  type AccountGiven,
} from './shared-account'
import { stringOption, type WalletRun, type WalletSubcommand } from './subcommand'
import { t, tr as reader } from '../words'
import { translator, type Translator } from '../../shared/i18n/translate'

const SMALL_INT = /^\d{1,3}$/

/** Refuses with every field's reason, each under the option it came from. */
function refuse(
  errors: readonly FieldError[],
  toOption: string,
  accountOption = '--members/--threshold',
): never {
  const optionOf: Record<PaymentField, string> = {
    account: accountOption,
    asset_id: '--asset',
    to: toOption,
    to_threshold: '--to-threshold',
    amount: '--amount',
    memo: '--memo',
    request_id: '--request-id',
  }
  const english = translator('en')
  const fields = errors.map((e) => ({
    option: optionOf[e.field],
    field: e.field,
    message: english.say(e.message),
  }))
  const said = (tr: Translator) =>
    errors
      .map((e) =>
        tr.t('runs.field.where', {
          option: optionOf[e.field],
          column: '',
          message: tr.say(e.message),
        }),
      )
      .join(' ')
  throw new CliFailure('invalid-input', said(english), { fields, said: said(reader()) })
}

/** The payment the options describe, before any name in it is looked up. */
interface Given {
  /** The shared account that pays. */
  readonly account: AccountGiven
  /** The asset, by id or symbol. */
  readonly asset: string
  /** Who receives, as given: ids, links or names; or one address. */
  readonly to: readonly string[]
  readonly toOption: string
  readonly toThreshold?: number
  readonly amount: string
  readonly memo: string
  readonly requestId: string
}

/** Stands in for a name or a symbol while the rest of the form is checked, before the wallet is opened. */
const placeholder = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`

/** The payment the options describe, checked as far as it can be without the wallet. */
function draftOf(w: WalletRun): Given {
  const fail = (message: Words): never => {
    throw new CliFailure('invalid-input', message)
  }
  const account = accountGiven(w, 'pay')
  const asset = stringOption(w, 'asset') ?? fail(words('cli.pay.assetRequired'))
  const amount = stringOption(w, 'amount') ?? fail(words('cli.pay.amountRequired'))
  const to = stringOption(w, 'to')
  const address = stringOption(w, 'to-address')
  if ((to === undefined) === (address === undefined)) fail(words('cli.pay.giveReceiver'))
  const toThresholdText = stringOption(w, 'to-threshold')
  if (toThresholdText !== undefined && !SMALL_INT.test(toThresholdText))
    fail(words('cli.option.wholeNumber', { option: '--to-threshold' }))
  const given = stringOption(w, 'request-id')
  if (given !== undefined && !isUuid(given))
    fail(words('cli.option.uuid', { option: '--request-id' }))
  const result: Given = {
    account,
    asset,
    to: address !== undefined ? [address] : to!.split(','),
    toOption: address !== undefined ? '--to-address' : '--to',
    ...(toThresholdText !== undefined ? { toThreshold: Number(toThresholdText) } : {}),
    amount,
    memo: stringOption(w, 'memo') ?? '',
    // Picked here, so the grant to sign is for this very request.
    requestId: (given ?? randomUUID()).toLowerCase(),
  }
  // Whatever needs no service is refused before the wallet is opened or a passphrase asked.
  const checked = checkDraft(
    draftWith(
      result,
      { members_hash: '0'.repeat(64), threshold: 1 },
      isUuid(asset) ? asset : placeholder(0),
      result.to.map((t, i) => (isName(t) ? placeholder(i + 1) : t)),
    ),
  )
  if (checked.errors.length > 0) refuse(checked.errors, result.toOption)
  return result
}

/** The core's payment form, once the account, the asset and who receives are ids. */
function draftWith(
  g: Given,
  account: { members_hash: string; threshold: number },
  assetId: string,
  to: readonly string[],
): PaymentDraft {
  return {
    ...account,
    asset_id: assetId,
    to,
    ...(g.toThreshold !== undefined ? { to_threshold: g.toThreshold } : {}),
    amount: g.amount,
    memo: g.memo,
    request_id: g.requestId,
  }
}

/** How the other members hear of the proposal and sign it. */
function nextSteps(
  core: WalletCore,
  userId: string,
  requestId: string,
  sharedIn: string | null,
): string {
  const group = sharedIn
    ? core.groups
        .list(userId)
        .find((g) => g.conversation_id === sharedIn)
        ?.name.trim()
    : undefined
  const next = { id: requestId }
  if (!sharedIn) return t('cli.pay.sharedNowhere', { ...next, link: requestLink(requestId) })
  return group
    ? t('cli.pay.sharedInGroup', { ...next, group: terminalText(group) })
    : t('cli.pay.sharedInMembersGroup', next)
}

export const paySubcommand: WalletSubcommand = {
  name: 'pay',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: `pay (--account NAME|MIX… | --members ID|NAME,… --threshold T) --asset SYMBOL|UUID --amount A
        (--to ID|NAME[,… --to-threshold K] | --to-address MIX…|XIN…) [--memo TEXT] [--request-id UUID]
      ${PAY_CSV_SYNOPSIS}`,
  description: () => `${t('cli.pay.description')}\n${payCsvUsage()}`,
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
    ...PAY_CSV_OPTIONS,
  },
  positionals: 0,
  async run(w) {
    if (w.values.csv !== undefined) return payCsv(w)
    const given = draftOf(w)
    const { core, userId, grant, members, threshold, named } = await actingFor(w, given.account)
    // Named here by its members and threshold: the wallet follows it from now on (the public API lists
    // a shared account's outputs only for whoever names it).
    const followedNow = await followNamed(core, userId, members, threshold)
    let draft: PaymentDraft
    try {
      const to =
        given.toOption === '--to' ? await peopleNamed(core, userId, given.to, '--to') : given.to
      const assetId = await assetNamed(
        core,
        userId,
        given.asset,
        heldAssets(core, userId, members, threshold),
        async () => {
          await core.treasury.sync(userId)
          return heldAssets(core, userId, members, threshold)
        },
      )
      draft = draftWith(given, { members_hash: membersHash(members), threshold }, assetId, to)
    } catch (e) {
      if (e instanceof CliFailure) followedNow?.undo()
      throw e
    }
    const outcome = await core.proposals.propose(
      userId,
      draft,
      await grant('sign', given.requestId),
    )
    if (outcome.status === 'invalid') {
      followedNow?.undo()
      refuse(outcome.errors, given.toOption, named ? '--account' : undefined)
    }
    const r = outcome.record
    const item = outcome.request
    const [nameOf, symbols] = await Promise.all([
      namesOf(core, userId, peopleIn([item])),
      describeAssets(core, userId, [r.asset_id]),
    ])
    const account = accountText(core, userId, item.senders, item.threshold, nameOf)
    const text = [
      ...(followedNow ? [t('cli.pay.followedNow', { account })] : []),
      t('cli.pay.proposed', {
        pays: paysWords(item, nameOf, symbols),
        account,
        signed: new Set(item.signers).size,
        threshold: item.threshold,
      }),
      `  ${t('cli.pay.request', { id: r.request_id })}`,
      `  ${t('cli.sign.transaction', { hash: r.transaction_hash })}`,
      ...(item.state === 'waiting'
        ? [nextSteps(core, userId, r.request_id, outcome.shared_in)]
        : []),
    ]
    return { text: text.join('\n'), json: r }
  },
}
