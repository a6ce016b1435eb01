/** The onboarding messages in English, the catalog the others are checked against (see ../catalog). */
export const onboarding = {
  // The first run and "add an account"
  'onboarding.title.setup': 'Set up Cosigner',
  'onboarding.title.add': 'Add an account',
  'onboarding.lead':
    'Cosigner signs multisig requests for your Mixin Safe accounts, after showing you exactly what each one pays. Your keys are kept in <b>{keychain}</b>, never in the wallet’s files.',
  'onboarding.steps.label': 'Setup steps',
  'onboarding.steps.bringIn': 'Bring in your account',
  'onboarding.steps.register': 'Register with the service',
  'onboarding.steps.ready': 'Ready',
  'onboarding.ready.title': 'Your account is ready',
  'onboarding.ready.registered':
    '{now, select, yes {It is now registered with} other {It was already registered with}} <code>{baseUrl}</code>. Its keys are in {keychain}.',
  'onboarding.ready.account': 'Account <code>{userId}</code>',
  'onboarding.ready.go': 'Go to your requests',

  // Import a keystore
  'onboarding.keystore.title': 'Import a keystore',
  'onboarding.keystore.about':
    'The JSON file of your account: app_id, session_id and its private keys.',
  'onboarding.keystore.file': 'Keystore file',
  'onboarding.keystore.chosen':
    '{file}: account <code>{userId}</code> ({keys, select, spend {session and spend keys} other {session key only}}){inWallet, select, yes {, already in this wallet} other {}}.',
  'onboarding.keystore.another': 'Choose another',
  'onboarding.keystore.paste': 'Or paste the keystore JSON',
  'onboarding.keystore.label': 'Name for this account (optional)',
  'onboarding.keystore.labelPlaceholder': 'e.g. Treasury',
  'onboarding.keystore.import': 'Import keystore',
  'onboarding.keystore.importing': 'Importing…',

  // Restore a backup
  'onboarding.backup.title': 'Restore a backup',
  'onboarding.backup.about':
    'A backup file exported from Cosigner’s settings, and the passphrase it was made with.',
  'onboarding.backup.file': 'Backup file',
  'onboarding.backup.chosen': 'Chosen: {file}',
  'onboarding.backup.passphrase': 'Backup passphrase',
  'onboarding.backup.restore': 'Restore backup',
  'onboarding.backup.restoring': 'Restoring…',

  // Register with the service
  'onboarding.register.title': 'Register with the service',
  'onboarding.register.account': 'Account <code>{userId}</code> at <code>{baseUrl}</code>.',
  'onboarding.register.accountNamed':
    'Account <code>{userId}</code> ({label}) at <code>{baseUrl}</code>.',
  'onboarding.register.progress': 'Registering',
  'onboarding.register.busy':
    'Registering… this signs a registration with your spend key and sends it to the service.',
  'onboarding.register.noSpendKey':
    'This keystore has no spend key, so it cannot sign yet. Cosigner can make new spend keys, keep them in your keychain and register them. Do this only for a new account: an account that already has spend keys elsewhere would stop accepting them.',
  'onboarding.register.makeKeys': 'Make new spend keys for this account',
  'onboarding.register.createAndRegister': 'Create keys and register',
  'onboarding.register.register': 'Register',
  'onboarding.register.retry': 'Try registering again',
  'onboarding.register.skip': 'Skip: this computer stays offline',
  'onboarding.register.offline':
    'An offline computer needs no registration: it signs request files exported by an online wallet.',
} as const
