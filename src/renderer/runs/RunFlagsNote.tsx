/**
 * What a person should notice in a run's rows before it goes: payees this account never paid, and
 * payees not among the contacts (each row carries its own flag too).
 * @module
 */
import type { RunRow } from '../../shared/bridge'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** See the module comment; nothing when no row is flagged. */
export function RunFlagsNote({ rows }: { rows: readonly RunRow[] }) {
  const first = rows.filter((r) => r.first_payment).length
  const strangers = rows.filter((r) => r.not_in_contacts).length
  if (first === 0 && strangers === 0) return null
  return (
    <div className="callout callout-warn" role="note" data-testid="run-flags">
      <p>
        <strong>Check these payees:</strong>{' '}
        {[
          first > 0
            ? `${count(first, 'payee this account never paid', 'payees this account never paid')}`
            : '',
          strangers > 0
            ? `${count(strangers, 'payee not in your contacts', 'payees not in your contacts')}`
            : '',
        ]
          .filter(Boolean)
          .join('; ')}
        . Their rows are marked below.
      </p>
    </div>
  )
}
