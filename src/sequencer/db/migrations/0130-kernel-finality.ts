import type { Migration } from '../../../node/sqlite/migrate'

/**
 * The ledger as the public network runs it:
 * - A request that reaches its threshold (`state` 'signed', at `completed_at`) is sent to the
 *   Kernel, which makes it final a moment later (`final_at`): only then are its inputs spent and
 *   its outputs created (../../ledger/finality). Requests completed before this step were made
 *   final as they completed, so both times are their completion.
 * - Safe multisig requests have no codes on the public network: their `multisig_request` codes,
 *   and the `non_fungible_request` codes the trigger of 0050 gave those spending a collectible, go
 *   with the trigger and the column.
 * - There is no request listing: the index of a member's requests behind it goes.
 */
export const kernelFinality: Migration = {
  version: 130,
  name: 'kernel finality',
  up(db) {
    db.exec(`
      DROP TRIGGER multisig_requests_collectible_code;
      DELETE FROM codes WHERE kind IN ('multisig_request', 'non_fungible_request');
      ALTER TABLE multisig_requests DROP COLUMN code_id;
      DROP TABLE multisig_senders;

      ALTER TABLE multisig_requests ADD COLUMN completed_at INTEGER;
      ALTER TABLE multisig_requests ADD COLUMN final_at INTEGER;
      UPDATE multisig_requests SET completed_at = updated_at, final_at = updated_at WHERE state = 'signed';
      -- The requests the Kernel has yet to make final, by when they completed: what the finality
      -- timer reads, a walk of only those.
      CREATE INDEX multisig_requests_awaiting_finality ON multisig_requests(completed_at) WHERE completed_at IS NOT NULL AND final_at IS NULL;
    `)
  },
}
