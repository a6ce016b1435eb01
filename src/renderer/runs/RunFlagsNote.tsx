/**
 * What a person should notice in a run's rows before it goes: payees this account never paid, and
 * payees not among the contacts (each row carries its own flag too).
 * @module
 */
import type { RunRow } from '../../shared/bridge'
import { useT } from '../components/words'

/** See the module comment; nothing when no row is flagged. */
export function RunFlagsNote({ rows }: { rows: readonly RunRow[] }) {
  const t = useT()
  const first = rows.filter((r) => r.first_payment).length
  const strangers = rows.filter((r) => r.not_in_contacts).length
  if (first === 0 && strangers === 0) return null
  return (
    <div className="callout callout-warn" role="note" data-testid="run-flags">
      <p>
        {t.rich('runs.flags.note', {
          which: strangers === 0 ? 'first' : first === 0 ? 'strangers' : 'both',
          first,
          strangers,
          b: (chunks) => <strong key="b">{chunks}</strong>,
        })}
      </p>
    </div>
  )
}
