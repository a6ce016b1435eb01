/**
 * Legacy collectible requests (interface 2.7 `non_fungible_request`): a multisig request of the
 * ledger that spends an output holding a collectible is also addressable as one. Its code is made
 * by a trigger of migration 0050 in the transaction that stores the request; everything the code
 * shows is read from the ledger's tables when it is resolved, so it is always current (signers,
 * state, merged raw).
 *
 * Fields: `token_id` is the item's legacy token id (see ./derive `legacyTokenId`: the SDK's
 * `buildTokenId` of the collection's asset id and the item's sequence), which names one collectible
 * as a UUID the way the legacy API did; `amount` is the request's amount; `senders` and
 * `senders_threshold` the inputs' owners; `receivers` and `receivers_threshold` the first output's
 * members and threshold (a transfer has exactly one output; a request with more releases the
 * collectible, rule 2.6.2). `action` and `state` follow the `multisig_request` code: pending
 * `sign`/`initial`, complete `sign`/`signed`, unlocked `unlock`/`signed`.
 * @module
 */
import type { NonFungibleRequestCodeResult } from '../../shared/api/code'
import { formatTime } from '../../shared/api/time'
import { formatAmount, toHex } from '../../shared/kernel'
import type { SequencerContext } from '../context'
import type { Db } from '../../node/sqlite/open'
import { sql } from '../../node/sqlite/statements'
import { findRequest } from '../ledger/requests-store'
import { findItem } from './store'

/** The live `non_fungible_request` code of a multisig request, if it spends a collectible. */
export function collectibleRequestCodeId(db: Db, requestId: string): string | undefined {
  return sql<[string], { code_id: string }>(
    db,
    `SELECT code_id FROM codes WHERE kind = 'non_fungible_request' AND target_id = ? AND revoked_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
  ).get(requestId)?.code_id
}

/** The `non_fungible_request` code resolver: the multisig request the code names, in the legacy shape. */
export function presentCollectibleRequestCode(ctx: SequencerContext, requestId: string): NonFungibleRequestCodeResult | undefined {
  const r = findRequest(ctx.db, requestId)
  if (!r?.inscriptionHash) return undefined
  const item = findItem(ctx.db, r.inscriptionHash)
  const codeId = collectibleRequestCodeId(ctx.db, requestId)
  if (!item || codeId === undefined) return undefined
  const first = r.receivers[0]
  return {
    type: 'non_fungible_request',
    request_id: r.requestId,
    user_id: r.creatorId,
    token_id: item.token_id,
    amount: formatAmount(r.amount),
    senders: r.senders,
    senders_threshold: r.sendersThreshold,
    receivers: first ? [...first.members].sort() : [],
    // A receiver without members (external keys) still has its script's threshold; never below 1.
    receivers_threshold: Math.max(1, first?.threshold ?? 1),
    signers: r.signers,
    action: r.state === 'unlocked' ? 'unlock' : 'sign',
    state: r.state === 'initial' ? 'initial' : 'signed',
    transaction_hash: r.transactionHash,
    raw_transaction: toHex(r.raw),
    created_at: formatTime(r.createdAtNs),
    updated_at: formatTime(r.updatedAtNs),
    code_id: codeId,
  }
}
