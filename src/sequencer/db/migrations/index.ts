import type { Migration } from '../../../node/sqlite/migrate'
import { users } from './0010-users'
import { conversations } from './0020-conversations'
import { ledger } from './0030-ledger'
import { messages } from './0040-messages'
import { inscriptions } from './0050-inscriptions'
import { writeLocality } from './0060-write-locality'
import { assets } from './0070-assets'
import { deposits } from './0080-deposits'
import { attachmentAccess } from './0090-attachment-access'
import { quotas } from './0100-quotas'
import { attachmentChunks } from './0110-attachment-chunks'
import { tipKeys } from './0120-tip-keys'
import { kernelFinality } from './0130-kernel-finality'

/** Every schema step in order; append, never edit a released one. */
export const migrations: readonly Migration[] = [
  users,
  conversations,
  ledger,
  messages,
  inscriptions,
  writeLocality,
  assets,
  deposits,
  attachmentAccess,
  quotas,
  attachmentChunks,
  tipKeys,
  kernelFinality,
]
