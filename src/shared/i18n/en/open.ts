/** The open messages in English, the catalog the others are checked against (see ../catalog). */
export const open = {
  // Open anything: the screen (OpenAnything.tsx).
  'open.title': 'Open anything',
  'open.lead':
    'Paste a link (to a request, a code, a person or a payment), an id or a transaction hash to see what it is. You can also drop a link onto the window.',
  'open.field': 'Link, code, id or hash',
  'open.lookUp': 'Look up',
  'open.lookingUp': 'Looking up…',

  // What a link stands for (ResolutionCard.tsx): a request.
  'open.request.label': 'Multisig request',
  'open.request.title': 'Multisig request',
  'open.request.titleUnlock': 'Multisig request to unlock',
  'open.request.titleSign': 'Multisig request to sign',
  'open.request.titleSigned': 'Multisig request, fully signed',
  'open.request.savedCopy': 'saved copy',
  'open.request.offline':
    '<b>Offline.</b> The service cannot be reached: this is the copy saved on this computer. Whether it has been signed or unlocked since is not known.',
  'open.request.offlineAsOf':
    '<b>Offline.</b> The service cannot be reached: this is the copy saved on this computer, as of {time}. Whether it has been signed or unlocked since is not known.',
  'open.request.line': '{amount} · {signed} of {threshold} signatures · {progress}',
  'open.progress.open': 'waiting for signatures',
  'open.progress.complete': 'every signature in, being sent',
  'open.progress.sent': 'sent',
  'open.progress.unlocked': 'unlocked',
  'open.request.review': 'Review request',
  'open.request.reviewUnlock': 'Review the unlock',
  'open.request.opening': 'Opening…',
  'open.request.fullySigned': 'fully signed',
  'open.request.waiting': 'waiting for signatures',
  'open.collectible.label': 'Collectible request',
  'open.collectible.title': 'Collectible request',
  'open.collectible.line': 'Moves a collectible (token <code>{token}</code>) · {state}',

  // A group.
  'open.group.label': 'Group',
  'open.group.title': 'Group: {name}',
  'open.group.member': '{members, plural, one {# member} other {# members}} · you are a member',
  'open.group.notMember':
    '{members, plural, one {# member} other {# members}} · you are not a member',
  'open.group.notMemberAnyMore':
    '{members, plural, one {# member} other {# members}} · you are not a member any more',
  'open.group.open': 'Open group',
  'open.group.join': 'Join group',
  'open.group.joining': 'Joining…',

  // A payment (code) and a payment link.
  'open.payment.label': 'Payment',
  'open.payment.title': 'Payment request',
  'open.payment.toOne':
    '{amount} to one receiver · {paid, select, yes {paid} other {not paid yet}}',
  'open.payment.toMany':
    '{amount} to {threshold} of {receivers} receivers · {paid, select, yes {paid} other {not paid yet}}',
  'open.payment.receivers': 'Receivers',
  'open.payment.note':
    'Cosigner co-signs multisig requests; pay this with the wallet that holds the funds.',
  'open.payLink.label': 'Payment link',
  'open.payLink.title': 'Payment link',
  'open.payLink.to': 'To',
  'open.payLink.amount': 'Amount',
  'open.payLink.noAmount': 'not given',
  'open.payLink.asset': 'Asset',
  'open.payLink.memo': 'Memo',
  'open.payLink.pick':
    'Pick the account that pays; the New payment form opens filled in, and nothing is sent until you propose it.',

  // A person.
  'open.person.label': 'Person',
  'open.person.mixinId': 'Mixin id',
  'open.person.userId': 'User id',
  'open.person.contact':
    '{name} is among your contacts now: pick them when you add group members or choose who receives a payment.',
  'open.person.pick': 'To pay {name}, pick the account that pays:',

  // Paying from a shared account.
  'open.payFrom.none':
    'This wallet follows no shared account to pay from yet. Add one under Accounts.',
  'open.payFrom.account':
    '{solo, select, yes {Pay from {account} (Only you)} other {Pay from {account} ({threshold} of {members} sign)}}',
} as const
