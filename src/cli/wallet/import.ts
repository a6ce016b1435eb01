/**
 * `cosigner wallet import --keystore FILE`: imports an account from a keystore file (the official
 * SDK's JSON) into the wallet and registers it with the service. Into a new wallet it first sets
 * the wallet passphrase (the core checks its strength), which seals the keys in the keychain, and
 * keeps the service it was given with `--api` as the wallet's own (./session).
 * @module
 */
import { readFileSync, statSync } from 'node:fs'
import { words } from '../../shared/i18n/words'
import { toBridgeError } from '../../main/core/bridge-refusals'
import type { Core } from '../../main/core/index'
import {
  CliFailure,
  failureWith,
  fileProblem,
  hostOf,
  readPassphrase,
  unlockWallet,
  type Unlocked,
} from './session'
import { stringOption, type WalletSubcommand } from './subcommand'
import { t } from '../words'

const MAX_KEYSTORE_BYTES = 64 * 1024

function readKeystore(file: string): string {
  try {
    if (statSync(file).size > MAX_KEYSTORE_BYTES)
      throw new CliFailure(
        'invalid-keystore',
        words('cli.import.tooLarge', { file, kib: MAX_KEYSTORE_BYTES / 1024 }),
      )
    return readFileSync(file, 'utf8')
  } catch (e) {
    if (e instanceof CliFailure) throw e
    throw new CliFailure(
      'invalid-keystore',
      words('cli.file.unreadable', { option: '--keystore', file, ...fileProblem(e) }),
    )
  }
}

/**
 * Sets a new wallet's passphrase (the core checks its strength). Setting it grants the import; any
 * other grant is asked with it.
 */
async function setPassphrase(core: Core, passphrase: string): Promise<Unlocked> {
  let importGrant: string | undefined = (await core.lock.setup(passphrase)).grant
  return {
    grant: async (purpose, subject = null) => {
      if (purpose !== 'import-account' || importGrant === undefined)
        return core.lock.reauthenticate(passphrase, purpose, subject)
      const grant = importGrant
      importGrant = undefined
      return grant
    },
  }
}

/** Makes `url` the wallet's service, as Settings → Service address does: with the passphrase, once it answered as a Mixin-compatible service. */
async function keepService(
  core: Core,
  unlocked: Unlocked,
  url: string,
  userId: string,
): Promise<void> {
  try {
    await core.settings.setBaseUrl(url, {
      grant: await unlocked.grant('change-service', url),
      confirmHost: hostOf(url),
    })
  } catch (e) {
    // words-exempt: where the log line comes from, for the log
    const why = toBridgeError(e, core.log, 'wallet import')
    throw failureWith(why.code, 'cli.import.serviceNotKept', { id: userId, url }, why, {
      details: why.details,
    })
  }
}

export const importSubcommand: WalletSubcommand = {
  name: 'import',
  // words-exempt: the command's syntax, its placeholders as options name them
  synopsis: 'import --keystore FILE [--label TEXT] [--api URL]',
  description: () => t('cli.import.description'),
  options: { keystore: { type: 'string' }, label: { type: 'string' } },
  positionals: 0,
  async run(w) {
    const file = stringOption(w, 'keystore')
    if (file === undefined)
      throw new CliFailure('invalid-input', words('cli.import.keystoreRequired'))
    const label = stringOption(w, 'label')
    if (label !== undefined && label.length > 64)
      throw new CliFailure('invalid-input', words('cli.option.labelLength'))
    const text = readKeystore(file)
    const { core, dataDir, serviceToSave } = await w.open({ create: true })
    // Which account it is, before anyone is asked for a passphrase: a damaged file is refused first.
    const preview = core.accounts.inspectKeystore(text)
    await core.ready
    const fresh = core.lock.status().state === 'setup'
    const unlocked = fresh
      ? await setPassphrase(core, await readPassphrase(w.io, w.options.passphraseFile, 'new'))
      : await unlockWallet(w.io, core, w.options.passphraseFile)
    // Already here (an import whose registration failed, run again): only the registration is left to do.
    const row = preview.in_wallet
      ? core.accounts.get(preview.user_id)
      : await core.accounts.importKeystore(text, {
          ...(label !== undefined ? { label } : {}),
          grant: await unlocked.grant('import-account'),
        })
    let registeredNow: boolean
    try {
      registeredNow = (await core.accounts.register(row.user_id)).registeredNow
    } catch (e) {
      // words-exempt: where the log line comes from, for the log
      const why = toBridgeError(e, core.log, 'wallet import')
      throw failureWith(why.code, 'cli.import.notRegistered', { id: row.user_id }, why, {
        details: why.details,
      })
    }
    // Its name as the service gives it, so the account can be named (--account NAME) and is shown by name.
    await core.people.get(row.user_id, [row.user_id])
    // The service it was imported with becomes the wallet's, so later commands (and the app) talk to it.
    if (serviceToSave !== undefined) await keepService(core, unlocked, serviceToSave, row.user_id)
    const lines = [
      t('cli.import.imported', {
        already: preview.in_wallet ? 'yes' : 'no',
        dataDir,
        id: row.user_id,
        hasLabel: row.label ? 'yes' : 'no',
        label: row.label,
        registeredNow: registeredNow ? 'yes' : 'no',
      }),
      ...(fresh ? [t('cli.import.passphraseSet')] : []),
      ...(serviceToSave !== undefined ? [t('cli.import.serviceKept', { url: serviceToSave })] : []),
    ]
    return {
      text: lines.join('\n'),
      json: {
        user_id: row.user_id,
        session_id: row.session_id,
        label: row.label,
        registered_now: registeredNow,
        passphrase_set: fresh,
        data_dir: dataDir,
        service: core.settings.get().base_url,
      },
    }
  },
}
