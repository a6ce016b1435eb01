/** The core messages in English, the catalog the others are checked against (see ../catalog). */
/**
 * One ICU select over `messages` by `arg`, with `other` for any other value: how one message of an
 * area quotes a set of the area's sentences (each also a message of its own) without copying them.
 */
export function selectOf(
  arg: string,
  messages: Readonly<Record<string, string>>,
  other: string,
): string {
  const cases = Object.entries(messages).map(([key, text]) => `${key} {${text}}`)
  return `{${arg}, select, ${cases.join(' ')} other {${other}}}`
}

// The fields people type into, by what they call them (the field's name selects).
const FIELD = selectOf(
  'field',
  {
    ref: 'The code, link or id',
    code: 'The code, link or id',
    text: 'The text',
    name: 'The name',
    announcement: 'The announcement',
    query: 'The search',
    memo: 'The memo',
    label: 'The label',
    url: 'The address',
    base_url: 'The address',
    user_ids: 'The list of people',
    participants: 'The list of members',
  },
  'Something you entered',
)
const SUBJECT = '{subject, select, it {It} one {One} other {Another}}'
const PAYEE = '{kind, select, address {{amount} to the address {address}} other {{amount} to {to}}}'
const PAYS = `{self, select, yes {{amount} back to this account itself} other {${PAYEE}}}`
const PROTECTS = '{what, select, backup {this backup} other {the wallet}}'

