/**
 * The `transaction` check: the raw hashes to the hash the request names, and is the transaction
 * first seen under this request id.
 * @module
 */
import { bytesToHex } from '@noble/hashes/utils.js'
import { rawTransactionHash } from '../../../../../shared/kernel'
import type { CheckContext } from './context'
import { words } from '../../../../../shared/i18n/words'

export function checkTransaction(
  c: CheckContext,
  raw: Uint8Array,
  firstSeen: { readonly transaction_hash: string } | null | undefined,
): void {
  const hash = bytesToHex(rawTransactionHash(raw))
  if (hash !== c.req.transaction_hash)
    c.report(
      'transaction',
      words('review.check.hashDiffers', { hash, expected: c.req.transaction_hash }),
    )
  if (firstSeen && firstSeen.transaction_hash !== c.req.transaction_hash) {
    c.report(
      'transaction',
      words('review.check.swapped', {
        first: firstSeen.transaction_hash,
        now: c.req.transaction_hash,
      }),
    )
  }
}
