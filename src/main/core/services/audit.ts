/**
 * The audit log as the host reads it (works offline). How a failure is written into it is
 * errorText in ../errors.
 * @module
 */
import type { CoreContext } from '../context'
import type { AuditEntry, AuditFilter } from '../db'

export interface AuditService {
  /** Newest first; works offline. */
  list(filter?: AuditFilter): AuditEntry[]
}

export function auditService(ctx: CoreContext): AuditService {
  return { list: (filter) => ctx.cache.audit.list(filter) }
}
