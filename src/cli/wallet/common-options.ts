/**
 * The options every `cosigner wallet` subcommand takes, and their usage: apart from ./session, which
 * opens the wallet core, so that listing the subcommands loads nothing of the wallet.
 * @module
 */

export const COMMON_OPTIONS = {
  'data-dir': { type: 'string' },
  api: { type: 'string' },
  'passphrase-file': { type: 'string' },
  account: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const

export const COMMON_USAGE = `options of every subcommand:
  --data-dir DIR          the wallet's folder (default: $COSIGNER_DATA_DIR, else the app's own)
  --api URL               the service the wallet talks to; a wallet keeps its own ("import --api" sets
                          it for a new wallet, "service --set" or the app's settings change it; else
                          $COSIGNER_API_URL, else the public Mixin API), and a command given another
                          one says so and does nothing
  --passphrase-file FILE  the wallet passphrase: the file's first line (asked on the terminal, without
                          echo, when absent; never taken on the command line)
  --account ID|NAME       the account that acts, by its user id or name, when the wallet holds several
  --json                  machine output on stdout; a failure prints {"error":{"code","message",…}}
  --help                  this text
People, accounts and assets are named as you know them: a person by name among your contacts (the
people your accounts met), a shared account by the name you gave it, an asset by its symbol; a name
that fits two is refused with both listed, never guessed. The keys stay in the OS keychain under
the app's keychain service ($COSIGNER_KEYCHAIN_SERVICE, else "cosigner"). Every failure exits 1
with one line on stderr.`
