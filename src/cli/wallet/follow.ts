/**
 * `cosigner wallet follow`: names a shared account to the wallet, by its members and threshold or
 * its MIX address. The public API lists a shared account's outputs only for whoever names it, so the
 * wallet follows the accounts it is told of (and those a payment names); the app's "Add account…"
 * does the same through the same treasury service.
 * @module
 */
import { isCoreError } from '../../main/core'
import { words } from '../../shared/i18n/words'
import { CliFailure, isUuid, optionFailure } from './session'
import { amountText, describeAssets, listText, membersText, namesOf, terminalText } from './format'
import { peopleNamed } from './names'
import { stringOption, type WalletSubcommand } from './subcommand'
import { t } from '../words'

export const followSubcommand: WalletSubcommand = {
  name: 'follow',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'follow (--members ID|NAME,… --threshold T | --address MIX…) [--label TEXT]',
  description: () => t('cli.follow.description'),
  options: {
    members: { type: 'string' },
    threshold: { type: 'string' },
    address: { type: 'string' },
    label: { type: 'string' },
  },
  positionals: 0,
  async run(w) {
    const memberList = stringOption(w, 'members')
    const thresholdText = stringOption(w, 'threshold')
    const address = stringOption(w, 'address')
    const label = stringOption(w, 'label')
    if ((memberList === undefined) === (address === undefined))
      throw new CliFailure('invalid-input', words('cli.follow.nameIt'))
    const given = memberList?.split(',').map((m) => m.trim())
    if (given?.some((m) => m === ''))
      throw new CliFailure(
        'invalid-input',
        words('cli.account.emptyMember', { option: '--members' }),
      )
    if (thresholdText !== undefined && !/^\d{1,3}$/.test(thresholdText))
      throw new CliFailure(
        'invalid-input',
        words('cli.option.wholeNumber', { option: '--threshold' }),
      )
    if (label !== undefined && [...label].length > 64)
      throw new CliFailure('invalid-input', words('cli.option.labelLength'))
    const { core, userId } = await w.acting()
    const members =
      given && (await peopleNamed(core, userId, given, '--members')).map((m) => m.toLowerCase())
    const bad = members?.find((m) => !isUuid(m))
    if (bad !== undefined)
      throw new CliFailure(
        'invalid-input',
        words('cli.account.unknownMember', { option: '--members', text: bad.slice(0, 40) }),
      )
    let account
    try {
      account = await core.treasury.addAccount(
        userId,
        {
          ...(members ? { members } : {}),
          ...(thresholdText !== undefined ? { threshold: Number(thresholdText) } : {}),
          ...(address ? { address } : {}),
        },
        label,
      )
    } catch (e) {
      if (isCoreError(e) && e.code === 'invalid-shared-account')
        throw optionFailure(address ? '--address' : '--members/--threshold', {
          ...e,
          code: 'invalid-input',
          message: e.message,
        })
      throw e
    }
    const [symbols, nameOf] = await Promise.all([
      describeAssets(
        core,
        userId,
        account.balances.map((b) => b.asset_id),
      ),
      namesOf(core, userId, account.members, { withIds: true }),
    ])
    const funds =
      account.balances.length === 0
        ? t('cli.follow.noFunds')
        : listText(account.balances.map((b) => amountText(b.balance, b.asset_id, symbols)))
    const text = [
      t('cli.follow.following', {
        threshold: account.threshold,
        count: account.members.length,
        hasLabel: account.label ? 'yes' : 'no',
        label: terminalText(account.label),
        members: membersText(account.members, account.threshold, nameOf),
      }),
      `  ${t('cli.follow.address', { address: account.address })}`,
      `  ${funds}`,
    ].join('\n')
    return { text, json: account }
  },
}
