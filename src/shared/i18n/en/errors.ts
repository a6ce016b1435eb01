/**
 * The errors messages in English, the catalog the others are checked against (see ../catalog).
 * `errors.next.<code>`: what to do next for each failure code (base/errors.ts requires one per code).
 */
export const errors = {
  // What happened, when the window words it itself
  'errors.somethingWrong': 'Something went wrong.',
  'errors.noBridge': 'This page must be opened by the Cosigner app.',
  'errors.fileTooLarge': 'The file is too large ({kb} KB).',
  'errors.walletLocked': 'The wallet locked.',
  'errors.anotherPrompt': 'Another action asked for the passphrase.',
  'errors.passphraseNotEntered': 'The passphrase was not entered.',
  'errors.nothingWithId': 'The service knows no request, code, person or group with this id.',
  'errors.linkCannotOpen': 'This link cannot be opened: {reason}.',
  // What to do next, per failure code
  'errors.next.no-bridge':
    'Start the wallet with "npm start", or open the address "npm run start:web" printed.',
  'errors.next.cancelled': 'Nothing was done.',
  'errors.next.invalid-input': 'Check what you entered and try again.',
  'errors.next.internal':
    'Try again. If it keeps happening, restart the wallet; details are in its log.',
  'errors.next.no-access-token':
    'Open the whole address the web host printed in its terminal when it started (it ends in #cosigner-token=…). A restarted host prints a new one; the address you used before no longer works.',
  'errors.next.keychain-unavailable':
    'Start your system keyring (for example GNOME Keyring or KWallet), then try again.',
  'errors.next.keychain-locked': 'Unlock your system keyring when it asks, then try again.',
  'errors.next.keychain-failed':
    'Check that your system keyring is running and unlocked, then try again.',
  'errors.next.keychain-corrupt': 'The stored key is damaged. Restore this account from a backup.',
  'errors.next.key-not-found':
    'This account’s keys are not in this keychain. Import its keystore or restore a backup.',
  'errors.next.key-exists': 'This account is already in the wallet. Pick it in Settings.',
  'errors.next.key-mismatch':
    'The keys in the keychain do not belong to this account. Restore it from a backup.',
  'errors.next.invalid-keystore':
    'Use the keystore JSON file of a Mixin account (with app_id, session_id and the private keys).',
  'errors.next.bad-passphrase':
    'Enter the passphrase the backup was made with. If you are sure of it, the file may have been changed: use another copy.',
  'errors.next.invalid-backup': 'Choose a backup file made by Cosigner.',
  'errors.next.unsupported-backup':
    'This backup was made by a newer Cosigner. Update the wallet, then restore it.',
  'errors.next.cache-unavailable':
    'The wallet cannot write its data folder. Check the disk space and the folder’s permissions.',
  'errors.next.network':
    'Check that the service is running and reachable, or change its address in Settings.',
  'errors.next.timeout': 'The service is slow to answer. Try again in a moment.',
  'errors.next.unauthorized':
    'The service does not accept this account’s key. Check the service address in Settings, or register again.',
  'errors.next.forbidden': 'Your role does not allow this. Ask the group’s owner or an admin.',
  'errors.next.not-found': 'It may have been removed. Check the code or id and try again.',
  'errors.next.not-registered':
    'Register this account with the service first (Settings → Account).',
  'errors.next.conflict': 'Someone changed it at the same time. Reload and try again.',
  'errors.next.rate-limited': 'Wait a minute, then try again.',
  'errors.next.service-error': 'The service had a problem. Try again later.',
  'errors.next.rejected': 'The service refused it. Check the details and try again.',
  'errors.next.invalid-response':
    'The service answered something unexpected. Check the service address in Settings.',
  'errors.next.account-not-found': 'Pick an account in Settings, or import one.',
  'errors.next.no-spend-key':
    'This account has no spend key. Register it with new spend keys, or import a keystore that has one.',
  'errors.next.request-not-found': 'Check the request id or link. Sync the queue and try again.',
  'errors.next.request-mismatch':
    'Do not sign it. Ask whoever made the request to create it again.',
  'errors.next.summary-changed':
    'The request changed after you reviewed it. Review it again before signing.',
  'errors.next.not-confirmed': 'Confirm that you checked the request, then try again.',
  'errors.next.not-a-signer': 'Only the request’s senders can sign it.',
  'errors.next.already-signed': 'Nothing more to do: your signature is already on it.',
  'errors.next.request-closed': 'Nothing more can be done to this request.',
  'errors.next.threshold-reached':
    'It already has enough signatures, so it can no longer be unlocked.',
  'errors.next.outputs-unavailable':
    'Sync with the service and try again; the funds it spends could not be checked.',
  'errors.next.invalid-code':
    'Paste a link (mixin.one/codes/…, /users/…, /multisigs/… or /pay/…), a code, an id or a transaction hash.',
  'errors.next.wrong-code-kind':
    'This code is for something else. Paste it in “Open anything” to see what it is.',
  'errors.next.invalid-file': 'Choose a file that Cosigner exported for this account.',
  'errors.next.conversation-not-found': 'Check the group link, or ask a member for a new one.',
  'errors.next.user-not-found': 'Check the id or link, or ask the person for their own code link.',
  'errors.next.message-not-found':
    "The message may have disappeared under the group's timer, or been taken back by its sender.",
  'errors.next.attachment-unavailable':
    'The file could not be fetched; try again once the service can be reached.',
  'errors.next.invalid-url':
    'Enter an address such as http://127.0.0.1:7001 or https://api.mixin.one.',
  'errors.next.shared-account-not-found':
    'Add the shared account under Accounts (its members and threshold, or its MIX address), then try again.',
  'errors.next.invalid-shared-account':
    'Check the members and the threshold (or the MIX address) and try again.',
  'errors.next.request-id-used':
    'Start the payment again from the account: it gets a new request id.',
  'errors.next.insecure-url': 'Use the service’s https:// address.',
  'errors.next.private-host': 'Confirm that this is your own server, or use another address.',
  'errors.next.not-mixin-service':
    'Check the address: it should be the API address of a Mixin-compatible service, such as https://api.mixin.one.',
  'errors.next.locked': 'Unlock the wallet with your passphrase.',
  'errors.next.no-passphrase': 'Choose a wallet passphrase first.',
  'errors.next.passphrase-exists': 'Change the passphrase in Settings instead.',
  'errors.next.wrong-passphrase': 'Check the passphrase and try again; letters are case-sensitive.',
  'errors.next.throttled': 'Wait until the time is up, then try again.',
  'errors.next.reauth-required': 'Enter your wallet passphrase when asked.',
  'errors.next.weak-passphrase': 'Choose a passphrase of several uncommon words, or a longer one.',
  'errors.next.cannot-lock': 'This demo wallet has no passphrase; close it when you are done.',
  'errors.next.wrong-request': 'Open the request the file is for, and import it there.',
  'errors.next.keystore-mismatch':
    'Use the account’s current keystore, or restore a Cosigner backup of it.',
  'errors.next.keystore-incomplete':
    'Import the keystore that includes the spend key, or restore a Cosigner backup.',
  'errors.next.keystore-refused':
    'Check the service address in Settings, or use the account’s current keystore.',
  'errors.next.fallback': 'Try again. If it keeps failing, restart the wallet.',
} as const
