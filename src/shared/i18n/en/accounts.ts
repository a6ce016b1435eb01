/** The accounts messages in English, the catalog the others are checked against (see ../catalog). */
export const accounts = {
  // The Accounts screen
  'accounts.title': 'Accounts',
  'accounts.lead':
    'The shared accounts you follow, with what each holds. Payments from one need the signatures its rule asks for.',
  'accounts.list': 'Shared accounts',
  'accounts.add': 'Add account…',
  'accounts.card.nothingYet': 'Nothing yet',
  'accounts.card.locked': '+ {amount} locked',
  'accounts.none.title': 'You follow no shared account yet.',
  'accounts.none.why':
    'The public Mixin network lists a shared account only for whoever names it — its members and how many of them must sign, or its MIX address — so the wallet cannot find yours by itself. Add each account you sign for: the wallet then reads its funds and finds its requests at every sync.',
  'accounts.none.offlineTitle':
    'Offline: this wallet follows no shared account, and what the service lists cannot be read now.',
  'accounts.none.offlineMet':
    'The requests saved on this computer come from {met, plural, one {the account} other {the # accounts}} under “Met in requests” below. Add {met, plural, one {it} other {one}} to follow its funds; they are read once the service can be reached.',
  'accounts.none.offlineNothing':
    'No shared account is saved on this computer. Its funds are not known until the service can be reached and you add the account.',

  // Syncing, on Accounts, an account and New payment
  'accounts.sync.now': 'Sync now',
  'accounts.sync.syncing': 'Syncing…',
  'accounts.sync.withService': 'Syncing with the service…',
  'accounts.sync.failed': 'Could not sync ({reason}); this is what the wallet last saw.',

  // One account
  'accounts.detail.defaultName': 'Shared account',
  'accounts.detail.ledgerAbout':
    'Every movement in and out of this account, one row each, for the accountant',
  'accounts.detail.ledgerExport': 'Export ledger (CSV)',
  'accounts.detail.ledgerExporting': 'Exporting…',
  'accounts.detail.newPayment': 'New payment…',
  'accounts.detail.notFollowed':
    'This wallet does not follow this account. Add it under Accounts, or go back to the list.',
  'accounts.detail.offered':
    '<b>Met in a request, not followed yet.</b> Add it to read its funds and find its requests at every sync; only then can you pay from it.',
  'accounts.detail.members': 'Members',
  'accounts.detail.rule':
    '{all, select, yes {A payment needs all of these {count} members’ signatures.} other {A payment needs {threshold} of these {count} members’ signatures.}}',
  'accounts.detail.following': 'Following',

  // Its name
  'accounts.label.field': 'Name (kept in this wallet only)',
  'accounts.label.fieldOptional': 'Name (optional, kept in this wallet only)',
  'accounts.label.placeholder': 'e.g. Operations budget',
  'accounts.label.save': 'Save name',
  'accounts.label.named': 'Named “{label}”.',
  'accounts.label.removed': 'Name removed.',

  // Balances
  'accounts.balances.title': 'Balances',
  'accounts.balances.none': 'Nothing yet.',
  'accounts.balances.asset': 'Asset',
  'accounts.balances.available': 'Available',
  'accounts.balances.locked': 'Locked',
  'accounts.balances.actions': 'Actions',
  'accounts.balances.lockedNote':
    'Locked: held by pending requests until they are signed or unlocked.',
  'accounts.balances.pay': 'Pay…',
  'accounts.balances.payWith': 'Pay with {symbol}',
  'accounts.balances.nothingPayable': 'Nothing in {symbol} can be paid now.',

  // What pending requests lock, and why
  'accounts.locks.heading':
    '{amount} locked by {count, plural, one {a pending request} other {# pending requests}}',
  'accounts.locks.listLabel': '{symbol} locked by',
  'accounts.locks.holdsNone': 'This account holds no {symbol}.',
  'accounts.locks.allLocked':
    'All {amount} is locked by {count, plural, one {a pending request} other {# pending requests}}: sign or unlock it to pay again.',
  'accounts.locks.unread':
    'A request this wallet has not read yet locks {amount}: sync the requests to see what it pays.',
  'accounts.locks.payment': '{amount} to {receiver}',
  'accounts.locks.paymentBack': '{amount} back to this account',
  'accounts.locks.toAddress': 'the address {address}',
  'accounts.locks.toMembers': '{threshold} of {count}: {names}',
  'accounts.locks.nameSeparator': ', ',
  'accounts.locks.paymentSeparator': ' and ',
  'accounts.locks.returns': 'Pays {pays}; {change} returns when it is signed or unlocked.',
  'accounts.locks.frees': 'Pays {pays}; unlocking it frees all {locked}.',
  'accounts.locks.sending': 'Pays {pays}. Every signature is in: it is being sent.',
  'accounts.locks.sendingChange':
    'Pays {pays}. Every signature is in: it is being sent, and {change} returns as change when it is final.',
  'accounts.locks.memo': 'Memo: {memo}',
  'accounts.locks.sign': 'Sign…',
  'accounts.locks.review': 'Review',
  'accounts.locks.unlock': 'Unlock…',
  'accounts.locks.nothingElse':
    'Nothing else can be paid in {symbol} now: every {symbol} output of this account is spent by {count, plural, one {this request until it is} other {these requests until each is}} signed and sent, or unlocked.',
  'accounts.locks.free': '{amount} is in outputs no request spends: it can be paid now.',
  'accounts.locks.payFromFree': 'Pay from those…',

  // An asset's history
  'accounts.history.title': '{symbol} history',
  'accounts.history.none': 'Nothing yet.',
  'accounts.history.received': 'Received {amount} <muted>in {hash}</muted>',
  'accounts.history.locked': '{amount} locked by a pending request',
  'accounts.history.sent': 'Sent {amount}',
  'accounts.history.sentTo': 'Sent {amount} to {to}',
  'accounts.history.change': ' ({change} came back as change)',
  'accounts.history.unlocked': 'Unlocked (revoked): {amount} <muted>was not paid</muted>',
  'accounts.history.unlockedTo': 'Unlocked (revoked): {amount} to {to} <muted>was not paid</muted>',
  'accounts.history.open': 'Open request',

  // Following an account: its address, stopping, one met in a request
  'accounts.follow.address': 'MIX address',
  'accounts.follow.copyAddress': 'Copy MIX address',
  'accounts.follow.notSynced': 'Not synced yet',
  'accounts.follow.lastSynced': 'Last synced {time}',
  'accounts.follow.following': 'Following {name}. Its funds and requests are read at every sync.',
  'accounts.follow.stop': 'Stop following…',
  'accounts.follow.stopNamed': 'Stop following {name}…',
  'accounts.follow.stopTitle': 'Stop following {name}?',
  'accounts.follow.stopConfirm': 'Stop following',
  'accounts.follow.stopWhat':
    'The wallet stops reading this account’s funds and looking for its new requests. Its requests already in your queue stay.',
  'accounts.follow.stopNot':
    'The account and its funds are not touched: you can add it again at any time, with its members and threshold or this MIX address.',
  'accounts.follow.stopped': 'Stopped following {name}.',

  // Accounts met in requests
  'accounts.offered.title': 'Met in requests',
  'accounts.offered.about':
    'Shared accounts you are a member of that requests named. Add one to read its funds and find its requests as they are made; dismiss it if it is not yours to follow.',
  'accounts.offered.facts': '{rule} · {names} · met {time}',
  'accounts.offered.add': 'Add',
  'accounts.offered.addNamed': 'Add {name}',
  'accounts.offered.dismiss': 'Dismiss',
  'accounts.offered.dismissNamed': 'Dismiss {name}',
  'accounts.offered.dismissed':
    'Dismissed {name}. It is offered again if another request names it.',

  // Add a shared account
  'accounts.addDialog.title': 'Add a shared account',
  'accounts.addDialog.confirm': 'Add account',
  'accounts.addDialog.about':
    'The public Mixin network shows a shared account’s funds and requests only to whoever names it: its members and how many of them must sign, or its MIX address.',
  'accounts.addDialog.nameBy': 'Name it by',
  'accounts.addDialog.byMembers': 'Its members and how many must sign',
  'accounts.addDialog.byAddress': 'Its MIX address',
  'accounts.addDialog.took':
    'Took the {count, plural, one {# member} other {# members}} of {group}, you included.',
  'accounts.addDialog.others': 'Other members',
  'accounts.addDialog.alwaysYou': 'You are always one of the members.',
  'accounts.addDialog.inAll':
    'You are a member too: {count, plural, one {# member} other {# members}} in all.',
  'accounts.addDialog.threshold': 'Signatures needed',
  'accounts.addDialog.choose': 'Choose…',
  'accounts.addDialog.thresholdOption': '{threshold} of {count}',
  'accounts.addDialog.addressHint':
    'It starts with MIX. Any member can copy it from their wallet’s Accounts screen.',
  'accounts.addDialog.noAddress': 'Paste the shared account’s MIX address.',
  'accounts.addDialog.notAddress': 'A shared account’s address starts with “MIX”. Paste all of it.',
  'accounts.addDialog.noMembers':
    'Choose the other members: from your contacts, by pasting their ids or links, or from a group.',
  'accounts.addDialog.tooMany': 'A shared account has at most {max} members; {count} are chosen.',
  'accounts.addDialog.noThreshold': 'Choose how many of the {count} members must sign.',
  'accounts.addDialog.badThreshold': 'Choose from 1 to {count}, the number of members.',

  // New payment
  'accounts.pay.title': 'New payment',
  'accounts.pay.lead':
    'From <b>{account}</b> · {rule}. You sign it as you propose it; it then waits for {more, plural, one {# more signature} other {# more signatures}}.',
  'accounts.pay.prefilled':
    'Filled in from a link. Check every field: nothing is sent until you propose it.',
  'accounts.pay.noAccount': 'This wallet knows no such account. Go back to Accounts and pick one.',
  'accounts.pay.asset': 'Asset',
  'accounts.pay.assetOption': '{symbol} — {amount} available',
  'accounts.pay.noAsset': 'Nothing to pay with',
  'accounts.pay.to': 'To',
  'accounts.pay.toHint':
    'A contact by name, a user id, a user or code link, or one XIN or MIX address. Several people receive together; you then choose how many of them must sign to spend it.',
  'accounts.pay.toThreshold': 'How many of the {count} receivers must sign to spend it',
  'accounts.pay.amount': 'Amount',
  'accounts.pay.max': 'Max',
  'accounts.pay.amountHint': 'At most 8 decimals; “max” pays everything one transaction can.',
  'accounts.pay.available':
    '{amount} available. At most 8 decimals; “max” pays everything one transaction can.',
  'accounts.pay.availableLocked':
    '{amount} available, {locked} locked by pending requests. At most 8 decimals; “max” pays everything one transaction can.',
  'accounts.pay.memo': 'Memo (optional)',
  'accounts.pay.memoBytes': '{bytes} of {limit} bytes',
  'accounts.pay.propose': 'Propose and sign',
  'accounts.pay.proposing': 'Proposing…',
  'accounts.pay.requestId':
    'Request id <code>{id}</code>: trying again after a failure finishes this same request, never a second one.',

  // Stale requests
  'accounts.stale.title': 'Stale requests',
  'accounts.stale.after': 'Pending longer than',
  'accounts.stale.days': '{count, plural, one {# day} other {# days}}',
  'accounts.stale.weeks': '{count, plural, one {# week} other {# weeks}}',
  'accounts.stale.hours': '{count, plural, one {# hour} other {# hours}}',
  'accounts.stale.none': 'None: every pending request is younger than that.',
  'accounts.stale.row':
    '{amount} · {signed} of {threshold} signatures · pending since <time>{age}</time>',
  'accounts.stale.request': ' (request {id})',
  'accounts.stale.review': 'Review',
  'accounts.stale.unlock': 'Unlock…',
  // Refusals of the payment form, field by field (the core's words; src/main/core/services/proposals).
  'accounts.field.chooseAsset': 'Choose the asset to pay with.',
  'accounts.field.memoTooLong':
    'The memo is {bytes} bytes; it must be under 256 bytes (at most {max}).',
  'accounts.field.noReceiver':
    'Enter who receives the payment: a user id, a user or code link, or a XIN or MIX address.',
  'accounts.field.tooManyReceivers': 'At most {max} users can receive one payment together.',
  'accounts.field.addressAlone':
    'An address receives alone: remove the other recipients, or pay them separately.',
  'accounts.field.xinThreshold': 'A XIN address is one receiver: its threshold is 1.',
  'accounts.field.mixThreshold':
    'This MIX address sets its own threshold, {threshold} of {members}; leave the threshold empty.',
  // {kind} is XIN or MIX; {reason} why it does not read.
  'accounts.field.badAddress':
    'This is not a valid {kind} address: {reason, select, prefix {it does not start as one} base58 {it has characters an address never has} length {it is too short or too long} checksum {its checksum does not match (a character is wrong or missing)} key {its keys are not valid} version {it is of a version this wallet does not know} threshold {its threshold is impossible for its members} count {it has too many or too few members} members {its members are malformed} mixedMembers {it mixes user ids and XIN addresses} other {one of its members is malformed}}.',
  // {reason}: the link's own reason, in words.
  'accounts.field.refUnusable': '“{text}” cannot be used: {reason}.',
  'accounts.field.notAReceiver':
    '“{text}” is not a user id, a user or code link, or a XIN or MIX address.',
  'accounts.field.listedTwice': '{text} is listed twice.',
  'accounts.field.oneReceiver': 'One receiver: the threshold is 1.',
  'accounts.field.askThreshold':
    'How many of the {count} receivers must sign to spend it? Enter 1 to {count}.',
  'accounts.field.thresholdRange': 'The threshold must be 1 to {count}, the number of receivers.',
  'accounts.field.amount':
    '{reason, select, empty {Enter an amount, such as 1.5, or “max”.} negative {The amount must be above zero.} format {Enter the amount as a number, such as 1.5 (a dot before the decimals, no spaces or commas), or “max”.} decimals {At most 8 decimal places: the smallest amount is 0.00000001.} huge {This amount is larger than anything an account can hold.} other {The amount must be above zero.}}',
  // Who a user id or link is not, as the service tells (also a move's new members).
  'accounts.field.ref':
    '{reason, select, notUserCode {This code link is not a user’s: paste the link of the person’s own code.} noCode {No code with this link is known to the service.} other {No user {id} is known to the service.}}',
  'accounts.field.samePersonTwice': 'The same person is listed twice (by id and by link).',
  // Against what the account holds and spends; {locked}, {most} are amounts.
  'accounts.field.noSuchAsset': 'This account holds no {symbol}.',
  'accounts.field.allLocked':
    'All of this account’s {symbol} ({locked}) is locked by pending requests; sign or unlock them first.',
  'accounts.field.atMost': 'The account has {most} {symbol} to spend. Enter at most {most}.',
  'accounts.field.atMostLocked':
    'The account has {most} {symbol} to spend, and {locked} more is locked by pending requests. Enter at most {most}.',
  'accounts.field.tooManyInputs':
    'Paying this takes {needed} of the account’s outputs, but one transaction spends at most {max}. Pay at most {most} {symbol} now, or merge outputs first: propose “max” to the account itself (its own members, {threshold} of them to sign), which joins its {max} largest outputs into one, then propose this payment again.',
  'accounts.field.notFollowed':
    'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts (its members and threshold, or its MIX address), then pay from it.',
  'accounts.field.notRegistered':
    '{name} has no Safe account yet, so nothing sent to them could be spent. Ask them to set up their wallet first.',
  'accounts.field.someoneNotRegistered':
    'One of the receivers has no Safe account yet, so nothing sent to them could be spent. Ask them to set up their wallet first.',
  // The keys are read while the wallet is locked (src/main/core/vault).
  'accounts.field.walletLocked':
    'The wallet is locked, so its keys cannot be read. Unlock it with your passphrase.',
} as const
