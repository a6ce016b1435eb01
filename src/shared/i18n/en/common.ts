/**
 * Words many screens share (buttons, states), in English, the catalog the others are checked
 * against (see ../catalog). A word belongs here only when it means the same wherever it stands;
 * `common.<component>.*` are the shared components' own, `common.notice.*` the store's notices.
 */
export const common = {
  // Buttons and states
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': '← Back',
  'common.save': 'Save',
  'common.saving': 'Saving…',
  'common.retry': 'Try again',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.loading': 'Loading…',
  'common.details': 'Details: {details}',
  'common.working': 'Working…',
  'common.checking': 'Checking…',
  // People and lists
  'common.asset.unknown': 'Asset {id}',
  'common.you': 'you',
  'common.listSeparator': ', ',
  'common.unknown': 'unknown',
  // Ages (how long ago)
  'common.age.justNow': 'just now',
  'common.age.minutes': '{count} min ago',
  'common.age.hours': '{count} h ago',
  'common.age.days': '{count} days ago',
  'common.age.months': '{count} months ago',
  // Durations, in their largest whole unit
  'common.duration.off': 'off',
  'common.duration.weeks': '{count, plural, one {# week} other {# weeks}}',
  'common.duration.days': '{count, plural, one {# day} other {# days}}',
  'common.duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'common.duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'common.duration.seconds': '{count, plural, one {# second} other {# seconds}}',
  // A shared account without a label
  'common.account.onlyYou': 'Only you',
  'common.account.rule': '{threshold} of {count} sign',
  'common.account.yourOwn': 'Your own account',
  'common.account.unlabelled': '{threshold}-of-{count}: {members}',
  // Which keychain holds the keys (inside a sentence)
  'common.keychain.secretService':
    'your desktop’s Secret Service keyring (GNOME Keyring or KWallet)',
  'common.keychain.macos': 'the macOS Keychain',
  'common.keychain.windows': 'the Windows Credential Manager',
  'common.keychain.other': 'the {backend}',
  'common.keychain.unknown': 'your operating system’s keychain',
  // ContactPicker
  'common.contactPicker.excluded': '{name} cannot be picked here.',
  'common.contactPicker.hint':
    'Search your contacts (everyone you met in groups and requests), or paste user ids or links.',
  'common.contactPicker.chosen': '{label}: chosen',
  'common.contactPicker.remove': 'Remove {name}',
  'common.contactPicker.placeholderAddresses': 'A name, a user id or link, or an address',
  'common.contactPicker.placeholder': 'A name, an identity number, a user id or link',
  'common.contactPicker.finding': 'Finding…',
  'common.contactPicker.find': '{count, plural, one {Find person} other {Find # people}}',
  'common.contactPicker.contacts': '{label}: contacts',
  'common.contactPicker.pick': 'Pick {name}',
  'common.contactPicker.noMatch':
    'No contact matches “{query}”. Paste their user id, user link or code link instead.',
  'common.contactPicker.address':
    '{kind, select, mix {A MIX address} other {A XIN address}}: it receives the payment as typed.',
  'common.contactPicker.badLink': 'This link cannot be used: {reason}.',
  'common.contactInput.notAPerson':
    'it is a {kind, select, pay {payment} other {request}} link, not a person’s',
  // CopyButton
  'common.copyButton.copied': 'Copied to the clipboard.',
  'common.copyButton.selected': 'Selected; press Ctrl+C to copy.',
  'common.copyButton.copyNamed': 'Copy {name}',
  // FromGroup
  'common.fromGroup.theGroup': 'the group',
  'common.fromGroup.label': 'Take the members of a group',
  'common.fromGroup.reading': 'Reading its members…',
  'common.fromGroup.choose': 'Choose a group…',
  'common.fromGroup.option': '{name} ({count, plural, one {# member} other {# members}})',
  // LongText
  'common.longText.less': 'Show less',
  'common.longText.all': 'Show all',
  // PartOfRun
  'common.partOfRun.payroll':
    'This request is part of the payroll “{name}” ({payees, plural, one {# payee} other {# payees}}, {requests, plural, one {# request} other {# requests}}). Review and sign it there, as one thing with the others.',
  'common.partOfRun.move':
    'This request is part of the move to new members “{name}”. Review and sign it there, as one thing with the others.',
  'common.partOfRun.open': 'Open the run',
  // ThresholdBar
  'common.thresholdBar.label': 'Signatures',
  'common.thresholdBar.valueText': '{signed} of {threshold} signatures',
  'common.thresholdBar.short': '{signed} of {threshold}',
  // UserRef
  'common.userRef.copyId': 'Copy {name}’s user id',
  // The store’s notices: what an action did
  'common.notice.backupSaved': 'Backup saved as {file}. Keep it and its passphrase apart.',
  'common.notice.accountRemoved': 'Removed {name} and its keys from this wallet.',
  'common.notice.unnamedAccountRemoved': 'Removed the account and its keys from this wallet.',
  'common.notice.orphanRemoved': 'Deleted the keys of {userId}.',
  'common.notice.requestsSaved':
    'Saved {count, plural, one {# request} other {# requests}} as {file}.',
  'common.notice.auditSaved':
    'Saved the audit trail ({count, plural, one {# entry} other {# entries}}) as {file}.{truncated, select, yes { More entries matched than one file holds: the newest were kept; narrow the dates to export the rest.} other {}}',
  'common.notice.ledgerSaved':
    'Saved the ledger of {account} ({count, plural, one {# movement} other {# movements}}) as {file}.',
  'common.notice.sharedIn': 'Shared in {name}.',
  'common.notice.sharedInGroup': 'Shared in the group.',
  'common.notice.groupCreated': 'Created {name}. You are its owner.',
  'common.notice.groupJoined': 'You joined {name}.',
  'common.notice.groupLeft': 'You left {name}.',
  'common.notice.leftGroup': 'You left the group.',
  'common.notice.addAccountFirst': 'Add an account first; then the link can be opened.',
  'common.notice.passphraseChanged':
    'Passphrase changed. Every key is now sealed under the new one.',
  'common.notice.signedSending': 'Signed. Every signature is in; the transaction is being sent.',
  'common.notice.signedDone': 'Signed. The threshold is reached and the transaction was sent.',
  'common.notice.signedSoFar': 'Signed. {signed} of {threshold} signatures so far.',
  'common.notice.movedOn': '{what} The review now shows the request as it is.',
  'common.notice.requestChanged':
    'The request changed since you opened it; the review now shows it as it is.',
  'common.notice.unlocked': 'Unlocked. The request is revoked and its funds are free again.',
  'common.notice.signedOffline':
    'Signed offline and saved as {file}. Import it in the online wallet to submit it.',
  'common.notice.exportedForOffline':
    'Saved {file}. On the offline computer, open it from Requests → “Open a request by id, link or file”.',
  'common.notice.signatureSubmitted':
    'Signature submitted{elsewhere, select, yes { for request {request}} other {}}: {signed} of {threshold} signatures.',
  'common.notice.runNothingToSign': 'Nothing left for you to sign in this run.',
  'common.notice.runSignedAll':
    'Signed all {total, plural, one {# request} other {# requests}} of the run.',
  'common.notice.runSignedSome': 'Signed {signed} of the run’s {total} requests.',
  'common.notice.runProposed':
    '{kind, select, payroll {Payroll proposed} other {Move started}}: {count, plural, one {# request} other {# requests}}, each signed by you.{shared, select, yes { Its file is shared in the account’s group.} other {}}',
  'common.notice.draftSaved': 'Draft “{name}” saved. Reopen it from the account’s runs.',
  'common.notice.unnamedDraftSaved': 'Draft “Payroll” saved. Reopen it from the account’s runs.',
  'common.notice.fileSaved': 'Saved {file}.',
  'common.notice.draftDiscarded': 'Draft discarded.',
  'common.notice.sweepStarted': 'What was left is being swept, signed by you.',
  'common.notice.paymentProposed':
    'Proposed and signed by you: {signed} of {threshold} signatures.',
  // What the passphrase prompt says an action is
  'common.notice.asking.addAccount': 'Adding an account',
  'common.notice.asking.createKeys': 'Making new spend keys',
  'common.notice.asking.exportBackup': 'Exporting a backup of this account’s keys',
  'common.notice.asking.removeAccount': 'Removing this account from the wallet',
  'common.notice.asking.removeOrphan': 'Deleting keys that belong to no account',
  'common.notice.asking.changePassphrase': 'Changing the wallet passphrase',
  'common.notice.asking.signRequest': 'Signing this request',
  'common.notice.asking.unlockRequest': 'Unlocking (revoking) this request',
  'common.notice.asking.signPayroll': 'Signing the payroll “{name}”',
  'common.notice.asking.signRun': 'Signing every request of this run',
  'common.notice.asking.signMove': 'Signing the move to new members',
  'common.notice.asking.signSweep': 'Signing the sweep of what is left',
  'common.notice.asking.signPayment': 'Signing the payment you propose',
  // The request history’s CSV
  'common.export.time': 'Time',
  'common.export.account': 'Account',
  'common.export.action': 'Action',
  'common.export.requestId': 'Request id',
  'common.export.asset': 'Asset',
  'common.export.amount': 'Amount',
  'common.export.receivers': 'Receivers',
  'common.export.memo': 'Memo',
  'common.export.state': 'State',
  'common.export.signedBy': 'Signed by',
  'common.export.created': 'Created',
  'common.export.transactionHash': 'Transaction hash',
  'common.export.stateNeedsSignature': 'Needs signature',
  'common.export.stateWaiting': 'Waiting for others',
  'common.export.stateSending': 'Complete, being sent',
  'common.export.stateSent': 'Sent',
  'common.export.stateUnlocked': 'Unlocked',
  'common.export.actionRequest': 'Payment request',
  'common.export.actionCompleted': 'Completed payment',
  'common.export.actionUnlocked': 'Unlocked payment request',

  // Why a link cannot be read (src/shared/links.ts), and where the core refuses one. Link forms are data.
  'common.link.twoQueries': 'the link has more than one "?"',
  'common.link.badChars': 'the link has characters no {what} link has',
  'common.link.twoEquals': 'a parameter of the link has more than one "="',
  'common.link.badEncoding': 'a parameter of the link is not properly encoded',
  'common.link.requestNotUuid': 'the request id in the link is not a UUID',
  'common.link.codeNotUuid': 'the code in the link is not a UUID',
  'common.link.codeParams': 'a code link takes no parameters',
  'common.link.requestParams':
    'a request link takes only "action=sign", "action=unlock" or "action=revoke"',
  'common.link.badAction': 'the action in the link must be sign, unlock or revoke',
  'common.link.payParam': 'a payment link takes no "{name}" parameter',
  'common.link.payTwice': 'the payment link names its {name} twice',
  'common.link.recipientTwice': 'the payment link names its recipient twice',
  'common.link.noRecipient': 'the payment link names no recipient',
  'common.link.badRecipient':
    'the recipient in the payment link is neither a user id nor a XIN or MIX address',
  'common.link.assetNotUuid': 'the asset in the payment link is not a UUID',
  'common.link.badAmount':
    'the amount in the payment link is not a decimal number with at most 8 decimal places',
  'common.link.longMemo': 'the memo in the payment link is longer than {max} characters',
  'common.link.traceNotUuid': 'the trace id in the payment link is not a UUID',
  'common.link.notText': 'a link must be text',
  'common.link.tooLong': 'the link is longer than {max} characters',
  'common.link.notCosigner': 'it is not a Cosigner link (those start with {prefix})',
  'common.link.cosignerForms': 'Cosigner opens links of the forms {forms}',
  'common.link.notHttps': 'Mixin links start with https://, not http://',
  'common.link.notRead': 'it is not a link Cosigner reads (those are {forms})',
  'common.link.mixinForms': 'Cosigner reads links of the forms {forms}',
  'common.link.userNotUuid': 'the user id in the link is not a UUID',
  'common.link.userParams': 'a user link takes no parameters',
  // The core's refusals of a link, a code or a user (people, proposals).
  'common.link.cannotUse': 'This link cannot be used: {reason}.',
  'common.link.notUserRef':
    'This is not a user id, a user link (mixin.one/users/…) or a user’s code link.',
  'common.link.unknownCode': 'No code with this link is known to the service.',
  'common.link.unknownUser': 'No user {id} is known to the service.',
  'common.link.notAPerson':
    '{kind, select, request {it is a request link, not a person’s} other {it is a payment link, not a person’s}}',
  // The wallet cache cannot be opened by this version (the core's words, src/main/core/db/errors.ts).
  'common.cache.schema':
    '{why, select, newer {The wallet cache was written by a newer version of the app (schema {found}; this one knows {known}).} other {The wallet cache cannot be migrated: its list of schema steps is out of order.}}',
} as const
