/** The queue messages in English, the catalog the others are checked against (see ../catalog). */
export const queue = {
  // The screen and its lists
  'queue.title': 'Requests',
  'queue.export.button': 'Export history (CSV)',
  'queue.export.busy': 'Exporting…',
  'queue.tabs.label': 'Request lists',
  'queue.tab.needsSignature': 'Needs your signature',
  'queue.tab.waiting': 'Waiting for others',
  'queue.tab.done': 'Done',
  'queue.tab.matching': '{count, number} matching',
  'queue.empty.needsSignature': 'Nothing needs your signature right now.',
  'queue.empty.waiting': 'No request is waiting for others.',
  'queue.empty.done': 'No finished requests yet.',
  'queue.loadingCount': 'Loading {loaded, number} of {total, number}…',
  'queue.count': '{count, plural, one {# request} other {# requests}}',
  'queue.loadingBar': 'Loading requests',

  // The filter and what it matched
  'queue.filter.label': 'Filter',
  'queue.filter.placeholder': 'Amount, asset, memo, a name, id or hash',
  'queue.filter.aria': 'Filter requests',
  'queue.filter.searchingAll': 'Searching every list…',
  'queue.filter.searching': 'Searching…',
  'queue.filter.clear': 'Clear filter',
  'queue.filter.noMatch': 'No request in {list} matches “{query}”.',
  'queue.filter.showIn': 'Show {count, number} in {list}',
  'queue.filter.status':
    '{matches, number} of {inList, number} here match “{query}”{partial, select, yes { (the newest {shown, number} shown)} other {}}',
  'queue.filter.clauses': '; ',
  'queue.filter.elsewhere': '{count, number} in {list}',
  'queue.filter.separator': ', ',
  'queue.match.all': 'Matched {parts}',
  'queue.match.separator': ', ',
  'queue.match.part':
    '{field, select, amount {the amount {text}} asset {the asset {text}} memo {the memo “{text}”} receiver {the receiver {text}} signer {the signer {text}} account {the account {text}} request {the request id {text}} other {the transaction hash {text}}}',

  // One row
  'queue.state.needsSignature': 'Needs your signature',
  'queue.state.waiting': 'Waiting for others',
  'queue.state.sending': 'Sending',
  'queue.state.done': 'Sent',
  'queue.state.unlocked': 'Unlocked',
  'queue.role.signer': 'You co-sign',
  'queue.role.receiver': 'You receive',
  'queue.role.observer': 'You observe',
  'queue.row.multisig': '{threshold} of {total, number} ({names})',
  'queue.row.to': 'To {who}',
  'queue.row.toMore': 'To {who} and {more} more',
  'queue.row.from': '· from {account}',
  'queue.row.paysSigners':
    '{count, plural, one {Pays {names}, one of its signers} other {Pays {names}, among its signers}}',
  'queue.row.collectible': 'collectible',
  'queue.row.request': 'Request {id}',
  'queue.row.finished':
    '{state, select, sending {Complete {at, date, ::yyyyMMMdjjmm}} done {Sent {at, date, ::yyyyMMMdjjmm}} other {Unlocked {at, date, ::yyyyMMMdjjmm}}}',
  'queue.row.age':
    '{unit, select, now {just now} minute {{n} min ago} hour {{n} h ago} day {{n} days ago} other {{n} months ago}}',
  'queue.row.unknownTime': 'unknown',

  // Opening a request that is not listed
  'queue.open.summary': 'Open a request by id, link or file',
  'queue.open.label': 'Request id, code or link',
  'queue.open.placeholder': 'https://mixin.one/codes/… or a request id',
  'queue.open.opening': 'Opening…',
  'queue.open.open': 'Open',
  'queue.open.file': 'Import a request or signature file',
  'queue.open.submitting': 'Submitting the signature…',
  'queue.open.notOurs': '“{file}” is not a request or signature file made by Cosigner.',

  // Syncing
  'queue.sync.now': 'Sync now',
  'queue.sync.busy': 'Syncing…',
  'queue.sync.progress': 'Syncing',
  'queue.sync.unregistered': 'Not registered with the service yet.',
  'queue.sync.unregisteredNext':
    'Register in Settings → Account to sync; offline files can still be signed.',
  'queue.sync.syncing': 'Syncing with the service…',
  'queue.sync.offline': 'Offline: showing the requests saved on this computer.',
  'queue.sync.failed': 'Sync failed: {message}',
  'queue.sync.noAccounts':
    'Synced {at, date, ::yyyyMMMdjjmm} · no shared account followed, so only requests shared by link are found · {needs, number} need your signature.',
  'queue.sync.noAccountsNext': 'Add the shared accounts you sign for under Accounts.',
  'queue.sync.synced':
    'Synced {at, date, ::yyyyMMMdjjmm} · {accounts, plural, one {# shared account} other {# shared accounts}} read · {fetched, number} fetched · {needs, number} need your signature.',
  'queue.sync.saved': 'Showing the requests saved on this computer.',
} as const
