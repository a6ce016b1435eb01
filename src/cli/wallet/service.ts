/**
 * `cosigner wallet service [--set URL | --default]`: which service the wallet talks to, and moving it
 * through the core's settings as the app's Settings → Service address does — https:// unless the
 * service is on this computer, a private address only as typed (the host on the command line is the
 * confirmation it asks for), the wallet passphrase, and the new service must answer as a
 * Mixin-compatible one before it is kept. Every command and the app then talk to it.
 * @module
 */
import { isCoreError, type Core } from '../../main/core/index'
import { words } from '../../shared/i18n/words'
import { checkServiceAddress } from '../../main/core/services/settings'
import { CliFailure, hostOf, optionFailure, unlockWallet } from './session'
import { stringOption, type WalletSubcommand } from './subcommand'
import { t } from '../words'

/** Where the wallet's service comes from, in words and for `--json`. */
function serviceOf(core: Core, env: NodeJS.ProcessEnv) {
  const view = core.settings.get()
  const saved = core.settings.baseUrlSaved()
  return {
    service: view.base_url,
    saved,
    default: view.default_base_url,
    /** Where it comes from, as `cli.service.*` messages `select` it. */
    origin: saved ? 'saved' : env.COSIGNER_API_URL ? 'environment' : 'mixin',
  }
}

export const serviceSubcommand: WalletSubcommand = {
  name: 'service',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'service [--set URL | --default]',
  description: () => t('cli.service.description'),
  options: { set: { type: 'string' }, default: { type: 'boolean' } },
  positionals: 0,
  async run(w) {
    const set = stringOption(w, 'set')
    const toDefault = w.values.default === true
    if (set !== undefined && toDefault)
      throw new CliFailure('invalid-input', words('cli.service.setOrDefault'))
    // --api names the service a command expects the wallet to have; here the wallet is being told which to have.
    if (w.options.api !== undefined)
      throw new CliFailure('invalid-input', words('cli.service.notApi'))
    let target: string | null | undefined = toDefault ? null : undefined
    if (set !== undefined) {
      try {
        // Refused before the passphrase is asked; the core checks it again as it moves the wallet.
        target = (await checkServiceAddress(set, hostOf(set))).url
      } catch (e) {
        if (isCoreError(e)) throw optionFailure('--set', e)
        throw e
      }
    }
    const { core } = await w.open()
    const env = w.io.env ?? process.env
    const before = serviceOf(core, env)
    if (target === undefined) {
      return {
        text: t('cli.service.current', { url: before.service, origin: before.origin }),
        json: { service: before.service, saved: before.saved, default: before.default },
      }
    }
    const { grant } = await unlockWallet(w.io, core, w.options.passphraseFile)
    await core.settings.setBaseUrl(target, {
      grant: await grant('change-service', target ?? 'default'),
      ...(target !== null ? { confirmHost: hostOf(target) } : {}),
    })
    const after = serviceOf(core, env)
    const text =
      after.service === before.service && after.saved === before.saved
        ? t('cli.service.already', { url: after.service, origin: after.origin })
        : t('cli.service.moved', {
            url: after.service,
            origin: after.origin,
            before: before.service,
          })
    return {
      text,
      json: {
        service: after.service,
        saved: after.saved,
        default: after.default,
        before: before.service,
      },
    }
  },
}
