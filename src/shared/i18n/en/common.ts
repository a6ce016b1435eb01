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
} as const
