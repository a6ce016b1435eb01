/**
 * `cosigner wallet import --keystore FILE`: imports an account from a keystore file (the official
 * SDK's JSON) into the wallet and registers it with the service. Into a new wallet it first sets
 * the wallet passphrase (the core checks its strength), which seals the keys in the keychain.
 * @module
 */
import { readFileSync, statSync } from 'node:fs'
import { toBridgeError } from '../../main/core/bridge-handlers'
import { CliFailure, fileProblem, readPassphrase, unlockWallet } from './session'
import { stringOption, type WalletSubcommand } from './subcommand'

const MAX_KEYSTORE_BYTES = 64 * 1024

function readKeystore(file: string): string {
  try {
    if (statSync(file).size > MAX_KEYSTORE_BYTES) throw new CliFailure('invalid-keystore', `--keystore: ${file} is larger than a keystore can be (${MAX_KEYSTORE_BYTES / 1024} KiB).`)
    return readFileSync(file, 'utf8')
  } catch (e) {
    if (e instanceof CliFailure) throw e
    throw new CliFailure('invalid-keystore', `--keystore: ${file} cannot be read (${fileProblem(e)}).`)
  }
}

export const importSubcommand: WalletSubcommand = {
  name: 'import',
  synopsis: 'import --keystore FILE [--label TEXT]',
  description: `imports the account of a keystore file (the official SDK's JSON, secrets included) and
registers it with the service; into a new wallet it sets the wallet passphrase first`,
  options: { keystore: { type: 'string' }, label: { type: 'string' } },
  positionals: 0,
  async run(w) {
    const file = stringOption(w, 'keystore')
    if (file === undefined) throw new CliFailure('invalid-input', '--keystore FILE is required: the keystore (JSON) of the account to import.')
    const label = stringOption(w, 'label')
    if (label !== undefined && label.length > 64) throw new CliFailure('invalid-input', '--label: at most 64 characters.')
    const text = readKeystore(file)
    const { core, dataDir } = await w.open({ create: true })
    // Which account it is, before anyone is asked for a passphrase: a damaged file is refused first.
    const preview = core.accounts.inspectKeystore(text)
    await core.ready
    const fresh = core.lock.status().state === 'setup'
    const grant = fresh
      ? (await core.lock.setup(await readPassphrase(w.io, w.options.passphraseFile, 'new'))).grant
      : await (await unlockWallet(w.io, core, w.options.passphraseFile)).grant('import-account')
    // Already here (an import whose registration failed, run again): only the registration is left to do.
    const row = preview.in_wallet ? core.accounts.get(preview.user_id) : await core.accounts.importKeystore(text, { ...(label !== undefined ? { label } : {}), grant })
    let registeredNow: boolean
    try {
      registeredNow = (await core.accounts.register(row.user_id)).registeredNow
    } catch (e) {
      const why = toBridgeError(e, core.log, 'wallet import')
      throw new CliFailure(why.code, `Imported account ${row.user_id}, but it could not be registered with the service: ${why.message}`, why.details ? { details: why.details } : {})
    }
    const lines = [
      `${preview.in_wallet ? `The wallet in ${dataDir} already had account` : `Imported into ${dataDir} account`} ${row.user_id}${row.label ? ` (${row.label})` : ''}; ` +
        `${registeredNow ? 'it is now registered with the service' : 'the service already had it registered'}.`,
      ...(fresh ? ['The wallet passphrase is set: it unlocks this wallet from now on, here and in the app.'] : []),
    ]
    return {
      text: lines.join('\n'),
      json: { user_id: row.user_id, session_id: row.session_id, label: row.label, registered_now: registeredNow, passphrase_set: fresh, data_dir: dataDir },
    }
  },
}
