/**
 * The options every `cosigner wallet` subcommand takes, and their usage: apart from ./session, which
 * opens the wallet core, so that listing the subcommands loads nothing of the wallet.
 * @module
 */
import { LOCALE_NAMES } from '../../shared/i18n/locales'
import { t } from '../words'

export const COMMON_OPTIONS = {
  'data-dir': { type: 'string' },
  api: { type: 'string' },
  'passphrase-file': { type: 'string' },
  account: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const

/** The common options' usage, in the reader's language. */
export const commonUsage = (): string =>
  t('cli.wallet.commonUsage', { languages: Object.values(LOCALE_NAMES).join(' / ') })