export const core = {
  // The service address (Settings, onboarding, `--base-url`)
  'core.url.notText': 'The service address must be a URL.',
  'core.url.invalid': 'The service address is not a valid URL.',
  'core.url.scheme': 'The service address must start with http:// or https://.',
  'core.url.credentials': 'The service address must not contain a user name or password.',
  'core.url.query': 'The service address must not contain a query or fragment.',
  'core.url.host': 'The service address’s host is not a name any computer can have.',
  'core.url.insecure':
    'The wallet talks to {host} only over https://, so nobody on the way can read or change what it signs. Plain http:// is for a service on this computer.',
  'core.url.privateHost':
    '{host} is an address on a private network. Use it only if it is your own server, and confirm that it is.',
  'core.url.notMixin':
    '{host} answered, but not as a Mixin-compatible service, so the wallet keeps its current service.',

  // Accounts and keystores
  'core.account.notFound': 'No account {account} in this wallet.',
  'core.keystore.sessionRefused':
    'The service does not accept this keystore’s session key: the keystore is for another service, or its session was revoked. Nothing was imported.',
  'core.keystore.otherAccount':
    'The service answered for another account than the keystore’s. Nothing was imported.',
  'core.keystore.noSpendKey':
    'This account is already registered with the service, but the keystore has no spend key, so it could not sign. Import the keystore that includes its spend key, or restore a Cosigner backup. Nothing was imported.',
  'core.keystore.spendKeyMismatch':
    'This keystore’s spend key is not the one the service has registered for this account, so signatures made with it would be refused. Use the account’s current keystore or a Cosigner backup. Nothing was imported.',
  'core.keystore.invalid':
    'Invalid keystore: {field, select, none {keystore} other {field "{field}"}}: {reason, select, notObject {expected a JSON object} notJson {not valid JSON} tooLarge {larger than {bytes} bytes} required {required} format {expected a 32-byte seed as 64 hex characters, or seed and public key as 128 hex characters} publicKey {the public half does not match the seed} other {{issue}}}.',
  'core.keystore.unreadable': 'The keystore file could not be read.',
  'core.registration.noSpendKey':
    'This account has no spend key yet; create one before registering.',
  'core.registration.otherPin':
    'This account already has a PIN (TIP key) with the service that is not the one in this wallet, so it cannot be registered from here. Import the keystore that holds its TIP key, or register it in the app that set that PIN.',
  'core.registration.otherSpendKey':
    'The service has another spend key registered for this account than the one in this wallet, so it would refuse this wallet’s signatures.',

  // The wallet cache
  'core.cache.failed': 'The wallet cache failed.',
  'core.cache.damaged': 'The wallet cache is damaged.',
  'core.cache.notFile': 'The wallet cache {path} is not a regular file.',
  'core.cache.otherOwner': 'The wallet cache {path} belongs to another user.',
  'core.cache.readable': 'The wallet cache {path} is readable by others and could not be fixed.',

  // Codes and links
  'core.code.linkUnreadable': 'This link cannot be opened: {reason}.',
  'core.code.notACode': 'This is not a code, a code link, a request id or a transaction hash.',
  'core.code.hashNotCode': 'A transaction hash is not a code.',
  'core.code.notCodeLink':
    'This is {kind, select, request {a request link} code {a code link} user {a person’s link} other {a payment link}}, not a code link.',
  'core.code.wrongKind':
    'This code is for {kind, select, user {a person} conversation {a group invitation} payment {a payment} multisig_request {a multisig request} other {a collectible request}}, not {wanted, select, group {a group invitation} person {a person} other {a multisig request}}.',
  'core.code.notRequestLink':
    'This is a {kind, select, user {person’s} other {payment}} link, not a request’s.',

  // Groups, people and messages
  'core.user.notFound':
    'The service knows no user with the id {id}. Check it, or ask the person for their user link.',
  'core.conversation.notFound': 'Conversation {conversation} is not in this wallet.',
  'core.conversation.openFirst': 'This group is not in the wallet; open the group first.',
  'core.message.notInConversation':
    'This message is not in the conversation (it may have disappeared).',
  'core.message.notKept': 'The card was sent, but the wallet could not keep a copy of it.',
  'core.message.notInGroup': 'This message is not in the group (it may have disappeared).',

  // Shared accounts
  'core.sharedAccount.notFollowed':
    'This wallet does not follow a shared account with these members and threshold. Add it under Accounts first.',
  'core.sharedAccount.notFollowedOwn':
    'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts first.',

  // The wallet passphrase and the lock
  'core.lock.noPassphrase': 'This wallet has no passphrase yet. Choose one first.',
  'core.lock.throttled':
    'Too many wrong passphrases. Wait {seconds, plural, one {# second} other {# seconds}} before trying again.',
  'core.lock.wrongPassphrase': 'That is not the wallet’s passphrase.',
  'core.lock.wrongPassphraseWait':
    'That is not the wallet’s passphrase. Wait {seconds, plural, one {# second} other {# seconds}} before the next try.',
  'core.lock.confirmThenRetry': 'Enter the wallet passphrase to confirm it is you, then try again.',
  'core.lock.confirm': 'Enter the wallet passphrase to confirm it is you.',
  'core.lock.signThenRetry': 'Enter the wallet passphrase to sign, then try again.',
  'core.lock.passphraseExists':
    'This wallet already has a passphrase; change it in Settings instead.',
  'core.lock.demoCannotLock': 'This demo wallet has no passphrase, so it cannot be locked.',
  'core.lock.locked': 'The wallet is locked. Unlock it first.',
  'core.lock.recordDamaged':
    'The wallet’s passphrase record is damaged, so the wallet cannot be unlocked.',

  'core.passphrase.warning.straightRow':
    'Straight rows of keys on your keyboard are easy to guess.',
  'core.passphrase.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'core.passphrase.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'core.passphrase.warning.extendedRepeat':
    'Repeated character patterns like "abcabcabc" are easy to guess.',
  'core.passphrase.warning.sequences': 'Common character sequences like "abc" are easy to guess.',
  'core.passphrase.warning.recentYears': 'Recent years are easy to guess.',
  'core.passphrase.warning.dates': 'Dates are easy to guess.',
  'core.passphrase.warning.topTen': 'This is a heavily used password.',
  'core.passphrase.warning.topHundred': 'This is a frequently used password.',
  'core.passphrase.warning.common': 'This is a commonly used password.',
  'core.passphrase.warning.similarToCommon': 'This is similar to a commonly used password.',
  'core.passphrase.warning.wordByItself': 'Single words are easy to guess.',
  'core.passphrase.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'core.passphrase.warning.commonNames': 'Common names and surnames are easy to guess.',
  'core.passphrase.warning.userInputs': 'There should not be any personal or page related data.',
  'core.passphrase.warning.pwned': 'Your password was exposed by a data breach on the Internet.',
  'core.passphrase.warning.empty': 'A passphrase is needed.',
  'core.passphrase.suggestion.l33t': 'Avoid predictable letter substitutions like ‘@’ for ‘a’.',
  'core.passphrase.suggestion.reverseWords': 'Avoid reversed spellings of common words.',
  'core.passphrase.suggestion.allUppercase': 'Capitalize some, but not all letters.',
  'core.passphrase.suggestion.capitalization': 'Capitalize more than the first letter.',
  'core.passphrase.suggestion.dates': 'Avoid dates and years that are associated with you.',
  'core.passphrase.suggestion.recentYears': 'Avoid recent years.',
  'core.passphrase.suggestion.associatedYears': 'Avoid years that are associated with you.',
  'core.passphrase.suggestion.sequences': 'Avoid common character sequences.',
  'core.passphrase.suggestion.repeated': 'Avoid repeated words and characters.',
  'core.passphrase.suggestion.longerKeyboardPattern':
    'Use longer keyboard patterns and change typing direction multiple times.',
  'core.passphrase.suggestion.anotherWord': 'Add more words that are less common.',
  'core.passphrase.suggestion.useWords': 'Use multiple words, but avoid common phrases.',
  'core.passphrase.suggestion.noNeed':
    'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  'core.passphrase.suggestion.pwned': 'If you use this password elsewhere, you should change it.',
  'core.passphrase.suggestion.fewWords':
    'Use a few words that are not a phrase you have seen written down.',
  'core.passphrase.tooWeak': `This passphrase is too easy to guess to protect ${PROTECTS}.`,
  'core.passphrase.tooWeakWarning': `This passphrase is too easy to guess to protect ${PROTECTS}. {warning}`,
  'core.passphrase.tooWeakSuggestion': `This passphrase is too easy to guess to protect ${PROTECTS}. {suggestion}`,

  // Payments and their requests
  'core.proposal.idUsed':
    '{why, select, otherPayment {This request id belongs to another payment.} foreignOutputs {The request under this id spends outputs that are not this account’s.} proposedOther {Another payment was proposed under this request id.} other {The payment proposed under this request id was unlocked (revoked), so the id cannot be used again.}} Start a new payment: it gets a new request id.',
  'core.proposal.otherTransaction':
    'The service holds another transaction under this request id than the one built here; it was not signed.',
  'core.proposal.mismatch':
    'The request as the service has it does not match its transaction; it was not signed: {reasons}',
  'core.proposal.otherReceivers':
    'The service reports other receivers for output {index} than the payment names; it was not signed.',
  'core.proposal.otherAnswer': 'The service answered the proposal with another request.',

  // Signing, unlocking, offline files
  'core.request.notKnown': 'The service does not know this request.',
  'core.request.notInWallet': 'Request {request} is not in this wallet.',
  'core.request.mismatch': 'The request does not match its transaction: {reasons}',
  'core.request.changed': 'The request is no longer what you reviewed; review it again.',
  'core.request.notASender': 'This account is not among the senders of the request.',
  'core.request.alreadySigned': 'This account has already signed the request.',
  'core.request.outputsNotFound':
    'The outputs this request spends could not be found, so it cannot be checked or signed.',
  'core.request.outputsNotFetched': 'The outputs this request spends could not be fetched.',
  'core.request.keyCannotSign': 'This account’s key cannot sign this request ({code}).',
  'core.request.otherSignatureAnswer': 'The service answered the signature with another request.',
  'core.request.confirmSigning': 'Signing needs the explicit confirmation of the user.',
  'core.request.confirmUnlocking': 'Unlocking needs the explicit confirmation of the user.',
  'core.request.alreadyUnlocked': 'The request is already unlocked.',
  'core.request.onlySenderUnlocks': 'Only a sender can unlock a request.',
  'core.request.thresholdReached':
    'The request has {signed} of {threshold} signatures; it can no longer be unlocked.',
  'core.offline.notJson':
    'This is not a {kind, select, signature {offline signature} other {offline request}} file (not JSON).',
  'core.offline.invalid':
    'This is not a valid {kind, select, signature {offline signature} other {offline request}} file ({issue}).',
  'core.offline.otherAccount': 'This file was exported for another account.',
  'core.offline.fileChanged': 'The file is not the request you reviewed; review it again.',
  'core.offline.alreadySigned': 'This account had already signed the request when it was exported.',
  'core.offline.noViews': 'The file has no views for this account.',
  'core.offline.otherTransaction':
    'The signed file is for another transaction than the request has now.',
  'core.offline.doesNotFit': 'The signed file does not fit the request ({code}).',
  'core.offline.badSignature': 'The signed file carries an invalid or missing signature.',
  'core.offline.knownOtherwise': 'This wallet knows this request with another transaction.',
  'core.offline.otherSigner': 'This signature was made by another account.',
  'core.offline.otherRequest':
    'This signature file is for another request: a request for {amount} (asset {asset}) to {receivers}. Nothing was submitted.',
  'core.offline.otherRequestNoOne':
    'This signature file is for another request: a request for {amount} (asset {asset}) to no one. Nothing was submitted.',
  'core.offline.unknownRequest':
    'This signature file is for another request: request {request}, which this wallet does not know. Nothing was submitted.',

  // Payroll and moves to new members (runs)
  'core.run.otherProposer':
    'Another member proposed a run under this id. Start a new payroll: it gets a new id.',
  'core.run.otherRows':
    'This run was proposed already with other rows, so it cannot be proposed again with these. Start a new payroll: it gets a new id.',
  'core.run.draftCannotReplace':
    'This run was proposed already; a draft cannot replace it. Start a new payroll: it gets a new id.',
  'core.run.noDraft':
    'There is no draft payroll with this id in the wallet (a proposed one stays, with its requests).',
  'core.run.notFound':
    'This wallet has no run with this id: open it from the group it was shared in, or from its file.',
  'core.run.notAMember':
    'This account is not a member of the account this run pays from, so it has nothing to sign in it.',
  'core.run.foreignProposer':
    'This run file names another proposer than the member who shared it, so it is not taken in.',
  'core.run.draftNoReview':
    'This payroll is a draft: nothing was proposed yet, so there is nothing to review. Preview it, then propose it.',
  'core.run.draftNoSign':
    'This payroll is a draft: nothing was proposed yet, so there is nothing to sign.',
  'core.run.confirmSigning': 'Signing a run needs the explicit confirmation of the user.',
  'core.run.changed': 'The run is no longer what you reviewed; review it again.',
  'core.run.uploadFailed': 'The run’s file could not be uploaded to the service.',
  'core.run.notTaken': 'The service did not take the run’s file.',
  'core.run.unreadableFile':
    'This is not a run file Cosigner can read: {why, select, notJson {it is not JSON} notRun {it is not a Cosigner run} newer {it was written by a newer Cosigner; update this one} twice {it lists a request twice} unlisted {row {row} is paid by a request the run does not list} sameOutput {two rows are paid by the same output ({output})} sameNumber {it numbers two rows the same} noRows {a payroll without rows} noTarget {a move to new members without its new members} other {a threshold above its members}}.',
  'core.run.damagedFile': 'This run file is damaged or incomplete.',
  'core.move.notFound': 'This wallet has no move to new members with this id.',
  'core.move.idUsed': 'Another run has this id. Start the move again: it gets a new id.',
  'core.move.onlyStarterSweeps':
    'Only the member who started this move sweeps what is left of it; the others sign its sweeps.',

  // Keys, the keychain and backups
  'core.vault.keyMismatch': 'A key does not match its public key in the account record.',
  'core.backup.damaged':
    'The backup is damaged: {reason, select, notJson {it is not valid JSON} notObject {it is not a JSON object} noVersion {it has no version} noChecksum {its checksum is missing} changed {its content was changed after it was made} layout {its layout is not one Cosigner writes} record {its account record is unreadable} keyMismatch {a key does not match its public key} other {field "{field}": {issue}}}.',
  'core.backup.version':
    'Backups of version {version} are not supported by this version of Cosigner.',
  'core.backup.setting': 'This backup uses a setting this version does not know ("{field}").',
  'core.backup.wrongPassphrase': 'This passphrase does not open the backup.',
  'core.keychain.notAKey': 'The keychain entry "{name}" does not hold a key.',
  'core.keychain.otherKeyStored':
    'A different {kind, select, session {session} spend {spend} other {TIP}} key is already stored for {account}; nothing was changed.',
  'core.keychain.resealNotKept':
    'The keychain did not keep the re-sealed {kind, select, session {session} spend {spend} other {TIP}} key of {account}; nothing was changed.',
  'core.keychain.moduleMissing': 'The keychain module could not be loaded.',
  'core.keychain.locked': 'The keychain is locked. Unlock it and try again.',
  'core.keychain.unreachable':
    'No keychain is reachable (on Linux: no Secret Service, such as GNOME Keyring or KWallet).',
  'core.keychain.refused': 'The keychain refused the operation.',
  'core.keychain.copyNotKept':
    'The keychain did not keep the copy of "{name}"; the original was left in place.',
  'core.keychain.entryDamaged':
    'The keychain entry "{name}" is damaged or was changed, so its key cannot be read.',
  'core.keychain.notSealed': 'This is not a keychain entry sealed by Cosigner.',
  'core.keychain.wrongPassphrase':
    'This passphrase does not open the entry (or the entry was changed).',
  'core.keychain.keyMissing':
    'No {kind, select, session {session} spend {spend} other {TIP}} key is stored for {account}.',
  'core.keychain.storedKeyMismatch':
    'The stored {kind, select, session {session} spend {spend} other {TIP}} key of {account} is not the one the account record names.',
  'core.keychain.alreadyHasKey':
    '{account} already has a {kind, select, session {session} spend {spend} other {TIP}} key; nothing was changed.',

  // The bridge: refusals before a call runs, and the service's failures in the wallet's words
  'core.bridge.locked': 'The wallet is locked. Unlock it with your passphrase.',
  'core.bridge.setup': 'Choose a wallet passphrase first; it seals your keys.',
  'core.bridge.internal': 'Something went wrong in the wallet; the details are in its log.',
  'core.api.badRequest': 'The service could not read the wallet’s request.',
  'core.api.invalidField': 'The service refused a field of the request.',
  'core.api.unauthorized': 'The service did not accept this account’s credentials.',
  'core.api.forbidden': 'The service does not allow this.',
  'core.api.notFound': 'The service does not know it.',
  'core.api.notRegistered': 'The service says the account is not registered.',
  'core.api.conflict': 'The service found a conflict with its current state.',
  'core.api.tooLarge': 'The request was too large for the service.',
  'core.api.rateLimited': 'The service asks the wallet to slow down.',
  'core.api.serverError': 'The service had a problem.',
  'core.api.rejected': 'The service refused it.',
  'core.api.network': 'The service could not be reached.',
  'core.api.timeout': 'The service did not answer in time.',
  'core.api.aborted': 'The call to the service was cancelled.',
  'core.api.invalidResponse': 'The service answered something the wallet does not understand.',
  'core.api.quoted': `{failure} The service said: “{said}”`,
  'core.input.tooLong': `${FIELD} is too long: at most {max} characters.`,
  'core.input.tooMany': `${FIELD} has too many entries: at most {max}.`,
  'core.input.empty': `${FIELD} is empty.`,
  'core.input.tooShort': `${FIELD} is too short.`,
  'core.input.form': `${FIELD} is not in a form the wallet takes.`,

  // What a shared account can pay now (the availability of an asset), sentence by sentence
  'core.availability.empty': 'This account holds no {symbol}.',
  'core.availability.free': 'All {available} can be paid now; no pending request locks any of it.',
  'core.availability.partlyLocked':
    '{available} can be paid now. {count, plural, one {A pending request locks {locked}.} other {# pending requests lock {locked}.}}',
  'core.availability.allLocked':
    '{count, plural, one {A pending request locks all {locked} of this account.} other {# pending requests lock all {locked} of this account.}}',
  'core.availability.unread':
    '{subject, select, it {This wallet has not read that request yet} one {This wallet has not read one of them yet} other {This wallet has not read another of them yet}}, so what it pays is not known: sync the requests to see it (it locks {locked}).',
  'core.availability.sending': `${SUBJECT} pays ${PAYS}, and has every signature: it is being sent.`,
  'core.availability.sendingChange': `${SUBJECT} pays ${PAYS}, and has every signature: it is being sent, and {change} comes back as change when it is final.`,
  'core.availability.pending': `${SUBJECT} pays ${PAYS}; unlocking it frees all {locked}.`,
  'core.availability.pendingChange': `${SUBJECT} pays ${PAYS}; once it is signed and sent, {change} comes back as change, and unlocking it frees all {locked}.`,
  'core.availability.alsoPays': `It also pays ${PAYEE}.`,
  'core.availability.nothingElse':
    'Nothing else can be paid in {symbol} until then{ways, select, both {: sign it, or unlock it{each, select, yes { (each on its own)} other {}}} sign {: sign it{each, select, yes { (each on its own)} other {}}} unlock {: unlock it{each, select, yes { (each on its own)} other {}}} other {}}.',

  // Where the keys are, when not in the OS keychain (the first screen, the demo's banner, the terminal)
  'core.keychain.demoMemory':
    "{platform, select, linux {No keychain is reachable on this computer (no Secret Service answers)} other {The {backend} cannot be reached}}, so the demo keeps its throwaway keys in the wallet's memory only: they are gone when the demo stops.",
  'core.keychain.cannotKeep':
    '{platform, select, linux {No keychain is reachable on this computer (no Secret Service answers)} other {The {backend} cannot be reached}}, so the wallet cannot keep your keys: it stores them only in the {backend}, never in a file or in memory, where they would be lost when it stops.',
  'core.keychain.remedy.darwin':
    'Sign in to this Mac in its own desktop session, so that your login keychain is open, then try again.',
  'core.keychain.remedy.win32':
    'Sign in to Windows as yourself, so that your Credential Manager is open, then try again.',
  'core.keychain.remedy.linux':
    'Install a Secret Service and have it running in your desktop session: GNOME Keyring (on Debian or Ubuntu: sudo apt-get install gnome-keyring), KWallet, or KeePassXC with its Secret Service integration turned on. Without a desktop (over SSH), start one for the session, for example with dbus-run-session and gnome-keyring-daemon --unlock. Then try again.',

  // The headers of the CSV files the core writes (the data stays as it is)
  'core.csv.ledger.time': 'Time',
  'core.csv.ledger.direction': 'Direction',
  'core.csv.ledger.kind': 'Kind',
  'core.csv.ledger.asset': 'Asset',
  'core.csv.ledger.amount': 'Amount',
  'core.csv.ledger.counterparty': 'Counterparty',
  'core.csv.ledger.counterpartyId': 'Counterparty id',
  'core.csv.ledger.memo': 'Memo',
  'core.csv.ledger.requestId': 'Request id',
  'core.csv.ledger.transactionHash': 'Transaction hash',
  'core.csv.ledger.assetId': 'Asset id',
  'core.csv.audit.time': 'Time',
  'core.csv.audit.account': 'Account',
  'core.csv.audit.accountId': 'Account id',
  'core.csv.audit.action': 'Action',
  'core.csv.audit.about': 'About',
  'core.csv.audit.aboutId': 'About id',
  'core.csv.audit.result': 'Result',
  'core.csv.audit.detail': 'Detail',
  'core.csv.audit.transactionHash': 'Transaction hash',
  'core.csv.run.row': 'row',
  'core.csv.run.payee': 'payee',
  'core.csv.run.payeeId': 'payee_id',
  'core.csv.run.amount': 'amount',
  'core.csv.run.asset': 'asset',
  'core.csv.run.assetId': 'asset_id',
  'core.csv.run.memo': 'memo',
  'core.csv.run.note': 'note',
  'core.csv.run.requestId': 'request_id',
  'core.csv.run.transactionHash': 'transaction_hash',
  'core.csv.run.state': 'state',
} as const
