/**
 * The audit log as the host reads it (works offline), and how a failure is written into it: by
 * the error's class and code only, so no message (which may quote input) reaches the log.
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

/** A short, secret-free description of an error for the audit log and log lines: `Name:code`. */
export function errorText(e: unknown): string {
  if (!(e instanceof Error)) return 'error'
  const code = (e as { code?: unknown }).code
  return `${e.name}${code !== undefined ? `:${String(code)}` : ''}`.slice(0, 200)
}
