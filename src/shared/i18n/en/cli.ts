/** The cli messages in English, the catalog the others are checked against (see ../catalog). */
export const cli = {
  // `cosigner --help`: the commands (the sequencer's own, an operator's tools, stay English)
  'cli.main.usage': "usage: cosigner '<command>' [arguments]",
  'cli.main.commands': 'commands:',
  'cli.main.more': "Run \"cosigner '<command>' --help\" for a command's usage.",
  'cli.main.walletSummary':
    'the wallet without its window: import an account, see balances, propose, sign, unlock',
  'cli.main.unknownCommand': 'cosigner: unknown command "{name}"',
  'cli.main.unexpected': 'cosigner: {name}: unexpected error: {problem}',

  // `cosigner wallet --help`: the subcommands and the options they share
  'cli.wallet.usage': "usage: cosigner wallet '<subcommand>' [options]",
  'cli.wallet.subcommands': 'subcommands:',
  'cli.wallet.more':
    "Run \"cosigner wallet '<subcommand>' --help\" for one subcommand's arguments and options.",
  'cli.wallet.unknownSubcommand': 'cosigner: wallet: unknown subcommand "{name}"',
  'cli.wallet.summary.import':
    'import an account from its keystore file and register it (into a new wallet: sets its passphrase)',
  'cli.wallet.summary.accounts':
    'the shared accounts the wallet follows, with their balances per asset',
  'cli.wallet.summary.follow':
    'follow a shared account you sign for, by its members and threshold or its MIX address',
  'cli.wallet.summary.pay':
    'propose a payment from a shared account, or a payroll from a CSV file, and sign it as the proposer',
  'cli.wallet.summary.rotate':
    'move everything in a shared account to a new set of members, and follow the move',
  'cli.wallet.summary.requests': 'the multisig requests, synced first: pending, or done',
  'cli.wallet.summary.sign':
    'show a request, or a payroll or move as one, as the review screen does, and sign it once you confirm',
  'cli.wallet.summary.unlock':
    'show a pending request, and revoke it once you confirm, releasing what it locks',
  'cli.wallet.summary.exportLedger':
    'the ledger of a shared account as CSV for the accountant: one row per movement in or out',
  'cli.wallet.summary.service': 'the service the wallet talks to, or move it to another one',
  'cli.wallet.commonUsage': `options of every subcommand:
  --data-dir DIR          the wallet's folder (default: $COSIGNER_DATA_DIR, else the app's own)
  --api URL               the service the wallet talks to; a wallet keeps its own ("import --api" sets
                          it for a new wallet, "service --set" or the app's settings change it; else
                          $COSIGNER_API_URL, else the public Mixin API), and a command given another
                          one says so and does nothing
  --passphrase-file FILE  the wallet passphrase: the file's first line (asked on the terminal, without
                          echo, when absent; never taken on the command line)
  --account ID|NAME       the account that acts, by its user id or name, when the wallet holds several
  --json                  machine output on stdout; a failure prints '{'"error":'{'"code","message",…'}}'
  --help                  this text
People, accounts and assets are named as you know them: a person by name among your contacts (the
people your accounts met), a shared account by the name you gave it, an asset by its symbol; a name
that fits two is refused with both listed, never guessed. The keys stay in the OS keychain under
the app's keychain service ($COSIGNER_KEYCHAIN_SERVICE, else "cosigner"). Every failure exits 1
with one line on stderr. The words follow the terminal's language (LC_ALL, LC_MESSAGES, LANG;
{languages}), not the app's language setting.`,

  // Running one subcommand: its usage, and the refusals before it runs
  'cli.run.usage': 'usage: cosigner wallet {synopsis}',
  'cli.run.noPassphraseArgument':
    'the passphrase is never taken on the command line; use --passphrase-file FILE, or leave it out to be asked',
  'cli.run.seeHelp': '{problem} (see "cosigner wallet {name} --help")',
  'cli.run.noArguments':
    'takes no arguments besides its options (see "cosigner wallet {name} --help")',
  'cli.run.expectedArguments': 'expected {what} (see "cosigner wallet {name} --help")',
  'cli.run.atService': '{problem} (the service at {url})',

  // Opening the wallet and its passphrase
  'cli.session.noWallet':
    'There is no wallet in {dataDir} yet: import an account with "cosigner wallet import --keystore FILE", or name the wallet\'s folder with --data-dir.',
  'cli.session.serviceDiffers':
    'This wallet talks to the service at {baseUrl} ({whose, select, saved {saved in its settings} environment {its default: COSIGNER_API_URL} other {its default: the public Mixin API}}), not {api}, so nothing was done: leave --api out to use it, or move the wallet with "cosigner wallet service --set {api}" first.',
  'cli.session.passphraseFileLarge':
    '--passphrase-file: {file} is larger than a passphrase file can be ({bytes} bytes).',
  'cli.session.passphraseFileEmpty':
    '--passphrase-file: the first line of {file} is empty; it should hold the wallet passphrase.',
  'cli.session.passphraseNeeded':
    'The wallet passphrase is needed, and there is no terminal to ask it on: give it with --passphrase-file FILE.',
  'cli.session.noPassphraseEntered': 'No passphrase was entered; nothing was done.',
  'cli.session.askPassphrase': 'Wallet passphrase: ',
  'cli.session.askNewPassphrase':
    'Choose a wallet passphrase (it seals the keys in the keychain): ',
  'cli.session.askPassphraseAgain': 'The same passphrase again: ',
  'cli.session.passphrasesDiffer': 'The two passphrases differ; nothing was changed.',
  'cli.session.noPassphraseYet':
    'This wallet has no passphrase yet: import an account with "cosigner wallet import --keystore FILE", which sets one.',
  'cli.session.requestId':
    '{what}: expected a request id (a UUID such as 7f1c0a52-…), got "{text}".',

  // A file the command reads or writes
  'cli.file.unreadable':
    '{option}: {file} cannot be read ({problem, select, missing {no such file} denied {permission denied} folder {it is a folder} other {{code}}}).',
  'cli.file.unwritable':
    '{option}: {file} cannot be written ({problem, select, missing {no such file} denied {permission denied} folder {it is a folder} other {{code}}}).',

  // People, accounts, assets and times as every command writes them
  'cli.format.you': 'you',
  'cli.format.unknownAsset': '(asset {id})',
  'cli.format.listSeparator': ', ',
  'cli.format.members': '{threshold} of {count}: {names}',
  'cli.format.accountLabelled': 'the {threshold}-of-{count} account “{label}”',
  'cli.format.accountOf': 'the {threshold}-of-{count} account of {names}',
  'cli.format.offlineNever':
    'the service at {url} could not be reached; showing the {what, select, balances {balances} requests {requests} other {ledger}} this wallet has, never synced with the service',
  'cli.format.offlineSince':
    'the service at {url} could not be reached; showing the {what, select, balances {balances} requests {requests} other {ledger}} this wallet read last, at {at}',

  // Each subcommand's --help: what it does
  'cli.accounts.description':
    "the shared accounts (members + threshold) the wallet follows, with the balance per asset and\nthe part locked by pending requests, and those met in requests it could follow; synced from the\nservice first (offline: the last known); --json prints the treasury's list, each balance with its\nasset's symbol",
  'cli.exportLedger.description':
    "the ledger of a shared account (named as for pay; the one the wallet follows, when it follows\nonly one) as CSV\nfor the accountant: one row per deposit, payment received and payment made (change kept out,\npending requests left out, as they moved nothing yet), with the asset's symbol, the amount, who paid\nor was paid by name and id, the memo, the request id, the transaction hash and the time (ISO 8601,\nlocal time with its offset); --asset keeps one asset (its symbol or id), --since and --until keep days (YYYY-MM-DD,\nboth included). To stdout, or into --out FILE (with a byte-order mark, as spreadsheets read UTF-8).\nSynced from the service first (offline: what the wallet saw last); --json prints the rows",
  'cli.follow.description':
    'follows the shared account of these members (user ids, or people by name among your\ncontacts; yours among them) and threshold, or of this MIX address: its balances, history and\nrequests are read at every sync from now on; --label names it in this wallet, and "pay --account\nNAME" then pays from it by that name',
  'cli.import.description':
    "imports the account of a keystore file (the official SDK's JSON, secrets included) and\nregisters it with the service; into a new wallet it sets the wallet passphrase first, and --api URL\nsets the service the wallet talks to from then on (as the app's Settings → Service address does)",
  'cli.pay.description':
    'proposes a payment of A (at most 8 decimals, or max) from a shared account, and signs it as\nthe proposer. The account that pays is one this wallet follows, by the name it has here ("follow\n--label") or its MIX address, with the wallet\'s account among its members proposing; or it is\ngiven by its members and threshold (then --account names the account that acts, as for every\nsubcommand). Members and receivers are user ids, or people by name or Mixin ID among your contacts;\nthe asset is its symbol among those the account holds (XIN, USDT), or its asset id. The memo is\nUTF-8 under 256 bytes. The same --request-id finishes the same payment after a failure halfway.\n--json prints the request as the service has it (request_id, transaction_hash, raw_transaction,\nsigners, …);',
  'cli.requests.description':
    "the account's multisig requests, newest first: pending (needing your signature or\nothers') or done (sending: every signature in, its transaction not final yet; sent; or unlocked);\nall of them without --state. It syncs first: requests are found in the shared accounts the wallet\nfollows (from the outputs each request locks) and in links the wallet met",
  'cli.rotate.description':
    "moves everything in a shared account (named as for pay) to a new set of members, of whom K\nmust sign: one sweep per asset (more above 256 outputs) and one per collectible, each signed by you\nas the proposer once you confirm the plan on the terminal (--yes for a script); the new account is\nfollowed under the old one's name. The plan says which pending requests hold funds back (unlock\nthem, then --sweep-rest, confirmed as the move is), and flags a lower threshold and new members not among your contacts.\n--dry-run prints the plan and creates nothing. Run again, or with --status, it shows each sweep,\nwho still has to sign and what is left, and retires the old account once it is empty",
  'cli.service.description':
    'says which service the wallet talks to, and where that comes from; --set URL moves the\nwallet to another one, once it answers as a Mixin-compatible service (https:// unless it is on this\ncomputer; the passphrase is asked), and --default returns it to the default ($COSIGNER_API_URL, else\nthe public Mixin API); the app and every command talk to the service set here',
  'cli.sign.description':
    'reviews the request (its raw transaction decoded and checked against what the service\nsays, its inputs proven where the service shows the transactions that made them), shows its\nsummary — the account, amounts, receivers and proposer by name, the memo, the signatures, what was\nproven — and signs it once you confirm on the terminal, saying whether that left it waiting for\nothers or sending (every signature in; "requests" shows it sent once final). A payroll or a move\nto new members (RUN_ID, from its file shared in one of your groups) is reviewed as one — each\nrequest against its raw, each row in its outputs, the rows and flags shown — and every request of\nit left for you is signed after one confirmation;',
  'cli.unlock.description':
    "revokes a pending request that has not reached its threshold, releasing the outputs it\nlocks: shows the request's summary first and unlocks it once you confirm on the terminal;\n--dry-run prints the summary and its digest and changes nothing; a script then runs the command\nwith --yes --digest DIGEST, which the wallet refuses if the request is no longer that summary; --json prints the request as the queue has it afterwards",
  'cli.pay.csvUsage':
    "with --csv, pays every row of FILE (a header row, then payee,amount,asset,note; other columns\nignored): a payee is a user id, an identity number or a contact's name, a user or code link, or a MIX\nor XIN address; an asset its symbol or id. One request per asset, split at 255 payees, all with the\none memo; --name names the run (the memo, else the file's name). Every row is checked first and each\nrefusal names its row; --dry-run prints the preview and creates nothing; --json prints the created\nrequests as the service has them. The same --run-id finishes the same run after a failure halfway",
  'cli.confirm.usage':
    '--dry-run prints the summary and its digest and changes nothing; a script then runs the command\nwith --yes --digest DIGEST, which the wallet refuses if the request is no longer that summary',

  // Confirming a signature or an unlock (sign, unlock, and a run)
  'cli.confirm.dryRunAlone':
    '--dry-run {verb, select, sign {signs} other {unlocks}} nothing, so it takes neither --yes nor --digest.',
  'cli.confirm.digestFormat':
    '--digest: expected the 64 hex digits of the summary digest "{command} --dry-run" prints.',
  'cli.confirm.yesNeedsDigest':
    '--yes {verb, select, sign {signs} other {unlocks}} without asking, so it needs --digest DIGEST: the summary digest "{command} --dry-run" prints, once you have checked that summary.',
  'cli.confirm.noTerminal':
    'Nothing was done: the summary must be confirmed, and there is no terminal to ask on. Check it with "{command} --dry-run", then run "{command} --yes --digest DIGEST" with the digest it printed.',
  'cli.confirm.summaryChanged':
    'The request is no longer the summary with that digest, so nothing was done. Check it again with --dry-run.',
  'cli.confirm.ask': '{question} Type "yes" to go ahead: ',
  'cli.confirm.notConfirmed': 'You did not confirm, so nothing was done.',
  'cli.confirm.dryRunBlocked':
    'Nothing was {verb, select, sign {signed} other {unlocked}} (--dry-run). It cannot be {verb, select, sign {signed} other {unlocked}}: {reason}',
  'cli.confirm.dryRunReady':
    'Nothing was {verb, select, sign {signed} other {unlocked}} (--dry-run). To {verb, select, sign {sign} other {unlock}} exactly this from a script: cosigner wallet {verb} {id} --yes --digest {digest}',
  'cli.confirm.refused': 'Nothing was {verb, select, sign {signed} other {unlocked}}: {reason}',
  'cli.sign.notFound':
    'Neither the service nor this wallet knows a request or a run {id}: a run is signed once its file was shared in one of your groups, or opened in the app.',
  'cli.sign.mismatch':
    'The request does not match its transaction, so it was not signed: {reasons}.',
  'cli.sign.question': 'Sign this request?',
  'cli.sign.signed': 'Signed request {id}: {pays}.',
  'cli.sign.transaction': 'transaction {hash}',
  'cli.unlock.mismatch': 'Request {id} does not match its transaction: {reasons}.',
  'cli.unlock.mismatchDryRun':
    'Nothing was unlocked (--dry-run). It has no summary digest to confirm from a script: unlock it on a terminal.',
  'cli.unlock.mismatchDigest':
    'The request does not match its transaction, so it has no summary with that digest; nothing was unlocked. Unlock it on a terminal, where you can see why.',
  'cli.unlock.question':
    'Unlock (revoke) this request for everyone? Its signatures stop counting, and what it locks can be spent again.',
  'cli.unlock.unlocked':
    'Unlocked request {id}: {pays}, {signed}. Its signatures no longer count, and what it locked can be spent again.',

  // A request in a list, after signing, and in a review
  'cli.request.needsSignature': 'needs your signature',
  'cli.request.signedByYou': 'signed by you, waiting for the others',
  'cli.request.waiting': 'waiting for its signers',
  'cli.request.sending': 'sending: every signature is in, and its transaction is not final yet',
  'cli.request.sent': 'sent {at}',
  'cli.request.unlocked': 'unlocked (revoked)',
  'cli.request.unlockedBy': 'unlocked (revoked) by {name}',
  'cli.request.anAddress': 'an address',
  'cli.request.noMemo': 'no text memo',
  'cli.request.memo': 'memo {memo}',
  'cli.request.and': ' and ',
  'cli.request.or': ' or ',
  'cli.request.pays': '{amount} to {count, plural, =0 {no one} other {{to}}} · {memo}',
  'cli.request.signedBy': '{count} of {threshold} signed: {names}',
  'cli.request.signedNone': '0 of {threshold} signed',
  'cli.request.line': 'from {account} · {signed} · proposed {at}',
  'cli.request.afterSending':
    '{signed}. Every signature is in: the transaction is being sent, and "cosigner wallet requests" shows it as sent once it is final.',
  'cli.request.afterSent': '{signed}. Every signature is in, and the transaction was sent.',
  'cli.request.afterOneMore': '{signed}. 1 more signature is needed, from {names}.',
  'cli.request.afterMore': '{signed}. {more} more signatures are needed, from {more} of {names}.',
  'cli.review.readAt': 'as read from the service at {at}',
  'cli.review.notInQueue': 'not in the queue',
  'cli.review.head': 'Request {id}: {state}',
  'cli.review.headOffline':
    'Request {id}: {state} (offline: the copy checked at the last review, {read})',
  'cli.review.from': 'from the {threshold}-of-{count} account of {names}',
  'cli.review.fromLabelled': 'from “{label}”, the {threshold}-of-{count} account of {names}',
  'cli.review.proposedBy': 'proposed by {name}',
  'cli.review.proposedByUnnamed': 'proposed by someone the service does not name',
  'cli.review.paysNoOne': 'pays no one: everything goes back to the senders',
  'cli.review.withdraws': 'withdraws {amount} to {to} (no tag)',
  'cli.review.withdrawsTagged': 'withdraws {amount} to {to} (tag {tag})',
  'cli.review.pays': 'pays {amount} to {to}',
  'cli.review.paysSigners':
    'note: it pays {names}, {count, plural, one {one of its signers} other {who are among its signers}}',
  'cli.review.change': 'change {amount} back to the account ({threshold} of {count})',
  'cli.review.collectible': 'moves the collectible {name}{sequence} ({symbol})',
  'cli.review.noName': 'without a name',
  'cli.review.noSymbol': 'no symbol',
  'cli.review.memoNone': 'memo: none',
  'cli.review.memo': 'memo: {memo}',
  'cli.review.memoBytes': 'memo (bytes, not readable as text): {memo}',
  'cli.review.signatures':
    'signatures: {signedCount} of {threshold}{hasSigned, select, yes {; signed: {signed}} other {}}{hasUnsigned, select, yes {; not yet: {unsigned}} other {}}',
  'cli.review.warning': 'warning: {warning}',
  'cli.review.digest': 'summary digest {digest}',

  // accounts and requests
  'cli.accounts.heading': 'Shared accounts of {name}:',
  'cli.accounts.none':
    'No shared accounts of {name} yet. Name one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).',
  'cli.accounts.offered':
    '{threshold}-of-{count} account{hasLabel, select, yes { “{label}”} other {}}, met in a request, not followed yet',
  'cli.accounts.followed':
    '{threshold}-of-{count} account{hasLabel, select, yes { “{label}”} other {}} (address {address})',
  'cli.accounts.members': 'members: {members}',
  'cli.accounts.followWith': 'follow it with: cosigner wallet follow --address {address}',
  'cli.accounts.notReadYet': 'not read from the service yet',
  'cli.accounts.noFunds': 'no funds',
  'cli.accounts.balance':
    '{balance} {symbol}{isLocked, select, yes {, and {locked} locked by pending requests} other {}}{collectibles, plural, =0 {} one {, # collectible} other {, # collectibles}}  (asset {asset})',
  'cli.requests.badState': '--state: expected pending or done, got "{state}".',
  'cli.requests.noneNothingFollowed':
    'No {state, select, pending {pending } done {done } other {}}requests: this wallet follows no shared account, and requests are found through the accounts it follows. Follow one with "cosigner wallet follow --members ID,ID,… --threshold T" (or --address MIX…).',
  'cli.requests.none':
    'No {state, select, pending {pending } done {done } other {}}requests in the {count, plural, one {shared account} other {# shared accounts}} this wallet follows.',

  // The shared account an option names, and a payment
  'cli.account.give':
    'Give the shared account {role, select, pay {that pays} move {to move} other {to export}}: --account NAME|MIX… (as this wallet follows it), or --members ID|NAME,… --threshold T.',
  'cli.account.emptyMember': '{option}: an entry is empty; separate the members with commas.',
  'cli.account.memberTwice': '--members: a member is listed twice.',
  'cli.account.thresholdRequired':
    '--threshold T is required: how many of the {count} members must sign (1 to {count}).',
  'cli.account.thresholdAlone':
    '--threshold goes with --members; an account named by --account has its own.',
  'cli.account.noActor':
    "--account: none of this wallet's accounts is a member of that shared account, so it cannot act for it.",
  'cli.account.severalActors':
    "--account: {count} of this wallet's accounts could act for it ({listed}): name the shared account by --members ID,… --threshold {threshold}, and the one that acts by --account ID.",
  'cli.account.unknownMember':
    '{option}: “{text}” is neither a user id nor the name of someone you know.',
  'cli.account.personTwice': '--members: the same person is listed twice.',
  'cli.option.wholeNumber': '{option}: expected a whole number.',
  'cli.option.uuid': '{option}: expected a UUID.',
  'cli.pay.assetRequired':
    '--asset SYMBOL|UUID is required: the asset to pay with, by its symbol (XIN) or asset id.',
  'cli.pay.amountRequired': '--amount A is required: a decimal such as 1.5, or max.',
  'cli.pay.giveReceiver':
    'Give who receives: --to ID|NAME[,…] or --to-address MIX…|XIN…, one of them.',
  'cli.pay.sharedInGroup':
    'Its link was shared in the group “{group}”. Their wallets that follow the account find it at their next sync; they sign it with "cosigner wallet sign {id}" or in the app.',
  'cli.pay.sharedInMembersGroup':
    'Its link was shared in the group of the account’s members. Their wallets that follow the account find it at their next sync; they sign it with "cosigner wallet sign {id}" or in the app.',
  'cli.pay.sharedNowhere':
    'It was shared in no group: send its link, {link}, where the other members talk. Their wallets that follow the account find it at their next sync; they sign it with "cosigner wallet sign {id}" or in the app.',
  'cli.pay.followedNow':
    'This wallet now follows {account}: every sync reads its balances and requests.',
  'cli.pay.proposed':
    'Proposed {pays}, from {account}, and signed it as the proposer: {signed} of {threshold} signatures.',
  'cli.pay.request': 'request {id}',

  // People, accounts and assets by name, and the refusals that list who or what fits
  'cli.names.listSeparator': '; ',
  'cli.names.andMore': '{shown}; and {more} more',
  'cli.names.nameless': 'someone without a name',
  'cli.names.person': '{name} ({id})',
  'cli.names.personWithNumber': '{name} (Mixin ID {number}, {id})',
  'cli.names.accountAmbiguous':
    "--account: {name} names {count} of this wallet's accounts: {listed}; give the one that acts by its user id.",
  'cli.names.noSuchAccount': '--account: this wallet has no account {name}.',
  'cli.names.noSuchAccountHolds':
    '--account: this wallet has no account {name}; it holds {listed}.',
  'cli.names.noAccountYet':
    'This wallet has no account yet: import one with "cosigner wallet import --keystore FILE".',
  'cli.names.severalAccounts':
    'This wallet holds {count} accounts ({listed}): name the one that acts with --account ID|NAME.',
  'cli.names.personAmbiguous':
    '{option}: {name} is the {by, select, number {Mixin ID} other {name}} of {count} people you know: {listed}; give the one you mean by user id.',
  'cli.names.nobody':
    '{option}: nobody you know {by, select, number {has the Mixin ID} other {is named}} {name}: people are looked up among your contacts, those your accounts met in groups, shared accounts and requests.{hasNear, select, yes { Did you mean {near}?} other {}} Give someone new by user id or mixin.one/users/… link.',
  'cli.names.account': '{hasLabel, select, yes {{label}, } other {}}{members} ({address})',
  'cli.names.badMix': '{option}: {text} is not a valid MIX address.',
  'cli.names.mixOfAddresses':
    '{option}: this MIX address is of XIN addresses, not of users: it is no shared account to pay from.',
  'cli.names.sharedAmbiguous':
    '{option}: {count} shared accounts are named {name}: {listed}; give the one you mean by its MIX address.',
  'cli.names.noShared':
    '{option}: this wallet follows no shared account named {name}.{hasNamed, select, yes { The shared accounts with a name here: {named}.} other { No shared account has a name in this wallet yet ("cosigner wallet follow … --label NAME" gives one).}} An account can also be given by its MIX address, or by --members and --threshold.',
  'cli.names.asset': '{symbol} ({name}, asset {id})',
  'cli.names.assetOnChain': '{symbol} ({name} on {chain}, asset {id})',
  'cli.names.assetId': 'asset {id}',
  'cli.names.assetAmbiguous':
    '--asset: the account holds {count} assets with the symbol {symbol}: {listed}; give the one to pay with by its asset id.',
  'cli.names.noAssetEmpty':
    '--asset: the account holds no asset with the symbol {symbol}; it holds nothing yet.',
  'cli.names.noAsset':
    '--asset: the account holds no asset with the symbol {symbol}; it holds {listed}.',

  // follow and import
  'cli.option.labelLength': '--label: at most 64 characters.',
  'cli.follow.nameIt':
    'Name the account by --members ID,ID,… --threshold T, or by --address MIX…, one of them.',
  'cli.follow.noFunds': 'no funds yet',
  'cli.follow.following':
    'Following the {threshold}-of-{count} account{hasLabel, select, yes { “{label}”} other {}}: {members}.',
  'cli.follow.address': 'address {address}',
  'cli.import.tooLarge': '--keystore: {file} is larger than a keystore can be ({kib} KiB).',
  'cli.import.keystoreRequired':
    '--keystore FILE is required: the keystore (JSON) of the account to import.',
  'cli.import.serviceNotKept':
    'Imported and registered account {id}, but the wallet could not keep {url} as its service: {problem} Keep it with "cosigner wallet service --set {url}".',
  'cli.import.notRegistered':
    'Imported account {id}, but it could not be registered with the service: {problem}',
  'cli.import.imported':
    '{already, select, yes {The wallet in {dataDir} already had account} other {Imported into {dataDir} account}} {id}{hasLabel, select, yes { ({label})} other {}}; {registeredNow, select, yes {it is now registered with the service} other {the service already had it registered}}.',
  'cli.import.passphraseSet':
    'The wallet passphrase is set: it unlocks this wallet from now on, here and in the app.',
  'cli.import.serviceKept':
    'The wallet talks to the service at {url} from now on, here and in the app; "cosigner wallet service" changes that.',

  // service
  'cli.service.setOrDefault': 'Give --set URL or --default, one of them.',
  'cli.service.notApi': 'service takes the new address with --set URL, not --api.',
  'cli.service.current':
    'This wallet talks to the service at {url} ({origin, select, saved {saved in its settings} environment {its default, from COSIGNER_API_URL} other {its default, the public Mixin API}}).',
  'cli.service.already':
    'This wallet already talks to the service at {url} ({origin, select, saved {saved in its settings} environment {its default, from COSIGNER_API_URL} other {its default, the public Mixin API}}).',
  'cli.service.moved':
    'This wallet now talks to the service at {url} ({origin, select, saved {saved in its settings} environment {its default, from COSIGNER_API_URL} other {its default, the public Mixin API}}), here and in the app; before, it was {before}.',

  // export-ledger
  'cli.ledger.badDay': '{option}: expected a day as YYYY-MM-DD, got "{text}".',
  'cli.ledger.nameIt':
    'Name the account by --account NAME|MIX…, by --members ID|NAME,… --threshold T, or by --address MIX…, one of them.',
  'cli.ledger.noneFollowed':
    'This wallet follows no shared account yet: follow one with "cosigner wallet follow --members ID|NAME,… --threshold T" (or --address MIX…).',
  'cli.ledger.severalFollowed':
    'This wallet follows {count} shared accounts: name the one to export with --account NAME|MIX… ({list}).',
  'cli.ledger.untilBeforeSince': '--until: the last day comes before --since.',
  'cli.ledger.notAMember':
    '--members/--threshold: You are not among these members: the wallet follows only shared accounts you sign for.',
  'cli.ledger.notFollowed':
    'This wallet does not follow that account: follow it first with "cosigner wallet follow --address {address}".',
  'cli.ledger.wrote':
    'Wrote the ledger of the {threshold}-of-{count} account “{name}” ({rows, plural, one {# row} other {# rows}}, {read, select, never {never read from the service} other {as of {at}}}) to {file}.',
  'cli.ledger.heading':
    'The ledger of the {threshold}-of-{count} account “{name}” ({rows, plural, one {# row} other {# rows}}, {read, select, never {never read from the service} other {as of {at}}}):',

  // A payroll or a move in words: refusals by row, the rows, totals, sweeps and flags
  'cli.runs.totals': '{some} and {last}',
  'cli.runs.column.row': 'row',
  'cli.runs.column.payee': 'payee',
  'cli.runs.column.amount': 'amount',
  'cli.runs.column.note': 'note (the proposer’s word)',
  'cli.runs.firstPayment': 'first payment',
  'cli.runs.notContact': 'not a contact',
  'cli.runs.collectible': 'a collectible ({hash}…)',
  'cli.runs.sweepAmount': '{amount} ({outputs, plural, one {# output} other {# outputs}})',
  'cli.runs.sweepState':
    '{state, select, needs {needs your signature} waiting {waiting for signatures} sending {sending} done {moved} other {unlocked}}',
  'cli.runs.signatures': '{signed} of {threshold} signatures',
  'cli.runs.signaturesWaiting': '{signed} of {threshold} signatures, {more} more of {names}',
  'cli.runs.sweep': 'sweep {id}',
  'cli.runs.lowerThreshold':
    'Note: the new account needs {to, plural, one {# signature} other {# signatures}}, fewer than the {from} this one needs.',
  'cli.runs.outsideContacts': 'Note: {name} is not among your contacts.',

  // Signing a payroll or a move as one
  'cli.signRun.head':
    '{kind, select, payroll {Payroll} other {Move}} “{name}” from {account}, proposed by {hasProposer, select, yes {{proposer}} other {someone the file does not name}}: {kind, select, payroll {{payees} payees, } other {}}{hasTotals, select, yes {{totals}} other {what it holds}}, in {requests, plural, one {# request} other {# requests}}.',
  'cli.signRun.request':
    'request {id}  {what}{signed} of {threshold} signatures, {progress, select, open {open} complete {complete, sending} sent {sent} other {unlocked}}{mine, select, yes {, signed by you} other {}}',
  'cli.signRun.matches':
    '{requests, plural, one {Its request matches its raw transaction} other {All # requests match their raw transactions}}, and {kind, select, payroll {every row is found in its request’s outputs} other {every sweep sends everything to the new account}}; inputs proven from the transactions that made them in {proven} of {requests}.',
  'cli.signRun.firstPayments':
    'note: {rows, plural, one {# row pays} other {# rows pay}} someone this account never paid (marked)',
  'cli.signRun.notInContacts':
    'note: {rows, plural, one {# row pays} other {# rows pay}} someone not among your contacts (marked)',
  'cli.signRun.lowerThreshold':
    'note: the new account needs {to} signatures, fewer than the {from} this one needs',
  'cli.signRun.outsideContacts': 'note: {name} is not among your contacts',
  'cli.signRun.digest': 'digest {digest}',
  'cli.signRun.reasonRow': 'row {row}: {detail}',
  'cli.signRun.reasonRequest': 'request {id}: {detail}',
  'cli.signRun.mismatch':
    'The {kind, select, payroll {payroll} other {move to new members}} does not match its requests, so nothing was signed: {reasons}.',
  'cli.signRun.nothingLeft':
    'there is nothing left for you to sign in this {kind, select, payroll {payroll} other {move to new members}}: {why, select, signed {you signed every request of it} other {none of its requests is open for your signature}}.',
  'cli.signRun.changed':
    'The {kind, select, payroll {payroll} other {move to new members}} is no longer the one with that digest, so nothing was signed. Check it again with --dry-run.',
  'cli.signRun.question':
    'Sign its {left, plural, one {# request} other {# requests}} left for you?',
  'cli.signRun.signed':
    'Signed the {count, plural, one {# request} other {# requests}} of the {kind, select, payroll {payroll} other {move to new members}} “{name}” left for you.',

  // pay --csv: a payroll
  'cli.payroll.tooLarge': '--csv: {file} is larger than a payroll file can be (1 MiB).',
  'cli.payroll.preview':
    'Payroll “{name}” from {account}: {payees, plural, one {# payee} other {# payees}}, {totals}, in {requests, plural, one {# request} other {# requests}}{hasMemo, select, yes {, memo "{memo}"} other {}}.',
  'cli.payroll.total':
    '{symbol}: {total} in {rows, plural, one {# row} other {# rows}} and {requests, plural, one {# request} other {# requests}}; {available} to spend, {stays} stays in the account.',
  'cli.payroll.flags':
    '{firsts, plural, one {# payee is} other {# payees are}} paid by this account for the first time, {strangers, plural, one {# is} other {# are}} not among your contacts (marked).',
  'cli.payroll.singleOnly':
    '--csv takes the payees, amounts and assets from the file: leave out {options}.',
  'cli.payroll.defaultName': 'Payroll',
  'cli.payroll.dryRun': 'Nothing was created (--dry-run). To propose exactly this run: {command}',
  'cli.payroll.proposed':
    'Proposed the payroll “{name}” from {account}: {payees} payees, {totals}; signed its {requests, plural, one {# request} other {# requests}} as the proposer.',
  'cli.payroll.request':
    'request {id}  {amount} to {payees, plural, one {# payee} other {# payees}}  {signed} of {threshold} signatures',
  'cli.payroll.run': 'run {id}',
  'cli.payroll.sharedInGroup':
    'Its file and links were shared in the group “{group}”: the other members open the run there in Cosigner and sign it once, or sign each request with "cosigner wallet sign REQUEST_ID".',
  'cli.payroll.sharedInMembersGroup':
    'Its file and links were shared in the group of the account’s members: the other members open the run there in Cosigner and sign it once, or sign each request with "cosigner wallet sign REQUEST_ID".',
  'cli.payroll.sharedNowhere':
    'It was shared in no group: send each request’s link (https://mixin.one/multisigs/REQUEST_ID) where the other members talk; they sign each with "cosigner wallet sign REQUEST_ID" or in the app.',

  // rotate: moving a shared account to new members
  'cli.rotate.pending':
    '{count, plural, one {# pending request locks} other {# pending requests lock}} some of the funds; unlock {count, plural, one {it} other {them}} ("cosigner wallet unlock REQUEST_ID") or let {count, plural, one {it} other {them}} complete, then sweep what is left with "cosigner wallet rotate --sweep-rest {id}":',
  'cli.rotate.pendingRequest': 'request {id}  {pays}',
  'cli.rotate.locked': '{amount} locked',
  'cli.rotate.collectibles': '{count} collectible(s)',
  'cli.rotate.done': 'Done: the old account is empty and retired; the new one is “{target}”.',
  'cli.rotate.left': 'Left in the old account: {left}.',
  'cli.rotate.nothingLeft':
    'Nothing is left in the old account; waiting for the sweeps to be sent.',
  'cli.rotate.moving': 'Moving {from} to {to}:',
  'cli.rotate.sweepNoTerminal':
    'Nothing was done: sweeping what is left must be confirmed, and there is no terminal to ask on. Check the move with "cosigner wallet rotate --status {id}", then add --yes.',
  'cli.rotate.sweepQuestion':
    'Sweep what the old account can spend now into the new one, signing as the proposer?',
  'cli.rotate.swept': 'Swept what was left; the move now stands:',
  'cli.rotate.toMembersRequired':
    '--to-members ID|NAME,… is required: the new members (user ids, Mixin IDs, contacts’ names or links).',
  'cli.rotate.toThresholdRequired':
    '--to-threshold K is required: how many of the {count} new members must sign (1 to {count}).',
  'cli.rotate.dryRunYes': '--dry-run creates nothing, so it takes no --yes.',
  'cli.rotate.noTerminal':
    'Nothing was done: the move must be confirmed, and there is no terminal to ask on. Check it with --dry-run, then run the command it prints, which adds --yes.',
  'cli.rotate.statusOrSweep': 'Give --status or --sweep-rest, not both.',
  'cli.rotate.badId':
    '{option}: expected the move\'s id (a UUID, as "rotate" printed it), got "{text}".',
  'cli.rotate.dryRun':
    'Nothing was created (--dry-run). To start exactly this move from a script: {command}',
  'cli.rotate.question':
    'Start this move, signing its {count, plural, one {# sweep} other {# sweeps}} as the proposer?',
  'cli.rotate.proposed':
    'Proposed {count, plural, one {# sweep} other {# sweeps}} from {account}, each signed by you as the proposer; this wallet now follows the new account.',
  'cli.rotate.move': 'move {id}',
  'cli.rotate.shared':
    'Its file and links were shared in the account’s group, where the other members review the move and sign it once ("cosigner wallet sign MOVE_ID").',
  'cli.rotate.sharedNowhere':
    'It was shared in no group: send each sweep’s link (https://mixin.one/multisigs/REQUEST_ID) where the other members talk.',
  'cli.rotate.again':
    'Run the same command again, or "cosigner wallet rotate --status {id}", to see where it stands.',

  // npm start: the demo and the app started from a checkout
  'cli.demo.vanished':
    "The demo's data folder {dir} was removed while the demo ran, so its network and wallet were only running on deleted files and nothing more could be kept. Stopping the demo; run npm start again for a fresh one.",
  'cli.demo.importFailed': 'Could not import the demo account: {reason}.',
  'cli.demo.opensWithout':
    'The wallet opens without it, on its first steps; the sequencer and its demo users are running.',
  'cli.demo.imported':
    'Imported {name}\'s account into the wallet (keychain service "{service}"; a demo wallet, without a passphrase).',
  'cli.demo.stepFailed':
    "{step, select, register {Recording the demo account as registered} account {Adding the demo's shared account} sync {Syncing the demo queue} other {Opening the demo group}} failed: {reason}",
  'cli.demo.cleanupFailed': 'cleanup step failed: {problem}',
  'cli.demo.dataIn': 'Wallet data in {dir}{demo, select, yes { (removed on exit)} other {}}.',
  'cli.demo.sequencer': 'Local sequencer on {url}, seeded with the demo network:',
  'cli.demo.users': 'users {users}; group "{group}" (payments need 2 of 3 signatures)',
  'cli.demo.payees': 'to propose a payment from Accounts, pay {payees}',
  'cli.demo.pending': 'pending request {id}: signed by Bob, waiting for Alice or Carol',
  'cli.demo.keysInMemory': '{reason} The window says the same.',
  'cli.demo.whatToDo': 'What to do: {remedy}',
  'cli.demo.details': 'details: {details}',
  'cli.demo.windowSame':
    'The window shows the same instead of the first steps, and goes on once a keychain answers.',
  'cli.demo.givenService': 'Using the service at {url} (COSIGNER_API_URL); no demo network.',
  'cli.demo.noWindow': 'No Electron window: {reason}. Opening the wallet in the web host instead.',
  'cli.demo.keysOutOfReach':
    "the demo's keys are in this process's memory, which the window's own process cannot read",
  'cli.demo.startingElectron': 'Starting the wallet in Electron ({path})…',
  'cli.demo.openedElectron': 'Opened the wallet in Electron.',
  'cli.demo.noBuild':
    'Warning: {dir}/index.html is missing; run the build first (npm start builds it).',
  'cli.demo.walletAt': 'The wallet is at {url}',
  'cli.demo.openInBrowser':
    "Open that address in a browser on this machine; it carries this launch's access token.",
  'cli.demo.usage': `usage: npm start [-- --web] [--port N]
  Builds the app, starts a local sequencer with a demo network (unless COSIGNER_API_URL is set),
  imports the demo's first account and opens the wallet: in Electron (fetching its binary, and
  better-sqlite3 built for it, when missing), else (offline, or with --web) in a browser through the
  loopback web host. COSIGNER_ELECTRON_TIMEOUT limits the binary's fetch (seconds, default 300).`,
  'cli.demo.badPort': '--port expects a number from 0 to 65535, got "{port}"',
  'cli.demo.couldNotStart': 'could not start: {problem}',
  'cli.demo.shuttingDown': 'Shutting down.',

  // The web host: what it answers the window itself
  'cli.webHost.postOnly': 'Bridge calls are POST requests.',
  'cli.webHost.noToken':
    'This address is missing the wallet’s access token, or carries one from an earlier run.',
  'cli.webHost.noMethod': 'No such bridge method.',
  'cli.webHost.tooLarge': 'The input is too large.',
  'cli.webHost.jsonOnly': 'Bridge inputs are JSON (content-type: application/json).',
  'cli.webHost.badJson': 'The input is not valid JSON.',
  'cli.webHost.walletFailed': 'The wallet failed unexpectedly.',
  'cli.webHost.getOnly': 'Events are read with GET.',
  'cli.webHost.notFound': 'Not found.',
  'cli.webHost.badMethod': 'Method not allowed.',
  'cli.webHost.wrongHost': 'Wrong host.',
  'cli.webHost.otherSite': 'Requests from other sites are refused.',
  'cli.webHost.badTarget': 'Bad request target.',
  'cli.webHost.hostFailed': 'The wallet host failed unexpectedly.',

  // npm start: getting Electron and its build of better-sqlite3, and why a window could not open
  'cli.electron.notInstalled': 'the electron package is not installed',
  'cli.electron.runNpmInstall': 'the electron package is not installed (run npm install)',
  'cli.electron.overrideMissing': 'ELECTRON_OVERRIDE_DIST_PATH has no Electron at {path}',
  'cli.electron.notDownloaded': 'no Electron binary has been downloaded yet',
  'cli.electron.binaryMissing': 'the Electron binary is missing at {path}',
  'cli.electron.notFetched': '{reason}, and {variable} says not to fetch it',
  'cli.electron.offline':
    'this machine cannot reach the Electron download site ({host}), so the Electron binary cannot be fetched',
  'cli.electron.fetching':
    "Fetching the Electron {version} binary with the electron package's installer (at most {limit}; it is about 100 MB)…",
  'cli.electron.stillFetching': 'still fetching Electron… {elapsed}',
  'cli.electron.timedOut':
    'fetching the Electron binary took longer than {limit}, so it was stopped',
  'cli.electron.fetchFailed':
    "the electron package's installer could not fetch the Electron binary",
  'cli.electron.missingAfter': "the electron package's installer finished, but {reason}",
  'cli.electron.fetched': 'Fetched Electron {version} in {elapsed}.',
  'cli.electron.noDisplay':
    'there is no graphical display here (neither DISPLAY nor WAYLAND_DISPLAY is set, as in an SSH session or on a text console)',
  'cli.electron.noAbi':
    'the electron package {version} does not say which ABI it has (no abi_version file), so better-sqlite3 cannot be built for it',
  'cli.electron.sqliteReady':
    'better-sqlite3 for Electron is ready ({how, select, fetched {fetched} built {built} other {{how}}}).',
  'cli.electron.sandbox':
    'Electron\'s sandbox cannot start on this system: it needs unprivileged user namespaces, which this system restricts (as Ubuntu 23.10 and later do), or its helper node_modules/electron/dist/chrome-sandbox owned by root with mode 4755. The README ("Two commands") says how to allow it once for development',
  'cli.electron.missingLibrary':
    'Electron cannot start: the system library {library} is missing (the libraries Chromium needs, as a Chromium package brings them)',
  'cli.electron.noDisplayReached': 'Electron could not reach a graphical display',
  'cli.electron.closedAtOnce':
    'Electron closed at once without an error: another Cosigner started from this checkout is probably open already, and its window was brought forward instead',
  'cli.electron.stoppedEarly':
    'Electron stopped within {seconds} seconds of starting, before its window could open',
  'cli.electron.notStarted': 'Electron could not be started',
  'cli.electron.sqliteLabel':
    'better-sqlite3 {version} for Electron {electron} (ABI {abi}, {platform})',
  'cli.electron.fetchingPrebuilt': 'Fetching the prebuilt {label}…',
  'cli.electron.building':
    'none could be fetched; building {label} from source instead (a minute or two)…',
  'cli.electron.noBuild':
    "there is no build of {label}: none could be fetched, and building one failed (it needs a C++ toolchain and Electron's headers from the internet)",
  'cli.demo.keychainFailed': 'The demo could not store its keys in the Keychain.',
} as const
