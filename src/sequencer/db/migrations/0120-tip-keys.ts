import type { Migration } from '../../../node/sqlite/migrate'

/**
 * A user's TIP key apart from the spend key: `POST /pin/update` installs it (with its counter, in
 * `tip_counter`) before `POST /safe/users` may register, and registration verifies its PIN with it,
 * as the public service does. Users registered before this step were registered under the old
 * assumption that the TIP key is the spend key, so that is what they keep.
 */
export const tipKeys: Migration = {
  version: 120,
  name: 'tip keys',
  up(db) {
    db.exec(`
      ALTER TABLE users ADD COLUMN tip_public_key BLOB CHECK (tip_public_key IS NULL OR length(tip_public_key) = 32);
      UPDATE users SET tip_public_key = spend_public_key, tip_counter = MAX(tip_counter, 1) WHERE spend_public_key IS NOT NULL;
    `)
  },
}
