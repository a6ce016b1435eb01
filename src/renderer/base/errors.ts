/**
 * Errors in plain words: each failure code gets a sentence saying what to do next, shown under the
 * wallet's own message (which says what happened). Pure, so it is unit-tested without a browser.
 * @module
 */
import type { BridgeErrorCode } from '../../shared/bridge'

/** Whether a failure is the user closing a passphrase prompt (nothing to report). */
export function isCancelled(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'cancelled'
}

/** Whether a failure means the service cannot be reached (offline), as opposed to refusing something. */
export function isOffline(e: { readonly code: string } | null | undefined): boolean {
  return e?.code === 'network' || e?.code === 'timeout'
}

/** What the user sees for a failure: what happened, and what to do about it. */
export interface Explained {
  readonly code: string
  readonly message: string
  readonly next: string
  /** Technical particulars (codes, paths) for a small details line; absent when there are none. */
  readonly details?: string
}

const NEXT = {
  'no-bridge':
    'Start the wallet with "npm start", or open the address "npm run start:web" printed.',
  cancelled: 'Nothing was done.',
  'invalid-input': 'Check what you entered and try again.',
  internal: 'Try again. If it keeps happening, restart the wallet; details are in its log.',
  'no-access-token':
    'Open the whole address the web host printed in its terminal when it started (it ends in #cosigner-token=…). A restarted host prints a new one; the address you used before no longer works.',
  'keychain-unavailable':
    'Start your system keyring (for example GNOME Keyring or KWallet), then try again.',
  'keychain-locked': 'Unlock your system keyring when it asks, then try again.',
  'keychain-failed': 'Check that your system keyring is running and unlocked, then try again.',
  'keychain-corrupt': 'The stored key is damaged. Restore this account from a backup.',
  'key-not-found':
    'This account’s keys are not in this keychain. Import its keystore or restore a backup.',
  'key-exists': 'This account is already in the wallet. Pick it in Settings.',
  'key-mismatch':
    'The keys in the keychain do not belong to this account. Restore it from a backup.',
  'invalid-keystore':
    'Use the keystore JSON file of a Mixin account (with app_id, session_id and the private keys).',
  'bad-passphrase':
    'Enter the passphrase the backup was made with. If you are sure of it, the file may have been changed: use another copy.',
  'invalid-backup': 'Choose a backup file made by Cosigner.',
  'unsupported-backup':
    'This backup was made by a newer Cosigner. Update the wallet, then restore it.',
  'cache-unavailable':
    'The wallet cannot write its data folder. Check the disk space and the folder’s permissions.',
  network: 'Check that the service is running and reachable, or change its address in Settings.',
  timeout: 'The service is slow to answer. Try again in a moment.',
  unauthorized:
    'The service does not accept this account’s key. Check the service address in Settings, or register again.',
  forbidden: 'Your role does not allow this. Ask the group’s owner or an admin.',
  'not-found': 'It may have been removed. Check the code or id and try again.',
  'not-registered': 'Register this account with the service first (Settings → Account).',
  conflict: 'Someone changed it at the same time. Reload and try again.',
  'rate-limited': 'Wait a minute, then try again.',
  'service-error': 'The service had a problem. Try again later.',
  rejected: 'The service refused it. Check the details and try again.',
  'invalid-response':
    'The service answered something unexpected. Check the service address in Settings.',
  'account-not-found': 'Pick an account in Settings, or import one.',
  'no-spend-key':
    'This account has no spend key. Register it with new spend keys, or import a keystore that has one.',
  'request-not-found': 'Check the request id or link. Sync the queue and try again.',
  'request-mismatch': 'Do not sign it. Ask whoever made the request to create it again.',
  'summary-changed': 'The request changed after you reviewed it. Review it again before signing.',
  'not-confirmed': 'Confirm that you checked the request, then try again.',
  'not-a-signer': 'Only the request’s senders can sign it.',
  'already-signed': 'Nothing more to do: your signature is already on it.',
  'request-closed': 'Nothing more can be done to this request.',
  'threshold-reached': 'It already has enough signatures, so it can no longer be unlocked.',
  'outputs-unavailable':
    'Sync with the service and try again; the funds it spends could not be checked.',
  'invalid-code':
    'Paste a link (mixin.one/codes/…, /users/…, /multisigs/… or /pay/…), a code, an id or a transaction hash.',
  'wrong-code-kind':
    'This code is for something else. Paste it in “Open anything” to see what it is.',
  'invalid-file': 'Choose a file that Cosigner exported for this account.',
  'conversation-not-found': 'Check the group link, or ask a member for a new one.',
  'user-not-found': 'Check the id or link, or ask the person for their own code link.',
  'message-not-found':
    "The message may have disappeared under the group's timer, or been taken back by its sender.",
  'attachment-unavailable':
    'The file could not be fetched; try again once the service can be reached.',
  'invalid-url': 'Enter an address such as http://127.0.0.1:7001 or https://api.mixin.one.',
  'shared-account-not-found':
    'Add the shared account under Accounts (its members and threshold, or its MIX address), then try again.',
  'invalid-shared-account':
    'Check the members and the threshold (or the MIX address) and try again.',
  'request-id-used': 'Start the payment again from the account: it gets a new request id.',
  'insecure-url': 'Use the service’s https:// address.',
  'private-host': 'Confirm that this is your own server, or use another address.',
  'not-mixin-service':
    'Check the address: it should be the API address of a Mixin-compatible service, such as https://api.mixin.one.',
  locked: 'Unlock the wallet with your passphrase.',
  'no-passphrase': 'Choose a wallet passphrase first.',
  'passphrase-exists': 'Change the passphrase in Settings instead.',
  'wrong-passphrase': 'Check the passphrase and try again; letters are case-sensitive.',
  throttled: 'Wait until the time is up, then try again.',
  'reauth-required': 'Enter your wallet passphrase when asked.',
  'weak-passphrase': 'Choose a passphrase of several uncommon words, or a longer one.',
  'cannot-lock': 'This demo wallet has no passphrase; close it when you are done.',
  'wrong-request': 'Open the request the file is for, and import it there.',
  'keystore-mismatch': 'Use the account’s current keystore, or restore a Cosigner backup of it.',
  'keystore-incomplete':
    'Import the keystore that includes the spend key, or restore a Cosigner backup.',
  'keystore-refused':
    'Check the service address in Settings, or use the account’s current keystore.',
} as const satisfies Record<BridgeErrorCode | 'no-bridge' | 'cancelled', string>

const FALLBACK_NEXT = 'Try again. If it keeps failing, restart the wallet.'

/** A failure's code and message, whatever was thrown. */
function codeAndMessage(e: unknown): { code: string; message: string; details?: string } {
  if (typeof e === 'object' && e !== null) {
    const code =
      typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : 'internal'
    const message =
      typeof (e as { message?: unknown }).message === 'string'
        ? (e as { message: string }).message
        : ''
    const details = (e as { details?: unknown }).details
    return { code, message, ...(typeof details === 'string' && details !== '' ? { details } : {}) }
  }
  return { code: 'internal', message: typeof e === 'string' ? e : '' }
}

/**
 * The plain-words form of a failure.
 * @example explain(new BridgeFailure('network', 'The service is not reachable.')).next
 */
export function explain(e: unknown): Explained {
  const { code, message, details } = codeAndMessage(e)
  const next = (NEXT as Record<string, string | undefined>)[code] ?? FALLBACK_NEXT
  return {
    code,
    message: message.trim() === '' ? 'Something went wrong.' : message,
    next,
    ...(details ? { details } : {}),
  }
}
