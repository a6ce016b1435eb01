/** The settings messages in English, the catalog the others are checked against (see ../catalog). */
export const settings = {
  // LanguageSettings
  'settings.language.title': 'Language',
  'settings.language.system': 'The system’s language',
  // Settings
  'settings.title': 'Settings',
  'settings.service.title': 'Service',
  'settings.service.intro':
    'The Mixin-compatible service this wallet talks to. The default, <code>{url}</code>, is the one the wallet was started with.',
  'settings.service.address': 'Service address',
  'settings.service.privateTitle': 'Is this your own server?',
  'settings.service.privateConfirm': 'Yes, {host} is my own server',
  'settings.service.privateWhy':
    '<b>{host}</b> is an address on a private network. Whoever runs the service sees every request this wallet signs, so use it only if it is a server you run yourself.',
  'settings.service.checking': 'Checking the service…',
  'settings.service.save': 'Save address',
  'settings.service.useDefault': 'Use the default',
  'settings.service.changing': 'Changing the service address',
  'settings.service.changed': 'The wallet now uses {url}.',
  'settings.theme.title': 'Theme',
  'settings.theme.system': 'Same as the system',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.sharing.title': 'Sharing',
  'settings.sharing.label': 'Share new proposals in the account’s group',
  'settings.sharing.hint':
    'A payment you propose goes, as a text with its link, to your group whose members are exactly the shared account’s, so the other members’ wallets and phones see it at once. Off, you share each one yourself from its review.',
  'settings.notifications.title': 'Desktop notifications',
  'settings.notifications.intro': 'A notification when a request newly needs your signature.',
  'settings.notifications.allow': 'Allow notifications',
  'settings.notifications.on': 'Notifications are on.',
  'settings.notifications.blockedInBrowser':
    'Notifications are blocked for this page, so the browser no longer asks. To allow them, open the site settings from the icon at the left of the address bar, set Notifications to Allow, then reload the page.',
  'settings.notifications.blockedInApp':
    'Notifications are blocked for Cosigner. Allow them in your system’s notification settings, then restart Cosigner.',
  'settings.notifications.unanswered':
    'The browser’s question was closed without an answer, so notifications are still off. Ask again, and choose Allow.',
  'settings.notifications.off': 'Notifications are off until you allow them.',
  'settings.notifications.unsupported': 'This window cannot show notifications.',
  // AccountSettings
  'settings.account.title': 'Account',
  'settings.account.name': 'Name',
  'settings.account.unnamed': 'Unnamed',
  'settings.account.userId': 'User id',
  'settings.account.keys': 'Keys',
  'settings.account.keysWhere':
    'In {keychain}{named, select, yes { under the service name <code>{service}</code>} other {}} {kind, select, both {(session and spend keys)} other {(session key only)}}',
  'settings.account.registered': 'Registered',
  'settings.account.notYet': 'Not yet',
  'settings.account.registering': 'Registering…',
  'settings.account.register': 'Register with the service',
  'settings.account.registeredNow': 'Registered with the service.',
  'settings.account.alreadyRegistered': 'Already registered with the service.',
  'settings.account.addAnother': 'Add another account',
  'settings.account.none': 'No account yet.',
  'settings.account.add': 'Add an account',
  'settings.backup.title': 'Backup',
  'settings.backup.intro':
    'An encrypted file with this account’s keys. Anyone with the file and its passphrase can sign as you.',
  'settings.backup.passphrase': 'Backup passphrase',
  'settings.backup.encrypting': 'Encrypting…',
  'settings.backup.export': 'Export backup',
  'settings.remove.button': 'Remove this account…',
  'settings.remove.title': 'Remove this account?',
  'settings.remove.confirm': 'Remove account',
  'settings.remove.what':
    'Its keys are deleted from the keychain, and its requests and groups from this wallet. The account itself stays with the service: you can import it again from its keystore or a backup.',
  'settings.remove.warning': 'Without a backup or the keystore, its keys are gone.',
  'settings.orphans.title': 'Keys without an account',
  'settings.orphans.intro':
    'The keychain holds keys that no account of this wallet uses, left by an import or removal that did not finish.',
  'settings.orphans.delete': 'Delete these keys',
  'settings.orphans.import': 'Import the account again',
} as const
