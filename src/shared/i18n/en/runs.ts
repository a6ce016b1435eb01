/** The runs messages in English, the catalog the others are checked against (see ../catalog). */
export const runs = {
  // A run's kind, where it has no name or memo of its own.
  'runs.kind.payroll': 'Payroll',
  'runs.kind.rotation': 'Move to new members',
  'runs.kind.unknown': 'Run',
  // Two amounts or more, in a sentence ("1 XIN and 205 USDT") or a list ("1 XIN, 205 USDT").
  'runs.list.and': ' and ',
  'runs.list.comma': ', ',
  // Quotation marks around a memo or a name shown on its own.
  'runs.quote.open': '“',
  'runs.quote.close': '”',
  'runs.noSuchAccount': 'This wallet knows no such account. Go back to Accounts and pick one.',

  // A row's state (run-words).
  'runs.rowState.draft': 'Not proposed',
  'runs.rowState.waiting': 'Waiting for signatures',
  'runs.rowState.sending': 'Sending',
  'runs.rowState.paid': 'Paid',
  'runs.rowState.unlocked': 'Unlocked',
  // A run's state (run-words).
  'runs.runState.draft': 'Draft',
  'runs.runState.waiting': 'Waiting for signatures',
  'runs.runState.sending': 'Sending',
  'runs.runState.paid': 'Paid',
  'runs.runState.moved': 'Moved',
  'runs.runState.unlocked': 'Some requests unlocked',
  // What a request of a run moves (run-words).
  'runs.requestKind.pay': 'Payment',
  'runs.requestKind.sweep': 'Sweep',
  'runs.requestKind.collectible': 'Collectible',

  // The account's card of runs (RunsCard).
  'runs.card.title': 'Payrolls and moves',
  'runs.card.payMany': 'Pay many…',
  'runs.card.move': 'Move to new members…',
  'runs.card.shared': 'Shared with you, not opened yet',
  'runs.card.sharedList': 'Run files shared with you',
  'runs.card.open': 'Open {name}',
  'runs.card.from': 'from {person} · {time}',
  'runs.card.list': 'Runs',
  'runs.card.payroll': '{payees, plural, one {# payee} other {# payees}} · {totals}',
  'runs.card.none': 'No payroll or move of this account yet.',
  'runs.card.openFile': 'Open a run file',

  // Pay many (PayMany).
  'runs.payMany.title': 'Pay many',
  'runs.payMany.lead':
    'From <b>{account}</b> · {rule}. One request per asset (up to 255 payees each), signed by you as you propose them; each co-signer then signs the whole run once.',
  'runs.payMany.file': 'Rows from a CSV file',
  'runs.payMany.rows': 'Rows (or paste them here)',
  // The header row stays as the wallet reads it (payee, amount, asset, note); the notes are examples.
  'runs.payMany.example':
    'payee,amount,asset,note\n37160854,1200,USDT,Salary November\nAlice Lee,0.5,XIN,Bonus',
  'runs.payMany.rowsHint':
    'A header row, then one payee a row. Columns: payee (a contact’s name, identity number, user id, mixin.one link, or a XIN or MIX address), amount, asset (its symbol or id), note (for the co-signers; it is not sent). Other columns are ignored.',
  'runs.payMany.memo': 'Memo, carried by every payee’s transaction',
  'runs.payMany.memoExample': 'e.g. Payroll 2026-11',
  'runs.payMany.memoBytes': '{bytes} of {limit} bytes',
  'runs.payMany.name': 'Name of the run (optional, for this wallet and the co-signers)',
  'runs.payMany.nameExample': 'e.g. Payroll November',
  'runs.payMany.checking': 'Checking…',
  'runs.payMany.check': 'Check rows',
  'runs.payMany.saveDraft': 'Save draft',
  'runs.payMany.discardDraft': 'Discard draft',
  'runs.payMany.refused':
    'Nothing was created: {count, plural, one {one thing needs} other {# things need}} a change',
  'runs.payMany.preview':
    'Preview: {payees, plural, one {# payee} other {# payees}} in {requests, plural, one {# request} other {# requests}}',
  'runs.payMany.previewNote': 'Checked with the service; nothing is created until you propose it.',
  'runs.payMany.propose': 'Propose and sign…',
  'runs.payMany.confirmTitle': 'Propose this payroll?',
  'runs.payMany.confirm': 'Propose and sign',
  'runs.payMany.recap':
    'Pays {payees, plural, one {# payee} other {# payees}} {totals}, with the memo “{memo}”.',
  'runs.payMany.youSign':
    'You sign its {requests, plural, one {# request} other {# requests}} now; {more, plural, one {# more signature is} other {# more signatures are}} needed to pay.',

  // The pasted rows a refusal points at (PastedRows).
  'runs.pasted.label': 'Rows refused',
  'runs.pasted.row': 'Row',
  'runs.pasted.written': 'As written',
  'runs.pasted.change': 'What to change',

  // What to notice in a run's rows (RunFlagsNote).
  'runs.flags.note':
    '<b>Check these payees:</b> {which, select, first {{first, plural, one {# payee this account never paid} other {# payees this account never paid}}} strangers {{strangers, plural, one {# payee not in your contacts} other {# payees not in your contacts}}} other {{first, plural, one {# payee this account never paid} other {# payees this account never paid}}; {strangers, plural, one {# payee not in your contacts} other {# payees not in your contacts}}}}. Their rows are marked below.',

  // A run's rows (RunTable).
  'runs.table.payees': 'Payees',
  'runs.table.row': 'Row',
  'runs.table.payee': 'Payee',
  'runs.table.amount': 'Amount',
  'runs.table.flags': 'Flags',
  'runs.table.note': 'Proposer’s note (their word)',
  'runs.table.state': 'State',
  'runs.table.transaction': 'Transaction',
  'runs.table.firstPayment': 'First payment',
  'runs.table.notInContacts': 'Not in contacts',
  'runs.table.noteTitle': 'The proposer’s note: their word, not proven. {note}',

  // A run's totals per asset (RunTotals).
  'runs.totals.label': 'Totals per asset',
  'runs.totals.asset': 'Asset',
  'runs.totals.rows': 'Rows',
  'runs.totals.requests': 'Requests',
  'runs.totals.total': 'Total',
  'runs.totals.available': 'Available',
  'runs.totals.stays': 'Stays in the account',

  // A run's requests (RunRequests).
  'runs.requests.label': 'Requests',
  'runs.requests.request': 'Request',
  'runs.requests.moves': 'Moves',
  'runs.requests.amount': 'Amount',
  'runs.requests.signatures': 'Signatures',
  'runs.requests.state': 'State',
  'runs.requests.stillToSign': 'Still to sign',
  'runs.requests.transaction': 'Transaction',
  'runs.requests.collectibles': '{count, plural, one {# collectible} other {# collectibles}}',
  'runs.requests.payees': ' · {count, plural, one {# payee} other {# payees}}',
  'runs.requests.signed': '{signed} of {threshold}',
  'runs.requests.youSigned': ' · you signed',
  'runs.requests.open': 'Waiting for signatures',
  'runs.requests.complete': 'Sending',
  'runs.requests.sent': 'Sent',
  'runs.requests.unlocked': 'Unlocked',
  'runs.requests.notCreated': 'Not created',

  // A run as one thing (RunScreen).
  'runs.run.changed': 'The run changed since you opened it; it now shows as it is.',
  'runs.run.checking': 'Checking…',
  'runs.run.refresh': 'Sync and check again',
  'runs.run.export': 'Export CSV',
  'runs.run.reviewing': 'Reviewing the run from its transactions…',
  'runs.run.reviewFailed':
    'Could not review it with the service now, so this is the wallet’s copy and nothing can be signed until it can.',
  'runs.run.summary':
    '{kind, select, payroll {Payroll} other {Move to new members}} · {rows, plural, one {# row} other {# rows}}',
  'runs.run.state': 'State',
  'runs.run.proposedBy': 'Proposed by',
  'runs.run.memo': 'Memo',
  'runs.run.noMemo': 'none',
  'runs.run.draft': 'A draft: nothing is created yet.',
  'runs.run.reopen': 'Reopen in Pay many',
  'runs.run.refused':
    '<b>This run does not match its requests, so it cannot be signed.</b> Ask the proposer what happened; do not sign its requests one by one.',
  'runs.run.refusedRow': 'Row {row}: {detail}',
  'runs.run.warnings': 'Warnings',
  'runs.run.sign': 'Sign the run ({count, plural, one {# request} other {# requests}})…',
  'runs.run.signedAll': 'You signed every request of this run.',
  'runs.run.allSent': 'Every request is sent.',
  'runs.run.cannotSign': 'Nothing of this run can be signed by you now.',
  'runs.run.totals': 'Totals',
  'runs.run.payees': 'Payees',
  'runs.run.requests': 'Requests',
  'runs.run.confirmTitle': 'Sign this run?',
  'runs.run.confirm': 'Sign {count, plural, one {# request} other {# requests}}',
  'runs.run.approves': 'Your signature approves exactly this:',
  'runs.run.checkedMembers': 'I checked the new members and their threshold',
  'runs.run.checkedPayees': 'I checked the payees, the amounts and the memo',

  // Move to new members (MoveMembers).
  'runs.move.title': 'Move to new members',
  'runs.move.lead':
    'Moves everything in <b>{account}</b> ({rule}) to a new account of the members you pick. Nothing is created until you start the move.',
  'runs.move.form': 'Who the account moves to',
  'runs.move.members': 'New members',
  'runs.move.threshold': 'How many of the {count} must sign',
  'runs.move.planning': 'Planning…',
  'runs.move.plan': 'Plan the move',
  'runs.move.planTitle': 'The plan',
  'runs.move.newAccount':
    'New account: <code>{address}</code>. It takes this account’s name; this one is marked retired once empty.',
  'runs.move.sweeps': 'Sweeps',
  'runs.move.nothing': 'Nothing spendable to move now.',
  'runs.move.pendingTitle': 'Pending requests holding funds back',
  'runs.move.pendingHint':
    'Unlock them (or let them finish); what they free is swept afterwards from the move’s screen.',
  'runs.move.start': 'Start the move…',
  'runs.move.confirmTitle': 'Move everything to these members?',
  'runs.move.confirm': 'Start the move',
  'runs.move.youSign':
    'You sign its {count, plural, one {# sweep} other {# sweeps}} now; the others sign the move as one thing.',
  // A pending request holding funds back (MoveMembers, RotationStatus); <link> opens it where it can.
  'runs.pending.label': 'Pending requests',
  'runs.pending.item': '<link>Request {id}</link> · {amount} · {signed} of {threshold} signatures',

  // What a move asks a person to notice (RotationFlags).
  'runs.rotation.moves':
    '<b>This moves everything in the account to a new set of members:</b> {members}, {threshold} of {count} to sign.',
  'runs.rotation.leaving': 'Leaving: {names}.',
  'runs.rotation.joining': 'Joining: {names}.',
  'runs.rotation.lowers':
    'It lowers the threshold: {count, plural, one {# signature} other {# signatures}} will move the funds, where {now} do now.',
  'runs.rotation.outside': 'Not in your contacts: {names}. Make sure you know who they are.',

  // Where a move stands (RotationStatus).
  'runs.status.title': 'Where the move stands',
  'runs.status.reading': 'Reading the old account…',
  'runs.status.done':
    '<b>Done.</b> The old account is empty and retired; the new account carries its name.',
  'runs.status.empty': 'Nothing is left in the old account; the sweeps still have to be sent.',
  'runs.status.left': 'Left in the old account',
  'runs.status.asset': 'Asset',
  'runs.status.spendable': 'Spendable',
  'runs.status.locked': 'Locked by requests',
  'runs.status.collectibles': 'Collectibles',
  'runs.status.pending':
    'These requests hold funds back. Unlock them (or let them finish), then sweep what they free:',
  'runs.status.sweeping': 'Sweeping…',
  'runs.status.sweep': 'Sweep what is left',

  // What a run's review found (the core's words: src/main/core/services/runs). Ids are data.
  'runs.core.row.noOutput': 'row {row} names output {output}, which the transaction does not have',
  'runs.core.row.change': 'row {row} is paid by output {output}, which goes back to the account',
  'runs.core.row.amount': 'row {row} says {amount}, output {output} pays {paid}',
  'runs.core.row.users':
    'row {row} pays {threshold} of {members}; output {output} goes to {outThreshold} of {outMembers}',
  'runs.core.row.usersUnnamed':
    'row {row} pays {threshold} of {members}; output {output} goes to {outThreshold} of keys the service cannot name',
  'runs.core.row.address':
    'row {row} pays an address; output {output} goes to {outThreshold} of {outMembers}',
  'runs.core.output.unnamed': 'output {output} pays {amount} to someone no row names',
  'runs.core.sweep.outputs': 'a sweep has one output, to the new members; this one has {count}',
  'runs.core.sweep.target':
    'the sweep goes to {threshold} of {members}, not to the new {newThreshold} of {newMembers}',
  'runs.core.sweep.targetUnnamed':
    'the sweep goes to {threshold} of keys the service cannot name, not to the new {newThreshold} of {newMembers}',
  'runs.core.sweep.collectible': 'a collectible’s sweep moves that one collectible alone',
  'runs.core.sweep.spendsCollectible': 'an asset’s sweep spends a collectible',
  'runs.core.request.otherAccount': 'it spends from another account than the run’s',
  'runs.core.request.otherAsset': 'it moves another asset ({asset}) than the run says ({expected})',
  'runs.core.request.otherMemo': 'its memo is “{memo}”, the run’s is “{expected}”',
  'runs.core.mismatch': 'The run does not match its requests, so nothing was signed: {reasons}',
  'runs.core.warning.xinAddress':
    'Row {row} pays a XIN address: its amount is proven, but the keys of output {output} cannot be tied to the address without the proposer’s mask.',
  'runs.core.warning.otherProposer':
    'Request {request} was made by another member than the one the run names.',
  // One request's own warning, under the run's (RunScreen).
  'runs.core.warning.request': 'Request {request}: {warning}',
  // What a run does, in one sentence (src/shared/run-statement.ts); {owners}, {newMembers} are names.
  'runs.core.statement.payroll':
    'Pays {payees, plural, one {# payee} other {# payees}} {amounts} from the {threshold}-of-{members} account of {owners}, in {requests, plural, one {# request} other {# requests}} with the memo “{memo}”.',
  'runs.core.statement.rotation':
    'Moves everything in the {threshold}-of-{members} account of {owners} ({amounts}) to a new set of members: {newMembers}, {newThreshold} of them to sign. {change}',
  'runs.core.statement.holds': 'what it holds',
  'runs.core.statement.collectibles': '{count, plural, one {# collectible} other {# collectibles}}',
  'runs.core.statement.leave': '{names} {count, plural, one {leaves} other {leave}}.',
  'runs.core.statement.join': '{names} {count, plural, one {joins} other {join}}.',
  'runs.core.statement.leaveJoin':
    '{leaving} {leaveCount, plural, one {leaves} other {leave}}; {joining} {joinCount, plural, one {joins} other {join}}.',
  // Refusals of a payroll's rows and a move's form, field by field (the core's words;
  // src/main/core/services/payroll, rotation). {row} is the row as a spreadsheet numbers it.
  'runs.field.unclosedQuote':
    'Row {row} opens a quoted field (with ") that never closes: add the closing quote.',
  'runs.field.noRows':
    'There are no rows: paste or load a header row (payee,amount,asset,note) and one row per payee.',
  // {missing}: the columns missing, joined by _ in the order payee, amount, asset.
  'runs.field.missingColumns':
    'The header row has no {missing, select, payee {“payee” column} amount {“amount” column} asset {“asset” column} payee_amount {“payee” and “amount” columns} payee_asset {“payee” and “asset” columns} amount_asset {“amount” and “asset” columns} other {“payee” and “amount” and “asset” columns}}: the first row must name the columns payee, amount, asset and note (in any order).',
  'runs.field.onlyHeader': 'There are only column names: add one row per payee under the header.',
  'runs.field.tooManyRows':
    'There are {count} rows; one payroll takes at most {max}. Split them into several payrolls.',
  'runs.field.noPayee':
    'Row {row} names no payee: enter a user id, an identity number, a contact’s name, a user or code link, or a MIX or XIN address.',
  'runs.field.payeeTooLong':
    'Row {row}: the payee is longer than anything that names one ({max} characters at most).',
  'runs.field.badAddress':
    'Row {row}: this is not a valid {kind} address: {reason, select, prefix {it does not start as one} base58 {it has characters an address never has} length {it is too short or too long} checksum {its checksum does not match (a character is wrong or missing)} key {its keys are not valid} version {it is of a version this wallet does not know} threshold {its threshold is impossible for its members} count {it has too many or too few members} members {its members are malformed} mixedMembers {it mixes user ids and XIN addresses} other {one of its members is malformed}}.',
  'runs.field.refUnusable': 'Row {row}: “{text}” cannot be used: {reason}.',
  'runs.field.noMax':
    'Row {row}: a payroll pays set amounts; enter the amount, such as 1.5 (“max” is for a single payment).',
  'runs.field.amount':
    'Row {row}: {reason, select, empty {enter an amount, such as 1.5.} negative {the amount must be above zero.} format {enter the amount as a number, such as 1.5 (a dot before the decimals, no spaces or commas).} decimals {at most 8 decimal places: the smallest amount is 0.00000001.} huge {this amount is larger than anything an account can hold.} other {the amount must be above zero.}}',
  'runs.field.noAsset':
    'Row {row} names no asset: enter its symbol (such as USDT) or its asset id.',
  'runs.field.assetUnreadable': 'Row {row}: “{text}” is neither an asset’s symbol nor its id.',
  'runs.field.noteTooLong': 'Row {row}: the note is {length} characters; keep it to {max}.',
  'runs.field.assetNotHeld': 'Row {row}: this account holds no {symbol}.',
  'runs.field.assetIdNotHeld': 'Row {row}: this account holds no asset {id}.',
  // {which}: the asset ids (with their chains).
  'runs.field.assetAmbiguous':
    'Row {row}: this account holds {count} assets called {text}, {which}: name the one to pay with by its asset id.',
  'runs.field.symbolNotHeld':
    'Row {row}: this account holds no {text}; name an asset it holds, by its symbol or asset id.',
  'runs.field.noContactNumber':
    'Row {row}: no contact has the identity number {number}. Pay them by their user id or link (mixin.one/users/… or their code link) instead: the wallet then knows them by number too.',
  'runs.field.noContactName':
    'Row {row}: no contact goes by the name “{name}”. Use their identity number, user id or link instead.',
  'runs.field.contactsShareNumber':
    'Row {row}: {count} contacts go by the identity number {number} (identity numbers {numbers}): use the identity number or user id of the one to pay.',
  'runs.field.contactsShareName':
    'Row {row}: {count} contacts go by the name “{name}” (identity numbers {numbers}): use the identity number or user id of the one to pay.',
  'runs.field.ref':
    'Row {row}: {reason, select, notUserCode {this code link is not a user’s: paste the link of the person’s own code.} noCode {no code with this link is known to the service.} other {no user {id} is known to the service.}}',
  'runs.field.mixMemberTwice': 'Row {row}: the MIX address lists the same member twice.',
  'runs.field.payingItself': 'Row {row}: this is the paying account itself; a payroll pays others.',
  'runs.field.samePayee':
    'Row {row}: this pays the same payee in the same asset as row {earlier}: merge the two rows into one, or remove one.',
  'runs.field.notRegistered':
    'Row {row}: {name} has no Safe account yet, so nothing sent there could be spent. Ask them to set up their wallet, or take the row out.',
  'runs.field.someoneNotRegistered':
    'Row {row}: One of these payees has no Safe account yet, so nothing sent there could be spent. Ask them to set up their wallet, or take the row out.',
  // What the account can spend; {running}, {available}, {locked}, {total}, {amount} are amounts.
  'runs.field.overBalance':
    'Row {row} takes the {symbol} total to {running}, above the {available} {symbol} this account has to spend. The {count} {symbol} rows come to {total}.',
  'runs.field.overBalanceLocked':
    'Row {row} takes the {symbol} total to {running}, above the {available} {symbol} this account has to spend, and {locked} more is locked by pending requests. The {count} {symbol} rows come to {total}.',
  'runs.field.tooManyInputs':
    'Rows {first} to {last} pay {amount} {symbol}, which takes {needed} of the account’s outputs; one transaction spends at most {max}. Merge the account’s outputs first (a “max” payment of {symbol} to the account itself), or pay fewer rows in this run.',
  // The payroll's own fields.
  'runs.field.noName':
    'Name the payroll, such as “Payroll 2026-11”: the run is listed and shared under it.',
  'runs.field.nameTooLong': 'The name is {length} characters; keep it to {max}.',
  'runs.field.memoTooLong':
    'The memo is {bytes} bytes; it must be under 256 bytes (at most {max}). Every payee’s transaction carries it.',
  'runs.field.notFollowed':
    'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts, then pay from it.',
  // Moving to new members: the form, and who each new member is.
  'runs.field.moveNotFollowed':
    'This wallet does not follow a shared account of yours with these members and threshold. Add it under Accounts first.',
  'runs.field.chooseMembers':
    'Choose the new members: contacts, a group’s members, or user ids and links.',
  'runs.field.tooManyMembers': 'An account has at most 64 members; {count} are chosen.',
  'runs.field.askThreshold': 'How many of the {count} new members must sign? Enter 1 to {count}.',
  'runs.field.nothingMoves':
    'These are the account’s members and threshold already: nothing would move.',
  'runs.field.memberNoNumber':
    'No contact has the identity number {number}: name them by user id or link instead.',
  'runs.field.memberNoName':
    'No contact has the name “{name}”: name them by user id or link instead.',
  'runs.field.membersShareNumber':
    '{count} contacts go by the identity number {number}: use the identity number or user id of the one you mean.',
  'runs.field.membersShareName':
    '{count} contacts go by the name “{name}”: use the identity number or user id of the one you mean.',
  'runs.field.memberIsAddress':
    '“{text}” is an address; a member is a person (a user id, an identity number, a contact’s name or a link).',
  'runs.field.memberTwice': 'The same person is named twice.',
  'runs.field.allLocked':
    'Everything this account holds is locked by {count, plural, one {# pending request: unlock it (or let it complete)} other {# pending requests: unlock them (or let them complete)}}, then move what is left.',
  'runs.field.nothingToMove': 'This account holds nothing to move.',
  'runs.field.memberNotRegistered':
    '{name} has no Safe account yet, so the new account could not be signed for. Ask them to set up their wallet first.',
  'runs.field.someMemberNotRegistered':
    'One of the new members has no Safe account yet, so the new account could not be signed for. Ask them to set up their wallet first.',
  // The command line: where a refusal came from (the option, and the column of a payroll file's row).
  'runs.field.where':
    '{option}{column, select, payee {, payee} amount {, amount} asset {, asset} note {, note} other {}}: {message}',
} as const
