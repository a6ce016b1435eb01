import type { Migration } from '../../../../node/sqlite/migrate'
import { accounts } from './0010-accounts'
import { conversations } from './0020-conversations'
import { multisigRequests } from './0030-multisig-requests'
import { auditLog } from './0040-audit-log'
import { treasury } from './0050-treasury'
import { people } from './0060-people'
import { messages } from './0070-messages'
import { followedAccounts } from './0080-followed-accounts'
import { outputOrigin } from './0090-output-origin'
import { runs } from './0100-runs'

/** Every schema step of the wallet cache, in order; append, never edit a released one. */
export const migrations: readonly Migration[] = [
  accounts,
  conversations,
  multisigRequests,
  auditLog,
  treasury,
  people,
  messages,
  followedAccounts,
  outputOrigin,
  runs,
]
