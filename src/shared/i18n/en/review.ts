/** The review messages in English, the catalog the others are checked against (see ../catalog). */
export const review = {
  // The screen: its title follows what can be done with the request (Review.tsx).
  'review.title.request': 'Request',
  'review.title.unlock': 'Unlock (revoke) request',
  'review.title.unlocked': 'Unlocked request',
  'review.title.payment': 'Payment request',
  'review.title.signed': 'Request you signed',
  'review.title.sign': 'Sign request',
  'review.title.pending': 'Pending request',
  'review.offlineFile': 'offline file',
  'review.checking': 'Checking the request against its transaction…',
  'review.offline':
    '<b>Offline.</b> The service cannot be reached, so this is the copy checked at your last review. You can read it; signing, unlocking and exporting it wait until the service is back.',
  'review.actions': 'Actions',

  // Where a request stands (the state pill; the words the queue uses).
  'review.state.unlocked': 'Unlocked (revoked)',
  'review.state.complete': 'Complete: every signature in, being sent',
  'review.state.sent': 'Sent',
  'review.state.signed': 'Signed by you, waiting for others',
  'review.state.needsYou': 'Needs your signature',
  'review.state.pending': 'Pending',

  // The summary (ReviewSummary.tsx).
  'review.summary.from':
    '{asset} · from <b>{account}</b> ({threshold} of {signers} sign) · {inputs, plural, one {# input} other {# inputs}}, {inputsCheck}',
  'review.inputs.found': 'found among the account’s funds, as the service lists them',
  'review.inputs.offline': 'offline — not checked',
  'review.inputs.notFound': 'not checked (the funds they spend were not found)',
  'review.summary.proposedBy': 'Proposed by {proposer}',
  'review.summary.proposerUnknown': 'The service does not say who proposed it.',
  'review.summary.paysSigner':
    'Pays {names}, {count, plural, one {one of its signers} other {who are among its signers}}.',
  'review.collectible.title': 'Collectible',
  'review.collectible.moves': 'This request moves <b>{name}</b> ({symbol}).',
  'review.collectible.movesNumber': 'This request moves <b>{name}</b> #{sequence} ({symbol}).',
  'review.collectible.unnamed': 'a collectible',
  'review.collectible.noSymbol': 'no symbol',
  'review.collectible.content': 'Content',
  'review.collectible.contentAt': '{type} at <code>{url}</code>',
  'review.collectible.inscription': 'Inscription',
  'review.receiver.title': 'Receiver',
  'review.receiver.titleWithdrawal': 'Receiver and withdrawal',
  'review.receiver.none': 'Everything goes back to the senders (no external receiver).',
  'review.receiver.withdrawn': '{amount} withdrawn to',
  'review.receiver.destination': 'Destination',
  'review.receiver.tag': 'Tag',
  'review.receiver.noTag': 'none',
  'review.receiver.members':
    '{amount} to {members, plural, one {one member} other {# members}}, {threshold} of {members} needed to spend it',
  'review.receiver.membersLabel': 'Receiver members',
  'review.change.summary': 'Change: {amount} back to the senders',
  'review.change.output': '{amount} to the same {threshold}-of-{members} members.',
  'review.memo.title': 'Memo',
  'review.memo.none': 'No memo.',
  'review.signatures.title': 'Signatures',
  'review.signatures.senders': 'Senders',
  'review.signatures.hadSigned': 'had signed before the unlock',
  'review.signatures.signed': 'has signed',
  'review.signatures.notSigned': 'has not signed',
  'review.ended.complete':
    'Complete: every signature is in; being sent. The last signature came in on {when}; the wallet checks at each sync until its transaction is final.',
  'review.ended.sent': 'Sent: every signature was in by {when}, and its transaction is final.',
  'review.ended.unlockedBy':
    'Unlocked (revoked) by {who} on {when}. {signed, plural, =0 {Nobody had signed it.} one {The signature it had no longer counts.} other {The # signatures it had no longer count.}}',
  'review.ended.unlocked':
    'Unlocked (revoked) on {when}. {signed, plural, =0 {Nobody had signed it.} one {The signature it had no longer counts.} other {The # signatures it had no longer count.}}',
  'review.transaction.title': 'Transaction',
  'review.transaction.hash': 'Transaction hash',
  'review.transaction.request': 'Request <code>{requestId}</code>',
  'review.warnings': 'Warnings',

  // What the review could prove and what it takes on the service's word (ReviewProofs.tsx).
  'review.proofs.proven':
    'Proven: the amount spent and the senders’ {threshold}-of-{signers} rule, read from the {inputs, plural, one {transaction} other {transactions}} that created the funds.',
  'review.proofs.notProven':
    'Not proven: {unproven} of {inputs, plural, one {# input} other {# inputs}} could not be checked against the transaction that created {unproven, plural, one {it (the service shows one only to its senders), so its amount is} other {them (the service shows one only to its senders), so their amounts are}} as the service reports.',
  'review.proofs.caveat':
    'Receivers and change are shown as the service reports them: one-time keys cannot be tied to user ids without the sender’s secret.',

  // Why an action no longer applies (shared with the command line: src/shared/review-rules).
  'review.blocked.sign.unlocked': 'It was unlocked (revoked), so it can no longer be signed.',
  'review.blocked.sign.complete': 'It already has every signature it needs and is being sent.',
  'review.blocked.sign.sent': 'It already has every signature it needs and was sent.',
  'review.blocked.sign.notSigner': 'You are not one of its signers.',
  'review.blocked.sign.signed': 'Your signature is already on it.',
  'review.blocked.sign.enough': 'It already has enough signatures.',
  'review.blocked.sign.offline':
    'Offline: your signature goes to the service, which cannot be reached now. Sign it once the service is back.',
  'review.blocked.sign.unverified':
    'The funds it spends could not be checked. Sync and review it again.',
  'review.blocked.sign.other': 'It cannot be signed now.',
  'review.blocked.export.unlocked':
    'Nothing to sign offline: it was unlocked (revoked), so it can no longer be signed.',
  'review.blocked.export.complete':
    'Nothing to sign offline: it already has every signature it needs and is being sent.',
  'review.blocked.export.sent':
    'Nothing to sign offline: it already has every signature it needs and was sent.',
  'review.blocked.export.notSigner': 'Nothing to sign offline: you are not one of its signers.',
  'review.blocked.export.signed': 'Nothing to sign offline: your signature is already on it.',
  'review.blocked.export.enough': 'Nothing to sign offline: it already has enough signatures.',
  'review.blocked.export.unverified':
    'Nothing to sign offline: the funds it spends could not be checked. Sync and review it again.',
  'review.blocked.export.other': 'Nothing to sign offline: it cannot be signed now.',
  'review.blocked.export.offline':
    'Offline: exporting checks the request with the service, which cannot be reached now.',
  'review.blocked.unlock.unlocked': 'It is already unlocked.',
  'review.blocked.unlock.done': 'It was completed, so it can no longer be unlocked.',
  'review.blocked.unlock.notSigner': 'Only its signers can unlock it.',
  'review.blocked.unlock.enough':
    'It already has enough signatures, so it can no longer be unlocked.',
  'review.blocked.unlock.offline':
    'Offline: unlocking needs the service, which cannot be reached now.',
  'review.blocked.unlock.other': 'It cannot be unlocked now.',

  // Another request spending the same funds (ReviewConflicts.tsx).
  'review.conflicts.title':
    'This request spends the same funds as {count, plural, one {another one} other {# others}}: only one of them can complete.',
  'review.conflicts.spent': 'Already spent by {other}, so this one can no longer complete.',
  'review.conflicts.also': 'Also spent by {other}.',
  'review.conflicts.request': 'request {id}',
  'review.conflicts.transaction': 'transaction <code>{hash}</code>',

  // A refused request, and each check that can refuse one, by the kind the core names (RefusedReview.tsx).
  'review.refused.title': 'Do not sign this request',
  'review.refused.why':
    'This request does not match its transaction, so the wallet refused it. It cannot be signed.',
  'review.refused.next':
    'Nothing was signed. Ask whoever created it to create it again, and check with the other signers.',
  'review.refused.mismatches': 'What does not match',
  'review.refused.mismatchesLabel': 'Mismatches',
  'review.refused.back': 'Back to requests',
  // One line per mismatch, by the check that found it; {detail} is the core's own account of it.
  'review.mismatch.transaction': '<b>Transaction</b>: {detail}',
  'review.mismatch.assetAndMemo': '<b>Asset and memo</b>: {detail}',
  'review.mismatch.senders': '<b>Senders</b>: {detail}',
  'review.mismatch.outputs': '<b>Receivers</b>: {detail}',
  'review.mismatch.inputs': '<b>Funds spent</b>: {detail}',
  'review.mismatch.proofs': '<b>Proof of the funds spent</b>: {detail}',
  'review.mismatch.signatures': '<b>Signatures</b>: {detail}',

  // The actions (ReviewActions.tsx).
  'review.sign.button': 'Sign…',
  'review.sign.buttonOffline': 'Sign offline…',
  'review.sign.fileNote':
    'Signing here needs no network: it saves a signature file. Import that file in the online wallet to submit it.',
  'review.unlock.button': 'Unlock (revoke)…',
  'review.offlineSigning.title': 'Offline signing, sharing',
  'review.offlineSigning.export': 'Export for offline signing',
  'review.offlineSigning.exporting': 'Exporting…',
  'review.offlineSigning.import': 'Import a signed file',
  'review.share.button': 'Share to a group…',

  // What a request pays, as the confirmations repeat it.
  'review.pays.back': '{amount} back to the senders',
  'review.pays.withdrawal': '{amount} withdrawn to {destination}',
  'review.pays.to': '{amount} to {names}',
  'review.join.names': ', ',
  'review.join.payments': '; ',
  'review.nobody': 'no one',
  'review.memoLine.none': 'No memo.',
  'review.memoLine.text': 'Memo: “{memo}”',
  'review.memoLine.hex': 'Memo (not text, in hex): {memo}',

  // The sign confirmation.
  'review.sign.title': 'Sign this request?',
  'review.sign.titleOffline': 'Sign this request offline?',
  'review.sign.confirm': 'Sign',
  'review.sign.approves': 'Your signature approves exactly this transaction:',
  'review.sign.willHave': 'It will have {count} of {threshold} signatures.',
  'review.sign.willHaveEnough':
    'It will have {count} of {threshold} signatures, enough to send it.',
  'review.sign.checked': 'I checked the amount, the receiver and the memo',

  // The unlock confirmation.
  'review.unlock.title': 'Unlock (revoke) this request?',
  'review.unlock.confirm': 'Unlock request',
  'review.unlock.body':
    'Unlocking cancels this request for everyone: {signed, plural, =0 {nobody can sign it any more} one {the signature collected so far is discarded} other {the # signatures collected so far are discarded}}, and nothing is paid: not the {pays} it asks for. The {total} it locks is available again for a new request.',
  'review.unlock.bodyWithChange':
    'Unlocking cancels this request for everyone: {signed, plural, =0 {nobody can sign it any more} one {the signature collected so far is discarded} other {the # signatures collected so far are discarded}}, and nothing is paid: not the {pays} it asks for. All {total} it locks is available again for a new request: what it would pay and the {change} of change.',
  'review.unlock.final': 'This cannot be undone.',
  'review.unlock.understood': 'I understand that this revokes the request',

  // A signature file for another request.
  'review.otherFile.title': 'This signature is for another request',
  'review.otherFile.confirm': 'Submit it for that request',
  'review.otherFile.known':
    'The file signs request <code>{requestId}</code>: <b>{amount}</b> to {receivers}, not the one on screen.',
  'review.otherFile.unknown':
    'The file signs request <code>{requestId}</code>, which this wallet does not know, not the one on screen.',
  'review.otherFile.ask': 'Nothing was submitted. Submit it for the request it signs?',

  // After a proposal: where its link went (outcome-words.ts, ProposalShared.tsx).
  'review.proposal.sharedIn': 'Shared in {group}, so the other members see it at once.',
  'review.proposal.sharedInAccountGroup':
    'Shared in the account’s group, so the other members see it at once.',
  'review.proposal.sharingOff':
    'Not shared: sharing new proposals in the account’s group is off (Settings). Share it where your co-signers talk, so they see it:',
  'review.proposal.noGroup':
    'Not shared: this wallet knows no group of exactly this account’s members. Share it where your co-signers talk, so they see it at once:',

  // Share to a group (ShareDialog.tsx).
  'review.shareDialog.title': 'Share to a group',
  'review.shareDialog.confirm': 'Share',
  'review.shareDialog.group': 'Group',
  'review.shareDialog.loading': 'Loading your groups…',
  'review.shareDialog.noGroup': 'You are in no group yet.',
  'review.shareDialog.members': '({count, plural, one {# member} other {# members}})',
  'review.shareDialog.note':
    'Members see this text. Its link opens the request in their Cosigner and in Mixin’s own apps.',
  'review.shareDialog.copy': 'Copy as text',

  // What a review found that does not match, each under the check that found it (the core's words:
  // src/main/core/services/requests/review). Hashes, ids and field names are data, kept as they are.
  'review.check.undecodable': 'the raw transaction does not decode: {reason}',
  'review.check.hashDiffers': 'the raw transaction hashes to {hash}, the request says {expected}',
  'review.check.swapped': 'the request was first seen with transaction {first}, now it has {now}',
  'review.check.otherTransaction': 'another transaction under the same request id',
  'review.check.kernelAsset': 'kernel_asset_id {kernel} is not the hash of asset {asset}',
  'review.check.rawAsset': 'the raw transaction moves kernel asset {kernel}, not {asset}',
  'review.check.memoDiffers': 'the memo (extra) in the JSON differs from the raw transaction',
  'review.check.sendersRepeat': 'the senders list repeats a member',
  'review.check.sendersHash': 'senders_hash is not the hash of the senders',
  'review.check.thresholdImpossible': 'threshold {threshold} is impossible for {senders} senders',
  'review.check.receiversCount': 'the JSON names {receivers} receivers for {outputs} outputs',
  'review.check.withdrawalDiffers':
    'output {output}: the withdrawal address or tag differs from the JSON',
  'review.check.outputType': 'output {output} has type {type}, which this wallet does not sign',
  'review.check.noScript': 'output {output} has no threshold script',
  'review.check.scriptWithdrawal': 'output {output} is a script output with withdrawal data',
  'review.check.membersHash': 'output {output}: members_hash is not the hash of its members',
  'review.check.keysForMembers': 'output {output} has {keys} keys for {members} members',
  'review.check.hashWithoutMembers': 'output {output}: a members_hash without members',
  'review.check.scriptThreshold':
    'output {output}: the script says {script} of its owners, the JSON says {json}',
  'review.check.withdrawalOnScript': 'output {output}: a withdrawal address on a script output',
  'review.check.askedReceivers':
    'output {output}: asked {threshold} of {members}, reported {reportedThreshold} of {reported}',
  'review.check.builtOther': 'built {built}, the service has {service}',
  'review.check.notPlainSpend': 'input {input} is not a plain spend of an output',
  'review.check.viewsCount': '{views} views for {inputs} inputs',
  'review.check.spentNotFound': 'the output spent by input {input} ({output}) was not found',
  'review.check.otherAsset': 'input {input} spends an output of another asset',
  'review.check.notSenders':
    'input {input} spends an output the senders ({threshold} of {senders}) do not own',
  'review.check.keysForSenders':
    'input {input} spends an output with {keys} keys for {senders} senders',
  'review.check.sumsDiffer': 'the inputs hold {inputs}, the outputs send {outputs}',
  'review.check.proof.otherAsset':
    'input {input} spends an output of another asset, says the transaction that created it',
  'review.check.proof.threshold':
    'input {input} spends an output that needs {threshold} signatures, says the transaction that created it; the request says {requested}',
  'review.check.proof.keys':
    'input {input} spends an output with {keys} keys for {senders} senders, says the transaction that created it',
  'review.check.proof.amount':
    'input {input}: the service says the output it spends holds {service}, the transaction that created it says {proven}',
  'review.check.proof.otherKeys':
    'input {input}: the service gives other keys for the output it spends than the transaction that created it',
  'review.check.proof.serviceThreshold':
    'input {input}: the service says the output it spends needs {service} signatures, the transaction that created it says {proven}',
  'review.check.proof.sums':
    'the inputs hold {inputs}, say the transactions that created them; the outputs send {outputs}',
  'review.check.proof.forged':
    'input {input}: asked for the transaction {hash}, the service answered with another one',
  'review.check.proof.noOutput':
    'input {input}: the transaction {hash} has no output {index} to spend',
  'review.check.proof.noScript': 'input {input} spends an output without a threshold script',
  'review.check.signersNotSenders':
    'the signers list names someone who is not a sender, or repeats one',
  'review.check.signaturesDiffer':
    'the signatures on the raw transaction are not those of the members the JSON lists as signers',
  'review.check.signaturesUnchecked': 'the signatures cannot be checked: {reason}',
  'review.check.invalidSignature': 'input {input} has an invalid signature at key index {index}',

  // What a review could not say for sure, shown under Warnings (the core's words).
  'review.warning.collectibleUnknown': 'the collectible this request moves could not be looked up',
  'review.warning.collectibleReleased':
    'this request moves a collectible with more than one input or output: the collectible would be released',
  'review.warning.references':
    'the transaction references {count, plural, one {# other transaction} other {# other transactions}}',
  'review.warning.amountDiffers':
    'the service reckons {service} leaves the account; the transaction itself sends {sent} to others, which is what is shown and signed',
  // A request closed by the time it is signed (the core's words).
  'review.check.closed':
    '{progress, select, unlocked {The request was unlocked (revoked).} other {The request already has every signature it needs.}}',
  'review.check.closedExported':
    '{progress, select, unlocked {The request was already unlocked when it was exported.} other {The request already had every signature it needs when it was exported.}}',
} as const
