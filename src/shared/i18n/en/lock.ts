/** The lock messages in English, the catalog the others are checked against (see ../catalog). */
export const lock = {
  // Shared by the lock screens
  'lock.passphrase': 'Wallet passphrase',
  // LockScreen
  'lock.screen.title': 'Cosigner is locked',
  'lock.screen.intro':
    'Enter your wallet passphrase to open it. The keys stay sealed until you do.',
  'lock.screen.wait':
    'Too many wrong passphrases. You can try again in {seconds, plural, one {# second} other {# seconds}}.',
  'lock.screen.unlocking': 'Unlocking…',
  'lock.screen.unlock': 'Unlock',
  'lock.screen.failed':
    '{count, plural, one {# wrong try} other {# wrong tries}} in a row; each is in the activity log.',
  // LockBar
  'lock.bar.button': 'Lock',
  'lock.bar.buttonTitle': 'Lock (Alt+L)',
  'lock.bar.unprotected':
    'Demo wallet without a passphrase: {kind, select, none {it holds no keys yet.} memory {{reason} Anyone at this computer can sign with them while it runs.} other {its throwaway keys are stored unsealed, and anyone at this computer can sign with them.}} A wallet for real accounts asks for a passphrase first.',
  // KeychainMissing
  'lock.keychainMissing.title': 'No keychain for your keys',
  'lock.keychainMissing.whatToDo': 'What to do',
  // SetupPassphrase
  'lock.setup.title': 'Choose a wallet passphrase',
  'lock.setup.unsealed':
    'This wallet has {count, plural, one {an account} other {# accounts}} whose keys are stored without a passphrase. Choose one now: the keys are sealed under it before anything else happens.',
  'lock.setup.sealed':
    'Your keys will be sealed under it in the system keychain, so no other program can use them.',
  'lock.setup.cannotRecover':
    'You will enter it to unlock Cosigner and to confirm each signature. It cannot be recovered: keep a backup of your accounts.',
  'lock.setup.sealing': 'Sealing the keys…',
  'lock.setup.setting': 'Setting the passphrase…',
  'lock.setup.set': 'Set passphrase',
  // NewPassphraseFields and PassphraseStrength
  'lock.newPassphrase.repeat': 'Repeat the passphrase',
  'lock.newPassphrase.differ': 'The two passphrases differ.',
  'lock.strength.label': 'Passphrase strength',
  'lock.strength.veryWeak': 'Very weak',
  'lock.strength.weak': 'Weak',
  'lock.strength.fair': 'Fair',
  'lock.strength.strong': 'Strong',
  'lock.strength.veryStrong': 'Very strong',
  'lock.strength.tooEasy': '{score}: too easy to guess.',
  // ReauthDialog
  'lock.reauth.title': 'Confirm it is you',
  'lock.reauth.needs': '<b>{what}</b> needs your wallet passphrase.',
  'lock.reauth.confirm': 'Confirm',
  // LockSettings
  'lock.settings.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'lock.settings.idleAsking': 'Locking only after {duration} without activity',
  'lock.settings.idleDone': 'The wallet now locks after {duration} without activity.',
  'lock.settings.windowAsking': 'Signing without the passphrase for {duration} after entering it',
  'lock.settings.windowDoneEveryTime': 'Signing now asks for the passphrase every time.',
  'lock.settings.windowDone':
    'Signing asks for the passphrase unless it was entered in the last {duration}.',
  'lock.settings.windowLater': 'The longer time counts from your next entry of the passphrase.',
  'lock.settings.saved': 'Saved. {what}',
  'lock.settings.changeTitle': 'Change the passphrase',
  'lock.settings.newPassphrase': 'New wallet passphrase',
  'lock.settings.repeatNew': 'Repeat the new passphrase',
  'lock.settings.resealing': 'Re-sealing the keys…',
  'lock.settings.change': 'Change passphrase',
  'lock.settings.lockTitle': 'Lock',
  'lock.settings.cannotLock':
    'This demo wallet has no passphrase, so it cannot lock. A wallet for real accounts asks for one when it is set up.',
  'lock.settings.title': 'Lock and passphrase',
  'lock.settings.idleLabel': 'Lock after no activity for',
  'lock.settings.windowLabel': 'Ask for the passphrase before signing',
  'lock.settings.everyTime': 'Every time',
  'lock.settings.unlessEntered': 'Unless entered in the last {duration}',
  'lock.settings.explain':
    'A longer time asks for the passphrase first; a shorter one applies at once. Unlocking a request, backups, adding or removing an account and changing the service always ask. The wallet also locks when the computer sleeps.',
} as const
